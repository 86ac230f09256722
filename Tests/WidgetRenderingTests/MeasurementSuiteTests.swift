// The measurement suite against real iOS screenshots (MeasurementSuite.swift,
// docs/measurements.md): every case renders, every measured element draws, the median
// and worst offsets stay within the bounds recorded in docs/measurements.md, and no
// element moves more than half a point further from iOS than its offset recorded in
// Tests/Measurements/offsets.json, so that a change that moves the renderer away from iOS
// fails here. RECORD_GOLDENS=1 rewrites offsets.json (review its diff); run with
// `MEASUREMENT_REPORT=1` to print every element's boxes.

import Foundation
import Synchronization
import Testing
import WidgetCheck
import WidgetCore
import WidgetDevices
import WidgetRendering

@testable import WidgetDocument

@Suite("Measurements against real iOS screenshots")
struct MeasurementSuiteTests {
    /// The suite's median and worst element offset, in points, as of the last change to a
    /// rule or a case (docs/measurements.md). Lower them when a change improves the suite.
    static let recordedMedian = 0.68
    static let recordedWorst = 8.34

    @Test("every case names its sources and a device, OS and family the renderer knows")
    func casesAreComplete() throws {
        let cases = try MeasuredCase.all()
        #expect(!cases.isEmpty)
        for c in cases {
            for place in [c.source.code, c.source.screenshot] {
                #expect(!place.repo.isEmpty && !place.path.isEmpty, "\(c.name): a source without repo or path")
                #expect(place.commit.count >= 7, "\(c.name): a source without a commit")
            }
            #expect(throws: Never.self) { try DeviceCatalog.device(named: c.device) }
            #expect(WidgetFamily(rawValue: c.family) != nil, "\(c.name): family \(c.family)")
            #expect(OSVersion(rawValue: c.os) != nil, "\(c.name): os \(c.os)")
            #expect(!c.elements.isEmpty, "\(c.name): no elements")
            #expect(Set(c.elements.map(\.id)).count == c.elements.count, "\(c.name): an id measured twice")
        }
    }

    @Test("the ink box of an element is found exactly where it is drawn")
    func inkBoxFinder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "measurement-selfcheck-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 30×20 pt black rectangle 10 pt from the content's top-left corner (16 pt margins).
        let entry = """
            {"version": 1, "families": ["systemSmall"], "view": {"type": "ZStack", "alignment": "topLeading", "children": [
              {"type": "Color", "color": "clear"},
              {"type": "Rectangle", "id": "box", "fill": "black",
               "modifiers": [{"frame": {"width": 30, "height": 20}}, {"padding": 10}]}]}}
            """
        try Data(entry.utf8).write(to: folder.appendingPathComponent("entry.json"))
        var c = MeasuredCase(
            name: "selfcheck",
            source: .init(
                code: .init(repo: "-", commit: "-", path: "-"), screenshot: .init(repo: "-", commit: "-", path: "-")),
            device: "iPhone 15 Pro", os: 18, family: "systemSmall", colorScheme: "light", scale: 3,
            elements: [.init(id: "box", kind: "shape", box: [26, 26, 30, 20], threshold: nil, note: nil)])
        c.folder = folder
        let result = try MeasurementSuite.compare(c, renderer: Renderer())
        #expect(result.count == 1)
        #expect(result[0].offset < 0.01, "found \(String(describing: result[0].rendered))")
    }

    @Test("the suite's element offsets stay within the recorded median and worst")
    func offsets() throws {
        let renderer = Renderer()
        let cases = try MeasuredCase.all()
        // The cases in parallel (about 150 renders in a debug build).
        let results = Mutex([Result<[ElementComparison], Error>?](repeating: nil, count: cases.count))
        DispatchQueue.concurrentPerform(iterations: cases.count) { i in
            let r = Result { try MeasurementSuite.compare(cases[i], renderer: renderer) }
            results.withLock { $0[i] = r }
        }
        var all: [ElementComparison] = []
        for r in results.withLock({ $0 }) { all += try r?.get() ?? [] }
        let report = ProcessInfo.processInfo.environment["MEASUREMENT_REPORT"] != nil
        for e in all where report || e.rendered == nil {
            let ours = e.rendered.map { "\($0.minX.f) \($0.minY.f) \($0.width.f) \($0.height.f)" } ?? "nothing drawn"
            print(
                "\(e.caseName) \(e.id) [\(e.kind)] iOS \(e.measured.minX.f) \(e.measured.minY.f) \(e.measured.width.f) \(e.measured.height.f) | ours \(ours) | offset \(e.offset.f)"
            )
        }
        for e in all { #expect(e.rendered != nil, "\(e.caseName): \(e.id) drew nothing") }
        // Each element against its own recorded offset: a regression anywhere, not only
        // at the median or the worst, fails.
        let file = MeasuredCase.root.appendingPathComponent("offsets.json")
        let offsets = Dictionary(
            all.filter { $0.rendered != nil }.map { ("\($0.caseName)/\($0.id)", ($0.offset * 100).rounded() / 100) }
        ) { a, _ in a }
        if SnapshotAssertion.modeFromEnvironment() == .record {
            let lines = offsets.keys.sorted().map { "  \($0.debugDescription): \(offsets[$0] ?? 0)" }
            try Data(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8).write(to: file)
        } else {
            let recorded = try JSONDecoder().decode([String: Double].self, from: Data(contentsOf: file))
            #expect(
                Set(recorded.keys) == Set(offsets.keys),
                "offsets.json lists other elements; record with RECORD_GOLDENS=1")
            for (key, offset) in offsets.sorted(by: { $0.key < $1.key }) {
                guard let before = recorded[key] else { continue }
                #expect(offset <= before + 0.5, "\(key): \(offset) pt from iOS, recorded \(before) pt")
            }
        }
        let (median, worst) = MeasurementSuite.summary(all.map(\.offset))
        print("measurements: \(all.count) elements, median offset \(median.f) pt, worst \(worst.f) pt")
        #expect(median <= Self.recordedMedian, "median offset \(median.f) pt (recorded \(Self.recordedMedian))")
        #expect(worst <= Self.recordedWorst, "worst offset \(worst.f) pt (recorded \(Self.recordedWorst))")
    }
}

extension Double {
    /// Two decimals, for the report.
    fileprivate var f: String { String(format: "%.2f", self) }
}

extension MeasuredCase {
    init(
        name: String, source: Sources, device: String, os: Int, family: String, colorScheme: String, scale: Double,
        elements: [Element]
    ) {
        self.name = name
        self.source = source
        self.device = device
        self.os = os
        self.family = family
        self.colorScheme = colorScheme
        self.scale = scale
        self.elements = elements
        self.observations = nil
    }
}
