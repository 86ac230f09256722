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
// An SF Symbol at its own size (not resizable) meets a text as a line of text does: no
// gap but the line gap of the font below (SYMGAP in docs/measurements.md; a symbol's
// frame is its ink and a margin, SYMFRAME). Against any other view it is a view.
// A view's edge is text when the text is what shows at that edge: a Text; a modifier
// that leaves the edge alone (background, overlay, offset, clipped, fixedSize,
// aspectRatio, horizontal padding or frames) shows its child's; a VStack shows its first
// child's top and last child's bottom; an HStack or ZStack shows its first text child's
// (or, with none, its first symbol's). Padding on that edge or a frame that sets the
// height hides the text.

import WidgetCore
import WidgetViewTree

/// What shows at a view's top or bottom edge, for default stack spacing.
enum SpacingEdge: Equatable {
    /// A text, with its font's metrics.
    case text(TextSpacingMetrics)
    /// An SF Symbol at its own size: a line of text to a text beside it, a view to the rest.
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
        case (.text, .symbol):
            // The symbol's font (SF Symbols') has no line gap.
            return 0
        case (nil, .text(let b)):
            return max(0, dls(b) - b.ascender - b.topInset)
        case (.text(let a), nil):
            return max(0, max(dls(a) - a.capHeight, dts(a) + a.descender) - a.bottomInset)
        case (nil, nil), (.symbol, nil), (nil, .symbol), (.symbol, .symbol):
            return StackSpacing.defaultSpacing
        }
    }

    /// What shows at `node`'s bottom (or top) edge: a text and its metrics, a symbol at its
    /// own size, or nothing that carries spacing (nil).
    func textEdge(_ node: ViewNode, bottom: Bool) -> SpacingEdge? {
        textEdge(node, level: node.modifiers.count, bottom: bottom)
    }

    private func textEdge(_ node: ViewNode, level: Int, bottom: Bool) -> SpacingEdge? {
        guard level > 0 else {
            switch node.content {
            case .text(let t):
                return .text(measurer.spacingMetrics(t))
            case .image(let image) where image.isSymbol && image.symbolBox != nil:
                return .symbol
            case .stack(let axis, _, _, let children) where axis == .vertical:
                return (bottom ? children.last : children.first).flatMap { textEdge($0, bottom: bottom) }
            case .stack(_, _, _, let children), .zstack(_, let children):
                // The first text child's edge, else the first symbol's.
                var symbol: SpacingEdge?
                for c in children {
                    switch textEdge(c, bottom: bottom) {
                    case .text(let m): return .text(m)
                    case .symbol: symbol = symbol ?? .symbol
                    case nil: break
                    }
                }
                return symbol
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
        return textEdge(node, level: level - 1, bottom: bottom)
    }
}
