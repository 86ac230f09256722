// JPEG files to pixmaps, through libjpeg (the C wrapper in CJPEG).
//
// Memory stays bounded: the header is read first, and an image larger than the pixel
// budget is decoded at 1/2, 1/4 or 1/8 of its size (libjpeg scales while decoding, so the
// full-size pixels never exist); beyond 1/8 it is refused. Decoding is the same on every
// machine: the accurate integer transform, no dithering. The EXIF orientation (APP1,
// tag 0x0112) is applied, so a photo taken sideways shows upright, as iOS shows it.

import CJPEG
import WidgetRaster

public enum JPEGError: Error, CustomStringConvertible, Equatable {
    case notJPEG(String)
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .notJPEG(let m): "is not a readable JPEG (\(m))"
        case .tooLarge(let w, let h):
            "is \(w)×\(h) pixels; even decoded at 1/8 of its size it would exceed the image limit (scale it down first)"
        }
    }
}

public enum JPEGCodec {
    /// Whether `bytes` start like a JPEG file.
    public static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// Decodes `bytes`, at a reduced size when the full one exceeds `maxPixels`.
    public static func decode(_ bytes: [UInt8], maxPixels: Int) throws(JPEGError) -> Pixmap {
        var message = [CChar](repeating: 0, count: Int(WR_JPEG_MESSAGE_LENGTH))
        var width: Int32 = 0, height: Int32 = 0, components: Int32 = 0
        let headerRead = bytes.withUnsafeBufferPointer { b in
            wr_jpeg_read_header(b.baseAddress, b.count, &width, &height, &components, &message)
        }
        guard headerRead == 1 else { throw .notJPEG(text(message)) }
        guard components != 4 else { throw .notJPEG("CMYK JPEG images are not supported; save it as RGB") }
        let w = Int(width), h = Int(height)
        guard
            let denominator = [1, 2, 4, 8].first(where: { d in
                let sw = Int(wr_jpeg_scaled_side(Int32(w), Int32(d)))
                let sh = Int(wr_jpeg_scaled_side(Int32(h), Int32(d)))
                return sw * sh <= maxPixels && sw <= Pixmap.maxDimension && sh <= Pixmap.maxDimension
            })
        else { throw .tooLarge(width: w, height: h) }
        let sw = Int(wr_jpeg_scaled_side(Int32(w), Int32(denominator)))
        let sh = Int(wr_jpeg_scaled_side(Int32(h), Int32(denominator)))
        var pixels = [UInt8](repeating: 0, count: sw * sh * 4)
        let decoded = bytes.withUnsafeBufferPointer { b in
            pixels.withUnsafeMutableBufferPointer { out in
                wr_jpeg_decode(
                    b.baseAddress, b.count, Int32(denominator), out.baseAddress, Int32(sw), Int32(sh), &message)
            }
        }
        guard decoded == 1 else { throw .notJPEG(text(message)) }
        let (ow, oh, oriented) = orient(pixels, width: sw, height: sh, orientation: exifOrientation(bytes))
        guard let pixmap = Pixmap(width: ow, height: oh, straightAlpha: oriented) else {
            throw .tooLarge(width: w, height: h)
        }
        return pixmap
    }

    /// Encodes opaque RGB pixels (tests use it to make files, with an EXIF orientation).
    public static func encode(rgb: [UInt8], width: Int, height: Int, quality: Int = 90, orientation: Int? = nil)
        throws(JPEGError) -> [UInt8]
    {
        var message = [CChar](repeating: 0, count: Int(WR_JPEG_MESSAGE_LENGTH))
        var exif: [UInt8]? = nil
        if let orientation {
            // "Exif\0\0", a little-endian TIFF header, IFD0 with one entry: orientation.
            exif =
                Array("Exif".utf8) + [0, 0, 0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0]
                + [UInt8(orientation), 0, 0, 0, 0, 0, 0, 0]
        }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let ok = rgb.withUnsafeBufferPointer { p in
            if let exif {
                return exif.withUnsafeBufferPointer { e in
                    wr_jpeg_encode(
                        p.baseAddress, Int32(width), Int32(height), Int32(quality), e.baseAddress, e.count, &out, &size,
                        &message)
                }
            }
            return wr_jpeg_encode(
                p.baseAddress, Int32(width), Int32(height), Int32(quality), nil, 0, &out, &size, &message)
        }
        guard ok == 1, let out else { throw .notJPEG(text(message)) }
        defer { wr_jpeg_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The EXIF orientation (1…8) from the first APP1 "Exif" segment; 1 when absent.
    static func exifOrientation(_ b: [UInt8]) -> Int {
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                i += 2
                continue
            }
            if marker == 0xDA || marker == 0xD9 { break }  // image data: no more metadata
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            let start = i + 4, end = min(b.count, i + 2 + length)
            if marker == 0xE1, end - start >= 14, Array(b[start..<(start + 6)]) == Array("Exif".utf8) + [0, 0] {
                return tiffOrientation(Array(b[(start + 6)..<end])) ?? 1
            }
            i += 2 + length
        }
        return 1
    }

    private static func tiffOrientation(_ t: [UInt8]) -> Int? {
        guard t.count >= 8 else { return nil }
        let little = t[0] == 0x49
        func u16(_ o: Int) -> Int? {
            guard o + 2 <= t.count else { return nil }
            return little ? Int(t[o]) | Int(t[o + 1]) << 8 : Int(t[o]) << 8 | Int(t[o + 1])
        }
        func u32(_ o: Int) -> Int? {
            guard let a = u16(o), let b = u16(o + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for k in 0..<min(count, 512) {
            let entry = ifd + 2 + k * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112, let value = u16(entry + 8), (1...8).contains(value) { return value }
        }
        return nil
    }

    /// The pixels turned upright for an EXIF orientation (1: as stored).
    static func orient(_ p: [UInt8], width w: Int, height h: Int, orientation: Int) -> (Int, Int, [UInt8]) {
        guard (2...8).contains(orientation) else { return (w, h, p) }
        let swaps = orientation >= 5
        let ow = swaps ? h : w, oh = swaps ? w : h
        var out = [UInt8](repeating: 0, count: p.count)
        for y in 0..<oh {
            for x in 0..<ow {
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (w - 1 - x, y)
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                case 4: (sx, sy) = (x, h - 1 - y)
                case 5: (sx, sy) = (y, x)
                case 6: (sx, sy) = (y, h - 1 - x)
                case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                default: (sx, sy) = (w - 1 - y, x)
                }
                let s = (sy * w + sx) * 4, d = (y * ow + x) * 4
                out[d] = p[s]
                out[d + 1] = p[s + 1]
                out[d + 2] = p[s + 2]
                out[d + 3] = p[s + 3]
            }
        }
        return (ow, oh, out)
    }
}
