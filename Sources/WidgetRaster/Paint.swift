// What fills a mask: a solid color or a linear, radial or angular gradient, evaluated at
// pixel centers in device space and composited source-over in premultiplied space.
// Gradients interpolate their stops in premultiplied sRGB and pad beyond their ends.

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

/// A color in premultiplied 0…1 floats.
struct Premultiplied {
    var r: Float, g: Float, b: Float, a: Float

    init(_ c: Color) {
        let a = Float(max(0, min(1, c.alpha)))
        r = Float(max(0, min(1, c.red))) * a
        g = Float(max(0, min(1, c.green))) * a
        b = Float(max(0, min(1, c.blue))) * a
        self.a = a
    }

    init(r: Float, g: Float, b: Float, a: Float) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }
}

/// A linear gradient reduced to a lookup table along its axis.
struct GradientShader {
    static let resolution = 1024
    let table: [Premultiplied]
    let start: Point
    let axis: Point
    let inverseLengthSquared: Double

    init(stops rawStops: [GradientStop], start: Point, end: Point) {
        let stops = rawStops.sorted { $0.location < $1.location }
        var table: [Premultiplied] = []
        table.reserveCapacity(Self.resolution + 1)
        for k in 0...Self.resolution {
            table.append(Self.color(at: Double(k) / Double(Self.resolution), stops: stops))
        }
        self.table = table
        self.start = start
        self.axis = Point(x: end.x - start.x, y: end.y - start.y)
        let len2 = axis.x * axis.x + axis.y * axis.y
        self.inverseLengthSquared = len2 > 0 ? 1 / len2 : 0
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
                /// Every covered pixel in the color at the parameter `t(x, y)`.
                func shadeEach(_ shader: GradientShader, _ t: (Int, Int) -> Double) {
                    for y in y0..<y1 {
                        let maskRow = mask.rowStart(y)
                        for x in x0..<x1 {
                            let c = cov[maskRow + x] * op
                            if c <= 0 { continue }
                            Self.blend(shader.color(at: t(x, y)), coverage: c, into: p, at: (y * w + x - shift) * 4)
                        }
                    }
                }
                // Whole pixels as 32-bit words (RGBA in memory order), for the fully covered
                // opaque pixels that make up most of a fill; written through a raw pointer,
                // as the pixels are bytes.
                guard let base = p.baseAddress else { return }
                let raw = UnsafeMutableRawPointer(base)
                /// One row in one color: covered opaque pixels are written, the rest blended.
                func fillRow(_ y: Int, _ s: Premultiplied) {
                    guard s.a > 0 else { return }
                    let opaque = s.a >= 1
                    let bytes = (Self.channel(s.r * 255), Self.channel(s.g * 255), Self.channel(s.b * 255))
                    let word = UInt32(
                        littleEndian: UInt32(bytes.0) | UInt32(bytes.1) << 8 | UInt32(bytes.2) << 16 | 0xFF00_0000)
                    // A solid mask at full opacity covers the whole span: one fill of words.
                    if opaque && mask.solid && op >= 1 {
                        Self.store(word, into: raw, from: y * w + x0 - shift, count: x1 - x0)
                        return
                    }
                    let maskRow = mask.rowStart(y)
                    var x = x0
                    while x < x1 {
                        let c = cov[maskRow + x] * op
                        if c >= 1 && opaque {
                            // A run of fully covered pixels, written as one fill.
                            var end = x + 1
                            while end < x1 && cov[maskRow + end] * op >= 1 { end += 1 }
                            Self.store(word, into: raw, from: y * w + x - shift, count: end - x)
                            x = end
                            continue
                        }
                        if c > 0 { Self.blend(s, coverage: c, into: p, at: (y * w + x - shift) * 4) }
                        x += 1
                    }
                }
                switch paint {
                case .solid(let color):
                    let s = Premultiplied(color)
                    for y in y0..<y1 { fillRow(y, s) }
                case .radialGradient(let stops, let center, let r0, let r1):
                    let table = GradientShader(stops: stops, start: .zero, end: Point(x: 1, y: 0))
                    let span = r1 - r0
                    shadeEach(table) { x, y in
                        let d = hypot(Double(x) + 0.5 - center.x, Double(y) + 0.5 - center.y)
                        return span != 0 ? (d - r0) / span : (d < r0 ? 0 : 1)
                    }
                case .angularGradient(let stops, let center, let a0, let a1):
                    let table = GradientShader(stops: stops, start: .zero, end: Point(x: 1, y: 0))
                    let sweep = a1 - a0
                    shadeEach(table) { x, y in
                        // Screen angles grow clockwise (y points down).
                        var angle = atan2(Double(y) + 0.5 - center.y, Double(x) + 0.5 - center.x) * 180 / .pi
                        angle -= a0
                        angle = angle.truncatingRemainder(dividingBy: 360)
                        if angle < 0 { angle += 360 }
                        return sweep != 0 ? angle / sweep : 0
                    }
                case .linearGradient(let stops, let start, let end):
                    let shader = GradientShader(stops: stops, start: start, end: end)
                    for y in y0..<y1 {
                        var (t, dt) = shader.parameter(x: x0, y: y)
                        // A vertical gradient has one color per row.
                        if dt == 0 {
                            fillRow(y, shader.color(at: t))
                            continue
                        }
                        let maskRow = mask.rowStart(y)
                        for x in x0..<x1 {
                            defer { t += dt }
                            let c = cov[maskRow + x] * op
                            if c <= 0 { continue }
                            Self.blend(shader.color(at: t), coverage: c, into: p, at: (y * w + x - shift) * 4)
                        }
                    }
                }
            }
        }
    }

    /// Source-over of a premultiplied color at `coverage` onto the pixel at byte `i` (a
    /// multiple of 4). The pixel is read and written as one 32-bit word; each channel is
    /// rounded to the nearest byte, and never exceeds 255 (premultiplied: a color channel
    /// is at most its alpha).
    @inline(__always)
    static func blend(_ s: Premultiplied, coverage c: Float, into p: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
        // Raw loads and stores: the pixels are bytes, read here four at a time.
        guard let base = p.baseAddress else { return }
        let bytes = UnsafeMutableRawPointer(base + i)
        let keep = 1 - s.a * c
        let source = SIMD4<Float>(s.r, s.g, s.b, s.a) * (c * 255)
        let old = bytes.loadUnaligned(as: SIMD4<UInt8>.self)
        var v = source + SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: old)) * keep
        // Clamped (only bad input leaves 0…255), then rounded as `channel` does.
        v.replace(with: 0, where: .!(v .>= 0))
        v.replace(with: 255, where: v .> 255)
        v += 12_582_912
        bytes.storeBytes(
            of: SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(v, to: SIMD4<UInt32>.self)), as: SIMD4<UInt8>.self)
    }

    /// Writes `count` copies of a pixel `word` from pixel index `start` on: the bytes are
    /// rebound to words for the length of the fill only.
    @inline(__always)
    static func store(_ word: UInt32, into raw: UnsafeMutableRawPointer, from start: Int, count: Int) {
        guard count > 0 else { return }
        (raw + start * 4).withMemoryRebound(to: UInt32.self, capacity: count) { words in
            words.update(repeating: word, count: count)
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
