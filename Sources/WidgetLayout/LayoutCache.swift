// The layout engine's memo table: (view, modifier level, proposal) → answer.
//
// Layout asks the same questions many times (stacks probe every child at 0, ∞ and its
// share, placement asks again), so lookups dominate its time. A general dictionary hashes
// the composite key with a keyed hash on every lookup; this table mixes the key's four
// words with multiply-xorshift steps into an open-addressing table (linear probing,
// power-of-two capacity, grown at half full). Keys are compared exactly, so a collision
// costs a probe, never a wrong answer. A nil dimension is stored as a NaN bit pattern no
// proposal can have.

import WidgetCore
import WidgetViewTree

/// A memo table's key: a view, a modifier level and a proposal's two lengths as bits. Not
/// nested in the generic table, so that it has one type, not one per value type (a debug
/// build looked its metadata up on every probe).
private struct LayoutKey: Equatable {
    var node: UInt
    var level: Int
    var width: UInt64
    var height: UInt64
}

struct LayoutCache<Value> {
    private typealias Key = LayoutKey

    private var keys: [Key?]
    private var values: [Value?]
    private var count = 0
    private var mask: Int

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = Array(repeating: nil, count: size)
        values = Array(repeating: nil, count: size)
        mask = size - 1
    }

    private static var unspecified: UInt64 { 0x7FF8_0000_DEAD_BEEF }

    private static func key(_ node: ViewNode, _ level: Int, _ p: ProposedSize) -> Key {
        Key(
            node: UInt(bitPattern: ObjectIdentifier(node)), level: level,
            width: p.width.map { $0.bitPattern } ?? unspecified, height: p.height.map { $0.bitPattern } ?? unspecified)
    }

    private func slot(_ k: Key) -> Int {
        var h = UInt64(k.node) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: Int64(k.level)) ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ k.width ^ (h >> 31)) &* 0x94D0_49BB_1331_11EB
        h = (h ^ k.height ^ (h >> 30)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h ^ (h >> 32)) & mask
    }

    func value(_ node: ViewNode, level: Int, _ p: ProposedSize) -> Value? {
        let k = Self.key(node, level, p)
        var i = slot(k)
        while let existing = keys[i] {
            if existing == k { return values[i] }
            i = (i + 1) & mask
        }
        return nil
    }

    mutating func insert(_ value: Value, _ node: ViewNode, level: Int, _ p: ProposedSize) {
        if (count + 1) * 2 > keys.count { grow() }
        let k = Self.key(node, level, p)
        var i = slot(k)
        while let existing = keys[i] {
            if existing == k {
                values[i] = value
                return
            }
            i = (i + 1) & mask
        }
        keys[i] = k
        values[i] = value
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        mask = keys.count - 1
        for (i, k) in oldKeys.enumerated() {
            guard let k, let v = oldValues[i] else { continue }
            var j = slot(k)
            while keys[j] != nil { j = (j + 1) & mask }
            keys[j] = k
            values[j] = v
        }
    }
}
