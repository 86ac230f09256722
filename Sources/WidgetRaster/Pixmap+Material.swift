// Materials: what lies behind a shape, blurred and tinted, drawn through the shape.
//
// The backdrop is the pixels already drawn on the layer (inside a group, the group's own
// pixels: a material in an `opacity` or `clipShape` group does not see through the
// group). It is read over the shape's bounds grown by 3σ, with pixels past the canvas
// repeating its edge, blurred as shadows are (three box blurs a direction, the four
// premultiplied channels at once), covered with the tint (source-over), and then
// replaces the backdrop where the shape covers it, in proportion to coverage × opacity.

import CRaster

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
        // The backdrop, the four channels of a pixel side by side, edges repeated past the
        // canvas.
        var backdrop = [Float](repeating: 0, count: ww * wh * 4)
        backdrop.withUnsafeMutableBufferPointer { plane in
            data.withUnsafeBufferPointer { data in
                guard let floats = plane.baseAddress, let pixels = data.baseAddress else { return }
                // Window column wx shows canvas column min(whole.x1 − 1, max(whole.x0, wx + wx0)):
                // the canvas's first column left of `inner0`, its last from `inner1` on, and
                // its own between them, converted as one run (a debug build pays per call).
                let inner0 = max(0, min(ww, whole.x0 - wx0))
                let inner1 = max(inner0, min(ww, whole.x1 - wx0))
                let run0 = max(inner0, b.x0 - wx0), run1 = min(inner1, b.x1 - wx0)
                for wy in 0..<wh {
                    let y = min(whole.y1 - 1, max(whole.y0, wy + wy0))
                    guard y >= b.y0, y < b.y1 else { continue }
                    let row = pixels + (y - originY) * width * 4, out = floats + wy * ww * 4
                    func edge(_ x: Int, _ columns: Range<Int>) {
                        guard x >= b.x0, x < b.x1 else { return }
                        for wx in columns { wr_pixels_to_floats(row + (x - originX) * 4, 1, out + wx * 4) }
                    }
                    edge(whole.x0, 0..<inner0)
                    if run1 > run0 {
                        wr_pixels_to_floats(row + (run0 + wx0 - originX) * 4, run1 - run0, out + run0 * 4)
                    }
                    edge(whole.x1 - 1, inner1..<ww)
                }
            }
        }
        // Each lane is blurred as a lone channel would be (Pixmap+Shadow.swift).
        Self.gaussianBlur(&backdrop, width: ww, height: wh, lanes: 4, sigma: s)
        let t = wr_rgba(r: Float(tint.r), g: Float(tint.g), b: Float(tint.b), a: Float(tint.a))
        let op = Float(min(1, opacity))
        mask.values.withUnsafeBufferPointer { cov in
            backdrop.withUnsafeBufferPointer { backdrop in
                data.withUnsafeMutableBufferPointer { data in
                    guard let coverage = cov.baseAddress, let blurred = backdrop.baseAddress,
                        let pixels = data.baseAddress
                    else { return }
                    for y in y0..<y1 {
                        wr_material_span(
                            pixels + ((y - originY) * width + x0 - originX) * 4,
                            blurred + ((y - wy0) * ww + (x0 - wx0)) * 4, coverage + (mask.rowStart(y) + x0), x1 - x0,
                            t, op)
                    }
                }
            }
        }
    }
}
