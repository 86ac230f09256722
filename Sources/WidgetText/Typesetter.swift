// Sets a string in a chain of faces: per-character fallback, pair kerning, line breaking
// (spaces for Latin, between ideographs for CJK), line limits and tail truncation. Layout
// calls it through a measuring protocol; the renderer draws its glyphs.
//
// Algorithm:
// 1. Split the string at hard line breaks (\n, \r\n, \r, U+2028, U+2029) into paragraphs.
// 2. Give each grapheme cluster (Swift Character) the first face that has a glyph for all
//    of its scalars (the primary face, then the fallbacks; the color emoji face first for
//    characters shown as emoji), and its glyphs and advance. A tab is set as a space.
//    Consecutive characters in the same face are kerned by the face's GPOS pair kerning
//    (PairKerning.swift); then digits are widened for `monospacedDigits` and the tracking
//    (the system font's for its size, SystemTracking.swift, plus the text's) follows
//    every character.
// 3. Split each paragraph into break units (LineBreaking.swift): after a run of spaces, and
//    around CJK characters, except before closing punctuation (，。、」…) and after opening
//    punctuation (「（…). Grapheme clusters are never split.
// 4. Fill lines greedily. Trailing spaces do not count toward a line's width. A unit wider
//    than the whole line is broken between characters, at least one character per line,
//    so text never disappears.
// 5. Limit the lines to `lineLimit` and to what fits in the proposed height (at least
//    one line). When text remains, the last kept line takes the rest of its paragraph,
//    cut at characters with "…": tail keeps its start, head its end, middle both (spaces
//    next to "…" dropped).
// 6. Lines stack at `lineHeight + lineSpacing`; the line height is the text style's
//    leading when it has one, else the primary face's natural height (ascender − descender
//    + gap), and the glyphs sit centred in that box on the primary face's baseline, which
//    every face shares.
//
// Known limits: no shaping beyond the cmap and pair kerning (no ligatures, so emoji
// sequences the bundled emoji face cannot join show their first emoji), the primary
// face's line metrics for every line.

import WidgetCore

/// A glyph placed on a line: its x in points from the line's start, and which face
/// (an index into the paragraph's `faces`) draws it.
public struct PositionedGlyph: Hashable, Sendable {
    public var glyph: UInt32
    public var x: Double
    public var face: Int
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
    /// The faces the glyphs refer to, primary first.
    public var faces: [FontFace]
    public var fontSize: Double
    public var lineHeight: Double

    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}

/// Sets text in a chain of faces.
public enum Typesetter {
    static let ellipsis: Character = "…"
    static let fitTolerance = 1e-6

    /// Sets `text` for a width (nil: unlimited, one line per paragraph) and a height
    /// (nil: unlimited), honouring `lineLimit` (nil: none), `lineSpacing`, the truncation
    /// mode and the minimum scale factor. `faces` is the fallback chain, primary face
    /// first (none: nothing is set).
    ///
    /// Step 0, shrinking: when the text would be cut and `minimumScaleFactor` is below 1,
    /// the font (and its line height) shrinks to the largest scale, no lower than the
    /// factor, at which nothing is cut (a bisection to 1/4096 of the range); if even the
    /// factor is not enough, the text is set at the factor and truncated.
    public static func typeset(
        _ text: String, font: FontDescriptor, faces: [FontFace], width: Double?, height: Double?,
        lineLimit: Int?, lineSpacing: Double = 0, truncation: TruncationMode = .tail, minimumScaleFactor: Double = 1
    ) -> TypesetParagraph {
        func set(_ scale: Double) -> TypesetParagraph {
            var scaled = font
            scaled.size = font.size * scale
            scaled.lineHeight = font.lineHeight.map { $0 * scale }
            scaled.tracking = font.tracking * scale
            return setOnce(
                text, font: scaled, faces: faces, width: width, height: height, lineLimit: lineLimit,
                lineSpacing: lineSpacing, truncation: truncation)
        }
        let full = set(1)
        let factor = max(0.01, min(1, minimumScaleFactor))
        guard full.truncated, factor < 1 else { return full }
        let smallest = set(factor)
        if smallest.truncated { return smallest }
        var best = smallest
        var low = factor, high = 1.0
        for _ in 0..<12 {
            let mid = (low + high) / 2
            let attempt = set(mid)
            if attempt.truncated {
                high = mid
            } else {
                low = mid
                best = attempt
            }
        }
        return best
    }

    /// Steps 1 to 6 at one font size.
    static func setOnce(
        _ text: String, font: FontDescriptor, faces: [FontFace], width: Double?, height: Double?,
        lineLimit: Int?, lineSpacing: Double, truncation: TruncationMode
    ) -> TypesetParagraph {
        guard let primary = faces.first else {
            return TypesetParagraph(
                lines: [], size: .zero, truncated: false, faces: [], fontSize: font.size, lineHeight: 0)
        }
        let scale = font.size / primary.unitsPerEm
        let natural = (primary.ascender - primary.descender + primary.lineGap) * scale
        let lineHeight = font.lineHeight ?? natural
        let baselineOffset = (lineHeight - natural) / 2 + primary.ascender * scale
        let maxWidth = width.map { $0.isFinite ? max(0, $0) : Double.infinity } ?? .infinity

        let paragraphs = splitParagraphs(text).map { chars in
            spaced(
                kerned(
                    chars.map { Glyphed(character: $0, faces: faces, size: font.size) }, faces: faces, size: font.size),
                font: font, faces: faces)
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
            let ellipsis = Glyphed(character: Typesetter.ellipsis, faces: faces, size: font.size)
            let cut: [Glyphed]
            switch truncation {
            case .tail:
                let rest = paragraphRest(from: lines, lineIndex: last, lineParagraph: lineParagraph)
                cut = truncateTail(rest, maxWidth: maxWidth, ellipsis: ellipsis)
            case .head:
                let rest = paragraphRest(from: lines, lineIndex: last, lineParagraph: lineParagraph)
                cut = truncateHead(rest, maxWidth: maxWidth, ellipsis: ellipsis)
            case .middle:
                let rest = paragraphRest(from: lines, lineIndex: last, lineParagraph: lineParagraph)
                cut = truncateMiddle(rest, maxWidth: maxWidth, ellipsis: ellipsis)
            }
            lines = Array(lines.prefix(last))
            lines.append(cut)
        }

        var set: [TypesetLine] = []
        var widest = 0.0
        for (i, line) in lines.enumerated() {
            var x = 0.0
            var glyphs: [PositionedGlyph] = []
            for g in line {
                for id in g.glyphs { glyphs.append(PositionedGlyph(glyph: id.glyph, x: x + id.offset, face: g.face)) }
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
            faces: faces, fontSize: font.size, lineHeight: lineHeight)
    }

    /// The characters none of `faces` has glyphs for.
    public static func missingCharacters(in text: String, faces: [FontFace]) -> [Character] {
        var missing: [Character] = []
        for ch in text where !isHardBreak(ch) && ch != "\t" && !ch.unicodeScalars.allSatisfy(isIgnorable) {
            if Glyphed.face(for: ch, in: faces) == nil && !missing.contains(ch) { missing.append(ch) }
        }
        return missing
    }

    // MARK: - Steps

    /// A character with its face, glyphs and advance, in points.
    struct Glyphed {
        var character: Character
        var face: Int
        var glyphs: [(glyph: UInt32, offset: Double)]
        var advance: Double
        var isSpace: Bool

        /// The face for `ch`: a color (emoji) face first when the character asks for emoji
        /// presentation, else the first face with a glyph for every drawn scalar.
        static func face(for ch: Character, in faces: [FontFace]) -> Int? {
            let scalars = Typesetter.drawnScalars(ch)
            func covers(_ face: FontFace) -> Bool {
                !scalars.isEmpty && scalars.allSatisfy { face.glyph(for: $0) != nil }
            }
            let emoji = Typesetter.prefersEmoji(ch)
            if emoji, let i = faces.firstIndex(where: { $0.isColor && covers($0) }) { return i }
            if let i = faces.firstIndex(where: covers) { return i }
            if scalars.isEmpty { return 0 }
            // An emoji sequence no face holds whole (a keycap such as 1️⃣, a flag): its first
            // scalar alone, from the emoji face when it has it.
            guard emoji, scalars.count > 1 else { return nil }
            let first = scalars[0]
            return faces.firstIndex { $0.isColor && $0.glyph(for: first) != nil }
                ?? faces.firstIndex { $0.glyph(for: first) != nil }
        }

        init(character: Character, faces: [FontFace], size: Double) {
            self.character = character
            let index = Self.face(for: character, in: faces) ?? 0
            let face = faces[index]
            let scale = size / face.unitsPerEm
            var glyphs: [(UInt32, Double)] = []
            var advance = 0.0
            var scalars = Typesetter.drawnScalars(character)
            // An emoji sequence the bundled faces cannot join (skin tones, ZWJ families, flags,
            // keycaps: the emoji face keeps single emoji only) shows its first scalar, one wide.
            if scalars.count > 1 && (face.isColor || !scalars.allSatisfy({ face.glyph(for: $0) != nil })) {
                scalars = [scalars[0]]
            }
            for s in scalars {
                guard let g = face.glyph(for: s) else { continue }
                glyphs.append((g, advance))
                advance += face.advance(of: g) * scale
            }
            self.face = index
            self.glyphs = glyphs
            self.advance = advance
            self.isSpace = character == " " || character == "\t" || character == "\u{3000}"
        }
    }

    /// Step 2b, spacing: digits as wide as the widest digit (`monospacedDigits`), centred
    /// in that width; then the tracking after every character: the system font's own for
    /// its size (default and rounded designs, which Inter stands in for; on the primary
    /// face's glyphs) plus the text's.
    static func spaced(_ chars: [Glyphed], font: FontDescriptor, faces: [FontFace]) -> [Glyphed] {
        // The system font's tracking is its own (its glyphs only: a fallback face, such as
        // the CJK one standing in for PingFang, has none); the text's applies to all.
        let system = font.design == .default || font.design == .rounded
        let systemTracking = system ? SystemTracking.points(at: font.size) : 0
        guard systemTracking != 0 || font.tracking != 0 || font.monospacedDigits else { return chars }
        var digitWidths: [Int: Double] = [:]
        func widestDigit(_ face: Int) -> Double {
            if let w = digitWidths[face] { return w }
            let f = faces[face]
            let w =
                (0...9).map { d -> Double in
                    guard let g = f.glyph(for: Unicode.Scalar(UInt8(48 + d))) else { return 0 }
                    return f.advance(of: g) * font.size / f.unitsPerEm
                }.max() ?? 0
            digitWidths[face] = w
            return w
        }
        return chars.map { c in
            var g = c
            if font.monospacedDigits, g.character.isASCII, g.character.isNumber {
                let w = widestDigit(g.face)
                let extra = w - g.advance
                g.glyphs = g.glyphs.map { ($0.glyph, $0.offset + extra / 2) }
                g.advance = w
            }
            if !g.glyphs.isEmpty { g.advance += font.tracking + (g.face == 0 ? systemTracking : 0) }
            return g
        }
    }

    /// Step 2, kerning: each character's advance gains the kerning with the next one when
    /// both come from the same face.
    static func kerned(_ chars: [Glyphed], faces: [FontFace], size: Double) -> [Glyphed] {
        guard chars.count > 1 else { return chars }
        var result = chars
        for i in 0..<(chars.count - 1) {
            let a = chars[i], b = chars[i + 1]
            guard a.face == b.face, let left = a.glyphs.last?.glyph, let right = b.glyphs.first?.glyph else { continue }
            let face = faces[a.face]
            let k = face.kerning(left, right)
            if k != 0 { result[i].advance += k * size / face.unitsPerEm }
        }
        return result
    }

    static func isHardBreak(_ ch: Character) -> Bool {
        ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2028}" || ch == "\u{2029}"
    }

    /// The scalars of `ch` that need glyphs (a tab is set as a space: widgets have no tab
    /// stops worth reproducing).
    static func drawnScalars(_ ch: Character) -> [Unicode.Scalar] {
        ch == "\t" ? [" "] : ch.unicodeScalars.filter { !isIgnorable($0) }
    }

    /// Whether `ch` is shown as a color emoji: it asks for it with U+FE0F, or its first
    /// scalar is emoji by default (and U+FE0E does not ask for text), or it is an emoji
    /// sequence (a keycap, a skin tone, a joined sequence, a flag).
    static func prefersEmoji(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") || scalars.contains("\u{200D}") { return true }
        return first.properties.isEmojiPresentation || scalars.contains { $0.properties.isEmojiModifier }
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

    /// Steps 3 and 4.
    static func breakLines(_ chars: [Glyphed], maxWidth: Double) -> [[Glyphed]] {
        guard !chars.isEmpty else { return [[]] }
        var units: [[Glyphed]] = []
        var current: [Glyphed] = []
        for (i, g) in chars.enumerated() {
            current.append(g)
            if i + 1 < chars.count, LineBreaking.breakAllowed(after: g.character, before: chars[i + 1].character) {
                units.append(current)
                current = []
            }
        }
        if !current.isEmpty { units.append(current) }

        var lines: [[Glyphed]] = []
        var line: [Glyphed] = []
        var lineAdvance = 0.0
        for unit in units {
            let unitVisible = visibleWidth(unit)
            if line.isEmpty || lineAdvance + unitVisible <= maxWidth + fitTolerance {
                if line.isEmpty && unitVisible > maxWidth + fitTolerance {
                    let pieces = splitUnit(unit, maxWidth: maxWidth)
                    lines.append(contentsOf: pieces.dropLast())
                    line = pieces.last ?? []
                    lineAdvance = line.reduce(0) { $0 + $1.advance }
                } else {
                    line.append(contentsOf: unit)
                    lineAdvance += unit.reduce(0) { $0 + $1.advance }
                }
            } else {
                lines.append(line)
                if unitVisible > maxWidth + fitTolerance {
                    let pieces = splitUnit(unit, maxWidth: maxWidth)
                    lines.append(contentsOf: pieces.dropLast())
                    line = pieces.last ?? []
                } else {
                    line = unit
                }
                lineAdvance = line.reduce(0) { $0 + $1.advance }
            }
        }
        lines.append(line)
        return lines
    }

    /// Breaks a unit wider than the line between characters, at least one per line.
    static func splitUnit(_ unit: [Glyphed], maxWidth: Double) -> [[Glyphed]] {
        var pieces: [[Glyphed]] = []
        var piece: [Glyphed] = []
        var w = 0.0
        for g in unit {
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

    /// Step 5, tail: the start of `chars` that fits before "…".
    static func truncateTail(_ chars: [Glyphed], maxWidth: Double, ellipsis: Glyphed) -> [Glyphed] {
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

    /// Step 5, head: "…" and the end of `chars` that fits after it.
    static func truncateHead(_ chars: [Glyphed], maxWidth: Double, ellipsis: Glyphed) -> [Glyphed] {
        var kept: [Glyphed] = []
        var w = 0.0
        for g in chars.reversed() {
            if w + g.advance + ellipsis.advance > maxWidth + fitTolerance { break }
            kept.insert(g, at: 0)
            w += g.advance
        }
        while let first = kept.first, first.isSpace { kept.removeFirst() }
        return [ellipsis] + kept
    }

    /// Step 5, middle: the start and the end of `chars`, alternately a character from
    /// each, around "…".
    static func truncateMiddle(_ chars: [Glyphed], maxWidth: Double, ellipsis: Glyphed) -> [Glyphed] {
        var front: [Glyphed] = [], back: [Glyphed] = []
        var w = ellipsis.advance
        var i = 0, j = chars.count - 1
        var takeFront = true
        while i <= j {
            let g = takeFront ? chars[i] : chars[j]
            if w + g.advance > maxWidth + fitTolerance { break }
            if takeFront {
                front.append(g)
                i += 1
            } else {
                back.insert(g, at: 0)
                j -= 1
            }
            w += g.advance
            takeFront.toggle()
        }
        while let last = front.last, last.isSpace { front.removeLast() }
        while let first = back.first, first.isSpace { back.removeFirst() }
        return front + [ellipsis] + back
    }

    /// The width of a run without its trailing spaces.
    static func visibleWidth(_ chars: [Glyphed]) -> Double {
        var end = chars.count
        while end > 0 && chars[end - 1].isSpace { end -= 1 }
        return chars[..<end].reduce(0) { $0 + $1.advance }
    }
}
