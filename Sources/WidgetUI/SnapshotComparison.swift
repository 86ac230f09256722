// Comparing two PNG snapshots by their pixels, for snapshot tools other than
// `assertWidgetSnapshot` (Integrations/SnapshotTesting's swift-snapshot-testing strategy):
// the same decoding limits, tolerance and diff image as `render check` and
// `assertWidgetSnapshot`.

import WidgetCheck
import WidgetPNG
import WidgetRaster

/// How an actual snapshot differs from its reference.
public struct SnapshotDifference: Sendable, Error, CustomStringConvertible {
    /// What differs, in one line (`1,204 pixels differ (worst channel difference 255)`).
    public let message: String
    /// The diff image as PNG (differing pixels in red over a faded reference), when both
    /// images could be read.
    public let diffPNG: [UInt8]?

    public var description: String { message }
}

/// Compares two PNG snapshots: nil when they match within `tolerance` (identical bytes
/// are not decoded), else what differs and the diff image. A file that is not a PNG this
/// tool reads, or is larger than a golden may be, is a difference that says so.
public func compareSnapshotPNGs(expected: [UInt8], actual: [UInt8], tolerance: SnapshotTolerance = .default)
    -> SnapshotDifference?
{
    guard expected != actual else { return nil }
    func decoded(_ bytes: [UInt8], _ name: String) -> Result<Pixmap, SnapshotDifference> {
        do {
            return .success(
                try PNGCodec.decode(bytes, maxPixels: GoldenChecker.largestGoldenPixels))
        } catch {
            return .failure(SnapshotDifference(message: "the \(name) snapshot cannot be read: \(error)", diffPNG: nil))
        }
    }
    let e: Pixmap, a: Pixmap
    switch (decoded(expected, "reference"), decoded(actual, "actual")) {
    case (.success(let x), .success(let y)): (e, a) = (x, y)
    case (.failure(let f), _), (_, .failure(let f)): return f
    }
    let comparison = ImageComparison.compare(e, a, tolerance: tolerance)
    guard !comparison.matches else { return nil }
    return SnapshotDifference(
        message: comparison.summary,
        diffPNG: try? PNGCodec.encode(ImageComparison.diffImage(e, a, tolerance: tolerance)))
}
