// The system's one-color renderings of a widget: each pixel's luminance becomes its
// opacity in a single color. WidgetKit draws the Lock Screen's vibrant widgets (white)
// and iOS 18's tinted Home Screen (the tint) this way: white content stays, black content
// disappears, and everything between fades with its brightness. Luminance is Rec. 709's
// weighting of the sRGB values.

extension Pixmap {
    /// Every pixel as `color` (straight r, g, b in 0…1) at its alpha × its luminance.
    public func toned(_ color: (r: Double, g: Double, b: Double)) -> Pixmap {
        var out = self
        let c = SIMD3<Float>(Float(color.r), Float(color.g), Float(color.b))
        out.data.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = Float(p[i + 3])
                if a == 0 { continue }
                // Premultiplied channels over alpha are the straight ones.
                let l = (0.2126 * Float(p[i]) + 0.7152 * Float(p[i + 1]) + 0.0722 * Float(p[i + 2])) / a
                let alpha = a * min(1, max(0, l)) / 255
                let rgb = c * alpha * 255
                p[i] = Self.channel(rgb.x)
                p[i + 1] = Self.channel(rgb.y)
                p[i + 2] = Self.channel(rgb.z)
                p[i + 3] = Self.channel(alpha * 255)
                for k in 0..<3 where p[i + k] > p[i + 3] { p[i + k] = p[i + 3] }
            }
        }
        return out
    }

    /// A pixmap of this size filled with one opaque color (r, g, b in 0…1).
    public static func filled(width: Int, height: Int, _ color: (r: Double, g: Double, b: Double)) -> Pixmap? {
        guard var p = Pixmap(width: width, height: height) else { return nil }
        let bytes: [UInt8] = [color.r, color.g, color.b].map { Self.channel(Float($0) * 255) } + [255]
        p.data.withUnsafeMutableBufferPointer { d in
            for i in stride(from: 0, to: d.count, by: 4) {
                d[i] = bytes[0]
                d[i + 1] = bytes[1]
                d[i + 2] = bytes[2]
                d[i + 3] = 255
            }
        }
        return p
    }
}
