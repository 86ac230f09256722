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

import CRaster
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
        guard opacity > 0, let r = bounds.intersection(layer.bounds) else { return }
        let op = Float(min(1, opacity))
        layer.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                for y in r.y0..<r.y1 {
                    let s = ((y - layer.originY) * layer.width + r.x0 - layer.originX) * 4
                    let d = ((y - originY) * width + r.x0 - originX) * 4
                    wr_composite_span(to + d, from + s, r.x1 - r.x0, op)
                }
            }
        }
    }

    /// Multiplies every pixel by `mask`'s alpha at the same canvas pixel (destination-in):
    /// pixels `mask` does not cover become transparent.
    public mutating func mask(by mask: Pixmap) {
        let b = bounds
        let shared = b.intersection(mask.bounds)
        mask.data.withUnsafeBufferPointer { mp in
            data.withUnsafeMutableBufferPointer { p in
                guard let pixels = p.baseAddress, let alpha = mp.baseAddress else { return }
                for y in b.y0..<b.y1 {
                    let row = pixels + (y - b.y0) * width * 4
                    // Outside the mask, clear; inside, scaled by its alpha.
                    guard let m = shared, y >= m.y0, y < m.y1 else {
                        wr_clear(row, width * 4)
                        continue
                    }
                    wr_clear(row, (m.x0 - b.x0) * 4)
                    wr_clear(row + (m.x1 - b.x0) * 4, (b.x1 - m.x1) * 4)
                    wr_mask_span(
                        row + (m.x0 - b.x0) * 4, alpha + ((y - mask.originY) * mask.width + m.x0 - mask.originX) * 4,
                        m.x1 - m.x0)
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
        let inverseMatrix = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
        layer.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                guard let pixels = dst.baseAddress, let texels = src.baseAddress else { return }
                for y in reach.y0..<reach.y1 {
                    wr_composite_transformed_span(
                        pixels + ((y - originY) * width + reach.x0 - originX) * 4, reach.x1 - reach.x0, reach.x0, y,
                        inverseMatrix, texels, layer.width, layer.height, layer.originX, layer.originY)
                }
            }
        }
    }
}
