// Image files to pixmaps, with the limits that keep memory bounded: the header is read
// first, and a PNG of more than `maxPixels` (RenderBudget.imagePixels) or with a side
// longer than a pixmap allows is refused before anything is allocated for its pixels; a
// JPEG that large is decoded at 1/2, 1/4 or 1/8 of its size instead (libjpeg scales as
// it decodes). A PNG's size is believed only once libpng has read its header (checksum
// included), so a damaged file is reported as damaged, not with the size it claims.

import WidgetCore
import WidgetJPEG
import WidgetPNG
import WidgetRaster

enum ImageDecoder {
    /// Decodes `bytes` (the file `source`, named at JSON `path`), refusing images of more
    /// than `maxPixels`.
    static func decode(_ bytes: [UInt8], source: String, path: String, maxPixels: Int) throws(RenderError) -> Pixmap {
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if JPEGCodec.isJPEG(bytes) {
            do { return try JPEGCodec.decode(bytes, maxPixels: maxPixels) } catch {
                throw .image(source: source, path: path, message: error.description)
            }
        }
        guard bytes.starts(with: pngSignature) else {
            throw .image(source: source, path: path, message: "is neither a PNG nor a JPEG image")
        }
        do { return try PNGCodec.decode(bytes, maxPixels: maxPixels) } catch PNGError.tooLarge(let w, let h, _),
            PNGError.tooManyPixels(let w, let h, _)
        {
            throw .image(
                source: source, path: path,
                message:
                    "is \(w)×\(h) pixels; images may have at most \(maxPixels) pixels and \(Pixmap.maxDimension) pixels a side (scale it down first)"
            )
        } catch PNGError.notPNG(let reason) {
            throw .image(source: source, path: path, message: "is not a readable PNG (\(reason))")
        } catch {
            throw .image(source: source, path: path, message: "is not a readable PNG (\(error))")
        }
    }
}
