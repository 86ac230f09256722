// Decoded images shared by every render of one `Renderer`, across threads. A check or a
// sheet renders one entry many times (each family, device, scheme and variant), and
// decoded its images again for each: a check of the 204 example goldens decoded the same
// two small PNGs 40 times.
//
// A decoded image is a pure function of the file's bytes and the pixel limit it was
// decoded under (a JPEG over the limit is decoded at a smaller scale), so the key is
// exactly those two: the same bytes under another entry's name are the same picture, and
// a file changed on disk between two loads is other bytes. Only successful decodes are
// kept, so an error names the entry that asked for the file. The cache is a `SharedCache`
// bounded in bytes (pixels and the file's bytes together).
//
// A key is made for every render, so its hash reads at most the file's first 64 KiB (and
// its length): a photo of a few megabytes is not hashed whole each time. Keys that share
// a prefix are told apart by comparing all their bytes, which is quick when they are one
// array (a check renders one loaded entry many times) and a `memcmp` otherwise.

import Foundation
import WidgetRaster

/// Decoded images by file content and pixel limit, at most `capacity` bytes of files and
/// pixels (`ImageCache.images(bytes:)` makes one).
typealias ImageCache = SharedCache<ImageKey, Pixmap>

extension SharedCache where Key == ImageKey, Value == Pixmap {
    /// A cache of decoded images holding at most `bytes` of files and pixels.
    static func images(bytes: Int) -> ImageCache {
        ImageCache(capacity: bytes) { key, image in key.bytes.count + image.data.count }
    }
}

/// A file's bytes and the pixel limit of its decode.
struct ImageKey: Hashable {
    /// How many of the file's first bytes the hash reads.
    static let hashedPrefix = 64 << 10

    let bytes: [UInt8]
    let maxPixels: Int
    private let hash: Int

    init(bytes: [UInt8], maxPixels: Int) {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0.prefix(Self.hashedPrefix))) }
        hasher.combine(bytes.count)
        hasher.combine(maxPixels)
        self.init(bytes: bytes, maxPixels: maxPixels, hash: hasher.finalize())
    }

    /// A key with the hash given (tests make two keys whose hashes collide).
    init(bytes: [UInt8], maxPixels: Int, hash: Int) {
        self.bytes = bytes
        self.maxPixels = maxPixels
        self.hash = hash
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Compared with `memcmp` unless both are one array: the standard library's `==` on
    /// arrays goes element by element through generic code in a debug build, a few
    /// milliseconds for an album cover's JPEG.
    static func == (a: ImageKey, b: ImageKey) -> Bool {
        guard a.hash == b.hash, a.maxPixels == b.maxPixels, a.bytes.count == b.bytes.count else { return false }
        return a.bytes.withUnsafeBytes { x in
            b.bytes.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress, p != q else { return true }
                return memcmp(p, q, x.count) == 0
            }
        }
    }
}
