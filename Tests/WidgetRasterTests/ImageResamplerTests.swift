// Image drawing: shrinking averages areas (no aliasing), enlarging interpolates,
// transparency brings no dark fringe, and a same-size draw copies exactly.

import Testing
import WidgetCore
import WidgetRaster

@Suite("Image resampling")
struct ImageResamplerTests {
    /// A pixmap from straight RGBA tuples, premultiplied.
    static func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (Int, Int, Int, Int)) -> Pixmap {
        var data: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                data += [r, g, b].map { UInt8(($0 * a + 127) / 255) } + [UInt8(a)]
            }
        }
        // swift-format-ignore: NeverForceUnwrap
        // The tests' sizes are small literals and the pixels premultiplied above.
        return Pixmap(width: width, height: height, premultiplied: data)!
    }

    static func draw(_ image: Pixmap, into width: Int, _ height: Int, rect: Rect? = nil) -> Pixmap {
        // swift-format-ignore: NeverForceUnwrap
        // The tests' sizes are small literals.
        var canvas = Pixmap(width: width, height: height)!
        canvas.draw(
            image, in: rect ?? Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
            clip: PixelBounds(x0: 0, y0: 0, x1: width, y1: height))
        return canvas
    }

    @Test("shrinking one-pixel stripes gives their average, not a stripe")
    func shrinkAverages() {
        // 64 columns alternating black and white, drawn 8 wide: point sampling would pick
        // one color for every pixel; area averaging gives mid gray everywhere.
        let stripes = Self.image(64, 4) { x, _ in x % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        let out = Self.draw(stripes, into: 8, 1)
        for x in 0..<8 {
            let p = out.pixel(x: x, y: 0)
            #expect(abs(Int(p.r) - 128) <= 1 && p.a == 255, "pixel \(x) is \(p)")
        }
    }

    @Test("enlarging interpolates between pixel centers")
    func enlargeInterpolates() {
        let two = Self.image(2, 1) { x, _ in x == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        let out = Self.draw(two, into: 8, 1)
        let values = (0..<8).map { Int(out.pixel(x: $0, y: 0).r) }
        #expect(values == values.sorted(), "not monotonic: \(values)")
        #expect(values.first == 0 && values.last == 255)
        #expect(Set(values).count >= 6, "steps instead of a ramp: \(values)")
    }

    @Test("transparent pixels add no dark fringe")
    func noFringe() {
        // Red beside fully transparent black, shrunk to one pixel: half-covered pure red,
        // not a darkened red.
        let edge = Self.image(2, 1) { x, _ in x == 0 ? (255, 0, 0, 255) : (0, 0, 0, 0) }
        let p = Self.draw(edge, into: 1, 1).pixel(x: 0, y: 0)
        #expect(abs(Int(p.a) - 128) <= 1)
        #expect(p.r == p.a && p.g == 0 && p.b == 0)
    }

    @Test("drawing at the same size copies every pixel")
    func identity() {
        let noise = Self.image(7, 5) { x, y in ((x * 37 + y * 11) % 256, (x * 5) % 256, (y * 50) % 256, 255) }
        #expect(Self.draw(noise, into: 7, 5).data == noise.data)
    }

    @Test("the clip and the canvas bound what is drawn")
    func clipped() {
        let red = Self.image(1, 1) { _, _ in (255, 0, 0, 255) }
        var canvas = Pixmap(width: 10, height: 10)!
        canvas.draw(red, in: Rect(x: -5, y: -5, width: 30, height: 30), clip: PixelBounds(x0: 2, y0: 2, x1: 4, y1: 4))
        #expect(canvas.pixel(x: 2, y: 2) == (255, 0, 0, 255) && canvas.pixel(x: 3, y: 3) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 4, y: 4).a == 0 && canvas.pixel(x: 1, y: 1).a == 0)
    }
}
