// Where a command that writes one file writes it, from its --output value, by one rule:
// `-` is standard output; an existing folder, or a path ending in `/` (created when
// missing), gets the command's default file name; any other path is the file itself and
// must end in the command's extension, so a mistyped folder name is not taken for a file.

import Foundation
import WidgetCheck

enum OutputTarget: Equatable {
    case standardOutput
    case file(folder: String, name: String)

    /// Where a command that may write several files (`render`) writes: standard output,
    /// a folder (name nil: each file under its own name), or one `.png` file.
    enum Many: Equatable {
        case standardOutput
        case file(folder: String, name: String?)

        /// Standard output or one named file: room for one image only.
        var isSingle: Bool {
            switch self {
            case .standardOutput, .file(_, .some): true
            case .file(_, .none): false
            }
        }
    }

    /// The target of `output` for `render`: `-`; an existing folder or a path ending in `/`
    /// (created when the files are written, so a failed render leaves no folder); or a path
    /// ending in `.png`, one file in an existing folder.
    static func many(_ output: String) throws -> Many { try resolve(output, fileExtension: ".png") }

    /// The target of `output` for a command whose file is `defaultName` (ending in
    /// `fileExtension`, such as ".png").
    static func single(_ output: String?, defaultName: String, fileExtension: String) throws -> OutputTarget {
        guard let output else { return .file(folder: ".", name: defaultName) }
        switch try resolve(output, fileExtension: fileExtension) {
        case .standardOutput: return .standardOutput
        case .file(let folder, let name): return .file(folder: folder, name: name ?? defaultName)
        }
    }

    /// The rule itself: `-`, a folder (name nil), or a file ending in `fileExtension` in an
    /// existing folder; anything else is refused.
    private static func resolve(_ output: String, fileExtension: String) throws -> Many {
        if output == "-" { return .standardOutput }
        guard !output.isEmpty else { throw CLIError("--output takes a folder, a \(fileExtension) file or -; found ''") }
        if output.hasSuffix("/") || PathText.isFolder(output) { return .file(folder: output, name: nil) }
        let name = PathText.lastComponent(output)
        guard name.lowercased().hasSuffix(fileExtension), name.count > fileExtension.count else {
            throw CLIError(
                "--output \(output): expected a folder (end it with / to create one), a file ending in \(fileExtension), or - for standard output"
            )
        }
        let parent = PathText.deletingLastComponent(output)
        let folder = parent.isEmpty ? "." : parent
        guard PathText.isFolder(folder) else {
            throw CLIError("output folder '\(folder)' does not exist (create it first, or end --output with /)")
        }
        return .file(folder: folder, name: name)
    }

    /// The path as the user sees it (`folder/name`, or just `name` in the current folder).
    var displayPath: String {
        switch self {
        case .standardOutput: "-"
        case .file(let folder, let name): folder == "." ? name : PathText.appending(folder, name)
        }
    }

    /// Writes `bytes` there (atomically for a file, creating its folder when missing).
    func write(_ bytes: [UInt8]) throws {
        switch self {
        case .standardOutput:
            try StandardOutput.write(bytes)
        case .file(let folder, let name):
            do { try AtomicFile.makeFolder(folder) } catch { throw CLIError("\(error)") }
            try OutputFiles.write([(name, bytes)], into: folder)
        }
    }
}
