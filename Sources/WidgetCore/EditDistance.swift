// Levenshtein distance, for "did you mean" suggestions in error messages.

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
