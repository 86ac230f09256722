import WidgetCore

/// A shape's stroke: its style (nil: the foreground), width, caps, joins and dashes.
public struct StrokeSpec: Sendable {
    public var style: StyleSpec?
    public var strokeStyle: StrokeStyle
    /// `strokeBorder`: inside the shape's frame.
    public var border: Bool
}
