// SVG path data as `Path` views take it, and UnevenRoundedRectangle's corners.

import Foundation
import Testing
import WidgetCore

@Suite("SVG path data and uneven corners")
struct PathSVGTests {
    func svg(_ d: String) throws -> Path { try Path(svg: d) }

    /// Every on-curve point of a path, in order (move, line and curve end points).
    func ends(_ p: Path) -> [Point] {
        p.elements.compactMap { e in
            switch e {
            case .move(let q), .line(let q), .quad(_, let q), .cubic(_, _, let q): q
            case .close: nil
            }
        }
    }

    @Test("relative commands, H and V, and implicit line-tos after a move draw the absolute path")
    func relativeAndImplicit() throws {
        let absolute = try svg("M10 10 L20 10 L20 20 L10 20 Z")
        #expect(try svg("m10 10 l10 0 l0 10 l-10 0 z") == absolute)
        #expect(try svg("M10,10 H20 V20 H10 Z") == absolute)
        #expect(try svg("m10 10 10 0 0 10 -10 0z") == absolute)
        #expect(try svg("M 10 10 20 10 20 20 10 20 Z") == absolute)
    }

    @Test("numbers need no separator before a sign or a second point, and take exponents")
    func numbers() throws {
        #expect(ends(try svg("M1-2L.5.5")) == [Point(x: 1, y: -2), Point(x: 0.5, y: 0.5)])
        #expect(ends(try svg("M1e1,2E-1")) == [Point(x: 10, y: 0.2)])
        #expect(ends(try svg("M+3 -4")) == [Point(x: 3, y: -4)])
    }

    @Test("S and T reflect the previous control point, or use the current point after another command")
    func smooth() throws {
        let p = try svg("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        guard case .cubic(let c1, _, _) = p.elements[2] else {
            Issue.record("not a cubic: \(p.elements)")
            return
        }
        #expect(c1 == Point(x: 10, y: -10))
        let q = try svg("M0 0 L5 5 T10 0")
        guard case .quad(let c, _) = q.elements[2] else {
            Issue.record("not a quad: \(q.elements)")
            return
        }
        #expect(c == Point(x: 5, y: 5))
    }

    @Test("an arc lies on its ellipse, in the direction the sweep flag asks, ending exactly at its end point")
    func arcs() throws {
        // A half circle of radius 10 around (20, 10), above (sweep 1: clockwise on screen) the chord.
        let p = try svg("M10 10 A10 10 0 0 1 30 10")
        #expect(ends(p).last == Point(x: 30, y: 10))
        var samples: [Point] = []
        var current = Point(x: 10, y: 10)
        for e in p.elements {
            guard case .cubic(let c1, let c2, let q) = e else { continue }
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                samples.append(
                    Point(
                        x: a * current.x + b * c1.x + c * c2.x + d * q.x,
                        y: a * current.y + b * c1.y + c * c2.y + d * q.y))
            }
            current = q
        }
        #expect(samples.count >= 18)
        for s in samples {
            #expect(abs(hypot(s.x - 20, s.y - 10) - 10) < 0.01, "\(s)")
            #expect(s.y <= 10 + 1e-9, "\(s) is below the chord")
        }
        // Flags may run together; a radius too small is scaled up to reach the end point.
        #expect(ends(try svg("M10 10a1 1 0 0130 0")).last == Point(x: 40, y: 10))
        // Radii beyond the number limit are refused; radii whose squares vanish give a line.
        #expect(throws: SVGPathError.self) { try svg("M0 0 A1e100 1e100 0 0 1 10 0") }
        #expect(ends(try svg("M0 0 A1e-170 1e-170 0 0 1 10 10")).last == Point(x: 10, y: 10))
        // A zero radius is a straight line.
        #expect(try svg("M0 0 A0 5 0 0 1 10 0").elements == [.move(.zero), .line(Point(x: 10, y: 0))])
    }

    @Test("bad data is an error at the character where reading stopped")
    func errors() {
        func message(_ d: String) -> String {
            do {
                _ = try Path(svg: d)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(message("L10 10").contains("at character 0: path data must start with a move-to"))
        #expect(
            message("M10 10 L20") == "at character 10: expected a y coordinate (a number), found the end of the data")
        #expect(
            message("M10 10 X 5")
                == "at character 7: unknown command \"X\" (expected M L H V C S Q T A Z or lower case)")
        #expect(message("M0 0 A5 5 0 2 1 10 0").contains("the large-arc flag (0 or 1)"))
        #expect(message("M0 0 L1e999 0").contains("a finite number"))
        #expect(message("M0 0 Z 5").contains("unknown command \"5\""))
        #expect(message("") == "no error")
    }

    @Test("an uneven rounded rectangle with one radius everywhere is the rounded rectangle")
    func unevenUniform() {
        let r = Rect(x: 0, y: 0, width: 120, height: 60)
        for style in CornerStyle.allCases {
            for radius in [0.0, 8, 25, 40] {
                let uneven = Path.unevenRoundedRectangle(
                    r, topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius,
                    style: style)
                let even = Path.roundedRectangle(r, radius: radius, style: style)
                if radius == 0 {
                    #expect(uneven.controlBounds == even.controlBounds)
                } else {
                    #expect(uneven == even, "\(style) \(radius)")
                }
            }
        }
    }

    @Test("each corner takes its own radius; a zero radius leaves a square corner")
    func unevenCorners() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        let p = Path.unevenRoundedRectangle(
            r, topLeading: 20, bottomLeading: 0, bottomTrailing: 10, topTrailing: 0, style: .circular)
        let points = ends(p)
        // Square corners are points of the path; rounded ones are not.
        #expect(points.contains(Point(x: 100, y: 0)))
        #expect(points.contains(Point(x: 0, y: 100)))
        #expect(!points.contains(Point(x: 0, y: 0)))
        #expect(!points.contains(Point(x: 100, y: 100)))
        // The top edge starts 20 from the left and the bottom-right corner spans 10.
        #expect(points.first == Point(x: 20, y: 0))
        #expect(points.contains(Point(x: 100, y: 90)) && points.contains(Point(x: 90, y: 100)))
    }
}
