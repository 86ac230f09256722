// What makes a check fast must not change what it finds: a golden that records the
// picture drawn passes without being decoded, and devices that draw the same picture are
// drawn once, each still checked against its own golden.

import Foundation
import Testing
import WidgetDevices
import WidgetRaster

@testable import WidgetCheck
@testable import WidgetPNG

@Suite("Fast checks")
struct CheckSpeedTests {
    /// A folder with one entry, removed when the test ends.
    struct Folder: ~Copyable {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-speed-\(UUID().uuidString)")
        var entries: URL { root.appendingPathComponent("entries") }
        var goldens: URL { root.appendingPathComponent("goldens") }

        init() throws {
            try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
            let json = """
                {"version": 1, "kind": "fast", "families": ["systemSmall", "systemMedium"],
                 "view": {"type": "VStack", "children": [
                   {"type": "Text", "text": "Shanghai 上海", "modifiers": [{"font": "headline"}]},
                   {"type": "Text", "text": "21° · Cloudy", "modifiers": [{"opacity": 0.6}]}]},
                 "containerBackground": {"linearGradient": {"colors": ["#1E3A8A", "#60A5FA"]}}}
                """
            try Data(json.utf8).write(to: entries.appendingPathComponent("fast.json"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func run(_ mode: CheckMode, devices: [String]) throws -> CheckReport {
            var configuration = CheckConfiguration()
            configuration.devices = try devices.map { try DeviceCatalog.device(named: $0) }
            let cases = try configuration.cases(for: try entryFiles([entries.path]))
            return GoldenChecker(
                goldens: goldens, artifacts: root.appendingPathComponent("artifacts"), mode: mode,
                configuration: configuration
            ).run(cases, findOrphans: false)
        }
    }

    @Test("a golden that records the picture drawn passes without being decoded")
    func recordedPicturePassesUndecoded() throws {
        let folder = try Folder()
        #expect(try folder.run(.record, devices: ["iPhone 17"]).recorded == 2)
        let golden = folder.goldens.appendingPathComponent("fast-systemSmall-iPhone17@3x.png")
        let bytes = try [UInt8](Data(contentsOf: golden))
        let picture = try #require(PNGFingerprint.picture(in: bytes))
        #expect(try PNGCodec.decode(bytes).fingerprint == picture)
        // The same file with its image data scrambled, and the record made again for it:
        // no decoder can read it, so only the record can pass it.
        var scrambled = bytes
        let idat = try #require(PNGFingerprint.chunks(of: bytes)?.first { $0.type == Array("IDAT".utf8) })
        for i in (idat.start + 8)..<(idat.end - 4) { scrambled[i] = UInt8(truncatingIfNeeded: i &* 131) }
        let forged = try #require(PNGFingerprint.embed(picture, in: scrambled))
        #expect(throws: (any Error).self) { try PNGCodec.decode(forged) }
        try Data(forged).write(to: golden)
        let report = try folder.run(.verify, devices: ["iPhone 17"])
        #expect(report.failed == 0 && report.passed == 2)
        // Without the record, the same scrambled golden is decoded, and cannot be.
        try Data(scrambled).write(to: golden)
        let unrecorded = try folder.run(.verify, devices: ["iPhone 17"])
        #expect(unrecorded.failed == 1)
    }

    @Test("devices with the same widget sizes are drawn once and checked against their own goldens")
    func sameSizesDrawnOnce() throws {
        let folder = try Folder()
        // Two 430-pt phones and one 402-pt phone.
        let devices = ["iPhone 16 Plus", "iPhone 15 Pro Max", "iPhone 17"]
        var configuration = CheckConfiguration()
        configuration.devices = try devices.map { try DeviceCatalog.device(named: $0) }
        let cases = try configuration.cases(for: try entryFiles([folder.entries.path]))
        #expect(cases.count == 6)
        let groups = GoldenChecker.groups(cases, configuration: configuration)
        #expect(groups.count == 4)
        let shared = groups.filter { $0.count == 2 }.map { $0.map { cases[$0].device.name } }
        #expect(shared == [["iPhone 16 Plus", "iPhone 15 Pro Max"], ["iPhone 16 Plus", "iPhone 15 Pro Max"]])
        // Each golden is written and checked under its own device's name.
        let recorded = try folder.run(.record, devices: devices)
        #expect(recorded.recorded == 6 && recorded.failed == 0)
        #expect(Set(recorded.results.map(\.checkCase.goldenName)).count == 6)
        for result in recorded.results {
            #expect(FileManager.default.fileExists(atPath: result.golden.path), "\(result.golden.lastPathComponent)")
        }
        // A golden of one of the two changed is found, the other still passes.
        let changed = folder.goldens.appendingPathComponent("fast-systemSmall-iPhone15ProMax@3x.png")
        let other = try #require(
            Pixmap(width: 510, height: 510, straightAlpha: [UInt8](repeating: 200, count: 510 * 510 * 4)))
        try Data(try PNGFingerprint.encode(other, compression: .fast)).write(to: changed)
        let verified = try folder.run(.verify, devices: devices)
        #expect(verified.failed == 1)
        #expect(verified.results.filter(\.outcome.isFailure).map(\.checkCase.goldenName) == [changed.lastPathComponent])
    }
}
