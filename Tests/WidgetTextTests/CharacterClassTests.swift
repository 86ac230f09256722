// The typesetter's character tests read scalars, not compare Characters (which normalizes
// every one) or ask the Unicode tables for ASCII: the same answers as the definitions.

import Testing

@testable import WidgetText

@Suite("Character classes")
struct CharacterClassTests {
    static let samples: [Character] = [
        "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\t", " ", "a", "é", "e\u{301}",
        "東", "✈️", "✈", "❤️", "❤︎", "1️⃣", "#️⃣", "#", "©", "👍🏽", "👩‍👩‍👧", "🇯🇵", "\u{200D}", "\u{FE0F}",
    ]

    @Test("a hard break is LF, CR, CR LF, U+2028 or U+2029, as the Characters compare")
    func hardBreaks() {
        let breaks: [Character] = ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}"]
        for ch in Self.samples {
            #expect(Typesetter.isHardBreak(ch) == breaks.contains(ch), "\(ch.unicodeScalars.map(\.value))")
        }
    }

    @Test("no ASCII character prefers emoji presentation, by the scalar properties too")
    func ascii() {
        for value in 0..<128 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!Typesetter.prefersEmoji(Character(scalar)))
            #expect(!scalar.properties.isEmojiPresentation && !scalar.properties.isEmojiModifier)
        }
        #expect(Typesetter.prefersEmoji("✈️") && Typesetter.prefersEmoji("1️⃣") && !Typesetter.prefersEmoji("❤︎"))
    }

    @Test(
        "an ASCII character is drawn with its own scalar, a tab with a space's; a line break and any other character have none"
    )
    func asciiScalars() {
        for value in 0..<128 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let ch = Character(scalar)
            if value == 0x0A {
                #expect(Typesetter.asciiScalar(ch) == nil)
                #expect(Typesetter.drawnScalars(ch) == ["\n"])
            } else {
                let drawn: Unicode.Scalar = value == 0x09 ? " " : scalar
                #expect(Typesetter.asciiScalar(ch) == drawn, "\(value)")
                #expect(Typesetter.drawnScalars(ch) == [drawn], "\(value)")
            }
        }
        #expect(Typesetter.asciiScalar("\r\n") == nil)
        for ch in Self.samples where ch.unicodeScalars.count > 1 || !ch.isASCII {
            #expect(Typesetter.asciiScalar(ch) == nil, "\(ch.unicodeScalars.map(\.value))")
        }
    }
}
