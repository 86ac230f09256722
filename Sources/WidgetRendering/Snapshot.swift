// One rendered snapshot: the pixels, with the plan, layout and display list that made them.

import WidgetCore
import WidgetLayout
import WidgetPNG
import WidgetRaster

/// One rendered snapshot.
public struct Snapshot: Sendable {
    public var plan: RenderPlan
    /// The layout, frames snapped to device pixels.
    public var layout: LayoutNode
    public var displayList: DisplayList
    public var pixmap: Pixmap

    /// The canvas in points.
    public var size: Size { plan.size }
    public var scale: Double { plan.scale }

    /// What the widget cannot show: content past its edges, text truncated unasked.
    public var overflows: [Overflow] {
        Overflow.find(in: layout, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// The layout dump (`render layout`) as JSON text.
    public func layoutDump() -> String { PlacedTree.dump(layout, plan: plan) }

    /// PNG bytes.
    public func png(compression: PNGCodec.Compression = .fast) throws -> [UInt8] {
        do { return try PNGCodec.encode(pixmap, compression: compression) } catch {
            throw RenderError.encoding("\(error)")
        }
    }
}
