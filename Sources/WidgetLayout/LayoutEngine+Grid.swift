// Grid and GridRow (GRID in docs/sources.md). A grid lays out its columns as an HStack
// lays out its children and its rows as a VStack does, where a column (row) stands for
// all of its cells:
// 1. Columns: as many as the longest GridRow (a cell covers `gridCellColumns` of them).
//    A column's length at a proposal is its widest single-column cell's; columns are
//    sized least flexible first, each offered an equal share of the width left after
//    the spacing (8 pt by default). With no width proposed, each column is its widest
//    cell's ideal width. A cell spanning columns that comes out wider than them widens
//    them equally; a view outside a GridRow is offered the grid's proposed width, so a
//    Divider or a Color there widens the grid to all it is offered (DOC).
// 2. Rows: the same on the other axis; a row's cells are offered their column widths.
// 3. A cell is offered its slot (its columns' widths plus the spacing between them, and
//    its row's height) and aligned in it: horizontally by the grid's alignment,
//    vertically by its row's alignment or the grid's (text baselines line up across the
//    row, which grows to hold them). A view outside a GridRow is a row of its own
//    spanning every column.
// 4. The grid is as wide as its columns (or its widest spanning view) and as tall as its
//    rows.

import WidgetCore
import WidgetViewTree

extension LayoutEngine {
    func arrangeGrid(_ grid: GridContent, proposal p: ProposedSize) -> Arrangement {
        let hs = grid.horizontalSpacing ?? StackSpacing.defaultSpacing
        let vs = grid.verticalSpacing ?? StackSpacing.defaultSpacing
        let columnCount = grid.rows.filter { !$0.spansGrid }.map { $0.cells.reduce(0) { $0 + $1.columns } }.max() ?? 0

        // The single-column cells of each column, with their row.
        var columnCells = [[ViewNode]](repeating: [], count: columnCount)
        for row in grid.rows where !row.spansGrid {
            var column = 0
            for cell in row.cells {
                if cell.columns == 1 { columnCells[column].append(cell.view) }
                column += cell.columns
            }
        }
        func columnLength(_ c: Int, _ offer: Double?) -> Double {
            columnCells[c].reduce(0) { max($0, sizeThatFits($1, ProposedSize(width: offer, height: nil)).width) }
        }
        var widths = Self.distribute(
            count: columnCount, available: p.width.map { $0 - hs * Double(max(0, columnCount - 1)) },
            length: columnLength)
        // Cells wider than the columns they span widen those columns equally: a view
        // outside a GridRow is offered the grid's whole proposed width, a multi-column cell
        // its columns' widths and the spacing between them.
        var spanningWidth = 0.0
        func widen(_ first: Int, _ count: Int, to wanted: Double) {
            let current = widths[first..<(first + count)].reduce(0, +) + hs * Double(count - 1)
            guard wanted > current, wanted.isFinite else { return }
            for c in first..<(first + count) { widths[c] += (wanted - current) / Double(count) }
        }
        for row in grid.rows {
            if row.spansGrid {
                let w = sizeThatFits(row.cells[0].view, ProposedSize(width: p.width, height: nil)).width
                spanningWidth = max(spanningWidth, w)
                if columnCount > 0 { widen(0, columnCount, to: w) }
                continue
            }
            var column = 0
            for cell in row.cells {
                let count = min(columnCount, column + cell.columns) - column
                if count > 1 {
                    let offered = widths[column..<(column + count)].reduce(0, +) + hs * Double(count - 1)
                    widen(column, count, to: sizeThatFits(cell.view, ProposedSize(width: offered, height: nil)).width)
                }
                column += cell.columns
            }
        }
        var columnOffsets: [Double] = []
        var x = 0.0
        for w in widths {
            columnOffsets.append(x)
            x += w + hs
        }
        let columnsWidth = columnCount > 0 ? x - hs : 0

        // Each row's cells with their slot widths and x offsets.
        struct Slot {
            var view: ViewNode
            var x: Double
            var width: Double
        }
        var rowSlots: [[Slot]] = []
        for row in grid.rows {
            if row.spansGrid {
                let width = columnCount > 0 ? columnsWidth : spanningWidth
                rowSlots.append([Slot(view: row.cells[0].view, x: 0, width: width)])
                continue
            }
            var slots: [Slot] = []
            var column = 0
            for cell in row.cells {
                let last = min(columnCount, column + cell.columns) - 1
                let width = widths[column...last].reduce(0, +) + hs * Double(last - column)
                slots.append(Slot(view: cell.view, x: columnOffsets[column], width: width))
                column += cell.columns
            }
            rowSlots.append(slots)
        }
        func slotProposal(_ s: Slot, _ height: Double?) -> ProposedSize {
            ProposedSize(width: s.width, height: height)
        }
        let heights = Self.distribute(
            count: grid.rows.count, available: p.height.map { $0 - vs * Double(max(0, grid.rows.count - 1)) },
            length: { r, offer in
                rowSlots[r].reduce(0) { max($0, self.sizeThatFits($1.view, slotProposal($1, offer)).height) }
            })

        var width = columnsWidth
        var placements: [Placement] = []
        var y = 0.0
        for (r, row) in grid.rows.enumerated() {
            var height = heights[r]
            let sized = rowSlots[r].map { slot -> (ProposedSize, Size) in
                let proposal = slotProposal(slot, height)
                return (proposal, sizeThatFits(slot.view, proposal))
            }
            let vertical = row.alignment ?? grid.alignment.vertical
            var guides: [Double] = []
            if vertical == .firstTextBaseline || vertical == .lastTextBaseline {
                guides = zip(rowSlots[r], sized).map { slot, s in
                    baseline(slot.view, s.0, size: s.1, last: vertical == .lastTextBaseline) ?? s.1.height
                }
            }
            let line = guides.max() ?? 0
            // Cells on a shared baseline can reach below the row's height: the row grows to
            // hold them, as an HStack on a baseline does.
            for k in guides.indices { height = max(height, line - guides[k] + sized[k].1.height) }
            for (k, slot) in rowSlots[r].enumerated() {
                let (proposal, size) = sized[k]
                width = max(width, slot.x + slot.width)
                let dx = slot.x + (slot.width - size.width) * grid.alignment.horizontal.fraction
                let dy = guides.isEmpty ? (height - size.height) * vertical.fraction : line - guides[k]
                placements.append(Placement(proposal, Rect(x: dx, y: y + dy, width: size.width, height: size.height)))
            }
            y += height + (r < grid.rows.count - 1 ? vs : 0)
        }
        // Offered an infinite width, a greedy spanning view makes the grid take it all.
        if spanningWidth == .infinity { width = .infinity }
        return stored(Size(width: width, height: y), placements)
    }

    /// Shares `available` among `count` tracks as a stack shares among its children:
    /// least flexible first (length at ∞ minus length at 0), each offered an equal share
    /// of what is left. With nothing available (nil) each track takes its ideal length.
    static func distribute(count: Int, available: Double?, length: (Int, Double?) -> Double) -> [Double] {
        guard let available, available.isFinite else { return (0..<count).map { length($0, available) } }
        let minimum = (0..<count).map { length($0, 0) }
        let maximum = (0..<count).map { length($0, .infinity) }
        let order = (0..<count).sorted { a, b in
            let fa = maximum[a] - minimum[a], fb = maximum[b] - minimum[b]
            return fa != fb ? fa < fb : a < b
        }
        var result = [Double](repeating: 0, count: count)
        var left = available
        for (k, i) in order.enumerated() {
            let share = max(0, left / Double(count - k))
            result[i] = length(i, share)
            left -= result[i]
        }
        return result
    }
}
