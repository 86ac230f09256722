// Formats for bound numbers, the ones SwiftUI's `Text(value, format:)` offers widgets
// most: `{"number": {"fraction": 2}}`, `{"percent": {"fraction": 0}}` (0.25 → "25%") and
// `{"currency": {"code": "CNY"}}` (¥1,980.00), or the names "number" and "percent" for the
// defaults. Written in the en_US way (grouping commas, a point for decimals, the symbol
// before the amount), with no locale data: the same text on every machine. Other
// locales' number formats are not done yet.

import Foundation

/// How a bound number is written as text.
public struct NumberFormat: Sendable {
    enum Kind { case number, percent, currency(symbol: String) }
    var kind: Kind
    /// Digits after the point; nil: as few as the value needs (at most 6).
    var fraction: Int?
    var grouping = true

    /// Currency symbols by ISO 4217 code; other codes are written before the amount.
    static let symbols = [
        "USD": "$", "CNY": "¥", "JPY": "¥", "EUR": "€", "GBP": "£", "KRW": "₩", "HKD": "HK$", "TWD": "NT$",
        "INR": "₹", "RUB": "₽", "BRL": "R$", "AUD": "A$", "CAD": "CA$", "CHF": "CHF ",
    ]

    init(_ value: JSONValue, at path: String) throws(DocumentError) {
        let name: String, options: JSONValue
        switch value {
        case .string(let s):
            (name, options) = (s, .object([]))
        case .object(let pairs) where pairs.count == 1:
            (name, options) = (pairs[0].key, pairs[0].value)
        default:
            throw .invalid(
                path: path,
                message:
                    "expected \"number\", \"percent\" or an object such as {\"number\": {\"fraction\": 2}} or {\"currency\": {\"code\": \"USD\"}}"
            )
        }
        switch name {
        case "number": kind = .number
        case "percent": kind = .percent
        case "currency":
            guard case .string(let code) = options["code"], code.count == 3 else {
                throw .invalid(
                    path: path + ".currency", message: "a currency needs \"code\", such as \"USD\" or \"CNY\"")
            }
            kind = .currency(symbol: Self.symbols[code.uppercased()] ?? code.uppercased() + " ")
            fraction = code.uppercased() == "JPY" || code.uppercased() == "KRW" ? 0 : 2
        default:
            throw .invalid(path: path, message: "unknown format \"\(name)\"; expected number, percent or currency")
        }
        if case .number(let f) = options["fraction"] ?? .null {
            guard f == f.rounded(), (0...6).contains(f) else {
                throw .invalid(path: path + ".\(name).fraction", message: "expected a whole number from 0 to 6")
            }
            fraction = Int(f)
        }
        if case .bool(let g) = options["grouping"] ?? .null { grouping = g }
    }

    /// `n` written in this format.
    package func text(_ n: Double) -> String {
        switch kind {
        case .number: return Self.digits(n, fraction: fraction, grouping: grouping)
        case .percent: return Self.digits(n * 100, fraction: fraction ?? 0, grouping: grouping) + "%"
        case .currency(let symbol):
            let body = Self.digits(abs(n), fraction: fraction, grouping: grouping)
            return (n < 0 ? "-" : "") + symbol + body
        }
    }

    /// `n` with `fraction` digits (nil: as few as needed, at most 6) and grouping commas.
    static func digits(_ n: Double, fraction: Int?, grouping: Bool) -> String {
        guard n.isFinite else { return n.isNaN ? "NaN" : (n < 0 ? "-∞" : "∞") }
        let places = fraction ?? 6
        var text = String(format: "%.\(places)f", n)
        if fraction == nil, text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        guard grouping else { return text }
        let negative = text.hasPrefix("-")
        let unsigned = negative ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        grouped = whole + grouped
        return (negative ? "-" : "") + grouped + (parts.count > 1 ? "." + parts[1] : "")
    }
}
