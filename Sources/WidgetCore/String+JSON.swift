// JSON string literals: the layout dump and the entry-document writer quote strings the
// same way.

extension String {
    /// This string as a JSON string literal: quoted, with `"`, `\` and control characters
    /// escaped; every other character as it is (UTF-8 text).
    public var jsonQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
