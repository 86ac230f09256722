// The result of comparing two snapshots.

/// The outcome of comparing an expected image with an actual one.
public struct Comparison: Sendable, Equatable {
    public var differingPixels: Int
    /// The largest channel difference seen (0–255).
    public var worstChannel: Int
    /// The largest ΔE*ab seen, in perceptual mode.
    public var worstDeltaE: Double?
    public var sizesMatch: Bool
    public var matches: Bool

    /// A sentence for reports: what differs and by how much.
    public var summary: String {
        if !sizesMatch { return "the sizes differ" }
        if differingPixels == 0 { return "identical within tolerance" }
        let worst =
            worstDeltaE.map { "worst ΔE \(($0 * 10).rounded() / 10)" } ?? "worst channel difference \(worstChannel)"
        return "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ (\(worst))"
    }
}
