// The box blur behind shadows, blurs and materials: down the columns it keeps only a ring
// of rows, four channels go through it at once, and neither may change a value.

import Testing

@testable import WidgetRaster

@Suite("Box blur")
struct BoxBlurTests {
    /// Deterministic values in 0…1 (a linear congruential sequence).
    func values(_ count: Int, seed: UInt64) -> [Float] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(state >> 40) / Float(1 << 24)
        }
    }

    func transposed<V>(_ a: [V], width: Int, height: Int) -> [V] {
        (0..<(width * height)).map { i in a[(i % height) * width + i / height] }
    }

    @Test(
        "down the columns equals along the rows of the transpose, to the bit, for any radius",
        arguments: [1, 2, 5, 9, 12, 30])
    func columnsAsRows(radius: Int) {
        let width = 7, height = 11
        let a = values(width * height, seed: UInt64(radius))
        var down = a
        Pixmap.boxBlur(&down, width: width, height: height, radius: radius, horizontal: false)
        var across = transposed(a, width: width, height: height)
        Pixmap.boxBlur(&across, width: height, height: width, radius: radius, horizontal: true)
        #expect(down.map(\.bitPattern) == transposed(across, width: height, height: width).map(\.bitPattern))
    }

    @Test("four channels at once give each channel's own values, to the bit", arguments: [1, 3, 8])
    func fourLanes(radius: Int) {
        let width = 13, height = 9
        let channels = (0..<4).map { values(width * height, seed: 100 + UInt64($0)) }
        var together = (0..<(width * height)).map {
            SIMD4(channels[0][$0], channels[1][$0], channels[2][$0], channels[3][$0])
        }
        var alone = channels
        for horizontal in [true, false, true, false] {
            Pixmap.boxBlur(&together, width: width, height: height, radius: radius, horizontal: horizontal)
            for c in 0..<4 {
                Pixmap.boxBlur(&alone[c], width: width, height: height, radius: radius, horizontal: horizontal)
            }
        }
        for c in 0..<4 {
            #expect(together.map { $0[c].bitPattern } == alone[c].map(\.bitPattern))
        }
    }

    @Test("clamping is max(0, x) exactly: −0 kept, negatives and NaN to 0")
    func clamp() {
        let v = SIMD4<Float>(-0.0, -1, .nan, 2).clampedToZero(times: 0.5)
        let s = [Float(-0.0), -1, .nan, 2].map { $0.clampedToZero(times: 0.5) }
        #expect((0..<4).map { v[$0].bitPattern } == s.map(\.bitPattern))
        #expect(v[0].sign == .minus && v[1] == 0 && v[2] == 0 && v[3] == 1)
    }
}
