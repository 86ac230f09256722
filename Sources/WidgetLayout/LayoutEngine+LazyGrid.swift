// LazyVGrid and LazyHGrid (GRID in docs/sources.md), written for LazyVGrid; LazyHGrid is
// the same with the axes swapped (its tracks are rows, resolved from the height).
//
// Tracks (columns) from the proposed width W:
// 1. remaining = W − the spacing after every column but the last (GridItem spacing, 8 pt
//    by default).
// 2. Fixed columns are resolved first, then the others in order; each is offered
//    remaining ÷ (columns still unresolved): fixed takes its value, flexible clamps the
//    offer to [minimum, maximum], adaptive takes the offer; remaining shrinks by it.
// 3. An adaptive column of width A becomes m = max(1, ⌊(A + s) ÷ (minimum + s)⌋) columns
//    of (A − (m − 1)s) ÷ m each (capped at its maximum), s its spacing.
// With no width proposed, each column takes its fixed value or its minimum; with an
// infinite one, its maximum.
// Rows: children fill the columns left to right, then wrap. A row is as tall as its
// tallest cell measured at its column's width with no height proposed; cells are then
// offered their column's width and the row's height and aligned in that slot (GridItem
// alignment, center by default). Rows are separated by the grid's spacing (8 pt).
// The grid is as wide as the proposal (or its columns, when wider) and aligns the
// columns in it by its alignment; it is as tall as its rows.

import WidgetCore
import WidgetViewTree

extension LayoutEngine {
    struct Track {
        var length: Double
        var spacingAfter: Double
        var alignment: Alignment
    }

    static func resolveTracks(_ tracks: [GridTrack], available: Double?) -> [Track] {
        func spacing(_ t: GridTrack) -> Double { t.spacing ?? StackSpacing.defaultSpacing }
        var lengths = [Double](repeating: 0, count: tracks.count)
        if let available, available.isFinite {
            var remaining = available - tracks.dropLast().reduce(0) { $0 + spacing($1) }
            let order =
                tracks.indices.filter { if case .fixed = tracks[$0].size { true } else { false } }
                + tracks.indices.filter { if case .fixed = tracks[$0].size { false } else { true } }
            for (k, i) in order.enumerated() {
                let offer = remaining / Double(order.count - k)
                switch tracks[i].size {
                case .fixed(let v): lengths[i] = v
                case .flexible(let mn, let mx): lengths[i] = min(max(mn, offer), mx)
                case .adaptive: lengths[i] = offer
                }
                remaining -= lengths[i]
            }
        } else {
            // Nothing proposed: the minimums. Infinity proposed (a stack probing how far
            // the grid can grow): the maximums.
            let unbounded = available != nil
            for (i, t) in tracks.enumerated() {
                switch t.size {
                case .fixed(let v): lengths[i] = v
                case .flexible(let mn, let mx), .adaptive(let mn, let mx): lengths[i] = unbounded ? mx : mn
                }
            }
        }
        var result: [Track] = []
        for (i, t) in tracks.enumerated() {
            let s = spacing(t), alignment = t.alignment ?? .center
            guard case .adaptive(let mn, let mx) = t.size, lengths[i].isFinite else {
                result.append(Track(length: max(0, lengths[i]), spacingAfter: s, alignment: alignment))
                continue
            }
            let a = max(0, lengths[i])
            // As many tracks as fit, at least one, and no more than one per point (a zero
            // minimum with zero spacing would otherwise ask for infinitely many).
            let unit = max(0, mn) + s
            let fit = unit > 0 ? ((a + s) / unit).rounded(.down) : 1
            let m = max(1, min(10_000, Int(saturating: min(fit, a.rounded(.down) + 1))))
            let each = min(mx, (a - Double(m - 1) * s) / Double(m))
            for _ in 0..<m { result.append(Track(length: max(0, each), spacingAfter: s, alignment: alignment)) }
        }
        return result
    }

    func arrangeLazyGrid(_ grid: LazyGridContent, proposal p: ProposedSize) -> Arrangement {
        let across = grid.axis.other, along = grid.axis
        let tracks = Self.resolveTracks(grid.tracks, available: p[across])
        guard !tracks.isEmpty, !grid.children.isEmpty else {
            return stored(Size(across, main: p[across].flatMap { $0.isFinite ? $0 : nil } ?? 0, cross: 0), [])
        }
        var offsets: [Double] = []
        var total = 0.0
        for (i, t) in tracks.enumerated() {
            offsets.append(total)
            total += t.length + (i < tracks.count - 1 ? t.spacingAfter : 0)
        }
        let width = p[across].map { $0.isFinite ? max($0, total) : total } ?? total
        let shift = width.isFinite && total.isFinite ? (width - total) * grid.alignment : 0
        let lineSpacing = grid.spacing ?? StackSpacing.defaultSpacing

        var placements: [Placement] = []
        var position = 0.0
        var index = 0
        while index < grid.children.count {
            let row = Array(grid.children[index..<min(index + tracks.count, grid.children.count)])
            let height = zip(row, tracks).reduce(0.0) { h, pair in
                max(h, sizeThatFits(pair.0, ProposedSize(across, main: pair.1.length, cross: nil))[along])
            }
            for (k, child) in row.enumerated() {
                let track = tracks[k]
                let proposal = ProposedSize(across, main: track.length, cross: height)
                let size = sizeThatFits(child, proposal)
                let slot = Rect(
                    origin: across == .horizontal
                        ? Point(x: shift + offsets[k], y: position) : Point(x: position, y: shift + offsets[k]),
                    size: Size(across, main: track.length, cross: height))
                placements.append(
                    Placement(proposal, Rect(origin: track.alignment.origin(of: size, in: slot), size: size)))
            }
            position += height
            index += tracks.count
            if index < grid.children.count { position += lineSpacing }
        }
        return stored(Size(across, main: width, cross: position), placements)
    }
}
