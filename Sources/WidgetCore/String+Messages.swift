// String helpers for error messages: "did you mean" suggestions and safe echoing of user text.

extension String {
    /// The number of single-character insertions, deletions and substitutions that turn
    /// this string into `other`, ignoring case.
    public func editDistance(to other: String) -> Int {
        let a = Array(lowercased()), b = Array(other.lowercased())
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension String {
    /// The string with control characters, bidirectional overrides and other invisible
    /// scalars written as `\u{…}`, so echoing user text never breaks a one-line message
    /// or a terminal.
    public var escapedForMessages: String {
        var out = ""
        for scalar in unicodeScalars {
            let v = scalar.value
            let invisible =
                v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || (0x200B...0x200F).contains(v)
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
            if invisible {
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
