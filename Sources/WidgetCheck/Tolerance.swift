// How much two snapshots may differ and still match.

/// How different two snapshots may be and still match.
public struct Tolerance: Sendable, Equatable {
    /// The largest per-channel difference (0–255) that does not count. Default 2.
    public var channel: Int = 2
    /// How many differing pixels are allowed. Default 0.
    public var pixelBudget: Int = 0
    /// Perceptual mode: the largest ΔE*ab that does not count (nil: per-channel mode).
    public var deltaE: Double?

    public init(channel: Int = 2, pixelBudget: Int = 0, deltaE: Double? = nil) {
        self.channel = channel
        self.pixelBudget = pixelBudget
        self.deltaE = deltaE
    }

    public static let `default` = Tolerance()
}
