import WidgetCore

/// A shape node's geometry as written, with its fill, stroke and trim.
public struct ShapeSpec: Sendable {
    public enum Kind: Sendable {
        case rectangle, containerRelative, circle, ellipse
        /// `style` when written (SwiftUI's capsule is circular by default).
        case capsule(style: CornerStyle?)
        /// `cornerRadius`, or `cornerSize` (whose width and height must agree to be drawn).
        case roundedRectangle(width: Double, height: Double, style: CornerStyle)
        case unevenRoundedRectangle(
            topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, style: CornerStyle)
        case path(Path)
    }
    public var kind: Kind
    public var fill: StyleSpec?
    /// `stroke` or (with `border`) `strokeBorder`.
    public var stroke: StrokeSpec?
    public var trim: ClosedRange<Double>?
}
