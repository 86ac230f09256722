// Anchored containers (AnchoredContent.swift): each child is proposed nothing (its ideal
// size) and placed so that its pin point lies on the container's. Children may reach
// outside the container, as a chart's edge labels do; they never change its size on an
// axis it fills.

import WidgetCore
import WidgetViewTree

extension LayoutEngine {
    func arrangeAnchored(_ content: AnchoredContent, proposal p: ProposedSize) -> Arrangement {
        let sizes = content.children.map { sizeThatFits($0, .unspecified) }
        let width = content.fillsWidth ? p.width ?? 10 : sizes.map(\.width).max() ?? 0
        let height = content.fillsHeight ? p.height ?? 10 : sizes.map(\.height).max() ?? 0
        var placements = zip(sizes, content.pins).map { size, pin in
            Placement(
                .unspecified,
                Rect(
                    x: pin.at.x * width - pin.childPoint.x * size.width,
                    y: pin.at.y * height - pin.childPoint.y * size.height, width: size.width, height: size.height))
        }
        if content.thinsOverlaps, placements.count > 2 {
            // The smallest stride whose shown children keep 2 pt apart.
            func apart(_ a: Rect, _ b: Rect) -> Bool {
                a.maxX + 2 <= b.minX || b.maxX + 2 <= a.minX || a.maxY + 2 <= b.minY || b.maxY + 2 <= a.minY
            }
            let stride =
                (1..<placements.count).first { k in
                    let shown = Swift.stride(from: 0, to: placements.count, by: k).map { placements[$0].frame }
                    return zip(shown, shown.dropFirst()).allSatisfy { apart($0, $1) }
                } ?? placements.count
            for i in placements.indices where i % stride != 0 { placements[i].isHidden = true }
        }
        return stored(Size(width: width, height: height), placements)
    }
}
