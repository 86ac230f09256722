// Placement: given the rectangle a parent chose for a view (its size is the one the view
// asked for), place every child. Each layout re-derives its children's proposals from
// the proposal it was given, with the same functions that sized it, so sizes agree
// between the passes; a stack or ZStack that overflowed its proposal (or had none) places
// its children for its final size, as SwiftUI does (`placingProposal`).

import WidgetCore
import WidgetViewTree

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

    /// For a modifier level sized `size` at proposal `p`: the level inside it, with the
    /// proposal it gets and its frame relative to this level's origin. Drawing-only
    /// modifiers (offset, clipped) and decorations pass the level through unchanged.
    func modifierChild(_ node: ViewNode, level: Int, _ p: ProposedSize, size: Size) -> Placement {
        let inner = level - 1
        let bounds = Rect(origin: .zero, size: size)
        func aligned(_ proposal: ProposedSize, _ alignment: Alignment) -> Placement {
            let s = sizeThatFits(node, level: inner, proposal)
            return Placement(proposal, Rect(origin: alignment.origin(of: s, in: bounds), size: s))
        }
        switch node.modifiers[inner] {
        case .padding(let insets):
            let proposal = paddingProposal(p, insets: insets)
            return Placement(
                proposal,
                Rect(
                    origin: Point(x: insets.leading, y: insets.top), size: sizeThatFits(node, level: inner, proposal))
            )
        case .frame(let spec):
            switch spec {
            case .fixed(_, _, let a), .flexible(_, _, let a): return aligned(frameProposal(p, spec: spec), a)
            }
        case .relativeFrame, .containerRelativeFrame:
            let spec = fixedFrame(for: node.modifiers[inner], proposal: p)
            guard case .fixed(_, _, let a) = spec else { return aligned(p, .center) }
            return aligned(frameProposal(p, spec: spec), a)
        case .fixedSize(let horizontal, let vertical):
            return aligned(Self.fixedSizeProposal(p, horizontal, vertical), .center)
        case .aspectRatio(let ratio, let mode):
            return aligned(aspectRatioProposal(node, level: level, ratio, mode, p), .center)
        case .offset, .effect, .background, .overlay, .mask:
            return Placement(p, bounds)
        }
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
        switch node.modifiers[inner] {
        case .offset(let x, let y):
            placeLevel(node, level: inner, proposal: p, rect: rect.offsetBy(dx: x, dy: y), into: &result)
        case .background(let decoration, let alignment), .overlay(let decoration, let alignment),
            .mask(let decoration, let alignment):
            placeLevel(node, level: inner, proposal: p, rect: rect, into: &result)
            let decorationProposal = ProposedSize(rect.size)
            let size = sizeThatFits(decoration, decorationProposal)
            let placed = place(
                decoration, proposal: decorationProposal,
                in: Rect(origin: alignment.origin(of: size, in: rect), size: size))
            let kind: LayoutNode.Decoration.Kind
            switch node.modifiers[inner] {
            case .background: kind = .background
            case .mask: kind = .mask
            default: kind = .overlay
            }
            result.decorations.append(LayoutNode.Decoration(kind: kind, level: level, node: placed))
        default:
            let child = modifierChild(node, level: level, p, size: rect.size)
            placeLevel(
                node, level: inner, proposal: child.proposal,
                rect: child.frame.offsetBy(dx: rect.minX, dy: rect.minY), into: &result)
        }
    }

    /// The placement of child `k` of a container at proposal `p`, relative to its origin.
    /// Read one at a time by index: holding a slice of the store while children are
    /// placed (which appends to it) would copy the whole store.
    func childPlacement(_ a: Arrangement, _ k: Int) -> Placement {
        placementStore[a.first + k]
    }

    /// The proposal a container places its children for, in its final `size`: SwiftUI
    /// places a stack's children in the stack's bounds, proposing each the stack's own
    /// length across its axis, and a ZStack's its own size. Where that differs from what
    /// the container was offered (content taller than its proposal, or none proposed, as
    /// under `fixedSize`), a child flexible across the axis takes the container's length: a
    /// `Divider` beside text in a `fixedSize` HStack, a column beside an overflowing one,
    /// a background `Color` under overflowing content (OVERFLOW in docs/measurements.md).
    /// Only a container larger than its proposal (or given none) is re-arranged: where it
    /// is smaller, a child flexible across the axis would have made it as large, so the
    /// children's sizes cannot change. Sizing is unchanged: a container reports the size
    /// its proposal gives.
    func placingProposal(_ node: ViewNode, _ p: ProposedSize, size: Size) -> ProposedSize {
        switch node.content {
        case .stack(let axis, _, _, _):
            let cross = size[axis.other]
            if let offered = p[axis.other], cross <= offered + 1e-9 { return p }
            return ProposedSize(axis, main: p[axis], cross: cross)
        case .zstack:
            if let w = p.width, let h = p.height, size.width <= w + 1e-9, size.height <= h + 1e-9 { return p }
            return ProposedSize(size)
        default:
            return p
        }
    }

    /// The arrangement a container places its children by, in its final `size`: the one
    /// for `placingProposal`, unless it would not fit that size (a child whose length
    /// along the axis depends on the length across it, such as an `aspectRatio` or a
    /// `ViewThatFits`, would spill into its siblings), then the one it was sized by.
    /// Baselines are read from the same arrangement (LayoutEngine+Baseline.swift).
    func placingArrangement(_ node: ViewNode, _ p: ProposedSize, size: Size) -> Arrangement {
        let placing = placingProposal(node, p, size: size)
        guard placing != p else { return arrangement(node, p) }
        let a = arrangement(node, placing)
        let fits: Bool
        switch node.content {
        case .stack(let axis, _, _, _):
            fits = abs(a.size[axis] - size[axis]) < 1e-6 && a.size[axis.other] <= size[axis.other] + 1e-6
        default:
            fits = abs(a.size.width - size.width) < 1e-6 && abs(a.size.height - size.height) < 1e-6
        }
        return fits ? a : arrangement(node, p)
    }

    private func placeContent(_ node: ViewNode, proposal p: ProposedSize, rect: Rect, into result: inout LayoutNode) {
        if case .text = node.content {
            result.textProposal = p
            result.text = measureText(node, p)
            return
        }
        let views = node.content.children
        result.children.reserveCapacity(views.count)
        let a = placingArrangement(node, p, size: rect.size)
        for (k, child) in views.dropFirst(a.firstChild).prefix(a.count).enumerated() {
            let placement = childPlacement(a, k)
            if placement.isHidden { continue }
            result.children.append(
                place(
                    child, proposal: placement.proposal,
                    in: placement.frame.offsetBy(dx: rect.minX, dy: rect.minY)))
        }
    }
}
