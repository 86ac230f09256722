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
        var renamed: [String] = []
        var committed = false
        defer {
            for s in staged { unlink(s.temporary) }
            if !committed { for path in renamed { unlink(path) } }
            InFlight.shared.remove(staged.map(\.temporary))
        }
        for file in files {
            let final = base + file.name
            let temporary = AtomicFile.temporaryPath(for: final)
            staged.append((temporary, final))
            do {
                try InFlight.shared.create(temporary) { try AtomicFile.writeNew(file.bytes, to: temporary) }
            } catch { throw CLIError("\(error)") }
        }
        for s in staged {
            guard rename(s.temporary, s.final) == 0 else {
                throw CLIError(
                    "cannot write \(s.final): \(String(cString: strerror(errno))); nothing of this run was kept")
            }
            renamed.append(s.final)
        }
        committed = true
        return files.map { folder == "." ? $0.name : PathText.appending(folder, $0.name) }
    }

    /// Removes in-flight temporaries when the process is interrupted or terminated, then
    /// exits with the usual status (128 + signal).
    static func cleanUpOnInterrupt() {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { InFlight.shared.abandon(status: 128 + sig) }
            source.resume()
            InFlight.shared.keep(source)
        }
    }
}

/// The temporaries being written, shared with the interrupt handler.
private final class InFlight: @unchecked Sendable {
    static let shared = InFlight()
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [any DispatchSourceSignal] = []

    /// Registers the temporary `path` and creates it with `create`, both under the lock:
    /// an interrupt either finds it registered and removes it, or comes first and blocks
    /// this until the process ends, so no temporary appears behind the clean-up.
    func create(_ path: String, _ create: () throws -> Void) rethrows {
        lock.lock()
        defer { lock.unlock() }
        paths.insert(path)
        try create()
    }
    func remove(_ list: [String]) { lock.withLock { paths.subtract(list) } }
    func keep(_ source: any DispatchSourceSignal) { lock.withLock { sources.append(source) } }

    /// Removes every registered temporary and ends the process with `status`, holding the
    /// lock throughout (`_exit`: no exit handlers run while workers are still busy).
    func abandon(status: Int32) -> Never {
        lock.lock()
        for path in paths { unlink(path) }
        _exit(status)
    }
}
