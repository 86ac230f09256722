// ViewThatFits: SwiftUI tries its children in order and keeps the first whose ideal size
// fits the proposal along the constrained axes (both unless `in` names one), the last when
// none fits (VTF in docs/sources.md). A child's ideal size on a constrained axis is its
// size for a nil proposal there; on a free axis it is offered the proposal. The chosen
// child is then proposed the whole proposal, and the container takes its size.

import WidgetCore
import WidgetViewTree

extension LayoutEngine {
    func arrangeViewThatFits(
        _ children: [ViewNode], horizontal: Bool, vertical: Bool, proposal p: ProposedSize
    ) -> Arrangement {
        guard !children.isEmpty else { return stored(.zero, []) }
        let ideal = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        // A hair of tolerance, as lengths computed two ways can differ in the last bits.
        func fits(_ length: Double, _ offered: Double?) -> Bool { offered.map { length <= $0 + 1e-9 } ?? true }
        let chosen =
            children.firstIndex { child in
                let size = sizeThatFits(child, ideal)
                return (!horizontal || fits(size.width, p.width)) && (!vertical || fits(size.height, p.height))
            } ?? children.count - 1
        let size = sizeThatFits(children[chosen], p)
        var arrangement = stored(size, [Placement(p, Rect(origin: .zero, size: size))])
        arrangement.firstChild = chosen
        return arrangement
    }
}
