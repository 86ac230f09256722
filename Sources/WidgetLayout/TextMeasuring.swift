// Layout measures text through this protocol and never sees a font file, so layout
// tests can use a fixed-advance measurer and get exact numbers.

import WidgetCore

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

/// Measures text for layout.
public protocol TextMeasuring {
    /// The size `text` takes when offered `proposal` (nil width: one line per paragraph).
    func measure(_ text: TextContent, proposal: ProposedSize) -> TextMeasurement
}
