// The fast PNG encoder: the image's rows are cut into strips of about 256 KiB, and each
// strip is un-premultiplied, given its filter bytes (none: widgets are flat color and
// gradients, where filters cost more time than they save at level 1) and deflated on its
// own core. A strip that is not the last ends with a sync flush, so the strips join into
// one deflate stream; their Adler-32 sums combine into the stream's. libpng then writes
// the file around the stream: signature, IHDR, sRGB, IDAT, IEND, with their CRCs.
//
// The strips depend on the image alone, never on the number of cores, so the bytes are
// the same on every machine. Each strip starts with an empty dictionary, which costs a
// few per cent of size; measured in Benchmarks/ (README "Speed") against libpng's own
// single-threaded writer.

import CPNGWrite
import Dispatch
import WidgetRaster

enum PNGStreamWriter {
    /// About this many bytes of filtered rows per strip.
    static let stripBytes = 256 << 10
    /// zlib's level 1: its fastest that still finds repeats.
    static let level: Int32 = 1

    /// The PNG bytes of `pixmap`, 8-bit RGBA with straight alpha.
    static func encode(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        let width = pixmap.width, height = pixmap.height
        let rowBytes = 1 + width * 4
        let rowsPerStrip = max(1, stripBytes / rowBytes)
        let strips = (height + rowsPerStrip - 1) / rowsPerStrip
        let results = StripResults(count: strips)
        pixmap.data.withUnsafeBufferPointer { buffer in
            // Read-only for the workers, valid until concurrentPerform returns.
            nonisolated(unsafe) let pixels = buffer
            DispatchQueue.concurrentPerform(iterations: strips) { s in
                let first = s * rowsPerStrip, last = min(height, first + rowsPerStrip)
                let filtered = filteredRows(pixels, width: width, rows: first..<last)
                let adler = filtered.withUnsafeBufferPointer { wr_adler32(1, $0.baseAddress, $0.count) }
                let capacity = wr_deflate_bound(filtered.count)
                var written = 0
                var status: Int32 = 1
                let compressed = [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
                    status = filtered.withUnsafeBufferPointer {
                        wr_deflate_strip(
                            $0.baseAddress, $0.count, level, s == strips - 1 ? 1 : 0, out.baseAddress, capacity,
                            &written)
                    }
                    count = status == 0 ? written : 0
                }
                results.set(s, Strip(bytes: compressed, adler: adler, length: filtered.count, ok: status == 0))
            }
        }
        // The zlib stream: header (deflate, 32 KiB window, fastest), the strips, Adler-32.
        let done = results.all
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(2 + done.reduce(0) { $0 + ($1?.bytes.count ?? 0) } + 4)
        var adler: UInt32 = 1
        for strip in done {
            guard let strip, strip.ok else { throw .encodeFailed("deflate failed") }
            stream += strip.bytes
            adler = wr_adler32_combine(adler, strip.adler, strip.length)
        }
        stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: Int(WR_PNG_MESSAGE_LENGTH))
        let status = stream.withUnsafeBufferPointer {
            wr_png_write_stream(
                UInt32(width), UInt32(height), $0.baseAddress, $0.count, &output, &length, &message)
        }
        guard status == 0, let output else {
            throw .encodeFailed(
                String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { wr_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }

    /// Rows `rows` of premultiplied `pixels`, each as a filter byte (0, none) and its pixels
    /// with straight alpha (as `Pixmap.straightAlphaBytes`).
    static func filteredRows(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, rows: Range<Int>) -> [UInt8] {
        let rowBytes = 1 + width * 4
        let count = rows.count * rowBytes
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            var o = 0
            for y in rows {
                out[o] = 0
                Pixmap.unpremultiply(pixels, from: y * width * 4, count: width * 4, into: out, at: o + 1)
                o += rowBytes
            }
            initialized = count
        }
    }

    struct Strip: Sendable {
        var bytes: [UInt8]
        var adler: UInt32
        var length: Int
        var ok: Bool
    }
}

/// The strips' results: each worker writes its own slot, and they are read after
/// `concurrentPerform` has returned (which orders the writes before the reads).
private final class StripResults: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<PNGStreamWriter.Strip?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ i: Int, _ strip: PNGStreamWriter.Strip) { slots[i] = strip }

    /// Every slot, read after all workers have returned.
    var all: [PNGStreamWriter.Strip?] { Array(slots) }
}
