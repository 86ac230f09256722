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
