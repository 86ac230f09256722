// SVG path data (the `d` attribute) → Path, for SwiftUI `Path` views described in entries.
//
// Grammar (SVG 1.1 §8.3 and SVG 2's error rule): commands M L H V C S Q T A Z in absolute
// (upper case) and relative (lower case) form; a command letter may be followed by
// several argument groups (extra pairs after M are line-tos); numbers take a sign, a
// fraction and an exponent and need no separator where the next one starts with a sign
// or a second decimal point ("1-2", ".5.5"); an arc's two flags may run together ("011").
// S and T reflect the previous curve's last control point when the previous command was
// of the same family, else use the current point. Arcs are converted from endpoint to
// center form (SVG 1.1 appendix F.6.5, radii scaled up when too small, a zero radius
// making a line) and drawn as cubics of at most 90° each.
//
// An error names the character offset and what was expected; nothing is guessed.

import Foundation

/// Why SVG path data could not be read.
public struct SVGPathError: Error, Equatable, CustomStringConvertible {
    /// The character offset (from 0) where reading stopped.
    public var offset: Int
    public var message: String

    public var description: String { "at character \(offset): \(message)" }
}

extension Path {
    /// The path the SVG path data `d` describes, in its own coordinates (y down).
    public init(svg d: String) throws(SVGPathError) {
        var reader = SVGPathReader(Array(d.utf8))
        self = try reader.read()
    }
}

/// Reads SVG path data one command at a time.
struct SVGPathReader {
    let bytes: [UInt8]
    var i = 0
    var path = Path()
    var current = Point.zero
    var start = Point.zero
    /// The previous command and its last control point, for S and T.
    var previous: UInt8 = 0
    var lastControl = Point.zero

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    mutating func skipSeparators() {
        while i < bytes.count, Self.isSpace(bytes[i]) || bytes[i] == UInt8(ascii: ",") { i += 1 }
    }

    mutating func skipSpaces() {
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
    }

    /// Whether a number starts at the next non-separator.
    mutating func numberFollows() -> Bool {
        skipSeparators()
        guard i < bytes.count else { return false }
        let b = bytes[i]
        return (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    mutating func number(_ what: String) throws(SVGPathError) -> Double {
        skipSeparators()
        let begin = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - s
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var count = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            count += digits()
        }
        guard count > 0 else {
            i = begin
            throw SVGPathError(offset: begin, message: "expected \(what) (a number)\(found)")
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            let mark = i
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            if digits() == 0 { i = mark }
        }
        guard let text = String(bytes: bytes[begin..<i], encoding: .ascii), let v = Double(text), v.isFinite else {
            throw SVGPathError(offset: begin, message: "expected \(what), a finite number")
        }
        guard abs(v) <= Self.largestNumber else {
            throw SVGPathError(
                offset: begin, message: "\(what) of \(text) is out of range; path numbers are limited to ±100000")
        }
        return v
    }

    /// The largest number path data may hold, as for every other number of an entry: it
    /// keeps every later computation finite and every pixel count representable.
    static let largestNumber = 100_000.0
    /// How far relative commands may carry the current point.
    static let largestCoordinate = 1_000_000.0

    /// `p`, or an error when relative steps have carried it beyond `largestCoordinate`.
    func checked(_ p: Point, at offset: Int) throws(SVGPathError) -> Point {
        guard abs(p.x) <= Self.largestCoordinate, abs(p.y) <= Self.largestCoordinate else {
            throw SVGPathError(offset: offset, message: "the path reaches beyond ±1000000 (relative steps add up)")
        }
        return p
    }

    mutating func flag(_ what: String) throws(SVGPathError) -> Bool {
        skipSeparators()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw SVGPathError(offset: i, message: "expected \(what) (0 or 1)\(found)")
        }
        defer { i += 1 }
        return bytes[i] == UInt8(ascii: "1")
    }

    var found: String {
        guard i < bytes.count else { return ", found the end of the data" }
        return ", found \"\(Character(Unicode.Scalar(bytes[i])))\""
    }

    mutating func point(relative: Bool) throws(SVGPathError) -> Point {
        let at = i
        let x = try number("an x coordinate"), y = try number("a y coordinate")
        return try checked(relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y), at: at)
    }

    mutating func read() throws(SVGPathError) -> Path {
        skipSpaces()
        guard i < bytes.count else { return path }
        guard bytes[i] == UInt8(ascii: "M") || bytes[i] == UInt8(ascii: "m") else {
            throw SVGPathError(offset: i, message: "path data must start with a move-to (M or m)\(found)")
        }
        while true {
            skipSeparators()
            guard i < bytes.count else { break }
            let command = bytes[i]
            let at = i
            i += 1
            try perform(command, at: at)
        }
        return path
    }

    /// One command letter and all its argument groups.
    mutating func perform(_ command: UInt8, at offset: Int) throws(SVGPathError) {
        let letter = Character(Unicode.Scalar(command))
        let relative = letter.isLowercase
        var first = true
        repeat {
            switch letter.uppercased() {
            case "M":
                let p = try point(relative: relative)
                if first {
                    path.move(to: p)
                    start = p
                } else {
                    path.line(to: p)
                }
                current = p
            case "L":
                let p = try point(relative: relative)
                path.line(to: p)
                current = p
            case "H":
                let at = i
                let x = try number("an x coordinate")
                current = try checked(Point(x: relative ? current.x + x : x, y: current.y), at: at)
                path.line(to: current)
            case "V":
                let at = i
                let y = try number("a y coordinate")
                current = try checked(Point(x: current.x, y: relative ? current.y + y : y), at: at)
                path.line(to: current)
            case "C", "S", "Q", "T":
                // S and T take their first control point from the previous curve of their kind.
                let upper = letter.uppercased()
                let cubic = upper == "C" || upper == "S"
                let first: Point
                if upper == "C" || upper == "Q" {
                    first = try point(relative: relative)
                } else {
                    first = (cubic ? "CcSs" : "QqTt").utf8.contains(previous) ? reflected : current
                }
                let second = cubic ? try point(relative: relative) : first
                let p = try point(relative: relative)
                if cubic {
                    path.cubic(to: p, control1: first, control2: second)
                } else {
                    path.quad(to: p, control: first)
                }
                lastControl = second
                current = p
            case "A":
                let rx = try number("an arc's x radius"), ry = try number("an arc's y radius")
                let rotation = try number("an arc's rotation")
                let large = try flag("the large-arc flag"), sweep = try flag("the sweep flag")
                let p = try point(relative: relative)
                appendArc(to: p, rx: abs(rx), ry: abs(ry), rotation: rotation, large: large, sweep: sweep)
                current = p
            case "Z":
                path.close()
                current = start
            default:
                throw SVGPathError(
                    offset: offset,
                    message: "unknown command \"\(letter)\" (expected M L H V C S Q T A Z or lower case)")
            }
            previous = command
            first = false
        } while letter.uppercased() != "Z" && numberFollows()
    }

    /// The previous curve's last control point mirrored about the current point.
    var reflected: Point { Point(x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y) }

    /// An elliptical arc from the current point to `end` as cubics (SVG 1.1 F.6.5, F.6.6).
    mutating func appendArc(to end: Point, rx rx0: Double, ry ry0: Double, rotation: Double, large: Bool, sweep: Bool) {
        let p0 = current
        if p0 == end { return }
        guard rx0 > 0, ry0 > 0 else {
            path.line(to: end)
            return
        }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - end.x) / 2, dy = (p0.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        var rx = rx0, ry = ry0
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if large == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        // Radii so large or small that the arithmetic overflows: the arc is (all but) a line.
        guard theta1.isFinite, delta.isFinite, cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite else {
            path.line(to: end)
            return
        }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> (point: Point, tangent: Point) {
            let ex = rx * cos(t), ey = ry * sin(t)
            let tx = -rx * sin(t), ty = ry * cos(t)
            return (
                Point(x: cx + cosPhi * ex - sinPhi * ey, y: cy + sinPhi * ex + cosPhi * ey),
                Point(x: cosPhi * tx - sinPhi * ty, y: sinPhi * tx + cosPhi * ty)
            )
        }
        var t = theta1
        for s in 0..<segments {
            let a = onEllipse(t), b = onEllipse(t + step)
            let to = s == segments - 1 ? end : b.point
            path.cubic(
                to: to, control1: Point(x: a.point.x + k * a.tangent.x, y: a.point.y + k * a.tangent.y),
                control2: Point(x: b.point.x - k * b.tangent.x, y: b.point.y - k * b.tangent.y))
            t += step
        }
    }
}
