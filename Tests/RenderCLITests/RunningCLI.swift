// A `render` process left running (watch mode, or one to interrupt): its output collected
// as it arrives, waited on with a deadline.

import Foundation

final class RunningCLI: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    init(_ arguments: [String]) throws {
        process.executableURL = CLI.binary
        process.arguments = arguments
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        outPipe.fileHandleForReading.readabilityHandler = { [weak self] h in
            let d = h.availableData
            self?.lock.withLock { self?.out.append(d) }
        }
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] h in
            let d = h.availableData
            self?.lock.withLock { self?.err.append(d) }
        }
        try process.run()
    }

    var output: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var errors: String { lock.withLock { String(decoding: err, as: UTF8.self) } }
    var isRunning: Bool { process.isRunning }

    struct Timeout: Error, CustomStringConvertible { let description: String }

    /// Waits until `text` has appeared `count` times on stdout (at most 60 s).
    func waitFor(_ text: String, count: Int) throws {
        let deadline = Date().addingTimeInterval(60)
        while output.components(separatedBy: text).count - 1 < count {
            guard Date() < deadline, process.isRunning else {
                throw Timeout(description: "waited for '\(text)' ×\(count); stdout: \(output) stderr: \(errors)")
            }
            usleep(50_000)
        }
    }

    func interrupt() { process.interrupt() }

    /// Waits for the process to end and returns its exit status.
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

extension CLI {
    static func start(_ arguments: [String]) throws -> RunningCLI { try RunningCLI(arguments) }
}
