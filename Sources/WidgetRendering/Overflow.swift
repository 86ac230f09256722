// What a widget cannot show, found on the placed tree after layout: drawn content that
// reaches past the widget's edges (the container cuts it off), and text truncated where no
// `lineLimit` asked for it. `render` warns of both; `--strict` fails on them.
//
// Only what is drawn counts: the leaves (text, shapes, images, fills, dividers), each cut
// to the `clipped`/`clipShape`/`mask` frames around it, so an image scaled to fill and
// clipped to its frame, or a stack's empty slack, never counts. Backgrounds and overlays
// are leaves of their own, cut only by the clips outside their modifier; a mask's view
// only lends its alpha and is not content. An image that fills its frame (`scaledToFill`,
// `aspectRatio(contentMode: .fill)`) counts within that frame (its outer frame, and for a
// background or overlay the view it decorates): spilling past it is what filling means, and
// a full-bleed background photo cut by the container is how widgets are drawn. What the
// painter skips does not count either:
// views inside `hidden()` or `opacity(0)`, and clear fills. A half-point tolerance keeps
// pixel snapping from counting. Not checked: the container's rounded corners (content in
// a corner's curve is how most widgets are drawn), and `scaleEffect`/`rotationEffect`,
// which move drawing but not frames (a view scaled down from past the edges may warn; one
// scaled up past them does not).

import WidgetCore
import WidgetLayout
import WidgetViewTree

/// One thing the widget cannot show.
public struct Overflow: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Drawn content reaches past the widget's edges by this much in all (points).
        case clipped(taller: Double, wider: Double)
        /// A text truncated though no `lineLimit` limits its lines.
        case truncatedText(path: String, text: String)
    }

    public var kind: Kind

    /// Content within this distance of the edge is not overflowing (pixel snapping).
    static let tolerance = 0.5

    /// `content is 12 pt taller than the widget (clipped)`, or the text's path and opening.
    public var description: String {
        switch kind {
        case .clipped: "content is \(amounts.joined(separator: " and ")) than the widget (clipped)"
        case .truncatedText(let path, let text):
            "\(path): the text \"\(text)\" is truncated, and no lineLimit asks for it"
        }
    }

    /// A short form for a contact sheet's label.
    public var shortDescription: String {
        switch kind {
        case .clipped: "overflow: " + amounts.joined(separator: ", ")
        case .truncatedText: "text truncated"
        }
    }

    /// `12 pt taller`, `3 pt wider`: how far clipped content reaches, each way it does.
    var amounts: [String] {
        guard case .clipped(let taller, let wider) = kind else { return [] }
        return (taller > 0 ? ["\(Self.points(taller)) pt taller"] : [])
            + (wider > 0 ? ["\(Self.points(wider)) pt wider"] : [])
    }

    /// Points to a tenth.
    static func points(_ value: Double) -> String { DumpValue.format((value * 10).rounded() / 10) }

    /// Everything `layout` cannot show within `bounds` (the widget, or a bare canvas).
    public static func find(in layout: LayoutNode, bounds: Rect) -> [Overflow] {
        var finder = Finder()
        finder.visit(layout, clip: nil)
        var result: [Overflow] = []
        if let drawn = finder.drawn {
            let taller = max(0, bounds.minY - drawn.minY) + max(0, drawn.maxY - bounds.maxY)
            let wider = max(0, bounds.minX - drawn.minX) + max(0, drawn.maxX - bounds.maxX)
            let t = taller > tolerance ? taller : 0, w = wider > tolerance ? wider : 0
            if t > 0 || w > 0 { result.append(Overflow(kind: .clipped(taller: t, wider: w))) }
        }
        return result + finder.truncated
    }

    /// The walk: the union of what is drawn, and the truncated texts.
    private struct Finder {
        var drawn: Rect?
        var truncated: [Overflow] = []

        /// `clip` (nil: none) cut by each of `clips`.
        static func cut(_ clip: Rect?, by clips: [(index: Int, rect: Rect)]) -> Rect? {
            clips.reduce(clip) { result, next in result.map { $0.intersection(next.rect) } ?? next.rect }
        }

        mutating func visit(_ node: LayoutNode, clip: Rect?, decorated: Rect? = nil) {
            // The clip frame of each clipping modifier, by modifier index.
            var clips: [(index: Int, rect: Rect)] = []
            for (k, modifier) in node.view.modifiers.enumerated() where k < node.levelFrames.count {
                switch modifier {
                case .effect(.clipped), .effect(.clipShape), .mask: clips.append((k, node.levelFrames[k]))
                case .effect(.opacity(let opacity)) where opacity <= 0:
                    // Nothing inside is drawn: a clip to nothing.
                    let at = node.levelFrames[k]
                    clips.append((k, Rect(x: at.minX, y: at.minY, width: 0, height: 0)))
                default: break
                }
            }
            let inner = Self.cut(clip, by: clips)
            for child in node.children { visit(child, clip: inner) }
            for decoration in node.decorations where decoration.kind != .mask {
                // A decoration is inside the clips applied after its own modifier.
                let applying = clips.filter { $0.index >= decoration.level }
                let level = node.levelFrames.indices.contains(decoration.level) ? decoration.level : 0
                visit(decoration.node, clip: Self.cut(clip, by: applying), decorated: node.levelFrames[level])
            }
            guard node.view.content.drawsItself, inner.map({ $0.width > 0 && $0.height > 0 }) ?? true else { return }
            if case .fill(let style) = node.view.content, style.isInvisible { return }
            var frame = inner.map { $0.intersection(node.frame) } ?? node.frame
            if case .image = node.view.content, node.view.modifiers.contains(where: \.fillsItsFrame) {
                frame = frame.intersection(node.outerFrame)
                if let decorated { frame = frame.intersection(decorated) }
            }
            if frame.width > 0 && frame.height > 0 {
                drawn = drawn.map { $0.union(frame) } ?? frame
            }
            if case .text(let text) = node.view.content, text.lineLimit == nil, node.text?.truncated == true,
                !text.redacted
            {
                let opening = text.string.count > 24 ? String(text.string.prefix(24)) + "…" : text.string
                truncated.append(Overflow(kind: .truncatedText(path: node.view.path, text: opening)))
            }
        }
    }
}

extension ViewContent {
    /// Whether the view draws something of its own: not a container (it draws its
    /// children), not a `Spacer`, not a `fixed` view (its decorations draw it).
    var drawsItself: Bool {
        // Containers are listed once, in `isContainer`.
        guard !isContainer else { return false }
        switch self {
        case .text, .divider, .shape, .fill, .image: return true
        default: return false
        }
    }
}

extension LayoutModifier {
    /// `aspectRatio(contentMode: .fill)` (and `scaledToFill`): the view spills past its frame.
    var fillsItsFrame: Bool {
        if case .aspectRatio(_, .fill) = self { return true }
        return false
    }
}
