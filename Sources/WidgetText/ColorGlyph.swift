// A color glyph (an emoji): a bitmap placed against the glyph origin in font units.

/// A color font's bitmap for one glyph, with where it sits relative to the glyph's origin.
public struct ColorGlyph: Sendable {
    public var width: Int
    public var height: Int
    /// `width × height` pixels, RGBA, premultiplied.
    public var premultipliedRGBA: [UInt8]
    /// From the origin to the bitmap's left edge, in font units.
    public var left: Double
    /// From the baseline up to the bitmap's top edge, in font units.
    public var top: Double
    /// Font units per bitmap pixel.
    public var unitsPerPixel: Double
}
