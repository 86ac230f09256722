// Per-pixel colour changes (grayscale, saturation, brightness, contrast, invert, multiply,
// hue rotation, luminance to alpha) as one affine map of straight (not premultiplied)
// RGBA: the 4 × 5 matrix of the Filter Effects `feColorMatrix` (FILTER in
// docs/sources.md), kept as three colour rows over r, g, b and an offset, and an alpha
// row over r, g, b, a and an offset. The saturation, hue-rotation and luminance
// coefficients are that specification's; they act on the stored sRGB values, as those
// filters do by default in a browser.

import Foundation

/// An affine colour map: each of r, g, b becomes a weighted sum of r, g, b plus an offset;
/// alpha a weighted sum of r, g, b, a plus an offset.
public struct ColorMatrix: Sendable, Hashable, CustomStringConvertible {
    /// Row-major 3 × 4: for r, g and b, the weights of r, g, b and the offset.
    public var rows: [Double]
    /// The weights of r, g, b and a, and the offset, that make the new alpha.
    public var alphaRow: [Double]

    /// Colour rows, and alpha multiplied by `alpha`.
    public init(rows: [Double], alpha: Double = 1) {
        self.init(rows: rows, alphaRow: [0, 0, 0, alpha, 0])
    }

    public init(rows: [Double], alphaRow: [Double]) {
        precondition(rows.count == 12, "a colour matrix has 3 colour rows of 4")
        precondition(alphaRow.count == 5, "a colour matrix's alpha row has 5 weights")
        self.rows = rows
        self.alphaRow = alphaRow
    }

    public static let identity = ColorMatrix(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0])

    /// Saturation `s`: 0 is the luminance (gray), 1 the colour unchanged.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0,
        ])
    }

    /// Adds `amount` to every channel.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [1, 0, 0, amount, 0, 1, 0, amount, 0, 0, 1, amount])
    }

    /// Scales every channel's distance from 0.5 by `amount`.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let o = 0.5 * (1 - amount)
        return ColorMatrix(rows: [amount, 0, 0, o, 0, amount, 0, o, 0, 0, amount, o])
    }

    /// 1 − every channel.
    public static let invert = ColorMatrix(rows: [-1, 0, 0, 1, 0, -1, 0, 1, 0, 0, -1, 1])

    /// Every channel times the colour's (r, g, b, a in 0…1, straight).
    public static func multiply(r: Double, g: Double, b: Double, a: Double) -> ColorMatrix {
        ColorMatrix(rows: [r, 0, 0, 0, 0, g, 0, 0, 0, 0, b, 0], alpha: a)
    }

    /// The hue turned by `degrees`, luminance kept.
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        return ColorMatrix(rows: [
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0,
        ])
    }

    public var description: String {
        let colour = "[" + rows.map { "\($0)" }.joined(separator: " ") + "]"
        if alphaRow[0] == 0, alphaRow[1] == 0, alphaRow[2] == 0, alphaRow[4] == 0 {
            return colour + " alpha \(alphaRow[3])"
        }
        return colour + " alpha [" + alphaRow.map { "\($0)" }.joined(separator: " ") + "]"
    }
}
