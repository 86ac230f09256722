// Sets a string in one face: character advances, greedy line breaking, line limits and
// tail truncation. Layout calls it through a measuring protocol; the renderer draws its
// glyphs.
//
// Algorithm:
// 1. Split the string at hard line breaks (\n, \r\n, \r, U+2028) into paragraphs.
// 2. Split each paragraph into words: a word is a run of non-spaces plus the spaces after
//    it (a break may follow any space). Grapheme clusters (Swift Characters) are never split.
// 3. Fill lines greedily. Trailing spaces do not count toward a line's width, as in every
//    text engine. A word wider than the whole line is broken between characters, at
//    least one character per line, so text never disappears.
// 4. Limit the lines to `lineLimit` and to what fits in the proposed height (at least
//    one line). When text remains, the last kept line takes the rest of its paragraph,
//    cut at a character so that it plus "…" fits the width (trailing spaces dropped first).
// 5. Lines stack at `lineHeight + lineSpacing`; the line height is the text style's
//    leading when it has one, else the font's natural height (ascender − descender + gap),
//    and the glyphs sit centred in that box, baseline at the natural ascent below its top.
//
// Known limits (issue #4 deepens text): no kerning or shaping (one glyph per scalar via
// the cmap), no fallback fonts, breaks only at spaces, tail truncation only.

import WidgetCore

/// A glyph placed on a line: its x in points from the line's start.
public struct PositionedGlyph: Hashable, Sendable {
    public var glyph: UInt32
    public var x: Double
}

/// One line of set text.
public struct TypesetLine: Sendable {
    /// The characters the line shows (with "…" when truncated).
    public var text: String
    public var glyphs: [PositionedGlyph]
    /// Width in points, trailing spaces excluded.
    public var width: Double
    /// The baseline's distance from the paragraph's top, in points.
    public var baseline: Double
}

/// A paragraph set for one width: what layout measures and the renderer draws.
public struct TypesetParagraph: Sendable {
    public var lines: [TypesetLine]
    public var size: Size
    /// True when text was cut (by the line limit or the height) and "…" stands for it.
    public var truncated: Bool
    public var face: FontFace
    public var fontSize: Double
    public var lineHeight: Double

    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}

/// Sets text in a face.
public enum Typesetter {
    static let ellipsis: Character = "…"
    static let fitTolerance = 1e-6

    /// Sets `text` for a width (nil: unlimited, one line per paragraph) and a height
    /// (nil: unlimited), honouring `lineLimit` (nil: none) and `lineSpacing`.
    public static func typeset(
        _ text: String, font: FontDescriptor, face: FontFace, width: Double?, height: Double?,
        lineLimit: Int?, lineSpacing: Double = 0
    ) -> TypesetParagraph {
        let scale = font.size / face.unitsPerEm
        let natural = (face.ascender - face.descender + face.lineGap) * scale
        let lineHeight = font.lineHeight ?? natural
        let baselineOffset = (lineHeight - natural) / 2 + face.ascender * scale
        let maxWidth = width.map { $0.isFinite ? max(0, $0) : Double.infinity } ?? .infinity

        let paragraphs = splitParagraphs(text).map { chars in
            chars.map { Glyphed(character: $0, face: face, scale: scale) }
        }
        var lines: [[Glyphed]] = []
        var lineParagraph: [Int] = []
        for (p, paragraph) in paragraphs.enumerated() {
            for line in breakLines(paragraph, maxWidth: maxWidth) {
                lines.append(line)
                lineParagraph.append(p)
            }
        }

        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        let pitch = lineHeight + lineSpacing
        if let h = height, h.isFinite, pitch > 0 {
            let fitting = (max(0, h) + lineSpacing) / pitch + fitTolerance
            let byHeight = fitting < Double(Int32.max) ? Int(fitting) : Int(Int32.max)
            maxLines = min(maxLines, max(1, byHeight))
        }
        var truncated = false
        if lines.count > maxLines {
            truncated = true
            let last = maxLines - 1
            let rest = paragraphRest(from: lines, lineIndex: last, lineParagraph: lineParagraph)
            lines = Array(lines.prefix(last))
            lines.append(truncateTail(rest, maxWidth: maxWidth, face: face, scale: scale))
        }

        var set: [TypesetLine] = []
        var widest = 0.0
        for (i, line) in lines.enumerated() {
            var x = 0.0
            var glyphs: [PositionedGlyph] = []
            for g in line {
                for id in g.glyphs { glyphs.append(PositionedGlyph(glyph: id.glyph, x: x + id.offset)) }
                x += g.advance
            }
            let w = visibleWidth(line)
            widest = max(widest, w)
            set.append(
                TypesetLine(
                    text: String(line.map(\.character)), glyphs: glyphs, width: w,
                    baseline: Double(i) * (lineHeight + lineSpacing) + baselineOffset))
        }
        let n = Double(set.count)
        let height = set.isEmpty ? 0 : max(lineHeight, n * lineHeight + (n - 1) * lineSpacing)
        return TypesetParagraph(
            lines: set, size: Size(width: widest, height: height), truncated: truncated,
            face: face, fontSize: font.size, lineHeight: lineHeight)
    }

    /// The characters of `text` the face has no glyph for.
    public static func missingCharacters(in text: String, face: FontFace) -> [Character] {
        var missing: [Character] = []
        for ch in text where !isHardBreak(ch) && ch != "\t" && !ch.unicodeScalars.allSatisfy(isIgnorable) {
            let covered = ch.unicodeScalars.allSatisfy { isIgnorable($0) || face.glyph(for: $0) != nil }
            if !covered && !missing.contains(ch) { missing.append(ch) }
        }
        return missing
    }

    // MARK: - Steps

    /// A character with its glyphs and advance, in points.
    struct Glyphed {
        var character: Character
        var glyphs: [(glyph: UInt32, offset: Double)]
        var advance: Double
        var isSpace: Bool

        init(character: Character, face: FontFace, scale: Double) {
            self.character = character
            var glyphs: [(UInt32, Double)] = []
            var advance = 0.0
            // A tab is set as a space: widgets have no tab stops worth reproducing.
            let scalars = character == "\t" ? " ".unicodeScalars : character.unicodeScalars
            for s in scalars where !Typesetter.isIgnorable(s) {
                guard let g = face.glyph(for: s) else { continue }
                glyphs.append((g, advance))
                advance += face.advance(of: g) * scale
            }
            self.glyphs = glyphs
            self.advance = advance
            self.isSpace = character == " " || character == "\t" || character == "\u{3000}"
        }
    }

    static func isHardBreak(_ ch: Character) -> Bool {
        ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2028}" || ch == "\u{2029}"
    }

    /// Scalars that draw nothing and need no glyph (joiners, variation selectors, marks of direction).
    static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200B...0x200F, 0xFE00...0xFE0F, 0x2060...0x2064, 0xFEFF: true
        default: false
        }
    }

    /// Step 1.
    static func splitParagraphs(_ text: String) -> [[Character]] {
        guard !text.isEmpty else { return [] }
        var result: [[Character]] = [[]]
        for ch in text {
            if isHardBreak(ch) { result.append([]) } else { result[result.count - 1].append(ch) }
        }
        return result
    }

    /// Steps 2 and 3.
    static func breakLines(_ chars: [Glyphed], maxWidth: Double) -> [[Glyphed]] {
        guard !chars.isEmpty else { return [[]] }
        var words: [[Glyphed]] = []
        var current: [Glyphed] = []
        for (i, g) in chars.enumerated() {
            current.append(g)
            let nextIsWordStart = i + 1 < chars.count && !chars[i + 1].isSpace
            if g.isSpace && nextIsWordStart {
                words.append(current)
                current = []
            }
        }
        if !current.isEmpty { words.append(current) }

        var lines: [[Glyphed]] = []
        var line: [Glyphed] = []
        var lineAdvance = 0.0
        for word in words {
            let wordVisible = visibleWidth(word)
            if line.isEmpty || lineAdvance + wordVisible <= maxWidth + fitTolerance {
                if line.isEmpty && wordVisible > maxWidth + fitTolerance {
                    let pieces = splitWord(word, maxWidth: maxWidth)
                    lines.append(contentsOf: pieces.dropLast())
                    line = pieces.last ?? []
                    lineAdvance = line.reduce(0) { $0 + $1.advance }
                } else {
                    line.append(contentsOf: word)
                    lineAdvance += word.reduce(0) { $0 + $1.advance }
                }
            } else {
                lines.append(line)
                if wordVisible > maxWidth + fitTolerance {
                    let pieces = splitWord(word, maxWidth: maxWidth)
                    lines.append(contentsOf: pieces.dropLast())
                    line = pieces.last ?? []
                } else {
                    line = word
                }
                lineAdvance = line.reduce(0) { $0 + $1.advance }
            }
        }
        lines.append(line)
        return lines
    }

    /// Breaks a word wider than the line between characters, at least one per line.
    static func splitWord(_ word: [Glyphed], maxWidth: Double) -> [[Glyphed]] {
        var pieces: [[Glyphed]] = []
        var piece: [Glyphed] = []
        var w = 0.0
        for g in word {
            if !piece.isEmpty && !g.isSpace && w + g.advance > maxWidth + fitTolerance {
                pieces.append(piece)
                piece = []
                w = 0
            }
            piece.append(g)
            w += g.advance
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// The rest of the paragraph that line `lineIndex` starts, as one run of characters.
    static func paragraphRest(from lines: [[Glyphed]], lineIndex: Int, lineParagraph: [Int]) -> [Glyphed] {
        let p = lineParagraph[lineIndex]
        var rest: [Glyphed] = []
        for i in lineIndex..<lines.count where lineParagraph[i] == p { rest.append(contentsOf: lines[i]) }
        return rest
    }

    /// Step 4: cut `chars` so that it plus "…" fits `maxWidth`.
    static func truncateTail(_ chars: [Glyphed], maxWidth: Double, face: FontFace, scale: Double) -> [Glyphed] {
        let ellipsis = Glyphed(character: Typesetter.ellipsis, face: face, scale: scale)
        var kept: [Glyphed] = []
        var w = 0.0
        for g in chars {
            if w + g.advance + ellipsis.advance > maxWidth + fitTolerance { break }
            kept.append(g)
            w += g.advance
        }
        while let last = kept.last, last.isSpace { kept.removeLast() }
        return kept + [ellipsis]
    }

    /// The width of a run without its trailing spaces.
    static func visibleWidth(_ chars: [Glyphed]) -> Double {
        var end = chars.count
        while end > 0 && chars[end - 1].isSpace { end -= 1 }
        return chars[..<end].reduce(0) { $0 + $1.advance }
    }
}
