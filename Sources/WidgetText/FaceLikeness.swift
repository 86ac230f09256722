// How a stand-in face's glyphs are stretched to measure like the font it stands in for.
//
// Inter stands in for SF Pro (Fonts/README.md). Measured against real iOS screenshots
// (FACES in docs/measurements.md), two differences are regular enough to correct:
// - SF Pro's capitals and figures are shorter: its cap height is 1443/2048 em (0.705),
//   Inter's 2048/2816 (0.727). Every glyph but the lowercase letters is scaled
//   vertically, about the baseline, to SF Pro's cap height; lowercase letters keep their
//   height (their ascenders measure as tall as SF's or a little shorter).
// - SF Pro's bold, heavy and black letters are wider: every glyph but the figures is
//   widened by a factor (its advance and its outline); figures keep their width (SF's
//   bold digits measure as wide as Inter's or narrower).
// The stretch is chosen per character from its case and class alone, so it does not
// depend on the glyphs around it; layout sees the stretched advances, the raster stage
// the stretched outlines.

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

/// What a stand-in face is stretched to: the width factor for its letters and the cap
/// height of the font it stands in for.
public struct FaceLikeness: Hashable, Sendable {
    /// The width of every glyph but the figures 0–9, relative to the face's own.
    public var width: Double
    /// The cap height, in ems, that capitals, figures and every other glyph but the
    /// lowercase letters are scaled to.
    public var capHeight: Double

    public init(width: Double, capHeight: Double) {
        self.width = width
        self.capHeight = capHeight
    }

    /// SF Pro's bold, heavy and black letters set 1.7 % wider than Inter's (the median of
    /// 13 texts in six repositories' screenshots: FACES in docs/measurements.md).
    public static let boldSystemWidth = 1.017

    /// SF Pro's, for Inter standing in for it at `weight`.
    public static func system(weight: FontWeight) -> FaceLikeness {
        FaceLikeness(width: weight >= .bold ? boldSystemWidth : 1, capHeight: SystemFontMetrics.capHeight)
    }

    /// The stretches of a face with this likeness whose own cap height is `designCapHeight`
    /// of `unitsPerEm` (nil when the face gives no cap height: nothing is stretched
    /// vertically).
    func stretches(designCapHeight: Double?, unitsPerEm: Double) -> Stretches {
        let height = designCapHeight.map { capHeight * unitsPerEm / $0 } ?? 1
        return Stretches(
            figure: GlyphStretch(width: 1, height: height),
            lowercase: GlyphStretch(width: width, height: 1),
            other: GlyphStretch(width: width, height: height))
    }

    /// A face's stretch for each class of character.
    struct Stretches: Sendable {
        var figure: GlyphStretch
        var lowercase: GlyphStretch
        var other: GlyphStretch

        func stretch(for character: Character) -> GlyphStretch {
            if character.isASCII, character.isWholeNumber { return figure }
            if character.isLowercase { return lowercase }
            return other
        }
    }
}
