// A premultiplied RGBA8 image: the raster stage's output value.

/// Pixels in premultiplied RGBA, 8 bits a channel, rows top to bottom without padding.
///
/// Guarantees: `width` and `height` are in 1…`maxDimension` and `data.count` is
/// `width × height × 4`; every color channel is ≤ its pixel's alpha.
public struct Pixmap: Hashable, Sendable {
    /// The largest side a pixmap may have (a 16384-pixel side is 1 GiB at most).
    public static let maxDimension = 16_384

    public let width: Int
    public let height: Int
    public internal(set) var data: [UInt8]

    /// A transparent pixmap, or nil when a side is not in 1…`maxDimension`.
    public init?(width: Int, height: Int) {
        guard (1...Self.maxDimension).contains(width), (1...Self.maxDimension).contains(height)
        else { return nil }
        self.width = width
        self.height = height
        self.data = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap over existing premultiplied pixels, or nil when the sizes do not agree
    /// or a color channel exceeds its alpha.
    public init?(width: Int, height: Int, premultiplied data: [UInt8]) {
        guard (1...Self.maxDimension).contains(width), (1...Self.maxDimension).contains(height),
            data.count == width * height * 4
        else { return nil }
        for i in stride(from: 0, to: data.count, by: 4)
        where data[i] > data[i + 3] || data[i + 1] > data[i + 3] || data[i + 2] > data[i + 3] {
            return nil
        }
        self.width = width
        self.height = height
        self.data = data
    }

    /// The premultiplied RGBA of the pixel at (x, y).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (data[i], data[i + 1], data[i + 2], data[i + 3])
    }

    /// The pixels with straight (not premultiplied) alpha, as image files store them.
    public func straightAlphaBytes() -> [UInt8] {
        var out = data
        out.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = Int(p[i + 3])
                if a == 0 || a == 255 { continue }
                for c in 0..<3 { p[i + c] = UInt8(min(255, (Int(p[i + c]) * 255 + a / 2) / a)) }
            }
        }
        return out
    }

    /// Multiplies every pixel by the mask's coverage; pixels outside the mask become
    /// transparent (destination-in). Used to cut the widget out of its container shape.
    public mutating func clip(to mask: Mask) {
        let w = width
        mask.values.withUnsafeBufferPointer { cov in
            data.withUnsafeMutableBufferPointer { p in
                for y in 0..<height {
                    let row = y - mask.y
                    let rowInside = row >= 0 && row < mask.height
                    for x in 0..<w {
                        let column = x - mask.x
                        let c: Float =
                            rowInside && column >= 0 && column < mask.width ? cov[row * mask.width + column] : 0
                        if c >= 1 { continue }
                        let i = (y * w + x) * 4
                        for k in 0..<4 { p[i + k] = c <= 0 ? 0 : UInt8(Float(p[i + k]) * c + 0.5) }
                    }
                }
            }
        }
    }
}
