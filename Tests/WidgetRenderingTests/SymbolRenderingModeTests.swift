// `symbolRenderingMode`: monochrome draws a symbol's one glyph (what it encloses cut out);
// hierarchical and palette draw its layers, the primary in the foreground and the secondary
// in the foreground's secondary level or the style given for it; multicolor draws SF's own
// colors where a symbol has them and the foreground elsewhere. `foregroundStyle` takes the
// levels as an array, and `.secondary` inside means the level given.

import Testing
import WidgetCore
import WidgetDocument
import WidgetRaster
import WidgetRendering
import WidgetResolve

@Suite("SF Symbols: rendering modes")
struct SymbolRenderingModeTests {
    static let renderer = Renderer()

    typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// `name` drawn resizable over a 40 × 40 pt canvas at `scale`, with `modifiers`.
    func render(_ name: String, _ modifiers: String, scale: Double = 1) throws -> Pixmap {
        let json =
            ##"{"version": 1, "view": {"type": "Image", "systemName": "\##(name)", "modifiers": [{"resizable": true}, {"frame": {"width": 40, "height": 40}}, "##
            + modifiers + "]}}"
        let doc = try EntryDocument.decode(Array(json.utf8))
        return try Self.renderer.render(
            doc, RenderRequest(family: .systemSmall, scale: scale, canvasSize: Size(width: 40, height: 40))
        ).pixmap
    }

    func close(_ p: RGBA, _ c: RGBA, _ tolerance: Int = 3) -> Bool {
        abs(Int(p.r) - Int(c.r)) <= tolerance && abs(Int(p.g) - Int(c.g)) <= tolerance
            && abs(Int(p.b) - Int(c.b)) <= tolerance && abs(Int(p.a) - Int(c.a)) <= tolerance
    }

    // The disc of xmark.circle.fill at (6, 20) (inside the circle, off the cross) and the
    // cross at its centre (20, 20).
    @Test("monochrome cuts the mark out of the disc; no mode means monochrome")
    func monochrome() throws {
        for modifiers in [
            ##"{"foregroundStyle": "#0000FF"}"##,
            ##"{"symbolRenderingMode": "monochrome"}, {"foregroundStyle": "#0000FF"}"##,
        ] {
            let p = try render("xmark.circle.fill", modifiers)
            #expect(close(p.pixel(x: 6, y: 20), (0, 0, 255, 255)))
            #expect(p.pixel(x: 20, y: 20).a == 0, "the cross is cut out")
        }
    }

    @Test("palette: the mark in the first style, the disc in the second, over one another")
    func palette() throws {
        let p = try render(
            "xmark.circle.fill", ##"{"symbolRenderingMode": "palette"}, {"foregroundStyle": ["#FF0000", "#00FF00"]}"##)
        #expect(close(p.pixel(x: 20, y: 20), (255, 0, 0, 255)))
        #expect(close(p.pixel(x: 6, y: 20), (0, 255, 0, 255)))
        // Apple's example: a yellow mark on a cyan triangle.
        let t = try render(
            "exclamationmark.triangle.fill",
            ##"{"symbolRenderingMode": "palette"}, {"foregroundStyle": ["#FFFF00", "#00FFFF"]}"##)
        #expect(close(t.pixel(x: 20, y: 20), (255, 255, 0, 255)), "the mark")
        #expect(close(t.pixel(x: 8, y: 33), (0, 255, 255, 255)), "the triangle")
    }

    @Test("hierarchical: the secondary layer is the foreground at the secondary level's opacity")
    func hierarchical() throws {
        let p = try render(
            "xmark.circle.fill", ##"{"symbolRenderingMode": "hierarchical"}, {"foregroundStyle": "#0000FF"}"##)
        #expect(close(p.pixel(x: 20, y: 20), (0, 0, 255, 255)), "the cross, full")
        // 0.6 of blue, premultiplied.
        #expect(close(p.pixel(x: 6, y: 20), (0, 0, 153, 153)), "\(p.pixel(x: 6, y: 20))")
        // A palette with one style derives the others the same way.
        let one = try render(
            "xmark.circle.fill", ##"{"symbolRenderingMode": "palette"}, {"foregroundStyle": ["#0000FF"]}"##)
        #expect(one.data == p.data)
    }

    @Test("multicolor: SF's own colors where a symbol has them, the foreground elsewhere")
    func multicolor() throws {
        let red = try render("heart.fill", ##"{"symbolRenderingMode": "multicolor"}, {"foregroundStyle": "#0000FF"}"##)
        #expect(close(red.pixel(x: 20, y: 20), (255, 59, 48, 255)), "systemRed")
        let plus = try render("plus.circle.fill", ##"{"symbolRenderingMode": "multicolor"}"##)
        #expect(close(plus.pixel(x: 6, y: 20), (52, 199, 89, 255)), "a green disc")
        #expect(close(plus.pixel(x: 20, y: 20), (255, 255, 255, 255)), "a white plus")
        // A symbol without colors of its own is drawn as in monochrome.
        let star = try render("star.fill", ##"{"symbolRenderingMode": "multicolor"}, {"foregroundStyle": "#0000FF"}"##)
        #expect(star.data == (try render("star.fill", ##"{"foregroundStyle": "#0000FF"}"##)).data)
    }

    @Test("every layered name draws ink in both layers, and every multicolor color is a style name")
    func layersInk() throws {
        var thin: [String] = []
        for name in SymbolCatalog.names {
            guard let layers = SymbolCatalog.layers(for: name) else { continue }
            for layer in layers {
                if let color = layer.multicolor {
                    #expect(throws: Never.self, "\(name): \(color)") {
                        try StyleDecoder.resolve(.string(color), at: "$", scheme: .light)
                    }
                }
            }
            guard layers.count == 2 else { continue }
            let p = try render(
                name, ##"{"symbolRenderingMode": "palette"}, {"foregroundStyle": ["#FF0000", "#00FF00"]}"##, scale: 2)
            let primary = p.count { r, g, _, a in a > 160 && r > 160 && g < 40 }
            let secondary = p.count { r, g, _, a in a > 160 && g > 160 && r < 40 }
            if primary < 4 || secondary < 4 { thin.append(name) }
        }
        #expect(thin.isEmpty, "a layer without ink: \(thin)")
    }

    @Test("foregroundStyle levels: .secondary inside means the level given; a plain style resets them")
    func levels() throws {
        func color(_ modifiers: String) throws -> RGBA {
            let json =
                ##"{"version": 1, "view": {"type": "Rectangle", "modifiers": [{"foregroundStyle": "secondary"}, "##
                + modifiers + "]}}"
            let doc = try EntryDocument.decode(Array(json.utf8))
            return try Self.renderer.render(
                doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 10, height: 10))
            ).pixmap.pixel(x: 5, y: 5)
        }
        #expect(close(try color(##"{"foregroundStyle": ["#FF0000", "#00FF00"]}"##), (0, 255, 0, 255)))
        // One style: `.secondary` fades it.
        #expect(close(try color(##"{"foregroundStyle": "#FF0000"}"##), (153, 0, 0, 153)))
    }

    @Test("levels without a mode draw as palette; an explicit monochrome does not")
    func levelsWithoutMode() throws {
        let levels = ##"{"foregroundStyle": ["#FF0000", "#00FF00"]}"##
        let p = try render("xmark.circle.fill", levels)
        #expect(close(p.pixel(x: 20, y: 20), (255, 0, 0, 255)) && close(p.pixel(x: 6, y: 20), (0, 255, 0, 255)))
        let mono = try render("xmark.circle.fill", ##"{"symbolRenderingMode": "monochrome"}, "## + levels)
        #expect(mono.pixel(x: 20, y: 20).a == 0 && close(mono.pixel(x: 6, y: 20), (255, 0, 0, 255)))
    }

    @Test("tint and hierarchical levels inside an array mean what they mean alone")
    func levelsInContext() throws {
        // `.tint` is the tint around; `.secondary` the foreground around, faded.
        let p = try render(
            "xmark.circle.fill",
            ##"{"foregroundStyle": ["tint", "secondary"]}, {"tint": "#FF0000"}, {"foregroundStyle": "#0000FF"}"##)
        #expect(close(p.pixel(x: 20, y: 20), (255, 0, 0, 255)), "\(p.pixel(x: 20, y: 20))")
        #expect(close(p.pixel(x: 6, y: 20), (0, 0, 153, 153)), "\(p.pixel(x: 6, y: 20))")
    }

    @Test("a run of a Text takes one style, not levels")
    func runsTakeOneStyle() {
        let json =
            ##"{"version": 1, "view": {"type": "Text", "runs": [{"type": "Text", "text": "a", "modifiers": [{"foregroundStyle": ["red", "blue"]}]}]}}"##
        do {
            let doc = try EntryDocument.decode(Array(json.utf8))
            _ = try Self.renderer.render(
                doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 40, height: 40)))
            Issue.record("accepted levels on a run")
        } catch {
            #expect("\(error)".contains("$.view.runs[0].modifiers[0].foregroundStyle"), "\(error)")
        }
    }

    @Test("a levels array holds one to three styles, each checked with its path")
    func invalidLevels() {
        for (levels, path) in [
            ("[]", "$.view.modifiers[0].foregroundStyle"),
            (##"["red", "green", "blue", "gray"]"##, "$.view.modifiers[0].foregroundStyle"),
            (##"["red", "nope"]"##, "$.view.modifiers[0].foregroundStyle[1]"),
        ] {
            let json =
                ##"{"version": 1, "view": {"type": "Rectangle", "modifiers": [{"foregroundStyle": "## + levels + "}]}}"
            do {
                _ = try EntryDocument.decode(Array(json.utf8))
                Issue.record("accepted \(levels)")
            } catch {
                #expect("\(error)".contains(path), "\(error)")
            }
        }
    }
}
