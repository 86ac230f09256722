// Progress on stderr for long runs: nothing for the first second, then the count and the
// time so far (`checked 120/480, 12 s`): one line rewritten in place at most twice a second
// on a terminal, a plain line at most every five seconds otherwise (a CI log). The first
// second is `RENDER_PROGRESS_DELAY` seconds when set (0: report from the start).

import Foundation

final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastPrinted: Date?
    private let label: String
    private let interactive = isatty(STDERR_FILENO) != 0

    init(_ label: String) { self.label = label }

    /// How long a run goes before progress is shown: `RENDER_PROGRESS_DELAY` seconds, else 1.
    static let delay: Double = {
        // getenv, not ProcessInfo: that copies the whole environment into a dictionary.
        guard let raw = getenv("RENDER_PROGRESS_DELAY"), let value = Double(String(cString: raw)),
            value.isFinite, value >= 0
        else { return 1 }
        return value
    }()

    /// Reports `done` of `total`; safe to call from any thread.
    func report(_ done: Int, _ total: Int) {
        lock.withLock {
            let now = Date()
            // Not the last count: what the command wrote, or its error, says how it ended.
            guard now.timeIntervalSince(start) >= Self.delay, done < total else { return }
            if let last = lastPrinted, now.timeIntervalSince(last) < (interactive ? 0.5 : 5) { return }
            lastPrinted = now
            let line = "\(label) \(done)/\(total), \(Int(now.timeIntervalSince(start))) s"
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
