// What the typesetter returns: a paragraph set for one width, its lines, and where each
// glyph and each run lies on them.

import WidgetCore

/// A glyph placed on a line: its x in points from the line's start, and which face
/// (an index into the paragraph's `faces`) draws it.
public struct PositionedGlyph: Hashable, Sendable {
    public var glyph: UInt32
    public var x: Double
    public var face: Int
    /// The run (an index into the paragraph's `runSizes`) the glyph belongs to.
    public var run: Int
    /// How the glyph's outline is stretched (FaceLikeness.swift); its advance already is.
    public var stretch: GlyphStretch = .none
    /// How far the glyph is raised above the baseline, in points: a colon between two
    /// figures, centred on their height (`FontFace.colonRise`).
    public var rise: Double = 0
    /// How much the outline's strokes grow, in ems of the glyph's square: an SF Symbol's
    /// substitute at the font's weight (`InlineSymbol.emboldening`).
    public var emboldening: Double = 0
}

/// Where one run's characters lie on a line, in points from the line's start (trailing
/// spaces at the line's end excluded): what underlines and strikethroughs span.
public struct RunExtent: Hashable, Sendable {
    public var run: Int
    public var start: Double
    public var end: Double
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
    /// Each run's stretch of the line, in order.
    public var runExtents: [RunExtent]
}

/// A paragraph set for one width: what layout measures and the renderer draws.
public struct TypesetParagraph: Sendable {
    public var lines: [TypesetLine]
    public var size: Size
    /// True when text was cut (by the line limit or the height) and "…" stands for it.
    public var truncated: Bool
    /// The faces the glyphs refer to, the first run's primary face first.
    public var faces: [FontFace]
    /// The first run's font size (after any shrinking by `minimumScaleFactor`).
    public var fontSize: Double { runSizes.first ?? 0 }
    /// Each run's font size, after any shrinking.
    public var runSizes: [Double]

    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}

extension TypesetParagraph {
    /// Whether nothing is cut and the lines lie within `width` and `height` (nil or
    /// infinite: unlimited): what shrinking and tightening aim for.
    func fits(width: Double?, height: Double?) -> Bool {
        let tolerance = Typesetter.fitTolerance
        guard !truncated else { return false }
        if let width, width.isFinite, size.width > max(0, width) + tolerance * max(1, width) { return false }
        if let height, height.isFinite, size.height > max(0, height) + tolerance * max(1, height) { return false }
        return true
    }
}
