// Golden-image comparison for tests: decoded pixels within a per-channel tolerance.
//
// Record with `RECORD_GOLDENS=1 swift test`: missing or changed goldens are written and
// the test fails once, so a recording never passes silently. Recording is refused when
// `CI` is set. On a mismatch the actual image and a diff image (changed pixels in red
// over a faded copy of the golden) go to `.artifacts/goldens/` (or $GOLDEN_ARTIFACTS).

import Foundation
import Testing
import WidgetPNG
import WidgetRaster

enum GoldenImage {
    /// The largest per-channel difference that still matches: rounding noise only.
    static let tolerance = 2

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var goldens: URL { packageRoot.appendingPathComponent("Goldens") }

    static var artifacts: URL {
        if let dir = ProcessInfo.processInfo.environment["GOLDEN_ARTIFACTS"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        return packageRoot.appendingPathComponent(".artifacts/goldens")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }
    static var onCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    /// The first pixel whose channels differ by more than the tolerance, and how many do.
    static func compare(_ a: Pixmap, _ b: Pixmap) -> (differing: Int, worst: Int) {
        var differing = 0, worst = 0
        for i in stride(from: 0, to: a.data.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(a.data[i + c]) - Int(b.data[i + c]))) }
            worst = max(worst, d)
            if d > tolerance { differing += 1 }
        }
        return (differing, worst)
    }

    /// The diff image: differing pixels red, the rest a faded gray copy of `expected`.
    static func diff(_ expected: Pixmap, _ actual: Pixmap) -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: expected.data.count)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(expected.data[i + c]) - Int(actual.data[i + c]))) }
            if d > tolerance {
                bytes[i] = 255
                bytes[i + 3] = 255
            } else {
                let gray = (Int(expected.data[i]) + Int(expected.data[i + 1]) + Int(expected.data[i + 2])) / 3
                let v = UInt8(170 + gray / 4)
                bytes[i] = v
                bytes[i + 1] = v
                bytes[i + 2] = v
                bytes[i + 3] = 255
            }
        }
        return Pixmap(width: expected.width, height: expected.height, premultiplied: bytes)!
    }

    /// Asserts `actual` matches the golden `name`.png (records it in record mode).
    static func assertMatches(_ actual: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let url = goldens.appendingPathComponent(name + ".png")
        let existing = try? Data(contentsOf: url)
        if recording {
            if onCI {
                Issue.record(
                    "RECORD_GOLDENS is set on CI (CI=\(ProcessInfo.processInfo.environment["CI"] ?? "")): goldens are never recorded on CI",
                    sourceLocation: sourceLocation)
                return
            }
            if let existing, let old = try? PNGCodec.decode([UInt8](existing)), old.width == actual.width,
                old.height == actual.height, compare(old, actual).differing == 0
            {
                return
            }
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try Data(try PNGCodec.encode(actual, compression: .smallest)).write(to: url)
            Issue.record(
                "recorded \(url.path); review it, then run the tests again without RECORD_GOLDENS",
                sourceLocation: sourceLocation)
            return
        }
        guard let existing else {
            Issue.record(
                "no golden \(url.path); record it with RECORD_GOLDENS=1 swift test and review it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try PNGCodec.decode([UInt8](existing))
        guard expected.width == actual.width, expected.height == actual.height else {
            try writeArtifacts(name: name, actual: actual, diff: nil)
            Issue.record(
                "\(name): the golden is \(expected.width)×\(expected.height) px, the render \(actual.width)×\(actual.height) px; actual image in \(artifacts.path)",
                sourceLocation: sourceLocation)
            return
        }
        let (differing, worst) = compare(expected, actual)
        if differing > 0 {
            try writeArtifacts(name: name, actual: actual, diff: diff(expected, actual))
            Issue.record(
                "\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst)); actual and diff images in \(artifacts.path)",
                sourceLocation: sourceLocation)
        }
    }

    static func writeArtifacts(name: String, actual: Pixmap, diff: Pixmap?) throws {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try Data(try PNGCodec.encode(actual)).write(to: artifacts.appendingPathComponent(name + "-actual.png"))
        if let diff {
            try Data(try PNGCodec.encode(diff)).write(to: artifacts.appendingPathComponent(name + "-diff.png"))
        }
    }
}
