// Numbers as the layout dump, messages and chart categories write them.

/// A number written with at most three decimals.
public enum DecimalText {
    /// A number with at most three decimals and no trailing zeros (`16`, `16.333`).
    public static func format(_ v: Double) -> String {
        guard v.isFinite else { return v > 0 ? "1e999" : "-1e999" }
        guard abs(v) < 1e15 else { return String(v) }
        let thousandths = (v * 1000).rounded()
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = Int64(abs(thousandths))
        let whole = magnitude / 1000, fraction = magnitude % 1000
        var s = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            s += "." + digits
        }
        return s
    }
}
