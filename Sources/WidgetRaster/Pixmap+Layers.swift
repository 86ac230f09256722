// Layers: a group drawn on its own pixmap, then composited onto what lies below as one
// image (so overlapping children of a faded group do not show through each other), masks
// that keep a layer where another layer has alpha, and layers drawn through an affine
// transform (rotationEffect, scaleEffect): each destination pixel center is mapped back
// into the layer and sampled bilinearly in premultiplied color. That resamples pixels that
// are already anti-aliased, so transformed edges are a little softer than edges drawn in
// place; shrinking below half size can alias.
//
// A layer covers only the canvas pixels its group draws (`Pixmap.bounds`); compositing
// works over the pixels both cover, and a layer grows when something is drawn outside it.

import WidgetCore

extension Pixmap {
    /// Makes the pixmap cover `area` too (its pixels kept, the new ones transparent).
    public mutating func grow(toCover area: PixelBounds) {
        guard !bounds.contains(area), var grown = Pixmap(covering: bounds.union(area)) else { return }
        grown.copyRows(from: self)
        self = grown
    }

    /// The part of the pixmap over `area` (transparent where it covers none), or nil when
    /// `area` has no pixel or a side longer than a pixmap may have.
    public func cut(to area: PixelBounds) -> Pixmap? {
        guard var part = Pixmap(covering: area) else { return nil }
        part.copyRows(from: self)
        return part
    }

    /// Copies the pixels of `other` that this pixmap covers.
    mutating func copyRows(from other: Pixmap) {
        guard let r = bounds.intersection(other.bounds) else { return }
        let count = (r.x1 - r.x0) * 4
        other.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                for y in r.y0..<r.y1 {
                    let s = ((y - other.originY) * other.width + r.x0 - other.originX) * 4
                    let d = ((y - originY) * width + r.x0 - originX) * 4
                    guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                    (to + d).update(from: from + s, count: count)
                }
            }
        }
    }

    /// Calls `body(source, destination)` with the byte offsets in `layer` and in a pixmap
    /// over `destination` (its canvas bounds) of each pixel both cover, row by row. It
    /// takes the destination's bounds, not the pixmap, so that the caller can hold the
    /// pixmap's bytes for writing without a copy.
    @inline(__always)
    static func forEachShared(
        of layer: Pixmap, with destination: PixelBounds, _ body: (_ source: Int, _ destination: Int) -> Void
    ) {
        guard let r = destination.intersection(layer.bounds) else { return }
        let width = destination.x1 - destination.x0
        for y in r.y0..<r.y1 {
            var s = ((y - layer.originY) * layer.width + r.x0 - layer.originX) * 4
            var d = ((y - destination.y0) * width + r.x0 - destination.x0) * 4
            for _ in r.x0..<r.x1 {
                body(s, d)
                s += 4
                d += 4
            }
        }
    }

    /// Source-over of `layer` onto this pixmap, scaled by `opacity`, where both cover the
    /// canvas.
    public mutating func composite(_ layer: Pixmap, opacity: Double = 1) {
        guard opacity > 0 else { return }
        let op = Float(min(1, opacity))
        let destination = bounds
        layer.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                Self.forEachShared(of: layer, with: destination) { i, j in
                    let a = src[i + 3]
                    if a == 0 { return }
                    if a == 255 && op >= 1 {
                        dst[j] = src[i]
                        dst[j + 1] = src[i + 1]
                        dst[j + 2] = src[i + 2]
                        dst[j + 3] = 255
                        return
                    }
                    let s = Premultiplied(
                        r: Float(src[i]) / 255, g: Float(src[i + 1]) / 255, b: Float(src[i + 2]) / 255,
                        a: Float(a) / 255)
                    Self.blend(s, coverage: op, into: dst, at: j)
                }
            }
        }
    }

    /// Multiplies every pixel by `mask`'s alpha at the same canvas pixel (destination-in):
    /// pixels `mask` does not cover become transparent.
    public mutating func mask(by mask: Pixmap) {
        let w = width, ox = originX, oy = originY
        let m = mask.bounds
        mask.data.withUnsafeBufferPointer { mp in
            data.withUnsafeMutableBufferPointer { p in
                for y in oy..<(oy + height) {
                    for x in ox..<(ox + w) {
                        let i = ((y - oy) * w + x - ox) * 4
                        let inside = x >= m.x0 && x < m.x1 && y >= m.y0 && y < m.y1
                        let a = inside ? Int(mp[((y - m.y0) * mask.width + x - m.x0) * 4 + 3]) : 0
                        if a == 255 { continue }
                        for c in 0..<4 { p[i + c] = UInt8((Int(p[i + c]) * a + 127) / 255) }
                    }
                }
            }
        }
    }

    /// The canvas pixels `layer` drawn through `transform` may reach, inside `clip`: its
    /// bounds' corners carried through the transform, rounded out.
    public static func transformedBounds(of layer: PixelBounds, _ transform: Transform, clip: PixelBounds)
        -> PixelBounds?
    {
        let corners = [
            Point(x: Double(layer.x0), y: Double(layer.y0)), Point(x: Double(layer.x1), y: Double(layer.y0)),
            Point(x: Double(layer.x0), y: Double(layer.y1)), Point(x: Double(layer.x1), y: Double(layer.y1)),
        ].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
        else { return nil }
        func clamp(_ v: Double, _ low: Int, _ high: Int) -> Int { Swift.min(high, Swift.max(low, Int(saturating: v))) }
        return PixelBounds(
            x0: clamp(minX.rounded(.down), clip.x0, clip.x1), y0: clamp(minY.rounded(.down), clip.y0, clip.y1),
            x1: clamp(maxX.rounded(.up), clip.x0, clip.x1), y1: clamp(maxY.rounded(.up), clip.y0, clip.y1)
        ).intersection(clip)
    }

    /// Source-over of `layer` drawn through `transform` (canvas pixels to canvas pixels),
    /// inside `clip`.
    public mutating func composite(_ layer: Pixmap, transform: Transform, clip: PixelBounds) {
        guard let inverse = transform.inverted(), let used = layer.occupiedBounds(),
            let b = bounds.intersection(clip),
            let reach = Self.transformedBounds(of: used, transform, clip: b)
        else { return }
        let (x0, y0, x1, y1) = (reach.x0, reach.y0, reach.x1, reach.y1)
        let lw = layer.width, lh = layer.height, lx = layer.originX, ly = layer.originY
        let w = width, ox = originX, oy = originY
        layer.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                /// Channel `c` of the layer's canvas pixel (x, y); clear outside the layer.
                func texel(_ x: Int, _ y: Int, _ c: Int) -> Float {
                    let tx = x - lx, ty = y - ly
                    guard tx >= 0, ty >= 0, tx < lw, ty < lh else { return 0 }
                    return Float(src[(ty * lw + tx) * 4 + c])
                }
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let s = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                        let u = s.x - 0.5, v = s.y - 0.5
                        guard u > Double(lx) - 1, v > Double(ly) - 1, u < Double(lx + lw), v < Double(ly + lh)
                        else { continue }
                        let i0 = Int(saturating: u.rounded(.down)), j0 = Int(saturating: v.rounded(.down))
                        let fx = Float(u - Double(i0)), fy = Float(v - Double(j0))
                        var rgba: [Float] = [0, 0, 0, 0]
                        for c in 0..<4 {
                            let top = texel(i0, j0, c) * (1 - fx) + texel(i0 + 1, j0, c) * fx
                            let bottom = texel(i0, j0 + 1, c) * (1 - fx) + texel(i0 + 1, j0 + 1, c) * fx
                            rgba[c] = (top * (1 - fy) + bottom * fy) / 255
                        }
                        guard rgba[3] > 0 else { continue }
                        Self.blend(
                            Premultiplied(r: rgba[0], g: rgba[1], b: rgba[2], a: rgba[3]), coverage: 1, into: dst,
                            at: ((y - oy) * w + x - ox) * 4)
                    }
                }
            }
        }
    }
}
