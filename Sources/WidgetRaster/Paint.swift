// What fills a mask: a solid color or a linear, radial or angular gradient, evaluated at
// pixel centers in device space and composited source-over in premultiplied space.
// Gradients interpolate their stops in premultiplied sRGB and pad beyond their ends.

import CRaster
import Foundation
import WidgetCore

/// A paint in device pixels, ready to shade.
public enum Paint: Sendable {
    case solid(Color)
    /// A linear gradient from `start` to `end` (device pixels); colors pad beyond the ends.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// t = (distance from `center` − r0) ÷ (r1 − r0), in device pixels.
    case radialGradient(stops: [GradientStop], center: Point, r0: Double, r1: Double)
    /// t = (angle from `start` degrees, clockwise on screen) ÷ (end − start).
    case angularGradient(stops: [GradientStop], center: Point, start: Double, end: Double)

    /// The paint that draws `style` over `frame` (both in device pixels); lengths in the
    /// style are points, `scale` pixels each.
    public init(_ style: Style, frame: Rect, scale: Double = 1) {
        switch style {
        case .color(let c):
            self = .solid(c)
        case .linearGradient(let stops, let start, let end):
            self = .linearGradient(
                stops: stops, start: start.point(in: frame), end: end.point(in: frame))
        case .radialGradient(let stops, let center, let r0, let r1):
            self = .radialGradient(stops: stops, center: center.point(in: frame), r0: r0 * scale, r1: r1 * scale)
        case .angularGradient(let stops, let center, let a0, let a1):
            self = .angularGradient(stops: stops, center: center.point(in: frame), start: a0, end: a1)
        case .material(let tint, _, let opacity):
            // Where a material is not drawn as a fill (text): its tint.
            self = .solid(tint.withOpacity(opacity))
        }
    }
}

/// A color in premultiplied 0…1 floats (the C loops' `wr_rgba`).
typealias Premultiplied = wr_rgba

extension Premultiplied {
    init(_ c: Color) {
        let a = Float(max(0, min(1, c.alpha)))
        self.init(
            r: Float(max(0, min(1, c.red))) * a, g: Float(max(0, min(1, c.green))) * a,
            b: Float(max(0, min(1, c.blue))) * a, a: a)
    }
}

/// A linear gradient reduced to a lookup table along its axis.
struct GradientShader {
    static let resolution = 1024
    let table: [Premultiplied]
    let start: Point
    let axis: Point
    let inverseLengthSquared: Double

    init(stops: [GradientStop], start: Point, end: Point) {
        self.table = GradientTables.shared.table(for: stops)
        self.start = start
        self.axis = Point(x: end.x - start.x, y: end.y - start.y)
        let len2 = axis.x * axis.x + axis.y * axis.y
        self.inverseLengthSquared = len2 > 0 ? 1 / len2 : 0
    }

    /// The table of `stops`: the colour at each of `resolution` + 1 steps from 0 to 1.
    static func table(for rawStops: [GradientStop]) -> [Premultiplied] {
        let stops = rawStops.sorted { $0.location < $1.location }
        return (0...resolution).map { k in color(at: Double(k) / Double(resolution), stops: stops) }
    }

    /// The color at `t`, interpolated between the stops around it in premultiplied sRGB.
    static func color(at t: Double, stops: [GradientStop]) -> Premultiplied {
        guard let first = stops.first, let last = stops.last else {
            return Premultiplied(r: 0, g: 0, b: 0, a: 0)
        }
        if t <= first.location { return Premultiplied(first.color) }
        if t >= last.location { return Premultiplied(last.color) }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = Float(span > 0 ? (t - a.location) / span : 1)
            let ca = Premultiplied(a.color), cb = Premultiplied(b.color)
            return Premultiplied(
                r: ca.r + (cb.r - ca.r) * f, g: ca.g + (cb.g - ca.g) * f,
                b: ca.b + (cb.b - ca.b) * f, a: ca.a + (cb.a - ca.a) * f)
        }
        return Premultiplied(last.color)
    }

    /// The parameter t at the centre of pixel (x, y), before clamping, and its step per pixel in x.
    func parameter(x: Int, y: Int) -> (t: Double, dx: Double) {
        let px = Double(x) + 0.5 - start.x, py = Double(y) + 0.5 - start.y
        return ((px * axis.x + py * axis.y) * inverseLengthSquared, axis.x * inverseLengthSquared)
    }

    func color(at t: Double) -> Premultiplied {
        let clamped = t < 0 ? 0 : (t > 1 ? 1 : t)
        return table[Int(clamped * Double(Self.resolution) + 0.5)]
    }
}

/// Gradient tables by their stops, bit for bit, shared by every fill on every thread:
/// working out a table's 1,025 colours was a twentieth of drawing a widget with a
/// gradient background, and a check draws the same gradient for every device. Bounded:
/// when full it starts over.
final class GradientTables: @unchecked Sendable {
    static let shared = GradientTables()
    static let capacity = 512
    private let lock = NSLock()
    private var tables: [[UInt64]: [Premultiplied]] = [:]

    func table(for stops: [GradientStop]) -> [Premultiplied] {
        let key = stops.flatMap { s in
            [s.color.red, s.color.green, s.color.blue, s.color.alpha, s.location].map(\.bitPattern)
        }
        if let known = lock.withLock({ tables[key] }) { return known }
        let table = GradientShader.table(for: stops)
        lock.withLock {
            if tables.count >= Self.capacity { tables.removeAll(keepingCapacity: true) }
            tables[key] = table
        }
        return table
    }
}

extension Pixmap {
    /// Composites `paint` through `mask` (source-over), scaled by `opacity`, inside `clip`
    /// when given.
    public mutating func fill(_ mask: Mask, with paint: Paint, opacity: Double = 1, clip: PixelBounds? = nil) {
        guard mask.width > 0, mask.height > 0, opacity > 0 else { return }
        let op = Float(min(1, opacity))
        let b = bounds
        let c = clip ?? b
        let x0 = max(b.x0, mask.x, c.x0), y0 = max(b.y0, mask.y, c.y0)
        let x1 = min(b.x1, mask.x + mask.width, c.x1), y1 = min(b.y1, mask.y + mask.height, c.y1)
        guard x1 > x0, y1 > y0 else { return }
        let w = width
        // Canvas pixel (x, y) is pixel y × w + x − shift.
        let shift = originY * w + originX
        mask.values.withUnsafeBufferPointer { cov in
            data.withUnsafeMutableBufferPointer { p in
                guard let coverage = cov.baseAddress, let pixels = p.baseAddress else { return }
                let count = x1 - x0
                // Row y's first pixel and the coverage of that pixel; the loops over the
                // row's pixels are C's (CRaster).
                func span(_ y: Int) -> (UnsafeMutablePointer<UInt8>, UnsafePointer<Float>) {
                    (pixels + (y * w + x0 - shift) * 4, coverage + (mask.rowStart(y) + x0))
                }
                /// A radial or angular gradient: its parameter from each pixel's place around
                /// `center`.
                func fillAround(
                    _ stops: [GradientStop], angular: Bool, _ center: Point, from: Double, span sweep: Double
                ) {
                    let shader = GradientShader(stops: stops, start: .zero, end: Point(x: 1, y: 0))
                    shader.table.withUnsafeBufferPointer { table in
                        for y in y0..<y1 {
                            let (row, cov) = span(y)
                            wr_fill_span_around(
                                row, cov, count, table.baseAddress, GradientShader.resolution, angular ? 1 : 0, x0, y,
                                center.x, center.y, from, sweep, op)
                        }
                    }
                }
                switch paint {
                case .solid(let color):
                    let s = Premultiplied(color)
                    for y in y0..<y1 {
                        let (row, cov) = span(y)
                        wr_fill_span(row, cov, count, s, op, mask.solid ? 1 : 0)
                    }
                case .radialGradient(let stops, let center, let r0, let r1):
                    fillAround(stops, angular: false, center, from: r0, span: r1 - r0)
                case .angularGradient(let stops, let center, let a0, let a1):
                    fillAround(stops, angular: true, center, from: a0, span: a1 - a0)
                case .linearGradient(let stops, let start, let end):
                    let shader = GradientShader(stops: stops, start: start, end: end)
                    shader.table.withUnsafeBufferPointer { table in
                        for y in y0..<y1 {
                            let (row, cov) = span(y)
                            let (t, dt) = shader.parameter(x: x0, y: y)
                            // A vertical gradient has one color per row.
                            if dt == 0 {
                                wr_fill_span(row, cov, count, shader.color(at: t), op, mask.solid ? 1 : 0)
                            } else {
                                wr_fill_span_linear(
                                    row, cov, count, table.baseAddress, GradientShader.resolution, t, dt, op)
                            }
                        }
                    }
                }
            }
        }
    }

    /// A channel value: `v` clamped to 0…255 and rounded to the nearest integer (halves to
    /// even), without a checked float-to-integer conversion: adding 1.5 × 2²³ leaves the
    /// rounded value in the float's low mantissa bits.
    @inline(__always)
    static func channel(_ v: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (min(255, max(0, v)) + 12_582_912).bitPattern)
    }
}
