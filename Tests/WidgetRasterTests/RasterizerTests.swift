// Anti-aliasing is measured against exact areas, not eyeballed.

import Foundation
import Testing
import WidgetCore
import WidgetRaster

@Suite("Rasterizer coverage")
struct RasterizerTests {
    let canvas = (width: 64, height: 64)

    @Test("a rectangle at fractional edges covers each pixel by its overlap area")
    func fractionalRectangle() {
        let r = Rect(x: 10.25, y: 5.5, width: 20.5, height: 3.25)
        let mask = Rasterizer.mask(for: .rectangle(r), clip: canvas)
        for y in 0..<20 {
            for x in 0..<40 {
                let ox = max(0, min(Double(x + 1), r.maxX) - max(Double(x), r.minX))
                let oy = max(0, min(Double(y + 1), r.maxY) - max(Double(y), r.minY))
                #expect(abs(Double(mask.coverage(x: x, y: y)) - ox * oy) < 1e-5, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("a rectangle on whole pixels takes the fast path with exact coverage, the same as accumulation")
    func alignedRectangle() {
        let aligned = Rasterizer.mask(for: .rectangle(Rect(x: 3, y: 4, width: 10, height: 7)), clip: canvas)
        #expect(aligned.x == 3 && aligned.y == 4 && aligned.width == 10 && aligned.height == 7)
        #expect(aligned.solid && aligned.values.count == 10 && aligned.values.allSatisfy { $0 == 1 })
        #expect(aligned.coverage(x: 12, y: 10) == 1 && aligned.coverage(x: 13, y: 10) == 0)
        // The same rectangle nudged off the grid goes through accumulation and agrees inside.
        let nudged = Rasterizer.mask(for: .rectangle(Rect(x: 3, y: 4, width: 10.000001, height: 7)), clip: canvas)
        for y in 4..<11 { for x in 3..<13 { #expect(abs(nudged.coverage(x: x, y: y) - 1) < 1e-4) } }
        // A rectangle partly off the canvas is clipped.
        let clipped = Rasterizer.mask(for: .rectangle(Rect(x: -5, y: 60, width: 10, height: 10)), clip: canvas)
        #expect(clipped.x == 0 && clipped.width == 5 && clipped.height == 4)
    }

    @Test("pixels cut by a diagonal through their corners are half covered")
    func diagonal() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.line(to: Point(x: 32, y: 32))
        p.line(to: Point(x: 0, y: 32))
        p.close()
        let mask = Rasterizer.mask(for: p, clip: canvas)
        for i in 0..<32 {
            #expect(abs(mask.coverage(x: i, y: i) - 0.5) < 1e-5)
            if i > 0 { #expect(mask.coverage(x: i - 1, y: i) == 1) }
            if i < 31 { #expect(mask.coverage(x: i + 1, y: i) == 0) }
        }
    }

    @Test("both windings fill the same (non-zero)")
    func windingDirection() {
        let r = Rect(x: 3.3, y: 4.7, width: 10, height: 7)
        let clockwise = Rasterizer.mask(for: .rectangle(r), clip: canvas)
        var ccw = Path()
        ccw.move(to: Point(x: r.minX, y: r.minY))
        ccw.line(to: Point(x: r.minX, y: r.maxY))
        ccw.line(to: Point(x: r.maxX, y: r.maxY))
        ccw.line(to: Point(x: r.maxX, y: r.minY))
        ccw.close()
        let counter = Rasterizer.mask(for: ccw, clip: canvas)
        for y in 0..<20 {
            for x in 0..<20 { #expect(abs(clockwise.coverage(x: x, y: y) - counter.coverage(x: x, y: y)) < 1e-6) }
        }
    }

    @Test("even-odd leaves a hole where contours of the same direction overlap; non-zero fills it")
    func evenOdd() {
        var path = Path.rectangle(Rect(x: 2, y: 2, width: 16, height: 16))
        path.append(.rectangle(Rect(x: 6.5, y: 6.5, width: 7, height: 7)))
        let nonZero = Rasterizer.mask(for: path, clip: canvas)
        path.fillRule = .evenOdd
        let evenOdd = Rasterizer.mask(for: path, clip: canvas)
        #expect(nonZero.coverage(x: 10, y: 10) == 1)
        #expect(evenOdd.coverage(x: 10, y: 10) == 0)
        #expect(evenOdd.coverage(x: 4, y: 4) == 1)
        // The inner square's edge pixels are half covered by it: half left by the hole.
        #expect(abs(evenOdd.coverage(x: 6, y: 10) - 0.5) < 1e-6)
        #expect(abs(evenOdd.coverage(x: 6, y: 6) - 0.75) < 1e-6)
    }

    /// The exact area of the unit pixel at (px, py) inside a circle, by integrating the
    /// covered height over x (Simpson's rule on a smooth integrand between breakpoints).
    func circleArea(px: Int, py: Int, cx: Double, cy: Double, r: Double) -> Double {
        func covered(_ x: Double) -> Double {
            let dx = x - cx
            guard abs(dx) < r else { return 0 }
            let h = (r * r - dx * dx).squareRoot()
            return max(0, min(Double(py + 1), cy + h) - max(Double(py), cy - h))
        }
        let n = 2000
        let a = Double(px), step = 1.0 / Double(n)
        var sum = covered(a) + covered(a + 1)
        for k in 1..<n { sum += covered(a + Double(k) * step) * (k % 2 == 1 ? 4 : 2) }
        return sum * step / 3
    }

    @Test("coverage along a circle's edge matches the analytic area")
    func circleEdge() {
        let (cx, cy, r) = (32.0, 32.0, 20.0)
        let mask = Rasterizer.mask(for: .ellipse(Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)), clip: canvas)
        var worst = 0.0
        for y in 10..<54 {
            for x in 10..<54 {
                let exact = circleArea(px: x, py: y, cx: cx, cy: cy, r: r)
                worst = max(worst, abs(Double(mask.coverage(x: x, y: y)) - exact))
            }
        }
        #expect(worst < 1.0 / 255, "worst coverage error \(worst)")
    }

    @Test("paths outside the canvas are clipped, and empty paths cover nothing")
    func clipping() {
        let mask = Rasterizer.mask(for: .rectangle(Rect(x: -10, y: -10, width: 15.5, height: 15.5)), clip: canvas)
        #expect(mask.coverage(x: 0, y: 0) == 1)
        #expect(abs(mask.coverage(x: 5, y: 5) - 0.25) < 1e-6)
        #expect(mask.coverage(x: 6, y: 0) == 0)
        let outside = Rasterizer.mask(for: .rectangle(Rect(x: 100, y: 100, width: 5, height: 5)), clip: canvas)
        #expect(outside.width == 0)
        #expect(Rasterizer.mask(for: Path(), clip: canvas).width == 0)
    }
}

@Suite("Compositing")
struct CompositingTests {
    @Test("rectangles that share a pixel edge leave no seam")
    func abuttingRectangles() throws {
        var pixmap = try #require(Pixmap(width: 20, height: 4))
        let red = Color(red: 1, green: 0, blue: 0)
        for r in [Rect(x: 0, y: 0, width: 9, height: 4), Rect(x: 9, y: 0, width: 11, height: 4)] {
            pixmap.fill(Rasterizer.mask(for: .rectangle(r), clip: (20, 4)), with: .solid(red))
        }
        for x in 0..<20 { #expect(pixmap.pixel(x: x, y: 1) == (255, 0, 0, 255)) }
    }

    @Test("source-over in premultiplied space keeps every channel at or below alpha")
    func premultipliedInvariant() throws {
        var pixmap = try #require(Pixmap(width: 16, height: 16))
        let circle = Rasterizer.mask(for: .ellipse(Rect(x: 1.3, y: 2.1, width: 12, height: 11)), clip: (16, 16))
        pixmap.fill(circle, with: .solid(Color(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.7)))
        pixmap.fill(circle, with: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.3)), opacity: 0.5)
        for y in 0..<16 {
            for x in 0..<16 {
                let p = pixmap.pixel(x: x, y: y)
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
        }
        // Alpha 0.7 stores 179; then 0.3 × 0.5 over it: 38.25 + 179 × 0.85 = 190.4.
        let center = pixmap.pixel(x: 7, y: 7)
        #expect(center.a == 190)
    }

    @Test("a vertical linear gradient runs from its start color to its end color")
    func gradient() throws {
        var pixmap = try #require(Pixmap(width: 4, height: 100))
        let frame = Rect(x: 0, y: 0, width: 4, height: 100)
        let stops = [
            GradientStop(color: Color(r: 74, g: 144, b: 226), location: 0),
            GradientStop(color: Color(r: 28, g: 61, b: 110), location: 1),
        ]
        pixmap.fill(
            Rasterizer.mask(for: .rectangle(frame), clip: (4, 100)),
            with: Paint(
                .linearGradient(stops: stops, start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)),
                frame: frame))
        let top = pixmap.pixel(x: 0, y: 0), bottom = pixmap.pixel(x: 0, y: 99), middle = pixmap.pixel(x: 0, y: 49)
        #expect(abs(Int(top.r) - 74) <= 1 && abs(Int(top.b) - 226) <= 1)
        #expect(abs(Int(bottom.r) - 28) <= 1 && abs(Int(bottom.b) - 110) <= 1)
        #expect(abs(Int(middle.g) - (144 + 61) / 2) <= 1)
    }

    @Test("clipping to a mask makes everything outside it transparent")
    func clipToMask() throws {
        var pixmap = try #require(Pixmap(width: 10, height: 10))
        pixmap.fill(
            Rasterizer.mask(for: .rectangle(Rect(x: 0, y: 0, width: 10, height: 10)), clip: (10, 10)),
            with: .solid(.white))
        pixmap.clip(to: Rasterizer.mask(for: .rectangle(Rect(x: 2, y: 2, width: 5.5, height: 6)), clip: (10, 10)))
        #expect(pixmap.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        #expect(pixmap.pixel(x: 3, y: 3) == (255, 255, 255, 255))
        #expect(pixmap.pixel(x: 7, y: 3) == (128, 128, 128, 128))
    }

    @Test("a band of a mask has the whole mask's values in its rows, to the bit")
    func bands() {
        // Curves crossing band edges, curves wholly above, below and left of a band, a
        // path partly off the canvas, an even-odd star and a pixel-aligned rectangle.
        var glyph = Path()
        glyph.move(to: Point(x: 30.3, y: 2.7))
        glyph.cubic(to: Point(x: 55.1, y: 40.2), control1: Point(x: 62.9, y: 1.4), control2: Point(x: 40.6, y: 20.8))
        glyph.quad(to: Point(x: 12.2, y: 61.9), control: Point(x: 70.4, y: 80.3))
        glyph.cubic(to: Point(x: 30.3, y: 2.7), control1: Point(x: -9.5, y: 44.4), control2: Point(x: 8.1, y: 3.3))
        glyph.close()
        var star = Path()
        for k in 0..<5 {
            let a = Double(k * 2 % 5) * 2 * Double.pi / 5 - Double.pi / 2
            let p = Point(x: 32 + 29.7 * cos(a), y: 33 + 29.7 * sin(a))
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        star.fillRule = .evenOdd
        let paths: [Path] = [
            .ellipse(Rect(x: 1.3, y: 2.1, width: 50.7, height: 41.9)),
            .roundedRectangle(Rect(x: -6.2, y: 3.4, width: 61.5, height: 70.25), radius: 17.3, style: .continuous),
            .capsule(Rect(x: 4.5, y: 30.5, width: 40, height: 9)),
            .rectangle(Rect(x: 3, y: 5, width: 20, height: 30)),
            glyph, star,
        ]
        let clips = [
            PixelBounds(x0: 0, y0: 0, x1: 64, y1: 64), PixelBounds(x0: 9, y0: 7, x1: 50, y1: 41),
        ]
        for (i, path) in paths.enumerated() {
            for clip in clips {
                let whole = Rasterizer.mask(for: path, clip: clip)
                for cuts in [Array(0...64), [0, 1, 17, 33, 34, 60, 64], [-5, 20, 70]] {
                    for (top, bottom) in zip(cuts, cuts.dropFirst()) {
                        let band = Rasterizer.mask(for: path, clip: clip, rows: top..<bottom)
                        let first = max(top, whole.y), end = min(bottom, whole.y + whole.height)
                        guard end > first else {
                            #expect(band.height == 0, "path \(i) rows \(top)..<\(bottom)")
                            continue
                        }
                        let rows = first..<end
                        #expect(band.y == first && band.height == rows.count && band.x == whole.x)
                        let differing = rows.flatMap { y in
                            (whole.x..<(whole.x + whole.width)).filter { x in
                                band.coverage(x: x, y: y) != whole.coverage(x: x, y: y)
                            }.map { (x: $0, y: y) }
                        }
                        #expect(differing.isEmpty, "path \(i) rows \(top)..<\(bottom): \(differing.prefix(3))")
                    }
                }
            }
        }
    }

    @Test("pixmaps refuse impossible sizes")
    func sizes() {
        #expect(Pixmap(width: 0, height: 5) == nil)
        #expect(Pixmap(width: 5, height: Pixmap.maxDimension + 1) == nil)
        #expect(Pixmap(width: 1, height: 1, premultiplied: [10, 0, 0, 5]) == nil)
    }
}
