// Default spacing next to text in a VStack (RE in docs/sources.md).
//
// A text's top and bottom edges carry spacing preferences from its font; other views
// carry none. Between two vertically adjacent views with no explicit spacing:
// - neither edge is text: 8 pt;
// - text above text: the lower font's line gap, rounded up to a device pixel (0 for the
//   system font): consecutive texts sit like lines of one paragraph;
// - a view above text: dls − ascender, where dls = (ascender + descender) + dts and
//   dts = 0.1 × (ascender + descender) rounded up to a device pixel;
// - text above a view: max(dls − cap height, dts + descender).
// Those two gaps are measured from the text's ascender and descender lines; where the
// text's frame holds extra room above or below them (a text style's line height taller
// than the font's), the gap shrinks by it.
// An SF Symbol at its own size (not resizable) above a text meets it as a line of text
// does: no gap but the text's font's line gap (SYMGAP in docs/measurements.md; a symbol's
// frame is its ink and a margin, SYMFRAME). Measured only that way round: below a text,
// and against any other view, it is a view.
// A view's edge is text (or such a symbol) when that is what shows at that edge: a Text
// (a symbol); a modifier that leaves the edge alone (background, overlay, offset,
// clipped, fixedSize, aspectRatio, horizontal padding or frames) shows its child's; a
// VStack shows its first child's top and last child's bottom; an HStack or ZStack shows
// its first text child's (a symbol in one is not measured: it shows none). Padding on
// that edge or a frame that sets the height hides it.

import WidgetCore
import WidgetViewTree

/// What shows at a view's top or bottom edge, for default stack spacing.
enum SpacingEdge: Equatable {
    /// A text, with its font's metrics.
    case text(TextSpacingMetrics)
    /// An SF Symbol at its own size: a line of text to a text below it, a view to the rest.
    case symbol
}

extension LayoutEngine {
    func verticalGap(above a: SpacingEdge?, below b: SpacingEdge?) -> Double {
        func ceilPixel(_ v: Double) -> Double { (v / pixelLength - 1e-9).rounded(.up) * pixelLength }
        func dts(_ m: TextSpacingMetrics) -> Double { ceilPixel(0.1 * (m.ascender + m.descender)) }
        func dls(_ m: TextSpacingMetrics) -> Double { m.ascender + m.descender + dts(m) }
        switch (a, b) {
        case (.text, .text(let b)), (.symbol, .text(let b)):
            return ceilPixel(max(0, b.lineGap))
        case (nil, .text(let b)):
            return max(0, dls(b) - b.ascender - b.topInset)
        case (.text(let a), nil), (.text(let a), .symbol):
            return max(0, max(dls(a) - a.capHeight, dts(a) + a.descender) - a.bottomInset)
        case (nil, nil), (.symbol, nil), (nil, .symbol), (.symbol, .symbol):
            return StackSpacing.defaultSpacing
        }
    }

    /// What shows at `node`'s bottom (or top) edge: a text and its metrics, a symbol at its
    /// own size, or nothing that carries spacing (nil).
    func spacingEdge(_ node: ViewNode, bottom: Bool) -> SpacingEdge? {
        spacingEdge(node, level: node.modifiers.count, bottom: bottom)
    }

    private func spacingEdge(_ node: ViewNode, level: Int, bottom: Bool) -> SpacingEdge? {
        guard level > 0 else {
            switch node.content {
            case .text(let t):
                return .text(measurer.spacingMetrics(t))
            case .image(let image) where image.isSymbol && image.symbolBox != nil:
                return .symbol
            case .stack(let axis, _, _, let children) where axis == .vertical:
                return (bottom ? children.last : children.first).flatMap { spacingEdge($0, bottom: bottom) }
            case .stack(_, _, _, let children), .zstack(_, let children):
                for c in children { if case .text(let m) = spacingEdge(c, bottom: bottom) { return .text(m) } }
                return nil
            default:
                return nil
            }
        }
        switch node.modifiers[level - 1] {
        case .padding(let insets):
            if (bottom ? insets.bottom : insets.top) != 0 { return nil }
        case .frame(.fixed(_, let height, _)):
            if height != nil { return nil }
        case .frame(.flexible(_, let h, _)):
            if h.min != nil || h.ideal != nil || h.max != nil { return nil }
        case .relativeFrame(_, let height, _):
            if height != nil { return nil }
        case .containerRelativeFrame(let c):
            if c.vertical { return nil }
        case .background, .overlay, .offset, .mask, .effect,
            .fixedSize,
            .aspectRatio:
            break
        }
        return spacingEdge(node, level: level - 1, bottom: bottom)
    }
}
