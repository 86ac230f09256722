// Trimming spaces without Foundation: its `trimmingCharacters(in: .whitespaces)` goes
// through a character set whose first use maps the tables behind it, a measurable share
// of a one-shot render's start-up and memory (README.md, Speed).

extension String {
    /// The text without the spaces at its ends: the scalars Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes (U+0009, Unicode's space separators
    /// such as U+0020, U+00A0 and U+3000, and U+200B).
    public func trimmingSpaces() -> String { Substring(self).trimmingSpaces() }
}

extension Substring {
    /// The text without the spaces at its ends, as `String.trimmingSpaces()`.
    ///
    /// Written for `String` and `Substring` rather than for any `StringProtocol`: the
    /// generic version builds its result through the standard library's unspecialized
    /// code, whose first use searches every conformance record of the program.
    public func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }),
            let last = scalars.lastIndex(where: { !$0.isSpace })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }
}

extension Unicode.Scalar {
    /// Foundation's whitespace: U+0009, U+0020, U+00A0, U+1680, U+2000 to U+200B, U+202F,
    /// U+205F and U+3000 (the space separators, the tab and the zero-width space), listed
    /// rather than asked of the Unicode tables, so it does not change with them.
    fileprivate var isSpace: Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
