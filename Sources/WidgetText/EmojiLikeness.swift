// How the bundled emoji (Noto Color Emoji) are sized to measure like Apple Color Emoji.
//
// Measured against real iOS screenshots (EMOJI in docs/measurements.md), Apple's emoji do
// not scale with the font's size as a face's glyphs do: up to 17 pt an emoji's ink is
// about 1.19 em, 7 % larger than Noto's, and from about 21 pt on about 0.96 em, 13 %
// smaller. In between, the size an emoji is drawn at goes steadily from 17 pt's to 21
// pt's (18.19 to 18.27 pt): it never shrinks as the text grows, so a wider text never
// fits where a narrower one did not (`minimumScaleFactor` bisects on that). The bundled
// emoji are drawn at that size, their advance with them, and their ink's middle (the
// middle of the face's ascender and descender, 0.34 em above the baseline, where Apple's
// sits too) stays put: a larger emoji grows up and down around it, as on iOS.

/// The scale of a color emoji face's glyphs (ink and advance) by the text's size.
public struct EmojiLikeness: Hashable, Sendable {
    /// The scale up to `ramp`'s start.
    public var textScale: Double
    /// The scale from `ramp`'s end on.
    public var displayScale: Double
    /// The sizes over which the drawn size goes from `textScale` of the ramp's start to
    /// `displayScale` of its end, in proportion to the size.
    public var ramp: ClosedRange<Double>

    public init(textScale: Double, displayScale: Double, ramp: ClosedRange<Double>) {
        self.textScale = textScale
        self.displayScale = displayScale
        self.ramp = ramp
    }

    /// Apple Color Emoji's, for Noto Color Emoji: 1.07 × up to 17 pt (the medians of three
    /// repositories' screenshots at 13–15 pt, 1.074, and of four at 17 pt, 1.066), 0.87 ×
    /// from 21 pt (eight repositories at 28–64 pt, 0.869; one at 24 pt, 0.85), and in
    /// between about the same drawn size (1.012 × at 18 pt and 0.913 × at 20, where one
    /// repository each measured 1.005 and 0.93).
    public static let apple = EmojiLikeness(textScale: 1.07, displayScale: 0.87, ramp: 17...21)

    /// The scale at `size` points.
    public func scale(size: Double) -> Double {
        guard size > ramp.lowerBound else { return textScale }
        guard size < ramp.upperBound else { return displayScale }
        let start = textScale * ramp.lowerBound, end = displayScale * ramp.upperBound
        let drawn = start + (end - start) * (size - ramp.lowerBound) / (ramp.upperBound - ramp.lowerBound)
        return drawn / size
    }
}
