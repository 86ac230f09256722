// The layout stage's output: every view placed, frames in points relative to the
// widget's top-left corner.

import WidgetCore
import WidgetViewTree

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
        public enum Kind: String, Sendable { case background, overlay, mask }
        public var kind: Kind
        public var level: Int
        public var node: LayoutNode
    }

    /// The tree with every frame's edges snapped to the device-pixel grid: one pass over
    /// absolute coordinates at the end (never inside a container), so edges that two
    /// views share stay shared and rounding never accumulates.
    public func roundedToPixels(scale: Double) -> LayoutNode {
        var copy = self
        copy.roundToPixels(scale: scale)
        return copy
    }

    /// `roundedToPixels`, in place.
    public mutating func roundToPixels(scale: Double) {
        func snap(_ r: inout Rect) {
            let x0 = (r.minX * scale).rounded() / scale, y0 = (r.minY * scale).rounded() / scale
            let x1 = (r.maxX * scale).rounded() / scale, y1 = (r.maxY * scale).rounded() / scale
            r = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        snap(&frame)
        snap(&outerFrame)
        for i in levelFrames.indices { snap(&levelFrames[i]) }
        for i in children.indices { children[i].roundToPixels(scale: scale) }
        for i in decorations.indices { decorations[i].node.roundToPixels(scale: scale) }
    }
}
