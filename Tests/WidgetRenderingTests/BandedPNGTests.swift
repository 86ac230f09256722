// A render straight to PNG (`Renderer.png`, what `render ENTRY` and the matrix write) draws
// a band of rows at a time; its pixels must be the whole picture's, for every example the
// goldens hold, and its bytes those `Snapshot.png()` writes.

import Foundation
import Testing
import WidgetDocument

@testable import WidgetRendering

@Suite("PNG drawn in bands")
struct BandedPNGTests {
    static let renderer = Renderer()

    static func load(_ example: ExampleCase) throws -> (EntryDocument, RenderPlan) {
        var document = try EntryDocument.load(contentsOf: example.entry)
        if let index = example.timelineEntry { document = document.timeline[index] }
        let plan = try RenderPlan(
            document, RenderRequest(family: example.family, colorScheme: example.scheme, variant: example.variant))
        return (document, plan)
    }

    /// Every example, family and variant, light only (the dark scheme changes colours,
    /// which are a function of the pixel, not shapes).
    static let light = ExampleCase.all.filter { $0.scheme == .light }

    @Test("every example drawn in bands has the whole picture's pixels", arguments: light)
    func samePixels(_ example: ExampleCase) throws {
        let (document, plan) = try Self.load(example)
        let whole = try Self.renderer.render(document, plan)
        let list = whole.displayList
        guard DisplayListRasterizer.drawsInBands(list) else { return }
        // Bands of 13 rows: more than one band for every widget, and a strip of the PNG
        // writer ends inside most of them.
        var pixels: [UInt8] = []
        for top in stride(from: 0, to: list.height, by: 13) {
            pixels += DisplayListRasterizer.rasterize(list, rows: top..<min(list.height, top + 13)).data
        }
        // Compared first: the expectation would print every byte of both.
        let same = pixels == whole.pixmap.data
        #expect(same, "\(example): the bands' pixels differ from the whole picture's")
    }

    @Test("a PNG drawn in bands is byte for byte the whole picture's, and so are its overflows")
    func sameBytes() throws {
        let cases = Self.light.filter {
            ["weather.json", "listening.json", "shapes.json"].contains($0.entry.lastPathComponent)
                && $0.variant == .normal
        }
        #expect(cases.count >= 6)
        for example in cases {
            let (document, plan) = try Self.load(example)
            let whole = try Self.renderer.render(document, plan)
            let bytes = try whole.png()
            // Four PNG strips' rows a band (what `render` uses), and 9 rows (strips end inside
            // bands: a strip is 14 rows at 1092 px, 31 at 510).
            for rows in [nil, 9] {
                let banded = try Self.renderer.png(
                    document, plan, compression: .fast, budget: .standard, bandRows: rows)
                let same = banded.png == bytes
                #expect(same, "\(example) in bands of \(rows.map(String.init) ?? "four strips'") rows")
                #expect(banded.overflows == whole.overflows, "\(example)")
            }
        }
    }

    @Test("most examples are drawn in bands (the tests above compare bands, not one picture twice)")
    func mostAreBanded() throws {
        let normal = Self.light.filter { $0.timelineEntry == nil && $0.variant == .normal }
        let banded = try normal.filter { example in
            let (document, plan) = try Self.load(example)
            let renderer = Self.renderer
            return DisplayListRasterizer.drawsInBands(
                renderer.paint(renderer.layout(try renderer.resolve(document, plan), plan)))
        }
        #expect(banded.count * 4 >= normal.count * 3, "\(banded.count) of \(normal.count)")
    }
}
