// Format 1.1's drawing effects, each against values worked out by hand: colours through
// the Filter Effects matrices, blurs that spread (or, opaque, keep their edges), hidden
// views that keep their space, borders inside the frame, ViewThatFits and Group.

import Testing
import WidgetCore
import WidgetDocument
import WidgetRaster
import WidgetRendering

@Suite("Drawing effects")
struct DrawingEffectTests {
    static let renderer = Renderer()

    /// `view` (a v1.1 document's view) drawn at 1x on a bare canvas.
    func canvas(_ view: String, _ width: Double, _ height: Double) throws -> Snapshot {
        let doc = try EntryDocument.decode(Array("{\"version\": 1.1, \"view\": \(view)}".utf8))
        return try Self.renderer.render(
            doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: width, height: height)))
    }

    func red(_ modifiers: String) -> String {
        ##"{"type": "Color", "color": "#FF0000", "modifiers": [\##(modifiers)]}"##
    }

    @Test("grayscale, saturation, brightness, contrast, invert, multiply and hue rotation recolour every pixel")
    func colours() throws {
        // saturate(0) of pure red: 0.213 of it in every channel (54.3 → 54).
        #expect(try canvas(red(#"{"grayscale": 1}"#), 4, 4).pixmap.pixel(x: 1, y: 1) == (54, 54, 54, 255))
        #expect(try canvas(red(#"{"grayscale": 0}"#), 4, 4).pixmap.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        // saturate(0.5): r = 0.213 + 0.787 / 2 = 0.6065, g = b = 0.1065.
        #expect(try canvas(red(#"{"saturation": 0.5}"#), 4, 4).pixmap.pixel(x: 1, y: 1) == (155, 27, 27, 255))
        #expect(try canvas(red(#"{"brightness": 0.5}"#), 4, 4).pixmap.pixel(x: 1, y: 1) == (255, 128, 128, 255))
        #expect(try canvas(red(#"{"contrast": 0}"#), 4, 4).pixmap.pixel(x: 1, y: 1) == (128, 128, 128, 255))
        #expect(try canvas(red(#"{"colorInvert": true}"#), 4, 4).pixmap.pixel(x: 1, y: 1) == (0, 255, 255, 255))
        #expect(
            try canvas(red(##"{"colorMultiply": "#80FFFF"}"##), 4, 4).pixmap.pixel(x: 1, y: 1) == (128, 0, 0, 255))
        // A half turn of red: r = 0.213 − 0.787 = −0.574 → 0; g = 0.213 + 0.213 = 0.426; b = 0.426.
        #expect(try canvas(red(#"{"hueRotation": 180}"#), 4, 4).pixmap.pixel(x: 1, y: 1) == (0, 109, 109, 255))
    }

    @Test("a translucent pixel is recoloured in straight colour and keeps its alpha")
    func translucent() throws {
        let p = try canvas(
            ##"{"type": "Color", "color": {"color": "#FF0000", "opacity": 0.5}, "modifiers": [{"colorInvert": true}]}"##,
            4, 4
        ).pixmap
        #expect(p.pixel(x: 1, y: 1) == (0, 128, 128, 128))
    }

    @Test("luminanceToAlpha: black, its alpha the straight colour's luminance (SVG's matrix)")
    func luminanceToAlpha() throws {
        // Red: 0.2125 × 255 = 54.2; white: all of it; black: nothing left.
        #expect(try canvas(red(#"{"luminanceToAlpha": true}"#), 4, 4).pixmap.pixel(x: 1, y: 1) == (0, 0, 0, 54))
        let white = ##"{"type": "Color", "color": "#FFFFFF", "modifiers": [{"luminanceToAlpha": true}]}"##
        #expect(try canvas(white, 4, 4).pixmap.pixel(x: 1, y: 1) == (0, 0, 0, 255))
        let black = ##"{"type": "Color", "color": "#000000", "modifiers": [{"luminanceToAlpha": true}]}"##
        #expect(try canvas(black, 4, 4).pixmap.pixel(x: 1, y: 1).a == 0)
        // The matrix reads the straight colour and not alpha: half-transparent white
        // becomes opaque black, as feColorMatrix's luminanceToAlpha does.
        let faint =
            ##"{"type": "Color", "color": {"color": "#FFFFFF", "opacity": 0.5}, "modifiers": [{"luminanceToAlpha": true}]}"##
        #expect(try canvas(faint, 4, 4).pixmap.pixel(x: 1, y: 1) == (0, 0, 0, 255))
    }

    @Test("compositingGroup: a blend mode inside mixes only with what is inside the group")
    func compositingGroup() throws {
        func picture(_ groupModifiers: String) throws -> Pixmap {
            try canvas(
                ##"""
                {"type": "ZStack", "children": [
                    {"type": "Color", "color": "#FF0000"},
                    {"type": "ZStack", "modifiers": [\##(groupModifiers)], "children": [
                        {"type": "Color", "color": "#0000FF", "modifiers": [{"blendMode": "difference"}]}]}]}
                """##, 4, 4
            ).pixmap
        }
        // Blue's difference with the red behind it: (255, 0, 255).
        #expect(try picture("").pixel(x: 1, y: 1) == (255, 0, 255, 255))
        // In a group the blend meets only transparency, so blue is drawn over red as it is.
        #expect(try picture(#"{"compositingGroup": true}"#).pixel(x: 1, y: 1) == (0, 0, 255, 255))
    }

    @Test("blur spreads a view past its edges; an opaque blur keeps its frame solid and stops at it")
    func blur() throws {
        let square = #"{"frame": {"width": 10, "height": 10}}"#
        let sharp = try canvas(red(square), 30, 30).pixmap
        #expect(sharp.pixel(x: 9, y: 15).a == 0)
        let soft = try canvas(red(square + #", {"blur": 2}"#), 30, 30).pixmap
        #expect(soft.pixel(x: 9, y: 15).a > 20, "the blur reaches past the left edge")
        #expect(soft.pixel(x: 15, y: 15) == (255, 0, 0, 255), "the middle stays solid")
        let edge = soft.pixel(x: 10, y: 15).a
        #expect(edge > 90 && edge < 170, "the edge is about half covered: \(edge)")
        let opaque = try canvas(red(square + #", {"blur": {"radius": 2, "opaque": true}}"#), 30, 30).pixmap
        #expect(opaque.pixel(x: 10, y: 15) == (255, 0, 0, 255), "an opaque blur keeps the edge solid")
        #expect(opaque.pixel(x: 9, y: 15).a == 0, "and draws nothing outside the frame")
    }

    @Test(
        "a picture drawn a band of rows at a time has the whole picture's pixels; one that blurs or tones is cut from it"
    )
    func bands() throws {
        let layered = ##"""
            {"type": "ZStack", "children": [
              {"type": "Circle", "modifiers": [{"foregroundStyle": {"linearGradient": {"colors": ["#FF3B30", "#007AFF"]}}}, {"opacity": 0.6}]},
              {"type": "Text", "text": "Bands 12", "modifiers": [{"font": {"size": 23}}, {"clipShape": {"type": "Capsule"}}, {"blendMode": "multiply"}]},
              {"type": "RoundedRectangle", "cornerRadius": 9, "modifiers": [{"frame": {"width": 40, "height": 50}}, {"mask": {"type": "Circle"}}, {"offset": {"x": 30, "y": 17}}]}
            ]}
            """##
        let blurred =
            ##"{"type": "Circle", "modifiers": [{"foregroundStyle": "#34C759"}, {"blur": 4}, {"padding": 9}]}"##
        for (view, bands) in [(layered, true), (blurred, false)] {
            let drawn = try canvas(view, 97, 83)
            let list = drawn.displayList
            #expect(DisplayListRasterizer.drawsInBands(list) == bands)
            for cuts in [[0, 83], [0, 1, 40, 41, 83], [0, 30, 60, 83]] {
                for (top, bottom) in zip(cuts, cuts.dropFirst()) {
                    let band = DisplayListRasterizer.rasterize(list, rows: top..<bottom)
                    #expect(band.originY == top && band.height == bottom - top && band.width == 97)
                    #expect(band.data == drawn.pixmap.cut(to: band.bounds)?.data, "rows \(top)..<\(bottom)")
                }
            }
        }
        // A widget in its container: the container's clip is cut band by band.
        let widget = try EntryDocument.decode(
            Array(("{\"version\": 1.1, \"families\": [\"systemSmall\"], \"view\": \(layered)}").utf8))
        let drawn = try Self.renderer.render(widget, RenderRequest(family: .systemSmall, scale: 2))
        #expect(drawn.displayList.clip != nil && DisplayListRasterizer.drawsInBands(drawn.displayList))
        let height = drawn.pixmap.height
        for (top, bottom) in [(0, 7), (7, height / 2), (height / 2, height - 3), (height - 3, height)] {
            let band = DisplayListRasterizer.rasterize(drawn.displayList, rows: top..<bottom)
            #expect(band.data == drawn.pixmap.cut(to: band.bounds)?.data, "widget rows \(top)..<\(bottom)")
        }
        // Rows past the picture are kept within it.
        #expect(
            DisplayListRasterizer.rasterize(drawn.displayList, rows: (height + 5)..<(height + 9)).originY == height - 1)
        #expect(DisplayListRasterizer.rasterize(drawn.displayList, rows: -4..<0).bounds.y1 == 1)
    }

    @Test("hidden keeps the view's space and draws nothing")
    func hidden() throws {
        let s = try canvas(
            ##"{"type": "HStack", "spacing": 0, "children": [\##(red(#"{"frame": {"width": 10, "height": 10}}, {"hidden": true}"#)), {"type": "Color", "color": "#0000FF", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]}"##,
            20, 10)
        #expect(s.pixmap.pixel(x: 5, y: 5).a == 0)
        #expect(s.pixmap.pixel(x: 15, y: 5) == (0, 0, 255, 255))
    }

    @Test("border strokes the inside of the frame, one point wide unless told")
    func border() throws {
        let p = try canvas(
            ##"{"type": "Color", "color": "#FFFFFF", "modifiers": [{"border": {"style": "#0000FF", "width": 2}}]}"##,
            10,
            10
        ).pixmap
        #expect(p.pixel(x: 0, y: 5) == (0, 0, 255, 255))
        #expect(p.pixel(x: 1, y: 5) == (0, 0, 255, 255))
        #expect(p.pixel(x: 2, y: 5) == (255, 255, 255, 255))
        let thin = try canvas(##"{"type": "Color", "color": "#FFFFFF", "modifiers": [{"border": "#0000FF"}]}"##, 10, 10)
            .pixmap
        #expect(thin.pixel(x: 0, y: 5) == (0, 0, 255, 255))
        #expect(thin.pixel(x: 1, y: 5) == (255, 255, 255, 255))
    }

    @Test("containerShape gives ContainerRelativeShape inside it its own corners")
    func containerShape() throws {
        let plain = try canvas(##"{"type": "ContainerRelativeShape", "fill": "#FF0000"}"##, 40, 40).pixmap
        #expect(plain.pixel(x: 0, y: 0) == (255, 0, 0, 255), "a bare canvas has no container: a rectangle")
        let rounded = try canvas(
            ##"{"type": "ContainerRelativeShape", "fill": "#FF0000", "modifiers": [{"containerShape": {"type": "RoundedRectangle", "cornerRadius": 12}}]}"##,
            40, 40
        ).pixmap
        #expect(rounded.pixel(x: 0, y: 0).a == 0)
        #expect(rounded.pixel(x: 20, y: 20) == (255, 0, 0, 255))
    }

    @Test("a view as the container background fills the container, margins ignored, and is not redacted")
    func containerBackgroundView() throws {
        let doc = try EntryDocument.decode(
            Array(
                ##"{"version": 1.1, "families": ["systemSmall"], "containerBackground": {"type": "VStack", "spacing": 0, "children": [{"type": "Color", "color": "#FF0000"}, {"type": "Color", "color": "#0000FF"}]}, "view": {"type": "Text", "text": "Hi"}}"##
                    .utf8))
        for variant in [RenderRequest.Variant.normal, .placeholder] {
            let p = try Self.renderer.render(doc, RenderRequest(family: .systemSmall, variant: variant)).pixmap
            // The iPhone 16's small widget is 158 pt at @3x: red above the middle, blue below,
            // right to the edge (inside the content margins too).
            #expect(p.pixel(x: 237, y: 6) == (255, 0, 0, 255), "\(variant)")
            #expect(p.pixel(x: 237, y: 467) == (0, 0, 255, 255), "\(variant)")
            #expect(p.pixel(x: 0, y: 0).a == 0, "cut to the container's corners")
        }
    }

    @Test("accessibility modifiers are accepted and change no pixel")
    func accessibility() throws {
        let plain = try canvas(red(#"{"frame": {"width": 10, "height": 10}}"#), 20, 20).pixmap
        let labelled = try canvas(
            red(
                #"{"frame": {"width": 10, "height": 10}}, {"accessibilityLabel": "Red"}, {"accessibilityHidden": true}, {"accessibilityAddTraits": ["isHeader"]}, {"accessibilityElement": {"children": "combine"}}"#
            ), 20, 20
        ).pixmap
        #expect(plain == labelled)
    }

    @Test("ViewThatFits draws only the child it chose")
    func viewThatFits() throws {
        let s = try canvas(
            ##"{"type": "ViewThatFits", "children": [{"type": "Color", "color": "#FF0000", "modifiers": [{"frame": {"width": 40, "height": 10}}]}, {"type": "Color", "color": "#0000FF", "modifiers": [{"frame": {"width": 20, "height": 10}}]}]}"##,
            30, 10)
        #expect(s.pixmap.pixel(x: 15, y: 5) == (0, 0, 255, 255))
        #expect(s.pixmap.pixel(x: 2, y: 5).a == 0)
    }

    @Test("a Group's children join its stack, each with the group's modifiers")
    func group() throws {
        let s = try canvas(
            ##"{"type": "HStack", "spacing": 0, "children": [{"type": "Group", "modifiers": [{"frame": {"width": 5, "height": 10}}], "children": [{"type": "Color", "color": "#FF0000"}, {"type": "Color", "color": "#00FF00"}]}, {"type": "Color", "color": "#0000FF", "modifiers": [{"frame": {"width": 5, "height": 10}}]}]}"##,
            15, 10)
        #expect(s.pixmap.pixel(x: 2, y: 5) == (255, 0, 0, 255))
        #expect(s.pixmap.pixel(x: 7, y: 5) == (0, 255, 0, 255))
        #expect(s.pixmap.pixel(x: 12, y: 5) == (0, 0, 255, 255))
    }
}
