// The box blur behind shadows, blurs and materials: down the columns it keeps only a ring
// of rows, four channels go through it side by side, and neither may change a value.

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

    @Test("four channels side by side give each channel's own values, to the bit", arguments: [1, 3, 8])
    func fourLanes(radius: Int) {
        let width = 13, height = 9
        let channels = (0..<4).map { values(width * height, seed: 100 + UInt64($0)) }
        var together = (0..<(width * height * 4)).map { channels[$0 % 4][$0 / 4] }
        var alone = channels
        for horizontal in [true, false, true, false] {
            Pixmap.boxBlur(&together, width: width, height: height, lanes: 4, radius: radius, horizontal: horizontal)
            for c in 0..<4 {
                Pixmap.boxBlur(&alone[c], width: width, height: height, radius: radius, horizontal: horizontal)
            }
        }
        for c in 0..<4 {
            #expect(
                stride(from: c, to: together.count, by: 4).map { together[$0].bitPattern } == alone[c].map(\.bitPattern)
            )
        }
    }

    @Test("a negative or NaN sum gives 0, never a negative or NaN value")
    func clamp() {
        var negative: [Float] = [-1, -2, -3, -4]
        Pixmap.boxBlur(&negative, width: 4, height: 1, radius: 1, horizontal: true)
        #expect(negative == [0, 0, 0, 0])
        var poisoned: [Float] = [1, .nan, 1, 1]
        Pixmap.boxBlur(&poisoned, width: 1, height: 4, radius: 1, horizontal: false)
        // The running sum meets the NaN at once and keeps it: every value is 0.
        #expect(poisoned == [0, 0, 0, 0])
    }

    @Test("the Gaussian of three box blurs keeps a blurred layer's values in 0…1 and its sum")
    func gaussianKeepsMass() {
        let width = 40, height = 30
        var a = [Float](repeating: 0, count: width * height)
        for y in 12..<18 { for x in 16..<24 { a[y * width + x] = 1 } }
        Pixmap.gaussianBlur(&a, width: width, height: height, sigma: 2)
        #expect(a.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(abs(a.reduce(0, +) - 48) < 0.01)
    }
}
