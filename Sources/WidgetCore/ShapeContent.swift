// A shape leaf of the view tree: which outline, filled and stroked with which styles.

/// A shape leaf: its outline kind, fill, stroke and trim.
public struct ShapeContent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case rectangle
        case roundedRectangle(radius: Double, style: CornerStyle)
        case circle
        case ellipse
        case capsule
        /// `ContainerRelativeShape`: the widget container's shape inset to the view's frame.
        case containerRelative
        /// `UnevenRoundedRectangle`: a radius of its own at each corner.
        case unevenRoundedRectangle(
            topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, style: CornerStyle)
        /// `Path`: an outline in the view's own points, from its top-left corner.
        case path(Path)
        /// An outline in the unit square (0…1 across and down), stretched to the frame: a
        /// chart's marks and grid lines, drawn at data values.
        case unitPath(Path)
        /// A `Circle` whose outline starts `turn` of a full turn clockwise from its
        /// trailing point (so a trim can run over it in one piece): controls' rings.
        case circleFrom(turn: Double)
    }

    public var kind: Kind
    /// nil: not filled (a shape given only a stroke).
    public var fill: Style?
    public var stroke: ShapeStroke?
    /// `trim(from:to:)`: the part of the outline drawn, as fractions of its length.
    public var trim: ClosedRange<Double>?

    public init(kind: Kind, fill: Style?, stroke: ShapeStroke? = nil, trim: ClosedRange<Double>? = nil) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
        self.trim = trim
    }
}

/// `stroke(_:style:)` (centered on the outline) or `strokeBorder` (inside it).
public struct ShapeStroke: Sendable, Hashable {
    public var style: Style
    public var strokeStyle: StrokeStyle
    /// `strokeBorder`: the outline is inset by half the line width first.
    public var border: Bool

    public init(style: Style, strokeStyle: StrokeStyle, border: Bool) {
        self.style = style
        self.strokeStyle = strokeStyle
        self.border = border
    }
}
