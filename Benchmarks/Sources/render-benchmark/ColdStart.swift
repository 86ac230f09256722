// The one-shot CLI, cold: `render` started as a new process for one PNG of the reference
// widget, as a developer runs it from a shell. The wall time is from spawn to exit. The
// peak RSS comes from runs under /usr/bin/time: a process spawned from this one would
// report this process's memory as its own peak (posix_spawn shares the parent's memory
// until exec, and the kernel keeps that peak), while `time` is small. Two binaries: the
// default release build (the Swift runtime and Foundation as shared libraries) and the
// self-contained one of Scripts/build-static. Both are built first (a no-op when
// current), so the lines measure the checkout's code.

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

enum ColdStart {
    /// The wall times (ms) of `runs` runs of `binary arguments`, after one unmeasured run
    /// that warms the file cache, and their peak RSS (MB) from as many runs under
    /// /usr/bin/time (nil when it is not installed).
    static func measure(binary: String, arguments: [String], runs: Int) throws -> (ms: [Double], mb: [Double]?) {
        try spawn(binary, arguments)
        let times = try (0..<runs).map { _ in try spawn(binary, arguments) }
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return (times, nil) }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cold-start-\(ProcessInfo.processInfo.processIdentifier).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        let peaks = try (0..<runs).map { _ -> Double in
            try spawn(time, ["-f", "%M", "-o", report.path, binary] + arguments)
            let kilobytes = try String(contentsOf: report, encoding: .utf8).trimmingCharacters(
                in: .whitespacesAndNewlines)
            guard let kb = Double(kilobytes) else { throw BenchmarkError("\(time) wrote \(kilobytes)") }
            return kb / 1024
        }
        return (times, peaks)
    }

    /// Builds `render` in release (output to stderr only on failure); its path.
    static func buildRender(root: URL) throws -> String {
        try build([
            "/usr/bin/env", "swift", "build", "-c", "release", "--product", "render", "--package-path", root.path,
        ])
        return root.appendingPathComponent(".build/release/render").path
    }

    /// Builds the self-contained `render` with Scripts/build-static; its path.
    static func buildStaticRender(root: URL) throws -> String {
        try build([root.appendingPathComponent("Scripts/build-static").path])
        return root.appendingPathComponent(".build/static/release/render").path
    }

    /// Runs a build command, its output to stderr only on failure.
    private static func build(_ command: [String]) throws {
        let build = Process()
        build.executableURL = URL(fileURLWithPath: command[0])
        build.arguments = Array(command.dropFirst())
        let log = Pipe()
        build.standardOutput = log
        build.standardError = log
        try build.run()
        let output = log.fileHandleForReading.readDataToEndOfFile()
        build.waitUntilExit()
        guard build.terminationStatus == 0 else {
            FileHandle.standardError.write(output)
            throw BenchmarkError("\(command.joined(separator: " ")) failed")
        }
    }

    /// Runs `binary arguments` (stdout to /dev/null) and waits for it; the wall time in ms.
    @discardableResult
    static func spawn(_ binary: String, _ arguments: [String]) throws -> Double {
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Its printed path is not part of what is measured.
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
            throw BenchmarkError("could not start \(binary)")
        }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { throw BenchmarkError("waitpid failed") }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        guard status == 0 else { throw BenchmarkError("\(binary) \(arguments.joined(separator: " ")) failed") }
        return elapsed
    }
}
