// The layout stage's output: every view's frame, snapped to device pixels, and the text
// setter that measured it (the painter sets text with the same one, so it draws the lines
// layout measured).

import WidgetCore
import WidgetLayout
import WidgetRaster

/// A resolved tree laid out for one `RenderPlan`.
public struct PlacedTree {
    public var plan: RenderPlan
    /// The widget's view, laid out inside the content margins.
    public var content: LayoutNode
    /// The container-background view, laid out over the whole container.
    public var background: LayoutNode?
    public var backgroundFills: [Style]
    public var images: [String: Pixmap]
    let text: TextSetter

    /// The layout dump (`render layout`) as JSON text.
    public func dump() -> String { Self.dump(content, plan: plan) }

    /// The dump of `layout`, laid out for `plan`.
    static func dump(_ layout: LayoutNode, plan: RenderPlan) -> String {
        DumpValue.object([
            ("size", .array([.number(plan.size.width), .number(plan.size.height)])),
            ("scale", .number(plan.scale)),
            ("root", layout.dump()),
        ]).text() + "\n"
    }
}
