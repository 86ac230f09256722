// Text set with the bundled Inter faces.

import Testing
import WidgetCore
import WidgetFonts
import WidgetText

@Suite("Typesetter")
struct TypesetterTests {
    let fonts = FontLibrary(interDirectory: BundledFonts.interDirectory)
    let body = FontDescriptor(size: 17, weight: .regular, lineHeight: 22)

    func set(
        _ s: String, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil, font: FontDescriptor? = nil
    ) throws -> TypesetParagraph {
        let f = font ?? body
        return Typesetter.typeset(
            s, font: f, face: try fonts.face(for: f), width: width, height: height, lineLimit: lineLimit)
    }

    @Test("every weight of the system font stand-in loads, with Inter's metrics")
    func weights() throws {
        for w in FontWeight.allCases {
            let face = try fonts.face(for: FontDescriptor(size: 12, weight: w))
            #expect(face.unitsPerEm == 2816)
            #expect(face.ascender == 2728)
            #expect(face.descender == -680)
        }
    }

    @Test("a one-line text is as tall as its text style's line height")
    func lineHeight() throws {
        let p = try set("Hello")
        #expect(p.lines.count == 1)
        #expect(p.size.height == 22)
        // Natural line 1.21023 em = 20.574 pt, centred in 22: baseline at 0.713 + 16.469.
        #expect(abs(p.firstBaseline - (22 - 17 * 3408 / 2816) / 2 - 17 * 2728 / 2816) < 1e-9)
        let system = try set("Hello", font: FontDescriptor(size: 44, weight: .light))
        #expect(abs(system.size.height - 44 * 3408 / 2816) < 1e-9)
    }

    @Test("text wraps at spaces and hugs its widest line")
    func wrapping() throws {
        let one = try set("Mostly Sunny today")
        let wrapped = try set("Mostly Sunny today", width: one.size.width * 0.7)
        #expect(wrapped.lines.map(\.text) == ["Mostly Sunny ", "today"])
        #expect(wrapped.size.width < one.size.width * 0.7)
        #expect(wrapped.size.width == wrapped.lines[0].width)
        #expect(wrapped.size.height == 44)
    }

    @Test("explicit newlines break lines")
    func newlines() throws {
        #expect(try set("a\nb\r\nc").lines.map(\.text) == ["a", "b", "c"])
    }

    @Test("a word longer than the line breaks inside itself")
    func longWord() throws {
        let p = try set("Supercalifragilistic", width: 40)
        #expect(p.lines.count > 1)
        #expect(p.lines.allSatisfy { $0.width <= 40 })
        #expect(p.lines.map(\.text).joined() == "Supercalifragilistic")
    }

    @Test("lineLimit truncates the tail with an ellipsis that fits")
    func truncation() throws {
        let p = try set("The quick brown fox jumps over the lazy dog", width: 100, lineLimit: 1)
        #expect(p.lines.count == 1)
        #expect(p.truncated)
        #expect(p.lines[0].text.hasSuffix("…"))
        #expect(p.lines[0].width <= 100)
        let two = try set("The quick brown fox jumps over the lazy dog", width: 100, lineLimit: 2)
        #expect(two.lines.count == 2 && two.lines[1].text.hasSuffix("…"))
    }

    @Test("a proposed height limits the lines, never below one")
    func heightLimit() throws {
        let p = try set("one two three four five six", width: 60, height: 50)
        #expect(p.lines.count == 2)
        #expect(p.truncated)
        #expect(try set("one two three", width: 30, height: 1).lines.count == 1)
    }

    @Test("a tab is set as a space, not reported as missing")
    func tab() throws {
        let face = try fonts.face(for: body)
        #expect(Typesetter.missingCharacters(in: "a\tb", face: face).isEmpty)
        #expect(try set("a\tb").size.width == set("a b").size.width)
    }

    @Test("an empty string takes no room")
    func empty() throws {
        let p = try set("")
        #expect(p.lines.isEmpty && p.size == .zero)
    }

    @Test("a 10,000-character text sets without hanging")
    func longText() throws {
        let text = String(repeating: "lorem ipsum ", count: 834)
        let p = try set(text, width: 300)
        #expect(p.lines.count > 100)
    }

    @Test("characters the font lacks are reported, not drawn as boxes")
    func missing() throws {
        let face = try fonts.face(for: body)
        #expect(Typesetter.missingCharacters(in: "复古 Cafe 👍", face: face) == ["复", "古", "👍"])
        #expect(Typesetter.missingCharacters(in: "21° · H:24° – “ok” …", face: face).isEmpty)
    }
}
