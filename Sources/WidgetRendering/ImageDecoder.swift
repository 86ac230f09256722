// Image files to pixmaps, with the limits that keep memory bounded: the header is read
// first, and a PNG of more than 40 megapixels (160 MB decoded) or with a side longer than
// a pixmap allows is refused before anything is allocated for its pixels; a JPEG that
// large is decoded at 1/2, 1/4 or 1/8 of its size instead (libjpeg scales as it decodes).

import WidgetCore
import WidgetJPEG
import WidgetPNG
import WidgetRaster

enum ImageDecoder {
    static let largestPixelCount = 40_000_000

    /// Decodes `bytes` (the file `source`, named at JSON `path`).
    static func decode(_ bytes: [UInt8], source: String, path: String) throws(RenderError) -> Pixmap {
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if JPEGCodec.isJPEG(bytes) {
            do { return try JPEGCodec.decode(bytes, maxPixels: largestPixelCount) } catch {
                throw .image(source: source, path: path, message: error.description)
            }
        }
        guard bytes.count >= 24, bytes.starts(with: pngSignature) else {
            throw .image(source: source, path: path, message: "is neither a PNG nor a JPEG image")
        }
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        func u32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let width = u32(16), height = u32(20)
        guard width > 0, height > 0 else {
            throw .image(source: source, path: path, message: "is a PNG with an empty size (\(width)×\(height))")
        }
        guard width <= Pixmap.maxDimension, height <= Pixmap.maxDimension, width * height <= largestPixelCount else {
            throw .image(
                source: source, path: path,
                message:
                    "is \(width)×\(height) pixels; images may have at most 40 megapixels and \(Pixmap.maxDimension) pixels a side (scale it down first)"
            )
        }
        do { return try PNGCodec.decode(bytes) } catch {
            throw .image(source: source, path: path, message: "is not a readable PNG (\(error))")
        }
    }
}
