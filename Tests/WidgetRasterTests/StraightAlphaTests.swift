// Premultiplied pixels back to straight alpha, as PNG files store them: opaque and clear
// pixels as they are (sixteen or four at a time where they can be), channel by channel,
// rounded, for the others.

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

    /// Runs of opaque, clear and translucent pixels, with a stray translucent pixel now and
    /// then: deterministic (SpanLoopTests' generator).
    static func runs(_ count: Int) -> [UInt8] {
        var g = SpanLoopTests.Generator(state: 0x5EED)
        func next(_ n: Int) -> Int { Int.random(in: 0..<n, using: &g) }
        var pixels: [UInt8] = []
        while pixels.count < count * 4 {
            let kind = next(3), run = 1 + next(40)
            for _ in 0..<run {
                var a = kind == 0 ? 255 : kind == 1 ? 0 : next(256)
                if next(25) == 0 { a = next(256) }
                pixels += [next(a + 1), next(a + 1), next(a + 1), a].map { UInt8($0) }
            }
        }
        return Array(pixels[..<(count * 4)])
    }

    @Test("runs of opaque, clear and translucent pixels, at every offset and length around the blocks of sixteen")
    func blocks() {
        let pixels = Self.runs(4_000)
        let expected = stride(from: 0, to: pixels.count, by: 4).flatMap { Self.expected(Array(pixels[$0..<($0 + 4)])) }
        let sentinel: UInt8 = 0xA5
        pixels.withUnsafeBufferPointer { source in
            for offset in 0..<24 {
                for count in Array(0...70) + [255, 1_000, 4_000 - 24] {
                    // Written one byte further on (as the PNG writer writes after a row's
                    // filter byte) into bytes that must stay as they were around it.
                    var out = [UInt8](repeating: sentinel, count: pixels.count + 8)
                    let at = offset * 4 + 1
                    out.withUnsafeMutableBufferPointer {
                        Pixmap.unpremultiply(source, from: offset * 4, count: count * 4, into: $0, at: at)
                    }
                    let wrong = (0..<(count * 4)).first { out[at + $0] != expected[offset * 4 + $0] }
                    #expect(wrong == nil, "offset \(offset), \(count) pixels: byte \(wrong ?? 0) differs")
                    let around = Array(out[max(0, at - 4)..<at]) + out[(at + count * 4)..<(at + count * 4 + 4)]
                    #expect(around.allSatisfy { $0 == sentinel }, "offset \(offset), \(count) pixels: written outside")
                }
            }
        }
        // The whole: every kind of block met.
        var whole = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            whole.withUnsafeMutableBufferPointer {
                Pixmap.unpremultiply(source, from: 0, count: pixels.count, into: $0, at: 0)
            }
        }
        #expect(whole.indices.first { whole[$0] != expected[$0] } == nil)
    }

    @Test("one translucent pixel, in any channel, at each place of a block of clear or of opaque pixels")
    func oneTranslucent() {
        for background: [UInt8] in [[0, 0, 0, 0], [10, 20, 30, 255]] {
            for channel in 0..<3 {
                for place in 0..<16 {
                    var pixels = (0..<16).flatMap { _ in background }
                    var odd: [UInt8] = [0, 0, 0, 128]
                    odd[channel] = 40
                    pixels.replaceSubrange((place * 4)..<(place * 4 + 4), with: odd)
                    let expected = stride(from: 0, to: 64, by: 4).flatMap {
                        Self.expected(Array(pixels[$0..<($0 + 4)]))
                    }
                    var out = [UInt8](repeating: 0, count: 64)
                    pixels.withUnsafeBufferPointer { source in
                        out.withUnsafeMutableBufferPointer {
                            Pixmap.unpremultiply(source, from: 0, count: 64, into: $0, at: 0)
                        }
                    }
                    #expect(out == expected, "background \(background), channel \(channel), pixel \(place)")
                }
            }
        }
    }
}
