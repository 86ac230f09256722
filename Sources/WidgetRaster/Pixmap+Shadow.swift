// Drop shadows: the alpha of a layer, blurred, tinted and offset.
//
// The blur is a Gaussian of standard deviation σ approximated by three box blurs in each
// direction (their widths chosen so the variances add up to σ²; the result is within a
// few percent of the true Gaussian and costs the same at any radius). It runs over the
// layer's occupied rectangle grown by 3σ, not the whole canvas.

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
        for y in y0..<y1 {
            for x in x0..<x1 {
                a[(y - wy0) * ww + (x - wx0)] = Float(data[((y - originY) * width + x - originX) * 4 + 3]) / 255
            }
        }
        Self.gaussianBlur(&a, width: ww, height: wh, sigma: sigma)
        let w = out.width
        out.data.withUnsafeMutableBufferPointer { p in
            for wy in 0..<wh {
                let y = wy + wy0 + oy
                guard y >= reach.y0, y < reach.y1 else { continue }
                for wx in 0..<ww {
                    let x = wx + wx0 + ox
                    guard x >= reach.x0, x < reach.x1 else { continue }
                    let v = min(1, max(0, a[wy * ww + wx]))
                    if v <= 0 { continue }
                    let i = ((y - reach.y0) * w + x - reach.x0) * 4
                    p[i] = Self.channel(Float(color.r) * v * 255)
                    p[i + 1] = Self.channel(Float(color.g) * v * 255)
                    p[i + 2] = Self.channel(Float(color.b) * v * 255)
                    p[i + 3] = Self.channel(Float(color.a) * v * 255)
                }
            }
        }
        return out
    }

    /// `a` (`width` × `height` values of one channel or four) blurred by a Gaussian of
    /// `sigma`: three box blurs along the rows and down the columns (none when `sigma` is 0).
    static func gaussianBlur<V: BoxSummable>(_ a: inout [V], width: Int, height: Int, sigma: Double) {
        guard sigma > 0 else { return }
        for box in boxSizes(sigma: sigma) {
            boxBlur(&a, width: width, height: height, radius: box, horizontal: true)
            boxBlur(&a, width: width, height: height, radius: box, horizontal: false)
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

    /// One box blur of `radius` along rows (or columns), with running sums; outside is 0.
    /// `V` is one channel (`Float`) or all four at once (`SIMD4<Float>`): each lane gets
    /// the same additions in the same order as a lone channel, so the values are the same.
    static func boxBlur<V: BoxSummable>(_ a: inout [V], width: Int, height: Int, radius r: Int, horizontal: Bool) {
        guard r > 0, width > 0, height > 0, a.count >= width * height else { return }
        let scale = 1 / Float(2 * r + 1)
        if horizontal {
            var line = [V](repeating: .zero, count: width)
            line.withUnsafeMutableBufferPointer { line in
                a.withUnsafeMutableBufferPointer { p in
                    for y in 0..<height {
                        let row = y * width
                        for k in 0..<width { line[k] = p[row + k] }
                        var sum = V.zero
                        for k in 0..<min(r, width) { sum = sum + line[k] }
                        for k in 0..<width {
                            if k + r < width { sum = sum + line[k + r] }
                            if k - r - 1 >= 0 { sum = sum - line[k - r - 1] }
                            p[row + k] = sum.clampedToZero(times: scale)
                        }
                    }
                }
            }
            return
        }
        // Down the columns: every column's running sum at once, a row at a time (row-major
        // memory order). Each column sees the same additions in the same order as when it
        // was summed alone, so the values are the same. A row is dropped from the sums r + 1
        // rows after it is overwritten, so the last r + 1 rows as they were are kept in a
        // ring (row k in slot k mod (r + 1)), not a copy of the whole array.
        let slots = min(r + 1, height)
        var ring = [V](repeating: .zero, count: slots * width)
        var sums = [V](repeating: .zero, count: width)
        ring.withUnsafeMutableBufferPointer { ring in
            sums.withUnsafeMutableBufferPointer { sums in
                a.withUnsafeMutableBufferPointer { p in
                    for k in 0..<min(r, height) {
                        for x in 0..<width { sums[x] = sums[x] + p[k * width + x] }
                    }
                    for k in 0..<height {
                        if k + r < height {
                            let add = (k + r) * width
                            for x in 0..<width { sums[x] = sums[x] + p[add + x] }
                        }
                        let slot = (k % slots) * width
                        if k - r - 1 >= 0 {
                            // Row k − r − 1 as it was: in the slot row k now takes.
                            for x in 0..<width { sums[x] = sums[x] - ring[slot + x] }
                        }
                        let row = k * width
                        for x in 0..<width {
                            ring[slot + x] = p[row + x]
                            p[row + x] = sums[x].clampedToZero(times: scale)
                        }
                    }
                }
            }
        }
    }
}

/// What a box blur sums: one channel or four, lane by lane.
protocol BoxSummable {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    /// `max(0, self) * scale`, lane by lane.
    func clampedToZero(times scale: Float) -> Self
}

extension Float: BoxSummable {
    func clampedToZero(times scale: Float) -> Float { max(0, self) * scale }
}

extension SIMD4: BoxSummable where Scalar == Float {
    func clampedToZero(times scale: Float) -> SIMD4<Float> {
        // Exactly `max(0, x)` per lane: x when x ≥ 0 (−0 included), else 0 (NaN too).
        self.replacing(with: 0, where: .!(self .>= 0)) * scale
    }
}
