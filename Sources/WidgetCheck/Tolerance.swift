// How much two snapshots may differ and still match: one type for `render check`, `render
// diff`, the check configuration file and the Swift API's assertions (WidgetUI calls it
// `SnapshotTolerance`, the same type).

/// How different two snapshots may be and still match.
public struct Tolerance: Sendable, Hashable {
    /// The largest per-channel difference (0–255) that does not count. Default 2.
    public var channel: Int = 2
    /// How many differing pixels are allowed (`--pixel-budget`). Default 0.
    public var pixelBudget: Int = 0
    /// Perceptual mode: the largest ΔE*ab that does not count (nil: per-channel mode).
    public var deltaE: Double?

    public init(channel: Int = 2, pixelBudget: Int = 0, deltaE: Double? = nil) {
        self.channel = channel
        self.pixelBudget = pixelBudget
        self.deltaE = deltaE
    }

    /// The Swift API's first spelling, `SnapshotTolerance(channel:pixels:)`.
    @available(*, deprecated, renamed: "init(channel:pixelBudget:deltaE:)")
    public init(channel: Int = 2, pixels: Int, deltaE: Double? = nil) {
        self.init(channel: channel, pixelBudget: pixels, deltaE: deltaE)
    }

    /// The Swift API's first name for `pixelBudget`.
    @available(*, deprecated, renamed: "pixelBudget")
    public var pixels: Int {
        get { pixelBudget }
        set { pixelBudget = newValue }
    }

    public static let `default` = Tolerance()
}
