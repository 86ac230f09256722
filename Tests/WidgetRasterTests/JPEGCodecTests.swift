// JPEG: decoding with the EXIF orientation applied, the pixel budget met by decoding at a
// fraction of the size, and broken files reported rather than crashing.

import Testing
import WidgetJPEG
import WidgetRaster

@Suite("JPEG")
struct JPEGCodecTests {
    /// A 40×20 image: red on the left half, blue on the right.
    static func halves(orientation: Int? = nil) throws -> [UInt8] {
        var rgb: [UInt8] = []
        for _ in 0..<20 {
            for x in 0..<40 { rgb += x < 20 ? [255, 0, 0] : [0, 0, 255] }
        }
        return try JPEGCodec.encode(rgb: rgb, width: 40, height: 20, quality: 95, orientation: orientation)
    }

    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.b < 60 && p.a == 255 }
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.a == 255 }

    @Test("decodes an opaque image at its size")
    func plain() throws {
        let image = try JPEGCodec.decode(Self.halves(), maxPixels: 1_000_000)
        #expect(image.width == 40 && image.height == 20)
        #expect(Self.isRed(image.pixel(x: 2, y: 10)) && Self.isBlue(image.pixel(x: 37, y: 10)))
    }

    @Test("EXIF orientation turns the image upright", arguments: [(3, false), (6, true), (8, true), (2, false)])
    func orientation(_ c: (orientation: Int, swaps: Bool)) throws {
        let image = try JPEGCodec.decode(Self.halves(orientation: c.orientation), maxPixels: 1_000_000)
        #expect(c.swaps ? (image.width == 20 && image.height == 40) : (image.width == 40 && image.height == 20))
        switch c.orientation {
        case 6:  // stored sideways, turned a quarter clockwise: red (left) goes to the top
            #expect(Self.isRed(image.pixel(x: 10, y: 2)) && Self.isBlue(image.pixel(x: 10, y: 37)))
        case 8:  // a quarter counterclockwise: red goes to the bottom
            #expect(Self.isBlue(image.pixel(x: 10, y: 2)) && Self.isRed(image.pixel(x: 10, y: 37)))
        default:  // 2 mirrors and 3 turns half round: red ends on the right either way
            #expect(Self.isBlue(image.pixel(x: 2, y: 10)) && Self.isRed(image.pixel(x: 37, y: 10)))
        }
    }

    @Test("an image over the pixel budget decodes at a fraction of its size")
    func budget() throws {
        let half = try JPEGCodec.decode(Self.halves(), maxPixels: 200)
        #expect(half.width == 20 && half.height == 10)  // 1/2: 200 pixels fit
        let quarter = try JPEGCodec.decode(Self.halves(), maxPixels: 150)
        #expect(quarter.width == 10 && quarter.height == 5)
        #expect(throws: JPEGError.tooLarge(width: 40, height: 20)) {
            try JPEGCodec.decode(Self.halves(), maxPixels: 10)
        }
    }

    @Test("broken files are errors, not crashes")
    func broken() throws {
        let good = try Self.halves()
        for bytes in [Array(good.prefix(good.count / 2)), [0xFF, 0xD8, 0xFF], Array(good.prefix(200)) + [0xFF, 0xD9]] {
            do {
                let image = try JPEGCodec.decode(bytes, maxPixels: 1_000_000)
                // libjpeg fills a truncated scan with gray and warns: still a whole image.
                #expect(image.width == 40)
            } catch {
                #expect("\(error)".hasPrefix("is not a readable JPEG ("))
            }
        }
    }
}
