// Where a line may break: after spaces, and around Chinese and Japanese characters
// (ideographs, kana, CJK punctuation and fullwidth forms break between any two; Korean
// breaks at spaces), never before closing punctuation or after opening punctuation (the
// usual rules for Chinese and Japanese: no line starts with ，。、」 and no line ends with 「（).

enum LineBreaking {
    /// Characters that may not start a line.
    static let noBreakBefore: Set<Character> = [
        "，", "。", "、", "．", "：", "；", "！", "？", "」", "』", "）", "】", "》", "〉", "〕", "］", "｝", "”", "’",
        "…", "‥", "・", "ー", "々", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ",
        "ッ", "ャ", "ュ", "ョ", "%", "％", ")", "]", "}", ",", ".", ":", ";", "!", "?", "〜", "～",
    ]
    /// Characters that may not end a line.
    static let noBreakAfter: Set<Character> = ["「", "『", "（", "【", "《", "〈", "〔", "［", "｛", "“", "‘", "(", "[", "{"]

    /// Whether a line may break between `a` and `b`.
    static func breakAllowed(after a: Character, before b: Character) -> Bool {
        if isSpace(b) { return false }
        if isSpace(a) { return true }
        if noBreakBefore.contains(b) || noBreakAfter.contains(a) { return false }
        return isCJK(a) || isCJK(b)
    }

    static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\u{3000}" }

    /// Ideographs, kana, CJK punctuation and fullwidth forms. Hangul is not here: Korean
    /// breaks between words, at spaces.
    static func isCJK(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return switch v {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF,
            0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFFEF, 0x20000...0x3FFFF:
            true
        default: false
        }
    }
}
