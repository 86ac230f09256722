// Text made of runs (`Text + Text`) and fonts the entry brings (`fonts`, `.custom`):
// each run drawn in its own color and face, decorations per run, clear errors for what
// cannot be used.

import Foundation
import Testing
import WidgetCore
import WidgetDocument
import WidgetRaster
import WidgetRendering
import WidgetText

@Suite("Rich text and custom fonts")
struct RichTextTests {
    static let renderer = Renderer()
    static let fontsFolder = PackagePaths.examples.appendingPathComponent("Fonts")

    /// A document over `view`, with the example fonts when `fonts` is set, rendered on a
    /// plain canvas at @2x.
    func render(_ view: String, fonts: [String] = [], width: Double = 200, height: Double = 60) throws -> Snapshot {
        let list = fonts.map { "\"Fonts/\($0)\"" }.joined(separator: ", ")
        var doc = try EntryDocument.decode(Array("{\"version\": 1, \"fonts\": [\(list)], \"view\": \(view)}".utf8))
        try doc.loadFiles(relativeTo: PackagePaths.examples)
        return try Self.renderer.render(
            doc, RenderRequest(family: .systemSmall, scale: 2, canvasSize: Size(width: width, height: height)))
    }

    func renderError(_ view: String, fonts: [String] = []) -> String {
        do {
            _ = try render(view, fonts: fonts)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    static let regular = "DejaVuSerifCondensed-subset.ttf"
    static let bold = "DejaVuSerifCondensed-Bold-subset.ttf"

    @Test("each run is drawn in its own color, and the paragraph's modifiers reach every run")
    func runColors() throws {
        let s = try render(
            ##"{"type": "Text", "runs": [{"type": "Text", "text": "Red "}, {"type": "Text", "text": "Blue", "modifiers": [{"foregroundStyle": "#0000FF"}]}], "modifiers": [{"foregroundStyle": "#FF0000"}, {"font": {"size": 20, "weight": "bold"}}]}"##
        )
        let red = s.pixmap.count { r, g, b, a in a == 255 && r > 200 && g < 60 && b < 60 }
        let blue = s.pixmap.count { r, g, b, a in a == 255 && b > 200 && r < 60 && g < 60 }
        #expect(red > 100, "\(red) red pixels")
        #expect(blue > 100, "\(blue) blue pixels")
        // Red is on the left, blue on the right.
        func meanX(_ test: (UInt8, UInt8, UInt8, UInt8) -> Bool) -> Double {
            var sum = 0, n = 0
            for y in 0..<s.pixmap.height {
                for x in 0..<s.pixmap.width {
                    let p = s.pixmap.pixel(x: x, y: y)
                    if test(p.r, p.g, p.b, p.a) {
                        sum += x
                        n += 1
                    }
                }
            }
            return Double(sum) / Double(max(1, n))
        }
        #expect(
            meanX { r, g, _, a in a == 255 && r > 200 && g < 60 }
                < meanX { r, _, b, a in a == 255 && b > 200 && r < 60 })
    }

    @Test("an SF Symbol in a run is set as a character of the text, in the run's color")
    func symbolRun() throws {
        let s = try render(
            ##"{"type": "Text", "runs": [{"type": "Image", "systemName": "cloud.rain.fill", "modifiers": [{"foregroundStyle": "#0000FF"}]}, {"type": "Text", "text": " Rain"}], "modifiers": [{"foregroundStyle": "#FF0000"}]}"##
        )
        var blue = 0, red = 0
        for y in 0..<s.pixmap.height {
            for x in 0..<s.pixmap.width {
                let p = s.pixmap.pixel(x: x, y: y)
                if p.a == 255 && p.b == 255 && p.r == 0 { blue += 1 }
                if p.a == 255 && p.r == 255 && p.b == 0 { red += 1 }
            }
        }
        #expect(blue > 50, "the symbol is drawn, in its run's color")
        #expect(red > 50, "the text after it")
        #expect(
            renderError(##"{"type": "Text", "runs": [{"type": "Image", "src": "a.png"}]}"##).contains(
                "runs hold Text nodes and SF Symbols (Image with systemName) only"))
    }

    @Test("under a Japanese locale, kanji without kana are set as Japanese: 93.5 % of the size")
    func japaneseLocale() throws {
        func width(locale: String?) throws -> Double {
            let key = locale.map { "\"locale\": \"\($0)\", " } ?? ""
            let doc = try EntryDocument.decode(
                Array(
                    ##"{"version": 1, \##(key)"view": {"type": "Text", "text": "東京大阪", "modifiers": [{"font": {"size": 20}}]}}"##
                        .utf8))
            let s = try Self.renderer.render(
                doc, RenderRequest(family: .systemSmall, scale: 2, canvasSize: Size(width: 200, height: 60)))
            return s.layout.frame.width
        }
        #expect(abs(try width(locale: nil) - 80) < 0.5)
        #expect(abs(try width(locale: "ja_JP") - 4 * 20 * Typesetter.japaneseScale) < 0.5)
        #expect(abs(try width(locale: "ja-JP") - 4 * 20 * Typesetter.japaneseScale) < 0.5)
        #expect(abs(try width(locale: "zh_CN") - 80) < 0.5)
    }

    @Test("an underline spans only its run")
    func underlinePerRun() throws {
        func widestRow(_ view: String) throws -> Int {
            let p = try render(view).pixmap
            var widest = 0
            for y in 0..<p.height {
                var n = 0
                for x in 0..<p.width where p.pixel(x: x, y: y).a > 200 { n += 1 }
                widest = max(widest, n)
            }
            return widest
        }
        let runs =
            ##"[{"type": "Text", "text": "xxxx"}, {"type": "Text", "text": "xxxx", "modifiers": [{"underline": true}]}]"##
        let underlined = try widestRow(
            ##"{"type": "Text", "runs": "## + runs + ##", "modifiers": [{"font": {"size": 20}}]}"##)
        let whole = try widestRow(
            ##"{"type": "Text", "text": "xxxxxxxx", "modifiers": [{"font": {"size": 20}}, {"underline": true}]}"##)
        // The underline under half the text is about half as long as under all of it.
        #expect(underlined > whole / 3 && underlined < whole * 2 / 3, "\(underlined) of \(whole)")
    }

    @Test("a run takes text modifiers only; the error names the modifier's path")
    func runModifiers() {
        let message = renderError(
            ##"{"type": "Text", "runs": [{"type": "Text", "text": "a", "modifiers": [{"padding": 4}]}]}"##)
        #expect(message.contains("$.view.runs[0].modifiers[0].padding"), "\(message)")
        #expect(message.contains("text modifiers only"), "\(message)")
        let notText = renderError(##"{"type": "Text", "runs": [{"type": "Spacer"}]}"##)
        #expect(notText.contains("runs hold Text nodes and SF Symbols"), "\(notText)")
        let empty = renderError(##"{"type": "Text", "runs": []}"##)
        #expect(empty.contains("$.view.runs"), "\(empty)")
    }

    @Test("runs nest, and a date run shows the entry's date")
    func nestedAndDates() throws {
        let doc = try EntryDocument.decode(
            Array(
                ##"{"version": 1, "date": "2026-11-21T09:41:00Z", "view": {"type": "Text", "id": "t", "runs": [{"type": "Text", "text": "Updated "}, {"type": "Text", "runs": [{"type": "Text", "date": "2026-11-21T09:41:00Z", "style": "time"}]}]}}"##
                    .utf8))
        let s = try Self.renderer.render(
            doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 200, height: 40)))
        guard case .text(let text) = s.layout.view.content else {
            Issue.record("not a text: \(s.layout.view.content)")
            return
        }
        #expect(text.string == "Updated 9:41\u{202F}AM")
        #expect(text.runs.map(\.string) == ["Updated ", "9:41\u{202F}AM"])
    }

    @Test("a custom font draws in the entry's face: family picks the weight, PostScript names pick a face")
    func customFonts() throws {
        func ink(_ font: String) throws -> Int {
            try render(
                ##"{"type": "Text", "text": "Harbour", "modifiers": [{"font": "## + font
                    + ##"}, {"foregroundStyle": "#000000"}]}"##,
                fonts: [Self.regular, Self.bold]
            ).pixmap.count { _, _, _, a in a > 128 }
        }
        let regular = try ink(##"{"family": "DejaVu Serif Condensed", "size": 20}"##)
        let bold = try ink(##"{"family": "DejaVu Serif Condensed", "size": 20, "weight": "bold"}"##)
        let byName = try ink(##"{"family": "DejaVuSerifCondensed-Bold", "size": 20}"##)
        let system = try ink(##"{"size": 20}"##)
        #expect(bold > regular * 5 / 4, "bold \(bold), regular \(regular)")
        #expect(byName == bold)
        #expect(regular != system)
    }

    @Test("a character the custom font lacks falls back to the system faces")
    func customFallback() throws {
        let s = try render(
            ##"{"type": "Text", "text": "Go 旅行", "modifiers": [{"font": {"family": "DejaVu Serif Condensed", "size": 20}}]}"##,
            fonts: [Self.regular])
        #expect(s.pixmap.count { _, _, _, a in a > 128 } > 200)
    }

    @Test("an unknown family, a missing file and a file that is no font are errors that name them")
    func customFontErrors() throws {
        let unknown = renderError(
            ##"{"type": "Text", "text": "a", "modifiers": [{"font": {"family": "Brand Sans", "size": 12}}]}"##,
            fonts: [Self.regular])
        #expect(unknown.contains("$.view"), "\(unknown)")
        #expect(unknown.contains("\"Brand Sans\""), "\(unknown)")
        #expect(unknown.contains("\"DejaVu Serif Condensed\""), "\(unknown)")
        let noFonts = renderError(
            ##"{"type": "Text", "text": "a", "modifiers": [{"font": {"family": "Brand Sans", "size": 12}}]}"##)
        #expect(noFonts.contains("lists no fonts"), "\(noFonts)")
        let missing = renderError(##"{"type": "Text", "text": "a"}"##, fonts: ["Nope.ttf"])
        #expect(
            missing.contains("$.fonts[0]") && missing.contains("Nope.ttf")
                && missing.contains("outside the entry's folder or not a readable font file"),
            "\(missing)")
        // The license text is a file, but not a font.
        let notFont = renderError(##"{"type": "Text", "text": "a"}"##, fonts: ["LICENSE-DejaVu.txt"])
        #expect(notFont.contains("$.fonts[0]") && notFont.contains("LICENSE-DejaVu.txt"), "\(notFont)")
        let noSize = renderError(##"{"type": "Text", "text": "a", "modifiers": [{"font": {"family": "X"}}]}"##)
        #expect(noSize.contains("needs \"size\""), "\(noSize)")
    }

    @Test("two entries with the same family name but different files do not share cached text")
    func cacheKeyedByFile() throws {
        // The same family name, "DejaVu Serif Condensed", in two files of different widths.
        let text =
            ##"{"type": "Text", "text": "Harbour lights", "modifiers": [{"font": {"family": "DejaVu Serif Condensed", "size": 20}}]}"##
        let a = try render(text, fonts: [Self.regular])
        let b = try render(text, fonts: [Self.bold])
        #expect(a.layout.frame.width != b.layout.frame.width || a.pixmap != b.pixmap)
        #expect(try render(text, fonts: [Self.regular]).pixmap == a.pixmap)
    }
}
