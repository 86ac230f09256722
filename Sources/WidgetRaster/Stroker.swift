// Strokes as filled outlines, and `trim`.
//
// A path is first flattened into polylines (the rasterizer's tolerance, so curves stay
// within 0.003 px). `trim(from:to:)` keeps the part of the whole path between those
// fractions of its length; dashes cut polylines into on-pieces. Each polyline then
// becomes one or two closed contours for the non-zero fill:
// - closed: the outline offset half a line width to one side, walked forward, and to the
//   other side, walked backward, so the band between them fills and the inside is a hole;
// - open: one contour, out along one side, round the end cap, back along the other side
//   and round the start cap.
// At each vertex the outer side of the turn gets the join (a miter up to the miter limit,
// else a bevel; or a round arc) and the inner side the offset lines' intersection.
// Everything else (overlaps at tight turns, loops) is left to the non-zero rule, which
// fills the union of pieces that wind the same way.

import Foundation
import WidgetCore

public enum Stroker {
    /// A flattened contour.
    public struct Polyline: Sendable {
        public var points: [Point]
        public var closed: Bool
    }

    /// The contours of `path`, flattened.
    public static func polylines(_ path: Path) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            var points: [Point] = []
            for p in current where points.last != p { points.append(p) }
            if closed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count > 1 { result.append(Polyline(points: points, closed: closed)) }
            current = []
        }
        var start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
                start = p
            case .close:
                finish(closed: true)
                current = [start]
            default:
                var sub = Path()
                sub.move(to: current.last ?? start)
                switch element {
                case .line(let p): sub.line(to: p)
                case .quad(let c, let p): sub.quad(to: p, control: c)
                case .cubic(let c1, let c2, let p): sub.cubic(to: p, control1: c1, control2: c2)
                default: break
                }
                Rasterizer.flattenOpen(sub) { _, b in current.append(b) }
            }
        }
        finish(closed: false)
        return result
    }

    /// The part of `path` from `from` to `to` (fractions of its whole length, 0…1), as
    /// open polylines in a path. Nothing when `to ≤ from`.
    public static func trimmed(_ path: Path, from: Double, to: Double) -> Path {
        let lines = polylines(path).map { line -> [Point] in line.closed ? line.points + [line.points[0]] : line.points
        }
        let total = lines.reduce(0) { $0 + length($1) }
        var out = Path()
        out.fillRule = path.fillRule
        guard total > 0, to > from else { return out }
        let a = max(0, from) * total, b = min(1, to) * total
        var offset = 0.0
        for line in lines {
            for piece in cut(line, from: a - offset, to: b - offset) {
                out.move(to: piece[0])
                for p in piece.dropFirst() { out.line(to: p) }
            }
            offset += length(line)
        }
        return out
    }

    /// The outline of `path` stroked with `style` (device pixels), to fill non-zero.
    public static func stroke(_ path: Path, style: StrokeStyle) -> Path {
        let h = style.lineWidth / 2
        var out = Path()
        guard h > 0, h.isFinite else { return out }
        for line in dashed(polylines(path), style) {
            if line.closed {
                guard line.points.count > 2 else { continue }
                contour(side(line.points, closed: true, offset: h, style), into: &out)
                contour(side(line.points, closed: true, offset: -h, style).reversed(), into: &out)
            } else {
                let forward = side(line.points, closed: false, offset: h, style)
                let backward = side(line.points.reversed(), closed: false, offset: h, style)
                var points = forward
                points += cap(
                    at: line.points[line.points.count - 1], from: line.points[line.points.count - 2], h, style)
                points += backward
                points += cap(at: line.points[0], from: line.points[1], h, style)
                contour(points, into: &out)
            }
        }
        return out
    }

    // MARK: Pieces

    static func length(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    static func distance(_ a: Point, _ b: Point) -> Double { hypot(b.x - a.x, b.y - a.y) }

    /// The pieces of an open polyline between arc lengths `a` and `b`.
    static func cut(_ points: [Point], from a: Double, to b: Double) -> [[Point]] {
        guard b > 0, points.count > 1 else { return [] }
        var piece: [Point] = []
        var s = 0.0
        // Indices rather than `zip`: this runs once per dash over the whole polyline, and
        // unspecialised sequence code is slow in debug builds (docs/speed.md).
        for i in 1..<points.count {
            // Past the end of the piece: no later segment reaches back into it.
            if s >= b { break }
            let p = points[i - 1], q = points[i]
            let l = distance(p, q)
            defer { s += l }
            guard l > 0, s + l > a else { continue }
            func at(_ t: Double) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
            if piece.isEmpty { piece.append(at(max(0, (a - s) / l))) }
            piece.append(at(min(1, (b - s) / l)))
        }
        return piece.count > 1 ? [piece] : []
    }

    /// Polylines cut into their dashes' on-pieces (unchanged without a dash pattern).
    static func dashed(_ lines: [Polyline], _ style: StrokeStyle) -> [Polyline] {
        let pattern = style.dash.map { max(0, $0) }
        let period = pattern.reduce(0, +)
        // A pattern finer than half a pixel cannot show its gaps: the line is drawn solid.
        guard !pattern.isEmpty, period >= 0.5 else { return lines }
        var result: [Polyline] = []
        for line in lines {
            let points = line.closed ? line.points + [line.points[0]] : line.points
            let total = length(points)
            // Walk the pattern from the phase; each "on" length is cut out.
            var position = -(style.dashPhase.truncatingRemainder(dividingBy: period))
            var k = 0
            var count = 0
            while position < total && count < 100_000 {
                let on = pattern[k % pattern.count], off = pattern[(k + 1) % pattern.count]
                for piece in cut(points, from: max(0, position), to: min(total, position + on)) {
                    result.append(Polyline(points: piece, closed: false))
                }
                position += on + off
                k += 2
                count += 1
            }
        }
        return result
    }

    private static func contour(_ points: [Point], into path: inout Path) {
        guard points.count > 2 else { return }
        path.move(to: points[0])
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
    }

    private static func unit(_ a: Point, _ b: Point) -> (x: Double, y: Double) {
        let l = max(distance(a, b), 1e-12)
        return ((b.x - a.x) / l, (b.y - a.y) / l)
    }

    /// The points along one side (`offset` > 0: left of the direction of travel in a
    /// y-up frame), with joins.
    static func side(_ p: [Point], closed: Bool, offset h: Double, _ style: StrokeStyle) -> [Point] {
        let n = p.count
        var out: [Point] = []
        func normal(_ d: (x: Double, y: Double)) -> (x: Double, y: Double) { (-d.y, d.x) }
        for i in 0..<n {
            let hasPrevious = closed || i > 0, hasNext = closed || i < n - 1
            let point = p[i]
            guard hasPrevious && hasNext else {
                let d = i == 0 ? unit(p[0], p[1]) : unit(p[n - 2], p[n - 1])
                let m = normal(d)
                out.append(Point(x: point.x + m.x * h, y: point.y + m.y * h))
                continue
            }
            let d0 = unit(p[(i - 1 + n) % n], point), d1 = unit(point, p[(i + 1) % n])
            let n0 = normal(d0), n1 = normal(d1)
            let cross = d0.x * d1.y - d0.y * d1.x
            let dot = d0.x * d1.x + d0.y * d1.y
            // Nearly straight: one point on the shared normal.
            let bisector = (x: n0.x + n1.x, y: n0.y + n1.y)
            let bl = hypot(bisector.x, bisector.y)
            let cosHalf = bl / 2
            let outer = (h > 0 ? 1.0 : -1.0) * cross < 0
            if abs(cross) < 1e-9 && dot > 0 {
                out.append(Point(x: point.x + n0.x * h, y: point.y + n0.y * h))
            } else if !outer {
                // The inner side: where the two offset lines meet (two points at a U-turn).
                if cosHalf > 1 / style.miterLimit && bl > 1e-9 {
                    let s = h / (cosHalf * bl)
                    out.append(Point(x: point.x + bisector.x * s, y: point.y + bisector.y * s))
                } else {
                    out.append(Point(x: point.x + n0.x * h, y: point.y + n0.y * h))
                    out.append(Point(x: point.x + n1.x * h, y: point.y + n1.y * h))
                }
            } else {
                switch style.join {
                case .miter where bl > 1e-9 && 1 / cosHalf <= style.miterLimit:
                    let s = h / (cosHalf * bl)
                    out.append(Point(x: point.x + bisector.x * s, y: point.y + bisector.y * s))
                case .round:
                    out += arc(around: point, from: n0, to: n1, radius: h)
                default:
                    out.append(Point(x: point.x + n0.x * h, y: point.y + n0.y * h))
                    out.append(Point(x: point.x + n1.x * h, y: point.y + n1.y * h))
                }
            }
        }
        return out
    }

    /// Points on the arc of `radius` around `c` from direction `a` to `b` (signed by the
    /// radius: the short way round on the side the radius points to).
    static func arc(around c: Point, from a: (x: Double, y: Double), to b: (x: Double, y: Double), radius r: Double)
        -> [Point]
    {
        var a0 = atan2(a.y, a.x), a1 = atan2(b.y, b.x)
        if r < 0 {
            a0 += .pi
            a1 += .pi
        }
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        return arcPoints(c, radius: abs(r), start: a0, sweep: sweep)
    }

    static func arcPoints(_ c: Point, radius r: Double, start: Double, sweep: Double) -> [Point] {
        // Chord error r(1 − cos(θ/2)) under the tolerance.
        let step = 2 * acos(max(-1, min(1, 1 - Rasterizer.tolerance / max(r, 1e-9))))
        let count = max(1, min(1024, Int(saturating: (abs(sweep) / max(step, 1e-6)).rounded(.up))))
        return (0...count).map { k in
            let t = start + sweep * Double(k) / Double(count)
            return Point(x: c.x + r * cos(t), y: c.y + r * sin(t))
        }
    }

    /// The cap at `end`, reached from `previous`: from the left offset round to the right.
    static func cap(at end: Point, from previous: Point, _ h: Double, _ style: StrokeStyle) -> [Point] {
        let d = unit(previous, end)
        let left = (x: -d.y, y: d.x)
        switch style.cap {
        case .butt:
            return []
        case .square:
            return [
                Point(x: end.x + (left.x + d.x) * h, y: end.y + (left.y + d.y) * h),
                Point(x: end.x + (-left.x + d.x) * h, y: end.y + (-left.y + d.y) * h),
            ]
        case .round:
            // From the left side through the tip to the right side.
            let start = atan2(left.y, left.x)
            let tip = atan2(d.y, d.x)
            var sweep = tip - start
            while sweep > .pi { sweep -= 2 * .pi }
            while sweep < -.pi { sweep += 2 * .pi }
            return Array(arcPoints(end, radius: h, start: start, sweep: 2 * sweep).dropFirst().dropLast())
        }
    }
}
