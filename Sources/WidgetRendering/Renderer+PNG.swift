// A render straight to PNG bytes, for callers that want the file and not the pixels (a
// one-shot `render ENTRY`, the matrix, the gallery). A display list that can be drawn in
// bands (`DisplayListRasterizer.drawsInBands`) is drawn a band of rows at a time into the
// PNG strip writer, four strips' rows per band: the other cores compress each band's
// strips while the next is drawn, and the whole canvas is never held (for the reference
// widget, 1092 × 510 px, a few bands of 0.24 MB at a time instead of 2.2 MB, memory a
// one-shot process never has to fault in). A band walks the whole display list, which a
// debug build does slowly: bands one strip high made its one-shot render 9 % slower. The
// bytes are those of `Snapshot.png()`: a band has the whole picture's pixels to the bit,
// and the writer cuts its strips from the image's top whatever the bands. Any other list
// is drawn whole.

import WidgetCore
import WidgetDocument
import WidgetPNG

extension Renderer {
    /// The PNG bytes of `document` rendered as `plan` says, and what its widget cannot
    /// show: the bytes `render(document, plan).png(compression:)` gives.
    public func png(
        _ document: EntryDocument, _ plan: RenderPlan, compression: PNGCodec.Compression = .fast,
        budget: RenderBudget = .standard
    ) throws(RenderError) -> (png: [UInt8], overflows: [Overflow]) {
        try png(document, plan, compression: compression, budget: budget, bandRows: nil)
    }

    /// `png(_:_:compression:budget:)` in bands of `bandRows` rows (nil: four PNG strips');
    /// tests vary it, the bytes never depend on it.
    func png(
        _ document: EntryDocument, _ plan: RenderPlan, compression: PNGCodec.Compression, budget: RenderBudget,
        bandRows: Int?
    ) throws(RenderError) -> (png: [UInt8], overflows: [Overflow]) {
        let placed = layout(try resolve(document, plan, budget: budget), plan)
        let list = paint(placed)
        let overflows = Overflow.find(
            in: placed.content, bounds: Rect(x: 0, y: 0, width: plan.size.width, height: plan.size.height))
        do {
            guard compression == .fast, DisplayListRasterizer.drawsInBands(list) else {
                return (try PNGCodec.encode(DisplayListRasterizer.rasterize(list), compression: compression), overflows)
            }
            var writer = try PNGStreamWriter(width: list.width, height: list.height)
            // Four strips a band: each strip is compressed on another core once it is drawn.
            let height = max(1, bandRows ?? writer.rowsPerStrip * 4)
            while writer.nextRow < list.height {
                let band = writer.nextRow..<min(list.height, writer.nextRow + height)
                try writer.append(DisplayListRasterizer.rasterize(list, rows: band))
            }
            return (try writer.finish(), overflows)
        } catch {
            throw .encoding("\(error)")
        }
    }
}
