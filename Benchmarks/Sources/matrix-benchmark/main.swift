// The full matrix of every example, as `render gallery` draws it: every device of the
// table × every family of the entry × light and dark, rendered on every core (devices
// sharing a size share one render) and every PNG written to a temporary folder. Prints
// the median time per example over several runs, and the slowest median.
// Usage: matrix-benchmark [RUNS] [EXAMPLE…]

import Foundation
import WidgetDevices
import WidgetDocument
import WidgetGallery
import WidgetRendering

struct BenchmarkFailure: Error, CustomStringConvertible { let description: String }

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let examples = root.appendingPathComponent("Examples")
let runs = max(1, Int(CommandLine.arguments.dropFirst().first ?? "") ?? 7)
/// Optional: example names to run (`matrix-benchmark 7 stocks calendar`).
let only = Array(CommandLine.arguments.dropFirst(2))
let out = FileManager.default.temporaryDirectory.appendingPathComponent(
    "matrix-benchmark-\(ProcessInfo.processInfo.processIdentifier)")

do {
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path)
        .filter { $0.hasSuffix(".json") && $0 != "render-check.json" }.sorted()
        .filter { name in only.isEmpty || only.contains { name.hasPrefix($0) } }
    let renderer = MatrixRenderer()
    let groups = DeviceCatalog.devices.map { DeviceSizeGroup(representative: $0, devices: [$0]) }
    var slowest = 0.0
    print(
        "every device (\(groups.count)) × the entry's families × light, dark; \(runs) runs each; \(ProcessInfo.processInfo.activeProcessorCount) cores"
    )
    for file in files {
        var times: [Double] = []
        var count = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let document = try EntryDocument.load(contentsOf: examples.appendingPathComponent(file))
            let matrix = SnapshotMatrix(
                document: document, groups: groups, families: document.families, schemes: [.light, .dark],
                schemeInName: true, variants: [.normal], os: nil, scale: nil)
            let results = renderer.render(document, matrix.cells)
            for (cell, result) in zip(matrix.cells, results) {
                try Data(try result.get().png).write(to: out.appendingPathComponent(cell.fileName))
            }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            count = matrix.cells.count
        }
        times.sort()
        let median = times[times.count / 2]
        slowest = max(slowest, median)
        print(String(format: "%@  %4d files   median %.3f s   min %.3f s", file as NSString, count, median, times[0]))
    }
    print(String(format: "slowest median %.3f s", slowest))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
