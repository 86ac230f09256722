// The cache every `Renderer` shares between its renders (`SharedCache`): values counted
// one each unless a cost is given, never more than the capacity, and starting over when
// the next value would not fit; and the texts it keeps shaped for every proposal.

import Testing
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRaster
import WidgetViewTree

@testable import WidgetRendering

@Suite("The shared cache's bound")
struct SharedCacheTests {
    @Test("counted one a value: full at its capacity, then it starts over")
    func counted() {
        let cache = SharedCache<Int, String>(capacity: 2)
        cache[1] = "one"
        cache[2] = "two"
        #expect(cache.count == 2)
        // Setting a held key again replaces it and does not count twice.
        cache[2] = "zwei"
        #expect(cache.count == 2)
        #expect(cache[2] == "zwei")
        cache[3] = "three"
        #expect(cache.count == 1)
        #expect(cache[1] == nil)
        #expect(cache[3] == "three")
    }

    @Test("with a cost: a value costing more than the whole cache is not kept")
    func costed() throws {
        let cache = SharedCache<Int, String>(capacity: 5) { _, value in value.count }
        var made = 0
        let make = { () -> String in
            made += 1
            return "abcdef"
        }
        #expect(cache.value(1, make: make) == "abcdef")
        #expect(cache.value(1, make: make) == "abcdef")
        #expect(made == 2)
        #expect(cache.count == 0)
        #expect(cache.value(2) { "abc" } == "abc")
        #expect(cache.value(2) { "other" } == "abc")
        // 3 + 3 > 5: the cache starts over.
        #expect(cache.value(3) { "xyz" } == "xyz")
        #expect(cache.count == 1)
        #expect(cache[2] == nil)
        // What it holds was counted again from nothing: 3 + 2 fits.
        #expect(cache.value(4) { "pq" } == "pq")
        #expect(cache.count == 2)
    }
}

@Suite("Texts shaped once per renderer")
struct ShapingCacheTests {
    func entry(_ json: String) throws -> EntryDocument { try EntryDocument.decode(Array(json.utf8)) }

    @Test("a text set at several proposals and families is shaped once, and draws as a fresh renderer draws it")
    func shapedOnce() throws {
        let document = try entry(
            #"""
            {"version": 1, "view": {"type": "HStack", "children": [
              {"type": "Text", "text": "Departure at 10:30 from gate E12, boarding soon"},
              {"type": "Text", "text": "On time", "modifiers": [{"font": "headline"}]}
            ]}}
            """#)
        let renderer = Renderer()
        var pixmaps: [Pixmap] = []
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            pixmaps.append(try renderer.render(document, RenderRequest(family: family)).pixmap)
        }
        // Two texts, each measured at several proposals (the stack's probes, three sizes).
        #expect(renderer.shapings.count == 2)
        #expect(renderer.paragraphs.count > 6)
        for (family, pixmap) in zip([WidgetFamily.systemSmall, .systemMedium, .systemLarge], pixmaps) {
            #expect(pixmap == (try Renderer().render(document, RenderRequest(family: family)).pixmap))
        }
    }

    @Test("a text in light and dark, or in another colour or with a line under it, is shaped and set once")
    func setOnceWhateverItsColour() throws {
        let document = try entry(
            #"""
            {"version": 1, "view": {"type": "VStack", "children": [
              {"type": "Text", "text": "Gate E12", "modifiers": [{"foregroundStyle": "primary"}]},
              {"type": "Text", "text": "Gate E12", "modifiers": [{"foregroundStyle": "red"}, {"underline": true}]}
            ]}}
            """#)
        let renderer = Renderer()
        let lightRequest = RenderRequest(family: .systemSmall, colorScheme: .light)
        let darkRequest = RenderRequest(family: .systemSmall, colorScheme: .dark)
        let light = try renderer.render(document, lightRequest).pixmap
        let shaped = renderer.shapings.count
        let paragraphs = renderer.paragraphs.count
        let dark = try renderer.render(document, darkRequest).pixmap
        // One text as set, whatever its colour and lines; dark adds nothing to set.
        #expect(shaped == 1)
        #expect(renderer.shapings.count == 1)
        #expect(renderer.paragraphs.count == paragraphs)
        // Each is still drawn in its own colours, as a fresh renderer draws it.
        #expect(light != dark)
        #expect(light == (try Renderer().render(document, lightRequest).pixmap))
        #expect(dark == (try Renderer().render(document, darkRequest).pixmap))
    }

    @Test("a text's key leaves out its colours, lines and alignment, and keeps everything setting reads")
    func keyKeepsWhatSettingReads() {
        let base = TextContent(string: "Gate E12", font: .body, foreground: .color(.black))
        func key(_ change: (inout TextContent) -> Void) -> TextKey {
            var text = base
            change(&text)
            return TextKey(text: text, customFonts: [])
        }
        let plain = key { _ in }
        let white = Style.color(.white)
        // What only the painter reads: the same key.
        #expect(key { $0.foreground = white } == plain)
        #expect(key { $0.underline = white } == plain)
        #expect(key { $0.strikethrough = white } == plain)
        #expect(key { $0.placeholderStyle = white } == plain)
        #expect(key { $0.multilineAlignment = 1 } == plain)
        let run = TextRun(string: "Gate E12", font: .body, foreground: .color(.black))
        var coloured = run
        coloured.foreground = white
        coloured.underline = white
        #expect(key { $0.runs = [run] } == key { $0.runs = [coloured] })
        // What the typesetter reads: another key.
        #expect(key { $0.string = "Gate E13" } != plain)
        #expect(key { $0.font.size = 20 } != plain)
        #expect(key { $0.lineLimit = 1 } != plain)
        #expect(key { $0.lineSpacing = 2 } != plain)
        #expect(key { $0.truncationMode = .head } != plain)
        #expect(key { $0.minimumScaleFactor = 0.5 } != plain)
        #expect(key { $0.allowsTightening = true } != plain)
        #expect(key { $0.redacted = true } != plain)
        #expect(key { $0.japanese = true } != plain)
        #expect(key { $0.runs = [run, run] } != key { $0.runs = [run] })
        #expect(TextKey(text: base, customFonts: ["Brand.otf"]) != plain)
    }
}
