// `Grid`'s resolved content: its rows of cells.

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
