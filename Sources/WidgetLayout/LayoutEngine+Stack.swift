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
import WidgetViewTree

enum StackSpacing {
    static let defaultSpacing = 8.0
}

extension LayoutEngine {
    /// Step 1: the gap after each child but the last (they do not depend on the proposal).
    func stackGaps(_ stack: ViewNode, _ children: [ViewNode], axis: Axis, spacing: Double?) -> [Double] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        if let cached = gapCache.value(stack, level: 0, .unspecified) { return cached }
        let gaps = defaultGaps(children, axis: axis)
        gapCache.insert(gaps, stack, level: 0, .unspecified)
        return gaps
    }

    private func defaultGaps(_ children: [ViewNode], axis: Axis) -> [Double] {
        return (0..<(children.count - 1)).map { i in
            if children[i].isSpacer || children[i + 1].isSpacer { return 0 }
            guard axis == .vertical else { return StackSpacing.defaultSpacing }
            return verticalGap(
                above: spacingEdge(children[i], bottom: true), below: spacingEdge(children[i + 1], bottom: false))
        }
    }

    /// A placed child: the proposal it was sized for and its frame in the parent's space.
    struct Placement {
        var proposal: ProposedSize
        var frame: Rect
        /// Laid out but neither placed nor drawn (a thinned axis label).
        var isHidden = false

        init(_ proposal: ProposedSize, _ frame: Rect) {
            self.proposal = proposal
            self.frame = frame
        }
    }

    /// The stack's size and every child's placement, relative to the stack's origin.
    /// Step 4: across the axis, children align by fraction of the free length, or (HStack)
    /// by their text baselines on one line; the stack is as tall as the aligned union.
    func arrangeStack(
        _ stack: ViewNode, _ children: [ViewNode], axis: Axis, alignment: StackAlignment, spacing: Double?,
        proposal p: ProposedSize
    ) -> Arrangement {
        guard !children.isEmpty else { return Arrangement(size: .zero, first: 0, count: 0) }
        // Sizes first (frames at the origin, written to the placement store), then positions.
        let base = stackChildSizes(stack, children, axis: axis, spacing: spacing, proposal: p)
        let indices = base..<(base + children.count)
        let gaps = stackGaps(stack, children, axis: axis, spacing: spacing)
        var cross = 0.0
        switch alignment {
        case .fraction(let f):
            for i in indices { cross = max(cross, placementStore[i].frame.size[axis.other]) }
            for i in indices {
                let offset = (cross - placementStore[i].frame.size[axis.other]) * f
                if axis == .horizontal {
                    placementStore[i].frame.origin.y = offset
                } else {
                    placementStore[i].frame.origin.x = offset
                }
            }
        case .firstTextBaseline, .lastTextBaseline:
            // HStack only: y is the cross axis.
            let last = alignment == .lastTextBaseline
            var line = 0.0
            for i in indices {
                let placed = placementStore[i]
                let guide =
                    baseline(children[i - base], placed.proposal, size: placed.frame.size, last: last)
                    ?? placed.frame.height
                placementStore[i].frame.origin.y = -guide
                line = max(line, guide)
            }
            for i in indices {
                placementStore[i].frame.origin.y += line
                cross = max(cross, placementStore[i].frame.maxY)
            }
        }
        var position = 0.0
        for i in indices {
            if axis == .horizontal {
                placementStore[i].frame.origin.x = position
            } else {
                placementStore[i].frame.origin.y = position
            }
            let k = i - base
            position += placementStore[i].frame.size[axis] + (k < gaps.count ? gaps[k] : 0)
        }
        return Arrangement(size: Size(axis, main: position, cross: cross), first: base, count: children.count)
    }

    /// Steps 2 and 3: each child's proposal and size (frames at the origin), in child order,
    /// written to `children.count` new slots of the placement store; returns the first.
    func stackChildSizes(
        _ stack: ViewNode, _ children: [ViewNode], axis: Axis, spacing: Double?, proposal p: ProposedSize
    ) -> Int {
        let base = placementStore.count
        placementStore.append(
            contentsOf: repeatElement(Placement(.zero, Rect(x: 0, y: 0, width: 0, height: 0)), count: children.count))
        let cross = p[axis.other]
        if p[axis] == nil || p[axis] == .infinity {
            let proposal = ProposedSize(axis, main: p[axis], cross: cross)
            for (i, child) in children.enumerated() {
                placementStore[base + i] = Placement(proposal, Rect(origin: .zero, size: sizeThatFits(child, proposal)))
            }
            return base
        }
        let n = children.count
        var remaining = (p[axis] ?? 0) - stackGaps(stack, children, axis: axis, spacing: spacing).reduce(0, +)
        let zero = ProposedSize(axis, main: 0, cross: cross)
        let unbounded = ProposedSize(axis, main: .infinity, cross: cross)
        // Minimum lengths, then flexibilities.
        var lengths = [Double](repeating: 0, count: 2 * n)
        for i in 0..<n {
            lengths[i] = sizeThatFits(children[i], zero)[axis]
            lengths[n + i] = sizeThatFits(children[i], unbounded)[axis] - lengths[i]
        }
        // Scratch space on the stack for the sizing order.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { buffer in
            var order = buffer
            for i in 0..<n { order[i] = i }
            // One order for every step: priority (highest first), then flexibility (least
            // first), then document order: SwiftUI's sort is stable, so of two equally
            // flexible children the earlier is offered its share first.
            order.sort { a, b in
                let pa = children[a].layoutPriority, pb = children[b].layoutPriority
                if pa != pb { return pa > pb }
                if lengths[n + a] != lengths[n + b] { return lengths[n + a] < lengths[n + b] }
                return a < b
            }
            // Each priority group reserves the minimum lengths of all lower groups (the
            // rest of `order`).
            var start = 0
            while start < n {
                let priority = children[order[start]].layoutPriority
                var end = start
                while end < n && children[order[end]].layoutPriority == priority { end += 1 }
                var reserved = 0.0
                for k in end..<n { reserved += lengths[order[k]] }
                var available = remaining - reserved
                for k in start..<end {
                    let index = order[k]
                    let share = max(0, available / Double(end - k))
                    let proposal = ProposedSize(axis, main: share, cross: cross)
                    let size = sizeThatFits(children[index], proposal)
                    placementStore[base + index] = Placement(proposal, Rect(origin: .zero, size: size))
                    available -= size[axis]
                    remaining -= size[axis]
                }
                start = end
            }
        }
        return base
    }
}
