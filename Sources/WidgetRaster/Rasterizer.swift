// Coverage rasterizer: a path in device pixels → a mask of exact per-pixel coverage.
//
// Algorithm: signed-area accumulation, the approach several font rasterizers take.
// 1. Curves are flattened into lines (uniform subdivision, with the segment count chosen
//    from the curve's second differences so the chord error stays under `tolerance`).
// 2. Lines are clipped to the mask's columns: the part left of the mask becomes a
//    vertical edge on its left border (all pixels to its right still see its winding),
//    the part right of it is dropped into the spare column past the right border.
// 3. Each line adds, for every row it crosses, the signed height it spans in that row,
//    spread over the cells it passes by the exact area to the right of the line: for
//    a line from x0 to x1, cell i receives c(i) − c(i−1), where c(i) is the mean over the
//    line of clamp(i + 1 − x, 0, 1), which integrates in closed form (`ramp_integral` in CRaster).
// 4. A running sum along each row turns these differences into signed coverage; its
//    absolute value clamped to 1 is the non-zero fill coverage, and folded into 0…1
//    (|s| mod 2, mirrored above 1) the even-odd one.
// Steps 2 to 4 run in C (`wr_accumulate_segment`, `wr_coverage_rows` in CRaster), the same
// operations in the same order as Swift's, so that a debug build draws nearly as fast.
//
// Bands: `mask(for:clip:rows:)` gives some rows of the mask `mask(for:clip:)` would give,
// to the bit: it flattens the path and subtracts the same origin as the whole mask does,
// so every line adds the same values to the rows kept, in the same order, and only the
// rows outside the band are not stored. A picture drawn a band at a time then has the
// whole picture's pixels (DisplayListRasterizer).
//
// Why: it is exact for any polygon (anti-aliasing is true area, not supersampled), has no
// sorting or edge tables, and costs one pass over the bounds. Known limits: overlapping
// contours of the same direction are clamped rather than counted, which is exact for
// non-zero filling of the shapes and glyphs drawn here; the even-odd fold is exact except
// in pixels that an edge of each of two overlapping contours crosses.

import CRaster
import WidgetCore

/// Turns paths into coverage masks.
public enum Rasterizer {
    /// The largest distance, in pixels, between a curve and the lines that stand for it.
    public static let tolerance = 0.003

    /// The coverage of `path` (in device pixels) within the canvas.
    public static func mask(for path: Path, clip: (width: Int, height: Int)) -> Mask {
        mask(for: path, clip: PixelBounds(x0: 0, y0: 0, x1: clip.width, y1: clip.height))
    }

    /// The coverage of `path` (in device pixels) within `clip`: nothing outside it.
    public static func mask(for path: Path, clip: PixelBounds) -> Mask {
        mask(for: path, clip: clip, rows: clip.y0..<clip.y1)
    }

    /// The canvas rows `rows` of `mask(for: path, clip: clip)`, the same values to the bit,
    /// without computing or holding the others.
    public static func mask(for path: Path, clip: PixelBounds, rows: Range<Int>) -> Mask {
        guard let bounds = path.controlBounds, bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite,
            bounds.maxY.isFinite
        else { return .empty }
        // Clamp in floating point first: a path far off the canvas must not overflow Int.
        func clamped(_ v: Double, _ low: Int, _ high: Int) -> Int {
            Swift.min(high, Swift.max(low, Int(saturating: v)))
        }
        let x0 = clamped(bounds.minX.rounded(.down), clip.x0, clip.x1)
        let y0 = clamped(bounds.minY.rounded(.down), clip.y0, clip.y1)
        let x1 = clamped(bounds.maxX.rounded(.up), clip.x0, clip.x1)
        let y1 = clamped(bounds.maxY.rounded(.up), clip.y0, clip.y1)
        // The rows kept: those of the whole mask within `rows`.
        let top = max(y0, rows.lowerBound), bottom = min(y1, rows.upperBound)
        guard x1 > x0, bottom > top else { return .empty }
        // A rectangle on whole pixels (layout snaps frames to pixels, so most are) covers
        // its pixels fully: no accumulation needed, and the values are exactly 1.
        if isPixelAlignedRectangle(path, bounds) {
            return Mask(solidX: x0, y: top, width: x1 - x0, height: bottom - top)
        }
        var acc = Accumulator(
            originX: x0, originY: y0, width: x1 - x0, height: y1 - y0, rows: (top - y0)..<(bottom - y0))
        let box = Rect(x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0))
        acc.add { line in flatten(path, outside: box, line: line) }
        return acc.mask(evenOdd: path.fillRule == .evenOdd)
    }

    /// Whether `path` is one axis-aligned rectangle whose corners are whole pixels.
    static func isPixelAlignedRectangle(_ path: Path, _ bounds: Rect) -> Bool {
        let e = path.elements
        guard e.count == 5 || e.count == 6, case .move(let p0) = e[0], case .line(let p1) = e[1],
            case .line(let p2) = e[2], case .line(let p3) = e[3]
        else { return false }
        if e.count == 6, case .close = e[5], case .line(let p4) = e[4] {
            guard p4 == p0 else { return false }
        } else if e.count == 5 {
            guard case .close = e[4] else { return false }
        } else {
            return false
        }
        for p in [p0, p1, p2, p3] where p.x.rounded() != p.x || p.y.rounded() != p.y { return false }
        let sides = [(p0, p1), (p1, p2), (p2, p3), (p3, p0)]
        let axisAligned = sides.allSatisfy { $0.0.x == $0.1.x || $0.0.y == $0.1.y }
        let corners = Set([p0, p1, p2, p3].map { "\($0.x),\($0.y)" })
        return axisAligned && corners.count == 4 && bounds.width > 0 && bounds.height > 0
    }

    /// Calls `line` for every straight segment of `path` without closing its contours.
    static func flattenOpen(_ path: Path, line: (Point, Point) -> Void) {
        flatten(path, closing: false, line: line)
    }

    /// Calls `line` for every straight segment of `path`, closing each contour.
    ///
    /// A curve whose control points all lie on one side of `outside` (the mask's box,
    /// when given) is drawn as its chord: above, below or right of the mask a segment
    /// adds nothing to it, and left of it only the segment's net rise counts (the curve
    /// and its chord enclose no pixel of the mask). A clip of a widget's corner then
    /// subdivides only that corner's curves.
    static func flatten(_ path: Path, closing: Bool = true, outside box: Rect? = nil, line: (Point, Point) -> Void) {
        var start = Point.zero
        var current = Point.zero
        var open = false
        for element in path.elements {
            if let box, let end = Self.chordEnd(of: element, from: current, beside: box) {
                line(current, end)
                current = end
                continue
            }
            switch element {
            case .move(let p):
                if closing && open && current != start { line(current, start) }
                start = p
                current = p
                open = true
            case .line(let p):
                line(current, p)
                current = p
            case .quad(let c, let p):
                let dd = length(current.x - 2 * c.x + p.x, current.y - 2 * c.y + p.y)
                let n = segmentCount(errorScale: dd / 4)
                var prev = current
                for k in 1...n {
                    let t = Double(k) / Double(n), u = 1 - t
                    let a: Double = u * u, b: Double = 2 * u * t, cc: Double = t * t
                    let q = Point(
                        x: a * current.x + b * c.x + cc * p.x,
                        y: a * current.y + b * c.y + cc * p.y)
                    line(prev, q)
                    prev = q
                }
                current = p
            case .cubic(let c1, let c2, let p):
                let d1 = length(current.x - 2 * c1.x + c2.x, current.y - 2 * c1.y + c2.y)
                let d2 = length(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
                let dd = max(d1, d2)
                let n = segmentCount(errorScale: 0.75 * dd)
                var prev = current
                for k in 1...n {
                    let t = Double(k) / Double(n), u = 1 - t
                    let a: Double = u * u * u, b: Double = 3 * u * u * t
                    let cc: Double = 3 * u * t * t, d: Double = t * t * t
                    let qx: Double = a * current.x + b * c1.x + cc * c2.x + d * p.x
                    let qy: Double = a * current.y + b * c1.y + cc * c2.y + d * p.y
                    let q = Point(x: qx, y: qy)
                    line(prev, q)
                    prev = q
                }
                current = p
            case .close:
                if open && current != start { line(current, start) }
                current = start
            }
        }
        if closing && open && current != start { line(current, start) }
    }

    /// The end point of a curve (from `start`) whose control points all lie beyond one
    /// edge of `box`; nil for anything else.
    private static func chordEnd(of element: Path.Element, from start: Point, beside box: Rect) -> Point? {
        switch element {
        case .quad(let c, let p): beside(box, start, c, c, p) ? p : nil
        case .cubic(let c1, let c2, let p): beside(box, start, c1, c2, p) ? p : nil
        default: nil
        }
    }

    /// Whether a curve's control points all lie beyond one edge of `box`.
    private static func beside(_ box: Rect, _ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        // In pairs: the four-argument `min` takes its fourth as an array, made for every
        // curve in a debug build.
        let minX = min(min(a.x, b.x), min(c.x, d.x)), maxX = max(max(a.x, b.x), max(c.x, d.x))
        let minY = min(min(a.y, b.y), min(c.y, d.y)), maxY = max(max(a.y, b.y), max(c.y, d.y))
        return maxY <= box.minY || minY >= box.maxY || maxX <= box.minX || minX >= box.maxX
    }

    private static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

    /// Uniform subdivision of a curve whose chord error is `errorScale / n²` needs this many lines.
    private static func segmentCount(errorScale: Double) -> Int {
        guard errorScale.isFinite, errorScale > 0 else { return 1 }
        return max(1, min(512, Int(saturating: (errorScale / tolerance).squareRoot().rounded(.up))))
    }
}

/// The accumulation buffer of one mask: signed coverage differences, one spare column.
/// Lines are measured from the mask's origin; only the rows `rows` (counted from it) are
/// stored.
struct Accumulator {
    let originX: Int
    let originY: Int
    let width: Int
    let height: Int
    /// The rows stored, counted from `originY`: within 0..<height.
    let rows: Range<Int>
    private var cells: [Float]
    private var stride: Int { width + 2 }

    init(originX: Int, originY: Int, width: Int, height: Int, rows: Range<Int>? = nil) {
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.rows = (rows ?? 0..<height).clamped(to: 0..<height)
        self.cells = [Float](repeating: 0, count: (width + 2) * self.rows.count)
    }

    /// Adds every line `lines` gives (in canvas pixels): each clipped to the mask's columns
    /// (step 2) and accumulated (step 3) by C's `wr_accumulate_segment`, the cells held
    /// once for all of them (a debug build spends more on a call per line into the array
    /// than on the line itself).
    mutating func add(_ lines: ((Point, Point) -> Void) -> Void) {
        let (ox, oy, width, rows, stride) = (Double(originX), Double(originY), width, rows, stride)
        cells.withUnsafeMutableBufferPointer { cells in
            let base = cells.baseAddress
            lines { a, b in
                wr_accumulate_segment(
                    base, stride, width, rows.lowerBound, rows.upperBound, ox, oy, a.x, a.y, b.x, b.y)
            }
        }
    }

    /// Step 4: running sums along each row stored.
    func mask(evenOdd: Bool = false) -> Mask {
        let height = rows.count
        let values = [Float](unsafeUninitializedCapacity: width * height) { values, initialized in
            cells.withUnsafeBufferPointer { cells in
                wr_coverage_rows(cells.baseAddress, stride, width, height, evenOdd ? 1 : 0, values.baseAddress)
            }
            initialized = width * height
        }
        return Mask(x: originX, y: originY + rows.lowerBound, width: width, height: height, values: values)
    }
}
