// Materials: what lies behind a shape, blurred and tinted, drawn through the shape.
//
// The backdrop is the pixels already drawn on the layer (inside a group, the group's own
// pixels: a material in an `opacity` or `clipShape` group does not see through the
// group). It is read over the shape's bounds grown by 3σ, with pixels past the canvas
// repeating its edge, blurred as shadows are (three box blurs a direction, the four
// premultiplied channels at once), covered with the tint (source-over), and then
// replaces the backdrop where the shape covers it, in proportion to coverage × opacity.

extension Pixmap {
    /// Draws a material through `mask`: the backdrop blurred by `sigma` pixels, then
    /// `tint` (premultiplied r, g, b, a in 0…1) over it, at `opacity`, inside `clip`.
    /// `canvas` is the canvas this pixmap is part of (default: its own bounds): the
    /// backdrop repeats the canvas's edge past it, and is clear elsewhere outside this
    /// pixmap.
    public mutating func fillMaterial(
        _ mask: Mask, sigma: Double, tint: (r: Double, g: Double, b: Double, a: Double), opacity: Double,
        clip: PixelBounds? = nil, canvas: PixelBounds? = nil
    ) {
        guard mask.width > 0, mask.height > 0, opacity > 0 else { return }
        let b = bounds
        let whole = canvas ?? b
        let c = clip ?? b
        let x0 = max(b.x0, mask.x, c.x0), y0 = max(b.y0, mask.y, c.y0)
        let x1 = min(b.x1, mask.x + mask.width, c.x1), y1 = min(b.y1, mask.y + mask.height, c.y1)
        guard x1 > x0, y1 > y0, !whole.isEmpty else { return }
        let s = min(max(0, sigma), Double(max(whole.x1 - whole.x0, whole.y1 - whole.y0)))
        let margin = Int(saturating: (3 * s).rounded(.up)) + 1
        let wx0 = x0 - margin, wy0 = y0 - margin
        let ww = x1 - x0 + 2 * margin, wh = y1 - y0 + 2 * margin
        // The backdrop, a vector of the four channels a pixel, edges repeated past the canvas.
        var backdrop = [SIMD4<Float>](repeating: .zero, count: ww * wh)
        backdrop.withUnsafeMutableBufferPointer { plane in
            data.withUnsafeBufferPointer { data in
                for wy in 0..<wh {
                    let y = min(whole.y1 - 1, max(whole.y0, wy + wy0))
                    guard y >= b.y0, y < b.y1 else { continue }
                    for wx in 0..<ww {
                        let x = min(whole.x1 - 1, max(whole.x0, wx + wx0))
                        guard x >= b.x0, x < b.x1 else { continue }
                        let i = ((y - originY) * width + x - originX) * 4
                        plane[wy * ww + wx] =
                            SIMD4(Float(data[i]), Float(data[i + 1]), Float(data[i + 2]), Float(data[i + 3])) / 255
                    }
                }
            }
        }
        // Each lane is blurred as a lone channel would be (Pixmap+Shadow.swift).
        Self.gaussianBlur(&backdrop, width: ww, height: wh, sigma: s)
        let t = SIMD4<Float>(Float(tint.r), Float(tint.g), Float(tint.b), Float(tint.a))
        let op = Float(min(1, opacity))
        mask.values.withUnsafeBufferPointer { cov in
            for y in y0..<y1 {
                let maskRow = mask.rowStart(y)
                for x in x0..<x1 {
                    let coverage = cov[maskRow + x] * op
                    if coverage <= 0 { continue }
                    let w = (y - wy0) * ww + (x - wx0)
                    let blurred = backdrop[w]
                    let material = t + blurred * (1 - t[3])
                    let i = ((y - originY) * width + x - originX) * 4
                    let old =
                        SIMD4<Float>(Float(data[i]), Float(data[i + 1]), Float(data[i + 2]), Float(data[i + 3])) / 255
                    let out = material * coverage + old * (1 - coverage)
                    for k in 0..<4 { data[i + k] = Self.channel(out[k] * 255) }
                    for k in 0..<3 where data[i + k] > data[i + 3] { data[i + k] = data[i + 3] }
                }
            }
        }
    }
}
