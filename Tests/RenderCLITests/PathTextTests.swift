// The command line's path helpers do what Foundation's NSString path methods do.

import Foundation
import Testing

@testable import RenderCLI

@Suite("Path text")
struct PathTextTests {
    static let parts = ["", "/", "//", "a", "b.png", ".", "..", "~", "dir/", "x y", "éé", "a//b", "./c"]

    /// Every path of up to three parts.
    static var paths: [String] {
        var result: [String] = []
        for a in parts { for b in parts { for c in ["", "/", "d.png", "e/"] { result.append(a + b + c) } } }
        return result
    }

    /// Whether `path`, slashes tidied, is one character other than `/`: Foundation's
    /// path methods trap on such a path (an entry named `a`), and on a few others with a
    /// one-character last component (`//é`), which the parts above do not make.
    static func trapsFoundation(_ path: String) -> Bool {
        let tidy = PathText.tidied(path)
        return tidy.count == 1 && tidy != "/"
    }

    @Test("last component, without the last component, and appended, as NSString gives them")
    func sameAsFoundation() {
        for path in Self.paths {
            let ns = path as NSString
            if path.count > 1 && path.allSatisfy({ $0 == "/" }) {
                // Only slashes: the root, where NSString gives an empty string.
                #expect(PathText.lastComponent(path) == "/" && PathText.deletingLastComponent(path) == "/")
            } else if !Self.trapsFoundation(path) {
                #expect(PathText.lastComponent(path) == ns.lastPathComponent, "\(path)")
                #expect(PathText.deletingLastComponent(path) == ns.deletingLastPathComponent, "\(path)")
            }
            for component in ["", "f.png", "g/", "/h", "i//j"] {
                #expect(
                    PathText.appending(path, component) == ns.appendingPathComponent(component),
                    "\(path) + \(component)")
            }
        }
    }

    @Test("a one-character name in the current folder has no folder part (where Foundation traps)")
    func oneCharacter() {
        #expect(PathText.deletingLastComponent("a") == "" && PathText.lastComponent("a") == "a")
        #expect(PathText.deletingLastComponent("é/") == "" && PathText.lastComponent("é//") == "é")
        #expect(PathText.deletingLastComponent("//é") == "/" && PathText.lastComponent("//é") == "é")
    }

    @Test("folders and files are told apart as FileManager tells them")
    func folders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("path-text-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("f.png")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data([1])))
        // A link to the folder, beside it (inside, it would make a loop).
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("path-text-link-\(getpid())")
        #expect(symlink(folder.path, link.path) == 0)
        defer {
            unlink(link.path)
            unlink(file.path)
            rmdir(folder.path)
        }
        for path in [folder.path, file.path, link.path, folder.path + "/missing", ""] {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            #expect(PathText.exists(path) == exists, "\(path)")
            #expect(PathText.isFolder(path) == (exists && isFolder.boolValue), "\(path)")
        }
    }
}
