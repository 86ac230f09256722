// Progress on stderr for long runs: nothing for the first second, then a count at most
// twice a second (one rewritten line on a terminal, plain lines otherwise).

import Foundation

final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastPrinted: Date?
    private let label: String
    private let interactive = isatty(STDERR_FILENO) != 0

    init(_ label: String) { self.label = label }

    /// Reports `done` of `total`; safe to call from any thread.
    func report(_ done: Int, _ total: Int) {
        lock.withLock {
            let now = Date()
            // Not the last count: what the command wrote, or its error, says how it ended.
            guard now.timeIntervalSince(start) > 1, done < total else { return }
            if let last = lastPrinted, now.timeIntervalSince(last) < 0.5 { return }
            lastPrinted = now
            let line = "\(label) \(done)/\(total)"
            FileHandle.standardError.write(Data((interactive ? "\r\(line)\u{1B}[K" : line + "\n").utf8))
        }
    }

    /// Ends the progress line, if one was printed.
    func finish() {
        lock.withLock {
            if lastPrinted != nil && interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
