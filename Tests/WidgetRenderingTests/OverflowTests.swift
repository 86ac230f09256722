// What the widget cannot show: content past its edges (clipped by the container) and text
// truncated where no lineLimit asks for it, as `render` warns of them.

import Foundation
import Testing
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRaster
import WidgetRendering

@Suite("overflow")
struct OverflowTests {
    static let renderer = Renderer()

    /// The overflows of `view` as a small widget on the iPhone 17 (164.333 pt square, 16 pt margins).
    func overflows(_ view: String, family: WidgetFamily = .systemSmall) throws -> [Overflow] {
        let doc = try EntryDocument.decode(
            Array(#"{"version": 1, "families": ["systemSmall"], "view": \#(view)}"#.utf8))
        return try Self.renderer.render(doc, RenderRequest(family: family)).overflows
    }

    @Test("a stack taller than the widget overflows by what reaches past its edges")
    func tallStack() throws {
        // 200 pt of color centered in the 164.333 pt widget: 35.667 pt past its edges in all.
        let found = try overflows(
            #"{"type": "VStack", "spacing": 0, "children": [{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 50, "height": 100}}]}, {"type": "Color", "color": "blue", "modifiers": [{"frame": {"width": 50, "height": 100}}]}]}"#
        )
        #expect(found.count == 1)
        guard case .clipped(let taller, let wider) = found.first?.kind else {
            Issue.record("expected clipped content, found \(found)")
            return
        }
        #expect(abs(taller - (200 - 164.333)) < 0.5 && wider == 0)
        #expect(found[0].description == "content is 35.7 pt taller than the widget (clipped)")
    }

    @Test("content within the widget, a clipped image and a stack's slack do not count")
    func fits() throws {
        for view in [
            // Past the 16 pt margins but inside the widget: shown, not clipped.
            #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 160, "height": 160}}]}"#,
            // A 400 pt color clipped to a 100 pt frame draws 100 pt.
            #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 400, "height": 400}}, {"frame": {"width": 100, "height": 100}}, {"clipped": true}]}"#,
            // An empty frame far larger than the widget draws nothing.
            #"{"type": "VStack", "children": [{"type": "Text", "text": "hi"}], "modifiers": [{"frame": {"width": 400, "height": 400}}]}"#,
        ] {
            #expect(try overflows(view).isEmpty, "\(view)")
        }
    }

    @Test("what is not drawn does not count: hidden views, clear fills, a mask's view")
    func invisible() throws {
        let long = String(repeating: "Terminal 3 Gate G98 ", count: 20)
        let wide = #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 400, "height": 10}}"#
        for view in [
            wide + #", {"hidden": true}]}"#, wide + #", {"opacity": 0}]}"#,
            #"{"type": "Color", "color": "clear", "modifiers": [{"frame": {"width": 400, "height": 10}}]}"#,
            #"{"type": "Text", "text": "\#(long)", "modifiers": [{"frame": {"height": 40}}, {"hidden": true}]}"#,
            #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 100, "height": 100}}, {"mask": {"type": "Color", "color": "black", "modifiers": [{"frame": {"width": 400, "height": 400}}]}}]}"#,
        ] {
            #expect(try overflows(view).isEmpty, "\(view)")
        }
    }

    @Test("an image filling its frame counts within that frame: a full-bleed background photo does not overflow")
    func fillImages() throws {
        let photo = #"{"type": "Image", "src": "p.png", "modifiers": [{"resizable": true}, {"scaledToFill": true}]}"#
        func found(_ view: String) throws -> [Overflow] {
            var doc = try EntryDocument.decode(
                Array(#"{"version": 1, "families": ["systemSmall"], "view": \#(view)}"#.utf8))
            // A photo three times taller than it is wide: filling a square, it spills far past it.
            let pixmap = try #require(Pixmap(width: 10, height: 30))
            doc.imageFiles["p.png"] = try PNGCodec.encode(pixmap)
            return try Self.renderer.render(doc, RenderRequest(family: .systemSmall)).overflows
        }
        let background =
            #"{"type": "Text", "text": "hi", "modifiers": [{"frame": {"maxWidth": "infinity", "maxHeight": "infinity"}}, {"background": \#(photo)}]}"#
        #expect(try found(background).isEmpty)
        let framed =
            #"{"type": "Image", "src": "p.png", "modifiers": [{"resizable": true}, {"scaledToFill": true}, {"frame": {"width": 100, "height": 100}}]}"#
        #expect(try found(framed).isEmpty)
        // A fitted image taller than the widget still overflows.
        let tall =
            #"{"type": "Image", "src": "p.png", "modifiers": [{"resizable": true}, {"scaledToFit": true}, {"frame": {"height": 400}}]}"#
        #expect(try found(tall).count == 1)
    }

    @Test("a background wider than the widget overflows, unless a clip outside it cuts it")
    func backgrounds() throws {
        let wide =
            #"{"background": {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 300, "height": 10}}]}}"#
        let found = try overflows(#"{"type": "Text", "text": "hi", "modifiers": [\#(wide)]}"#)
        guard case .clipped(_, let wider) = found.first?.kind else {
            Issue.record("expected clipped content, found \(found)")
            return
        }
        #expect(abs(wider - (300 - 164.333)) < 0.5)
        #expect(try overflows(#"{"type": "Text", "text": "hi", "modifiers": [\#(wide), {"clipped": true}]}"#).isEmpty)
    }

    @Test("text truncated without a lineLimit is reported; with one, or redacted, it is not")
    func truncatedText() throws {
        let long = String(repeating: "Terminal 3 Gate G98 ", count: 20)
        let text = #"{"type": "Text", "text": "\#(long)", "modifiers": [{"frame": {"height": 40}}]}"#
        let found = try overflows(text)
        #expect(found.count == 1)
        #expect(
            found.first?.description
                == #"$.view: the text "Terminal 3 Gate G98 Term…" is truncated, and no lineLimit asks for it"#)
        let limited = #"{"type": "Text", "text": "\#(long)", "modifiers": [{"lineLimit": 2}]}"#
        #expect(try overflows(limited).isEmpty)
        let doc = try EntryDocument.decode(Array(#"{"version": 1, "view": \#(text)}"#.utf8))
        let placeholder = try Self.renderer.render(doc, RenderRequest(family: .systemSmall, variant: .placeholder))
        #expect(placeholder.overflows.filter { if case .truncatedText = $0.kind { true } else { false } }.isEmpty)
    }
}
