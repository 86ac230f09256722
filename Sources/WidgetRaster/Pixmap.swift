// A premultiplied RGBA8 image: the raster stage's output value.
//
// A pixmap may cover only part of the canvas it is drawn for (a layer covers what its
// group draws, not the whole widget): `originX`/`originY` place its top-left pixel on the
// canvas, and every drawing operation takes canvas coordinates. Outside its bounds a
// pixmap is transparent.

import CRaster

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
    /// The canvas pixel of the top-left pixel (0, 0 for a whole image).
    public internal(set) var originX = 0
    public internal(set) var originY = 0

    /// The canvas pixels this pixmap covers.
    public var bounds: PixelBounds {
        PixelBounds(x0: originX, y0: originY, x1: originX + width, y1: originY + height)
    }

    /// A transparent pixmap over the canvas pixels `bounds`, or nil when a side is not in
    /// 1…`maxDimension`.
    public init?(covering bounds: PixelBounds) {
        self.init(width: bounds.x1 - bounds.x0, height: bounds.y1 - bounds.y0)
        originX = bounds.x0
        originY = bounds.y0
    }

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
        self.init(width: width, height: height, pixels: data)
        guard data.withUnsafeBufferPointer({ wr_is_premultiplied($0.baseAddress, width * height) }) != 0 else {
            return nil
        }
    }

    /// A pixmap over pixels with straight alpha (as image files store them), premultiplied
    /// here, or nil when the sizes do not agree.
    public init?(width: Int, height: Int, straightAlpha data: [UInt8]) {
        self.init(width: width, height: height, pixels: data)
        // Premultiplying leaves every colour channel at most its alpha.
        self.data.withUnsafeMutableBufferPointer { wr_premultiply($0.baseAddress, width * height) }
    }

    /// A pixmap over `pixels`, or nil when a side is not in 1…`maxDimension` or the bytes
    /// are not width × height × 4.
    private init?(width: Int, height: Int, pixels: [UInt8]) {
        guard (1...Self.maxDimension).contains(width), (1...Self.maxDimension).contains(height),
            pixels.count == width * height * 4
        else { return nil }
        self.width = width
        self.height = height
        self.data = pixels
    }

    /// The premultiplied RGBA of the pixel at (x, y).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (data[i], data[i + 1], data[i + 2], data[i + 3])
    }

    /// The pixels with straight (not premultiplied) alpha, as image files store them.
    public func straightAlphaBytes() -> [UInt8] {
        let count = data.count
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            data.withUnsafeBufferPointer { Self.unpremultiply($0, from: 0, count: count, into: out, at: 0) }
            initialized = count
        }
    }

    /// Writes `count` bytes of premultiplied RGBA from `source[from...]` to `out[at...]` with
    /// straight alpha: most pixels are opaque or clear and are copied as they are, sixteen or
    /// four at a time where they can be (`wr_unpremultiply`). The two may be the same
    /// buffer at the same place, but must not otherwise overlap. (The PNG writer calls it
    /// row by row.)
    public static func unpremultiply(
        _ source: UnsafeBufferPointer<UInt8>, from: Int, count: Int, into out: UnsafeMutableBufferPointer<UInt8>,
        at: Int
    ) {
        guard count > 0, let input = source.baseAddress, let output = out.baseAddress else { return }
        precondition(count % 4 == 0 && from >= 0 && from + count <= source.count && at >= 0 && at + count <= out.count)
        wr_unpremultiply(input + from, count / 4, output + at)
    }

    /// Multiplies every pixel (of `region`, default the whole pixmap) by the mask's
    /// coverage; pixels outside the mask become transparent (destination-in). Used to cut
    /// the widget out of its container shape.
    public mutating func clip(to mask: Mask, within region: PixelBounds? = nil) {
        let w = width
        let b = bounds
        let r = region ?? b
        let x0 = min(b.x1, max(b.x0, r.x0)), y0 = min(b.y1, max(b.y0, r.y0))
        let x1 = max(x0, min(b.x1, r.x1)), y1 = max(y0, min(b.y1, r.y1))
        // Canvas pixel (x, y) is element y × w + x − shift.
        let shift = originY * w + originX
        mask.values.withUnsafeBufferPointer { cov in
            data.withUnsafeMutableBufferPointer { p in
                guard let pixels = p.baseAddress else { return }
                for y in y0..<y1 {
                    let row = y - mask.y
                    // Columns the mask covers on this row; the rest of the region is cleared.
                    let inside =
                        row >= 0 && row < mask.height
                        ? max(x0, min(x1, mask.x))..<max(x0, min(x1, mask.x + mask.width)) : x0..<x0
                    // Byte offsets of canvas pixels on this row (each one in the pixmap).
                    func at(_ x: Int) -> Int { (y * w + x - shift) * 4 }
                    wr_clear(pixels + at(x0), (inside.lowerBound - x0) * 4)
                    wr_clear(pixels + at(inside.upperBound), (x1 - inside.upperBound) * 4)
                    guard !inside.isEmpty, let coverage = cov.baseAddress else { continue }
                    wr_clip_span(
                        pixels + at(inside.lowerBound), coverage + (mask.rowStart(y) + inside.lowerBound), inside.count)
                }
            }
        }
    }
}
