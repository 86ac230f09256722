// The span loops that take four pixels at a time (sixteen lanes, for debug builds) give
// the bits the pixel-at-a-time path gives: a whole span against the same span one pixel
// per call, where the four-pixel path cannot run, over coverage with clear, partial and
// full pixels in every arrangement; and the conversions against the arithmetic they stand
// for, written out here.

import CRaster
import Testing

@Suite("Span loops")
struct SpanLoopTests {
    /// A reproducible generator (SplitMix64), so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Coverage in runs of clear, partial and full pixels, and of the edge values (−0, NaN,
    /// more than 1), so that every arrangement of a four-pixel block occurs.
    static func coverage(_ count: Int, _ g: inout Generator) -> [Float] {
        var out: [Float] = []
        while out.count < count {
            let kind = Int.random(in: 0..<8, using: &g)
            for _ in 0..<Int.random(in: 1...6, using: &g) where out.count < count {
                switch kind {
                case 0: out.append(0)
                case 1: out.append(1)
                case 2: out.append(-0.0)
                case 3: out.append(.nan)
                case 4: out.append(1.5)
                default: out.append(Float.random(in: 0.001..<1, using: &g))
                }
            }
        }
        return out
    }

    /// Opacities, the edge values among them.
    static let opacities: [Float] = [1, 1, 0.7, 0.3, 1.2, .nan]

    static func pixels(_ count: Int, _ g: inout Generator, alphas: [UInt8] = Array(0...255)) -> [UInt8] {
        (0..<count).flatMap { _ -> [UInt8] in
            let a = alphas.randomElement(using: &g) ?? 255
            return (0..<3).map { _ in UInt8.random(in: 0...a, using: &g) } + [a]
        }
    }

    /// `start` after `span` over all its pixels, and after `span` over each pixel alone:
    /// `span(p, first, count)` works on `count` pixels from `p`, pixel `first` of the span.
    static func wholeAndSingle(
        _ start: [UInt8], _ span: (UnsafeMutablePointer<UInt8>, Int, Int) -> Void
    ) -> (whole: [UInt8], single: [UInt8]) {
        let count = start.count / 4
        var whole = start, single = start
        whole.withUnsafeMutableBufferPointer { p in
            if let base = p.baseAddress { span(base, 0, count) }
        }
        single.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            for k in 0..<count { span(base + 4 * k, k, 1) }
        }
        return (whole, single)
    }

    @Test("a colour through a span of coverage, opaque or not, at any opacity")
    func fill() {
        var g = Generator(state: 1)
        for round in 0..<300 {
            let count = Int.random(in: 1...23, using: &g)
            let cover = Self.coverage(count, &g)
            let a: Float = [1, 0.5, 0.01].randomElement(using: &g) ?? 1
            let color = wr_rgba(r: a * 0.2, g: a * 0.6, b: a, a: a)
            let opacity = Self.opacities.randomElement(using: &g) ?? 1
            let solid: Int32 = round % 5 == 0 ? 1 : 0
            let (whole, single) = Self.wholeAndSingle(Self.pixels(count, &g)) { p, first, n in
                cover.withUnsafeBufferPointer {
                    wr_fill_span(p, $0.baseAddress.map { $0 + first }, n, color, opacity, solid)
                }
            }
            #expect(whole == single, "round \(round): \(count) pixels, alpha \(a), opacity \(opacity)")
        }
    }

    @Test("a linear gradient through a span of coverage")
    func linear() {
        var g = Generator(state: 2)
        // Every entry different in every channel, alpha included, so that a parameter one
        // step off picks another colour.
        let table = (0...255).map { i -> wr_rgba in
            let t = Float(i) / 255, a = 0.3 + 0.7 * t
            return wr_rgba(r: a * t, g: a * (1 - t), b: a * t * t, a: a)
        }
        for round in 0..<300 {
            let count = Int.random(in: 1...23, using: &g)
            let cover = Self.coverage(count, &g)
            let t0 = Double.random(in: -0.2..<1, using: &g), dt = Double.random(in: -0.05..<0.3, using: &g)
            // Pixel k's parameter: t0 stepped k times by dt, as the loop steps it.
            let opacity = Self.opacities.randomElement(using: &g) ?? 1
            var ts = [t0]
            for _ in 1..<max(1, count) { ts.append(ts[ts.count - 1] + dt) }
            let (whole, single) = Self.wholeAndSingle(Self.pixels(count, &g)) { p, first, n in
                cover.withUnsafeBufferPointer {
                    wr_fill_span_linear(p, $0.baseAddress.map { $0 + first }, n, table, 255, ts[first], dt, opacity)
                }
            }
            #expect(whole == single, "round \(round): \(count) pixels from t \(t0) by \(dt)")
        }
    }

    @Test("a layer onto a layer, its pixels clear, translucent or opaque, at any opacity")
    func composite() {
        var g = Generator(state: 3)
        for round in 0..<300 {
            let count = Int.random(in: 1...23, using: &g)
            let alphas: [UInt8] =
                [[0, 255], [255], [0], [0, 40, 128, 255], [1, 200]].randomElement(using: &g) ?? [255]
            let source = Self.pixels(count, &g, alphas: alphas)
            let opacity = Self.opacities.randomElement(using: &g) ?? 1
            let (whole, single) = Self.wholeAndSingle(Self.pixels(count, &g)) { p, first, n in
                source.withUnsafeBufferPointer {
                    wr_composite_span(p, $0.baseAddress.map { $0 + 4 * first }, n, opacity)
                }
            }
            #expect(whole == single, "round \(round): \(count) pixels, alphas \(alphas), opacity \(opacity)")
        }
    }

    @Test("an image's float pixels through a span of coverage, at a row's coverage and any opacity")
    func blendFloats() {
        var g = Generator(state: 7)
        for round in 0..<300 {
            let count = Int.random(in: 1...23, using: &g)
            let cover = Self.coverage(count, &g)
            // Premultiplied 0…255 floats: runs of clear, translucent and opaque pixels, and
            // an alpha that is NaN.
            let alphas: [Float] =
                [[0, 255], [255], [0], [0, 40, 128.5, 255], [.nan, 200]].randomElement(using: &g) ?? [255]
            let source = (0..<count).flatMap { _ -> [Float] in
                let a = alphas.randomElement(using: &g) ?? 255
                let top = a.isNaN ? 255 : a
                return (0..<3).map { _ in Float.random(in: 0...max(top, 0.001), using: &g) } + [a]
            }
            let row: Float = [1, 0.5, 0].randomElement(using: &g) ?? 1
            let opacity = Self.opacities.randomElement(using: &g) ?? 1
            let (whole, single) = Self.wholeAndSingle(Self.pixels(count, &g)) { p, first, n in
                source.withUnsafeBufferPointer { s in
                    cover.withUnsafeBufferPointer {
                        wr_blend_float_span(
                            p, s.baseAddress.map { $0 + 4 * first }, $0.baseAddress.map { $0 + first }, n, row, opacity)
                    }
                }
            }
            #expect(
                whole == single, "round \(round): \(count) pixels, alphas \(alphas), row \(row), opacity \(opacity)")
        }
    }

    @Test("a clip's coverage through a span, and premultiplying")
    func clipAndPremultiply() {
        var g = Generator(state: 5)
        for round in 0..<300 {
            let count = Int.random(in: 1...23, using: &g)
            let cover = Self.coverage(count, &g)
            let (whole, single) = Self.wholeAndSingle(Self.pixels(count, &g)) { p, first, n in
                cover.withUnsafeBufferPointer { wr_clip_span(p, $0.baseAddress.map { $0 + first }, n) }
            }
            #expect(whole == single, "clip, round \(round): \(count) pixels")

            // Straight colours: opaque throughout, mostly opaque, or any alpha.
            let straight = (0..<(4 * count)).map { i -> UInt8 in
                let opaque = round % 3 == 0 || (round % 3 == 1 && Int.random(in: 0..<5, using: &g) > 0)
                return i % 4 == 3 && opaque ? 255 : UInt8.random(in: 0...255, using: &g)
            }
            var premultiplied = straight
            wr_premultiply(&premultiplied, count)
            var expected = straight
            for k in 0..<count where straight[4 * k + 3] != 255 {
                let a = Int(straight[4 * k + 3])
                for i in 0..<3 { expected[4 * k + i] = UInt8((Int(straight[4 * k + i]) * a + 127) / 255) }
            }
            #expect(premultiplied == expected, "premultiply, round \(round): \(count) pixels")
        }
    }

    /// A channel as the raster stage rounds it: clamped to 0…255 (NaN to 0), halves to even.
    static func channel(_ v: Float) -> UInt8 {
        var m = v >= 0 ? v : 0
        m = m < 255 ? m : 255
        m += 12_582_912
        return UInt8(truncatingIfNeeded: m.bitPattern)
    }

    @Test("bytes to floats and back, with and without weights")
    func conversions() {
        var g = Generator(state: 4)
        for count in 1...21 {
            let bytes = Self.pixels(count, &g)
            var floats = [Float](repeating: -1, count: 4 * count)
            wr_pixels_to_floats(bytes, count, &floats)
            #expect(floats == bytes.map { Float($0) / 255 }, "\(count) pixels")

            let values = (0..<(4 * count)).map { _ in Float.random(in: -0.1..<1.2, using: &g) }
            let weights = (0..<count).map { _ in Float.random(in: 0..<1.5, using: &g) }
            for weighted in [false, true] {
                var out = [UInt8](repeating: 0, count: 4 * count)
                if weighted {
                    wr_floats_to_pixels(values, weights, count, &out)
                } else {
                    wr_floats_to_pixels(values, nil, count, &out)
                }
                var expected: [UInt8] = []
                for k in 0..<count {
                    let w = weighted ? max(weights[k], 1e-6) : 1
                    let alpha = Self.channel(values[4 * k + 3] / w * 255)
                    expected += (0..<3).map { min(Self.channel(values[4 * k + $0] / w * 255), alpha) } + [alpha]
                }
                #expect(out == expected, "\(count) pixels, weighted: \(weighted)")
            }
        }
    }
}
