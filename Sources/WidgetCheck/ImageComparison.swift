// Comparing two snapshots by decoded pixels.
//
// A pixel differs when any premultiplied RGBA channel differs by more than `channel`
// (default 2: ±1 rounding noise passes, a moved edge or a shifted text line does not),
// or, in perceptual mode, when the colors composited over white are more than `deltaE`
// apart in CIE 1976 L*a*b* (ΔE*ab; 2.3 is about one just-noticeable difference) or their
// alphas differ by more than `channel`. Two images match when at most `pixelBudget` pixels
// differ (default 0) and their sizes are equal.

import Foundation
import WidgetRaster

public enum ImageComparison {
    /// How one pixel pair compares: its largest channel difference, its ΔE*ab in
    /// perceptual mode, and whether it counts as differing.
    @inline(__always)
    static func pixel(
        _ e: UnsafeBufferPointer<UInt8>, _ i: Int, _ a: UnsafeBufferPointer<UInt8>, _ j: Int, _ tolerance: Tolerance
    ) -> (channel: Int, deltaE: Double?, differs: Bool) {
        var d = 0
        for c in 0..<4 { d = max(d, abs(Int(e[i + c]) - Int(a[j + c]))) }
        guard d > 0 else { return (0, tolerance.deltaE == nil ? nil : 0, false) }
        guard let limit = tolerance.deltaE else { return (d, nil, d > tolerance.channel) }
        let de = deltaE(e[i], e[i + 1], e[i + 2], e[i + 3], a[j], a[j + 1], a[j + 2], a[j + 3])
        return (d, de, de > limit || abs(Int(e[i + 3]) - Int(a[j + 3])) > tolerance.channel)
    }

    /// Compares `actual` with `expected`.
    public static func compare(_ expected: Pixmap, _ actual: Pixmap, tolerance: Tolerance = .default) -> Comparison {
        guard expected.width == actual.width, expected.height == actual.height else {
            return Comparison(
                differingPixels: 0, worstChannel: 255, worstDeltaE: nil, sizesMatch: false, matches: false)
        }
        guard tolerance.deltaE != nil else {
            // Channels only: compared in C (WidgetRaster), identical bytes at once.
            let (worst, differing) = expected.channelDifference(from: actual, tolerance: tolerance.channel)
            return Comparison(
                differingPixels: differing, worstChannel: worst, worstDeltaE: nil, sizesMatch: true,
                matches: differing <= tolerance.pixelBudget)
        }
        var differing = 0, worst = 0
        var worstE: Double? = tolerance.deltaE.map { _ in 0 }
        expected.data.withUnsafeBufferPointer { e in
            actual.data.withUnsafeBufferPointer { a in
                for i in stride(from: 0, to: e.count, by: 4) {
                    let p = pixel(e, i, a, i, tolerance)
                    worst = max(worst, p.channel)
                    if let de = p.deltaE { worstE = max(worstE ?? 0, de) }
                    if p.differs { differing += 1 }
                }
            }
        }
        return Comparison(
            differingPixels: differing, worstChannel: worst, worstDeltaE: worstE, sizesMatch: true,
            matches: differing <= tolerance.pixelBudget)
    }

    /// The diff image: differing pixels in red over a faded copy of `expected` (composited
    /// over white, in gray); where only one image has pixels (sizes differ), red. The canvas
    /// holds both images; when their sides differ in opposite directions so much that it
    /// would have more pixels than the two together (16,384×1 against 1×16,384), it is the
    /// larger image's, so a diff never costs more memory than its inputs.
    public static func diffImage(_ expected: Pixmap, _ actual: Pixmap, tolerance: Tolerance = .default) -> Pixmap {
        var width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let expectedPixels = expected.width * expected.height, actualPixels = actual.width * actual.height
        if width * height > expectedPixels + actualPixels {
            (width, height) =
                expectedPixels >= actualPixels ? (expected.width, expected.height) : (actual.width, actual.height)
        }
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        expected.data.withUnsafeBufferPointer { e in
            actual.data.withUnsafeBufferPointer { a in
                for y in 0..<height {
                    for x in 0..<width {
                        let o = (y * width + x) * 4
                        let inE = x < expected.width && y < expected.height
                        let inA = x < actual.width && y < actual.height
                        var red = !(inE && inA)
                        var gray = 255
                        if inE {
                            let i = (y * expected.width + x) * 4
                            let overWhite = (Int(e[i]) + Int(e[i + 1]) + Int(e[i + 2])) / 3 + 255 - Int(e[i + 3])
                            gray = 170 + min(255, overWhite) / 3
                            if inA { red = pixel(e, i, a, (y * actual.width + x) * 4, tolerance).differs }
                        }
                        let v = UInt8(min(255, gray))
                        (bytes[o], bytes[o + 1], bytes[o + 2]) = red ? (230, 20, 20) : (v, v, v)
                    }
                }
            }
        }
        guard let image = Pixmap(width: width, height: height, premultiplied: bytes) else {
            preconditionFailure("the diff of two pixmaps has their sides and only opaque pixels")
        }
        return image
    }

    /// ΔE*ab (CIE 1976) between two premultiplied pixels composited over white.
    static func deltaE(
        _ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8, _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8
    ) -> Double {
        let l1 = lab(r1, g1, b1, a1), l2 = lab(r2, g2, b2, a2)
        let dl = l1.0 - l2.0, da = l1.1 - l2.1, db = l1.2 - l2.2
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// CIE L*a*b* (D65) of a premultiplied sRGB pixel composited over white.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (Double, Double, Double) {
        let white = 255 - Double(a)
        func linear(_ c: UInt8) -> Double {
            let v = min(1, (Double(c) + white) / 255)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let (rl, gl, bl) = (linear(r), linear(g), linear(b))
        let x = (0.4124 * rl + 0.3576 * gl + 0.1805 * bl) / 0.95047
        let y = 0.2126 * rl + 0.7152 * gl + 0.0722 * bl
        let z = (0.0193 * rl + 0.1192 * gl + 0.9505 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
