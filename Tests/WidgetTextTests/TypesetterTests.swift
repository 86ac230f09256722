// Text set with the bundled Inter faces.

import Testing
import WidgetCore
import WidgetFonts

@testable import WidgetText

@Suite("Typesetter")
struct TypesetterTests {
    let fonts = FontLibrary(interDirectory: BundledFonts.interDirectory, fallbackDirectory: BundledFonts.cjkDirectory)
    let body = FontDescriptor(size: 17, weight: .regular)

    func set(
        _ s: String, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil, font: FontDescriptor? = nil,
        truncation: TruncationMode = .tail, minimumScaleFactor: Double = 1
    ) throws -> TypesetParagraph {
        let f = font ?? body
        return Typesetter.typeset(
            s, font: f, faces: try fonts.faces(for: f), width: width, height: height, lineLimit: lineLimit,
            truncation: truncation, minimumScaleFactor: minimumScaleFactor)
    }

    @Test("every weight of the system font stand-in loads, with SF Pro's vertical metrics")
    func weights() throws {
        for w in FontWeight.allCases {
            for italic in [false, true] {
                let face = try fonts.face(for: FontDescriptor(size: 12, weight: w, italic: italic))
                #expect(face.unitsPerEm == 2816)
                #expect(abs(face.ascender - 2816 * 1950 / 2048) < 1e-9)
                #expect(abs(face.descender + 2816 * 494 / 2048) < 1e-9)
                #expect(face.lineGap == 0 && abs(face.capHeight - 2816 * 1443 / 2048) < 1e-9)
            }
        }
    }

    @Test(
        "the stand-ins are stretched like SF: capitals and figures to its cap height, heavier and rounded letters wider"
    )
    func likeSF() throws {
        let regular = try fonts.face(for: FontDescriptor(size: 12, weight: .regular))
        let bold = try fonts.face(for: FontDescriptor(size: 12, weight: .bold))
        let black = try fonts.face(for: FontDescriptor(size: 12, weight: .black))
        let capitals = 1443.0 / 2048 / (2048.0 / 2816)  // SF Pro's cap height over Inter's
        #expect(regular.stretch(for: "n", size: 12) == .none)
        #expect(regular.stretch(for: "H", size: 12) == GlyphStretch(width: 1, height: capitals))
        #expect(regular.stretch(for: "7", size: 12) == GlyphStretch(width: 1, height: capitals))
        // SF's percent sign is a fifth wider than Inter's, below display sizes.
        #expect(regular.stretch(for: "%", size: 12) == GlyphStretch(width: 1.2, height: capitals))
        #expect(abs(bold.stretch(for: "%", size: 12).width - 1.2 * 1.017) < 1e-12)
        #expect(regular.stretch(for: "%", size: 28) == GlyphStretch(width: 1, height: capitals))
        #expect(bold.stretch(for: "n", size: 12) == GlyphStretch(width: 1.017, height: 1))
        #expect(bold.stretch(for: "H", size: 12) == GlyphStretch(width: 1.017, height: capitals))
        #expect(bold.stretch(for: "7", size: 12) == GlyphStretch(width: 1, height: capitals))
        #expect(black.stretch(for: "n", size: 12) == GlyphStretch(width: 1.042, height: 1))
        // At display sizes the letters keep their width, but bold ones, which are 0.96 as
        // wide there, and regular ones, 0.946 (BOLDDISPLAY); capitals still take SF's
        // height, figures keep theirs.
        #expect(black.stretch(for: "n", size: 28) == .none)
        #expect(regular.stretch(for: "H", size: 40) == GlyphStretch(width: 0.946, height: capitals))
        #expect(regular.stretch(for: "n", size: 18.5) == .none)
        #expect(regular.stretch(for: "7", size: 40) == GlyphStretch(width: 1, height: capitals))
        #expect(bold.stretch(for: "H", size: 40) == GlyphStretch(width: 0.96, height: capitals))
        #expect(bold.stretch(for: "n", size: 28) == GlyphStretch(width: 0.96, height: 1))
        #expect(bold.stretch(for: "é", size: 28) == GlyphStretch(width: 0.96, height: 1))
        #expect(bold.stretch(for: "n", size: 18.5) == GlyphStretch(width: 1.017, height: 1))
        #expect(bold.stretch(for: "7", size: 40) == GlyphStretch(width: 1, height: capitals))
        #expect(bold.stretch(for: ".", size: 40) == GlyphStretch(width: 1, height: capitals))
        // Layout sees the widened advances: bold letters 1.7 % wider, figures not.
        func width(_ text: String, _ face: FontFace, _ weight: FontWeight) -> Double {
            let font = FontDescriptor(size: 17, weight: weight)
            let p = Typesetter.typeset(
                runs: [TextRunInput(string: text, font: font, faces: [face], systemTracking: false)], width: nil,
                height: nil, lineLimit: nil)
            return p.size.width
        }
        let n = try #require(bold.glyph(for: "n")), four = try #require(bold.glyph(for: "4"))
        #expect(abs(width("n", bold, .bold) - bold.advance(of: n) * 17 / 2816 * 1.017) < 1e-9)
        #expect(abs(width("4", bold, .bold) - bold.advance(of: four) * 17 / 2816) < 1e-9)
        let m = try #require(regular.glyph(for: "m"))
        #expect(abs(width("m", regular, .regular) - regular.advance(of: m) * 17 / 2816) < 1e-9)
    }

    @Test(
        "between 18.5 and 25.5 pt the system font's letters go from their text widths and spacing to their display ones in proportion to the size; figures, other glyphs, other weights and designs do not"
    )
    func midsizes() throws {
        let fonts = FontLibrary(folderPaths: BundledFonts.folderPaths)
        func face(_ weight: FontWeight, _ design: FontDesign = .default) throws -> FontFace {
            try fonts.face(for: FontDescriptor(size: 22, weight: weight, design: design))
        }
        let bold = try face(.bold), regular = try face(.regular), medium = try face(.medium)
        // Halfway at 22 pt, a quarter at 20.25, all the way from 25.5.
        #expect(abs(bold.stretch(for: "n", size: 22).width - (1.017 + (0.96 - 1.017) / 2)) < 1e-12)
        #expect(abs(bold.spacing(after: "n", size: 22) - -0.020 / 2 * 22) < 1e-12)
        #expect(abs(regular.stretch(for: "H", size: 22).width - (1 + (0.946 - 1) / 2)) < 1e-12)
        #expect(abs(regular.spacing(after: "H", size: 22) - -0.029 / 2 * 22) < 1e-12)
        #expect(abs(regular.stretch(for: "n", size: 20.25).width - (1 + (0.946 - 1) / 4)) < 1e-12)
        #expect(abs(bold.stretch(for: "é", size: 22).width - (1.017 + (0.96 - 1.017) / 2)) < 1e-12)
        let semibold = try face(.semibold), heavy = try face(.heavy)
        #expect(abs(semibold.stretch(for: "n", size: 22).width - (1 + (0.953 - 1) / 2)) < 1e-12)
        #expect(abs(semibold.spacing(after: "n", size: 22) - -0.0225 / 2 * 22) < 1e-12)
        #expect(abs(heavy.stretch(for: "n", size: 22).width - (1.042 + (0.989 - 1.042) / 2)) < 1e-12)
        #expect(abs(heavy.spacing(after: "n", size: 22) - -0.022 / 2 * 22) < 1e-12)
        #expect(bold.stretch(for: "n", size: 25.5).width == 0.96)
        #expect(abs(bold.spacing(after: "n", size: 27) - -0.020 * 27) < 1e-12)
        #expect(bold.stretch(for: "n", size: 18.5).width == 1.017)
        #expect(bold.spacing(after: "n", size: 18.5) == 0)
        // Figures, punctuation and the space keep their text rules until 28 pt.
        #expect(regular.stretch(for: "7", size: 22).width == 1)
        #expect(regular.spacing(after: "7", size: 22) == 0)
        #expect(bold.stretch(for: ".", size: 22).width == 1.017)
        #expect(regular.stretch(for: "%", size: 22).width == FaceLikeness.systemPercentWidth)
        #expect(regular.spacing(after: " ", size: 22) == 0)
        // Weights without a display rule for letters, and the rounded design, as before.
        #expect(medium.stretch(for: "n", size: 22).width == 1)
        #expect(medium.spacing(after: "n", size: 22) == 0)
        #expect(try face(.black).stretch(for: "n", size: 22).width == FaceLikeness.heavySystemWidth)
        let rounded = try face(.bold, .rounded)
        #expect(rounded.familyName.hasPrefix("Nunito"))
        // (Bold rounded lowercase is on its way out of ROUNDBOLD's extra width there.)
        #expect(abs(rounded.stretch(for: "n", size: 22).width - 1.03 * (1 + 0.03 * 0.75)) < 1e-12)
        #expect(rounded.spacing(after: "n", size: 22) == 0)
    }

    @Test(
        "from 28 pt on, the system font's figures set 0.029 em closer, its regular to heavy letters 0.020–0.029 em, its space is 0.20 em; smaller text does not"
    )
    func displayFigures() throws {
        let bold = try fonts.face(for: FontDescriptor(size: 72, weight: .bold))
        func width(_ text: String, _ size: Double, monospaced: Bool = false) -> Double {
            var font = FontDescriptor(size: size, weight: .bold)
            font.monospacedDigits = monospaced
            let p = Typesetter.typeset(
                runs: [TextRunInput(string: text, font: font, faces: [bold], systemTracking: false)], width: nil,
                height: nil, lineLimit: nil)
            return p.size.width
        }
        let eight = try #require(bold.glyph(for: "8")), zero = try #require(bold.glyph(for: "0"))
        let designed = (bold.advance(of: eight) + bold.advance(of: zero)) / 2816
        #expect(abs(width("80", 72) - 72 * (designed - 2 * 0.029)) < 1e-9)
        #expect(abs(width("80", 20) - 20 * designed) < 1e-9)
        #expect(bold.spacing(after: "H", size: 17) == 0)
        // Bold letters set 0.020 em closer from 28 pt on (BOLDDISPLAY); other glyphs and
        // weights do not.
        #expect(abs(bold.spacing(after: "H", size: 72) - 72 * -0.020) < 1e-12)
        #expect(bold.spacing(after: "-", size: 72) == 0)
        let regular = try fonts.face(for: FontDescriptor(size: 72, weight: .regular))
        #expect(abs(regular.spacing(after: "H", size: 72) - 72 * -0.029) < 1e-12)
        let semibold = try fonts.face(for: FontDescriptor(size: 72, weight: .semibold))
        #expect(abs(semibold.spacing(after: "H", size: 72) - 72 * -0.0225) < 1e-12)
        #expect(semibold.stretch(for: "H", size: 72).width == 0.953)
        #expect(semibold.stretch(for: "7", size: 72).width == 1)
        #expect(semibold.spacing(after: "H", size: 17) == 0)
        let heavy = try fonts.face(for: FontDescriptor(size: 72, weight: .heavy))
        #expect(abs(heavy.spacing(after: "H", size: 72) - 72 * -0.022) < 1e-12)
        #expect(heavy.stretch(for: "H", size: 72).width == 0.989)
        #expect(heavy.stretch(for: "H", size: 17).width == FaceLikeness.heavySystemWidth)
        let black = try fonts.face(for: FontDescriptor(size: 72, weight: .black))
        #expect(black.spacing(after: "H", size: 72) == 0)
        // Between words, the space advances SF Pro's 0.20 em at every weight from regular
        // to heavy (SPACE); below 28 pt, and at light, Inter's own.
        for weight in [FontWeight.regular, .medium, .semibold, .bold, .heavy] {
            let face = try fonts.face(for: FontDescriptor(size: 34, weight: weight))
            let space = face.advance(of: try #require(face.glyph(for: " "))) / face.unitsPerEm
            #expect(abs(face.spacing(after: " ", size: 34) - 34 * (0.20 - space)) < 1e-12, "\(weight)")
            #expect(face.spacing(after: " ", size: 27) == 0)
            // A tab is set as a space, with the space's advance.
            #expect(face.spacing(after: "\t", size: 34) == face.spacing(after: " ", size: 34))
            let set = { (text: String) in
                Typesetter.typeset(
                    runs: [
                        TextRunInput(
                            string: text, font: FontDescriptor(size: 34, weight: weight), faces: [face],
                            systemTracking: false)
                    ], width: nil, height: nil, lineLimit: nil
                ).size.width
            }
            #expect(abs(set("H H") - set("HH") - 34 * 0.20) < 1e-9, "\(weight)")
        }
        let light = try fonts.face(for: FontDescriptor(size: 34, weight: .light))
        #expect(light.spacing(after: " ", size: 34) == 0)
        // Medium letters are not measured enough to change (two repositories).
        let medium = try fonts.face(for: FontDescriptor(size: 72, weight: .medium))
        #expect(medium.spacing(after: "H", size: 72) == 0)
        #expect(medium.stretch(for: "H", size: 72).width == 1)
        let h = try #require(bold.glyph(for: "H"))
        #expect(abs(width("H", 72) - 72 * (bold.advance(of: h) / 2816 * 0.96 - 0.020)) < 1e-9)
        // Tabular figures (`monospacedDigit`) keep the widest figure's width, "0"'s.
        let widest = (0...9).compactMap { bold.glyph(for: Unicode.Scalar(UInt8(48 + $0))) }.map(bold.advance).max() ?? 0
        #expect(bold.advance(of: zero) == widest)
        #expect(abs(width("80", 72, monospaced: true) - 2 * 72 * widest / 2816) < 1e-9)
    }

    @Test(
        "the rounded design's stand-in sets its letters 3 % wider at its own heights, bold lowercase 3 % wider again"
    )
    func roundedLikeSF() throws {
        let fonts = FontLibrary(folderPaths: BundledFonts.folderPaths)
        let rounded = try fonts.face(for: FontDescriptor(size: 15, weight: .semibold, design: .rounded))
        #expect(rounded.familyName.hasPrefix("Nunito"))
        #expect(rounded.stretch(for: "a", size: 15) == GlyphStretch(width: 1.03, height: 1))
        #expect(rounded.stretch(for: "A", size: 15) == GlyphStretch(width: 1.03, height: 1))
        #expect(rounded.stretch(for: "a", size: 36) == .none)
        // Nunito's percent sign is not widened (SF Pro Rounded's is not measured wider).
        #expect(rounded.stretch(for: "%", size: 15) == GlyphStretch(width: 1.03, height: 1))
        // Bold lowercase letters are 3 % wider again below display sizes (ROUNDBOLD);
        // bold capitals, other glyphs and the other weights are not.
        let bold = try fonts.face(for: FontDescriptor(size: 15, weight: .bold, design: .rounded))
        let wider = 1.03 * FaceLikeness.roundedBoldLowercaseWidth
        #expect(abs(bold.stretch(for: "a", size: 15).width - wider) < 1e-12)
        #expect(abs(bold.stretch(for: "é", size: 20).width - wider) < 1e-12)
        // From 20 pt the extra width fades, gone at 28 pt (a quarter left at 26).
        #expect(abs(bold.stretch(for: "n", size: 26).width - 1.03 * (1 + 0.03 / 4)) < 1e-12)
        #expect(abs(bold.stretch(for: "n", size: 27.99).width - 1.03) < 1e-4)
        #expect(bold.stretch(for: "A", size: 15) == GlyphStretch(width: 1.03, height: 1))
        #expect(bold.stretch(for: "!", size: 15) == GlyphStretch(width: 1.03, height: 1))
        #expect(bold.stretch(for: "a", size: 28) == .none)
        #expect(rounded.stretch(for: "a", size: 27) == GlyphStretch(width: 1.03, height: 1))
        let heavy = try fonts.face(for: FontDescriptor(size: 15, weight: .heavy, design: .rounded))
        #expect(heavy.stretch(for: "a", size: 15) == GlyphStretch(width: 1.03, height: 1))
        // Layout sees the wider advance.
        let a = try #require(bold.glyph(for: "a"))
        let set = Typesetter.typeset(
            runs: [
                TextRunInput(
                    string: "a", font: FontDescriptor(size: 15, weight: .bold, design: .rounded), faces: [bold],
                    systemTracking: false)
            ], width: nil, height: nil, lineLimit: nil)
        #expect(abs(set.size.width - bold.advance(of: a) * 15 / bold.unitsPerEm * wider) < 1e-9)
    }

    @Test("a colon between two figures is raised to sit centred on them; other colons, and other faces', are not")
    func centredColons() throws {
        let font = FontDescriptor(size: 20)
        let faces = try fonts.faces(for: font)
        func rises(_ text: String, _ faces: [FontFace]) -> [Double] {
            let p = Typesetter.typeset(text, font: font, faces: faces, width: nil, height: nil, lineLimit: nil)
            return p.lines[0].glyphs.map(\.rise)
        }
        let inter = faces[0]
        let colon = try #require(inter.glyph(for: ":"))
        let bounds = try #require(inter.outline(of: colon).controlBounds)
        let h = inter.stretch(for: ":", size: 20).height
        // Half of what the figures' height (the cap height) leaves above and below the dots.
        let expected = (inter.capHeight - bounds.minY * h - bounds.maxY * h) / 2 * 20 / inter.unitsPerEm
        #expect(expected > 1.5 && expected < 2.5)
        let time = rises("10:30", faces)
        #expect(time.count == 5 && abs(time[2] - expected) < 1e-9)
        #expect(time.enumerated().allSatisfy { $0.offset == 2 || $0.element == 0 })
        #expect(rises("Time: 3", faces).allSatisfy { $0 == 0 })
        #expect(rises("1 : 3", faces).allSatisfy { $0 == 0 })
        // A face drawn as designed (a custom font, the monospaced design) keeps its colon.
        let all = FontLibrary(folderPaths: BundledFonts.folderPaths)
        let mono = try all.faces(for: FontDescriptor(size: 20, design: .monospaced))
        #expect(mono[0].familyName.hasPrefix("JetBrains"))
        #expect(rises("10:30", mono).allSatisfy { $0 == 0 })
    }

    @Test("the rounded design's colon between figures sits looser below display sizes; SF Pro's does not")
    func roundedColonSpace() throws {
        let fonts = FontLibrary(folderPaths: BundledFonts.folderPaths)
        /// Checks the pen positions of "2:48": the colon `before` points after where the
        /// "2" leaves the pen, the "4" `before + after` points after where the colon does.
        func check(_ design: FontDesign, size: Double, before: Double, after: Double) throws {
            let font = FontDescriptor(size: size, weight: .bold, design: design)
            let faces = try fonts.faces(for: font)
            let face = faces[0]
            let p = Typesetter.typeset("2:48", font: font, faces: faces, width: nil, height: nil, lineLimit: nil)
            let glyphs = p.lines[0].glyphs
            try #require(glyphs.count == 4 && glyphs.allSatisfy { $0.face == 0 })
            let tracking = SystemTracking.points(at: size)
            /// Where the pen is after glyph `i` (without any colon space).
            func pen(after i: Int, _ character: Character) -> Double {
                let advance = face.advance(of: glyphs[i].glyph) / face.unitsPerEm * size
                let kerning = face.kerning(glyphs[i].glyph, glyphs[i + 1].glyph) / face.unitsPerEm * size
                return glyphs[i].x + advance * face.stretch(for: character, size: size).width + kerning + tracking
            }
            #expect(abs(glyphs[1].x - (pen(after: 0, "2") + before)) < 1e-6, "\(design) \(size)")
            #expect(abs(glyphs[2].x - (pen(after: 1, ":") + after)) < 1e-6, "\(design) \(size)")
        }
        let space = FaceLikeness.roundedColonSpace
        try check(.rounded, size: 20, before: space.before * 20, after: space.after * 20)
        try check(.rounded, size: 13, before: space.before * 13, after: space.after * 13)
        // From display sizes on, and in SF Pro's stand-in, the colon keeps its place.
        try check(.rounded, size: 40, before: 0, after: 0)
        try check(.default, size: 20, before: 0, after: 0)
    }

    @Test("the rounded design's figures advance as SF Pro Rounded's, proportionally; tabular ones as its widest")
    func roundedFigures() throws {
        let fonts = FontLibrary(folderPaths: BundledFonts.folderPaths)
        let font = FontDescriptor(size: 22, weight: .bold, design: .rounded)
        let rounded = try fonts.face(for: font)
        // Nunito's figures are all 0.6 em wide; SF Pro Rounded's "0" 0.676 em, its "1" 0.480.
        for (figure, advance) in zip("0123456789", FaceLikeness.roundedFigureAdvances) {
            let g = try #require(rounded.glyph(for: figure.unicodeScalars.first!))
            #expect(rounded.advance(of: g) / rounded.unitsPerEm == 0.6)
            let stretch = rounded.stretch(for: figure, size: 22)
            #expect(abs(stretch.width - advance / 0.6) < 1e-9 && stretch.height == 1)
            // At every size: the evidence runs from 13 to 72 pt.
            #expect(rounded.stretch(for: figure, size: 72) == stretch)
        }
        func width(_ text: String, monospaced: Bool = false) -> Double {
            var f = font
            f.monospacedDigits = monospaced
            let p = Typesetter.typeset(
                runs: [TextRunInput(string: text, font: f, faces: [rounded], systemTracking: false)], width: nil,
                height: nil, lineLimit: nil)
            return p.size.width
        }
        #expect(abs(width("0") - 22 * 0.676) < 1e-9)
        #expect(abs(width("1") - 22 * 0.480) < 1e-9)
        #expect(abs(width("10") - 22 * (0.676 + 0.480)) < 1e-9)
        // Tabular figures take the widest stretched advance ("0"'s), so none overlaps.
        #expect(abs(width("11", monospaced: true) - 2 * 22 * 0.676) < 1e-9)
        #expect(abs(width("00", monospaced: true) - 2 * 22 * 0.676) < 1e-9)
        // Lighter weights' figures are narrower, heavier ones wider, as Inter's are.
        let regular = try fonts.face(for: FontDescriptor(size: 22, weight: .regular, design: .rounded))
        let black = try fonts.face(for: FontDescriptor(size: 22, weight: .black, design: .rounded))
        #expect(abs(regular.stretch(for: "0", size: 22).width - 0.676 / 0.6 * 16940 / 17925) < 1e-9)
        #expect(abs(black.stretch(for: "0", size: 22).width - 0.676 / 0.6 * 18580 / 17925) < 1e-9)
    }

    @Test("a line is as tall as UIKit's lineHeight: 20.29 pt for body, 1.1934 em at any size")
    func lineHeight() throws {
        let p = try set("Hello")
        #expect(p.lines.count == 1)
        #expect(abs(p.size.height - 20.287109375) < 1e-9)
        // The baseline sits SF Pro's ascender (1950/2048 em) below the top.
        #expect(abs(p.firstBaseline - 17 * 1950 / 2048) < 1e-9)
        let system = try set("Hello", font: FontDescriptor(size: 44, weight: .light))
        #expect(abs(system.size.height - 44 * 2444 / 2048) < 1e-9)
        let three = try set("a\nb\nc")
        #expect(abs(three.size.height - 3 * 17 * 2444 / 2048) < 1e-9)
    }

    @Test("text wraps at spaces and hugs its widest line")
    func wrapping() throws {
        let one = try set("Mostly Sunny today")
        let wrapped = try set("Mostly Sunny today", width: one.size.width * 0.7)
        #expect(wrapped.lines.map(\.text) == ["Mostly Sunny ", "today"])
        #expect(wrapped.size.width < one.size.width * 0.7)
        #expect(wrapped.size.width == wrapped.lines[0].width)
        #expect(abs(wrapped.size.height - 2 * 17 * 2444 / 2048) < 1e-9)
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

    @Test("head truncation keeps the end, middle keeps both ends")
    func truncationModes() throws {
        let text = "San Francisco International Airport"
        let head = try set(text, width: 120, lineLimit: 1, truncation: .head)
        #expect(head.lines[0].text.hasPrefix("…") && head.lines[0].text.hasSuffix("Airport"))
        #expect(head.lines[0].width <= 120 && head.truncated)
        let middle = try set(text, width: 120, lineLimit: 1, truncation: .middle)
        let shown = middle.lines[0].text
        #expect(shown.hasPrefix("San") && shown.hasSuffix("port") && shown.contains("…") && !shown.hasPrefix("…"))
        #expect(middle.lines[0].width <= 120)
        let twoLines = try set(text + " Terminal 2", width: 120, lineLimit: 2, truncation: .head)
        #expect(
            twoLines.lines.count == 2 && twoLines.lines[1].text.hasPrefix("…") && twoLines.lines[1].text.hasSuffix("2"))
    }

    @Test("minimumScaleFactor shrinks a long title into one line before truncating")
    func minimumScale() throws {
        let large = FontDescriptor(size: 34, weight: .bold)
        let width = try set("Quarterly Revenue Report", font: large).size.width * 0.7
        let shrunk = try set(
            "Quarterly Revenue Report", width: width, lineLimit: 1, font: large, minimumScaleFactor: 0.5)
        #expect(!shrunk.truncated && shrunk.lines.count == 1)
        #expect(shrunk.fontSize > 34 * 0.65 && shrunk.fontSize < 34 * 0.72)
        #expect(shrunk.size.width <= width && shrunk.size.width > width * 0.97)
        #expect(abs(shrunk.size.height - shrunk.fontSize * 2444 / 2048) < 1e-9)
        let notEnough = try set(
            "Quarterly Revenue Report", width: width, lineLimit: 1, font: large, minimumScaleFactor: 0.9)
        #expect(notEnough.truncated && notEnough.fontSize == 34 * 0.9)
        #expect(try set("Short", width: 300, lineLimit: 1, minimumScaleFactor: 0.5).fontSize == 17)
    }

    @Test("allowsTightening moves characters closer, by the least that fits and at most 0.03 em each")
    func tightening() throws {
        let natural = try set("Departures board").size.width
        func tightened(_ width: Double, scale: Double = 1) throws -> TypesetParagraph {
            Typesetter.typeset(
                runs: [TextRunInput(string: "Departures board", font: body, faces: try fonts.faces(for: body))],
                width: width, height: nil, lineLimit: 1, minimumScaleFactor: scale, allowsTightening: true)
        }
        // 2 % too wide: tightened to fit, not cut, not shrunk.
        let close = try tightened(natural * 0.98)
        #expect(!close.truncated && close.fontSize == 17 && close.size.width <= natural * 0.98 + 1e-6)
        #expect(close.size.width > natural * 0.98 - 0.1)
        // 20 % too wide: more than tightening can take, so cut as before.
        let far = try tightened(natural * 0.8)
        #expect(far.truncated)
        #expect(far.lines[0].text == (try set("Departures board", width: natural * 0.8, lineLimit: 1)).lines[0].text)
        // Room enough: set as it is.
        #expect(try tightened(natural + 1).size.width == natural)
    }

    @Test("minimumScaleFactor shrinks a single grapheme too wide for its frame, as any text")
    func minimumScaleSingleGrapheme() throws {
        let big = FontDescriptor(size: 100, weight: .bold)
        for text in ["W", "二"] {
            let natural = try set(text, font: big)
            #expect(natural.size.width > 40, "\(text)")
            let shrunk = try set(text, width: 30, font: big, minimumScaleFactor: 0.01)
            #expect(shrunk.size.width <= 30 && shrunk.size.width > 29, "\(text): \(shrunk.size)")
            #expect(shrunk.fontSize < 100 * 30 / natural.size.width + 1e-6 && shrunk.lines.count == 1, "\(text)")
            // Without a scale factor it keeps its size (and overflows), as before.
            #expect(try set(text, width: 30, font: big).fontSize == 100)
        }
    }

    @Test("minimumScaleFactor shrinks text whose lines are taller than the height offered")
    func minimumScaleHeight() throws {
        // A 17 pt day number in a 15 × 15 pt calendar cell.
        let day = FontDescriptor(size: 17, weight: .regular)
        let cell = try set("17", width: 15, height: 15, font: day, minimumScaleFactor: 0.1)
        #expect(cell.size.height <= 15 && cell.size.height > 14.9, "\(cell.size)")
        #expect(cell.size.width <= 15)
        #expect(abs(cell.fontSize - 15 * 2048 / 2444) < 0.01, "\(cell.fontSize)")
        // Width and height both bound: the tighter one decides.
        let both = try set("2026", width: 20, height: 15, font: day, minimumScaleFactor: 0.1)
        #expect(both.size.width <= 20 && both.size.height <= 15 && (both.size.width > 19.9 || both.size.height > 14.9))
        // Several lines in too little height shrink until they all fit, with or without a
        // line limit.
        let text = "Three short lines of text"
        let free = try set(text, width: 60, height: 40, font: day, minimumScaleFactor: 0.2)
        #expect(!free.truncated && free.size.height <= 40 && free.size.width <= 60, "\(free.size) \(free.lines.count)")
        let limited = try set(text, width: 60, height: 40, lineLimit: 2, font: day, minimumScaleFactor: 0.2)
        #expect(!limited.truncated && limited.lines.count <= 2 && limited.size.height <= 40)
        // Too small a factor to fit: set at the factor, cut.
        let cut = try set(text, width: 60, height: 10, font: day, minimumScaleFactor: 0.9)
        #expect(cut.truncated && cut.fontSize == 17 * 0.9)
    }

    func placeholder(
        _ s: String, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil, font: FontDescriptor? = nil,
        minimumScaleFactor: Double = 1
    ) throws -> TypesetParagraph {
        let f = font ?? body
        return Typesetter.placeholder(
            runs: [TextRunInput(string: s, font: f, faces: try fonts.faces(for: f))], width: width, height: height,
            lineLimit: lineLimit, minimumScaleFactor: minimumScaleFactor)
    }

    @Test("placeholder text: 0.44 em a character, broken per character, full bars but the last")
    func placeholderLayout() throws {
        // 17 pt: 7.48 pt a character, spaces and punctuation included.
        let one = try placeholder("Hi, you!")
        #expect(one.lines.count == 1 && abs(one.size.width - 8 * 7.48) < 1e-9)
        #expect(abs(one.size.height - 17 * 2444 / 2048) < 1e-9)
        // 100 pt wide: 13 characters a line (97.24 pt), wherever words end.
        let text = String(repeating: "a", count: 30)
        let p = try placeholder(text, width: 100)
        #expect(p.lines.count == 3)
        #expect(p.lines[0].width == 100 && p.lines[1].width == 100)
        #expect(abs(p.lines[2].width - 4 * 7.48) < 1e-9)
        #expect(p.size.width == 100 && abs(p.size.height - 3 * 17 * 2444 / 2048) < 1e-9)
        // Line pitch as the real text's: baselines 20.29 pt apart.
        #expect(abs(p.lines[1].baseline - p.lines[0].baseline - 17 * 2444 / 2048) < 1e-9)
        // A hard break ends a paragraph: its last line is its own length.
        let broken = try placeholder("abc\nde", width: 100)
        #expect(broken.lines.map(\.width).map { ($0 / 7.48).rounded() } == [3, 2])
        // A line limit (or too little height) cuts: the last line shown spans the width.
        let limited = try placeholder(text, width: 100, lineLimit: 2)
        #expect(limited.truncated && limited.lines.count == 2 && limited.lines[1].width == 100)
        let short = try placeholder(text, width: 100, height: 30)
        #expect(short.lines.count == 1 && short.lines[0].width == 100)
        // Wrapped differently from the real text: a 20-letter word breaks after 13 characters.
        #expect(try placeholder("Supercalifragilistic", width: 100).lines.count == 2)
    }

    @Test("placeholder text shrinks as the real text does: to the largest scale that fits, no lower than the factor")
    func placeholderShrinks() throws {
        // An emoji at 500 pt in a 50 pt circle: one 220 pt placeholder, 597 pt tall, unshrunk.
        let huge = FontDescriptor(size: 500)
        let unshrunk = try placeholder("🦸", width: 50, height: 50, font: huge)
        #expect(unshrunk.size.width == 220)
        let shrunk = try placeholder("🦸", width: 50, height: 50, font: huge, minimumScaleFactor: 0.01)
        #expect(shrunk.size.width <= 50 && shrunk.size.height <= 50)
        // The largest scale: the line box's height, the tighter bound, is almost all of the 50 pt.
        #expect(shrunk.size.height > 49.9)
        #expect(abs(shrunk.runSizes[0] - 500 * 50 / unshrunk.size.height) < 0.1)
        // A factor that is not enough: set at the factor and cut, as real text is.
        let line = String(repeating: "a", count: 30)
        let floor = try placeholder(line, width: 100, lineLimit: 1, minimumScaleFactor: 0.5)
        #expect(floor.truncated && floor.runSizes[0] == 8.5 && floor.lines[0].width == 100)
        // Text that fits is never scaled.
        #expect(try placeholder("Hi", width: 100, minimumScaleFactor: 0.1).runSizes[0] == 17)
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
        #expect(Typesetter.missingCharacters(in: "a\tb", faces: try fonts.faces(for: body)).isEmpty)
        #expect(try set("a\tb").size.width == set("a b").size.width)
    }

    @Test("GPOS pair kerning brings AV, To and Wa closer than their advances")
    func kerning() throws {
        // At 12 pt the system font has no tracking of its own, so only kerning narrows a pair.
        let twelve = FontDescriptor(size: 12)
        let face = try fonts.face(for: twelve)
        for pair in ["AV", "To", "Wa"] {
            let kerned = try set(pair, font: twelve).size.width
            let advances = pair.unicodeScalars.reduce(0.0) { sum, s in
                sum + face.advance(of: face.glyph(for: s)!) * 12 / face.unitsPerEm
            }
            #expect(kerned < advances - 0.15, "\(pair): \(kerned) pt set, \(advances) pt of advances")
        }
        #expect(try set("HH", font: twelve).size.width == set("H", font: twelve).size.width * 2)
    }

    @Test("Chinese falls back to the CJK face per character, on the shared baseline")
    func cjkFallback() throws {
        let p = try set("旅行 Travel 灵感")
        #expect(p.lines.count == 1)
        let faces = Set(p.lines[0].glyphs.map(\.face))
        #expect(faces == [0, 1])
        #expect(p.faces[1].unitsPerEm == 1000)
        // One line of mixed text is as tall as the system font's line, whatever the fallback's metrics.
        #expect(abs(p.size.height - 17 * 2444 / 2048) < 1e-9)
        let bold = try fonts.faces(for: FontDescriptor(size: 17, weight: .semibold))
        #expect(bold[1].path.hasSuffix("NotoSansSC-Bold-subset.otf"))
    }

    @Test("Chinese breaks between ideographs, never before closing punctuation")
    func cjkBreaking() throws {
        let text = "复古磁带机，旅行灵感。"
        let one = try set(text).size.width
        let p = try set(text, width: one * 0.55)
        #expect(p.lines.count == 2)
        #expect(p.lines.map(\.text).joined() == text)
        #expect(p.lines.allSatisfy { !($0.text.first.map { "，。、」".contains($0) } ?? false) })
        // A closing mark that would start the second line pulls the ideograph before it along.
        let width = try set("复古磁带机").size.width + 0.01
        let q = try set("复古磁带机，好", width: width)
        #expect(q.lines.map(\.text) == ["复古磁带", "机，好"])
        // Opening punctuation stays with what follows it: with room for three characters,
        // 「 moves down with 世 rather than ending the first line.
        let r = try set("你好「世界」", width: try set("你好「").size.width + 0.01)
        #expect(r.lines.map(\.text) == ["你好", "「世", "界」"])
    }

    @Test("Korean breaks at spaces, not between syllables")
    func korean() throws {
        let p = try set("한국어 텍스트", width: try set("한국어 텍").size.width)
        #expect(p.lines.map(\.text) == ["한국어 ", "텍스트"])
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
        let inter = [try fonts.face(for: body)]
        #expect(Typesetter.missingCharacters(in: "复古 Cafe 👍", faces: inter) == ["复", "古", "👍"])
        #expect(Typesetter.missingCharacters(in: "21° · H:24° – “ok” …", faces: inter).isEmpty)
        // With the CJK fallback only the emoji is left.
        #expect(Typesetter.missingCharacters(in: "复古磁带机 Cafe 👍", faces: try fonts.faces(for: body)) == ["👍"])
    }
}
