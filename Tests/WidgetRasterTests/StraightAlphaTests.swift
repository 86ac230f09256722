// Premultiplied pixels back to straight alpha, as PNG files store them: a word at a time
// for opaque and clear pixels, channel by channel, rounded, for the others.

import Testing

@testable import WidgetRaster

@Suite("Straight alpha")
struct StraightAlphaTests {
    /// What one premultiplied pixel becomes: each color channel × 255 / alpha, rounded,
    /// at most 255; opaque and clear pixels as they are.
    static func expected(_ p: [UInt8]) -> [UInt8] {
        let a = Int(p[3])
        guard a != 0 && a != 255 else { return p }
        return p[0..<3].map { UInt8(min(255, (Int($0) * 255 + a / 2) / a)) } + [p[3]]
    }

    @Test("every alpha, opaque, clear and between, and a run that starts and ends inside the buffer")
    func everyAlpha() throws {
        var pixels: [UInt8] = []
        for a in 0...255 {
            for c in [0, 1, a / 2, a, min(255, a + 7)] { pixels += [UInt8(c), UInt8(a / 3), UInt8(a), UInt8(a)] }
        }
        var pixmap = try #require(Pixmap(width: pixels.count / 4, height: 1))
        pixmap.data = pixels
        let straight = pixmap.straightAlphaBytes()
        for i in stride(from: 0, to: pixels.count, by: 4) {
            #expect(Array(straight[i..<(i + 4)]) == Self.expected(Array(pixels[i..<(i + 4)])), "pixel \(i / 4)")
        }
        // A stretch in the middle, written at an offset.
        var out = [UInt8](repeating: 9, count: 40)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { Pixmap.unpremultiply(source, from: 400, count: 32, into: $0, at: 4) }
        }
        #expect(Array(out[4..<36]) == Array(straight[400..<432]))
        #expect(out[0..<4].allSatisfy { $0 == 9 } && out[36...].allSatisfy { $0 == 9 })
    }
}
