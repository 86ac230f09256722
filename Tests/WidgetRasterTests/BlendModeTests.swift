// Blend modes against values worked out by hand from the W3C formulas.

import Testing
import WidgetCore

@testable import WidgetRaster

@Suite("Blend modes")
struct BlendModeTests {
    /// One pixel of `source` (straight RGBA bytes) blended onto one of `backdrop`.
    func blend(_ source: (Int, Int, Int, Int), onto backdrop: (Int, Int, Int, Int), _ mode: BlendMode) -> [UInt8] {
        func pixmap(_ c: (Int, Int, Int, Int)) -> Pixmap {
            let a = c.3
            let bytes = [c.0, c.1, c.2].map { UInt8(($0 * a + 127) / 255) } + [UInt8(a)]
            // swift-format-ignore: NeverForceUnwrap
            // One pixel, premultiplied above: always a pixmap.
            return Pixmap(width: 1, height: 1, premultiplied: bytes)!
        }
        var base = pixmap(backdrop)
        base.composite(pixmap(source), blend: mode)
        return base.data
    }

    @Test("separable modes on opaque pixels")
    func separable() {
        let orange = (255, 128, 0, 255), blue = (0, 64, 255, 255)
        #expect(blend(orange, onto: blue, .multiply) == [0, 32, 0, 255])
        #expect(blend(orange, onto: blue, .screen) == [255, 160, 255, 255])
        #expect(blend(orange, onto: blue, .darken) == [0, 64, 0, 255])
        #expect(blend(orange, onto: blue, .lighten) == [255, 128, 255, 255])
        #expect(blend(orange, onto: blue, .difference) == [255, 64, 255, 255])
        #expect(blend(orange, onto: blue, .plusLighter) == [255, 192, 255, 255])
        #expect(blend(orange, onto: blue, .plusDarker) == [0, 0, 0, 255])
        // Overlay is hard light with the layers swapped: 2·b·s where the backdrop is dark.
        #expect(blend((128, 128, 128, 255), onto: (64, 64, 64, 255), .overlay) == [64, 64, 64, 255])
        #expect(blend(orange, onto: blue, .normal) == [255, 128, 0, 255])
    }

    @Test("a translucent source mixes the blend with the plain colors; a transparent one changes nothing")
    func alpha() {
        // Multiply at half alpha over opaque white: half of white, half of the color.
        #expect(blend((255, 0, 0, 128), onto: (255, 255, 255, 255), .multiply) == [255, 127, 127, 255])
        #expect(blend((255, 0, 0, 0), onto: (10, 20, 30, 255), .difference) == [10, 20, 30, 255])
        // Over a transparent backdrop every mode shows the source.
        #expect(blend((200, 100, 50, 255), onto: (0, 0, 0, 0), .colorBurn) == [200, 100, 50, 255])
    }

    @Test("non-separable modes keep the luminosity, hue or saturation they should")
    func nonSeparable() {
        let gray = (128, 128, 128, 255), red = (255, 0, 0, 255)
        // Color: the source's hue and saturation with the backdrop's luminosity.
        func luminosity(_ p: [UInt8]) -> Double {
            let r = 0.3 * Double(p[0]), g = 0.59 * Double(p[1]), b = 0.11 * Double(p[2])
            return r + g + b
        }
        let colored = blend(red, onto: gray, .color)
        #expect(abs(luminosity(colored) - 128) < 1.5, "\(colored)")
        #expect(colored[0] > colored[1] && colored[1] == colored[2])
        // Luminosity of gray over red: a red of the gray's luminosity.
        let lumi = blend(gray, onto: red, .luminosity)
        #expect(abs(luminosity(lumi) - 128) < 1.5, "\(lumi)")
        // Saturation of a gray source over red: no saturation left.
        let desaturated = blend(gray, onto: red, .saturation)
        #expect(desaturated[0] == desaturated[1] && desaturated[1] == desaturated[2], "\(desaturated)")
    }

    @Test("Porter–Duff modes: destinationOut cuts, destinationOver goes under, sourceAtop stays inside")
    func porterDuff() {
        #expect(blend((0, 0, 0, 255), onto: (10, 20, 30, 255), .destinationOut) == [0, 0, 0, 0])
        #expect(blend((255, 0, 0, 255), onto: (0, 0, 255, 255), .destinationOver) == [0, 0, 255, 255])
        #expect(blend((255, 0, 0, 255), onto: (0, 0, 0, 0), .sourceAtop) == [0, 0, 0, 0])
        #expect(blend((255, 0, 0, 255), onto: (0, 0, 255, 255), .sourceAtop) == [255, 0, 0, 255])
    }
}
