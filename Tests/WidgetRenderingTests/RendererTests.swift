// What the renderer promises: sizes, transparency outside the container, determinism,
// and clear refusals.

import Foundation
import Testing
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout
import WidgetPNG
import WidgetRaster
import WidgetRendering

@Suite("Renderer")
struct RendererTests {
    static let renderer = Renderer()

    func document(_ view: String, extra: String = "") throws -> EntryDocument {
        try EntryDocument.decode(Array("{\"version\": 1\(extra), \"view\": \(view)}".utf8))
    }

    func render(_ doc: EntryDocument, _ request: RenderRequest) throws(RenderError) -> Snapshot {
        try Self.renderer.render(doc, request)
    }

    @Test("a medium widget on the iPhone 15 Pro Max is 1092×510 px, transparent outside its container")
    func mediumOnProMax() throws {
        let doc = try document(
            "{\"type\": \"Text\", \"text\": \"Hello\"}", extra: ", \"containerBackground\": \"#336699\"")
        let snapshot = try render(
            doc,
            RenderRequest(
                family: .systemMedium, device: try DeviceCatalog.device(named: "iPhone 15 Pro Max"), os: .iOS18))
        let p = snapshot.pixmap
        #expect(p.width == 1092 && p.height == 510)
        for (x, y) in [(0, 0), (1091, 0), (0, 509), (1091, 509), (5, 5), (1086, 504)] {
            #expect(p.pixel(x: x, y: y).a == 0, "corner pixel (\(x), \(y))")
        }
        #expect(p.pixel(x: 546, y: 5) == (0x33, 0x66, 0x99, 255))
        #expect(p.pixel(x: 5, y: 255) == (0x33, 0x66, 0x99, 255))
        // The container edge is anti-aliased: some pixel along the corner is partly covered.
        #expect(
            (0..<60).contains { i in
                let a = p.pixel(x: i, y: i).a; return a > 0 && a < 255
            })
    }

    @Test("a clear or translucent containerBackground shows the system's opaque background, not the page")
    func translucentBackground() throws {
        let view =
            "{\"type\": \"Color\", \"color\": \"clear\", \"modifiers\": [{\"frame\": {\"width\": 1, \"height\": 1}}]}"
        func center(_ background: String, _ scheme: String = "light", extra: String = "") throws -> (
            UInt8, UInt8, UInt8, UInt8
        ) {
            let doc = try document(
                view, extra: ", \"containerBackground\": \(background), \"colorScheme\": \"\(scheme)\"\(extra)")
            let p = try render(doc, RenderRequest(family: .systemSmall)).pixmap
            return p.pixel(x: 30, y: 30)
        }
        #expect(try center("\"clear\"") == (255, 255, 255, 255))
        #expect(try center("\"clear\"", "dark") == (28, 28, 30, 255))
        // Red at half opacity over white: pink, opaque.
        let pink = try center("\"#FF000080\"")
        #expect(pink.0 == 255 && pink.1 > 120 && pink.1 < 135 && pink.3 == 255)
        let gradient = try center(
            "{\"linearGradient\": {\"colors\": [\"clear\", \"#0000FF\"], \"startPoint\": \"top\", \"endPoint\": \"bottom\"}}"
        )
        #expect(gradient.3 == 255)
        // Asked to keep it transparent: the page shows.
        #expect(try center("\"clear\"", extra: ", \"transparentBackground\": true").3 == 0)
        #expect(try center("\"#FF000080\"", extra: ", \"transparentBackground\": true").3 == 128)
        // An opaque background is drawn as before.
        #expect(try center("\"#336699\"") == (0x33, 0x66, 0x99, 255))
    }

    @Test("AccessoryWidgetBackground is a translucent backdrop on the Lock Screen and nothing elsewhere")
    func accessoryBackground() throws {
        let doc = try document(
            #"{"type": "AccessoryWidgetBackground"}"#, extra: ##", "containerBackground": "#336699""##)
        let circle = try render(doc, RenderRequest(family: .accessoryCircular)).pixmap
        let middle = circle.pixel(x: circle.width / 2, y: circle.height / 2)
        #expect(middle.a > 20 && middle.a < 80, "\(middle)")
        #expect(circle.pixel(x: 2, y: 2).a == 0)
        let rectangle = try render(doc, RenderRequest(family: .accessoryRectangular)).pixmap
        #expect(rectangle.pixel(x: rectangle.width / 2, y: rectangle.height / 2).a == middle.a)
        // Rounded corners: the very corner stays clear.
        #expect(rectangle.pixel(x: 0, y: 0).a == 0)
        let home = try render(doc, RenderRequest(family: .systemSmall)).pixmap
        #expect(home.pixel(x: home.width / 2, y: home.height / 2) == (0x33, 0x66, 0x99, 255))
    }

    @Test("the same entry gives the same pixels every time")
    func deterministic() throws {
        let url = PackagePaths.examples.appendingPathComponent("weather.json")
        let doc = try EntryDocument.load(contentsOf: url)
        let a = try render(doc, RenderRequest(family: .systemMedium))
        let b = try Renderer().render(doc, RenderRequest(family: .systemMedium))
        #expect(a.pixmap == b.pixmap)
        #expect(try a.png() == b.png())
    }

    @Test("text the bundled fonts cannot draw is refused by path, never drawn as boxes")
    func missingGlyphs() throws {
        let doc = try document(
            "{\"type\": \"VStack\", \"children\": [{\"type\": \"Text\", \"text\": \"旅行灵感 ✈ 👍 สวัสดี\"}]}")
        do {
            _ = try render(doc, RenderRequest(family: .systemSmall))
            Issue.record("rendered text with characters no bundled font has")
        } catch {
            #expect(
                error.description
                    == "$.view.children[0]: the bundled fonts cannot draw \"ส\" (U+0E2A), \"วั\" (U+0E27 U+0E31), \"ดี\" (U+0E14 U+0E35); the bundled faces cover Latin, Chinese, Japanese kana, Korean Hangul and emoji, and nothing was written"
            )
        }
    }

    @Test("a renderer that has checked a text refuses its missing glyphs every time, in every render")
    func missingGlyphsRemembered() throws {
        // What a renderer remembers of a run's glyphs (its coverage cache) must refuse as
        // the first check did, and a run it has seen drawable in one text must not make a
        // text that lacks glyphs drawable.
        let renderer = Renderer()
        let good = try document(#"{"type": "Text", "text": "Wuhan 武汉"}"#)
        let bad = try document(
            #"{"type": "VStack", "children": [{"type": "Text", "text": "Wuhan 武汉"}, {"type": "Text", "text": "Wuhan สวัสดี"}]}"#
        )
        for _ in 0..<3 {
            _ = try renderer.render(good, RenderRequest(family: .systemSmall))
            #expect(throws: RenderError.self) { try renderer.render(bad, RenderRequest(family: .systemSmall)) }
        }
        do {
            _ = try renderer.render(bad, RenderRequest(family: .systemMedium))
            Issue.record("rendered text with characters no bundled font has")
        } catch {
            #expect(error.description.hasPrefix("$.view.children[1]: the bundled fonts cannot draw \"ส\""))
        }
    }

    @Test("Chinese text renders through the CJK fallback")
    func chinese() throws {
        let doc = try document(
            "{\"type\": \"Text\", \"text\": \"复古磁带机\", \"modifiers\": [{\"font\": \"title\"}]}",
            extra: ", \"containerBackground\": \"#FFFFFF\"")
        let s = try render(doc, RenderRequest(family: .systemMedium))
        let text = try #require(s.layout.text)
        #expect(text.lines == 1 && !text.truncated)
        // Five ideographs at 28 pt, one em each.
        #expect(abs(s.layout.frame.width - 140) < 0.5)
        let dark = (0..<s.pixmap.height).flatMap { y in (0..<s.pixmap.width).map { (x: $0, y: y) } }
            .filter { s.pixmap.pixel(x: $0.x, y: $0.y).r < 128 }
        #expect(dark.count > 2000)
    }

    @Test("iOS 16 has no container background or margins: its default background, the view to the edge")
    func iOS16() throws {
        let doc = try document(
            ##"{"type": "Color", "color": "#0000FF", "modifiers": [{"frame": {"width": 4, "height": 4}}]}"##,
            extra: ", \"containerBackground\": \"#FF0000\"")
        let iPhone16 = try DeviceCatalog.device(named: "iPhone 16")
        let s16 = try render(doc, RenderRequest(family: .systemSmall, device: iPhone16, os: .iOS16, scale: 1))
        let s18 = try render(doc, RenderRequest(family: .systemSmall, device: iPhone16, os: .iOS18, scale: 1))
        #expect(s16.pixmap.pixel(x: 30, y: 30) == (255, 255, 255, 255))
        #expect(s18.pixmap.pixel(x: 30, y: 30) == (255, 0, 0, 255))
    }

    @Test("Lock Screen families: their size, no container or margins, vibrant white, over a wallpaper if asked")
    func accessory() throws {
        // A white square on a black one, corner to corner of the widget.
        let view =
            ##"{"type": "ZStack", "children": [{"type": "Color", "color": "black"}, {"type": "Color", "color": "white", "modifiers": [{"frame": {"width": 20, "height": 20}}]}]}"##
        let doc = try document(view, extra: ", \"families\": [\"accessoryCircular\", \"accessoryRectangular\"]")
        let circle = try render(doc, RenderRequest(family: .accessoryCircular, scale: 1))
        let size = try #require(DeviceCatalog.defaultDevice.widgetSize(.accessoryCircular, os: .iOS26))
        #expect(circle.size == size)
        // No margins: the content fills the widget.
        #expect(circle.layout.frame.size == size)
        let c = Int(size.width / 2)
        // White stays white; black becomes see-through; with no wallpaper, nothing shows
        // through: transparent, for compositing.
        #expect(circle.pixmap.pixel(x: c, y: c) == (255, 255, 255, 255))
        #expect(circle.pixmap.pixel(x: c - 15, y: c).a == 0)
        #expect(circle.pixmap.pixel(x: 0, y: 0).a == 0)
        // Over a wallpaper: it shows where the content is see-through and outside the circle.
        var onWallpaper = doc
        onWallpaper.wallpaper = Color(r: 72, g: 72, b: 76)
        let shown = try render(onWallpaper, RenderRequest(family: .accessoryCircular, scale: 1))
        let backdrop = (UInt8(72), UInt8(72), UInt8(76), UInt8(255))
        #expect(shown.pixmap.pixel(x: c, y: c) == (255, 255, 255, 255))
        #expect(shown.pixmap.pixel(x: c - 15, y: c) == backdrop)
        #expect(shown.pixmap.pixel(x: 0, y: 0) == backdrop)
        // Full color on request: the colors as drawn, transparent outside the circle.
        var fullColor = doc
        fullColor.renderingMode = .fullColor
        let plain = try render(fullColor, RenderRequest(family: .accessoryCircular, scale: 1))
        #expect(plain.pixmap.pixel(x: c - 15, y: c) == (0, 0, 0, 255))
        #expect(plain.pixmap.pixel(x: 0, y: 0).a == 0)
        // The rectangular one is not cut: its corner is the content's black, toned away.
        let rect = try render(fullColor, RenderRequest(family: .accessoryRectangular, scale: 1))
        #expect(rect.pixmap.pixel(x: 0, y: 0) == (0, 0, 0, 255))
    }

    @Test("accented: the system's background, content in the light tint, widgetAccentable parts in the tint")
    func accented() throws {
        let view =
            ##"{"type": "HStack", "spacing": 0, "children": [{"type": "Color", "color": "white"}, {"type": "Color", "color": "white", "modifiers": [{"widgetAccentable": true}]}, {"type": "Color", "color": "black"}]}"##
        var doc = try document(view, extra: ", \"containerBackground\": \"#FF0000\"")
        doc.renderingMode = .accented
        doc.accentTint = Color(r: 0, g: 128, b: 255)
        let s = try render(doc, RenderRequest(family: .systemMedium, scale: 1))
        let y = Int(s.size.height / 2)
        let w = s.pixmap.width
        // The content spans the widget inside its 16 pt margins: three equal thirds.
        let third = (w - 32) / 3
        let content = s.pixmap.pixel(x: 16 + third / 2, y: y)
        let accent = s.pixmap.pixel(x: 16 + third + third / 2, y: y)
        let dark = s.pixmap.pixel(x: 16 + 2 * third + third / 2, y: y)
        let margin = s.pixmap.pixel(x: 8, y: y)
        // The tint, lightened: 1 − (1 − c) × 0.45.
        #expect(content == (140, 198, 255, 255), "\(content)")
        #expect(accent == (0, 128, 255, 255), "\(accent)")
        // Black content is gone, and the entry's red background is replaced by the dark glass.
        #expect(dark == margin)
        #expect(margin.r < 40 && margin.b > margin.r, "\(margin)")
        // An accentable view keeps the groups around it: here a circle's clip.
        var clipped = try document(
            ##"{"type": "Color", "color": "white", "modifiers": [{"widgetAccentable": true}, {"clipShape": {"type": "Circle"}}, {"frame": {"width": 60, "height": 60}}]}"##
        )
        clipped.renderingMode = .accented
        clipped.accentTint = Color(r: 0, g: 128, b: 255)
        let c = try render(clipped, RenderRequest(family: .systemSmall, scale: 1))
        let mid = Int(c.size.width / 2)
        #expect(c.pixmap.pixel(x: mid, y: mid) == (0, 128, 255, 255))
        // The frame's corner lies outside the circle: no accent there.
        #expect(c.pixmap.pixel(x: mid - 28, y: mid - 28) != (0, 128, 255, 255))
    }

    @Test("a device with no documented size on the OS says which OS has one")
    func noSize() throws {
        let doc = try document("{\"type\": \"Text\", \"text\": \"a\"}")
        let device = try DeviceCatalog.device(named: "iPhone 17 Pro")
        #expect(throws: RenderError.self) {
            try render(doc, RenderRequest(family: .systemSmall, device: device, os: .iOS18))
        }
        let s = try render(doc, RenderRequest(family: .systemSmall, device: device, os: .iOS26))
        #expect(s.pixmap.width == 493)
    }

    @Test("the root view gets the widget minus 16 pt margins; iOS 16 and contentMarginsDisabled drop them")
    func margins() throws {
        let greedy = "{\"type\": \"Color\", \"color\": \"red\"}"
        let iPhone16 = try DeviceCatalog.device(named: "iPhone 16")
        let normal = try render(try document(greedy), RenderRequest(family: .systemSmall, device: iPhone16, os: .iOS18))
        #expect(normal.layout.frame == Rect(x: 16, y: 16, width: 126, height: 126))
        let disabled = try render(
            try document(greedy, extra: ", \"contentMarginsDisabled\": true"),
            RenderRequest(family: .systemSmall, device: iPhone16, os: .iOS18))
        #expect(disabled.layout.frame == Rect(x: 0, y: 0, width: 158, height: 158))
        let ios16 = try render(try document(greedy), RenderRequest(family: .systemSmall, device: iPhone16, os: .iOS16))
        #expect(ios16.layout.frame == Rect(x: 0, y: 0, width: 158, height: 158))
    }

    @Test("a bare canvas has no chrome: transparent, no margins")
    func canvas() throws {
        let doc = try document(
            "{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 10, \"height\": 10}}]}")
        let s = try render(doc, RenderRequest(family: .systemSmall, scale: 2, canvasSize: Size(width: 100, height: 50)))
        #expect(s.pixmap.width == 200 && s.pixmap.height == 100)
        #expect(s.pixmap.pixel(x: 0, y: 0).a == 0)
        #expect(s.pixmap.pixel(x: 100, y: 50) == (255, 59, 48, 255))
        #expect(s.layout.frame == Rect(x: 45, y: 20, width: 10, height: 10))
    }

    @Test("the layout dump has the spec's shape")
    func dump() throws {
        let doc = try document(
            "{\"type\": \"VStack\", \"id\": \"main\", \"children\": [{\"type\": \"Text\", \"text\": \"Hi\", \"modifiers\": [{\"padding\": 4}]}]}"
        )
        let s = try render(doc, RenderRequest(family: .systemMedium))
        let text = s.layoutDump()
        #expect(
            text.hasPrefix(
                "{\n  \"size\": [349.667, 164.333],\n  \"scale\": 3,\n  \"root\": {\n    \"type\": \"VStack\",\n    \"id\": \"main\",\n    \"frame\": ["
            ))
        #expect(text.contains("\"lines\": 1,\n        \"truncated\": false"))
        #expect(text.contains("\"outerFrame\": ["))
        #expect(try JSONValue.parse(Array(text.utf8))["root"]?["children"] != nil)
    }

    @Test("pixel rounding snaps frames to device pixels and keeps shared edges shared")
    func rounding() throws {
        let doc = try document(
            "{\"type\": \"HStack\", \"spacing\": 0, \"children\": [{\"type\": \"Color\", \"color\": \"red\"}, {\"type\": \"Color\", \"color\": \"blue\"}, {\"type\": \"Color\", \"color\": \"green\"}]}"
        )
        let s = try render(doc, RenderRequest(family: .systemSmall))
        let frames = s.layout.children.map(\.frame)
        for f in frames {
            #expect((f.minX * 3).rounded() == f.minX * 3 || abs((f.minX * 3).rounded() - f.minX * 3) < 1e-9)
        }
        #expect(abs(frames[0].maxX - frames[1].minX) < 1e-9)
        #expect(abs(frames[1].maxX - frames[2].minX) < 1e-9)
    }

    @Test("clipped cuts drawing at the frame and leaves layout alone")
    func clipped() throws {
        // A 40 pt circle in a 10 pt frame: unclipped it overflows the frame; clipped only
        // the frame's 10×10 pixels are drawn, and the frames are the same either way.
        func snapshot(_ clip: Bool) throws -> Snapshot {
            let modifiers =
                "{\"frame\": {\"width\": 40, \"height\": 40}}, {\"frame\": {\"width\": 10, \"height\": 10}}"
                + (clip ? ", {\"clipped\": true}" : "")
            let doc = try document("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [\(modifiers)]}")
            return try render(
                doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 30, height: 30)))
        }
        let plain = try snapshot(false), cut = try snapshot(true)
        #expect(plain.layout.outerFrame == cut.layout.outerFrame && plain.layout.frame == cut.layout.frame)
        #expect(plain.pixmap.pixel(x: 5, y: 5) == (255, 59, 48, 255))
        #expect(cut.pixmap.pixel(x: 5, y: 5).a == 0)
        #expect(cut.pixmap.pixel(x: 9, y: 9).a == 0)
        #expect(cut.pixmap.pixel(x: 10, y: 10) == (255, 59, 48, 255))
        #expect(cut.pixmap.pixel(x: 19, y: 19) == (255, 59, 48, 255))
        #expect(cut.pixmap.pixel(x: 20, y: 20).a == 0)
    }

    @Test("the layout dump shows a Link's destination and a widgetURL")
    func dumpURLs() throws {
        let doc = try document(
            "{\"type\": \"Link\", \"destination\": \"app://a\", \"label\": {\"type\": \"Text\", \"text\": \"Go\"}, \"modifiers\": [{\"widgetURL\": \"app://b\"}]}"
        )
        let text = try render(doc, RenderRequest(family: .systemSmall)).layoutDump()
        #expect(text.contains("\"type\": \"Link\",\n    \"destination\": \"app://a\",\n    \"widgetURL\": \"app://b\""))
    }

    @Test("a toggle draws its switch in its state")
    func toggle() throws {
        // The switch is the trailing 51×31 pt: green when on, the knob at the trailing end;
        // gray when off, the knob at the leading end. Scale 1, a 100×31 canvas.
        func pixmap(_ on: Bool) throws -> Pixmap {
            let doc = try document(
                "{\"type\": \"Toggle\", \"isOn\": \(on), \"label\": {\"type\": \"Text\", \"text\": \"A\"}}")
            return try render(
                doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 100, height: 31))
            )
            .pixmap
        }
        let on = try pixmap(true), off = try pixmap(false)
        #expect(on.pixel(x: 60, y: 15) == (52, 199, 89, 255))  // track, left of the knob
        #expect(on.pixel(x: 84, y: 15) == (255, 255, 255, 255))  // knob
        #expect(off.pixel(x: 66, y: 15) == (255, 255, 255, 255))  // knob
        #expect(off.pixel(x: 90, y: 15).a < 255 && off.pixel(x: 90, y: 15).a > 0)  // translucent gray track
    }

    @Test("ContainerRelativeShape takes the container's radius minus its distance to the edge")
    func containerRelativeShape() throws {
        // Filling the content area (18 pt margins) of a small widget on the iPhone 17 @3x
        // (iOS 26): radius R − 18 pt, about 10 pt. Just inside the content area's corner is outside
        // the shape (the white container shows); along its top edge is inside. On a bare
        // canvas there is no container, and the shape is a rectangle.
        let doc = try document(
            "{\"type\": \"ContainerRelativeShape\", \"fill\": \"#FF0000\"}",
            extra: ", \"containerBackground\": \"#FFFFFF\"")
        let widget = try render(doc, RenderRequest(family: .systemSmall)).pixmap
        let margin = DeviceCatalog.defaultDevice.contentMargin(os: .iOS26)
        #expect(margin == 18)
        let radius = DeviceCatalog.defaultDevice.containerCornerRadius(os: .iOS26) - margin
        #expect(radius > 8 && radius < 12)
        #expect(widget.pixel(x: 55, y: 55) == (255, 255, 255, 255))
        #expect(widget.pixel(x: 54 + Int(radius * 3) + 3, y: 55) == (255, 0, 0, 255))
        #expect(widget.pixel(x: 240, y: 240) == (255, 0, 0, 255))
        let canvas = try render(
            doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 20, height: 20)))
        #expect(canvas.pixmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    }

    @Test("image files: a missing, foreign, huge or broken file is refused by name")
    func imageErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-images-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func message(_ bytes: [UInt8]?) -> String {
            let file = folder.appendingPathComponent("a.png")
            try? FileManager.default.removeItem(at: file)
            if let bytes { _ = FileManager.default.createFile(atPath: file.path, contents: Data(bytes)) }
            do {
                var doc = try document("{\"type\": \"Image\", \"src\": \"a.png\"}")
                try doc.loadFiles(relativeTo: folder)
                _ = try render(doc, RenderRequest(family: .systemSmall))
                return "rendered"
            } catch {
                return "\(error)"
            }
        }
        #expect(
            message(nil)
                == "$.view.src: cannot use the image \"a.png\": it is outside the entry's folder or not a readable image file"
        )
        #expect(
            message([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]).hasPrefix(
                "$.view.src: the image \"a.png\" is not a readable JPEG ("))
        #expect(
            message(Array("GIF89a".utf8))
                == "$.view.src: the image \"a.png\" is neither a PNG nor a JPEG image; nothing was written")
        // A 20,000 × 20,000 header is refused before any pixel memory is allocated.
        // (The header's CRC must hold, or its size is not believed; an empty IDAT follows.)
        let huge: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0xE3, 0x70, 0x46, 0x39]
            + [0, 0, 0, 0] + Array("IDAT".utf8) + [0x35, 0xAF, 0x06, 0x1E]
        #expect(
            message(huge)
                == "$.view.src: the image \"a.png\" is 20000×20000 pixels; images may have at most 16777216 pixels and 16384 pixels a side (scale it down first); nothing was written"
        )
        #expect(
            message(Array(huge.prefix(29)) + [1, 2, 3, 4])
                == "$.view.src: the image \"a.png\" is not a readable PNG (IHDR: CRC error); nothing was written")
        #expect(
            message(Array(huge.prefix(16)) + [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0, 1, 2, 3, 4]).contains(
                "is not a readable PNG"))
        let valid = try PNGCodec.encode(Pixmap(width: 3, height: 2)!)
        #expect(message(valid) == "rendered")
    }

    @Test("an image not read from disk is an error, not a hole")
    func imageNotLoaded() throws {
        let doc = try document("{\"type\": \"Image\", \"src\": \"a.png\"}")
        #expect(throws: RenderError.self) { try render(doc, RenderRequest(family: .systemSmall)) }
        #expect(
            (try? document("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"resizable\": true}]}"))
                .map { d in (try? render(d, RenderRequest(family: .systemSmall))) == nil } ?? false)
    }

    /// Renders a view on a bare canvas at scale 1.
    func canvas(_ view: String, _ width: Double, _ height: Double) throws -> Pixmap {
        try render(
            try document(view),
            RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: width, height: height))
        ).pixmap
    }

    @Test("a circular ProgressView(timerInterval:) is the ring of its fraction as of the entry's date")
    func circularTimer() throws {
        func ring(_ progress: String) throws -> Pixmap {
            try render(
                try document(
                    #"{"type": "ProgressView", "progressViewStyle": "circular", "#
                        + progress + "}", extra: #", "date": "2026-11-21T10:15:00Z""#),
                RenderRequest(family: .systemSmall, scale: 2, canvasSize: Size(width: 40, height: 40))
            ).pixmap
        }
        // A quarter of an hour into an hour, counting down: three quarters left.
        let timer = try ring(#""timerInterval": {"from": "2026-11-21T10:00:00Z", "to": "2026-11-21T11:00:00Z"}"#)
        #expect(timer == (try ring(#""value": 0.75"#)))
        #expect(timer != (try ring(#""value": 0.25"#)))
        let up = try ring(
            #""timerInterval": {"from": "2026-11-21T10:00:00Z", "to": "2026-11-21T11:00:00Z"}, "countsDown": false"#)
        #expect(up == (try ring(#""value": 0.25"#)))
    }

    @Test("the accessoryCircular gauge draws its whole arc in the tint and a white marker at the value")
    func circularGaugeMarker() throws {
        func gauge(_ style: String) throws -> Pixmap {
            try canvas(
                #"{"type": "Gauge", "value": 0.25, "gaugeStyle": ""# + style + #""}"#, 76, 76)
        }
        // The ring's centre line is 35 pt from the centre; `turn` clockwise from 3 o'clock.
        func at(_ turn: Double) -> (x: Int, y: Int) {
            (Int(38 + 35 * cos(2 * .pi * turn)), Int(38 + 35 * sin(2 * .pi * turn)))
        }
        let marked = try gauge("accessoryCircular"), capacity = try gauge("accessoryCircularCapacity")
        // Near the arc's end (past the value): the tint on the marked ring, the track's
        // gray on the capacity ring.
        let end = at(0.1)
        let tinted = marked.pixel(x: end.x, y: end.y)
        #expect(tinted.2 > 200 && tinted.0 < 60, "\(tinted)")
        #expect(capacity.pixel(x: end.x, y: end.y).2 < 200)
        // The marker, a quarter along the arc (which starts at 0.375 of a turn and sweeps 0.75).
        let marker = at(0.375 + 0.75 * 0.25)
        #expect(marked.pixel(x: marker.x, y: marker.y) == (255, 255, 255, 255))
    }

    @Test("a canvas longer than a pixmap may be is refused, not trapped on")
    func longCanvas() throws {
        #expect(throws: RenderError.self) { try canvas(##"{"type": "Color", "color": "red"}"##, 20_000, 10) }
    }

    @Test("opacity on a group fades it as one layer: overlapping children do not show through")
    func groupOpacity() throws {
        let p = try canvas(
            ##"{"type": "ZStack", "children": [{"type": "Color", "color": "#FF0000", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"offset": {"x": -5}}]}, {"type": "Color", "color": "#0000FF", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"offset": {"x": 5}}]}], "modifiers": [{"opacity": 0.5}]}"##,
            40, 20)
        #expect(p.pixel(x: 20, y: 10) == (0, 0, 128, 128))  // only blue, at half opacity
        #expect(p.pixel(x: 7, y: 10) == (128, 0, 0, 128))
    }

    @Test("cornerRadius, clipShape and mask cut drawing to a shape")
    func clipShapes() throws {
        for modifier in [
            ##"{"cornerRadius": 8}"##, ##"{"clipShape": {"type": "Circle"}}"##, ##"{"mask": {"type": "Circle"}}"##,
        ] {
            let p = try canvas(##"{"type": "Color", "color": "#FF0000", "modifiers": [\##(modifier)]}"##, 20, 20)
            #expect(p.pixel(x: 0, y: 0).a == 0, "\(modifier)")
            #expect(p.pixel(x: 10, y: 10) == (255, 0, 0, 255), "\(modifier)")
        }
    }

    @Test("a shadow is the view's alpha, offset, tinted and blurred, under the view")
    func shadow() throws {
        let hard = try canvas(
            ##"{"type": "Color", "color": "#FF0000", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"shadow": {"color": "#000000", "radius": 0, "x": 5, "y": 5}}]}"##,
            30, 30)
        #expect(hard.pixel(x: 22, y: 22) == (0, 0, 0, 255))  // shadow only
        #expect(hard.pixel(x: 17, y: 17) == (255, 0, 0, 255))  // the view on top of it
        #expect(hard.pixel(x: 27, y: 27).a == 0)
        let soft = try canvas(
            ##"{"type": "Color", "color": "#FF0000", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"shadow": {"color": "#000000", "radius": 2, "x": 5, "y": 5}}]}"##,
            30, 30)
        let edge = soft.pixel(x: 24, y: 20).a, outside = soft.pixel(x: 28, y: 20).a
        #expect(edge > 60 && edge < 200, "the shadow's edge is soft: \(edge)")
        #expect(outside < edge)
    }

    @Test("radial and angular gradients shade by distance and by angle")
    func gradients() throws {
        let radial = try canvas(
            ##"{"type": "RadialGradient", "colors": ["#FF0000", "#0000FF"], "startRadius": 0, "endRadius": 10}"##, 40,
            40)
        #expect(radial.pixel(x: 20, y: 20).r > 230)  // the center
        #expect(radial.pixel(x: 35, y: 20) == (0, 0, 255, 255))  // past the end radius: padded
        let middle = radial.pixel(x: 25, y: 20)  // 5.5 px out: just past halfway
        #expect(middle.r > 100 && middle.r < 128 && middle.b > 128 && middle.b < 155)
        let angular = try canvas(
            ##"{"type": "Color", "color": {"angularGradient": {"colors": ["#FF0000", "#0000FF"]}}}"##, 40, 40)
        let right = angular.pixel(x: 39, y: 20), below = angular.pixel(x: 20, y: 39), left = angular.pixel(x: 0, y: 20)
        #expect(right.r > 240)  // 0°: the first color
        #expect(abs(Int(below.b) - 64) < 6)  // 90° clockwise on screen: a quarter of the way
        #expect(abs(Int(left.b) - 128) < 6)  // 180°: halfway
    }

    @Test("the placeholder variant sets text by the measured rules and draws no glyph")
    func placeholder() throws {
        let url = PackagePaths.examples.appendingPathComponent("weather.json")
        let doc = try EntryDocument.load(contentsOf: url)
        let normal = try render(doc, RenderRequest(family: .systemMedium))
        let placeholder = try render(doc, RenderRequest(family: .systemMedium, variant: .placeholder))
        #expect(normal.layout.frame == placeholder.layout.frame)
        #expect(normal.layoutDump() != placeholder.layoutDump())
        #expect(normal.pixmap != placeholder.pixmap)
        // Black text on a transparent canvas: glyphs are opaque; placeholder bars are the
        // foreground at 16 % (alpha 41 at most), one bar per line.
        let text =
            ##"{"type": "Text", "text": "Placeholder text wraps", "modifiers": [{"frame": {"width": 120}}, {"foregroundStyle": "#000000"}]}"##
        let request = RenderRequest(
            family: .systemSmall, scale: 1, canvasSize: Size(width: 120, height: 60), variant: .placeholder)
        let bars = try render(try document(text), request).pixmap
        let alphas = stride(from: 3, to: bars.data.count, by: 4).map { bars.data[$0] }
        #expect(alphas.max() == 41)
        let glyphs = try canvas(text, 120, 60)
        #expect(stride(from: 3, to: glyphs.data.count, by: 4).contains { glyphs.data[$0] == 255 })
        // Two lines: two bars, separated by rows with nothing drawn. 22 characters of 7.48 pt
        // (0.44 em at 17 pt): 16 on the first line, a bar across the full 120 pt; 6 on the
        // last, 44.88 pt. Each bar 0.7046 × 17 − 0.70 = 11.28 pt tall.
        let rows = (0..<60).map { y in (0..<120).contains { bars.pixel(x: $0, y: y).a > 0 } }
        let runs = zip(rows, [false] + rows).filter { $0 && !$1 }.count
        #expect(runs == 2)
        let firstRow = try #require(rows.firstIndex(of: true))
        let tall = rows[firstRow...].prefix { $0 }.count
        #expect(tall == 12 || tall == 13, "\(tall) rows")
        let lastBarRow = try #require(rows.lastIndex(of: true))
        let lastWidth = (0..<120).filter { bars.pixel(x: $0, y: lastBarRow - 4).a > 0 }.count
        #expect(lastWidth == 45 || lastWidth == 46, "\(lastWidth)")
        #expect((0..<120).filter { bars.pixel(x: $0, y: firstRow + 5).a > 0 }.count == 120)
        // A hierarchical style adds no opacity of its own: `.secondary` bars are the label
        // color at 16 %, as `.primary` ones.
        let secondary =
            ##"{"type": "Text", "text": "Placeholder", "modifiers": [{"foregroundStyle": "secondary"}]}"##
        let faded = try render(try document(secondary), request).pixmap
        #expect(stride(from: 3, to: faded.data.count, by: 4).map { faded.data[$0] }.max() == 41)
    }

    @Test("redacted applies to its subtree; unredacted exempts one inside it")
    func redactedSubtree() throws {
        let view =
            ##"{"type": "VStack", "children": [{"type": "Text", "text": "A", "id": "a"}, {"type": "VStack", "modifiers": [{"redacted": "placeholder"}], "children": [{"type": "Text", "text": "B", "id": "b"}, {"type": "Text", "text": "C", "id": "c", "modifiers": [{"unredacted": true}]}]}]}"##
        let s = try render(try document(view), RenderRequest(family: .systemMedium))
        var redacted: [String: Bool] = [:]
        func walk(_ n: LayoutNode) {
            if let id = n.view.id, case .text(let t) = n.view.content { redacted[id] = t.redacted }
            n.children.forEach(walk)
        }
        walk(s.layout)
        #expect(redacted == ["a": false, "b": true, "c": false])
    }

    @Test("the privacy variant redacts privacySensitive content only")
    func privacy() throws {
        let view =
            ##"{"type": "VStack", "children": [{"type": "Text", "text": "Balance", "id": "a"}, {"type": "Text", "text": "$1,234", "id": "b", "modifiers": [{"privacySensitive": true}]}]}"##
        func redacted(_ variant: RenderRequest.Variant) throws -> [String: Bool] {
            let s = try render(try document(view), RenderRequest(family: .systemSmall, variant: variant))
            var result: [String: Bool] = [:]
            func walk(_ n: LayoutNode) {
                if let id = n.view.id, case .text(let t) = n.view.content { result[id] = t.redacted }
                n.children.forEach(walk)
            }
            walk(s.layout)
            return result
        }
        #expect(try redacted(.normal) == ["a": false, "b": false])
        #expect(try redacted(.privacy) == ["a": false, "b": true])
        #expect(try redacted(.placeholder) == ["a": true, "b": true])
    }

    @Test("rotationEffect and scaleEffect transform drawing about the anchor, not layout")
    func transforms() throws {
        let halves =
            ##"{"type": "HStack", "spacing": 0, "children": [{"type": "Color", "color": "#FF0000"}, {"type": "Color", "color": "#0000FF"}], "modifiers": [MOD]}"##
        let turned = try canvas(halves.replacingOccurrences(of: "MOD", with: ##"{"rotationEffect": 90}"##), 20, 20)
        #expect(turned.pixel(x: 10, y: 3) == (255, 0, 0, 255))  // clockwise: the left half goes to the top
        #expect(turned.pixel(x: 10, y: 16) == (0, 0, 255, 255))
        let small = try canvas(halves.replacingOccurrences(of: "MOD", with: ##"{"scaleEffect": 0.5}"##), 20, 20)
        #expect(small.pixel(x: 2, y: 2).a == 0 && small.pixel(x: 7, y: 10) == (255, 0, 0, 255))
        #expect(small.pixel(x: 12, y: 10) == (0, 0, 255, 255) && small.pixel(x: 17, y: 10).a == 0)
        let doc = try document(halves.replacingOccurrences(of: "MOD", with: ##"{"rotationEffect": 30}"##))
        let plain = try document(halves.replacingOccurrences(of: ", \"modifiers\": [MOD]", with: ""))
        #expect(
            try render(doc, RenderRequest(family: .systemSmall)).layout.frame
                == render(plain, RenderRequest(family: .systemSmall)).layout.frame)
    }
}
