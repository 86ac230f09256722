// Strokes are measured, not eyeballed: the covered area of each stroked outline against
// its exact value.

import Foundation
import Testing
import WidgetCore
import WidgetRaster

@Suite("Strokes")
struct StrokerTests {
    static func area(_ path: Path, size: Int = 120) -> Double {
        let mask = Rasterizer.mask(for: path, clip: (width: size, height: size))
        return mask.solid ? Double(mask.width * mask.height) : mask.values.reduce(0) { $0 + Double($1) }
    }

    static func line(_ points: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.move(to: points[0])
        for q in points.dropFirst() { p.line(to: q) }
        if closed { p.close() }
        return p
    }

    @Test("a stroked circle covers the annulus: area 2πrw")
    func circle() {
        let path = Path.circle(in: Rect(x: 20, y: 20, width: 80, height: 80))
        let stroke = Stroker.stroke(path, style: StrokeStyle(lineWidth: 6))
        let exact = 2 * Double.pi * 40 * 6
        #expect(abs(Self.area(stroke) - exact) / exact < 0.001)
        // The ring's middle is covered, its hole is not.
        let mask = Rasterizer.mask(for: stroke, clip: (width: 120, height: 120))
        #expect(mask.coverage(x: 99, y: 60) == 1 && mask.coverage(x: 60, y: 60) < 1.0 / 512)
    }

    @Test("a mitered rectangle has square outer corners; a beveled one cuts them")
    func joins() {
        let rect = Self.line(
            [Point(x: 20, y: 20), Point(x: 80, y: 20), Point(x: 80, y: 60), Point(x: 20, y: 60)], closed: true)
        let miter = Self.area(Stroker.stroke(rect, style: StrokeStyle(lineWidth: 4)))
        #expect(abs(miter - (64 * 44 - 56 * 36)) < 0.01)
        let bevel = Self.area(Stroker.stroke(rect, style: StrokeStyle(lineWidth: 4, join: .bevel)))
        #expect(abs(bevel - (miter - 4 * 2)) < 0.01)  // each corner loses a 2×2 triangle
        let round = Self.area(Stroker.stroke(rect, style: StrokeStyle(lineWidth: 4, join: .round)))
        // A quarter circle per corner; arcs are polygons within 0.003 px of the curve.
        #expect(abs(round - (miter - 4 * (4 - Double.pi))) < 0.05)
    }

    @Test("caps: butt ends at the point, square and round reach half a width past it")
    func caps() {
        let segment = Self.line([Point(x: 20, y: 30), Point(x: 60, y: 30)])
        #expect(abs(Self.area(Stroker.stroke(segment, style: StrokeStyle(lineWidth: 4))) - 160) < 0.01)
        #expect(
            abs(Self.area(Stroker.stroke(segment, style: StrokeStyle(lineWidth: 4, cap: .square))) - 176) < 0.01)
        let round = Self.area(Stroker.stroke(segment, style: StrokeStyle(lineWidth: 4, cap: .round)))
        #expect(abs(round - (160 + Double.pi * 4)) < 0.05)
    }

    @Test("trim keeps a fraction of the length: a progress ring")
    func trim() {
        let circle = Path.circle(in: Rect(x: 20, y: 20, width: 80, height: 80))
        let arc = Stroker.trimmed(circle, from: 0, to: 0.25)
        let area = Self.area(Stroker.stroke(arc, style: StrokeStyle(lineWidth: 6)))
        let exact = 2 * Double.pi * 40 * 6 / 4
        #expect(abs(area - exact) / exact < 0.002)
        // The circle starts at 3 o'clock and runs clockwise on screen: a quarter ends at 6.
        let mask = Rasterizer.mask(for: Stroker.stroke(arc, style: StrokeStyle(lineWidth: 6)), clip: (120, 120))
        #expect(mask.coverage(x: 88, y: 86) == 1 && mask.coverage(x: 31, y: 86) < 1.0 / 512)
        #expect(Stroker.trimmed(circle, from: 0.5, to: 0.5).elements.isEmpty)
    }

    @Test("dashes cut the line into on-pieces")
    func dashes() {
        let segment = Self.line([Point(x: 10, y: 30), Point(x: 50, y: 30)])
        let area = Self.area(Stroker.stroke(segment, style: StrokeStyle(lineWidth: 2, dash: [5, 5])))
        #expect(abs(area - 4 * 5 * 2) < 0.01)
        let phased = Self.area(Stroker.stroke(segment, style: StrokeStyle(lineWidth: 2, dash: [5, 5], dashPhase: 2.5)))
        #expect(abs(phased - 4 * 5 * 2) < 0.01)  // 2.5 + 5 + 5 + 5 + 2.5 on
    }

    @Test("degenerate strokes draw nothing and never hang")
    func degenerate() {
        let segment = Self.line([Point(x: 10, y: 30), Point(x: 50, y: 30)])
        #expect(Stroker.stroke(segment, style: StrokeStyle(lineWidth: 0)).elements.isEmpty)
        #expect(
            Stroker.stroke(Self.line([Point(x: 5, y: 5), Point(x: 5, y: 5)]), style: StrokeStyle()).elements.isEmpty)
        let tiny = Stroker.stroke(segment, style: StrokeStyle(lineWidth: 2, dash: [0.0001, 0]))
        #expect(Self.area(tiny) <= 80.01)
    }
}
