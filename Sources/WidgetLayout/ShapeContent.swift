// A shape leaf of the view tree: which outline, filled with which style.

import WidgetCore

/// A shape leaf: its outline kind and fill.
public struct ShapeContent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case rectangle
        case roundedRectangle(radius: Double, style: CornerStyle)
        case circle
        case ellipse
        case capsule
        /// `ContainerRelativeShape`: the widget container's shape inset to the view's frame.
        case containerRelative
    }

    public var kind: Kind
    public var fill: Style

    public init(kind: Kind, fill: Style) {
        self.kind = kind
        self.fill = fill
    }
}
