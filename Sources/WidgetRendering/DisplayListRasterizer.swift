// The raster stage: a display list drawn to pixels. One walk over the items, in order,
// with a stack of layers for the groups (opacity, blend, mask, transform, shadow, blur,
// colour): a group's items are drawn on a layer of their own, composited through its
// effect when they end; a group that cannot reach the pixels being drawn is skipped. Then
// the rendering mode's tone and the container's clip.
//
// Bands: a list whose every pixel depends only on the items at that pixel (no blur,
// shadow, material or transform; no tone) can be drawn a band of rows at a time, so a
// picture is drawn and encoded without ever holding all of its pixels (a one-shot render,
// the contact sheet). A band's masks are the band's rows of the whole picture's masks
// (`Rasterizer.mask(for:clip:rows:)`), and every paint is a function of the canvas pixel,
// so a band has the whole picture's pixels to the bit (tests hold every example to it).

import WidgetCore
import WidgetDevices
import WidgetRaster
import WidgetText

/// Draws display lists.
public enum DisplayListRasterizer {
    /// Draws a display list: its items, toned as its rendering mode asks, cut to the
    /// container.
    public static func rasterize(_ list: DisplayList) -> Pixmap {
        var pixmap = draw(list.items, of: list)
        func rgb(_ c: Color) -> (r: Double, g: Double, b: Double) { (c.red, c.green, c.blue) }
        if case .accented(let background, let content, let accentColor) = list.tone,
            var toned = Pixmap.filled(width: list.width, height: list.height, rgb(background))
        {
            toned.composite(pixmap.toned(rgb(content)))
            if !list.accentItems.isEmpty { toned.composite(draw(list.accentItems, of: list).toned(rgb(accentColor))) }
            if !list.fullColorItems.isEmpty { toned.composite(draw(list.fullColorItems, of: list)) }
            pixmap = toned
        }
        if case .glass(let glass) = list.tone {
            // The glass (over its wallpaper), the widget white at its own opacity, the
            // images drawn in full color.
            let canvas = Rect(x: 0, y: 0, width: Double(list.width), height: Double(list.height))
            let container = list.clip ?? Path.rectangle(canvas)
            var glazed = draw(glass.items(container: container, canvas: canvas, scale: list.scale), of: list)
            glazed.composite(pixmap.tinted(Glass.content))
            if !list.fullColorItems.isEmpty { glazed.composite(draw(list.fullColorItems, of: list)) }
            pixmap = glazed
        }
        clipToContainer(&pixmap, list)
        if case .glass(let glass) = list.tone, glass.wallpaper != nil {
            // Around the container, the wallpaper the entry asked for.
            if var wallpaper = Pixmap.filled(width: list.width, height: list.height, rgb(glass.behind)) {
                wallpaper.composite(pixmap)
                pixmap = wallpaper
            }
        }
        if case .standBy(let night) = list.tone {
            // Over StandBy's black; at night in its red, by luminance.
            let content = night ? pixmap.toned(rgb(StandBy.nightRed)) : pixmap
            if var black = Pixmap.filled(width: list.width, height: list.height, (0, 0, 0)) {
                black.composite(content)
                pixmap = black
            }
        }
        if case .vibrant(let backdrop) = list.tone {
            let toned = pixmap.toned((1, 1, 1))
            if let backdrop, var wallpaper = Pixmap.filled(width: list.width, height: list.height, rgb(backdrop)) {
                wallpaper.composite(toned)
                pixmap = wallpaper
            } else {
                pixmap = toned
            }
        }
        return pixmap
    }

    /// Whether `list` can be drawn in bands (`rasterize(_:rows:)`): no pixel of it depends
    /// on pixels of other rows (a blur, shadow, material or transform would), and no tone
    /// recolours the whole canvas.
    public static func drawsInBands(_ list: DisplayList) -> Bool {
        guard list.tone == .fullColor else { return false }
        func local(_ items: [DisplayItem]) -> Bool {
            items.allSatisfy { item in
                switch item {
                case .fill(_, .material, _, _): false
                case .group(let group): group.effect.isLocal(group.items, local)
                default: true
                }
            }
        }
        return local(list.items)
    }

    /// Rows `rows` of `list`'s picture (kept within it, and at least one row), the pixels of
    /// those rows of `rasterize(list)`, as a pixmap whose `originY` is the first row. A list
    /// that `drawsInBands` is drawn only there; any other is drawn whole and cut.
    public static func rasterize(_ list: DisplayList, rows: Range<Int>) -> Pixmap {
        let top = min(max(0, rows.lowerBound), list.height - 1)
        let band = PixelBounds(x0: 0, y0: top, x1: list.width, y1: min(list.height, max(top + 1, rows.upperBound)))
        guard drawsInBands(list) else {
            let whole = rasterize(list)
            return whole.cut(to: band) ?? whole
        }
        var pixmap = draw(list.items, of: list, window: band)
        clipToContainer(&pixmap, list)
        return pixmap
    }

    /// Cuts `pixmap` (the whole picture or a band of it) to `list`'s container, if any.
    static func clipToContainer(_ pixmap: inout Pixmap, _ list: DisplayList) {
        guard let clip = list.clip else { return }
        let rows = pixmap.bounds.y0..<pixmap.bounds.y1
        let corner = list.clipBand ?? list.height
        let w = list.width, h = list.height
        if 2 * corner >= h || 2 * corner >= w {
            let whole = PixelBounds(x0: 0, y0: 0, x1: w, y1: h)
            pixmap.clip(to: Rasterizer.mask(for: clip, clip: whole, rows: rows))
            return
        }
        // Only the corners: the rest of the canvas lies wholly inside the container.
        for (x, y) in [(0, 0), (w - corner, 0), (0, h - corner), (w - corner, h - corner)] {
            let square = PixelBounds(x0: x, y0: y, x1: x + corner, y1: y + corner)
            guard let shown = square.intersection(pixmap.bounds), !shown.isEmpty else { continue }
            pixmap.clip(to: MaskCache.shared.mask(for: clip, within: square, rows: rows), within: shown)
        }
    }

    /// Draws `items` (with `list`'s images and scale) onto a transparent canvas, or onto
    /// the part `window` of it (the other pixels are not drawn at all), on a stack of
    /// layers (LayerStack.swift). `skipsUnreached: false` draws every group, whatever its
    /// reach (for tests of the reach itself).
    static func draw(
        _ items: [DisplayItem], of list: DisplayList, window: PixelBounds? = nil, skipsUnreached: Bool = true
    ) -> Pixmap {
        let layers = LayerStack(list: list, window: window, skipsUnreached: skipsUnreached)
        layers.paint(items)
        return layers.result
    }

    /// The canvas pixels a mask covers, or nil when it covers none.
    static func bounds(of mask: Mask) -> PixelBounds? {
        let b = PixelBounds(x0: mask.x, y0: mask.y, x1: mask.x + mask.width, y1: mask.y + mask.height)
        return b.isEmpty ? nil : b
    }

    /// Whether glyph `g` may reach into `area`: a glyph stays within a few ems of its
    /// origin (3 em to the right and up, 2 to the left and down, more than any face here
    /// draws), so one farther off is not rasterized at all. Text far larger than its frame
    /// costs only the glyphs that can show.
    static func mayTouch(_ g: PlacedGlyph, _ area: PixelBounds) -> Bool {
        let em = g.scale * g.face.unitsPerEm
        return g.x + 3 * em >= Double(area.x0) && g.x - 2 * em <= Double(area.x1)
            && g.y + 2 * em >= Double(area.y0) && g.y - 3 * em <= Double(area.y1)
    }

    /// The pixels a clip rectangle (whole pixels) leaves of the canvas; `roundingOut`
    /// takes every pixel a rectangle touches instead.
    static func pixelBounds(_ clip: Rect?, canvas: (width: Int, height: Int), roundingOut: Bool = false)
        -> PixelBounds
    {
        let all = PixelBounds(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height)
        guard let clip else { return all }
        func px(_ v: Double, _ limit: Int, _ rule: FloatingPointRoundingRule) -> Int {
            min(limit, max(0, Int(saturating: v.rounded(roundingOut ? rule : .toNearestOrAwayFromZero))))
        }
        return PixelBounds(
            x0: px(clip.minX, canvas.width, .down), y0: px(clip.minY, canvas.height, .down),
            x1: px(clip.maxX, canvas.width, .up), y1: px(clip.maxY, canvas.height, .up))
    }
}
