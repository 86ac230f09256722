// How a stand-in face's glyphs are stretched to measure like the font it stands in for.
//
// Inter stands in for SF Pro and Nunito for SF Pro Rounded (Fonts/README.md). Measured
// against real iOS screenshots (FACES in docs/measurements.md), three differences are
// regular enough to correct:
// - SF Pro's capitals and figures are shorter: its cap height is 1443/2048 em (0.705),
//   Inter's 2048/2816 (0.727). Every glyph but the lowercase letters is scaled
//   vertically, about the baseline, to SF Pro's cap height; lowercase letters keep their
//   height (their ascenders measure as tall as SF's, or up to 0.67 pt shorter).
// - SF Pro's bold, heavy and black letters are wider, and SF Pro Rounded's wider than
//   Nunito's (which stands in for it): below display sizes, every glyph but the figures
//   is widened by a factor (its advance and its outline); figures keep their width (SF's
//   bold digits measure as wide as Inter's or narrower). SF Pro Rounded Bold's lowercase
//   letters are wider again, by 3 % up to 20 pt, fading out by 28 (ROUNDBOLD).
// - From display sizes (28 pt) on, SF Pro's figures set closer than Inter's: each
//   figure's advance loses 0.029 em (its ink is as wide as SF's already). SF Pro's
//   Regular, Semibold, Bold and Heavy letters there are narrower than Inter's and set
//   closer: each letter is 0.946, 0.953, 0.96 or 0.989 as wide, outline and advance, and
//   its advance loses 0.029, 0.0225, 0.020 or 0.022 em more (BOLDDISPLAY). Between words,
//   SF Pro's space there is 0.20 em at every weight from regular to heavy, where Inter's
//   narrows with weight from 0.281 to 0.215 em: the space advances 0.20 em (SPACE).
//   Letters do not switch at 28 pt: between 18.5 and 25.5 pt their width and spacing go
//   from the text ones to the display ones in proportion to the size (MIDSIZE).
// - SF Pro's percent sign is wider than Inter's: below display sizes, "%" is widened by a
//   fifth more than the other glyphs.
// - SF Pro Rounded's figures are proportional, as SF Pro's are, where Nunito's are all
//   0.6 em wide: each of Nunito's figures is widened (or, the "1" and "7", narrowed), its
//   advance and its outline, to SF Pro Rounded's advance for it, at every size.
// - SF Pro Thin's degree sign is smaller than that of Inter ExtraLight (which stands in
//   for the thin weight): from display sizes on, "°" is scaled to SF's side (its advance
//   with it) and raised so that its top sits where SF's does (DEGREE in
//   docs/measurements.md). Other weights keep Inter's sign: one app each measured them.
// The stretch and spacing are chosen per character from its case and class and the text's
// size alone, so they do not depend on the glyphs around it; layout sees the stretched and
// spaced advances, the raster stage the stretched outlines.

import WidgetCore

/// A glyph's horizontal and vertical scale relative to its face's design.
public struct GlyphStretch: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The glyph as designed.
    public static let none = GlyphStretch(width: 1, height: 1)
}

/// What a stand-in face is stretched to: the width factor for its letters below display
/// sizes, the spacing of its figures at display sizes, and the cap height of the font it
/// stands in for.
public struct FaceLikeness: Hashable, Sendable {
    /// The width of every glyph but the figures 0–9, relative to the face's own, for text
    /// below `displaySize` points (letters blending toward `displayLetterWidth` over
    /// `displayLetterBlend`).
    public var width: Double
    /// The cap height, in ems, that capitals, figures and every other glyph but the
    /// lowercase letters are scaled to (nil: heights as designed).
    public var capHeight: Double?
    /// What each figure's advance gains, in ems, from `displaySize` points on (negative:
    /// figures set closer).
    public var figureSpacing: Double
    /// The advance of each figure 0–9, in ems, that the face's figures are stretched to
    /// (nil: figures as wide as designed).
    public var figureAdvances: [Double]?
    /// How much wider "%" is than the other glyphs at the same size, below `displaySize`.
    public var percentWidth: Double
    /// The space a colon between two figures gains before and after its ink, in ems, below
    /// `displaySize`.
    public var colonSpaceBefore: Double
    public var colonSpaceAfter: Double
    /// The degree sign of the font stood in for, from `displaySize` on (nil: the face's own).
    public var degreeSign: DegreeSign?
    /// The width of the letters (outline and advance) relative to the face's own, from
    /// `displaySize` on.
    public var displayLetterWidth: Double
    /// What each letter's advance gains, in ems, from `displaySize` on (negative: letters
    /// set closer).
    public var displayLetterSpacing: Double
    /// The space's advance (U+0020, and a tab, which is set as a space), in ems before
    /// tracking, from `displaySize` on (nil: the face's own).
    public var displaySpace: Double?
    /// The sizes over which the letters go from their text width to `displayLetterWidth`
    /// and `displayLetterSpacing`, in proportion to the size (MIDSIZE); nil: they switch at
    /// `displaySize`.
    public var displayLetterBlend: ClosedRange<Double>?
    /// How much wider the lowercase letters are than `width` makes them, up to
    /// `lowercaseWidthFade`'s start, from where it fades to nothing at its end (ROUNDBOLD).
    public var lowercaseWidth: Double

    /// A degree sign's ink, in ems: the ring's outer side and its top above the baseline.
    public struct DegreeSign: Hashable, Sendable {
        public var side: Double
        public var top: Double

        public init(side: Double, top: Double) {
            self.side = side
            self.top = top
        }
    }

    public init(
        width: Double, capHeight: Double?, figureSpacing: Double = 0, figureAdvances: [Double]? = nil,
        percentWidth: Double = 1, colonSpaceBefore: Double = 0, colonSpaceAfter: Double = 0,
        degreeSign: DegreeSign? = nil, displayLetterWidth: Double = 1, displayLetterSpacing: Double = 0,
        displaySpace: Double? = nil, displayLetterBlend: ClosedRange<Double>? = nil, lowercaseWidth: Double = 1
    ) {
        self.width = width
        self.capHeight = capHeight
        self.figureSpacing = figureSpacing
        self.figureAdvances = figureAdvances
        self.percentWidth = percentWidth
        self.colonSpaceBefore = colonSpaceBefore
        self.colonSpaceAfter = colonSpaceAfter
        self.degreeSign = degreeSign
        self.displayLetterWidth = displayLetterWidth
        self.displayLetterSpacing = displayLetterSpacing
        self.displaySpace = displaySpace
        self.displayLetterBlend = displayLetterBlend
        self.lowercaseWidth = lowercaseWidth
    }

    /// Where display sizes start: the letter widths were measured at 9–22 pt and hold
    /// below it (but for the letters that blend toward their display widths from 18.5 pt,
    /// MIDSIZE); at display sizes the screenshots show SF narrower than the stand-ins, not
    /// wider, and Inter's figures set looser than SF's (FACES in docs/measurements.md).
    public static let displaySize = 28.0
    /// SF Pro's bold letters set 1.7 % wider than Inter's (the median of 13 texts in six
    /// repositories' screenshots), its heavy and black ones 4.2 % (14 texts, seven
    /// repositories).
    public static let boldSystemWidth = 1.017
    public static let heavySystemWidth = 1.042
    /// SF Pro Rounded's letters set 3 % wider than Nunito's, at every weight (18 texts, five
    /// repositories).
    public static let roundedWidth = 1.03
    /// SF Pro Rounded Bold's lowercase letters set 3 % wider again up to 20 pt (fading out
    /// over `lowercaseWidthFade`): the median of four repositories' screenshots of
    /// lowercase words at 13–16 pt (1.019–1.055 of `roundedWidth`'s width; ROUNDBOLD in
    /// docs/measurements.md). Its capitals were measured both narrower ("T", "W", "A") and
    /// as wide ("N", "S"): they keep `roundedWidth`.
    public static let roundedBoldLowercaseWidth = 1.03
    /// Where the extra width of `lowercaseWidth` fades out: fully there up to 20 pt (one
    /// repository's 20-pt lowercase measured 1.005–1.044), gone at display sizes, so that
    /// the step at 28 pt is no larger than FACES's own (a text shrunk by
    /// `minimumScaleFactor` is bisected as if it narrowed with the size).
    public static let lowercaseWidthFade = 20.0...28.0
    /// SF Pro's figures set 0.029 em closer than Inter's at display sizes (the median gap
    /// of 28–85 pt numbers in three repositories' screenshots).
    public static let displayFigureSpacing = -0.029
    /// SF Pro's percent sign is 1.2 × as wide as Inter's below display sizes (ink 0.80 em at
    /// 17 pt regular against 0.67; the median of 14 texts at 10–17 pt in four repositories'
    /// screenshots, PCT in docs/measurements.md; at 72 pt the one text measured is 1.17 ×,
    /// with a gap before it that a widened glyph would overshoot).
    public static let systemPercentWidth = 1.2
    /// SF Pro Rounded Bold's figure advances 0–9, in ems: SF Pro's proportions (Inter Bold's
    /// figure advances, which FACES found as wide as SF Pro's) at 0.983 of their width, the
    /// one factor fitted to 16 bold rounded numbers and glyphs at 13–72 pt in four
    /// repositories' screenshots (RFIG in docs/measurements.md).
    public static let roundedFigureAdvances = [0.676, 0.480, 0.619, 0.648, 0.666, 0.634, 0.649, 0.585, 0.650, 0.649]
    /// SF Pro Rounded's colon between two figures sits looser than Nunito's below display
    /// sizes: 0.037 em more before its ink and 0.062 em more after it (the mean excess of
    /// eight bold times at 13 and 20 pt in two repositories' screenshots; at 60 pt a third
    /// shows 0.022 em in all, RCOLON in docs/measurements.md).
    public static let roundedColonSpace = (before: 0.037, after: 0.062)
    /// SF Pro Thin's degree sign at 50 and 96 pt: a ring 0.233 em across, its top 0.684 em
    /// above the baseline (0.021 em below a flat-topped figure's), where Inter ExtraLight's,
    /// the thin weight's stand-in, is 0.306 em across with its top at 0.736 (three
    /// screenshots of two apps, within 0.007 em; DEGREE in docs/measurements.md).
    public static let thinDegreeSign = DegreeSign(side: 0.233, top: 0.684)
    /// SF Pro Bold's letters at display sizes are narrower than Inter Bold's and set
    /// closer: each letter's ink 0.96 as wide (the median of eight titles split into glyphs)
    /// and its advance 0.020 em shorter besides, fitted so that 18 titles at 28–34 pt in
    /// eight repositories' screenshots come out as wide as on iOS (they were 0.917–0.936
    /// of Inter Bold's width, median 0.928; now 0.989–1.004; BOLDDISPLAY in
    /// docs/measurements.md).
    public static let boldDisplayLetters = (width: 0.96, spacing: -0.020)
    /// SF Pro Regular's letters at display sizes, the same way: each letter's ink 0.946 as
    /// wide as Inter Regular's (the median of the words split into glyphs) and its advance
    /// 0.029 em shorter, fitted so that eleven words at 28–50 pt in five repositories'
    /// screenshots come out as wide as on iOS (they were 0.872–0.932 of Inter's width,
    /// median 0.904; now 0.981–1.024, median 1.001; BOLDDISPLAY in docs/measurements.md).
    public static let regularDisplayLetters = (width: 0.946, spacing: -0.029)
    /// SF Pro Semibold's letters at display sizes, the same way: each letter's ink 0.953 as
    /// wide as Inter SemiBold's (the median of seven words split into glyphs) and its
    /// advance 0.0225 em shorter, fitted so that those words, at 28–34 pt in three
    /// repositories' screenshots, come out as wide as on iOS (they were 0.911–0.922 of
    /// Inter's width; BOLDDISPLAY in docs/measurements.md).
    public static let semiboldDisplayLetters = (width: 0.953, spacing: -0.0225)
    /// SF Pro Heavy's letters at display sizes, the same way: each letter's ink 0.989 as
    /// wide as Inter ExtraBold's (the median of eleven words split into glyphs) and its
    /// advance 0.022 em shorter, fitted so that those words, at 28–50 pt in four
    /// repositories' screenshots, come out as wide as on iOS (they were 0.938–0.973 of
    /// Inter's width, median 0.958; BOLDDISPLAY in docs/measurements.md).
    public static let heavyDisplayLetters = (width: 0.989, spacing: -0.022)
    /// SF Pro's space at display sizes, regular to heavy: 0.20 em before tracking, where
    /// Inter's is 0.281 em (Regular) to 0.215 (ExtraBold). The median of 36 word gaps in 25
    /// lines at 28–50 pt in nine repositories' screenshots implies 0.202 em at regular,
    /// 0.197 at bold and 0.205 at heavy (SPACE in docs/measurements.md).
    public static let displaySpaceAdvance = 0.20
    /// SF Pro's letters go from their text widths to their display ones between 18.5 and
    /// 25.5 pt, in proportion to the size: 100 words at 20–25 pt in twelve repositories'
    /// screenshots had gone 0.24–0.36 of the way at 20 pt, 0.45–0.59 at 22 and 0.83–0.99
    /// at 24–25, and a 19-pt word none (MIDSIZE in docs/measurements.md).
    public static let systemLetterBlend = 18.5...25.5

    /// How much wider the figures are at `weight` than at bold: the ratio of Inter's total
    /// figure advance at that weight to Bold's (SF's figures widen with weight as Inter's
    /// do; only bold was measured, RFIG).
    static func figureWeightFactor(_ weight: FontWeight) -> Double {
        let total: Double =
            switch weight {
            case .ultraLight: 16089
            case .thin: 16372
            case .light: 16657
            case .regular: 16940
            case .medium: 17267
            case .semibold: 17595
            case .bold: 17925
            case .heavy: 18253
            case .black: 18580
            }
        return total / 17925
    }

    /// SF Pro's, for Inter standing in for it at `weight`.
    public static func system(weight: FontWeight) -> FaceLikeness {
        let width = weight >= .heavy ? heavySystemWidth : weight >= .bold ? boldSystemWidth : 1
        let letters =
            switch weight {
            case .regular: regularDisplayLetters
            case .semibold: semiboldDisplayLetters
            case .bold: boldDisplayLetters
            case .heavy: heavyDisplayLetters
            default: (width: 1.0, spacing: 0.0)
            }
        return FaceLikeness(
            width: width, capHeight: SystemFontMetrics.capHeight, figureSpacing: displayFigureSpacing,
            percentWidth: systemPercentWidth, degreeSign: weight == .thin ? thinDegreeSign : nil,
            displayLetterWidth: letters.width, displayLetterSpacing: letters.spacing,
            displaySpace: weight >= .regular && weight <= .heavy ? displaySpaceAdvance : nil,
            displayLetterBlend: letters.width != 1 ? systemLetterBlend : nil)
    }

    /// SF Pro Rounded's, for Nunito standing in for it at `weight`: wider letters (bold
    /// lowercase wider still), proportional figures, heights as designed (Nunito's cap
    /// height is SF Pro Rounded's, 0.705 em).
    public static func rounded(weight: FontWeight) -> FaceLikeness {
        let factor = figureWeightFactor(weight)
        return FaceLikeness(
            width: roundedWidth, capHeight: nil, figureAdvances: roundedFigureAdvances.map { $0 * factor },
            colonSpaceBefore: roundedColonSpace.before, colonSpaceAfter: roundedColonSpace.after,
            lowercaseWidth: weight == .bold ? roundedBoldLowercaseWidth : 1)
    }

    /// The stretches of a face with this likeness whose own cap height is `designCapHeight`
    /// of `unitsPerEm` (nil when the face gives none: nothing is stretched vertically) and
    /// whose figures advance `designFigureAdvances` ems (0–9; nil, or a figure of 0: that
    /// figure keeps its width), whose degree sign's ink runs from `designDegreeInk.minY`
    /// to `maxY` ems above the baseline (nil: no degree sign) and whose space advances
    /// `designSpace` ems (nil: no space).
    func stretches(
        designCapHeight: Double?, unitsPerEm: Double, designFigureAdvances: [Double]? = nil,
        designDegreeInk: (minY: Double, maxY: Double)? = nil, designSpace: Double? = nil
    ) -> Stretches {
        var height = 1.0
        if let capHeight, let designCapHeight { height = capHeight * unitsPerEm / designCapHeight }
        var figureWidths = [Double](repeating: 1, count: 10)
        if let figureAdvances, let designFigureAdvances, figureAdvances.count == 10, designFigureAdvances.count == 10 {
            for d in 0..<10 where designFigureAdvances[d] > 0 {
                figureWidths[d] = figureAdvances[d] / designFigureAdvances[d]
            }
        }
        var degree: (stretch: GlyphStretch, rise: Double)?
        if let degreeSign, let ink = designDegreeInk, ink.maxY > ink.minY {
            let scale = degreeSign.side / (ink.maxY - ink.minY)
            degree = (GlyphStretch(width: scale, height: scale), degreeSign.top - ink.maxY * scale)
        }
        return Stretches(
            figureSpacing: figureSpacing, figureWidths: figureWidths, figureHeight: height,
            percentWidth: percentWidth, colonSpace: (colonSpaceBefore, colonSpaceAfter),
            lowercase: GlyphStretch(width: width, height: 1), lowercaseWidth: lowercaseWidth,
            other: GlyphStretch(width: width, height: height),
            degree: degree, displayLetterWidth: displayLetterWidth, displayLetterSpacing: displayLetterSpacing,
            displaySpaceSpacing: displaySpace.flatMap { space in designSpace.map { space - $0 } } ?? 0,
            letterBlend: displayLetterBlend)
    }

    /// A face's stretch for each class of character.
    struct Stretches: Sendable {
        var figureSpacing: Double
        /// Each figure's width factor (0–9), at every size.
        var figureWidths: [Double]
        var figureHeight: Double
        /// "%"'s width relative to `other`'s.
        var percentWidth: Double
        /// The space a colon between figures gains before and after it, in ems, below
        /// display sizes.
        var colonSpace: (before: Double, after: Double)
        var lowercase: GlyphStretch
        /// How much wider the lowercase letters are than `lowercase` up to
        /// `FaceLikeness.lowercaseWidthFade` (fading over it).
        var lowercaseWidth: Double
        var other: GlyphStretch
        /// The degree sign's stretch (both ways) and how far it is raised, in ems, from
        /// display sizes on (nil: drawn as the other glyphs).
        var degree: (stretch: GlyphStretch, rise: Double)?
        /// The letters' width and the spacing after them, in ems, from display sizes on
        /// (and, in part, over `letterBlend`).
        var displayLetterWidth: Double
        var displayLetterSpacing: Double
        /// What the space's advance gains, in ems, from display sizes on.
        var displaySpaceSpacing: Double
        /// The sizes over which the letters go from text to display (nil: at display sizes).
        var letterBlend: ClosedRange<Double>?

        /// How far a letter at `size` has gone from its text width and spacing to its
        /// display ones: 0 below the blend, 1 from its end and at display sizes.
        func letterShare(size: Double) -> Double {
            if size >= FaceLikeness.displaySize { return 1 }
            guard let blend = letterBlend, size > blend.lowerBound else { return 0 }
            return min(1, (size - blend.lowerBound) / (blend.upperBound - blend.lowerBound))
        }

        func stretch(for character: Character, size: Double) -> GlyphStretch {
            var s: GlyphStretch
            var isPercent = false
            var isLowercase = false
            // ASCII by its code, the rest by Unicode's lowercase property (slower to look up).
            if let ascii = character.asciiValue {
                if Self.isFigure(ascii) {
                    return GlyphStretch(width: figureWidths[Int(ascii - 0x30)], height: figureHeight)
                }
                isLowercase = (0x61...0x7A).contains(ascii)
                isPercent = ascii == 0x25
            } else {
                if let degree, size >= FaceLikeness.displaySize, character == "°" { return degree.stretch }
                isLowercase = character.isLowercase
            }
            s = isLowercase ? lowercase : other
            if isLowercase && lowercaseWidth != 1 {
                // Wider lowercase, fading out toward display sizes (ROUNDBOLD).
                let fade = FaceLikeness.lowercaseWidthFade
                let share = min(1, max(0, (fade.upperBound - size) / (fade.upperBound - fade.lowerBound)))
                s.width *= 1 + (lowercaseWidth - 1) * share
            }
            if size >= FaceLikeness.displaySize {
                s.width = displayLetterWidth != 1 && Self.isLetter(character) ? displayLetterWidth : 1
            } else if isPercent {
                s.width *= percentWidth
            } else if let blend = letterBlend, size > blend.lowerBound, Self.isLetter(character) {
                // Between text and display sizes, a letter is on its way (MIDSIZE).
                s.width += (displayLetterWidth - s.width) * letterShare(size: size)
            }
            return s
        }

        /// How far the glyphs of `character` are raised at `size`, in points.
        func rise(for character: Character, size: Double) -> Double {
            guard let degree, size >= FaceLikeness.displaySize, character == "°" else { return 0 }
            return degree.rise * size
        }

        /// What the advance of `character` gains at `size`, in points.
        func spacing(after character: Character, size: Double) -> Double {
            guard size >= FaceLikeness.displaySize else {
                // Between text and display sizes, a letter's spacing is on its way (MIDSIZE).
                guard let blend = letterBlend, size > blend.lowerBound, displayLetterSpacing != 0,
                    Self.isLetter(character)
                else { return 0 }
                return displayLetterSpacing * letterShare(size: size) * size
            }
            if let ascii = character.asciiValue {
                if Self.isFigure(ascii) { return figureSpacing * size }
                // A tab is set with the space's glyph (`Typesetter.asciiScalar`).
                if ascii == 0x20 || ascii == 0x09 { return displaySpaceSpacing * size }
            }
            if displayLetterSpacing != 0 && Self.isLetter(character) { return displayLetterSpacing * size }
            return 0
        }

        /// The space, in points, a colon between two figures gains before and after it at `size`.
        func colonSpace(size: Double) -> (before: Double, after: Double) {
            guard size < FaceLikeness.displaySize else { return (0, 0) }
            return (colonSpace.before * size, colonSpace.after * size)
        }

        static func isFigure(_ ascii: UInt8) -> Bool { (0x30...0x39).contains(ascii) }

        /// A letter: A–Z and a–z by their codes, any other character by Unicode's property.
        static func isLetter(_ character: Character) -> Bool {
            if let ascii = character.asciiValue {
                return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
            }
            return character.isLetter
        }
    }
}
