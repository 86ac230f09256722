// Checks 100 medium @3x snapshots against their goldens on every core: 20 entries (five
// Examples, each under four kinds) × 5 devices. Goldens are recorded once into a
// temporary folder (not timed); then the verify run is timed several times and its
// median printed.

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
let entries = work.appendingPathComponent("entries")
let runs = max(1, Int(CommandLine.arguments.dropFirst().first ?? "") ?? 5)

do {
    try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    // Five fixed examples, so the workload stays the same as examples are added.
    let files = ["calendar.json", "countdown.json", "fitness.json", "flight.json", "music.json"]
    for file in files {
        let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
        for copy in 0..<4 {
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
    let goldens = work.appendingPathComponent("goldens"), artifacts = work.appendingPathComponent("artifacts")
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
    print(
        "checked \(cases.count) medium snapshots at @3x on \(ProcessInfo.processInfo.activeProcessorCount) cores, \(runs) runs"
    )
    print(
        String(
            format: "median %.3f s   min %.3f s   max %.3f s", times[times.count / 2], times[0], times[times.count - 1])
    )
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
