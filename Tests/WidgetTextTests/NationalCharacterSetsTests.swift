// Chinese, Japanese and Korean as real apps write them: every character of JIS X 0208
// (levels 1 and 2), GB 2312, Big5's common set and KS X 1001 is drawn by the bundled
// faces in every weight (Fonts/README.md, "Subsetting the CJK fallback"). The fixture
// lists the sets' characters, as Python's codecs encode them.

import Foundation
import Testing
import WidgetCore
import WidgetFonts
import WidgetText

@Suite("National character sets")
struct NationalCharacterSetsTests {
    let fonts = FontLibrary(
        folders: .init(
            inter: BundledFonts.interDirectory, cjk: BundledFonts.cjkDirectory, emoji: BundledFonts.emojiDirectory))

    /// The five characters of the sets that Noto Sans CJK SC 2.004 lacks and no other
    /// bundled face draws (Fonts/README.md, "Subsetting the CJK fallback").
    static let uncovered: Set<Character> = ["ŉ", "⅔", "∼", "≒", "◈"]

    /// Each set's name and its characters, from the fixture.
    static func sets() throws -> [(name: String, characters: [Character])] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/national-character-sets.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var result: [(String, [Character])] = []
        for (i, line) in lines.enumerated() where line.hasPrefix("## ") && i + 1 < lines.count {
            result.append((String(line.dropFirst(3)), lines[i + 1].unicodeScalars.map(Character.init)))
        }
        return result
    }

    @Test("every character of the four sets is drawn in every weight", arguments: FontWeight.allCases)
    func covered(_ weight: FontWeight) throws {
        let sets = try Self.sets()
        #expect(sets.map(\.name) == ["JIS X 0208 (6879)", "GB 2312 (7445)", "Big5 common (5805)", "KS X 1001 (8226)"])
        // The fixture is whole: each line holds as many characters as its heading says.
        #expect(sets.map(\.characters.count) == [6879, 7445, 5805, 8226])
        let faces = try fonts.faces(for: FontDescriptor(size: 17, weight: weight))
        for set in sets {
            var missing: [Character] = []
            for ch in set.characters where !Typesetter.missingCharacters(in: String(ch), faces: faces).isEmpty {
                missing.append(ch)
            }
            #expect(Set(missing).isSubset(of: Self.uncovered), "\(set.name): \(String(missing.prefix(40)))")
        }
    }

    @Test("Japanese, Traditional Chinese and Korean sentences set without a missing character")
    func sentences() throws {
        let faces = try fonts.faces(for: FontDescriptor(size: 17))
        for text in ["今日の天気を見る", "臺灣鐵路時刻表：下一班車", "서울 날씨 맑음, 漢字 표기", "見 國 學 體 靜"] {
            #expect(Typesetter.missingCharacters(in: text, faces: faces).isEmpty, "\(text)")
        }
    }
}
