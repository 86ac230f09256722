// Writing a batch of output files so that no reader ever sees a half-written one: every
// file goes to a hidden temporary name beside its target first, and only when all are
// written are they renamed into place, in the order given (a gallery's index.html last).
// An interrupt (Ctrl-C, SIGTERM) removes the temporaries still in flight before exiting,
// so an interrupted run leaves complete files of this run or the previous one, and no
// partial ones.

import Foundation
import Glibc
import WidgetCheck

enum OutputFiles {
    /// Writes `files` (name, bytes) into `folder`, all or nothing: every file is staged
    /// first, then all are renamed into place; when any step fails, the temporaries and
    /// the files this call already renamed are removed. A target that exists and is not a
    /// regular file (a folder, link, FIFO or device) is refused, and nothing of the batch
    /// is kept. Returns the paths written, as given.
    @discardableResult
    static func write(_ files: [(name: String, bytes: [UInt8])], into folder: String) throws -> [String] {
        // Plain string paths: this runs for hundreds of files, and URL building is slow.
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var seen: Set<String> = []
        for file in files where !seen.insert(file.name).inserted {
            throw CLIError("two outputs of this command would both be named \(file.name); nothing was written")
        }
        // Each target is checked as it is staged; a refusal gives up the whole batch.
        var staged: [(temporary: String, final: String)] = []
        do {
            for file in files { staged.append(try AtomicFile.stage(file.bytes, to: base + file.name)) }
            // Renamed together under the interrupt handler's lock: all of them or none.
            try InFlightFiles.shared.commit(staged)
        } catch {
            InFlightFiles.shared.discard(staged)
            throw CLIError("\(error)")
        }
        return files.map { folder == "." ? $0.name : PathText.appending(folder, $0.name) }
    }
}
