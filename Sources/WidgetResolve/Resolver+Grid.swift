// Resolve, continued: Grid and the lazy grids.

import WidgetCore
import WidgetDocument
import WidgetViewTree

extension Resolver {
    /// A `Grid`: each `GridRow` child is a row of cells (HStack-like: a Divider in it is
    /// vertical); any other child is a row of its own spanning every column (VStack-like).
    func grid(
        alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, children: [ViewSpec],
        environment e: Environment
    ) throws(DocumentError) -> GridContent {
        var rows: [GridContent.Row] = []
        for item in chosen(children) {
            if case .gridRow(let rowAlignment, let cellViews) = item.content {
                var rowEnvironment = e
                rowEnvironment.stackAxis = .horizontal
                var cells: [GridContent.Cell] = []
                for cell in chosen(cellViews) {
                    let view = try resolve(cell, environment: rowEnvironment)
                    cells.append(GridContent.Cell(view: view, columns: Self.gridCellColumns(cell)))
                }
                rows.append(GridContent.Row(alignment: rowAlignment, spansGrid: false, cells: cells))
            } else {
                var rowEnvironment = e
                rowEnvironment.stackAxis = .vertical
                let view = try resolve(item, environment: rowEnvironment)
                rows.append(GridContent.Row(alignment: nil, spansGrid: true, cells: [GridContent.Cell(view: view)]))
            }
        }
        return GridContent(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: rows)
    }

    /// The `gridCellColumns` modifier of a cell (1 when absent).
    static func gridCellColumns(_ cell: ViewSpec) -> Int {
        for m in cell.modifiers {
            if case .gridCellColumns(let n) = m.value { return n }
        }
        return 1
    }
}
