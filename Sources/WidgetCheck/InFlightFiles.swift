// All of a command's files or none, through Ctrl-C and SIGTERM.
//
// Every file a command writes goes to a hidden temporary beside its target first
// (`AtomicFile`); a batch of files (a render's PNGs, a check's recorded goldens) is renamed
// into place only when all of it is staged, and the renames happen under one lock.
// `removeOnInterrupt()` turns SIGINT, SIGTERM and SIGHUP into a handler that takes the same
// lock, removes every temporary still registered and exits with 128 + the signal. So an
// interrupt either comes before a batch's renames (none of its files change: the previous
// run's stay) or waits until they are all done, and never leaves a temporary behind.

import Dispatch
import Foundation
import Glibc

/// The temporaries being written, shared with the interrupt handler.
public final class InFlightFiles: @unchecked Sendable {
    public static let shared = InFlightFiles()
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [any DispatchSourceSignal] = []
    private var handling = false

    /// Registers the temporary `path` and creates it with `create`, both under the lock:
    /// an interrupt either finds it registered and removes it, or comes first and blocks
    /// this until the process ends, so no temporary appears behind the clean-up.
    public func create<E: Error>(_ path: String, _ create: () throws(E) -> Void) throws(E) {
        lock.lock()
        defer { lock.unlock() }
        paths.insert(path)
        try create()
    }

    /// Removes staged temporaries that will not be committed (a batch given up) and
    /// forgets them.
    public func discard(_ staged: [(temporary: String, final: String)]) {
        lock.withLock { discardLocked(staged) }
    }

    private func discardLocked(_ staged: [(temporary: String, final: String)]) {
        for s in staged where paths.remove(s.temporary) != nil { unlink(s.temporary) }
    }

    /// Renames every staged `(temporary, final)` pair into place under the lock, in order,
    /// so an interrupt waits until the whole batch is in place. When a rename fails, the
    /// batch is given up: the files already renamed and the temporaries left are removed,
    /// and the error names the file.
    public func commit(_ staged: [(temporary: String, final: String)]) throws(AtomicFileError) {
        lock.lock()
        defer { lock.unlock() }
        var renamed: [String] = []
        for s in staged {
            guard rename(s.temporary, s.final) == 0 else {
                let reason = String(cString: strerror(errno))
                for path in renamed { unlink(path) }
                discardLocked(staged)
                throw .failed(s.final, reason: reason + "; nothing of this run was kept")
            }
            paths.remove(s.temporary)
            renamed.append(s.final)
        }
    }

    /// Removes in-flight temporaries when the process is interrupted or terminated, then
    /// exits with the usual status (128 + signal). Idempotent.
    public func removeOnInterrupt() {
        lock.lock()
        defer { lock.unlock() }
        guard !handling else { return }
        handling = true
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { InFlightFiles.shared.abandon(status: 128 + sig) }
            source.resume()
            sources.append(source)
        }
    }

    /// Removes every registered temporary and ends the process with `status`, holding the
    /// lock throughout (`_exit`: no exit handlers run while workers are still busy).
    func abandon(status: Int32) -> Never {
        lock.lock()
        for path in paths { unlink(path) }
        _exit(status)
    }
}
