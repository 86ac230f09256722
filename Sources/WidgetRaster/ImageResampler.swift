// Drawing a bitmap into a rectangle of the canvas: separable resampling in premultiplied
// space, then source-over.
//
// Per axis, every destination pixel is a weighted average of source pixels:
// - shrinking (more than one source pixel per destination pixel): a box filter over
//   exactly the source span the destination pixel covers, each source pixel weighted by
//   the part of it inside the span. This is area averaging: a 1200 px photo in a 180 px
//   avatar gets every source pixel in proportion, so fine detail averages out instead
//   of aliasing;
// - enlarging: a tent, linear interpolation between the two nearest source pixel
//   centers, so enlargements are smooth rather than blocky; edges clamp.
// Averaging premultiplied values means transparent pixels carry no color: a transparent
// PNG's edges do not darken. Rows are resampled horizontally once each, on demand, and
// kept only while destination rows still need them, so memory stays a few rows wide.
// A destination rectangle on fractional pixels covers its edge pixels partly; their
// coverage scales the result.

import CRaster
import WidgetCore

/// Weights from one axis of a source to one axis of a destination span, flat (as the C
/// loops read them): destination pixel k reads `taps[k]` source pixels from `first[k]`,
/// weighted by `weights[start[k]...]`.
struct ResampleAxis {
    var first: [Int] = []
    var start: [Int] = []
    var taps: [Int] = []
    var weights: [Float] = []
    /// How much of each destination pixel the rectangle covers (1 inside).
    var coverage: [Float] = []

    /// Destination pixels `range` of a rectangle spanning `low..<high` on this axis,
    /// showing `count` source pixels.
    init(source count: Int, low: Double, high: Double, range: Range<Int>) {
        let length = high - low
        let ratio = Double(count) / length
        for d in range {
            let a = max(Double(d), low), b = min(Double(d + 1), high)
            coverage.append(Float(max(0, b - a)))
            let u0 = (a - low) * ratio, u1 = (b - low) * ratio
            let begin = weights.count
            start.append(begin)
            if ratio > 1 {
                // Box: the source span [u0, u1).
                let i0 = max(0, Int(saturating: u0.rounded(.down))), i1 = min(count, Int(saturating: u1.rounded(.up)))
                let span = max(u1 - u0, 1e-12)
                for i in i0..<max(i0 + 1, i1) {
                    let overlap = min(Double(i + 1), u1) - max(Double(i), u0)
                    weights.append(Float(max(0, overlap) / span))
                }
                first.append(min(i0, count - 1))
            } else {
                // Tent: between the centers around the span's middle.
                let u = (u0 + u1) / 2 - 0.5
                let i = Int(saturating: u.rounded(.down))
                let f = Float(u - Double(i))
                let lo = min(max(i, 0), count - 1), hi = min(max(i + 1, 0), count - 1)
                first.append(lo)
                if lo == hi {
                    weights.append(1)
                } else {
                    weights += [1 - f, f]
                }
            }
            taps.append(weights.count - begin)
        }
    }
}

extension Pixmap {
    /// Draws `image` scaled into `rect` (device pixels), source-over, inside `clip`.
    public mutating func draw(_ image: Pixmap, in rect: Rect, clip: PixelBounds, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
            rect.maxY.isFinite
        else { return }
        func clamped(_ v: Double, _ low: Int, _ high: Int) -> Int {
            Swift.min(high, Swift.max(low, Int(saturating: v)))
        }
        let b = bounds
        let x0 = clamped(rect.minX.rounded(.down), max(b.x0, clip.x0), min(b.x1, clip.x1))
        let x1 = clamped(rect.maxX.rounded(.up), max(b.x0, clip.x0), min(b.x1, clip.x1))
        let y0 = clamped(rect.minY.rounded(.down), max(b.y0, clip.y0), min(b.y1, clip.y1))
        let y1 = clamped(rect.maxY.rounded(.up), max(b.y0, clip.y0), min(b.y1, clip.y1))
        guard x1 > x0, y1 > y0 else { return }
        let columns = ResampleAxis(source: image.width, low: rect.minX, high: rect.maxX, range: x0..<x1)
        let rows = ResampleAxis(source: image.height, low: rect.minY, high: rect.maxY, range: y0..<y1)
        let op = Float(max(0, min(1, opacity)))
        let w = x1 - x0
        // Horizontally resampled source rows, by source row index, kept while needed.
        var cache: [Int: [Float]] = [:]
        func resampledRow(_ sy: Int) -> [Float] {
            if let row = cache[sy] { return row }
            let out = [Float](unsafeUninitializedCapacity: w * 4) { out, initialized in
                image.data.withUnsafeBufferPointer { src in
                    guard let source = src.baseAddress else { return }
                    wr_resample_row(
                        source + sy * image.width * 4, w, columns.first, columns.start, columns.taps, columns.weights,
                        out.baseAddress)
                }
                initialized = w * 4
            }
            cache[sy] = out
            return out
        }
        var acc = [Float](repeating: 0, count: w * 4)
        for dy in 0..<(y1 - y0) {
            let firstRow = rows.first[dy]
            for stale in cache.keys where stale < firstRow { cache[stale] = nil }
            acc.withUnsafeMutableBytes { wr_clear($0.baseAddress, $0.count) }
            for j in 0..<rows.taps[dy] {
                wr_accumulate(&acc, resampledRow(firstRow + j), w * 4, rows.weights[rows.start[dy] + j])
            }
            let y = y0 + dy
            data.withUnsafeMutableBufferPointer { p in
                guard let pixels = p.baseAddress else { return }
                wr_blend_float_span(
                    pixels + ((y - originY) * width + x0 - originX) * 4, acc, columns.coverage, w,
                    rows.coverage[dy], op)
            }
        }
    }
}
