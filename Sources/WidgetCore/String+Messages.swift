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

    /// " (did you mean "x"?)" for the candidate nearest this string, when it is near
    /// enough to be a slip (at most a third of the letters, and at least one, differ);
    /// else nothing, since a far guess misleads more than it helps. Ties go to the first
    /// in sorted order.
    public func suggestion<S: Sequence<String>>(among candidates: S) -> String {
        let limit = Swift.max(1, count / 3)
        let best = candidates.sorted().map { ($0, $0.editDistance(to: self)) }.min { $0.1 < $1.1 }
        guard let (name, distance) = best, distance <= limit else { return "" }
        return " (did you mean \"\(name)\"?)"
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
