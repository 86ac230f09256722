// Layers: a group drawn on its own pixmap, then composited onto what lies below as one
// image (so overlapping children of a faded group do not show through each other), and
// masks that keep a layer where another layer has alpha.

extension Pixmap {
    /// Source-over of `layer` (the same size) onto this pixmap, scaled by `opacity`.
    public mutating func composite(_ layer: Pixmap, opacity: Double = 1) {
        guard layer.width == width, layer.height == height, opacity > 0 else { return }
        let op = Float(min(1, opacity))
        layer.data.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { dst in
                for i in stride(from: 0, to: dst.count, by: 4) {
                    let a = src[i + 3]
                    if a == 0 { continue }
                    if a == 255 && op >= 1 {
                        dst[i] = src[i]
                        dst[i + 1] = src[i + 1]
                        dst[i + 2] = src[i + 2]
                        dst[i + 3] = 255
                        continue
                    }
                    let s = Premultiplied(
                        r: Float(src[i]) / 255, g: Float(src[i + 1]) / 255, b: Float(src[i + 2]) / 255,
                        a: Float(a) / 255)
                    Self.blend(s, coverage: op, into: dst, at: i)
                }
            }
        }
    }

    /// Multiplies every pixel by `mask`'s alpha at the same place (destination-in).
    public mutating func mask(by mask: Pixmap) {
        guard mask.width == width, mask.height == height else { return }
        mask.data.withUnsafeBufferPointer { m in
            data.withUnsafeMutableBufferPointer { p in
                for i in stride(from: 0, to: p.count, by: 4) {
                    let a = Int(m[i + 3])
                    if a == 255 { continue }
                    for c in 0..<4 { p[i + c] = UInt8((Int(p[i + c]) * a + 127) / 255) }
                }
            }
        }
    }
}
