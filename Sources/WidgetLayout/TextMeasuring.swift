// Layout measures text through this protocol and never sees a font file, so layout
// tests can use a fixed-advance measurer and get exact numbers.

import WidgetCore
import WidgetViewTree

/// What a text measures to for one proposal.
public struct TextMeasurement: Sendable, Hashable {
    public var size: Size
    public var lines: Int
    public var truncated: Bool
    public var firstBaseline: Double
    public var lastBaseline: Double

    public init(size: Size, lines: Int, truncated: Bool, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.lines = lines
        self.truncated = truncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// The font metrics a text's frame edges show to its neighbours, in points: what default
/// stack spacing next to text is computed from (LayoutEngine+Spacing.swift).
public struct TextSpacingMetrics: Sendable, Hashable {
    public var ascender: Double
    /// Below the baseline, positive.
    public var descender: Double
    public var capHeight: Double
    /// The font's line gap (leading).
    public var lineGap: Double
    /// From the frame's top edge to the first line's ascender line.
    public var topInset: Double
    /// From the last line's descender line to the frame's bottom edge.
    public var bottomInset: Double

    public init(
        ascender: Double, descender: Double, capHeight: Double, lineGap: Double, topInset: Double,
        bottomInset: Double
    ) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.lineGap = lineGap
        self.topInset = topInset
        self.bottomInset = bottomInset
    }
}

/// Measures text for layout.
public protocol TextMeasuring {
    /// The size `text` takes when offered `proposal` (nil width: one line per paragraph).
    func measure(_ text: TextContent, proposal: ProposedSize) -> TextMeasurement
    /// The metrics of `text`'s primary font at its size.
    func spacingMetrics(_ text: TextContent) -> TextSpacingMetrics
}
