// The layout stage's output: every view placed, frames in points relative to the
// widget's top-left corner.

import WidgetCore

/// A placed view.
public struct LayoutNode: Sendable {
    public var view: ViewNode
    /// The view itself, inside all of its modifiers.
    public var frame: Rect
    /// The view with all of its modifiers around it.
    public var outerFrame: Rect
    /// The frame of each level (0: content, k: after modifiers[k − 1]).
    public var levelFrames: [Rect]
    public var children: [LayoutNode]
    /// Background and overlay views, with the modifier level each belongs to.
    public var decorations: [Decoration]
    /// For text: the proposal it was measured with (painting sets it the same way) and the result.
    public var textProposal: ProposedSize?
    public var text: TextMeasurement?

    /// A background or overlay view placed over the level it decorates.
    public struct Decoration: Sendable {
        public enum Kind: String, Sendable { case background, overlay }
        public var kind: Kind
        public var level: Int
        public var node: LayoutNode
    }

    /// The tree with every frame's edges snapped to the device-pixel grid: one pass over
    /// absolute coordinates at the end (never inside a container), so edges that two
    /// views share stay shared and rounding never accumulates.
    public func roundedToPixels(scale: Double) -> LayoutNode {
        func snap(_ r: Rect) -> Rect {
            let x0 = (r.minX * scale).rounded() / scale, y0 = (r.minY * scale).rounded() / scale
            let x1 = (r.maxX * scale).rounded() / scale, y1 = (r.maxY * scale).rounded() / scale
            return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        var copy = self
        copy.frame = snap(frame)
        copy.outerFrame = snap(outerFrame)
        copy.levelFrames = levelFrames.map(snap)
        copy.children = children.map { $0.roundedToPixels(scale: scale) }
        copy.decorations = decorations.map {
            Decoration(kind: $0.kind, level: $0.level, node: $0.node.roundedToPixels(scale: scale))
        }
        return copy
    }
}
