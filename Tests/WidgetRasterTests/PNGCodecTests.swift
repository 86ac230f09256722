// PNG round trips compare decoded pixels, never bytes.

import Testing
import WidgetCore
import WidgetPNG
import WidgetRaster

@Suite("PNG")
struct PNGCodecTests {
    func sample() throws -> Pixmap {
        var p = try #require(Pixmap(width: 33, height: 17))
        p.fill(
            Rasterizer.mask(for: .ellipse(Rect(x: 2.5, y: 1.5, width: 28, height: 14)), clip: (33, 17)),
            with: .solid(Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.8)))
        return p
    }

    @Test("encoding then decoding gives the pixels back", arguments: [PNGCodec.Compression.fast, .smallest])
    func roundTrip(_ compression: PNGCodec.Compression) throws {
        let original = try sample()
        let bytes = try PNGCodec.encode(original, compression: compression)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGCodec.decode(bytes)
        #expect(decoded.width == 33 && decoded.height == 17)
        // Premultiplied → straight → premultiplied loses at most one step per channel.
        for (a, b) in zip(original.data, decoded.data) { #expect(abs(Int(a) - Int(b)) <= 1) }
    }

    @Test(
        "the fast encoder's strips join into one image: the same pixels as libpng's own writer, the same bytes every time"
    )
    func strips() throws {
        // 700×400 px is 1.1 MB of rows: eighteen strips. One column and one row are edge cases.
        for (width, height) in [(700, 400), (1, 3000), (3000, 1)] {
            var p = try #require(Pixmap(width: width, height: height))
            p.fill(
                Rasterizer.mask(
                    for: .ellipse(Rect(x: 0.5, y: 0.5, width: Double(width) - 1, height: Double(height) - 1)),
                    clip: (width, height)),
                with: .linearGradient(
                    stops: [
                        GradientStop(color: Color(red: 1, green: 0.2, blue: 0, alpha: 0.6), location: 0),
                        GradientStop(color: Color(red: 0, green: 0.4, blue: 1, alpha: 1), location: 1),
                    ], start: Point(x: 0, y: 0), end: Point(x: Double(width), y: Double(height))))
            let fast = try PNGCodec.encode(p, compression: .fast)
            let reference = try PNGCodec.decode(try PNGCodec.encode(p, compression: .smallest))
            #expect(try PNGCodec.decode(fast).data == reference.data, "\(width)×\(height)")
            #expect(try PNGCodec.encode(p, compression: .fast) == fast)
        }
    }

    @Test("a strip ends before zlib would slide its window: under 2 × 32 KiB less 262 bytes of rows")
    func stripLength() throws {
        // Sliding rebases zlib's whole hash table and chains (docs/speed.md). A row longer
        // than that is a strip of its own.
        for width in [1, 8, 700, 1092, 8159, 16_318, 16_319, 16_384] {
            let writer = try PNGStreamWriter(width: width, height: 10)
            let row = 1 + 4 * width
            #expect(writer.rowsPerStrip >= 1)
            #expect(writer.rowsPerStrip == 1 || writer.rowsPerStrip * row < 65_274, "\(width) px")
            #expect((writer.rowsPerStrip + 1) * row >= 65_274, "\(width) px: a row more would still fit")
        }
    }

    @Test("rows written in bands of any height give the bytes of the whole image written at once")
    func bands() throws {
        // 700 px rows make strips of 23 rows: bands shorter than a strip, longer, and across.
        var p = try #require(Pixmap(width: 700, height: 400))
        p.fill(
            Rasterizer.mask(for: .ellipse(Rect(x: 10.5, y: 3.25, width: 650, height: 390)), clip: (700, 400)),
            with: .solid(Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)))
        let whole = try PNGCodec.encode(p)
        for heights in [[400], [1, 399], [50, 50, 50, 250], [23, 23, 23, 23, 308], [200, 7, 193]] {
            var writer = try PNGStreamWriter(width: 700, height: 400)
            var y = 0
            for h in heights {
                try writer.append(try #require(p.cut(to: PixelBounds(x0: 0, y0: y, x1: 700, y1: y + h))))
                y += h
            }
            #expect(try writer.finish() == whole, "bands \(heights)")
        }
        // A pixmap anywhere on a canvas is a whole image to the encoder.
        let part = try #require(p.cut(to: PixelBounds(x0: 30, y0: 50, x1: 730, y1: 450)))
        #expect(try PNGCodec.decode(try PNGCodec.encode(part)).data == part.data)
    }

    @Test("rows out of order, of another width or past the bottom, and a file finished early, are errors")
    func bandErrors() throws {
        let p = try #require(Pixmap(width: 20, height: 10))
        func rows(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) throws -> Pixmap {
            try #require(p.cut(to: PixelBounds(x0: x0, y0: y0, x1: x1, y1: y1)))
        }
        var writer = try PNGStreamWriter(width: 20, height: 10)
        #expect(throws: PNGError.self) { try writer.append(try rows(0, 2, 20, 4)) }
        #expect(throws: PNGError.self) { try writer.append(try rows(0, 0, 19, 4)) }
        #expect(throws: PNGError.self) { try writer.append(try rows(1, 0, 21, 4)) }
        try writer.append(try rows(0, 0, 20, 4))
        #expect(throws: PNGError.self) { try writer.finish() }
        #expect(throws: PNGError.self) { try writer.append(try rows(0, 4, 20, 11)) }
        try writer.append(try rows(0, 4, 20, 10))
        #expect(try PNGCodec.decode(try writer.finish()).data == p.data)
        #expect(throws: PNGError.self) { try PNGStreamWriter(width: 0, height: 10) }
    }

    @Test("bytes that are not a PNG are an error, not a crash")
    func corrupt() throws {
        #expect(throws: PNGError.self) { try PNGCodec.decode([1, 2, 3]) }
        var bytes = try PNGCodec.encode(try sample())
        bytes.removeLast(bytes.count / 2)
        #expect(throws: PNGError.self) { try PNGCodec.decode(bytes) }
    }

    @Test("images larger than the limit are refused before decoding")
    func tooLarge() throws {
        let bytes = try PNGCodec.encode(try sample())
        #expect(throws: PNGError.tooLarge(width: 33, height: 17, limit: 16)) {
            try PNGCodec.decode(bytes, maxDimension: 16)
        }
    }
}
