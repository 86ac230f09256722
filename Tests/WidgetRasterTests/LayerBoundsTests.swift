// Layers that cover part of the canvas: drawing, compositing, shadows and blurs in canvas
// coordinates give the pixels a canvas-sized layer gives.

import Testing
import WidgetCore

@testable import WidgetRaster

@Suite("Layers sized to their content")
struct LayerBoundsTests {
    let canvas = PixelBounds(x0: 0, y0: 0, x1: 40, y1: 30)

    /// A square of `color` at canvas pixels (x, y)…(x + side, y + side), drawn onto a
    /// pixmap covering `bounds`.
    func square(on bounds: PixelBounds, x: Int, y: Int, side: Int, _ color: Color) throws -> Pixmap {
        var layer = try #require(Pixmap(covering: bounds))
        let path = Path.rectangle(Rect(x: Double(x), y: Double(y), width: Double(side), height: Double(side)))
        layer.fill(Rasterizer.mask(for: path, clip: (40, 30)), with: .solid(color))
        return layer
    }

    @Test("a small layer composites at its place, as a canvas-sized one does")
    func compositeAtOffset() throws {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        let small = try square(on: PixelBounds(x0: 10, y0: 8, x1: 22, y1: 20), x: 12, y: 10, side: 6, red)
        let whole = try square(on: canvas, x: 12, y: 10, side: 6, red)
        #expect(small.width == 12 && small.height == 12 && small.originX == 10 && small.originY == 8)
        var a = try square(on: canvas, x: 0, y: 0, side: 16, blue)
        var b = a
        a.composite(small, opacity: 0.5)
        b.composite(whole, opacity: 0.5)
        #expect(a == b)
        #expect(a.pixel(x: 13, y: 11) != (0, 0, 255, 255))
    }

    @Test("growing keeps the pixels and covers the new area")
    func grow() throws {
        let green = Color(r: 0, g: 200, b: 0)
        var layer = try square(on: PixelBounds(x0: 5, y0: 5, x1: 10, y1: 10), x: 5, y: 5, side: 5, green)
        let before = layer
        layer.grow(toCover: PixelBounds(x0: 20, y0: 2, x1: 25, y1: 7))
        #expect(layer.bounds == PixelBounds(x0: 5, y0: 2, x1: 25, y1: 10))
        for y in 5..<10 {
            for x in 5..<10 { #expect(layer.pixel(x: x - 5, y: y - 2) == before.pixel(x: x - 5, y: y - 5)) }
        }
        #expect(layer.pixel(x: 17, y: 0).a == 0)
    }

    @Test("a shadow and a blur cover their reach only, and match the canvas-sized result")
    func shadowAndBlurReach() throws {
        let black = Color(r: 0, g: 0, b: 0)
        let small = try square(on: PixelBounds(x0: 14, y0: 10, x1: 20, y1: 16), x: 14, y: 10, side: 6, black)
        let whole = try square(on: canvas, x: 14, y: 10, side: 6, black)
        let color = (r: 0.0, g: 0.0, b: 0.0, a: 0.5)
        let s1 = try #require(small.shadow(sigma: 2, dx: 1, dy: 2, color: color, canvas: canvas))
        let s2 = try #require(whole.shadow(sigma: 2, dx: 1, dy: 2, color: color, canvas: canvas))
        #expect(s1 == s2)
        #expect(s1.width < 40 && s1.height < 30)
        let b1 = try #require(small.blurred(sigma: 1.5, canvas: canvas))
        let b2 = try #require(whole.blurred(sigma: 1.5, canvas: canvas))
        #expect(b1 == b2)
        #expect(b1.bounds.x0 > 0 && b1.bounds.x1 < 40)
        // Drawn onto a canvas, both give the same pixels.
        var c1 = try #require(Pixmap(covering: canvas)), c2 = c1
        c1.composite(s1)
        c2.composite(s2)
        #expect(c1 == c2)
    }

    @Test("a mask keeps nothing where it has no pixels")
    func maskOutside() throws {
        let white = Color(r: 255, g: 255, b: 255)
        var content = try square(on: canvas, x: 0, y: 0, side: 30, white)
        let mask = try square(on: PixelBounds(x0: 4, y0: 4, x1: 8, y1: 8), x: 4, y: 4, side: 4, white)
        content.mask(by: mask)
        #expect(content.pixel(x: 5, y: 5).a == 255)
        #expect(content.pixel(x: 20, y: 20).a == 0)
        #expect(content.pixel(x: 2, y: 5).a == 0)
    }
}
