// SF Symbol substitutes: every mapped name has an inked glyph in the bundled fonts and renders
// as something other than the missing box; names outside the table fall back to related
// ones; symbols take SF's measured ink (or their substitute's) and a margin, sized by the
// font and imageScale, drawn in the foreground, stretch when resizable, are centred on the
// text's cap height, turn into a filled frame in the placeholder, and an unknown name draws
// a box instead of failing.

import Foundation
import Testing
import WidgetCore
import WidgetDocument
import WidgetFonts
import WidgetRaster
import WidgetRendering
import WidgetResolve
import WidgetText
import WidgetViewTree

@Suite("SF Symbols")
struct SymbolTests {
    static let renderer = Renderer()

    func render(_ view: String, variant: RenderRequest.Variant = .normal) throws -> Snapshot {
        let doc = try EntryDocument.decode(Array("{\"version\": 1, \"view\": \(view)}".utf8))
        return try Self.renderer.render(
            doc,
            RenderRequest(family: .systemSmall, scale: 2, canvasSize: Size(width: 120, height: 60), variant: variant))
    }

    static let fonts = FontLibrary(
        folders: .init(
            inter: BundledFonts.interDirectory, symbols: BundledFonts.symbolsDirectory,
            symbolSubstitutes: BundledFonts.symbolSubstitutesDirectory))

    /// The outline of the glyph drawn for `name` (the missing box when it has none).
    func outline(_ name: String) throws -> Path {
        let code = SymbolCatalog.codePoint(for: name) ?? SymbolCatalog.missingCodePoint
        let face = try #require(try Self.fonts.symbolFace(for: code), "\(name)")
        let scalar = try #require(Unicode.Scalar(code))
        let glyph = try #require(face.glyph(for: scalar), "\(name)")
        return face.outline(of: glyph)
    }

    @Test("at least 1,000 names, each with an inked glyph in the bundled symbol fonts")
    func catalog() throws {
        #expect(SymbolCatalog.names.count >= 1000)
        for name in SymbolCatalog.names + ["not.a.symbol"] {
            #expect(try !outline(name).isEmpty, "\(name)")
        }
        for name in [
            "sun.max.fill", "play.fill", "arrow.up.right", "heart.fill", "star.fill", "battery.100",
            "calendar", "clock", "bell.fill", "location.fill", "checkmark.circle.fill", "person.2",
            "building", "location.circle", "arrow.trianglehead.clockwise", "cloud.sun.fill", "cloud.rain.fill",
            "airplane", "person.2.circle.fill", "12.circle.fill", "dollarsign.circle", "a.square.fill",
            "playpause.fill",
        ] {
            #expect(SymbolCatalog.names.contains(name), "\(name)")
        }
    }

    @Test("every listed name renders as something other than the missing box")
    func everyNameRenders() throws {
        func pixels(_ name: String) throws -> [UInt8] {
            let doc = try EntryDocument.decode(
                Array(
                    ##"{"version": 1, "view": {"type": "Image", "systemName": "\##(name)", "modifiers": [{"resizable": true}, {"frame": {"width": 24, "height": 24}}, {"foregroundStyle": "#000000"}]}}"##
                        .utf8))
            let s = try Self.renderer.render(
                doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 24, height: 24)))
            var out: [UInt8] = []
            out.reserveCapacity(24 * 24)
            for y in 0..<s.pixmap.height {
                for x in 0..<s.pixmap.width { out.append(s.pixmap.pixel(x: x, y: y).a) }
            }
            return out
        }
        let box = try pixels("no.such.symbol")
        #expect(box.contains { $0 > 200 })
        var boxes: [String] = [], blank: [String] = []
        for name in SymbolCatalog.names {
            let p = try pixels(name)
            if p == box { boxes.append(name) }
            if p.filter({ $0 > 128 }).count < 8 { blank.append(name) }
        }
        #expect(boxes.isEmpty, "drawn as the missing box: \(boxes)")
        #expect(blank.isEmpty, "drawn with (almost) no ink: \(blank)")
    }

    @Test("a name outside the table falls back by dropping its last components")
    func fallback() throws {
        #expect(
            SymbolCatalog.fallbacks(of: "person.2.circle") == ["person.2.fill", "person.2", "person.fill", "person"])
        #expect(SymbolCatalog.fallbacks(of: "heart.circle.fill") == ["heart.circle", "heart.fill", "heart"])
        #expect(SymbolCatalog.fallbacks(of: "person") == [])
        // Real SF Symbol names outside the table draw a related glyph.
        #expect(SymbolCatalog.resolve("person.2.wave.2.fill") == "person.2.fill")
        #expect(SymbolCatalog.resolve("building.2.crop.circle") == "building.2.fill")
        #expect(SymbolCatalog.resolve("speaker.wave.2.bubble.left") == "speaker.wave.2.fill")
        #expect(SymbolCatalog.resolve("heart") == "heart")
        #expect(SymbolCatalog.codePoint(for: "doc.text.below.ecg") == SymbolCatalog.codePoint(for: "doc.text.fill"))
        // A name with nothing to fall back on is still unmapped, and reported.
        #expect(SymbolCatalog.resolve("no.such.symbol") == nil)
        let doc = try EntryDocument.decode(
            Array(
                ##"{"version": 1, "view": {"type": "VStack", "children": [{"type": "Image", "systemName": "person.2.wave.2"}, {"type": "Image", "systemName": "no.such.symbol"}]}}"##
                    .utf8))
        #expect(SymbolCatalog.unmapped(in: doc).map(\.name) == ["no.such.symbol"])
    }

    @Test("glyphs that must read right: a horizontal battery, a right-pointing airplane, a sun on the cloud")
    func orientation() throws {
        func box(_ name: String) throws -> Rect { try #require(try outline(name).controlBounds) }
        let battery = try box("battery.100")
        #expect(battery.width > battery.height * 1.5, "\(battery)")
        // SF's airplane points right; Bootstrap's points up, so it is turned a quarter clockwise.
        #expect(SymbolCatalog.substitute(for: "airplane")?.hasSuffix("@r90") == true)
        #expect(SymbolCatalog.substitute(for: "cloud.sun.fill") == "bi:cloud-sun-fill")
        #expect(SymbolCatalog.substitute(for: "cloud.rain.fill") == "bi:cloud-rain-fill")
        #expect(SymbolCatalog.substitute(for: "play.fill") == "bi:play-fill")
    }

    @Test(
        "a symbol takes its ink and a margin, in proportion to the font's size and imageScale, in the foreground color")
    func sizeAndColor() throws {
        func frame(_ name: String, _ modifiers: String) throws -> Size {
            try render(##"{"type": "Image", "systemName": "\##(name)", "modifiers": [\##(modifiers)]}"##)
                .layout.frame.size
        }
        // Measured on iOS (SymbolCatalog+Ink.swift): SF's ink box with SYMFRAME's margins, to
        // a pixel at @2x (frames' edges are snapped to pixels).
        let heart = try #require(SymbolCatalog.measuredInk["heart.fill"])
        let body = try frame("heart.fill", ##"{"font": "body"}"##)
        #expect(abs(body.width - 17 * (heart.width + 2 * SymbolCatalog.margin.horizontal)) <= 0.5)
        #expect(abs(body.height - 17 * (heart.height + 2 * SymbolCatalog.margin.vertical)) <= 0.5)
        let small = try frame("heart.fill", ##"{"imageScale": "small"}, {"font": "body"}"##)
        let large = try frame("heart.fill", ##"{"imageScale": "large"}, {"font": "body"}"##)
        #expect(small.width < body.width && body.width < large.width)
        // Large is 1.27 × medium (measured; it was 1.29): at 100 pt, to a pixel.
        let hundred = try frame("heart.fill", ##"{"font": {"size": 100}}"##)
        let hundredLarge = try frame("heart.fill", ##"{"imageScale": "large"}, {"font": {"size": 100}}"##)
        #expect(abs(hundredLarge.height / hundred.height - 1.27) < 0.01, "\(hundredLarge.height / hundred.height)")
        // Not measured: the substitute's own ink at SYMSIZE's size, so a tall symbol is a
        // tall frame and a wide one a wide frame.
        #expect(SymbolCatalog.measuredInk["cloud.drizzle"] == nil && SymbolCatalog.measuredInk["battery.100"] == nil)
        let wide = try frame("battery.100", ##"{"font": "body"}"##)
        #expect(wide.width > wide.height)
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

    @Test("a measured symbol's ink is SF's box, centred in its frame, whatever its substitute's shape")
    func measuredInk() throws {
        // sunrise.fill: its substitute is wider and flatter than SF's (20 × 16.33 pt at 16 pt).
        let box = try #require(SymbolCatalog.measuredInk["sunrise.fill"])
        let s = try render(
            ##"{"type": "Image", "systemName": "sunrise.fill", "modifiers": [{"font": {"size": 20}}, {"foregroundStyle": "#000000"}]}"##
        )
        let frame = s.layout.frame
        let ink = try #require(inkBounds(s.pixmap))
        // At @2x, to a pixel: the ink is 20 × the box, its centre the frame's.
        #expect(abs(Double(ink.width) / 2 - 20 * box.width) <= 1, "\(ink.width) px wide")
        #expect(abs(Double(ink.height) / 2 - 20 * box.height) <= 1, "\(ink.height) px tall")
        #expect(abs(Double(ink.midX2) / 4 - frame.midX) <= 0.5)
        #expect(abs(Double(ink.midY2) / 4 - frame.midY) <= 0.5)
    }

    @Test(
        "a symbol in a run of text takes the box Image(systemName:) takes beside it: SF's ink, its margins, centred on the cap height, its weight",
        arguments: [
            ("sun.max.fill", "regular"), ("arrow.up", "bold"), ("sunrise.fill", "regular"), ("bolt.fill", "semibold"),
            // A Material Icons substitute, at a code point where Inter has a glyph of its own.
            ("phone.down.fill", "regular"),
        ])
    func inlineSymbol(name: String, weight: String) throws {
        let font = ##"{"font": {"size": 20, "weight": "\##(weight)"}}, {"foregroundStyle": "#FF0000"}"##
        let symbol = ##"{"type": "Image", "systemName": "\##(name)", "modifiers": [{"foregroundStyle": "#0000FF"}]}"##
        let inline = try render(
            ##"{"type": "Text", "runs": [\##(symbol), {"type": "Text", "text": "H"}], "modifiers": [\##(font)]}"##)
        let beside = try render(
            ##"{"type": "HStack", "spacing": 0, "children": [\##(symbol), {"type": "Text", "text": "H"}], "modifiers": [\##(font)]}"##
        )
        func boxes(_ s: Snapshot) throws -> (ink: (Int, Int), gap: Int, centre: Int, inked: Int) {
            let blue = try #require(inkBounds(s.pixmap) { r, _, b, a in a > 127 && b > r })
            let red = try #require(inkBounds(s.pixmap) { r, _, b, a in a > 127 && r > b })
            // The symbol's ink: its size, the gap to the letter, its centre against the
            // letter's (the middle of a capital's height), how many pixels it covers.
            return (
                (blue.width, blue.height), red.minX - (blue.minX + blue.width), blue.midY2 - red.midY2,
                s.pixmap.count { r, _, b, a in a > 127 && b > r }
            )
        }
        let a = try boxes(inline), b = try boxes(beside)
        // At @2x, to a pixel (the text's origin is not snapped, the image's frame is).
        #expect(abs(a.ink.0 - b.ink.0) <= 1 && abs(a.ink.1 - b.ink.1) <= 1, "\(name): \(a.ink) inline, \(b.ink) beside")
        #expect(abs(a.gap - b.gap) <= 1, "\(name): \(a.gap) px to the letter inline, \(b.gap) beside")
        #expect(abs(a.centre - b.centre) <= 2, "\(name): centre \(a.centre) inline, \(b.centre) beside (×2 px)")
        // The strokes at the font's weight: as many pixels inked, within 3 %.
        #expect(
            abs(a.inked - b.inked) * 100 <= 3 * b.inked, "\(name) \(weight): \(a.inked) px inline, \(b.inked) beside")
        if let box = SymbolCatalog.measuredInk(for: name) {
            #expect(abs(Double(a.ink.0) / 2 - 20 * box.width) <= 1, "\(name): \(a.ink.0) px wide")
            #expect(abs(Double(a.ink.1) / 2 - 20 * box.height) <= 1, "\(name): \(a.ink.1) px tall")
        }
    }

    @Test("a symbol in a run taller than the line makes the line taller: its ink is inside the text's frame")
    func tallInlineSymbol() throws {
        let s = try render(
            ##"{"type": "Text", "runs": [{"type": "Image", "systemName": "cloud.bolt.rain.fill", "modifiers": [{"foregroundStyle": "#0000FF"}]}, {"type": "Text", "text": " Storm"}], "modifiers": [{"font": {"size": 16}}, {"foregroundStyle": "#FF0000"}, {"imageScale": "large"}]}"##
        )
        let frame = s.layout.frame
        let blue = try #require(inkBounds(s.pixmap) { r, _, b, a in a > 127 && b > r })
        // At @2x; the ink may spill a pixel for anti-aliasing.
        #expect(Double(blue.minY) >= frame.minY * 2 - 1, "ink top \(blue.minY) px, frame top \(frame.minY * 2)")
        #expect(
            Double(blue.minY + blue.height) <= frame.maxY * 2 + 1,
            "ink bottom \(blue.minY + blue.height) px, frame bottom \(frame.maxY * 2)")
        #expect(frame.height > 16 * 1.1934 + 0.5, "the line grew: \(frame.height) pt")
    }

    /// The bounding box of the pixels `inked` selects (any opaque enough pixel by default),
    /// in pixels; nil when there are none.
    func inkBounds(
        _ pixmap: Pixmap, _ inked: (UInt8, UInt8, UInt8, UInt8) -> Bool = { _, _, _, a in a > 127 }
    ) -> (minX: Int, minY: Int, width: Int, height: Int, midX2: Int, midY2: Int)? {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y)
                guard inked(p.r, p.g, p.b, p.a) else { continue }
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        // Twice the centre, so that it stays whole: minX + maxX + 1.
        return (minX, minY, maxX + 1 - minX, maxY + 1 - minY, minX + maxX + 1, minY + maxY + 1)
    }

    @Test("an unmeasured arrow or chevron takes the box of a measured one pointing another way")
    func mirroredInk() throws {
        let ink = SymbolCatalog.measuredInk
        #expect(ink["arrow.up"] == nil && ink["arrow.left"] == nil && ink["chevron.forward"] == nil)
        #expect(SymbolCatalog.measuredInk(for: "arrow.up") == ink["arrow.down"])
        #expect(SymbolCatalog.measuredInk(for: "arrow.left") == ink["arrow.right"])
        #expect(SymbolCatalog.measuredInk(for: "chevron.forward") == ink["chevron.left"])
        #expect(SymbolCatalog.measuredInk(for: "arrow.left.circle.fill") == ink["arrow.up.circle.fill"])
        #expect(SymbolCatalog.measuredInk(for: "arrow.up.to.line") == nil)
        // The evidence for turning: measured on their own, a chevron pointing up is one
        // pointing left turned a quarter, and an arrow pointing right one pointing down.
        for (a, b) in [
            ("chevron.up", "chevron.left"), ("chevron.down", "chevron.right"), ("arrow.right", "arrow.down"),
        ] {
            let one = try #require(ink[a]), other = try #require(ink[b])
            #expect(abs(one.width - other.height) < 0.02 && abs(one.height - other.width) < 0.02, "\(a), \(b)")
        }
        // So rows of an up and a down arrow line their texts up, as on iOS.
        let rows = try render(
            ##"{"type": "VStack", "alignment": "leading", "children": [{"type": "HStack", "children": [{"type": "Image", "systemName": "arrow.up"}, {"type": "Text", "text": "High"}]}, {"type": "HStack", "children": [{"type": "Image", "systemName": "arrow.down"}, {"type": "Text", "text": "Low"}]}]}"##
        ).layout
        #expect(rows.children[0].children[1].frame.minX == rows.children[1].children[1].frame.minX)
    }

    @Test("a measured name drawn by another name's glyph keeps SF's frame, its glyph fitted, not stretched")
    func fallbackGlyphInMeasuredBox() throws {
        // bolt.horizontal.icloud.fill has no substitute of its own: it falls back to
        // bolt.fill, a tall glyph, where SF's symbol is wide.
        let name = "bolt.horizontal.icloud.fill"
        let box = try #require(SymbolCatalog.measuredInk[name])
        #expect(SymbolCatalog.resolve(name) != name && box.width > box.height)
        let s = try render(
            ##"{"type": "Image", "systemName": "\##(name)", "modifiers": [{"font": {"size": 40}}, {"foregroundStyle": "#000000"}]}"##
        )
        #expect(abs(s.layout.frame.width - 40 * (box.width + 2 * SymbolCatalog.margin.horizontal)) <= 0.5)
        let ink = try #require(inkBounds(s.pixmap))
        // Fitted: as tall as SF's box, and narrower than it (the bolt keeps its shape).
        #expect(abs(Double(ink.height) / 2 - 40 * box.height) <= 1)
        #expect(Double(ink.width) / 2 < 40 * box.width * 0.8)
    }

    @Test("a circled symbol's frame keeps 0.08 em left and right of its ink, other symbols 0.12 em")
    func circledMargins() throws {
        for (name, margin) in [
            ("checkmark.circle.fill", 0.08), ("circle", 0.08), ("n.circle", 0.08), ("star.fill", 0.12),
            ("circle.grid.2x2", 0.12), ("person.crop.circle.badge.plus", 0.12),
        ] {
            #expect(SymbolCatalog.horizontalMargin(for: name) == margin, "\(name)")
        }
        let box = try #require(SymbolCatalog.measuredInk["checkmark.circle.fill"])
        let s = try render(
            ##"{"type": "Image", "systemName": "checkmark.circle.fill", "modifiers": [{"font": {"size": 40}}]}"##)
        #expect(abs(s.layout.frame.width - 40 * (box.width + 2 * 0.08)) <= 0.5)
    }

    @Test("a symbol's ink is centred on the cap height of the text beside it, at every image scale")
    func baseline() throws {
        for scale in ["small", "medium", "large"] {
            let s = try render(
                ##"{"type": "HStack", "alignment": "firstTextBaseline", "children": [{"type": "Image", "systemName": "circle.fill", "modifiers": [{"imageScale": "\##(scale)"}, {"foregroundStyle": "#0000FF"}]}, {"type": "Text", "text": "HH", "modifiers": [{"foregroundStyle": "#FF0000"}]}]}"##
            )
            let symbol = try #require(inkBounds(s.pixmap) { r, _, b, a in a > 127 && b > r })
            let capitals = try #require(inkBounds(s.pixmap) { r, _, b, a in a > 127 && r > b })
            // Centres in pixels at @2x: within half a point.
            #expect(abs(Double(symbol.midY2 - capitals.midY2)) / 4 <= 0.5, "\(scale)")
        }
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
