// Placement: given the rectangle a parent chose for a view (its size is the one the view
// asked for), place every child. Each layout re-derives its children's proposals from
// the proposal it was given, exactly as when sizing, so sizes agree between the passes.

import WidgetCore

extension LayoutEngine {
    /// Places `node` (all its modifiers) in `rect`, which it was offered `proposal` for.
    func place(_ node: ViewNode, proposal: ProposedSize, in rect: Rect) -> LayoutNode {
        var result = LayoutNode(
            view: node, frame: rect, outerFrame: rect,
            levelFrames: Array(repeating: rect, count: node.modifiers.count + 1),
            children: [], decorations: [])
        placeLevel(node, level: node.modifiers.count, proposal: proposal, rect: rect, into: &result)
        return result
    }

    private func placeLevel(
        _ node: ViewNode, level: Int, proposal p: ProposedSize, rect: Rect, into result: inout LayoutNode
    ) {
        result.levelFrames[level] = rect
        guard level > 0 else {
            result.frame = rect
            placeContent(node, proposal: p, rect: rect, into: &result)
            return
        }
        let inner = level - 1
        switch node.modifiers[level - 1] {
        case .padding(let insets):
            let childProposal = paddingProposal(p, insets: insets)
            let size = sizeThatFits(node, level: inner, childProposal)
            let origin = Point(x: rect.minX + insets.leading, y: rect.minY + insets.top)
            placeLevel(
                node, level: inner, proposal: childProposal, rect: Rect(origin: origin, size: size), into: &result)
        case .frame(let spec):
            let childProposal = frameProposal(p, spec: spec)
            let size = sizeThatFits(node, level: inner, childProposal)
            let alignment: Alignment
            switch spec {
            case .fixed(_, _, let a), .flexible(_, _, let a): alignment = a
            }
            let origin = alignment.origin(of: size, in: rect)
            placeLevel(
                node, level: inner, proposal: childProposal, rect: Rect(origin: origin, size: size), into: &result)
        case .fixedSize(let horizontal, let vertical):
            let childProposal = Self.fixedSizeProposal(p, horizontal, vertical)
            let size = sizeThatFits(node, level: inner, childProposal)
            let origin = Alignment.center.origin(of: size, in: rect)
            placeLevel(
                node, level: inner, proposal: childProposal, rect: Rect(origin: origin, size: size), into: &result)
        case .offset(let x, let y):
            placeLevel(node, level: inner, proposal: p, rect: rect.offsetBy(dx: x, dy: y), into: &result)
        case .background(let decoration, let alignment), .overlay(let decoration, let alignment):
            placeLevel(node, level: inner, proposal: p, rect: rect, into: &result)
            let decorationProposal = ProposedSize(rect.size)
            let size = sizeThatFits(decoration, decorationProposal)
            let placed = place(
                decoration, proposal: decorationProposal,
                in: Rect(origin: alignment.origin(of: size, in: rect), size: size))
            let kind: LayoutNode.Decoration.Kind
            if case .background = node.modifiers[level - 1] { kind = .background } else { kind = .overlay }
            result.decorations.append(LayoutNode.Decoration(kind: kind, level: level, node: placed))
        }
    }

    private func placeContent(_ node: ViewNode, proposal p: ProposedSize, rect: Rect, into result: inout LayoutNode) {
        switch node.content {
        case .stack(let axis, let alignment, let spacing, let children):
            // Stacks place with the proposal they were sized for (SwiftUI passes the same
            // proposal to placement), so children get the sizes the stack measured.
            let placements = stackChildSizes(children, axis: axis, spacing: spacing, proposal: p)
            let gaps = stackGaps(children, spacing: spacing)
            var position = axis == .horizontal ? rect.minX : rect.minY
            for (i, child) in children.enumerated() {
                let (childProposal, size) = placements[i]
                let crossOrigin =
                    (axis == .horizontal ? rect.minY : rect.minX)
                    + (rect.size[axis.other] - size[axis.other]) * alignment
                let origin =
                    axis == .horizontal
                    ? Point(x: position, y: crossOrigin) : Point(x: crossOrigin, y: position)
                result.children.append(place(child, proposal: childProposal, in: Rect(origin: origin, size: size)))
                position += size[axis] + (i < gaps.count ? gaps[i] : 0)
            }
        case .zstack(let alignment, let children):
            for child in children {
                let size = sizeThatFits(child, p)
                result.children.append(
                    place(child, proposal: p, in: Rect(origin: alignment.origin(of: size, in: rect), size: size)))
            }
        case .text(let text):
            result.textProposal = p
            result.text = measurer.measure(text, proposal: p)
        case .spacer, .divider, .shape, .fill:
            break
        }
    }
}
