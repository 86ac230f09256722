// A container that pins each child, at its ideal size, to a point given as fractions of
// its own frame: the plot area of a chart (points at their data values, axis labels at
// their ticks), whose positions are known as fractions before the size is.

import WidgetCore

/// Children pinned to unit points of the container (LayoutEngine+Anchored.swift).
public struct AnchoredContent: Sendable {
    /// Where a child goes: its own `childPoint` (a unit point of the child) lands on `at`
    /// (a unit point of the container).
    public struct Pin: Sendable, Hashable {
        public var at: UnitPoint
        public var childPoint: UnitPoint

        public init(at: UnitPoint, childPoint: UnitPoint = UnitPoint(x: 0.5, y: 0.5)) {
            self.at = at
            self.childPoint = childPoint
        }
    }

    public var children: [ViewNode]
    /// One pin per child.
    public var pins: [Pin]
    /// On an axis it fills, the container takes the length it is offered (10 pt where
    /// none is, as a shape); on the other it is as long as its longest child.
    public var fillsWidth: Bool
    public var fillsHeight: Bool
    /// Axis labels: when neighbours would overlap, only every second (third, …) child is
    /// shown, the first always, as Swift Charts thins its automatic axis labels.
    public var thinsOverlaps: Bool

    public init(
        children: [ViewNode], pins: [Pin], fillsWidth: Bool, fillsHeight: Bool, thinsOverlaps: Bool = false
    ) {
        self.children = children
        self.pins = pins
        self.fillsWidth = fillsWidth
        self.fillsHeight = fillsHeight
        self.thinsOverlaps = thinsOverlaps
    }
}
