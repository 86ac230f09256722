// The filmstrip of a timeline: its entries left to right, each widget at true size with
// the time it is shown beneath it, as WidgetKit shows them one after another. Like the
// contact sheet, it is itself an entry document (an HStack of images and captions) drawn
// by the same renderer, so its text and layout are the renderer's own.

import Foundation
import WidgetCore
import WidgetDocument
import WidgetRendering

/// A one-row strip of snapshots with a caption under each.
public struct Filmstrip: Sendable {
    public var title: String
    /// Each frame's caption (the entry's time, or "placeholder") and widget size in points.
    public var frames: [(caption: String, size: Size)]

    static let margin = 24.0, gap = 16.0, titleHeight = 26.0, captionHeight = 18.0

    public init(title: String, frames: [(caption: String, size: Size)]) {
        self.title = title
        self.frames = frames
    }

    /// The strip's size in points.
    public var size: Size {
        let widths = frames.map(\.size.width).reduce(0, +) + Self.gap * Double(max(0, frames.count - 1))
        let height = frames.map(\.size.height).max() ?? 0
        return Size(
            width: 2 * Self.margin + max(widths, 200),
            height: 2 * Self.margin + Self.titleHeight + Self.gap + height + 8 + Self.captionHeight)
    }

    /// The scale to draw the strip at: `preferred`, or less to stay within the sheet's
    /// pixel budget and the largest side a pixmap may have.
    public func scale(preferred: Double) -> Double { ContactSheet.scale(for: size, preferred: preferred) }

    /// Draws the strip at `scale` from the frames' PNG bytes (each rendered at `scale`).
    public func render(snapshots: [[UInt8]], scale: Double, renderer: Renderer) throws(RenderError)
        -> WidgetRendering.Snapshot
    {
        let cells: [[String: Any]] = frames.enumerated().map { i, frame in
            [
                "type": "VStack", "alignment": "leading", "spacing": 8,
                "children": [
                    [
                        "type": "Image", "src": "frame-\(i).png",
                        "modifiers": [
                            ["resizable": true], ["frame": ["width": frame.size.width, "height": frame.size.height]],
                        ],
                    ],
                    ContactSheet.text(frame.caption, size: 13, weight: "medium", color: "#3A3A3C"),
                ],
            ]
        }
        let view = ContactSheet.page(
            title: title, weight: "semibold", spacing: Self.gap, margin: Self.margin,
            [["type": "HStack", "alignment": "top", "spacing": Self.gap, "children": cells]])
        var document = try ContactSheet.composed(
            ["version": 1, "kind": "timeline", "view": view], renderer: renderer, what: "the filmstrip")
        for (i, bytes) in snapshots.enumerated() { document.imageFiles["frame-\(i).png"] = bytes }
        return try renderer.render(
            document, RenderRequest(family: .systemSmall, scale: scale, canvasSize: size), budget: ContactSheet.budget)
    }
}
