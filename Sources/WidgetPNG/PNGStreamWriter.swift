// The fast PNG encoder: the image's rows are cut into strips of at most 65,273 bytes, and
// each strip is un-premultiplied, given its filter bytes (none: widgets are flat color and
// gradients, where filters cost more time than they save at level 1) and deflated on a
// core of its own. A strip that is not the last ends with a sync flush, so the strips join
// into one deflate stream; their Adler-32 sums combine into the stream's. libpng then
// writes the file around the stream: signature, IHDR, sRGB, IDAT, IEND, with their CRCs.
//
// Rows may arrive in bands (a picture drawn a band at a time): each strip is queued for
// compression once all its rows are in (StripQueue: the other cores compress it while
// the caller draws on), and rows short of a strip wait for the next band. The strips are
// always cut from the image's top, so the bytes do not depend on the bands.
//
// The strips depend on the image alone, never on the number of cores, so the bytes are
// the same on every machine. Each strip starts with an empty dictionary, which costs a
// few per cent of size; measured in Benchmarks/ (README "Speed") against libpng's own
// single-threaded writer.

import CPNGWrite
import Dispatch
import WidgetRaster

/// Writes one PNG from rows that arrive in bands, top to bottom: the rows of each full
/// strip are compressed as soon as they are in, so a picture drawn a band at a time (the
/// contact sheet) is never held whole. The bytes are the same however the rows are cut
/// into bands.
public struct PNGStreamWriter: Sendable {
    /// At most this many bytes of filtered rows per strip (one row if a row is longer): zlib
    /// slides its 32 KiB window once its position reaches 2 × 32 KiB less its look-ahead
    /// (262 bytes), rebasing every entry of its hash table and chains (48K entries at memory
    /// level 7, each time), then again every 32 KiB; it looks one last time at the end of
    /// its input. A strip shorter than that point never slides: for the reference widget,
    /// deflating took 30 % less time than in 256 KiB strips, for 2.4 % more bytes
    /// (docs/speed.md).
    static let stripBytes = 2 * 32_768 - 262 - 1
    /// zlib's level 1: its fastest that still finds repeats.
    public static let fastestLevel = 1

    public let width: Int
    public let height: Int
    /// Rows per strip: set by the width alone.
    public let rowsPerStrip: Int
    /// zlib's compression level, 0 (stored, no compression) to 9.
    public let level: Int
    /// The strips queued for compression, or compressed, so far.
    private let queue = StripQueue()
    /// Premultiplied rows received but not yet in a compressed strip (fewer than a strip).
    private var pending: [UInt8] = []
    /// The first row not yet received.
    public private(set) var nextRow = 0

    /// A writer for an image of `width` × `height` pixels, deflated at zlib's `level`.
    public init(width: Int, height: Int, level: Int = fastestLevel) throws(PNGError) {
        guard (1...Pixmap.maxDimension).contains(width), (1...Pixmap.maxDimension).contains(height) else {
            throw .encodeFailed("a PNG of \(width)×\(height) pixels is not written")
        }
        guard (0...9).contains(level) else { throw .encodeFailed("zlib has no level \(level)") }
        self.width = width
        self.height = height
        self.level = level
        rowsPerStrip = max(1, Self.stripBytes / (1 + width * 4))
    }

    /// The PNG bytes of `pixmap`, 8-bit RGBA with straight alpha (wherever it lies on a canvas).
    static func encode(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        var writer = try PNGStreamWriter(width: pixmap.width, height: pixmap.height)
        writer.appendRows(pixmap.data, count: pixmap.height)
        return try writer.finish()
    }

    /// Takes the next rows: `band` is as wide as the image, at column 0, and starts at
    /// `nextRow` (its `originX` and `originY`).
    public mutating func append(_ band: Pixmap) throws(PNGError) {
        guard band.width == width, band.originX == 0, band.originY == nextRow, band.height <= height - nextRow
        else {
            throw .encodeFailed(
                "rows \(band.originY)..<\(band.originY + band.height) from column \(band.originX), \(band.width) wide, do not follow row \(nextRow) of a \(width)×\(height) image"
            )
        }
        appendRows(band.data, count: band.height)
    }

    /// Takes `count` rows of premultiplied `pixels` as the next rows. The rows waiting from
    /// earlier bands (fewer than a strip, starting on a strip's first row) are topped up
    /// first; the rest of the band is compressed where it lies, whole strips only, except
    /// that the rows reaching the bottom of the image end in the last, shorter strip.
    mutating func appendRows(_ pixels: [UInt8], count: Int) {
        let rowBytes = width * 4
        var start = 0
        if !pending.isEmpty {
            let waiting = pending.count / rowBytes
            let take = min(count, rowsPerStrip - waiting)
            pending += pixels[0..<(take * rowBytes)]
            start = take
            let first = nextRow - waiting
            nextRow += take
            guard waiting + take == rowsPerStrip || nextRow == height else { return }
            compress(pending, from: 0, rows: waiting + take, firstRow: first)
            pending = []
        }
        let rows = count - start
        let full = nextRow + rows == height ? (rows + rowsPerStrip - 1) / rowsPerStrip : rows / rowsPerStrip
        let used = min(rows, full * rowsPerStrip)
        compress(pixels, from: start, rows: used, firstRow: nextRow)
        pending = Array(pixels[((start + used) * rowBytes)..<(count * rowBytes)])
        nextRow += rows
    }

    /// The PNG bytes, once every row is in.
    public func finish() throws(PNGError) -> [UInt8] {
        guard nextRow == height else {
            throw .encodeFailed("only \(nextRow) of the image's \(height) rows were written")
        }
        // The zlib stream: header (deflate, 32 KiB window, fastest), the strips, Adler-32.
        let strips = queue.finish()
        var stream: [UInt8] = [0x78, 0x01]
        let deflated: Int = strips.reduce(0) { $0 + ($1?.bytes.count ?? 0) }
        stream.reserveCapacity(2 + deflated + 4)
        var adler: UInt32 = 1
        for strip in strips {
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

    /// Queues the strips of `rows` rows of premultiplied `pixels` from its row `from` (image
    /// rows from `firstRow`, the first row of a strip), each to be filtered and deflated on
    /// a core of its own.
    private func compress(_ pixels: [UInt8], from: Int, rows: Int, firstRow: Int) {
        let count = (rows + rowsPerStrip - 1) / rowsPerStrip
        let width = self.width, height = self.height, rowsPerStrip = self.rowsPerStrip, level = Int32(level)
        for s in 0..<count {
            let first = s * rowsPerStrip, last = min(rows, first + rowsPerStrip)
            queue.add(firstRow / rowsPerStrip + s) {
                let filtered = pixels.withUnsafeBufferPointer {
                    Self.filteredRows($0, width: width, rows: (from + first)..<(from + last))
                }
                let adler = filtered.withUnsafeBufferPointer { wr_adler32(1, $0.baseAddress, $0.count) }
                let capacity = wr_deflate_bound(filtered.count)
                let isLast = firstRow + last == height
                var written = 0
                // Deflated into room for the worst case, kept at its size: the strips of a
                // large picture stay in memory until the last is in.
                let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
                defer { room.deallocate() }
                let status = filtered.withUnsafeBufferPointer {
                    wr_deflate_strip(
                        $0.baseAddress, $0.count, level, isLast ? 1 : 0, room.baseAddress, capacity, &written)
                }
                let compressed = status == 0 ? Array(room[..<written]) : []
                return Strip(bytes: compressed, adler: adler, length: filtered.count, ok: status == 0)
            }
        }
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
