// SF Symbols' variants and weights: `symbolVariant` adds SF's suffixes (nested variants
// add up, `none` changes nothing, a missing variant falls back); a symbol follows the
// font's weight, and a filled glyph with a mark cut out keeps its own in monochrome.

import Testing
import WidgetCore
import WidgetDocument
import WidgetLayout
import WidgetRaster
import WidgetRendering
import WidgetResolve

@Suite("SF Symbols: variants and weights")
struct SymbolVariantTests {
    static let renderer = Renderer()

    func render(_ name: String, _ modifiers: String) throws -> Pixmap {
        try SymbolRenderingModeTests().render(name, modifiers, scale: 2)
    }

    @Test("symbolVariant adds SF's suffixes in SF's order, falling back to fewer, then none")
    func variantNames() {
        #expect(SymbolCatalog.applying(variant: "fill", to: "heart") == "heart.fill")
        #expect(SymbolCatalog.applying(variant: "circle.fill", to: "heart") == "heart.circle.fill")
        #expect(SymbolCatalog.applying(variant: "circle", to: "heart.fill") == "heart.circle.fill")
        #expect(SymbolCatalog.applying(variant: "fill", to: "heart.fill") == "heart.fill")
        #expect(SymbolCatalog.applying(variant: "slash", to: "bell") == "bell.slash")
        #expect(SymbolCatalog.applying(variant: "none", to: "bell") == "bell")
        // No `wifi.fill`: the name as it is.
        #expect(!SymbolCatalog.names.contains("wifi.fill"))
        #expect(SymbolCatalog.applying(variant: "fill", to: "wifi") == "wifi")
        // No `alarm.circle.fill` nor `alarm.circle`, but `alarm.fill`: the largest variant that exists.
        #expect(!SymbolCatalog.names.contains("alarm.circle.fill") && !SymbolCatalog.names.contains("alarm.circle"))
        #expect(SymbolCatalog.applying(variant: "circle.fill", to: "alarm") == "alarm.fill")
        // Nested variants add up; the inner enclosure wins.
        #expect(SymbolCatalog.combining("circle", "fill") == "circle.fill")
        #expect(SymbolCatalog.combining("circle.fill", "square") == "square.fill")
        #expect(SymbolCatalog.combining(nil, "slash") == "slash")
    }

    @Test("symbolVariant reaches the symbols inside, Label icons included; none changes nothing")
    func variantDraws() throws {
        let filled = try render("heart", ##"{"symbolVariant": "fill"}"##)
        #expect(filled.data == (try render("heart", ##"{"symbolVariant": "none"}, {"symbolVariant": "fill"}"##)).data)
        #expect(
            (try render("heart", ##"{"symbolVariant": "fill"}, {"symbolVariant": "circle"}"##)).data
                == (try render("heart.circle.fill", ##"{"imageScale": "medium"}"##)).data)
        #expect(filled.data == (try render("heart.fill", ##"{"imageScale": "medium"}"##)).data)
        #expect(filled.data != (try render("heart", ##"{"imageScale": "medium"}"##)).data)
        let doc = try EntryDocument.decode(
            Array(
                ##"{"version": 1, "view": {"type": "Label", "title": "Hi", "systemImage": "star", "modifiers": [{"symbolVariant": "circle.fill"}]}}"##
                    .utf8))
        let snapshot = try Self.renderer.render(
            doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 80, height: 30)))
        var codePoints: [UInt32] = []
        func walk(_ node: LayoutNode) {
            if case .image(let image) = node.view.content { codePoints += image.symbolLayers.map { $0.codePoint } }
            node.children.forEach(walk)
        }
        walk(snapshot.layout)
        #expect(codePoints == [SymbolCatalog.codePoint(for: "star.circle.fill")])
    }

    @Test("a symbol follows the font's weight; a cut-out shape keeps its own in monochrome")
    func weights() throws {
        func ink(_ name: String, _ weight: String) throws -> Int {
            try render(name, ##"{"fontWeight": "\##(weight)"}"##).count { _, _, _, a in a > 128 }
        }
        let light = try ink("heart", "ultraLight"), regular = try ink("heart", "regular")
        let bold = try ink("heart", "bold"), black = try ink("heart", "black")
        #expect(light < regular && regular < bold && bold < black, "\(light) \(regular) \(bold) \(black)")
        #expect(
            (try render("heart", ##"{"imageScale": "medium"}"##)).data
                == (try render("heart", ##"{"fontWeight": "regular"}"##)).data)
        // A text style's weight counts: headline is semibold.
        #expect(
            (try render("heart", ##"{"font": "headline"}"##)).data
                == (try render("heart", ##"{"fontWeight": "semibold"}"##)).data)
        for cutOut in ["xmark.circle.fill", "camera.fill"] {
            #expect(SymbolCatalog.isCutOut(cutOut))
            #expect(
                (try render(cutOut, ##"{"fontWeight": "black"}"##)).data
                    == (try render(cutOut, ##"{"imageScale": "medium"}"##)).data)
        }
        // In layers, both follow the weight.
        let layered = ##"{"symbolRenderingMode": "hierarchical"}"##
        #expect(
            (try render("xmark.circle.fill", layered + ##", {"fontWeight": "black"}"##)).data
                != (try render("xmark.circle.fill", layered)).data)
    }
}
