// Double → Int for pixel arithmetic. `Int(_: Double)` traps on NaN, infinity and values
// beyond Int's range; coordinates derived from hostile input can be any of those, so
// every conversion of a computed coordinate goes through this one.

extension Int {
    /// The largest magnitude `init(saturating:)` returns: far beyond any canvas, yet small
    /// enough that sums of a few such values cannot overflow. Products can: clamp to the
    /// canvas before multiplying.
    public static let saturationLimit = 1 << 40

    /// `value` rounded toward zero and clamped to ±`saturationLimit`; NaN becomes 0.
    public init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.saturationLimit)
        self = Int(Swift.min(limit, Swift.max(-limit, value)))
    }
}
