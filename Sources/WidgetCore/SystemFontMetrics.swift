// The system font's vertical metrics. The bundled stand-in for it (Inter) is set with SF
// Pro's ascender, descender and cap height rather than its own, so that a line of text is
// as tall as on iOS and sits on the same baseline (SFMETRICS in docs/sources.md).

/// SF Pro's vertical metrics, per point of font size.
public enum SystemFontMetrics {
    /// SF Pro's hhea ascender: 1950 of 2048 units.
    public static let ascender = 1950.0 / 2048
    /// SF Pro's hhea descender: −494 of 2048 units (negative: below the baseline).
    public static let descender = -494.0 / 2048
    /// SF Pro's cap height: 1443 of 2048 units (0.7046 em).
    public static let capHeight = 1443.0 / 2048
    /// A line's height, with no line gap: 2444 / 2048 (`.body`, 17 pt: 20.29 pt, UIKit's
    /// `lineHeight`).
    public static let lineHeight = ascender - descender
}
