// Record and verify modes, CI refusal, orphans, and the reports CI systems and reviewers read.

import Foundation
import Testing
import WidgetCheck
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRaster
import WidgetRendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `Workspace.scratchRoot`'s path, for the exit handler (which can capture nothing).
nonisolated(unsafe) private var scratchRootPath = ""

@Suite("Golden checks")
struct GoldenCheckerTests {
    /// A folder with two entries and empty goldens and artifacts folders.
    struct Workspace {
        let root: URL
        var entries: URL { root.appendingPathComponent("entries") }
        var goldens: URL { root.appendingPathComponent("goldens") }
        var artifacts: URL { root.appendingPathComponent("artifacts") }

        /// The folder the workspaces are made in: one per test process, removed with all it
        /// holds when the process exits.
        static let scratchRoot: URL = {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(getpid())")
            scratchRootPath = root.path
            atexit { try? FileManager.default.removeItem(atPath: scratchRootPath) }
            return root
        }()

        init() throws {
            root = Self.scratchRoot.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("entries"), withIntermediateDirectories: true)
            try write("one", text: "One")
            try write("two", text: "Two")
        }

        func write(_ kind: String, text: String) throws {
            let json = """
                {"version": 1, "kind": "\(kind)", "families": ["systemSmall", "systemMedium"],
                 "view": {"type": "Text", "text": "\(text) & <more>", "modifiers": [{"font": "title"}]}}
                """
            try Data(json.utf8).write(to: entries.appendingPathComponent("\(kind).json"))
        }

        func checker(_ mode: CheckMode) -> GoldenChecker {
            GoldenChecker(goldens: goldens, artifacts: artifacts, mode: mode, configuration: CheckConfiguration())
        }

        func run(_ mode: CheckMode) throws -> CheckReport {
            let cases = try CheckConfiguration().cases(for: try entryFiles([entries.path]))
            return checker(mode).run(cases, findOrphans: true)
        }
    }

    @Test("a missing golden fails in verify mode, with the actual image kept")
    func missingFailsInVerify() throws {
        let w = try Workspace()
        let report = try w.run(.verify)
        #expect(report.results.count == 4)
        #expect(report.failed == 4)
        #expect(report.results.allSatisfy { $0.outcome == .missing && $0.actualImage != nil })
        #expect(!FileManager.default.fileExists(atPath: w.goldens.path))
    }

    @Test("record mode writes missing goldens; then verify passes")
    func recordThenVerify() throws {
        let w = try Workspace()
        let recorded = try w.run(.record)
        #expect(recorded.failed == 0 && recorded.recorded == 4)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: w.goldens.path)) == [
                "one-systemSmall-iPhone17@3x.png", "one-systemMedium-iPhone17@3x.png",
                "two-systemSmall-iPhone17@3x.png", "two-systemMedium-iPhone17@3x.png",
            ])
        let verified = try w.run(.verify)
        #expect(verified.passed == 4 && verified.failed == 0 && verified.recorded == 0)
    }

    @Test("a changed render fails with actual and diff images; record-missing leaves it, record rewrites it")
    func changed() throws {
        let w = try Workspace()
        _ = try w.run(.record)
        try w.write("two", text: "Changed")
        let verified = try w.run(.verify)
        #expect(verified.failed == 2)
        for r in verified.results where r.outcome.isFailure {
            guard case .failed(let c) = r.outcome else { Issue.record("expected a mismatch"); continue }
            #expect(c.differingPixels > 0)
            #expect(FileManager.default.fileExists(atPath: r.actualImage?.path ?? "/nonexistent"))
            #expect(FileManager.default.fileExists(atPath: r.diffImage?.path ?? "/nonexistent"))
        }
        #expect(try w.run(.recordMissing).failed == 2)
        #expect(try w.run(.record).recorded == 2)
        #expect(try w.run(.verify).failed == 0)
    }

    @Test(
        "add-records gives a golden without a fingerprint record its record, with the same pixels, and writes nothing else"
    )
    func addRecords() throws {
        let w = try Workspace()
        _ = try w.run(.record)
        func golden(_ name: String) -> URL { w.goldens.appendingPathComponent(name) }
        func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: golden(name))) }
        // One golden as an older version or another tool wrote it: the picture, no record.
        let plain = "one-systemSmall-iPhone17@3x.png"
        let picture = try PNGCodec.decode(try bytes(plain))
        try Data(try PNGCodec.encode(picture)).write(to: golden(plain))
        #expect(PNGFingerprint.picture(in: try bytes(plain)) == nil)
        // Another within the tolerance of the picture drawn but not exactly it.
        let near = "one-systemMedium-iPhone17@3x.png"
        let drawn = try PNGCodec.decode(try bytes(near))
        var pixels = drawn.data
        pixels[pixels.count / 2] ^= 1
        let nearPixels = try #require(Pixmap(width: drawn.width, height: drawn.height, premultiplied: pixels))
        try Data(try PNGCodec.encode(nearPixels)).write(to: golden(near))
        let nearBefore = try bytes(near)
        // And one missing.
        let missing = "two-systemSmall-iPhone17@3x.png"
        try FileManager.default.removeItem(at: golden(missing))
        let untouched = try bytes("two-systemMedium-iPhone17@3x.png")

        let report = try w.run(.addRecords)
        #expect(report.recordsAdded == 1)
        #expect(report.results.filter(\.addedRecord).map(\.checkCase.goldenName) == [plain])
        #expect(report.failed == 1)
        #expect(report.recorded == 0)
        let rewritten = try bytes(plain)
        #expect(PNGFingerprint.picture(in: rewritten) == picture.fingerprint)
        #expect(try PNGCodec.decode(rewritten) == picture)
        #expect(try bytes(near) == nearBefore)
        #expect(!FileManager.default.fileExists(atPath: golden(missing).path))
        #expect(try bytes("two-systemMedium-iPhone17@3x.png") == untouched)
        // Run again: nothing left to add.
        #expect(try w.run(.addRecords).recordsAdded == 0)
        #expect(throws: CheckError.recordingOnCI) {
            try GoldenChecker.checkRecordingAllowed(.addRecords, environment: ["CI": "true"], force: false)
        }
    }

    @Test("recording is refused on CI unless forced")
    func ciRefusal() throws {
        #expect(throws: CheckError.recordingOnCI) {
            try GoldenChecker.checkRecordingAllowed(.record, environment: ["CI": "true"], force: false)
        }
        #expect(throws: CheckError.recordingOnCI) {
            try GoldenChecker.checkRecordingAllowed(.recordMissing, environment: ["CI": "1"], force: false)
        }
        try GoldenChecker.checkRecordingAllowed(.record, environment: ["CI": "true"], force: true)
        try GoldenChecker.checkRecordingAllowed(.verify, environment: ["CI": "true"], force: false)
        try GoldenChecker.checkRecordingAllowed(.record, environment: [:], force: false)
    }

    @Test("an existing golden that cannot be read is an error, never overwritten by record-missing")
    func unreadableGolden() throws {
        let w = try Workspace()
        _ = try w.run(.record)
        let golden = w.goldens.appendingPathComponent("one-systemSmall-iPhone17@3x.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        let report = try w.run(.recordMissing)
        let result = try #require(report.results.first { $0.checkCase.goldenName == golden.lastPathComponent })
        guard case .renderFailed(let message) = result.outcome else {
            Issue.record("expected an error, got \(result.outcome)")
            return
        }
        #expect(message.hasSuffix("is a folder, not a file"), "\(message)")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: golden.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("the HTML report stays well-formed whatever characters a kind holds")
    func oddKinds() throws {
        let w = try Workspace()
        try Data(
            "{\"version\": 1, \"kind\": \"x\\\" onerror=\\\"alert(1) #?%\", \"families\": [\"systemSmall\"], \"view\": {\"type\": \"Spacer\"}}"
                .utf8
        )
        .write(to: w.entries.appendingPathComponent("odd.json"))
        let report = try w.run(.verify)
        let folder = w.root.appendingPathComponent("report")
        try HTMLReport.write(report, to: folder)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("onerror=\"alert"))
        for r in html.matches(of: /src="([^"]*)"/).map({ String($0.output.1) }) {
            // Named after the golden, percent-encoded in the page.
            let path = folder.appendingPathComponent(r.removingPercentEncoding ?? r).path
            #expect(r.hasPrefix("images/") && !r.contains("\"") && FileManager.default.fileExists(atPath: path), "\(r)")
        }
    }

    @Test("only names shaped like a snapshot's can be pruned")
    func snapshotShape() {
        for name in [
            "Weather-systemSmall-iPhone17@3x.png", "A b-accessoryInline-iPadmini@2x-dark-placeholder.png",
            "Departures-entry2-0840-systemSmall-iPhone17@1.5x.png",
        ] {
            #expect(SnapshotFileName.hasSnapshotShape(name), "\(name)")
        }
        for name in ["photo.png", "logo@2x.png", "Weather-systemSmall-iPhone17@3x.jpg", "a-systemSmall-b@x.png"] {
            #expect(!SnapshotFileName.hasSnapshotShape(name), "\(name)")
        }
    }

    @Test("a golden no entry renders any more is reported as an orphan")
    func orphans() throws {
        let w = try Workspace()
        _ = try w.run(.record)
        try FileManager.default.removeItem(at: w.entries.appendingPathComponent("two.json"))
        let report = try w.run(.verify)
        #expect(
            report.orphans.map(\.lastPathComponent).sorted() == [
                "two-systemMedium-iPhone17@3x.png", "two-systemSmall-iPhone17@3x.png",
            ])
        #expect(report.failed == 0)
    }

    @Test("an entry that cannot be rendered is one failing case, not the end of the run")
    func badEntry() throws {
        let w = try Workspace()
        try Data("{\"version\": 1, \"kind\": \"bad\", \"view\": {\"type\": \"Marquee\"}}".utf8).write(
            to: w.entries.appendingPathComponent("bad.json"))
        let report = try w.run(.record)
        let bad = report.results.filter { $0.checkCase.entry.hasSuffix("bad.json") }
        #expect(!bad.isEmpty && bad.allSatisfy { if case .renderFailed = $0.outcome { true } else { false } })
        #expect(report.recorded == 4)
    }

    @Test("the JUnit XML parses and lists every case")
    func junit() throws {
        let w = try Workspace()
        _ = try w.run(.record)
        try w.write("two", text: "Changed")
        let report = try w.run(.verify)
        let xml = JUnitReport.xml(report)
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "JUnit XML does not parse: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.testcases.sorted() == report.results.map(\.checkCase.goldenName).sorted())
        #expect(collector.failures == 2)
        #expect(collector.suiteAttributes["tests"] == "4" && collector.suiteAttributes["failures"] == "2")
    }

    @Test("the HTML report references only local files that exist")
    func htmlReport() throws {
        let w = try Workspace()
        _ = try w.run(.record)
        try w.write("one", text: "Changed")
        let report = try w.run(.verify)
        let folder = w.root.appendingPathComponent("report")
        try HTMLReport.write(report, to: folder)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let references = html.matches(of: /(?:src|href)\s*=\s*"([^"]*)"/).map { String($0.output.1) }
        #expect(references.count >= 6)  // expected, actual, diff and the two wipe images per failure
        for r in references {
            #expect(!r.contains("://") && !r.hasPrefix("/") && !r.hasPrefix("//"), "\(r) is not a local relative path")
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent(r).path), "\(r) does not exist")
        }
        #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("url(http"))
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("2 failed, 2 passed"))
        #expect(html.contains("one-systemSmall-iPhone17@3x.png"))
        // Copies are named after their golden.
        #expect(html.contains("src=\"images/one-systemSmall-iPhone17@3x-diff.png\""))
        #expect(!html.contains("<more>"))
    }

    @Test("an HTML report that cannot be written whole leaves nothing of itself")
    func htmlReportAllOrNothing() throws {
        let w = try Workspace()
        _ = try w.run(.record)
        try w.write("one", text: "Changed")
        let report = try w.run(.verify)
        let folder = w.root.appendingPathComponent("report")
        // The second failure's diff cannot be written (a folder stands in its place).
        let blocker = folder.appendingPathComponent("images/one-systemSmall-iPhone17@3x-diff.png")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try HTMLReport.write(report, to: folder) }
        let images = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path)
        #expect(images == ["one-systemSmall-iPhone17@3x-diff.png"], "\(images)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["images"])
    }

    @Test("render-check.json sets the matrix and tolerance, strictly")
    func configuration() throws {
        let w = try Workspace()
        let file = w.entries.appendingPathComponent(CheckConfiguration.fileName)
        try Data(
            """
            {"families": ["small"], "devices": ["se3", "16pm"], "colorSchemes": ["light", "dark"],
             "tolerance": {"channel": 3, "pixelBudget": 10, "deltaE": 2.3}}
            """.utf8
        ).write(to: file)
        let config = try #require(try CheckConfiguration.load(from: w.entries))
        #expect(config.families == [.systemSmall])
        #expect(config.devices.map(\.name) == ["iPhone SE (2nd and 3rd generation, 4.7-inch)", "iPhone 16 Pro Max"])
        #expect(config.tolerance == Tolerance(channel: 3, pixelBudget: 10, deltaE: 2.3))
        let cases = try config.cases(for: try entryFiles([w.entries.path]))
        #expect(cases.count == 2 * 1 * 2 * 2)
        #expect(cases.map(\.goldenName).contains("one-systemSmall-iPhoneSE2nd@2x-dark.png"))
        try Data(#"{"families": ["small"], "variants": ["normal", "placeholder"]}"#.utf8).write(to: file)
        let variants = try #require(try CheckConfiguration.load(from: w.entries)).cases(
            for: try entryFiles([w.entries.path]))
        #expect(variants.map(\.goldenName).contains("one-systemSmall-iPhone17@3x-placeholder.png"))
        #expect(variants.filter { $0.variant == .placeholder }.count == variants.count / 2)
        try Data("{\"family\": [\"small\"]}".utf8).write(to: file)
        #expect(
            throws: CheckError.badConfiguration(
                path: file.path,
                message:
                    "$.family: unknown key; allowed keys: colorSchemes, devices, families, os, scale, tolerance, variants"
            )
        ) {
            try CheckConfiguration.load(from: w.entries)
        }
    }

    @Test("two entries that would write the same golden are refused")
    func duplicateNames() throws {
        let w = try Workspace()
        try Data("{\"version\": 1, \"kind\": \"one\", \"view\": {\"type\": \"Spacer\"}}".utf8).write(
            to: w.entries.appendingPathComponent("copy.json"))
        #expect(throws: CheckError.self) { try CheckConfiguration().cases(for: try entryFiles([w.entries.path])) }
    }
}

/// Collects what the JUnit tests need from the XML.
final class XMLCollector: NSObject, XMLParserDelegate {
    var testcases: [String] = []
    var failures = 0
    var suiteAttributes: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        switch element {
        case "testcase": testcases.append(attributes["name"] ?? "")
        case "failure": failures += 1
        case "testsuite": suiteAttributes = attributes
        default: break
        }
    }
}
