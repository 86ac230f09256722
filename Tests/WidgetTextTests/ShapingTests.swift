// A text's shaping (`Typesetter.shape`: its faces, each character's glyphs and advance) is
// kept by the renderer and reused at every proposal the text is set at. Set with its kept
// shaping, a text must come out exactly as set from scratch: at every width and height,
// truncated, shrunk by `minimumScaleFactor` (shaped again at each scale) or tightened.

import Testing
import WidgetCore
import WidgetFonts
import WidgetText

@Suite("A text shaped once and set at many proposals")
struct ShapingTests {
    let fonts = FontLibrary(interDirectory: BundledFonts.interDirectory, fallbackDirectory: BundledFonts.cjkDirectory)

    func run(_ s: String, _ font: FontDescriptor) throws -> TextRunInput {
        TextRunInput(string: s, font: font, faces: try fonts.faces(for: font))
    }

    /// Texts that take each step of shaping: kerning and runs of two sizes, figures with
    /// a colon and monospaced digits, tracking, a degree sign, Japanese (kana, the CJK
    /// fallback's size), Hangul's pitch, emoji sequences and hard line breaks.
    func texts() throws -> [[TextRunInput]] {
        let body = FontDescriptor(size: 17)
        return [
            [try run("The quick brown fox jumps over the lazy dog. AVAWAY To", body)],
            [
                try run("Gate ", body), try run("E12", FontDescriptor(size: 22, weight: .bold)),
                try run(" closes at 10:30", body),
            ],
            [
                try run(
                    "10:30 · 24° 1,234",
                    FontDescriptor(size: 34, weight: .thin, design: .rounded, monospacedDigits: true)
                )
            ],
            [try run("Tracked wide text\nsecond paragraph", FontDescriptor(size: 13, tracking: 2))],
            [try run("今日は晴れ。東京タワー ☀️ 👨‍👩‍👧 🇯🇵", body)],
            [try run("서울 날씨 맑음 한국어 텍스트", body)],
        ]
    }

    @Test("set with its shaping kept, a text comes out as set from scratch, at every proposal")
    func sameAsFromScratch() throws {
        let settings: [(factor: Double, tightening: Bool, truncation: TruncationMode)] = [
            (1, false, .tail), (0.5, false, .middle), (1, true, .head),
        ]
        var compared = 0
        for runs in try texts() {
            for japanese in [false, true] {
                let shaped = try #require(Typesetter.shape(runs, japanese: japanese))
                for width in [nil, 0, 40, 90, 400.0] {
                    for height in [nil, 18, 300.0] {
                        for lineLimit in [nil, 1] {
                            for s in settings {
                                func set(_ kept: Typesetter.Shaped?) -> TypesetParagraph {
                                    Typesetter.typeset(
                                        runs: runs, width: width, height: height, lineLimit: lineLimit,
                                        truncation: s.truncation, minimumScaleFactor: s.factor,
                                        allowsTightening: s.tightening, japanese: japanese, shaped: kept)
                                }
                                let fresh = set(nil), kept = set(shaped)
                                #expect(String(describing: kept) == String(describing: fresh))
                                #expect(kept.size == fresh.size)
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(compared == 6 * 2 * 5 * 3 * 2 * 3)
    }

    @Test("the shaping given stands for the text at full size: it is what is set")
    func shapingIsUsed() throws {
        let body = FontDescriptor(size: 17)
        let runs = [try run("Given runs", body)]
        let other = try #require(Typesetter.shape([try run("Kept shaping", body)]))
        let p = Typesetter.typeset(runs: runs, width: nil, height: nil, lineLimit: nil, shaped: other)
        #expect(p.lines.map(\.text) == ["Kept shaping"])
        // A shrinking text shapes its runs again at each smaller scale.
        let shrunk = Typesetter.typeset(
            runs: runs, width: 60, height: nil, lineLimit: 1, minimumScaleFactor: 0.5, shaped: other)
        #expect(shrunk.lines.map(\.text) == ["Given runs"])
    }

    @Test("no runs, or a run without faces, shapes nothing")
    func nothing() throws {
        #expect(Typesetter.shape([]) == nil)
        let faceless = TextRunInput(string: "a", font: FontDescriptor(size: 17), faces: [])
        #expect(Typesetter.shape([try run("b", FontDescriptor(size: 17)), faceless]) == nil)
        #expect(Typesetter.shape([try run("", FontDescriptor(size: 17))]) != nil)
    }
}
