// JSON text from a JSONValue: what `WidgetDocument.json()` exports, so that a document
// built in Swift can be saved and drawn by `render` like any entry file. Keys keep their
// order; numbers print as integers when they are whole, else in Swift's shortest form
// that reads back to the same Double.

import WidgetCore

extension JSONValue {
    /// The value as JSON text: two-space indented with a newline at the end when `pretty`,
    /// else on one line.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? "" : nil)
        if pretty { out += "\n" }
        return out
    }

    private func write(into out: inout String, indent: String?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.numberText(n)
        case .string(let s): out += s.jsonQuoted
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // Arrays of scalars stay on one line: colors, dashes and families read better so.
            let flat =
                indent == nil
                || items.allSatisfy { if case .object = $0 { false } else if case .array = $0 { false } else { true } }
            out += "["
            let inner = indent.map { $0 + "  " }
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat && indent != nil ? ", " : "," }
                if !flat, let inner { out += "\n" + inner }
                item.write(into: &out, indent: inner)
            }
            if !flat, let indent { out += "\n" + indent }
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            let inner = indent.map { $0 + "  " }
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out += "," }
                if let inner { out += "\n" + inner }
                out += pair.key.jsonQuoted
                out += indent == nil ? ":" : ": "
                pair.value.write(into: &out, indent: inner)
            }
            if let indent { out += "\n" + indent }
            out += "}"
        }
    }

    /// Whole numbers as integers; others in the shortest form that reads back exactly.
    /// JSON has no infinities or NaN: they print as null (the format never holds them).
    static func numberText(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 9_007_199_254_740_992 { return String(Int64(n)) }
        return "\(n)"
    }
}
