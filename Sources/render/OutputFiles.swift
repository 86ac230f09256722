// Writing a batch of output files so that no reader ever sees a half-written one: every
// file goes to a hidden temporary name beside its target first, and only when all are
// written are they renamed into place, in the order given (a gallery's index.html last).
// An interrupt (Ctrl-C, SIGTERM) removes the temporaries still in flight before exiting,
// so an interrupted run leaves complete files of this run or the previous one, and no
// partial ones.

import Dispatch
import Foundation
import Glibc
import WidgetCheck

enum OutputFiles {
    /// Writes `files` (name, bytes) into `folder`, all or nothing: every file is staged
    /// first, then all are renamed into place; when any step fails, the temporaries and
    /// the files this call already renamed are removed. A target that exists and is not a
    /// regular file (a folder, link, FIFO or device) is refused before anything is
    /// written. Returns the paths written, as given.
    @discardableResult
    static func write(_ files: [(name: String, bytes: [UInt8])], into folder: String) throws -> [String] {
        // Plain string paths: this runs for hundreds of files, and URL building is slow.
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var seen: Set<String> = []
        for file in files where !seen.insert(file.name).inserted {
            throw CLIError("two outputs of this command would both be named \(file.name); nothing was written")
        }
        do {
            for file in files { try AtomicFile.checkTarget(base + file.name) }
        } catch { throw CLIError("\(error)") }
        var staged: [(temporary: String, final: String)] = []
        var committed = false
        defer {
            if !committed { for s in staged { unlink(s.temporary) } }
            InFlightFiles.shared.remove(staged.map(\.temporary))
        }
        do {
            for file in files { staged.append(try AtomicFile.stage(file.bytes, to: base + file.name)) }
            // Renamed together under the interrupt handler's lock: all of them or none.
            try InFlightFiles.shared.commit(staged)
        } catch { throw CLIError("\(error)") }
        committed = true
        return files.map { folder == "." ? $0.name : PathText.appending(folder, $0.name) }
    }

    /// Removes in-flight temporaries when the process is interrupted or terminated, then
    /// exits with the usual status (128 + signal).
    static func cleanUpOnInterrupt() { InFlightFiles.shared.removeOnInterrupt() }
}
