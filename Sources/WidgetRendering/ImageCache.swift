// Decoded images shared by every render of one `Renderer`, across threads. A check or a
// sheet renders one entry many times (each family, device, scheme and variant), and
// decoded its images again for each: a check of the 204 example goldens decoded the same
// two small PNGs 40 times.
//
// A decoded image is a pure function of the file's bytes and the pixel limit it was
// decoded under (a JPEG over the limit is decoded at a smaller scale), so the key is
// exactly those two: the same bytes under another entry's name are the same picture, and
// a file changed on disk between two loads is other bytes. Only successful decodes are
// kept, so an error names the entry that asked for the file. Bounded in bytes (pixels and
// the file's bytes together); when full, the cache starts over, as `SharedCache` does.

import Foundation
import WidgetRaster

/// Decoded images by file content and pixel limit.
final class ImageCache: @unchecked Sendable {
    /// A file's bytes and the pixel limit of its decode. Its hash is worked out once.
    struct Key: Hashable {
        let bytes: [UInt8]
        let maxPixels: Int
        private let hash: Int

        init(bytes: [UInt8], maxPixels: Int) {
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
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

        /// Compared with `memcmp`: the standard library's `==` on arrays goes element by
        /// element through generic code in a debug build, a few milliseconds for an album
        /// cover's JPEG.
        static func == (a: Key, b: Key) -> Bool {
            guard a.hash == b.hash, a.maxPixels == b.maxPixels, a.bytes.count == b.bytes.count else { return false }
            return a.bytes.withUnsafeBytes { x in
                b.bytes.withUnsafeBytes { y in
                    guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                    return memcmp(p, q, x.count) == 0
                }
            }
        }

        /// What holding this key and its image costs, in bytes.
        func cost(of image: Pixmap) -> Int { bytes.count + image.data.count }
    }

    /// The most bytes of files and pixels held at once.
    let capacity: Int
    private let lock = NSLock()
    private var images: [Key: Pixmap] = [:]
    private var held = 0

    init(capacity: Int) { self.capacity = capacity }

    /// How many images are held (for tests).
    var count: Int { lock.withLock { images.count } }

    /// The image decoded from `key`'s bytes under its limit, decoding it with `decode` the
    /// first time. Two threads asking for a new image at once may both decode it.
    func image(_ key: Key, decode: () throws(RenderError) -> Pixmap) throws(RenderError) -> Pixmap {
        if let image = lock.withLock({ images[key] }) { return image }
        let image = try decode()
        let cost = key.cost(of: image)
        guard cost <= capacity else { return image }
        lock.withLock {
            if images[key] != nil { return }
            if held + cost > capacity {
                images.removeAll(keepingCapacity: true)
                held = 0
            }
            images[key] = image
            held += cost
        }
        return image
    }
}
