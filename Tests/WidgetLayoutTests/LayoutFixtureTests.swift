// Runs every fixture in Fixtures/: a view, a canvas, and the frames SwiftUI gives the
// views with an `id` (`id.outer` for the frame around all of a view's modifiers), and
// optionally the pixel sizes of the images it names (`imageSizes`). Each
// fixture names its source and writes out its derivation. Layout runs at scale 2
// (dividers are 0.5 pt) with the fixed-advance measurer, and frames are compared
// before pixel rounding.

import Foundation
import Testing
import WidgetCore
import WidgetDocument
import WidgetLayout
import WidgetResolve

struct LayoutFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let url: URL
    var testDescription: String { name }

    static let all: [LayoutFixture] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { LayoutFixture(name: $0.deletingPathExtension().lastPathComponent, url: $0) }
    }()
}

@Suite("Layout fixtures")
struct LayoutFixtureTests {
    @Test("the fixture folder is not empty")
    func fixturesExist() {
        #expect(LayoutFixture.all.count >= 20)
    }

    @Test("frames match the fixture", arguments: LayoutFixture.all)
    func fixture(_ fixture: LayoutFixture) throws {
        let json = try Self.parse(fixture.url)
        guard case .array(let canvasValues) = json["canvas"] ?? .null, canvasValues.count == 2,
            case .number(let w) = canvasValues[0], case .number(let h) = canvasValues[1],
            let view = json["view"], case .object(let expected) = json["expected"] ?? .null, !expected.isEmpty
        else {
            Issue.record("\(fixture.name): needs canvas [w, h], view and a non-empty expected")
            return
        }
        // Optional "imageSizes": {"a.png": [width, height]} in pixels, for Image views.
        var imageSizes: [String: Size] = [:]
        if case .object(let pairs) = json["imageSizes"] ?? .null {
            for (name, value) in pairs {
                if case .array(let wh) = value, wh.count == 2, case .number(let w) = wh[0], case .number(let h) = wh[1]
                {
                    imageSizes[name] = Size(width: w, height: h)
                }
            }
        }
        let root = try Resolver(scheme: .light, imageSizes: imageSizes).resolve(ViewSpec.decode(view))
        let engine = LayoutEngine(measurer: FixedAdvanceMeasurer(), pixelLength: 0.5)
        let layout = engine.layout(root, in: Rect(x: 0, y: 0, width: w, height: h))
        var frames: [String: Rect] = [:]
        Self.collect(layout, into: &frames)
        for (key, value) in expected {
            guard case .array(let numbers) = value, numbers.count == 4 else {
                Issue.record("\(fixture.name): expected.\(key) must be [x, y, width, height]")
                continue
            }
            let e: [Double] = numbers.map { v -> Double in
                if case .number(let n) = v { return n } else { return Double.nan }
            }
            guard let actual = frames[key] else {
                Issue.record("\(fixture.name): no view with id '\(key)'")
                continue
            }
            let a = [actual.minX, actual.minY, actual.width, actual.height]
            #expect(zip(a, e).allSatisfy { abs($0 - $1) < 1e-9 }, "\(fixture.name): \(key) is \(a), expected \(e)")
        }
    }

    static func parse(_ url: URL) throws -> JSONValue {
        try JSONValue.parse([UInt8](Data(contentsOf: url)))
    }

    static func collect(_ node: LayoutNode, into frames: inout [String: Rect]) {
        if let id = node.view.id {
            frames[id] = node.frame
            frames[id + ".outer"] = node.outerFrame
        }
        for child in node.children { collect(child, into: &frames) }
        for d in node.decorations { collect(d.node, into: &frames) }
    }
}
