// Coverage masks of paths, rasterized once and reused: a shape's coverage depends on
// nothing but its path (in device pixels) and the pixels asked for, so a cached mask is
// exactly what rasterizing again would give. Renders repeat the same shapes over and
// over (a widget's container corners on every render of a device; the same entry in
// light, dark and placeholder; a matrix of devices sharing sizes), so fills and the
// container's corners look here first. Bounded by the bytes of coverage it holds and by
// its number of masks (when full it starts over; a mask larger than an eighth of the
// budget is not kept) and
// thread-safe, like the glyph cache.

import Foundation
import WidgetCore
import WidgetRaster

/// Masks of paths by path and pixel region.
final class MaskCache: @unchecked Sendable {
    /// The cache every renderer shares.
    static let shared = MaskCache()
    /// The most coverage kept, in bytes, and the most masks (a key holds its path).
    static let budget = 32 << 20
    static let capacity = 4096

    /// A path hashes every point it holds. The key hashes it once, when made, and the
    /// dictionary rehashes keys as it grows: a one-shot render in bands makes a key per
    /// shape and band, and hashing each path over again cost it about 0.3 ms, cold.
    private struct Key: Hashable {
        let path: Path
        let region: PixelBounds
        /// The rows kept, within the region's.
        let rows: Range<Int>
        /// `path`'s hash value.
        let pathHash: Int

        init(path: Path, region: PixelBounds, rows: Range<Int>) {
            self.path = path
            self.region = region
            self.rows = rows
            pathHash = path.hashValue
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(pathHash)
            hasher.combine(region)
            hasher.combine(rows)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.pathHash == b.pathHash && a.region == b.region && a.rows == b.rows && a.path == b.path
        }
    }

    private let lock = NSLock()
    private var masks: [Key: Mask] = [:]
    private var bytes = 0

    /// The coverage of `path` within `region`, or its canvas rows `rows` only (a band:
    /// the same values, `Rasterizer.mask(for:clip:rows:)`).
    func mask(for path: Path, within region: PixelBounds, rows: Range<Int>? = nil) -> Mask {
        let all = region.y0..<region.y1
        let key = Key(path: path, region: region, rows: rows?.clamped(to: all) ?? all)
        if let m = lock.withLock({ masks[key] }) { return m }
        let m = Rasterizer.mask(for: path, clip: region, rows: key.rows)
        let size = m.values.count * MemoryLayout<Float>.size
        guard size <= Self.budget / 8 else { return m }
        lock.withLock {
            if bytes + size > Self.budget || masks.count >= Self.capacity {
                masks.removeAll(keepingCapacity: true)
                bytes = 0
            }
            masks[key] = m
            bytes += size
        }
        return m
    }
}
