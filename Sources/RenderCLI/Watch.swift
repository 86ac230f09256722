// `--watch`: run a command, then run it again whenever the entry file or a file it names
// (its images) changes, until interrupted. Polling (four times a second) rather than
// inotify keeps it portable and simple; a change is a new modification time, size or
// inode (editors that save by renaming replace the inode). An error is printed and
// watching goes on: the next save renders again.

import Foundation
import WidgetCheck

enum Watch {
    /// What one run did: the files it wrote, and the files to watch for the next change.
    struct Outcome {
        var written: [String]
        var watched: [String]
    }

    /// A command that writes files for `entry`: under `watch`, `write` now and after every
    /// change (never returns; `--output -` is refused); otherwise `once` (one-shot settings),
    /// then `write` once, printing each file written.
    static func writeFiles(
        entry: String, output: String?, watch: Bool, once: () -> Void = {}, _ write: () throws -> Outcome
    ) throws {
        if watch {
            guard output != "-" else { throw CLIError("--watch writes files; it cannot write to --output -") }
            run(entry: entry, write)
        }
        InFlightFiles.shared.removeOnInterrupt()
        once()
        for path in try write().written { print(path) }
    }

    /// Runs `body` now and after every change to the files it reports (or, after an error,
    /// to `entry`, the files of the last successful run and the entry's folder). Never
    /// returns.
    static func run(entry: String, _ body: () throws -> Outcome) -> Never {
        InFlightFiles.shared.removeOnInterrupt()
        let parent = PathText.deletingLastComponent(entry)
        let folder = parent.isEmpty ? "." : parent
        var watched = [entry]
        var last: [String: [Int]?] = [:]
        func once() -> [String: [Int]?] {
            // The versions read by this run: stamped before it starts, so a save during the
            // run is a change the loop below sees.
            let before = Dictionary(watched.map { ($0, stamp($0)) }, uniquingKeysWith: { a, _ in a })
            do {
                let outcome = try body()
                // The files the entry names now.
                watched = [entry] + outcome.watched.filter { $0 != entry }
                for path in outcome.written { say("wrote \(path)") }
            } catch {
                let message = (error as? CLIError)?.description.escapedForMessages ?? "\(error)"
                FileHandle.standardError.write(Data("error: \(message)\n".utf8))
                // The entry may name an image that is not there yet: watch its folder too,
                // so creating the file renders again. (Only after an error: a good run may
                // write into that folder itself.)
                if !watched.contains(folder) { watched.append(folder) }
            }
            let others = watched.filter { $0 != folder }.count - 1
            say(
                "watching \(entry)" + (others > 0 ? " and \(others) file\(others == 1 ? "" : "s") it uses" : "")
                    + " (Ctrl-C to stop)")
            return before
        }
        func record(_ before: [String: [Int]?]) {
            last = Dictionary(watched.map { ($0, before[$0] ?? stamp($0)) }, uniquingKeysWith: { a, _ in a })
        }
        record(once())
        while true {
            usleep(250_000)
            let changed = watched.contains { stamp($0) != last[$0] ?? nil }
            if changed {
                // Let an editor finish writing before reading the file.
                usleep(100_000)
                record(once())
            }
        }
    }

    /// A line on stdout, unbuffered (a pipe reading the watcher sees it at once).
    static func say(_ line: String) {
        try? StandardOutput.write(Array((line + "\n").utf8))
    }

    /// What identifies a version of a file; nil while it does not exist.
    static func stamp(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [
            Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino),
        ]
    }
}
