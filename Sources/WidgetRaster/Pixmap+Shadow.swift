// Drop shadows: the alpha of a layer, blurred, tinted and offset.
//
// The blur is a Gaussian of standard deviation σ approximated by three box blurs in each
// direction (their widths chosen so the variances add up to σ²; the result is within a
// few percent of the true Gaussian and costs the same at any radius). It runs over the
// layer's occupied rectangle grown by 3σ, not the whole canvas.

import CRaster

extension Pixmap {
    /// The shadow `self` (a layer) casts: its alpha blurred by `sigma` pixels, moved by
    /// (`dx`, `dy`) pixels and tinted with premultiplied `color` (r, g, b, a in 0…1), over
    /// the pixels of `canvas` it reaches (nil when it reaches none).
    public func shadow(
        sigma: Double, dx: Double, dy: Double, color: (r: Double, g: Double, b: Double, a: Double),
        canvas: PixelBounds
    ) -> Pixmap? {
        guard let used = occupiedBounds(), !canvas.isEmpty else { return nil }
        let (x0, y0, x1, y1) = (used.x0, used.y0, used.x1, used.y1)
        // Bounded work: a blur wider than the canvas spreads the shadow to nothing visible,
        // and an offset past the canvas moves it out of sight.
        let side = Double(max(canvas.x1 - canvas.x0, canvas.y1 - canvas.y0))
        let sigma = min(max(0, sigma), side)
        let margin = Int(saturating: (3 * sigma).rounded(.up)) + 1
        guard abs(dx) < 2 * side, abs(dy) < 2 * side else { return nil }
        let ox = Int(saturating: dx.rounded()), oy = Int(saturating: dy.rounded())
        // Work area in source coordinates.
        let wx0 = x0 - margin, wy0 = y0 - margin, ww = x1 - x0 + 2 * margin, wh = y1 - y0 + 2 * margin
        guard
            let reach = PixelBounds(x0: wx0 + ox, y0: wy0 + oy, x1: wx0 + ox + ww, y1: wy0 + oy + wh)
                .intersection(canvas),
            var out = Pixmap(covering: reach)
        else { return nil }
        var a = [Float](repeating: 0, count: ww * wh)
        data.withUnsafeBufferPointer { src in
            a.withUnsafeMutableBufferPointer { a in
                guard let pixels = src.baseAddress, let alpha = a.baseAddress else { return }
                for y in y0..<y1 {
                    wr_alpha_to_floats(
                        pixels + ((y - originY) * width + x0 - originX) * 4, x1 - x0,
                        alpha + (y - wy0) * ww + (x0 - wx0))
                }
            }
        }
        Self.gaussianBlur(&a, width: ww, height: wh, sigma: sigma)
        let w = out.width
        let tint = wr_rgba(r: Float(color.r), g: Float(color.g), b: Float(color.b), a: Float(color.a))
        // The work area's columns that land on the canvas, on each row that does.
        let wx0Shown = max(0, reach.x0 - wx0 - ox), wx1Shown = min(ww, reach.x1 - wx0 - ox)
        out.data.withUnsafeMutableBufferPointer { p in
            a.withUnsafeBufferPointer { a in
                guard let pixels = p.baseAddress, let alpha = a.baseAddress, wx1Shown > wx0Shown else { return }
                for wy in 0..<wh {
                    let y = wy + wy0 + oy
                    guard y >= reach.y0, y < reach.y1 else { continue }
                    let x = wx0Shown + wx0 + ox
                    wr_tint_span(
                        pixels + ((y - reach.y0) * w + x - reach.x0) * 4, alpha + wy * ww + wx0Shown,
                        wx1Shown - wx0Shown, tint)
                }
            }
        }
        return out
    }

    /// `a` (`width` × `height` values of `lanes` floats each: one channel, or the four
    /// of a pixel side by side) blurred by a Gaussian of `sigma`: three box blurs along
    /// the rows and down the columns (none when `sigma` is 0). Each lane is blurred as if
    /// alone.
    static func gaussianBlur(_ a: inout [Float], width: Int, height: Int, lanes: Int = 1, sigma: Double) {
        guard sigma > 0, width > 0, height > 0, a.count >= width * height * lanes else { return }
        for box in boxSizes(sigma: sigma) {
            boxBlur(&a, width: width, height: height, lanes: lanes, radius: box, horizontal: true)
            boxBlur(&a, width: width, height: height, lanes: lanes, radius: box, horizontal: false)
        }
    }

    /// One box blur of `radius` along the rows (or down the columns) of `a`, with running
    /// sums; outside is 0, and a negative or NaN sum gives 0. Down the columns every
    /// column's sum runs at once, a row at a time, keeping the last radius + 1 rows in a
    /// ring: each column sees the same additions in the same order as alone, and with
    /// the lanes side by side, a column pass over values of four lanes is one over four
    /// times the columns.
    static func boxBlur(
        _ a: inout [Float], width: Int, height: Int, lanes: Int = 1, radius: Int, horizontal: Bool
    ) {
        guard radius > 0, width > 0, height > 0, lanes > 0, a.count >= width * height * lanes else { return }
        if horizontal {
            var line = [Float](repeating: 0, count: width * lanes)
            wr_box_blur_rows(&a, width, height, lanes, radius, &line)
        } else {
            var ring = [Float](repeating: 0, count: min(radius + 1, height) * width * lanes)
            var sums = [Float](repeating: 0, count: width * lanes)
            wr_box_blur_columns(&a, width * lanes, height, radius, &ring, &sums)
        }
    }

    /// Radii of three box blurs whose combined variance is about σ².
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(saturating: ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = Int(
            saturating: ((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4))
                .rounded())
        return (0..<3).map { ($0 < m ? wl : wu - 0) / 2 }.map { max(0, $0) }
    }
}
