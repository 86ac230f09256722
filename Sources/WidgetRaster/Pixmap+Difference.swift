// How far two pixmaps of one size are apart, channel by channel: what golden checks
// count when no perceptual tolerance is asked for.

import CRaster

extension Pixmap {
    /// The largest difference of any channel of any pixel from `other` (which has the
    /// same size), and how many pixels have a channel differing by more than `tolerance`.
    /// Identical pixels are found by one comparison of the bytes.
    public func channelDifference(from other: Pixmap, tolerance: Int) -> (worst: Int, differing: Int) {
        precondition(width == other.width && height == other.height, "compared pixmaps have one size")
        return data.withUnsafeBufferPointer { a in
            other.data.withUnsafeBufferPointer { b in
                guard let a = a.baseAddress, let b = b.baseAddress, wr_same_pixels(a, b, width * height) == 0 else {
                    return (0, 0)
                }
                var differing = 0
                let worst = wr_compare_channels(a, b, width * height, Int32(clamping: tolerance), &differing)
                return (Int(worst), differing)
            }
        }
    }
}
