// Paths for the shapes SwiftUI draws: rectangles, rounded rectangles with continuous
// (Apple's) or circular corners, ellipses and capsules.
//
// Continuous corners use the curve dumped from UIKit's rounded-rectangle path
// (CORNER in docs/sources.md): per corner, three cubics joined by two short lines, reaching
// 1.52866483·r along each edge. That curve only fits while 1.52866483·r ≤ half the
// shorter side. Beyond that the corner falls back to a quarter circle of radius
// min(r, half the shorter side), so a radius of half the side draws a capsule end, as
// SwiftUI does. Circular corners use the usual cubic quarter-circle approximation
// (κ = 0.5522847498; radial error 0.027%, under 0.01 px for corners up to 12 pt at @3x);
// ellipses use eight 45° arcs.

import Foundation

/// How the corners of a rounded rectangle are shaped.
public enum CornerStyle: String, Sendable, CaseIterable {
    case continuous
    case circular
}

extension Path {
    /// The cubic quarter-circle control distance, as a fraction of the radius.
    static let kappa = 0.5522847498307936
    /// How far along each edge the continuous corner reaches, as a multiple of the radius.
    public static let continuousCornerExtent = 1.52866483

    /// A closed rectangle, clockwise from the top-left corner.
    public static func rectangle(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(x: r.minX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.maxY))
        p.line(to: Point(x: r.minX, y: r.maxY))
        p.close()
        return p
    }

    /// A rounded rectangle with the same radius at every corner (radius clamped at 0).
    public static func roundedRectangle(_ rect: Rect, radius: Double, style: CornerStyle) -> Path {
        let halfSide = max(0, min(rect.width, rect.height) / 2)
        let r = max(0, radius)
        guard r > 0, halfSide > 0 else { return rectangle(rect) }
        if style == .continuous && r * continuousCornerExtent <= halfSide {
            return cornered(rect, extent: r * continuousCornerExtent) { p, corner, dIn, dOut in
                p.appendContinuousCorner(at: corner, incoming: dIn, outgoing: dOut, radius: r)
            }
        }
        let rc = min(r, halfSide)
        return cornered(rect, extent: rc) { p, corner, dIn, dOut in
            p.appendCircularCorner(at: corner, incoming: dIn, outgoing: dOut, radius: rc)
        }
    }

    /// A rounded rectangle with a radius of its own at each corner (SwiftUI's
    /// `UnevenRoundedRectangle`). Each corner follows the rule of `roundedRectangle`
    /// (continuous while its curve fits in half the shorter side, else a quarter circle
    /// of at most that radius); a radius of 0 or less leaves a square corner.
    public static func unevenRoundedRectangle(
        _ rect: Rect, topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double,
        style: CornerStyle
    ) -> Path {
        let halfSide = max(0, min(rect.width, rect.height) / 2)
        // Clockwise from the top-right corner, as `cornered` walks them.
        let radii = [topTrailing, bottomTrailing, bottomLeading, topLeading].map { max(0, $0) }
        let continuous = radii.map { style == .continuous && $0 * continuousCornerExtent <= halfSide }
        let extents = radii.indices.map { i in
            halfSide <= 0 ? 0 : (continuous[i] ? radii[i] * continuousCornerExtent : min(radii[i], halfSide))
        }
        return cornered(rect, extents: extents) { p, i, corner, dIn, dOut in
            guard extents[i] > 0 else { return }
            if continuous[i] {
                p.appendContinuousCorner(at: corner, incoming: dIn, outgoing: dOut, radius: radii[i])
            } else {
                p.appendCircularCorner(at: corner, incoming: dIn, outgoing: dOut, radius: extents[i])
            }
        }
    }

    /// A capsule: a rounded rectangle whose corner radius is half its shorter side.
    public static func capsule(_ rect: Rect) -> Path {
        roundedRectangle(rect, radius: min(rect.width, rect.height) / 2, style: .circular)
    }

    /// An ellipse inscribed in `rect` (a circle when `rect` is square), as eight cubic
    /// arcs of 45°: the radial error is 4·10⁻⁶ of the radius, far below a pixel's 1/255.
    public static func ellipse(_ rect: Rect) -> Path {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let segments = 8
        let step = 2 * Double.pi / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ a: Double) -> Point { Point(x: cx + rx * cos(a), y: cy + ry * sin(a)) }
        var p = Path()
        p.move(to: point(0))
        for i in 0..<segments {
            let a0 = Double(i) * step, a1 = a0 + step
            let c1 = Point(x: cx + rx * (cos(a0) - k * sin(a0)), y: cy + ry * (sin(a0) + k * cos(a0)))
            let c2 = Point(x: cx + rx * (cos(a1) + k * sin(a1)), y: cy + ry * (sin(a1) - k * cos(a1)))
            p.cubic(to: i == segments - 1 ? point(0) : point(a1), control1: c1, control2: c2)
        }
        p.close()
        return p
    }

    /// A circle of the largest diameter that fits, centered in `rect` (SwiftUI's `Circle`).
    public static func circle(in rect: Rect) -> Path {
        let d = min(rect.width, rect.height)
        return ellipse(
            Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }

    /// Walks the four corners clockwise from the top-left, each corner starting and ending
    /// `extent` away from it along its two edges.
    private static func cornered(
        _ r: Rect, extent e: Double,
        corner: (inout Path, Point, _ incoming: Point, _ outgoing: Point) -> Void
    ) -> Path {
        cornered(r, extents: [e, e, e, e]) { p, _, c, dIn, dOut in corner(&p, c, dIn, dOut) }
    }

    /// `cornered` with an extent of its own at each corner (top-right, bottom-right,
    /// bottom-left, top-left); `corner` also gets the corner's index in that order.
    private static func cornered(
        _ r: Rect, extents: [Double],
        corner: (inout Path, Int, Point, _ incoming: Point, _ outgoing: Point) -> Void
    ) -> Path {
        let corners: [(Point, Point, Point)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        var p = Path()
        p.move(to: Point(x: r.minX + extents[3], y: r.minY))
        for (i, (c, dIn, dOut)) in corners.enumerated() {
            p.line(to: Point(x: c.x - dIn.x * extents[i], y: c.y - dIn.y * extents[i]))
            corner(&p, i, c, dIn, dOut)
        }
        p.close()
        return p
    }

    /// A corner point `a` radii back along the incoming edge and `b` radii along the outgoing one.
    private static func cornerPoint(
        _ c: Point, _ dIn: Point, _ dOut: Point, _ r: Double, _ a: Double, _ b: Double
    ) -> Point {
        Point(x: c.x - dIn.x * a * r + dOut.x * b * r, y: c.y - dIn.y * a * r + dOut.y * b * r)
    }

    private mutating func appendContinuousCorner(
        at c: Point, incoming dIn: Point, outgoing dOut: Point, radius r: Double
    ) {
        func q(_ a: Double, _ b: Double) -> Point { Path.cornerPoint(c, dIn, dOut, r, a, b) }
        cubic(to: q(0.66993427, 0.06549600), control1: q(1.08849323, 0), control2: q(0.86840689, 0))
        line(to: q(0.63149399, 0.07491100))
        cubic(
            to: q(0.07491100, 0.63149399), control1: q(0.37282392, 0.16905899),
            control2: q(0.16905899, 0.37282392))
        line(to: q(0.06549600, 0.66993427))
        cubic(to: q(0, 1.52866483), control1: q(0, 0.86840689), control2: q(0, 1.08849323))
    }

    private mutating func appendCircularCorner(
        at c: Point, incoming dIn: Point, outgoing dOut: Point, radius r: Double
    ) {
        func q(_ a: Double, _ b: Double) -> Point { Path.cornerPoint(c, dIn, dOut, r, a, b) }
        let k = 1 - Path.kappa
        cubic(to: q(0, 1), control1: q(k, 0), control2: q(0, k))
    }
}
