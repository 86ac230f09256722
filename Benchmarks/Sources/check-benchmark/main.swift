// `render check` throughput: medium @3x snapshots against their goldens on every core, at
// 100 and at 1,000 snapshots (five Examples under 4 or 40 kinds each × 5 devices). Goldens
// are recorded once into a temporary folder (not timed); then each verify run is timed
// and the median printed, with snapshots per second and the process's peak RSS so far
// (the checker keeps a small result per snapshot, so memory should not grow with the
// count). Arguments: the number of runs (default 3), then the snapshot counts (multiples
// of 25; default 100 1000).

import Foundation
import WidgetCheck
import WidgetDevices

struct BenchmarkFailure: Error, CustomStringConvertible { let description: String }

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
let examples = root.appendingPathComponent("Examples")
let work = FileManager.default.temporaryDirectory.appendingPathComponent(
    "check-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let runs = max(1, arguments.first ?? 3)
let counts = arguments.count > 1 ? Array(arguments.dropFirst()) : [100, 1000]

/// The process's peak resident set so far, in MB.
func peakRSS() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // kilobytes
    #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #endif
}

/// Checks `count` snapshots `runs` times; prints the median and the rate.
func measure(count: Int) throws {
    let folder = work.appendingPathComponent("\(count)")
    let entries = folder.appendingPathComponent("entries")
    try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Five fixed examples, so the workload stays the same as examples are added.
    let files = ["calendar.json", "countdown.json", "fitness.json", "flight.json", "music.json"]
    let copies = max(1, count / 25)
    for file in files {
        let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
        for copy in 0..<copies {
            // A distinct kind per copy; every entry gains systemMedium if it lacks it.
            var variant = text.replacingOccurrences(of: "\"kind\": \"", with: "\"kind\": \"v\(copy)-")
            if !variant.contains("\"systemMedium\"") {
                variant = variant.replacingOccurrences(of: "\"families\": [", with: "\"families\": [\"systemMedium\", ")
            }
            try Data(variant.utf8).write(to: entries.appendingPathComponent("\(copy)-\(file)"))
        }
    }
    var config = CheckConfiguration()
    config.families = [.systemMedium]
    config.devices = try ["iPhone 16", "iPhone 16 Pro Max", "iPhone 15 Pro Max", "iPhone 14 Plus", "iPhone 13 mini"].map
    {
        try DeviceCatalog.device(named: $0)
    }
    let cases = try config.cases(for: try entryFiles([entries.path]))
    let goldens = folder.appendingPathComponent("goldens"), artifacts = folder.appendingPathComponent("artifacts")
    let recorded = GoldenChecker(goldens: goldens, artifacts: artifacts, mode: .record, configuration: config).run(
        cases, findOrphans: false)
    guard recorded.failed == 0 else {
        throw BenchmarkFailure(
            description:
                "recording failed: \(recorded.results.first { $0.outcome.isFailure }.map { "\($0.outcome)" } ?? "")")
    }
    let checker = GoldenChecker(goldens: goldens, artifacts: artifacts, mode: .verify, configuration: config)
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let report = checker.run(cases, findOrphans: true)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        guard report.failed == 0, report.passed == cases.count else {
            throw BenchmarkFailure(description: "the verify run failed: \(report.failed) of \(cases.count) snapshots")
        }
    }
    times.sort()
    let median = times[times.count / 2]
    print(
        String(
            format:
                "check %5d medium @3x snapshots: median %.3f s (%.0f snapshots/s)   min %.3f s   max %.3f s   peak RSS so far %.0f MB",
            cases.count, median, Double(cases.count) / median, times[0], times[times.count - 1], peakRSS()))
}

do {
    print("render check on \(ProcessInfo.processInfo.activeProcessorCount) cores, \(runs) runs each")
    defer { try? FileManager.default.removeItem(at: work) }
    for count in counts { try measure(count: count) }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
