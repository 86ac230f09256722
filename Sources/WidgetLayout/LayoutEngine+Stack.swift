// HStack and VStack, following SwiftUI's stack algorithm (PUB and RE in docs/sources.md):
// 1. Spacing: explicit spacing between every adjacent pair; by default 0 next to a
//    Spacer, 8 pt between two views, and in a VStack, where text meets a view, a gap
//    from the text's font metrics (LayoutEngine+Spacing.swift).
// 2. If the main axis is unspecified, every child gets its ideal size: lengths add up.
// 3. Otherwise, subtract the spacing and share what remains:
//    a. group children by layoutPriority, highest first; a group reserves the minimum
//       lengths of all lower groups;
//    b. within a group, order children by flexibility (length at an infinite proposal
//       minus length at zero), least flexible first; among equally flexible children the
//       larger minimum goes first, then document order;
//    c. offer each child an equal share of what is left, then subtract what it took.
// 4. Across the axis: by fraction of the free length, or (HStack) on the children's text
//    baselines; the stack is as long across as the aligned union of its children.
// A bare Spacer carries layout priority −∞ (set when resolving; RE, corroborated by a
// measurement of SwiftUI), so it forms the last group: everything else shares
// the space minus the spacers' minimum lengths, and spacers take what remains.

import WidgetCore

enum StackSpacing {
    static let defaultSpacing = 8.0
}

extension LayoutEngine {
    /// Step 1: the gap after each child but the last.
    func stackGaps(_ children: [ViewNode], axis: Axis, spacing: Double?) -> [Double] {
        guard children.count > 1 else { return [] }
        return (0..<(children.count - 1)).map { i in
            if let spacing { return spacing }
            if children[i].isSpacer || children[i + 1].isSpacer { return 0 }
            guard axis == .vertical else { return StackSpacing.defaultSpacing }
            return verticalGap(
                above: textEdge(children[i], bottom: true), below: textEdge(children[i + 1], bottom: false))
        }
    }

    /// A placed child: the proposal it was sized for and its frame in the parent's space.
    typealias Placement = (proposal: ProposedSize, frame: Rect)

    /// The stack's size and every child's placement, relative to the stack's origin.
    /// Step 4: across the axis, children align by fraction of the free length, or (HStack)
    /// by their text baselines on one line; the stack is as tall as the aligned union.
    func arrangeStack(
        _ children: [ViewNode], axis: Axis, alignment: StackAlignment, spacing: Double?, proposal p: ProposedSize
    ) -> (size: Size, placements: [Placement]) {
        guard !children.isEmpty else { return (.zero, []) }
        let sized = stackChildSizes(children, axis: axis, spacing: spacing, proposal: p)
        let gaps = stackGaps(children, axis: axis, spacing: spacing)
        // Cross offsets, before knowing the stack's cross length for fractions.
        var crossOrigins: [Double]
        let cross: Double
        switch alignment {
        case .fraction(let f):
            cross = sized.reduce(0) { max($0, $1.size[axis.other]) }
            crossOrigins = sized.map { (cross - $0.size[axis.other]) * f }
        case .firstTextBaseline, .lastTextBaseline:
            let last = alignment == .lastTextBaseline
            let guides = children.indices.map { i in
                baseline(children[i], sized[i].proposal, size: sized[i].size, last: last) ?? sized[i].size.height
            }
            let line = guides.max() ?? 0
            crossOrigins = guides.map { line - $0 }
            cross = children.indices.reduce(0) { max($0, crossOrigins[$1] + sized[$1].size.height) }
        }
        var placements: [Placement] = []
        var position = 0.0
        for i in children.indices {
            let size = sized[i].size
            let origin =
                axis == .horizontal
                ? Point(x: position, y: crossOrigins[i]) : Point(x: crossOrigins[i], y: position)
            placements.append((sized[i].proposal, Rect(origin: origin, size: size)))
            position += size[axis] + (i < gaps.count ? gaps[i] : 0)
        }
        return (Size(axis, main: position, cross: cross), placements)
    }

    /// Steps 2 and 3: each child's proposal and size, in child order.
    func stackChildSizes(_ children: [ViewNode], axis: Axis, spacing: Double?, proposal p: ProposedSize)
        -> [(proposal: ProposedSize, size: Size)]
    {
        let cross = p[axis.other]
        if p[axis] == nil || p[axis] == .infinity {
            let proposal = ProposedSize(axis, main: p[axis], cross: cross)
            return children.map { (proposal, sizeThatFits($0, proposal)) }
        }
        let main = p[axis] ?? 0
        let gaps = stackGaps(children, axis: axis, spacing: spacing).reduce(0, +)
        var remaining = main - gaps

        let minimum = children.map { sizeThatFits($0, ProposedSize(axis, main: 0, cross: cross))[axis] }
        let maximum = children.map {
            sizeThatFits($0, ProposedSize(axis, main: .infinity, cross: cross))[axis]
        }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        var result = [(proposal: ProposedSize, size: Size)](
            repeating: (.zero, .zero), count: children.count)

        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
            let reserved = children.indices
                .filter { children[$0].layoutPriority < priority }
                .reduce(0) { $0 + minimum[$1] }
            var available = remaining - reserved
            let ordered = group.sorted { a, b in
                let fa = maximum[a] - minimum[a], fb = maximum[b] - minimum[b]
                if fa != fb { return fa < fb }
                if minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
                return a < b
            }
            var left = ordered.count
            var taken = 0.0
            for index in ordered {
                let share = max(0, available / Double(left))
                let proposal = ProposedSize(axis, main: share, cross: cross)
                let size = sizeThatFits(children[index], proposal)
                result[index] = (proposal, size)
                available -= size[axis]
                taken += size[axis]
                left -= 1
            }
            remaining -= taken
        }
        return result
    }
}
