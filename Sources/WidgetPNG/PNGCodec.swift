// PNG in and out through libpng's simplified API (png_image): libpng reports errors
// through the png_image's message instead of longjmp, so no C jump crosses Swift frames.
//
// Encoding choice: `Compression.fast`, the default for snapshots, is the strip writer
// (PNGStreamWriter.swift: no filtering, zlib's level 1, strips deflated on every core);
// widgets are mostly flat color and gradients, where filtering buys little. `.smallest`
// goes through the simplified API with libpng's defaults (adaptive row filters, zlib's
// default level), for images that will be shipped. The benchmark (Benchmarks/, README
// "Speed") measures both.

import CLibPNG
import WidgetRaster

/// Errors from encoding or decoding PNG data.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// libpng refused to encode the pixels (its message is kept).
    case encodeFailed(String)
    /// The bytes are not a PNG libpng can read (its message is kept).
    case notPNG(String)
    /// The image is larger than the renderer accepts.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The image has more pixels than the caller accepts.
    case tooManyPixels(width: Int, height: Int, limit: Int)

    public var description: String {
        switch self {
        case .encodeFailed(let m): "could not encode PNG: \(m)"
        case .notPNG(let m): "not a readable PNG image (\(m))"
        case .tooLarge(let w, let h, let limit):
            "the PNG is \(w)×\(h) pixels; images larger than \(limit) pixels on a side are refused"
        case .tooManyPixels(let w, let h, let limit):
            "the PNG is \(w)×\(h) pixels; images of more than \(limit) pixels are refused"
        }
    }
}

/// Encodes pixmaps to PNG bytes and decodes PNG bytes to pixmaps.
public enum PNGCodec {
    /// PNG_FORMAT_RGBA, a macro expression Swift does not import: color | alpha flags.
    static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)

    /// How hard the encoder works on file size.
    public enum Compression: Sendable {
        /// No row filters and a fast zlib level: the snapshot default (see the file's note).
        case fast
        /// libpng's adaptive filters at zlib's default level: about 10% smaller, ten times slower.
        case smallest
    }

    /// The PNG bytes of `pixmap`, 8-bit RGBA with straight alpha, non-interlaced.
    public static func encode(_ pixmap: Pixmap, compression: Compression = .fast) throws -> [UInt8] {
        if compression == .fast { return try PNGStreamWriter.encode(pixmap) }
        let pixels = pixmap.straightAlphaBytes()
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(pixmap.width)
        image.height = UInt32(pixmap.height)
        image.format = rgbaFormat
        let raw = pixmap.width * pixmap.height * 4
        var capacity = raw + raw / 64 + pixmap.height + 4096
        for _ in 0..<2 {
            var size = png_alloc_size_t(capacity)
            var ok: Int32 = 0
            // Uninitialized: only the bytes libpng writes are touched (a compressed snapshot
            // is a fraction of the worst case reserved here).
            let out = [UInt8](unsafeUninitializedCapacity: capacity) { dst, count in
                ok = pixels.withUnsafeBytes { src in
                    png_image_write_to_memory(
                        &image, dst.baseAddress, &size, 0, src.baseAddress,
                        Int32(pixmap.width * 4), nil)
                }
                count = ok != 0 ? Int(size) : 0
            }
            // A copy of just the file, so callers holding many do not keep the reserve.
            if ok != 0 { return out.withUnsafeBufferPointer { Array($0) } }
            if Int(size) > capacity {
                capacity = Int(size)
                png_image_free(&image)
                continue
            }
            let message = messageOf(&image)
            png_image_free(&image)
            throw PNGError.encodeFailed(message)
        }
        throw PNGError.encodeFailed("output buffer kept growing")
    }

    /// Decodes PNG bytes (any bit depth, palette, gray, interlaced) to a premultiplied pixmap.
    /// An image with a side over `maxDimension` or more than `maxPixels` pixels is refused
    /// once its header is read, before its pixels are allocated.
    public static func decode(_ bytes: [UInt8], maxDimension: Int = Pixmap.maxDimension, maxPixels: Int = .max)
        throws -> Pixmap
    {
        // libpng reads from the caller's memory until finish_read: both calls stay inside
        // one withUnsafeBytes so the pointer is valid throughout.
        let (width, height, pixels) = try bytes.withUnsafeBytes {
            src -> (Int, Int, [UInt8]) in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, src.baseAddress, src.count) != 0 else {
                throw PNGError.notPNG(messageOf(&image))
            }
            let width = Int(image.width), height = Int(image.height)
            guard width <= maxDimension, height <= maxDimension else {
                throw PNGError.tooLarge(width: width, height: height, limit: maxDimension)
            }
            guard width * height <= maxPixels else {
                throw PNGError.tooManyPixels(width: width, height: height, limit: maxPixels)
            }
            image.format = rgbaFormat
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { dst in
                png_image_finish_read(&image, nil, dst.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { throw PNGError.notPNG(messageOf(&image)) }
            return (width, height, pixels)
        }
        guard let pixmap = Pixmap(width: width, height: height, straightAlpha: pixels) else {
            throw PNGError.tooLarge(width: width, height: height, limit: maxDimension)
        }
        return pixmap
    }

    private static func messageOf(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
