// Compositing a layer onto the pixels behind it with a blend mode, in premultiplied RGBA.
//
// The formulas are the W3C Compositing and Blending Level 1 ones: for a source pixel
// (αs, Cs) over a backdrop (αb, Cb), colors unpremultiplied,
//   co = αs·(1 − αb)·Cs + αs·αb·B(Cb, Cs) + (1 − αs)·αb·Cb,   αo = αs + αb·(1 − αs),
// with B the separable functions (multiply … exclusion) or the non-separable ones (hue,
// saturation, color, luminosity: Lum, Sat, SetLum, SetSat, ClipColor). plusLighter adds
// the premultiplied pixels, clamped; plusDarker is B = max(0, Cb + Cs − 1) (linear burn)
// in the formula above, so a transparent source leaves the backdrop alone; sourceAtop,
// destinationOver and destinationOut are Porter–Duff. Computed in Float, rounded to the
// nearest byte like every other compositing step.

import WidgetCore

extension Pixmap {
    /// Composites `layer` onto these pixels with `mode`, where both cover the canvas (a
    /// transparent source pixel leaves the backdrop as it is in every mode).
    public mutating func composite(_ layer: Pixmap, blend mode: BlendMode) {
        if mode == .normal {
            composite(layer)
            return
        }
        let destination = bounds
        layer.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                Self.forEachShared(of: layer, with: destination) { i, j in
                    let sa = Float(src[i + 3]) / 255
                    // A transparent source changes nothing, except for modes that clear.
                    if sa == 0 && mode != .sourceAtop { return }
                    let s = SIMD4<Float>(Float(src[i]), Float(src[i + 1]), Float(src[i + 2]), Float(src[i + 3])) / 255
                    let d = SIMD4<Float>(Float(dst[j]), Float(dst[j + 1]), Float(dst[j + 2]), Float(dst[j + 3])) / 255
                    let out = Self.blended(s, over: d, mode: mode)
                    for k in 0..<4 { dst[j + k] = Self.channel(out[k] * 255) }
                    // Premultiplied: no color above its alpha after rounding.
                    for k in 0..<3 where dst[j + k] > dst[j + 3] { dst[j + k] = dst[j + 3] }
                }
            }
        }
    }

    /// One premultiplied source pixel over one premultiplied backdrop pixel (0…1 each).
    static func blended(_ s: SIMD4<Float>, over d: SIMD4<Float>, mode: BlendMode) -> SIMD4<Float> {
        let sa = s[3], da = d[3]
        switch mode {
        case .plusLighter:
            return SIMD4<Float>(min(1, s[0] + d[0]), min(1, s[1] + d[1]), min(1, s[2] + d[2]), min(1, sa + da))
        case .sourceAtop:
            let rgb = SIMD3<Float>(s[0], s[1], s[2]) * da + SIMD3<Float>(d[0], d[1], d[2]) * (1 - sa)
            return SIMD4<Float>(rgb.x, rgb.y, rgb.z, da)
        case .destinationOver:
            return d + s * (1 - da)
        case .destinationOut:
            return d * (1 - sa)
        default:
            break
        }
        func straight(_ p: SIMD4<Float>) -> SIMD3<Float> {
            p[3] > 0 ? SIMD3<Float>(p[0], p[1], p[2]) / p[3] : .zero
        }
        let cs = straight(s), cb = straight(d)
        let b = blendFunction(cb, cs, mode)
        let rgb = sa * (1 - da) * cs + sa * da * b + (1 - sa) * da * cb
        return SIMD4<Float>(rgb.x, rgb.y, rgb.z, sa + da * (1 - sa))
    }

    /// B(Cb, Cs) of the W3C formulas, unpremultiplied colors in 0…1.
    static func blendFunction(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>, _ mode: BlendMode) -> SIMD3<Float> {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> {
            SIMD3<Float>(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z))
        }
        func hardLight(_ b: Float, _ s: Float) -> Float { s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return each { b, s in hardLight(s, b) }
        case .darken: return pointwiseMin(cb, cs)
        case .lighten: return pointwiseMax(cb, cs)
        case .colorDodge:
            return each { b, s in b == 0 ? 0 : (s >= 1 ? 1 : min(1, b / (1 - s))) }
        case .colorBurn:
            return each { b, s in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - b) / s)) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let dd = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (dd - b)
            }
        case .difference: return each { b, s in abs(b - s) }
        case .exclusion: return cb + cs - 2 * cb * cs
        case .plusDarker: return each { b, s in max(0, b + s - 1) }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return cs
        }
    }

    static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
        var r = c
        if n < 0 { r = SIMD3<Float>(repeating: l) + (r - l) * l / (l - n) }
        if x > 1 { r = SIMD3<Float>(repeating: l) + (r - l) * (1 - l) / (x - l) }
        return r
    }

    static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> { clipColor(c + (l - lum(c))) }

    static func sat(_ c: SIMD3<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

    /// The color with saturation `s` and the same order of channels (SetSat).
    static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let lo = min(c.x, c.y, c.z), hi = max(c.x, c.y, c.z)
        guard hi > lo else { return .zero }
        return (c - lo) * s / (hi - lo)
    }
}
