// An SF Symbol set inside a run of text (`Text(Image(systemName:))`): the box the resolver
// gives it, in ems of the run's font size, so that the typesetter sets its substitute glyph
// at SF's size, as `Image(systemName:)` draws it beside text (SYMFRAME, SYMINK and INLINE
// in docs/measurements.md).

/// How a symbol in a text run is set: its ink box, the room on either side, and the height
/// its ink is centred on, all in ems of the run's font size, and its strokes' weight.
public struct InlineSymbol: Hashable, Sendable {
    /// The ink's width and height: SF's measured box, else the substitute's own ink.
    public var ink: Size
    /// The advance beyond the ink on the left and on the right.
    public var margin: Double
    /// The height above the baseline the ink's centre sits at (half SF Pro's cap height).
    public var centre: Double
    /// Whether the glyph may be stretched to the box (it is the symbol's own substitute);
    /// false: another name's glyph, fitted in the box at its own aspect.
    public var stretches: Bool
    /// How much the glyph's strokes grow for the font's weight, in ems of its square, as
    /// for `Image(systemName:)` (0 at regular weight).
    public var emboldening: Double
    /// The substitute glyph's own ink, in ems of its square, y up from the baseline, as the
    /// resolver read it to size the box; the typesetter maps it onto `ink`. Nil when the
    /// fonts gave none (the character is then set as designed).
    public var glyphInk: Rect?

    public init(
        ink: Size, margin: Double, centre: Double, stretches: Bool, emboldening: Double = 0, glyphInk: Rect? = nil
    ) {
        self.ink = ink
        self.margin = margin
        self.centre = centre
        self.stretches = stretches
        self.emboldening = emboldening
        self.glyphInk = glyphInk
    }
}
