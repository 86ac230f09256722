// The layers a display list is drawn on (DisplayListRasterizer.draw): the canvas at the
// bottom, and while a group's items are drawn, the group's own layer on top of it. Items
// land on the top layer; a group's effect (DisplayGroup+Effect.swift) then takes its
// layer off and composites it onto the one below.
//
// A layer covers only the canvas pixels drawn into it (nil until something is), growing
// as items land outside it, so an opacity, clip, shadow or blur costs time and memory in
// proportion to what it holds, not to the canvas.

import WidgetCore
import WidgetRaster
import WidgetText

/// The layers of one drawing of a display list's items.
final class LayerStack {
    let list: DisplayList
    /// The canvas pixels drawn (the whole canvas, or a band of it).
    let canvas: PixelBounds
    /// The whole picture's size and pixels.
    let bounds: (width: Int, height: Int)
    let whole: PixelBounds
    /// Masks are the window's rows of the whole picture's masks.
    let rows: Range<Int>
    /// Whether a group that cannot reach the canvas is skipped (false only in tests of
    /// the reach itself).
    let skipsUnreached: Bool
    /// The canvas at the bottom, groups being drawn on top of it. One walk uses it, on
    /// one thread, and never holds two accesses at once, so the debug build's dynamic
    /// exclusivity checks on every access (as in LayoutEngine's caches) are left out.
    @exclusivity(unchecked) private var layers: [Pixmap?] = []

    init(list: DisplayList, window: PixelBounds?, skipsUnreached: Bool) {
        self.list = list
        canvas = window ?? PixelBounds(x0: 0, y0: 0, x1: list.width, y1: list.height)
        bounds = (width: list.width, height: list.height)
        whole = PixelBounds(x0: 0, y0: 0, x1: list.width, y1: list.height)
        rows = canvas.y0..<canvas.y1
        self.skipsUnreached = skipsUnreached
        layers = [blank()]
    }

    /// What was drawn on the canvas.
    var result: Pixmap { layers.first.flatMap { $0 } ?? blank() }

    private func blank() -> Pixmap {
        guard let whole = Pixmap(covering: canvas) else {
            preconditionFailure("a display list's sides are 1…\(Pixmap.maxDimension) pixels (RenderPlan checks them)")
        }
        return whole
    }

    /// The pixels of a clip rectangle that are in the window.
    private func visible(_ clip: Rect?, roundingOut: Bool = false) -> PixelBounds {
        let b = DisplayListRasterizer.pixelBounds(clip, canvas: bounds, roundingOut: roundingOut)
        return b.intersection(canvas) ?? PixelBounds(x0: canvas.x0, y0: canvas.y0, x1: canvas.x0, y1: canvas.y0)
    }

    /// The pixels a clip rectangle (whole pixels) leaves of the whole picture.
    func pixelBounds(_ clip: Rect?) -> PixelBounds { DisplayListRasterizer.pixelBounds(clip, canvas: bounds) }

    /// Makes the top layer cover `area` (on the canvas); false when nothing of it is.
    private func reach(_ area: PixelBounds?) -> Bool {
        guard let area = area?.intersection(canvas) else { return false }
        let top = layers.count - 1
        if layers[top] == nil {
            layers[top] = Pixmap(covering: area)
        } else {
            layers[top]?.grow(toCover: area)
        }
        return true
    }

    /// Whether anything within `reach` (device pixels) can land on the canvas.
    private func mayLand(_ reach: Rect?) -> Bool {
        // A reach is finite or nil (DisplayGroup.init).
        guard skipsUnreached, let r = reach else { return true }
        let b = PixelBounds(
            x0: Int(saturating: r.minX.rounded(.down)), y0: Int(saturating: r.minY.rounded(.down)),
            x1: Int(saturating: r.maxX.rounded(.up)), y1: Int(saturating: r.maxY.rounded(.up)))
        return !b.isEmpty && b.intersection(canvas) != nil
    }

    /// Starts a layer on top, empty.
    func push() { layers.append(nil) }

    /// Takes the top layer off: nil when nothing was drawn on it.
    func pop() -> Pixmap? { layers.removeLast() }

    /// Draws onto the top layer with `body`, once it covers `area` (nothing when no pixel
    /// of `area` is on the canvas).
    func draw(covering area: PixelBounds?, _ body: (inout Pixmap) -> Void) {
        guard reach(area) else { return }
        let top = layers.count - 1
        guard var layer = layers[top] else { return }
        // Out of the stack while it is drawn on, so that its pixels are not copied.
        layers[top] = nil
        body(&layer)
        layers[top] = layer
    }

    /// Draws `items` onto the top layer.
    func paint(_ items: [DisplayItem]) {
        for item in items {
            switch item {
            case .fill(let path, let style, let frame, let clip):
                let area = visible(clip)
                guard !area.isEmpty else { continue }
                let mask = MaskCache.shared.mask(
                    for: path, within: DisplayListRasterizer.pixelBounds(clip, canvas: bounds), rows: rows)
                let covered = DisplayListRasterizer.bounds(of: mask)?.intersection(area)
                if case .material(let tint, let blur, let opacity) = style {
                    let a = max(0, min(1, tint.alpha))
                    draw(covering: covered) {
                        $0.fillMaterial(
                            mask, sigma: blur * list.scale, tint: (tint.red * a, tint.green * a, tint.blue * a, a),
                            opacity: opacity, canvas: canvas)
                    }
                } else {
                    draw(covering: covered) { $0.fill(mask, with: Paint(style, frame: frame, scale: list.scale)) }
                }
            case .glyphs(let glyphs, let style, let frame, let clip):
                let paint = Paint(style, frame: frame, scale: list.scale)
                let area = visible(clip)
                guard !area.isEmpty else { continue }
                let masks = glyphs.filter { DisplayListRasterizer.mayTouch($0, area) }.map {
                    GlyphCache.shared.mask(for: $0)
                }
                let drawn = masks.compactMap { DisplayListRasterizer.bounds(of: $0) }.reduce(
                    PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0)
                ) { $0.union($1) }
                draw(covering: drawn.intersection(area)) { layer in
                    for mask in masks { layer.fill(mask, with: paint, clip: area) }
                }
            case .image(let source, let rect, let clip):
                guard let image = list.images[source] else { continue }
                let area = visible(clip)
                draw(covering: visible(rect, roundingOut: true).intersection(area)) {
                    $0.draw(image, in: rect, clip: area)
                }
            case .group(let group):
                guard mayLand(group.reach) else { continue }
                push()
                paint(group.items)
                group.effect.composite(on: self)
            }
        }
    }
}
