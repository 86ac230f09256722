// Sets a paragraph of one or more runs (SwiftUI's `Text + Text`: each run its own font and
// chain of faces) with per-character fallback, pair kerning, line breaking (spaces for
// Latin, between ideographs for CJK), line limits and truncation. Layout calls it through
// a measuring protocol; the renderer draws its glyphs.
//
// Algorithm:
// 1. Split the runs' characters at hard line breaks (\n, \r\n, \r, U+2028, U+2029) into
//    paragraphs; every character remembers its run, so lines wrap across run boundaries.
// 2. Give each grapheme cluster (Swift Character) the first face of its run that has a glyph for all
//    of its scalars (the primary face, then the fallbacks; the color emoji face first for
//    characters shown as emoji), and its glyphs and advance, stretched and spaced as the
//    face's likeness says (FaceLikeness.swift). A tab is set as a space. An SF Symbol's
//    character (a run with `symbol`) is set in the symbol's box instead, its ink centred
//    on the cap height. In Japanese (a text with kana), the system font's CJK
//    fallback is set at 93.5 % of the size, unkerned, as iOS sets Hiragino Sans; Hangul
//    on a 0.863 em pitch, as iOS sets Apple SD Gothic Neo.
//    Consecutive characters in the same face at the same size (across runs too, as a
//    change of color does not stop kerning) are kerned by the face's GPOS pair kerning
//    (PairKerning.swift); a colon between two figures is raised to sit centred on their
//    height, as SF's is (`FontFace.colonRise`); then digits are widened for
//    `monospacedDigits` and the tracking (the system font's for its size,
//    SystemTracking.swift, plus the run's) follows every character.
// 3. Split each paragraph into break units (LineBreaking.swift): after a run of spaces, and
//    around CJK characters, except before closing punctuation (，。、」…) and after opening
//    punctuation (「（…). Grapheme clusters are never split.
// 4. Fill lines greedily. Trailing spaces do not count toward a line's width. A unit wider
//    than the whole line is broken between characters, at least one character per line,
//    so text never disappears.
// 5. Limit the lines to `lineLimit` and to what fits in the proposed height (at least
//    one line). When text remains, the last kept line takes the rest of its paragraph,
//    cut at characters with "…" (in the run of the character next to it): tail keeps its
//    start, head its end, middle both (spaces next to "…" dropped).
// 6. Each run has a line box: its primary face's height (ascender − descender + gap; the
//    system font's are SF Pro's, SystemFontMetrics.swift), with the glyphs on the primary
//    face's baseline, which every face of the run shares. A line is as tall
//    as the boxes of the runs on it reach above and below their shared baseline (one run:
//    exactly its box); lines stack with `lineSpacing` between them.
//
// Known limits: no shaping beyond the cmap and pair kerning (no ligatures). Emoji
// sequences come from the emoji face's table of them (EmojiSequences.swift); one it
// lacks shows its first emoji.

import WidgetCore

/// Sets text in a chain of faces.
public enum Typesetter {
    static let ellipsis: Character = "…"
    static let fitTolerance = 1e-6
    /// The most `allowsTightening` takes from each character's advance, as a fraction of
    /// the font size: 0.03 em, about 5 % of an average advance (TIGHTEN in docs/sources.md).
    public static let tightestTracking = 0.03

    /// Sets `text` in one font: a paragraph of one run (see `typeset(runs:…)`).
    public static func typeset(
        _ text: String, font: FontDescriptor, faces: [FontFace], width: Double?, height: Double?,
        lineLimit: Int?, lineSpacing: Double = 0, truncation: TruncationMode = .tail, minimumScaleFactor: Double = 1
    ) -> TypesetParagraph {
        typeset(
            runs: [TextRunInput(string: text, font: font, faces: faces)], width: width, height: height,
            lineLimit: lineLimit, lineSpacing: lineSpacing, truncation: truncation,
            minimumScaleFactor: minimumScaleFactor)
    }

    /// Sets `runs` as one paragraph for a width (nil: unlimited, one line per paragraph)
    /// and a height (nil: unlimited), honouring `lineLimit` (nil: none), `lineSpacing`,
    /// the truncation mode and the minimum scale factor. A run with no faces sets nothing.
    ///
    /// Step 0, shrinking: when the text does not fit and `minimumScaleFactor` is below 1,
    /// every run's font (and line height and tracking) shrinks by the largest scale, no
    /// lower than the factor, at which it fits (a bisection to 1/4096 of the range); if
    /// even the factor is not enough, the text is set at the factor and truncated. Text
    /// fits when nothing is cut and its lines lie within the width and the height: a
    /// single grapheme too wide for its frame ("W", "二", an emoji at 500 pt in a 50 pt
    /// circle) or a line taller than the height offered (a 17 pt day number in a 15 pt
    /// calendar cell) shrinks as a long text does, as SwiftUI's does.
    ///
    /// Before that, with `allowsTightening`, text that does not fit is set with its
    /// characters closer together, by the least extra negative tracking that makes it fit,
    /// up to `tightestTracking` of the font size (TIGHTEN in docs/sources.md); if even that
    /// is not enough, it is set as without tightening.
    ///
    /// `japanese`: the text is Japanese whatever its characters (the entry's locale is);
    /// otherwise a text is Japanese when it holds kana (JAPANESE in docs/measurements.md).
    ///
    /// `shaped`: what `shape(runs, japanese: japanese)` gave for these very runs, kept by
    /// a caller that sets one text at several proposals; it stands for the text at full
    /// size (a shrunk or tightened attempt is shaped again).
    public static func typeset(
        runs: [TextRunInput], width: Double?, height: Double?, lineLimit: Int?, lineSpacing: Double = 0,
        truncation: TruncationMode = .tail, minimumScaleFactor: Double = 1, allowsTightening: Bool = false,
        japanese: Bool = false, shaped: Shaped? = nil
    ) -> TypesetParagraph {
        func set(_ scale: Double, tightening: Double = 0) -> TypesetParagraph {
            if scale == 1 && tightening == 0, let shaped {
                return setOnce(
                    runs, shaped: shaped, width: width, height: height, lineLimit: lineLimit,
                    lineSpacing: lineSpacing, truncation: truncation, japanese: japanese)
            }
            let scaled = runs.map { run in
                var r = run
                r.font.size = run.font.size * scale
                r.font.tracking = run.font.tracking * scale - tightening * r.font.size
                return r
            }
            return setOnce(
                scaled, width: width, height: height, lineLimit: lineLimit, lineSpacing: lineSpacing,
                truncation: truncation, japanese: japanese)
        }
        func fits(_ p: TypesetParagraph) -> Bool { p.fits(width: width, height: height) }
        let full = set(1)
        if allowsTightening, !fits(full), case let tightest = set(1, tightening: tightestTracking), fits(tightest) {
            var best = tightest
            var low = 0.0, high = tightestTracking
            for _ in 0..<10 {
                let mid = (low + high) / 2
                let attempt = set(1, tightening: mid)
                if fits(attempt) {
                    high = mid
                    best = attempt
                } else {
                    low = mid
                }
            }
            return best
        }
        return shrunk(full, minimumScaleFactor: minimumScaleFactor, fits: fits) { set($0) }
    }

    /// `full` (the text set at scale 1) when it fits or may not shrink; else the text set
    /// by `set` at the largest scale, no lower than `minimumScaleFactor`, at which it
    /// fits (a bisection to 1/4096 of the range), or at the factor when nothing fits.
    static func shrunk(
        _ full: TypesetParagraph, minimumScaleFactor: Double, fits: (TypesetParagraph) -> Bool,
        set: (Double) -> TypesetParagraph
    ) -> TypesetParagraph {
        let factor = max(0.01, min(1, minimumScaleFactor))
        guard !fits(full), factor < 1 else { return full }
        let smallest = set(factor)
        if !fits(smallest) { return smallest }
        var best = smallest
        var low = factor, high = 1.0
        for _ in 0..<12 {
            let mid = (low + high) / 2
            let attempt = set(mid)
            if !fits(attempt) {
                high = mid
            } else {
                low = mid
                best = attempt
            }
        }
        return best
    }

    /// How many of the lines whose boxes are `boxes` may show: the line limit, and as many
    /// as fit in the height (at least one).
    static func maxLines(_ boxes: [LineBox], height: Double?, lineLimit: Int?, lineSpacing: Double) -> Int {
        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        if let h = height, h.isFinite {
            var fitting = 0
            var used = 0.0
            for b in boxes {
                let next = used + (fitting > 0 ? lineSpacing : 0) + b.height
                guard next <= max(0, h) + fitTolerance * (b.height + lineSpacing) else { break }
                used = next
                fitting += 1
            }
            maxLines = min(maxLines, max(1, fitting))
        }
        return maxLines
    }

    /// A run's line box: its height, and how far its baseline sits below the box's top.
    struct LineBox {
        var height: Double
        var ascent: Double

        /// The run's primary face's line; for an SF Symbol's run, grown to hold its ink
        /// where that reaches beyond it (a tall symbol, or a large image scale).
        init(font: FontDescriptor, primary: FontFace, symbol: InlineSymbol? = nil) {
            let scale = font.size / primary.unitsPerEm
            height = (primary.ascender - primary.descender + primary.lineGap) * scale
            ascent = primary.ascender * scale
            if let symbol {
                let top = (symbol.centre + symbol.ink.height / 2) * font.size
                let bottom = (symbol.ink.height / 2 - symbol.centre) * font.size
                let descent = max(height - ascent, bottom)
                ascent = max(ascent, top)
                height = ascent + descent
            }
        }
    }

    /// Steps 1 and 2 at one set of font sizes: the paragraph's faces (each run's chain
    /// mapped into one list), its runs' line boxes, and each paragraph's characters with
    /// their faces, glyphs and advances. None of it depends on the width, the height, the
    /// line limit or the truncation, so a text measured at several proposals need be
    /// shaped only once (`typeset(runs:…, shaped:)`).
    public struct Shaped: Sendable {
        let faces: [FontFace]
        let faceIndex: [[Int]]
        let boxes: [LineBox]
        let paragraphs: [(characters: [Glyphed], startRun: Int)]
    }

    /// `runs` shaped (steps 1 and 2), Japanese when `japanese` or when a run holds kana;
    /// nil when there are no runs or a run has no faces (which sets nothing).
    public static func shape(_ runs: [TextRunInput], japanese isJapaneseText: Bool = false) -> Shaped? {
        guard !runs.isEmpty, runs.allSatisfy({ !$0.faces.isEmpty }) else { return nil }
        // One list of faces for the paragraph; each run maps its own chain into it.
        var faces: [FontFace] = []
        let faceIndex: [[Int]] = runs.map { run in
            run.faces.map { face in
                if let i = faces.firstIndex(where: { $0 === face }) { return i }
                faces.append(face)
                return faces.count - 1
            }
        }
        let boxes = runs.map { LineBox(font: $0.font, primary: $0.faces[0], symbol: $0.symbol) }

        // Japanese when any run holds kana, for every paragraph of the text; looked at only
        // when a fallback face sets something (never for Latin text).
        var japanese: Bool? = isJapaneseText ? true : nil
        let paragraphs = splitParagraphs(runs).map { p in
            let chars = p.characters.map { ch, run in
                Glyphed(
                    character: ch, run: run, faces: runs[run].faces, globalFaces: faceIndex[run],
                    size: runs[run].font.size, skippingPrimary: runs[run].symbol != nil)
            }
            var sized = boxedSymbols(chars, runs: runs)
            if sized.contains(where: { !$0.primary }) {
                let isJapanese = japanese ?? runs.contains { $0.string.unicodeScalars.contains(where: isKana) }
                japanese = isJapanese
                sized = cjkSized(sized, faces: faces, runs: runs, japanese: isJapanese)
            }
            let centred = centredColons(sized, faces: faces, runs: runs)
            return (spaced(kerned(centred, faces: faces, runs: runs), runs: runs, faces: faces), p.startRun)
        }
        return Shaped(faces: faces, faceIndex: faceIndex, boxes: boxes, paragraphs: paragraphs)
    }

    /// Steps 1 to 6 at one set of font sizes.
    ///
    /// `shaped`: `runs` already shaped (`shape(_:japanese:)`), else they are shaped here.
    static func setOnce(
        _ runs: [TextRunInput], shaped: Shaped? = nil, width: Double?, height: Double?, lineLimit: Int?,
        lineSpacing: Double, truncation: TruncationMode, japanese isJapaneseText: Bool = false
    ) -> TypesetParagraph {
        guard let shaped = shaped ?? shape(runs, japanese: isJapaneseText) else {
            return TypesetParagraph(
                lines: [], size: .zero, truncated: false, faces: [], runSizes: runs.map(\.font.size))
        }
        let faces = shaped.faces, faceIndex = shaped.faceIndex, boxes = shaped.boxes
        let paragraphs = shaped.paragraphs
        let maxWidth = width.map { $0.isFinite ? max(0, $0) : Double.infinity } ?? .infinity
        var lines: [[Glyphed]] = []
        var lineParagraph: [Int] = []
        var lineRun: [Int] = []
        // Index loops, here and below, rather than `enumerated()`: unoptimised (`swift test`,
        // `swift run`), an enumerated loop is an order of magnitude slower.
        for p in paragraphs.indices {
            let (paragraph, startRun) = paragraphs[p]
            for line in breakLines(paragraph, maxWidth: maxWidth) {
                lines.append(line)
                lineParagraph.append(p)
                lineRun.append(line.first?.run ?? startRun)
            }
        }
        /// A line's box: as far above and below the baseline as its runs' boxes reach.
        func box(_ line: [Glyphed], emptyRun: Int) -> LineBox {
            var seen = Set<Int>()
            var result = boxes[line.first?.run ?? emptyRun]
            var below = result.height - result.ascent
            for g in line where seen.insert(g.run).inserted {
                let b = boxes[g.run]
                result.ascent = max(result.ascent, b.ascent)
                below = max(below, b.height - b.ascent)
            }
            result.height = result.ascent + below
            return result
        }
        var lineBoxes = lines.indices.map { box(lines[$0], emptyRun: lineRun[$0]) }

        let maxLines = Self.maxLines(lineBoxes, height: height, lineLimit: lineLimit, lineSpacing: lineSpacing)
        var truncated = false
        if lines.count > maxLines {
            truncated = true
            let last = maxLines - 1
            let ellipses = runs.indices.map { r in
                Glyphed(
                    character: Typesetter.ellipsis, run: r, faces: runs[r].faces, globalFaces: faceIndex[r],
                    size: runs[r].font.size)
            }
            let rest = paragraphRest(from: lines, lineIndex: last, lineParagraph: lineParagraph)
            let cut: [Glyphed]
            switch truncation {
            case .tail: cut = truncateTail(rest, maxWidth: maxWidth, ellipses: ellipses)
            case .head: cut = truncateHead(rest, maxWidth: maxWidth, ellipses: ellipses)
            case .middle: cut = truncateMiddle(rest, maxWidth: maxWidth, ellipses: ellipses)
            }
            lines = Array(lines.prefix(last))
            lines.append(cut)
            lineBoxes = Array(lineBoxes.prefix(last))
            lineBoxes.append(box(cut, emptyRun: lineRun[last]))
        }

        var set: [TypesetLine] = []
        var widest = 0.0
        var top = 0.0
        for i in lines.indices {
            let line = lines[i]
            var x = 0.0
            var glyphs: [PositionedGlyph] = []
            var extents: [RunExtent] = []
            let visible = visibleCount(line)
            for k in line.indices {
                let g = line[k]
                for id in g.glyphs {
                    glyphs.append(
                        PositionedGlyph(
                            glyph: id.glyph, x: x + id.offset, face: g.face, run: g.run, stretch: g.stretch,
                            rise: g.rise, emboldening: g.emboldening)
                    )
                }
                if k < visible {
                    if let lastExtent = extents.last, lastExtent.run == g.run {
                        extents[extents.count - 1].end = x + g.advance
                    } else {
                        extents.append(RunExtent(run: g.run, start: x, end: x + g.advance))
                    }
                }
                x += g.advance
            }
            let w = visibleWidth(line)
            widest = max(widest, w)
            if i > 0 { top += lineSpacing }
            set.append(
                TypesetLine(
                    text: String(line.map(\.character)), glyphs: glyphs, width: w, baseline: top + lineBoxes[i].ascent,
                    runExtents: extents))
            top += lineBoxes[i].height
        }
        return TypesetParagraph(
            lines: set,
            size: Size(width: widest, height: set.isEmpty ? 0 : max(top, lineBoxes.map(\.height).max() ?? 0)),
            truncated: truncated,
            faces: faces, runSizes: runs.map(\.font.size))
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

    /// A character with its run, face, glyphs and advance, in points.
    struct Glyphed {
        var character: Character
        var run: Int
        /// The face, an index into the paragraph's faces.
        var face: Int
        /// Whether the face is its run's primary face (which the system tracking applies to).
        var primary: Bool
        var glyphs: [(glyph: UInt32, offset: Double)]
        var advance: Double
        var isSpace: Bool
        /// How the face stretches the character's glyphs (FaceLikeness.swift): its
        /// advance is already stretched.
        var stretch: GlyphStretch
        /// How far the glyphs are raised above the baseline, in points.
        var rise = 0.0
        /// How much the glyphs' strokes grow, in ems (an SF Symbol's, for its weight).
        var emboldening = 0.0
        /// Set at its own pitch, without pair kerning (Japanese in the CJK fallback).
        var unkerned = false

        /// The face for `ch`: a color (emoji) face first when the character asks for emoji
        /// presentation, else the first face with a glyph for every drawn scalar; with the
        /// glyph that face draws the whole sequence with, when it has one.
        static func face(for ch: Character, in faces: [FontFace]) -> (index: Int, sequence: UInt32?)? {
            // An ASCII character (most text) is one scalar, never emoji: the first face with
            // its glyph, found without building its scalars (unoptimised, each array and
            // closure below costs more than the lookup).
            if let scalar = Typesetter.asciiScalar(ch) {
                var i = 0
                while i < faces.count {
                    if faces[i].glyph(for: scalar) != nil { return (i, nil) }
                    i += 1
                }
                return nil
            }
            let scalars = Typesetter.drawnScalars(ch)
            func covers(_ face: FontFace) -> Bool {
                !scalars.isEmpty && scalars.allSatisfy { face.glyph(for: $0) != nil }
            }
            let several = ch.unicodeScalars.count > 1
            /// `i`, with its glyph for the whole sequence.
            func chosen(_ i: Int) -> (index: Int, sequence: UInt32?) {
                (i, several ? faces[i].sequences?.glyph(for: ch.unicodeScalars) : nil)
            }
            let emoji = Typesetter.prefersEmoji(ch)
            // A sequence the emoji face draws as one glyph (a joined family, a skin tone, a
            // flag, a keycap).
            if emoji && several {
                for (i, face) in faces.enumerated() {
                    if let g = face.sequences?.glyph(for: ch.unicodeScalars) { return (i, g) }
                }
            }
            if emoji, let i = faces.firstIndex(where: { $0.isColor && covers($0) }) { return chosen(i) }
            if let i = faces.firstIndex(where: covers) { return chosen(i) }
            if scalars.isEmpty { return faces.isEmpty ? (0, nil) : chosen(0) }
            // An emoji sequence no face holds whole: its first scalar alone, from the emoji
            // face when it has it.
            guard emoji, scalars.count > 1 else { return nil }
            let first = scalars[0]
            guard
                let i = faces.firstIndex(where: { $0.isColor && $0.glyph(for: first) != nil })
                    ?? faces.firstIndex(where: { $0.glyph(for: first) != nil })
            else { return nil }
            return chosen(i)
        }

        /// `character` of run `run`, set in the first of the run's `faces` that can show
        /// it, after the primary one when `skippingPrimary` (an SF Symbol's run, whose
        /// primary face gives only the line: Inter has glyphs of its own at some of the
        /// private-use code points the symbol faces use); `globalFaces` maps the run's
        /// faces to the paragraph's.
        init(
            character: Character, run: Int, faces: [FontFace], globalFaces: [Int], size: Double,
            skippingPrimary: Bool = false
        ) {
            self.character = character
            self.run = run
            let skip = skippingPrimary && faces.count > 1 ? 1 : 0
            let found =
                skip == 0
                ? Self.face(for: character, in: faces)
                : Self.face(for: character, in: Array(faces.dropFirst(skip))).map {
                    (index: $0.index + skip, sequence: $0.sequence)
                }
            let index = found?.index ?? skip
            let face = faces[index]
            let stretch = face.stretch(for: character, size: size)
            let scale = size / face.unitsPerEm * stretch.width
            var glyphs: [(glyph: UInt32, offset: Double)] = []
            var advance = 0.0
            if let g = found?.sequence {
                // A sequence the emoji face draws whole.
                glyphs.append((g, 0))
                advance = face.advance(of: g) * scale
            } else if let scalar = Typesetter.asciiScalar(character) {
                // One scalar, as the loop below would set it.
                if let g = face.glyph(for: scalar) {
                    glyphs.append((g, advance))
                    advance += face.advance(of: g) * scale
                }
            } else {
                var scalars = Typesetter.drawnScalars(character)
                if scalars.count > 1 && (face.isColor || !scalars.allSatisfy({ face.glyph(for: $0) != nil })) {
                    // A sequence no face joins: its first scalar, one wide.
                    scalars = [scalars[0]]
                }
                for s in scalars {
                    guard let g = face.glyph(for: s) else { continue }
                    glyphs.append((g, advance))
                    advance += face.advance(of: g) * scale
                }
            }
            self.face = globalFaces[index]
            self.primary = index == 0
            self.glyphs = glyphs
            if !glyphs.isEmpty { advance += face.spacing(after: character, size: size) }
            self.advance = advance
            self.stretch = stretch
            self.rise = face.rise(for: character, size: size)
            self.isSpace = character == " " || character == "\t" || character == "\u{3000}"
        }
    }

    /// Step 2b, spacing: digits as wide as the widest digit (`monospacedDigits`), centred
    /// in that width; then the tracking after every character: the system font's own for
    /// its size (default and rounded designs, which Inter stands in for; on the run's
    /// primary face's glyphs) plus the run's.
    static func spaced(_ chars: [Glyphed], runs: [TextRunInput], faces: [FontFace]) -> [Glyphed] {
        // The system font's tracking is its own (its glyphs only: a fallback face, such as
        // the CJK one standing in for PingFang, has none); the text's applies to all.
        let systemTracking = runs.map { run in
            run.systemTracking && (run.font.design == .default || run.font.design == .rounded)
                ? SystemTracking.points(at: run.font.size) : 0
        }
        guard
            runs.indices.contains(where: {
                systemTracking[$0] != 0 || runs[$0].font.tracking != 0 || runs[$0].font.monospacedDigits
            })
        else { return chars }
        var digitWidths: [Int: Double] = [:]
        func widestDigit(_ face: Int, size: Double) -> Double {
            // Kept per face: a figure's stretch is the same at every size but in a colour
            // emoji face, which is sized by the text's size (EMOJI) and not kept.
            if let w = digitWidths[face] { return w * size }
            let f = faces[face]
            let w =
                (0...9).map { d -> Double in
                    let scalar = Unicode.Scalar(UInt8(48 + d))
                    guard let g = f.glyph(for: scalar) else { return 0 }
                    return f.advance(of: g) / f.unitsPerEm * f.stretch(for: Character(scalar), size: size).width
                }.max() ?? 0
            if !f.isColor { digitWidths[face] = w }
            return w * size
        }
        return chars.map { c in
            var g = c
            let font = runs[g.run].font
            if font.monospacedDigits, g.character.isASCII, g.character.isNumber {
                let w = widestDigit(g.face, size: font.size)
                let extra = w - g.advance
                g.glyphs = g.glyphs.map { ($0.glyph, $0.offset + extra / 2) }
                g.advance = w
            }
            if !g.glyphs.isEmpty { g.advance += font.tracking + (g.primary ? systemTracking[g.run] : 0) }
            return g
        }
    }

    /// Step 2a, symbols: the character of a run that is an SF Symbol (`TextRunInput.symbol`)
    /// has its substitute glyph's ink stretched to the symbol's box (or fitted in it, at its
    /// own aspect, when the glyph is another name's), an advance of that box and its margins,
    /// the ink centred in it, and its ink centred on the height the run asks for: as
    /// `Image(systemName:)` is drawn beside text (INLINE in docs/measurements.md). The
    /// glyph's ink is the one the resolver sized the box by (`InlineSymbol.glyphInk`).
    static func boxedSymbols(_ chars: [Glyphed], runs: [TextRunInput]) -> [Glyphed] {
        guard runs.contains(where: { $0.symbol != nil }) else { return chars }
        return chars.map { c in
            guard let symbol = runs[c.run].symbol, let ink = symbol.glyphInk, c.glyphs.count == 1,
                let glyph = c.glyphs.first?.glyph
            else { return c }
            let size = runs[c.run].font.size
            // From the glyph's ems to the box's, in both directions.
            var sx = symbol.ink.width / ink.width
            var sy = symbol.ink.height / ink.height
            if !symbol.stretches {
                sx = min(sx, sy)
                sy = sx
            }
            var g = c
            g.stretch = GlyphStretch(width: sx, height: sy)
            g.advance = (symbol.ink.width + 2 * symbol.margin) * size
            g.glyphs = [(glyph, g.advance / 2 - ink.midX * size * sx)]
            g.rise = symbol.centre * size - ink.midY * size * sy
            g.emboldening = symbol.emboldening
            return g
        }
    }

    /// How large iOS sets Japanese in the system font: its fallback face, Hiragino Sans,
    /// at 93.5 % of the font's size, every kanji, kana and mark on a pitch of 0.935 em
    /// (JAPANESE in docs/measurements.md).
    public static let japaneseScale = 0.935
    /// The pitch of every Hangul syllable and jamo in the system font (Apple SD Gothic Neo),
    /// in ems, and how large the stand-in's Hangul are drawn to match its ink (KOREAN).
    public static let koreanPitch = 0.863
    public static let koreanScale = 0.96

    /// Step 2a, CJK sizes: the CJK characters a system-font run sets in its outline
    /// fallback face take the size and pitch iOS gives them, unkerned, each on the same
    /// pitch. In a text with kana (Japanese, not Chinese: `japanese`), every CJK
    /// character is drawn and advanced at `japaneseScale`, about its origin on the
    /// baseline; Hangul, in any text, on a pitch of `koreanPitch`, drawn at `koreanScale`
    /// and centred in it. Chinese keeps one em, as do a face the text names (`.custom`)
    /// and emoji.
    static func cjkSized(_ chars: [Glyphed], faces: [FontFace], runs: [TextRunInput], japanese: Bool) -> [Glyphed] {
        guard japanese || chars.contains(where: { isHangul($0.character) }) else { return chars }
        return chars.map { c in
            guard !c.primary, !faces[c.face].isColor, runs[c.run].systemTracking, runs[c.run].symbol == nil
            else { return c }
            var g = c
            if japanese && LineBreaking.isCJK(c.character) {
                let scale = japaneseScale
                g.stretch = GlyphStretch(width: c.stretch.width * scale, height: c.stretch.height * scale)
                g.advance *= scale
                g.glyphs = c.glyphs.map { ($0.glyph, $0.offset * scale) }
            } else if isHangul(c.character) {
                let scale = koreanScale, pitch = koreanPitch * runs[c.run].font.size
                g.stretch = GlyphStretch(width: c.stretch.width * scale, height: c.stretch.height * scale)
                g.glyphs = c.glyphs.map { ($0.glyph, $0.offset * scale + (pitch - c.advance * scale) / 2) }
                g.advance = pitch
            } else {
                return c
            }
            g.unkerned = true
            return g
        }
    }

    /// Hangul syllables and jamo (conjoining and compatibility).
    static func isHangul(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0xAC00...0xD7A3).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
            || (0xA960...0xA97F).contains(v) || (0xD7B0...0xD7FF).contains(v)
    }

    /// Hiragana, katakana (and their phonetic extensions and halfwidth forms): characters of
    /// Japanese only.
    static func isKana(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (0x3041...0x30FA).contains(v) || (0x30FC...0x30FF).contains(v) || (0x31F0...0x31FF).contains(v)
            || (0xFF66...0xFF9F).contains(v)
    }

    /// Step 2a, centring: a colon between two figures of the same face is raised to sit
    /// centred on the figures' height ("10:30"), as SF Pro's and SF Pro Rounded's are
    /// (COLON in docs/measurements.md), and given the space around it its likeness asks
    /// for (SF Pro Rounded's sits looser below display sizes, RCOLON); faces drawn as
    /// designed keep theirs.
    static func centredColons(_ chars: [Glyphed], faces: [FontFace], runs: [TextRunInput]) -> [Glyphed] {
        guard chars.count > 2 else { return chars }
        func isFigure(_ c: Character) -> Bool { c.asciiValue.map(FaceLikeness.Stretches.isFigure) ?? false }
        var result = chars
        for i in 1..<(chars.count - 1) where chars[i].character.asciiValue == 0x3A {
            let face = chars[i].face
            guard isFigure(chars[i - 1].character), isFigure(chars[i + 1].character), chars[i - 1].face == face,
                chars[i + 1].face == face
            else { continue }
            let f = faces[face], size = runs[chars[i].run].font.size
            result[i].rise = f.colonRise * size / f.unitsPerEm
            // Space around it where the face's colon sits looser between figures (RCOLON).
            let space = f.colonSpace(size: size)
            if space.before != 0 || space.after != 0 {
                result[i].glyphs = result[i].glyphs.map { ($0.glyph, $0.offset + space.before) }
                result[i].advance += space.before + space.after
            }
        }
        return result
    }

    /// Step 2, kerning: each character's advance gains the kerning with the next one when
    /// both come from the same face at the same size.
    static func kerned(_ chars: [Glyphed], faces: [FontFace], runs: [TextRunInput]) -> [Glyphed] {
        guard chars.count > 1 else { return chars }
        var result = chars
        for i in 0..<(chars.count - 1) {
            let a = chars[i], b = chars[i + 1]
            guard a.face == b.face, runs[a.run].font.size == runs[b.run].font.size, runs[a.run].symbol == nil,
                runs[b.run].symbol == nil, !a.unkerned, !b.unkerned, let left = a.glyphs.last?.glyph,
                let right = b.glyphs.first?.glyph
            else { continue }
            let face = faces[a.face]
            let k = face.kerning(left, right)
            if k != 0 { result[i].advance += k * runs[a.run].font.size / face.unitsPerEm * a.stretch.width }
        }
        return result
    }

    /// Whether `faces` set every character of `text`, and the ellipsis, as any longer list
    /// of faces that starts with them does: no character asks for emoji presentation (which
    /// looks for a color face first), and each has a face among them with a glyph for
    /// every scalar it draws. `Glyphed.face(for:in:)` then picks the same face, the first
    /// that covers the character, from both lists.
    static func setsAlike(_ text: String, with faces: [FontFace]) -> Bool {
        func set(_ ch: Character) -> Bool {
            let scalars = drawnScalars(ch)
            if scalars.isEmpty || isHardBreak(ch) { return true }
            if prefersEmoji(ch) { return false }
            return faces.contains { face in scalars.allSatisfy { face.glyph(for: $0) != nil } }
        }
        return set(ellipsis) && text.allSatisfy(set)
    }

    static func isHardBreak(_ ch: Character) -> Bool {
        // A line or paragraph separator is a character of its own (CR LF is one), so its
        // first scalar decides; comparing Characters would normalize every one.
        switch ch.unicodeScalars.first?.value {
        case 0x0A, 0x0D, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The one scalar an ASCII character is drawn with (a tab as a space), or nil for any
    /// other character and for a line break (CR LF is one character whose ASCII value is
    /// LF's). `drawnScalars` starts from it.
    static func asciiScalar(_ ch: Character) -> Unicode.Scalar? {
        guard let ascii = ch.asciiValue, ascii != 0x0A else { return nil }
        return Unicode.Scalar(ascii == 0x09 ? 0x20 : ascii)
    }

    /// The scalars of `ch` that need glyphs (a tab is set as a space: widgets have no tab
    /// stops worth reproducing).
    static func drawnScalars(_ ch: Character) -> [Unicode.Scalar] {
        if let scalar = asciiScalar(ch) { return [scalar] }
        // Nearly every character is one scalar: no filtering (and no comparison of
        // Characters, which normalises them) for it.
        var scalars = ch.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil {
            return isIgnorable(first) ? [] : [first]
        }
        return ch.unicodeScalars.filter { !isIgnorable($0) }
    }

    /// Whether `ch` is shown as a color emoji: it asks for it with U+FE0F, or its first
    /// scalar is emoji by default (and U+FE0E does not ask for text), or it is an emoji
    /// sequence (a keycap, a skin tone, a joined sequence, a flag).
    static func prefersEmoji(_ ch: Character) -> Bool {
        // An ASCII character is one scalar with no emoji presentation (the Unicode tables
        // need not be read for Latin text).
        if ch.isASCII { return false }
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

    /// Step 1: the paragraphs of the runs' text, each character with its run, and the run
    /// each paragraph starts in (what an empty line takes its height from). No text: none.
    static func splitParagraphs(_ runs: [TextRunInput]) -> [(characters: [(Character, Int)], startRun: Int)] {
        guard runs.contains(where: { !$0.string.isEmpty }) else { return [] }
        var result: [(characters: [(Character, Int)], startRun: Int)] = [([], 0)]
        for (r, run) in runs.enumerated() {
            if result.count == 1 && result[0].characters.isEmpty { result[0].startRun = r }
            for ch in run.string {
                if isHardBreak(ch) {
                    result.append(([], r))
                } else {
                    result[result.count - 1].characters.append((ch, r))
                }
            }
        }
        return result
    }

    /// Steps 3 and 4.
    static func breakLines(_ chars: [Glyphed], maxWidth: Double) -> [[Glyphed]] {
        guard !chars.isEmpty else { return [[]] }
        var units: [[Glyphed]] = []
        var current: [Glyphed] = []
        for i in chars.indices {
            let g = chars[i]
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

    /// Step 5, tail: the start of `chars` that fits before "…" (in the run of the last
    /// character kept).
    static func truncateTail(_ chars: [Glyphed], maxWidth: Double, ellipses: [Glyphed]) -> [Glyphed] {
        var kept: [Glyphed] = []
        var w = 0.0
        for g in chars {
            if w + g.advance + ellipses[g.run].advance > maxWidth + fitTolerance { break }
            kept.append(g)
            w += g.advance
        }
        while let last = kept.last, last.isSpace { kept.removeLast() }
        return kept + [ellipses[kept.last?.run ?? chars.first?.run ?? 0]]
    }

    /// Step 5, head: "…" (in the run of the first character kept) and the end of `chars`
    /// that fits after it.
    static func truncateHead(_ chars: [Glyphed], maxWidth: Double, ellipses: [Glyphed]) -> [Glyphed] {
        var kept: [Glyphed] = []
        var w = 0.0
        for g in chars.reversed() {
            if w + g.advance + ellipses[g.run].advance > maxWidth + fitTolerance { break }
            kept.insert(g, at: 0)
            w += g.advance
        }
        while let first = kept.first, first.isSpace { kept.removeFirst() }
        return [ellipses[kept.first?.run ?? chars.last?.run ?? 0]] + kept
    }

    /// Step 5, middle: the start and the end of `chars`, alternately a character from
    /// each, around "…" (in the run of the first character).
    static func truncateMiddle(_ chars: [Glyphed], maxWidth: Double, ellipses: [Glyphed]) -> [Glyphed] {
        let ellipsis = ellipses[chars.first?.run ?? 0]
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

    /// How many characters of a line remain without its trailing spaces.
    static func visibleCount(_ chars: [Glyphed]) -> Int {
        var end = chars.count
        while end > 0 && chars[end - 1].isSpace { end -= 1 }
        return end
    }

    /// The width of a run without its trailing spaces.
    static func visibleWidth(_ chars: [Glyphed]) -> Double {
        chars[..<visibleCount(chars)].reduce(0) { $0 + $1.advance }
    }
}
