// `--watch`: run a command, then run it again whenever the entry file or a file it names
// (its images) changes, until interrupted. Polling (four times a second) rather than
// inotify keeps it portable and simple; a change is a new modification time, size or
// inode (editors that save by renaming replace the inode). An error is printed and
// watching goes on: the next save renders again.

import Foundation

enum Watch {
    /// What one run did: the files it wrote, and the files to watch for the next change.
    struct Outcome {
        var written: [String]
        var watched: [String]
    }

    /// Runs `body` now and after every change to the files it reports (or, after an error,
    /// to `entry` and the files of the last successful run). Never returns.
    static func run(entry: String, _ body: () throws -> Outcome) -> Never {
        OutputFiles.cleanUpOnInterrupt()
        var watched = [entry]
        func once() {
            do {
                let outcome = try body()
                watched = [entry] + outcome.watched.filter { $0 != entry }
                for path in outcome.written { say("wrote \(path)") }
            } catch let error as CLIError {
                FileHandle.standardError.write(Data("error: \(error.description.escapedForMessages)\n".utf8))
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            }
            let others = watched.count - 1
            say(
                "watching \(entry)" + (others > 0 ? " and \(others) file\(others == 1 ? "" : "s") it uses" : "")
                    + " (Ctrl-C to stop)")
        }
        once()
        var last = watched.map(stamp)
        while true {
            usleep(250_000)
            let now = watched.map(stamp)
            if now != last {
                // Let an editor finish writing before reading the file.
                usleep(100_000)
                once()
                last = watched.map(stamp)
            }
        }
    }

    /// A line on stdout, unbuffered (a pipe reading the watcher sees it at once).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
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
