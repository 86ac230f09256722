// The coverage of a widget container's corners, rasterized once per shape and reused. A
// container is the same continuous rounded rectangle on every render of one device and
// family (and a matrix renders each many times over: schemes, variants, entries), and its
// coverage depends on nothing but the path and the pixels asked for, so a cached mask is
// exactly what rasterizing again would give. Bounded (when full it starts over) and
// thread-safe, like the glyph cache.

import Foundation
import WidgetCore
import WidgetRaster

/// Masks of container clip paths by path and pixel region.
final class ContainerMaskCache: @unchecked Sendable {
    /// The cache every renderer shares.
    static let shared = ContainerMaskCache()
    /// The most masks kept (four corners a container; a corner is a few tens of kilobytes).
    static let capacity = 512

    private struct Key: Hashable {
        let path: Path
        let region: PixelBounds
    }

    private let lock = NSLock()
    private var masks: [Key: Mask] = [:]

    /// The coverage of `path` within `region`.
    func mask(for path: Path, within region: PixelBounds) -> Mask {
        let key = Key(path: path, region: region)
        if let m = lock.withLock({ masks[key] }) { return m }
        let m = Rasterizer.mask(for: path, clip: region)
        lock.withLock {
            if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = m
        }
        return m
    }
}
