// `LazyVGrid` / `LazyHGrid`'s resolved content: its tracks and children.

import WidgetCore

/// `LazyVGrid` (axis vertical: tracks are columns, rows grow downward) or `LazyHGrid`
/// (axis horizontal: tracks are rows, columns grow rightward).
public struct LazyGridContent: Sendable {
    public var axis: Axis
    public var tracks: [GridTrack]
    /// Between the lines the grid grows (rows of a LazyVGrid); nil: 8 pt.
    public var spacing: Double?
    /// Where the tracks sit across the grid when they do not fill it: 0, ½, 1.
    public var alignment: Double
    public var children: [ViewNode]

    public init(axis: Axis, tracks: [GridTrack], spacing: Double?, alignment: Double, children: [ViewNode]) {
        self.axis = axis
        self.tracks = tracks
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }
}
