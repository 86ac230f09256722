// Text baselines as alignment guides, for `HStack(alignment: .firstTextBaseline)` and
// `.lastTextBaseline` (PUB and RE in docs/sources.md).
//
// A Text defines both guides: the baseline of its first and of its last line. A
// container defines them when a child inside does: the first baseline is the topmost of
// its children's (min), the last the bottommost (max), in its own coordinates. Modifiers
// move the guide with the view inside them (padding by its top inset, a frame by where it
// aligns the child); decorations do not contribute. An SF Symbol defines both where its
// `baselineFromTop` says (a resizable one at `ImageContent.symbolBaseline` of its
// height), as a glyph would. A view that defines neither uses its bottom edge, the
// guides' default value.

import WidgetCore
import WidgetViewTree

extension LayoutEngine {
    /// `node`'s first (or last) text baseline from its top edge when sized `size` for `p`;
    /// nil when nothing inside it is text.
    func baseline(_ node: ViewNode, _ p: ProposedSize, size: Size, last: Bool) -> Double? {
        baseline(node, level: node.modifiers.count, p, size: size, last: last)
    }

    private func baseline(_ node: ViewNode, level: Int, _ p: ProposedSize, size: Size, last: Bool) -> Double? {
        if level > 0 {
            let child = modifierChild(node, level: level, p, size: size)
            return baseline(node, level: level - 1, child.proposal, size: child.frame.size, last: last).map {
                $0 + child.frame.minY
            }
        }
        if case .text = node.content {
            let m = measureText(node, p)
            return last ? m.lastBaseline : m.firstBaseline
        }
        // An SF Symbol sits on the baseline like a glyph, its lower part below it.
        if case .image(let image) = node.content, image.isSymbol {
            return image.baselineFromTop ?? size.height * ImageContent.symbolBaseline
        }
        let a = placingArrangement(node, p, size: size)
        var result: Double?
        for (k, child) in node.content.children.dropFirst(a.firstChild).prefix(a.count).enumerated() {
            let placement = childPlacement(a, k)
            guard !placement.isHidden,
                let b = baseline(child, placement.proposal, size: placement.frame.size, last: last)
            else { continue }
            let value = b + placement.frame.minY
            result = result.map { last ? max($0, value) : min($0, value) } ?? value
        }
        return result
    }
}
