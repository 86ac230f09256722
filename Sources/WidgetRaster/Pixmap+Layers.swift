// Layers: a group drawn on its own pixmap, then composited onto what lies below as one
// image (so overlapping children of a faded group do not show through each other), masks
// that keep a layer where another layer has alpha, and layers drawn through an affine
// transform (rotationEffect, scaleEffect): each destination pixel center is mapped back
// into the layer and sampled bilinearly in premultiplied color. That resamples pixels that
// are already anti-aliased, so transformed edges are a little softer than edges drawn in
// place; shrinking below half size can alias.

import WidgetCore

extension Pixmap {
    /// Source-over of `layer` (the same size) onto this pixmap, scaled by `opacity`.
    public mutating func composite(_ layer: Pixmap, opacity: Double = 1) {
        guard layer.width == width, layer.height == height, opacity > 0 else { return }
        let op = Float(min(1, opacity))
        layer.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                for i in stride(from: 0, to: dst.count, by: 4) {
                    let a = src[i + 3]
                    if a == 0 { continue }
                    if a == 255 && op >= 1 {
                        dst[i] = src[i]
                        dst[i + 1] = src[i + 1]
                        dst[i + 2] = src[i + 2]
                        dst[i + 3] = 255
                        continue
                    }
                    let s = Premultiplied(
                        r: Float(src[i]) / 255, g: Float(src[i + 1]) / 255, b: Float(src[i + 2]) / 255,
                        a: Float(a) / 255)
                    Self.blend(s, coverage: op, into: dst, at: i)
                }
            }
        }
    }

    /// Multiplies every pixel by `mask`'s alpha at the same place (destination-in).
    public mutating func mask(by mask: Pixmap) {
        guard mask.width == width, mask.height == height else { return }
        mask.data.withUnsafeBufferPointer { m in
            data.withUnsafeMutableBufferPointer { p in
                for i in stride(from: 0, to: p.count, by: 4) {
                    let a = Int(m[i + 3])
                    if a == 255 { continue }
                    for c in 0..<4 { p[i + c] = UInt8((Int(p[i + c]) * a + 127) / 255) }
                }
            }
        }
    }

    /// Source-over of `layer` (the same size) drawn through `transform` (layer pixels to
    /// these pixels), inside `clip`.
    public mutating func composite(_ layer: Pixmap, transform: Transform, clip: PixelBounds) {
        guard layer.width == width, layer.height == height, let inverse = transform.inverted() else { return }
        // The layer's occupied rectangle, carried through the transform: the pixels to visit.
        var lx0 = width, ly0 = height, lx1 = 0, ly1 = 0
        for y in 0..<height {
            for x in 0..<width where layer.data[(y * width + x) * 4 + 3] != 0 {
                lx0 = min(lx0, x)
                lx1 = max(lx1, x + 1)
                ly0 = min(ly0, y)
                ly1 = max(ly1, y + 1)
            }
        }
        guard lx1 > lx0, ly1 > ly0 else { return }
        let corners = [
            Point(x: Double(lx0), y: Double(ly0)), Point(x: Double(lx1), y: Double(ly0)),
            Point(x: Double(lx0), y: Double(ly1)), Point(x: Double(lx1), y: Double(ly1)),
        ].map(transform.apply)
        func clamp(_ v: Double, _ limit: Int) -> Int { Swift.min(limit, Swift.max(0, Int(saturating: v))) }
        let x0 = max(clip.x0, clamp(corners.map(\.x).min()!.rounded(.down), width))
        let x1 = min(clip.x1, clamp(corners.map(\.x).max()!.rounded(.up), width))
        let y0 = max(clip.y0, clamp(corners.map(\.y).min()!.rounded(.down), height))
        let y1 = min(clip.y1, clamp(corners.map(\.y).max()!.rounded(.up), height))
        guard x1 > x0, y1 > y0 else { return }
        let w = width, h = height
        layer.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                func texel(_ x: Int, _ y: Int, _ c: Int) -> Float {
                    guard x >= 0, y >= 0, x < w, y < h else { return 0 }
                    return Float(src[(y * w + x) * 4 + c])
                }
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let s = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                        let u = s.x - 0.5, v = s.y - 0.5
                        guard u > -1, v > -1, u < Double(w), v < Double(h) else { continue }
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
                            at: (y * w + x) * 4)
                    }
                }
            }
        }
    }
}
