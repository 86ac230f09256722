// SF Symbol substitutes: every mapped name has a glyph in the bundled font; symbols are
// sized by the font and imageScale, drawn in the foreground, stretch when resizable, sit
// on the text baseline, turn into a filled frame in the placeholder, and an unknown name
// draws a box instead of failing.

import Foundation
import Testing
import WidgetCore
import WidgetDocument
import WidgetFonts
import WidgetLayout
import WidgetRaster
import WidgetRendering
import WidgetText

@Suite("SF Symbols")
struct SymbolTests {
    static let renderer = Renderer()

    func render(_ view: String, variant: RenderRequest.Variant = .normal) throws -> Snapshot {
        let doc = try EntryDocument.decode(Array("{\"version\": 1, \"view\": \(view)}".utf8))
        return try Self.renderer.render(
            doc,
            RenderRequest(family: .systemSmall, scale: 2, canvasSize: Size(width: 120, height: 60), variant: variant))
    }

    @Test("at least 150 names, each with a glyph in the bundled symbol font")
    func catalog() throws {
        #expect(SymbolCatalog.names.count >= 150)
        let fonts = FontLibrary(
            folders: .init(inter: BundledFonts.interDirectory, symbols: BundledFonts.symbolsDirectory))
        let face = try #require(try fonts.symbolFace())
        for name in SymbolCatalog.names + ["not.a.symbol"] {
            let code = SymbolCatalog.codePoint(for: name) ?? SymbolCatalog.missingCodePoint
            let glyph = face.glyph(for: Unicode.Scalar(code)!)
            #expect(glyph != nil && !face.outline(of: glyph!).isEmpty, "\(name)")
        }
        for name in [
            "sun.max.fill", "play.fill", "arrow.up.right", "heart.fill", "star.fill", "battery.100",
            "calendar", "clock", "bell.fill", "location.fill", "checkmark.circle.fill",
        ] {
            #expect(SymbolCatalog.codePoint(for: name) != nil, "\(name)")
        }
    }

    @Test("a symbol is a square of the font's size, scaled by imageScale, in the foreground color")
    func sizeAndColor() throws {
        func frame(_ modifiers: String) throws -> Size {
            try render(##"{"type": "Image", "systemName": "heart.fill", "modifiers": ["## + modifiers + "]}")
                .layout.frame.size
        }
        let body = try frame(##"{"font": "body"}"##)
        #expect(abs(body.width - 17 * 1.2) < 0.5 && body.width == body.height)
        let small = try frame(##"{"imageScale": "small"}, {"font": "body"}"##)
        let large = try frame(##"{"imageScale": "large"}, {"font": "body"}"##)
        #expect(small.width < body.width && body.width < large.width)
        let red = try render(
            ##"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"foregroundStyle": "#FF0000"}]}"##)
        #expect(red.pixmap.count { r, g, b, a in a == 255 && r == 255 && g == 0 && b == 0 } > 200)
        // Resizable: the glyph fills the frame it is given.
        let big = try render(
            ##"{"type": "Image", "systemName": "circle.fill", "modifiers": [{"resizable": true}, {"frame": {"width": 50, "height": 50}}]}"##
        )
        let inked = big.pixmap.count { _, _, _, a in a > 128 }
        #expect(inked > 5000, "\(inked) pixels")  // a circle of about 42 pt at @2x
    }

    @Test("symbols sit on the text baseline in a firstTextBaseline row")
    func baseline() throws {
        let s = try render(
            ##"{"type": "HStack", "alignment": "firstTextBaseline", "children": [{"type": "Image", "systemName": "sun.max.fill"}, {"type": "Text", "text": "Sunny"}]}"##
        )
        let image = s.layout.children[0].frame, text = s.layout.children[1]
        let textBaseline = text.frame.minY + (text.text?.firstBaseline ?? 0)
        #expect(abs(image.minY + image.height * ImageContent.symbolBaseline - textBaseline) < 0.5)
        #expect(image.maxY > textBaseline)
    }

    @Test("an unknown name draws a box; the placeholder draws the frame filled at 16 %")
    func unknownAndPlaceholder() throws {
        let box = try render(
            ##"{"type": "Image", "systemName": "no.such.symbol", "modifiers": [{"foregroundStyle": "#000000"}]}"##)
        #expect(box.pixmap.count { _, _, _, a in a > 200 } > 100)
        let placeholder = try render(
            ##"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"foregroundStyle": "#FF0000"}]}"##,
            variant: .placeholder)
        let faint = placeholder.pixmap.count { r, _, _, a in a > 0 && a < 60 && r > 0 }
        let frame = placeholder.layout.frame
        #expect(abs(Double(faint) - frame.width * frame.height * 4) < frame.width * 8, "\(faint) faint pixels")
        #expect(placeholder.pixmap.count { _, _, _, a in a == 255 } == 0)
    }
}
