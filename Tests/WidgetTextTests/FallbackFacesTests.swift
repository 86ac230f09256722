// The fallback faces (CJK, emoji, symbols) are opened only for text that needs them, and
// text set without them is set exactly as with them: the same face, glyph and place for
// every character, truncated or not.

import Testing
import WidgetCore
import WidgetFonts
import WidgetText

@Suite("Fallback faces")
struct FallbackFacesTests {
    /// The library the renderer sets text with.
    let fonts = FontLibrary(folderPaths: BundledFonts.folderPaths)

    static let texts = [
        "Hello, world", "Café 12:45 — 23°C", "naïve résumé", "Tokyo → 東京", "夜空中最亮的星", "Trip ✈️", "I ❤️ NY",
        "1️⃣ first", "👩‍👩‍👧 family", "🇯🇵", "a\u{200D}b", "line\nbreak", "tab\there", "©®™", "\u{F0000} Music",
        "한국어", "カタカナ", "",
    ]

    /// Each glyph of `p` as its face's file, glyph, x and run, line by line.
    func placed(_ p: TypesetParagraph) -> [[String]] {
        p.lines.map { line in line.glyphs.map { "\(p.faces[$0.face].path) \($0.glyph) \($0.x) \($0.run)" } }
    }

    @Test("Latin text opens the primary face and Inter only; CJK, emoji and symbols open the whole list")
    func fallbacksOnlyWhenNeeded() throws {
        for design in [FontDesign.default, .serif, .monospaced, .rounded] {
            let font = FontDescriptor(size: 17, design: design)
            let all = try fonts.faces(for: font)
            #expect(all.count >= 4, "\(design)")
            #expect(try fonts.faces(for: font, setting: "Hello, world 12:45").count <= 2, "\(design)")
            for text in ["东京", "Trip ✈️", "\u{F0000}", "한국어"] {
                #expect(try fonts.faces(for: font, setting: text).count == all.count, "\(design): \(text)")
            }
        }
    }

    @Test("text is set the same with the faces it opens as with every face, wide or truncated")
    func sameSetting() throws {
        for design in [FontDesign.default, .serif, .monospaced, .rounded] {
            for weight in [FontWeight.regular, .bold] {
                let font = FontDescriptor(size: 17, weight: weight, design: design)
                let all = try fonts.faces(for: font)
                for text in Self.texts {
                    let chosen = try fonts.faces(for: font, setting: text)
                    // A prefix of the whole list, so a face is found at the same place in both.
                    #expect(zip(chosen, all).allSatisfy { $0 === $1 } && chosen.count <= all.count)
                    for width in [nil, 40.0] {
                        let full = Typesetter.typeset(
                            text, font: font, faces: all, width: width, height: nil, lineLimit: 1)
                        let short = Typesetter.typeset(
                            text, font: font, faces: chosen, width: width, height: nil, lineLimit: 1)
                        #expect(placed(short) == placed(full), "\(design) \(weight): \(text)")
                        #expect(short.size == full.size && short.truncated == full.truncated)
                    }
                }
            }
        }
    }
}
