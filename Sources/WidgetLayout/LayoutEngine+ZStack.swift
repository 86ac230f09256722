// ZStack and GeometryReader.
//
// ZStack (PUB in docs/sources.md): only the children with the highest layoutPriority
// decide its size. They are proposed the ZStack's proposal and it is as large as their
// aligned union; every other child is then proposed that size. With equal priorities
// (the usual case) every child decides. Children are aligned by the ZStack's alignment.
//
// GeometryReader: greedy (it takes the proposal, 10 pt where a dimension is unspecified);
// each child is proposed the reader's size and placed at its top-leading corner.

import WidgetCore
import WidgetViewTree

extension LayoutEngine {
    func arrangeZStack(_ children: [ViewNode], alignment: Alignment, proposal p: ProposedSize)
        -> Arrangement
    {
        guard let top = children.map(\.layoutPriority).max() else { return stored(.zero, []) }
        var size = Size.zero
        for child in children where child.layoutPriority == top {
            let s = sizeThatFits(child, p)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        let placements = children.map { child -> Placement in
            let proposal = child.layoutPriority == top ? p : ProposedSize(size)
            let s = sizeThatFits(child, proposal)
            return Placement(
                proposal, Rect(origin: alignment.origin(of: s, in: Rect(origin: .zero, size: size)), size: s))
        }
        return stored(size, placements)
    }

    func arrangeGeometryReader(_ children: [ViewNode], size: Size) -> [Placement] {
        let proposal = ProposedSize(size)
        return children.map { Placement(proposal, Rect(origin: .zero, size: sizeThatFits($0, proposal))) }
    }
}
