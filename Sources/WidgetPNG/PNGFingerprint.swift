// A golden's record of the picture it holds, so a check can pass an unchanged snapshot
// without decoding the golden (most of a check's time is inflating and unfiltering it).
//
// The record is a private ancillary chunk, `wrFP`, placed after the image data, holding
// a version byte (1), the fingerprint of every byte of the file before the chunk (the
// signature, the header and the image data: what a decoder reads to make the pixels) and
// the fingerprint of the decoded picture (`Pixmap.fingerprint` of what `PNGCodec.decode`
// returns). A reader trusts the picture's fingerprint only when the file's bytes before
// the chunk still have the recorded fingerprint and no image data follows it; anything
// else (an image editor that rewrote the pixels, a damaged file, no chunk at all) reads as
// no record, and the golden is decoded as before.
//
// The chunk's name follows the PNG specification's rules (section 5.4): lowercase first
// letter, ancillary (a decoder may ignore it); lowercase second, private; uppercase third,
// as required; uppercase fourth, not safe to copy, so an editor that changes the image
// drops it rather than carrying a stale record.

import CPNGWrite
import WidgetRaster

/// Reads and writes the `wrFP` chunk.
public enum PNGFingerprint {
    /// The chunk's type.
    static let type: [UInt8] = Array("wrFP".utf8)
    static let version: UInt8 = 1
    /// Version, the file's fingerprint, the picture's.
    static let dataLength = 33
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG bytes of `pixmap` (as `PNGCodec.encode`) with the record of the picture
    /// they decode to: the pixmap's straight-alpha bytes (what the file holds) premultiplied
    /// again, as `PNGCodec.decode` does.
    public static func encode(_ pixmap: Pixmap, compression: PNGCodec.Compression) throws -> [UInt8] {
        let png = try PNGCodec.encode(pixmap, compression: compression)
        guard
            let decoded = Pixmap(
                width: pixmap.width, height: pixmap.height, straightAlpha: pixmap.straightAlphaBytes()),
            let recorded = embed(decoded.fingerprint, in: png)
        else { throw PNGError.encodeFailed("could not record the picture's fingerprint") }
        return recorded
    }

    /// `png` with a record that it decodes to `picture` (its `Pixmap.fingerprint`), put
    /// just before the IEND chunk; any earlier record is dropped first. Nil when `png` does
    /// not end with an IEND chunk.
    public static func embed(_ picture: Fingerprint, in png: [UInt8]) -> [UInt8]? {
        var png = png
        if let old = chunks(of: png)?.first(where: { $0.type == type }) {
            png.removeSubrange(old.start..<old.end)
        }
        guard let chunks = chunks(of: png), let end = chunks.last, end.type == Array("IEND".utf8) else { return nil }
        let before = png[..<end.start]
        let file = before.withUnsafeBytes { Fingerprint(of: $0) }
        var data: [UInt8] = [version]
        data += file.bytes
        data += picture.bytes
        var chunk = bigEndian(UInt32(data.count)) + type + data
        let crc = chunk[4...].withUnsafeBufferPointer { wr_crc32(0, $0.baseAddress, $0.count) }
        chunk += bigEndian(crc)
        return Array(before) + chunk + png[end.start...]
    }

    /// The picture `png` records it decodes to, or nil when it has no record that still
    /// holds (see the file's note).
    public static func picture(in png: [UInt8]) -> Fingerprint? {
        guard let chunks = chunks(of: png) else { return nil }
        guard let index = chunks.firstIndex(where: { $0.type == type }) else { return nil }
        let record = chunks[index]
        let imageData = Array("IDAT".utf8)
        guard chunks[..<index].contains(where: { $0.type == imageData }),
            !chunks[(index + 1)...].contains(where: { $0.type == imageData || $0.type == type }),
            record.dataLength == dataLength
        else { return nil }
        let data = png[(record.start + 8)..<(record.start + 8 + dataLength)]
        let stored = png[(record.start + 4)..<(record.end - 4)]
        let crc = stored.withUnsafeBufferPointer { wr_crc32(0, $0.baseAddress, $0.count) }
        guard bigEndian(crc)[...] == png[(record.end - 4)..<record.end], data.first == version,
            let file = Fingerprint(bytes: data.dropFirst().prefix(16)),
            file == png[..<record.start].withUnsafeBytes({ Fingerprint(of: $0) })
        else { return nil }
        return Fingerprint(bytes: data.suffix(16))
    }

    /// One chunk: where it starts (its length field) and ends (after its CRC), its type
    /// and the length of its data.
    struct Chunk {
        var start: Int
        var end: Int
        var type: [UInt8]
        var dataLength: Int
    }

    /// The chunks of `png` in order, or nil when it does not start with the PNG signature
    /// or a chunk runs past its end. Only lengths and types are read.
    static func chunks(of png: [UInt8]) -> [Chunk]? {
        guard png.starts(with: signature) else { return nil }
        var result: [Chunk] = []
        var at = signature.count
        while at < png.count {
            guard png.count - at >= 12 else { return nil }
            let length = png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            // The specification caps a chunk's length at 2^31 − 1.
            guard length <= Int(Int32.max), png.count - at - 12 >= length else { return nil }
            result.append(
                Chunk(start: at, end: at + 12 + length, type: Array(png[(at + 4)..<(at + 8)]), dataLength: length))
            at += 12 + length
        }
        return result
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
