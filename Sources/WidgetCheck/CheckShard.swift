// `render check --shard I/N`: one of N parts of a snapshot set, so a team can spread a
// check over the jobs of their CI's matrix. A snapshot belongs to the part its golden's
// name hashes to (64-bit FNV-1a of the UTF-8 name, modulo N): the split depends on
// nothing but the names, so every machine agrees, adding an entry moves no other
// snapshot, and the N parts together hold every snapshot exactly once.

import WidgetCore

/// One part of a sharded check.
public struct CheckShard: Sendable, Equatable {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// The most parts a check may be split into.
    public static let largestCount = 1_000

    public init?(index: Int, count: Int) {
        guard (1...Self.largestCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `I/N` (`2/4`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    /// Whether the snapshot with this golden name is this part's.
    public func contains(_ goldenName: String) -> Bool {
        Int(FNV1a.hash(goldenName.utf8) % UInt64(count)) == index - 1
    }

    /// `path` with `-shard-I-of-N` before its extension (`junit.xml` → `junit-shard-2-of-4.xml`),
    /// so each part's report has a name of its own.
    public func naming(_ path: String) -> String {
        let suffix = "-shard-\(index)-of-\(count)"
        let slash = path.lastIndex(of: "/")
        if let dot = path.lastIndex(of: "."), dot > (slash ?? path.startIndex), dot != path.startIndex,
            path[path.index(before: dot)] != "/"
        {
            return String(path[..<dot]) + suffix + String(path[dot...])
        }
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed + suffix
    }
}
