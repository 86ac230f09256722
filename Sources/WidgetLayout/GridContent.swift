// The grid containers' resolved content: `Grid` with its rows, and `LazyVGrid` /
// `LazyHGrid` with their tracks.

import WidgetCore

/// `Grid`: rows of cells; a view given outside a `GridRow` is a row of one cell that
/// spans every column.
public struct GridContent: Sendable {
    public var alignment: Alignment
    /// nil: the default spacing (8 pt).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var rows: [Row]

    public init(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, rows: [Row]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
    }

    /// One `GridRow`, or one view spanning the grid (`spansGrid`).
    public struct Row: Sendable {
        /// The row's vertical alignment (a GridRow's `alignment`), overriding the grid's.
        public var alignment: VerticalAlignment?
        public var spansGrid: Bool
        public var cells: [Cell]

        public init(alignment: VerticalAlignment?, spansGrid: Bool, cells: [Cell]) {
            self.alignment = alignment
            self.spansGrid = spansGrid
            self.cells = cells
        }
    }

    /// A cell and how many columns it covers (`gridCellColumns`).
    public struct Cell: Sendable {
        public var view: ViewNode
        public var columns: Int

        public init(view: ViewNode, columns: Int = 1) {
            self.view = view
            self.columns = columns
        }
    }
}

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

/// SwiftUI's `GridItem`: one column of a LazyVGrid (row of a LazyHGrid).
public struct GridTrack: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The space after this track; nil: 8 pt.
    public var spacing: Double?
    /// How cells sit in their slot; nil: center.
    public var alignment: Alignment?

    public init(size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
