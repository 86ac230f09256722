// Text as drawn: emoji in their own colors whatever the foreground, underlines and
// strikethroughs where the font puts them, and the placeholder drawing no emoji either.

import Foundation
import Testing
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetFonts
import WidgetRaster
import WidgetRendering
import WidgetText

@Suite("Text drawing")
struct TextDrawingTests {
    static let renderer = Renderer()

    func canvas(_ view: String, _ width: Double, _ height: Double, variant: RenderRequest.Variant = .normal) throws
        -> Snapshot
    {
        let doc = try EntryDocument.decode(Array("{\"version\": 1, \"view\": \(view)}".utf8))
        return try Self.renderer.render(
            doc,
            RenderRequest(
                family: .systemSmall, scale: 2, canvasSize: Size(width: width, height: height), variant: variant))
    }

    @Test("an emoji is drawn in its own colors, not the text's foreground")
    func emojiColors() throws {
        let heart = try canvas(
            ##"{"type": "Text", "text": "❤️", "modifiers": [{"font": {"size": 30}}, {"foregroundStyle": "#0000FF"}]}"##,
            50, 50)
        let red = heart.pixmap.count { r, g, b, a in a == 255 && r > 180 && g < 90 && b < 90 }
        let blue = heart.pixmap.count { r, g, b, a in a > 0 && b > 150 && r < 80 }
        #expect(red > 400, "\(red) red pixels")
        #expect(blue == 0)
        #expect(heart.displayList.dump().contains("image \u{0}glyph:"))
        // The placeholder draws a bar, no emoji.
        let placeholder = try canvas(
            ##"{"type": "Text", "text": "❤️", "modifiers": [{"font": {"size": 30}}]}"##, 50, 50, variant: .placeholder)
        #expect(placeholder.pixmap.count { r, _, _, a in a == 255 && r > 180 } == 0)
        #expect(!placeholder.displayList.dump().contains("image"))
    }

    @Test(
        "an emoji is drawn 1.07 × its size up to 17 pt and 0.87 × from 21 pt, as Apple's measure, about the same middle"
    )
    func emojiSizes() throws {
        /// The emoji's ink, top and bottom, in points below the line's baseline (negative:
        /// above it), drawn at 2× in the middle of a canvas a line taller than the text.
        func ink(_ size: Double) throws -> (top: Double, bottom: Double) {
            let line = size * SystemFontMetrics.lineHeight
            let s = try canvas(
                ##"{"type": "Text", "text": "😀", "modifiers": [{"font": {"size": \##(size)}}]}"##, 3 * size, 2 * line)
            var rows: [Int] = []
            for y in 0..<s.pixmap.height {
                for x in 0..<s.pixmap.width where s.pixmap.pixel(x: x, y: y).a > 127 {
                    rows.append(y)
                    break
                }
            }
            let top = try #require(rows.first), bottom = try #require(rows.last)
            let baseline = line / 2 + size * SystemFontMetrics.ascender
            return (Double(top) / 2 - baseline, Double(bottom + 1) / 2 - baseline)
        }
        let small = try ink(16), large = try ink(40)
        // Drawn at its own size, the grinning face's ink is about 1.1 em at both sizes.
        let ratio = (large.bottom - large.top) / (small.bottom - small.top)
        #expect(abs(ratio - 40 * 0.87 / (16 * 1.07)) < 0.05, "\(ratio)")
        // Its middle stays about 0.34 em above the baseline, as Apple's does.
        for (size, box) in [(16.0, small), (40.0, large)] {
            #expect(abs((box.top + box.bottom) / 2 + 0.34 * size) < 0.02 * size, "\(size): \(box)")
        }
        #expect(EmojiLikeness.apple.scale(size: 13) == 1.07)
        #expect(EmojiLikeness.apple.scale(size: 64) == 0.87)
        // Between 17 and 21 pt the drawn size goes steadily from 17 pt's to 21 pt's: it
        // never shrinks as the text grows (`minimumScaleFactor` bisects on that).
        #expect(abs(19 * EmojiLikeness.apple.scale(size: 19) - (17 * 1.07 + 21 * 0.87) / 2) < 1e-12)
        var drawn = 0.0
        for size in stride(from: 12.0, through: 30, by: 0.25) {
            let now = size * EmojiLikeness.apple.scale(size: size)
            #expect(now >= drawn, "\(size)")
            drawn = now
        }
        // A color font an entry brings (opened from its bytes, as an entry's are) is drawn
        // as designed.
        let path = try #require(BundledFonts.folderPaths.emoji) + "/NotoColorEmoji-subset.ttf"
        let brought = try FontFace(data: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: "emoji.ttf")
        #expect(brought.isColor)
        #expect(brought.stretch(for: "😀", size: 40) == .none && brought.rise(for: "😀", size: 40) == 0)
    }

    @Test("capitals and figures are drawn at SF Pro's cap height, lowercase letters at Inter's own height")
    func capHeight() throws {
        /// The height in pixels of the ink of `text` at 100 pt, drawn at 2×.
        func inkHeight(_ text: String) throws -> Int {
            let s = try canvas(
                ##"{"type": "Text", "text": "\##(text)", "modifiers": [{"font": {"size": 100}}, {"foregroundStyle": "#000000"}]}"##,
                300, 160)
            var rows: [Int] = []
            for y in 0..<s.pixmap.height {
                for x in 0..<s.pixmap.width where s.pixmap.pixel(x: x, y: y).a > 127 {
                    rows.append(y)
                    break
                }
            }
            return (rows.last ?? 0) - (rows.first ?? 0) + 1
        }
        // SF Pro's cap height is 1443/2048 em: 70.46 pt, 141 px (the flat tops and foot of
        // "H" and "E" have no overshoot); Inter's own would be 72.7 pt, 145 px.
        #expect(abs(try inkHeight("HE") - 141) <= 1)
        #expect(abs(try inkHeight("147") - 141) <= 1)
        // "x" keeps Inter's x-height, 1536/2816 em: 54.5 pt, 109 px.
        #expect(abs(try inkHeight("xz") - 109) <= 1)
    }

    /// The ink boxes, in pixels, of the first and last glyphs of `text` (which must not
    /// touch), drawn black at `size` points and `scale` pixels a point.
    func firstAndLast(_ text: String, size: Double, weight: String, scale: Double) throws
        -> (first: PixelBounds, last: PixelBounds)
    {
        let doc = try EntryDocument.decode(
            Array(
                ##"{"version": 1, "view": {"type": "Text", "text": "\##(text)", "modifiers": [{"font": {"size": \##(size), "weight": "\##(weight)"}}, {"foregroundStyle": "#000000"}]}}"##
                    .utf8))
        let canvas = Size(width: size * 2, height: size * 1.5)
        let p = try Self.renderer.render(doc, RenderRequest(family: .systemSmall, scale: scale, canvasSize: canvas))
            .pixmap
        func inked(_ x: Int) -> Bool { (0..<p.height).contains { p.pixel(x: x, y: $0).a > 127 } }
        let columns = (0..<p.width).filter(inked)
        let first = columns.first ?? 0, last = columns.last ?? 0
        // The columns of each glyph: up to the first empty column after `first`, and back
        // from `last` to the first empty column before it.
        let firstEnd = (first..<p.width).first { !inked($0) } ?? p.width
        let lastStart = ((0...last).last { !inked($0) } ?? -1) + 1
        func box(_ x0: Int, _ x1: Int) -> PixelBounds {
            let rows = (0..<p.height).filter { y in (x0..<x1).contains { p.pixel(x: $0, y: y).a > 127 } }
            return PixelBounds(x0: x0, y0: rows.first ?? 0, x1: x1, y1: (rows.last ?? -1) + 1)
        }
        return (box(first, firstEnd), box(lastStart, last + 1))
    }

    @Test("from display sizes on, SF Pro Thin's degree sign: 0.233 em across, its top 0.021 em below the figures'")
    func thinDegreeSign() throws {
        // 96 pt at 2×: 192 pixels an em (DEGREE in docs/measurements.md: iOS draws the ring
        // 44.8 px across at this size and 2×, its top 3.9 px below the "1"'s).
        let (figure, sign) = try firstAndLast("1°", size: 96, weight: "thin", scale: 2)
        #expect(abs(Double(sign.x1 - sign.x0) - 0.233 * 192) <= 1.5, "\(sign)")
        #expect(abs(Double(sign.y1 - sign.y0) - 0.233 * 192) <= 1.5, "\(sign)")
        #expect(abs(Double(sign.y0 - figure.y0) - 0.021 * 192) <= 1.5, "\(figure) \(sign)")
        // Only the sign is raised: the figure stands where it does without it.
        let alone = try firstAndLast("11", size: 96, weight: "thin", scale: 2).first
        #expect(figure.y0 == alone.y0 && figure.y1 == alone.y1, "\(figure) \(alone)")
        // Where it was not measured, Inter's own sign: at light weight (Inter Light's, 0.316
        // em across) and below display sizes (Inter ExtraLight's, the thin stand-in: 0.306 em
        // at 27 pt, 4× here: 108 pixels an em, its top 0.008 em above the figure's).
        let light = try firstAndLast("1°", size: 96, weight: "light", scale: 2).last
        #expect(abs(Double(light.x1 - light.x0) - 0.316 * 192) <= 1.5, "\(light)")
        let (smallFigure, small) = try firstAndLast("1°", size: 27, weight: "thin", scale: 4)
        #expect(abs(Double(small.x1 - small.x0) - 0.306 * 108) <= 1.5, "\(small)")
        #expect(abs(small.y0 - smallFigure.y0) <= 3, "\(smallFigure) \(small)")
    }

    @Test("a colon between figures sits centred on their height, as SF's does; elsewhere on the baseline")
    func centredColon() throws {
        /// The rows (top, bottom, in pixels at 2×) of the ink of `text`'s second character,
        /// a colon, and of the whole text, at 100 pt.
        func rows(_ text: String) throws -> (colon: ClosedRange<Int>, all: ClosedRange<Int>) {
            let s = try canvas(
                ##"{"type": "Text", "text": "\##(text)", "modifiers": [{"font": {"size": 100}}, {"foregroundStyle": "#000000"}]}"##,
                300, 160)
            let p = s.pixmap
            var columns: [Int] = []
            for x in 0..<p.width where (0..<p.height).contains(where: { p.pixel(x: x, y: $0).a > 127 }) {
                columns.append(x)
            }
            // The colon is the second run of inked columns.
            var runs: [ClosedRange<Int>] = []
            for x in columns {
                if let last = runs.last, last.upperBound == x - 1 {
                    runs[runs.count - 1] = last.lowerBound...x
                } else {
                    runs.append(x...x)
                }
            }
            func inked(_ xs: ClosedRange<Int>) -> ClosedRange<Int> {
                let ys = (0..<p.height).filter { y in xs.contains(where: { p.pixel(x: $0, y: y).a > 127 }) }
                return (ys.first ?? 0)...(ys.last ?? 0)
            }
            return (inked(runs[1]), inked(runs[0].lowerBound...runs[runs.count - 1].upperBound))
        }
        let time = try rows("1:4")
        // Between figures: as far below the figures' top as above their baseline (±1 px).
        let above = time.colon.lowerBound - time.all.lowerBound
        let below = time.all.upperBound - time.colon.upperBound
        #expect(above > 10 && abs(above - below) <= 1)
        // Beside a letter the colon keeps its place on the baseline.
        let label = try rows("H:H")
        #expect(abs(label.all.upperBound - label.colon.upperBound) <= 1)
    }

    @Test("underline sits below the baseline and strikethrough through the x-height, each the line's width")
    func lines() throws {
        func rows(_ modifier: String) throws -> (ink: [Int], width: Int) {
            let s = try canvas(
                ##"{"type": "Text", "text": "xxxx", "modifiers": [{"font": {"size": 20}}, {"foregroundStyle": "#000000"}"##
                    + modifier + "]}", 100, 40)
            let p = s.pixmap
            var ink: [Int] = []
            for y in 0..<p.height {
                var n = 0
                for x in 0..<p.width where p.pixel(x: x, y: y).a > 128 { n += 1 }
                ink.append(n)
            }
            return (ink, Int((s.layout.frame.width * 2).rounded()))
        }
        let plain = try rows("")
        let under = try rows(##", {"underline": true}"##)
        let struck = try rows(##", {"strikethrough": true}"##)
        // Rows where the line adds ink across (nearly) the whole text width.
        func lineRows(_ a: [Int], _ b: [Int], width: Int) -> [Int] {
            a.indices.filter { b[$0] - a[$0] > width / 3 && b[$0] >= width - 4 }
        }
        let u = lineRows(plain.ink, under.ink, width: plain.width)
        let st = lineRows(plain.ink, struck.ink, width: plain.width)
        let inkRows = plain.ink.indices.filter { plain.ink[$0] > 0 }
        #expect(!u.isEmpty && !st.isEmpty)
        // The underline is below the letters' baseline (the last inked row of "xxxx");
        // the strikethrough inside the letters.
        #expect(u.min()! > inkRows.max()! - 1)
        #expect(st.min()! > inkRows.min()! && st.max()! < inkRows.max()!)
    }
}

@Suite("Container clip")
struct ContainerClipTests {
    @Test("cutting only the container's corners gives the same pixels as cutting the whole canvas")
    func cornersOnly() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/calendar.json")
        let doc = try EntryDocument.load(contentsOf: url)
        let renderer = Renderer()
        var compared = 0
        for name in ["iPhone SE (1st generation, 4-inch)", "iPhone 16", "iPhone 16 Pro Max", "iPad mini 8.3-inch"] {
            let device = try DeviceCatalog.device(named: name)
            for family in doc.families {
                for os in [OSVersion.iOS18, .iOS26] where device.widgetSize(family, os: os) != nil {
                    let snapshot = try renderer.render(doc, RenderRequest(family: family, device: device, os: os))
                    var list = snapshot.displayList
                    #expect(list.clipBand != nil)
                    list.clipBand = nil
                    let whole = DisplayListRasterizer.rasterize(list)
                    #expect(whole.data == snapshot.pixmap.data, "\(name) \(family.rawValue) iOS \(os.rawValue)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 10)
    }
}

@Suite("Glyph cache")
struct GlyphCacheTests {
    @Test("masks belong to a face's file: a face freed and another opened never share masks")
    func keyedByFile() throws {
        let folder = BundledFonts.interDirectory
        let cache = GlyphCache()
        var first: Mask?
        do {
            let regular = try FontFace(path: folder.appendingPathComponent("Inter-Regular.otf").path)
            let g = try #require(regular.glyph(for: "W"))
            first = cache.mask(for: PlacedGlyph(face: regular, glyph: g, x: 10.3, y: 40.6, scale: 0.02))
        }
        // Many faces opened and freed: object identities get reused, files do not.
        for _ in 0..<20 {
            let black = try FontFace(path: folder.appendingPathComponent("Inter-Black.otf").path)
            let g = try #require(black.glyph(for: "W"))
            let placed = PlacedGlyph(face: black, glyph: g, x: 10.3, y: 40.6, scale: 0.02)
            let cached = cache.mask(for: placed)
            let fresh = GlyphCache().mask(for: placed)
            #expect(cached.values == fresh.values && cached.x == fresh.x && cached.y == fresh.y)
            #expect(cached.values != first?.values)
        }
        // A quarter-pixel step apart is another mask; the same quarter, the same one moved.
        let regular = try FontFace(path: folder.appendingPathComponent("Inter-Regular.otf").path)
        let g = try #require(regular.glyph(for: "W"))
        let a = cache.mask(for: PlacedGlyph(face: regular, glyph: g, x: 10.3, y: 40.6, scale: 0.02))
        let b = cache.mask(for: PlacedGlyph(face: regular, glyph: g, x: 15.26, y: 40.6, scale: 0.02))
        #expect(a.values == first?.values && a.values == b.values && b.x == a.x + 5)
        let c = cache.mask(for: PlacedGlyph(face: regular, glyph: g, x: 10.55, y: 40.6, scale: 0.02))
        #expect(c.values != a.values)
    }
}
