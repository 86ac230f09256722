// Pair kerning from a font's OpenType GPOS table, read directly (no shaping library).
//
// What is read: the lookups of every `kern` feature, in lookup-list order; of those,
// pair-adjustment lookups (type 2) and extension lookups (type 9) that wrap them. Both
// pair formats: format 1 lists explicit glyph pairs, format 2 kerns by glyph classes.
// For a glyph pair, each lookup contributes the XAdvance of the first value record of
// the first subtable that covers the pair, as OpenType applies lookups; the sum is the
// kerning in font units. Device tables, placement adjustments and contextual lookups are
// not read: for horizontal Latin text, pair XAdvance is all a font's kern feature does.
// Malformed or truncated tables give no kerning rather than an error.

/// A font's GPOS pair kerning.
struct PairKerning {
    private let data: [UInt8]
    /// Offsets (from the table start) of the pair-adjustment subtables, grouped by lookup.
    private let lookups: [[Int]]

    static let empty = PairKerning(data: [], lookups: [])

    private init(data: [UInt8], lookups: [[Int]]) {
        self.data = data
        self.lookups = lookups
    }

    var isEmpty: Bool { lookups.isEmpty }

    /// Reads the GPOS table bytes; an unreadable table yields no kerning.
    init(gpos data: [UInt8]) {
        self.data = data
        self.lookups = Self.kernLookups(data) ?? []
    }

    /// The kerning between `left` and `right` in font units (negative: closer).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        var total = 0
        for subtables in lookups {
            for offset in subtables {
                if let value = pairValue(at: offset, left, right) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    // MARK: - Reading

    private static func u16(_ d: [UInt8], _ at: Int) -> Int? {
        guard at >= 0, at + 2 <= d.count else { return nil }
        return Int(d[at]) << 8 | Int(d[at + 1])
    }

    private static func i16(_ d: [UInt8], _ at: Int) -> Int? {
        u16(d, at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 }
    }

    private static func u32(_ d: [UInt8], _ at: Int) -> Int? {
        guard let hi = u16(d, at), let lo = u16(d, at + 2) else { return nil }
        return hi << 16 | lo
    }

    /// The subtable offsets of every pair-adjustment lookup used by a `kern` feature.
    private static func kernLookups(_ d: [UInt8]) -> [[Int]]? {
        guard let featureList = u16(d, 6), let lookupList = u16(d, 8), let featureCount = u16(d, featureList) else {
            return nil
        }
        var indices: [Int] = []
        for f in 0..<featureCount {
            let record = featureList + 2 + f * 6
            guard record + 6 <= d.count, Array(d[record..<record + 4]) == Array("kern".utf8),
                let featureOffset = u16(d, record + 4), let count = u16(d, featureList + featureOffset + 2)
            else { continue }
            for i in 0..<count {
                if let index = u16(d, featureList + featureOffset + 4 + i * 2), !indices.contains(index) {
                    indices.append(index)
                }
            }
        }
        guard let lookupCount = u16(d, lookupList) else { return nil }
        var result: [[Int]] = []
        for index in indices.sorted() where index < lookupCount {
            guard let lookupOffset = u16(d, lookupList + 2 + index * 2) else { continue }
            let lookup = lookupList + lookupOffset
            guard let type = u16(d, lookup), let subtableCount = u16(d, lookup + 4) else { continue }
            var subtables: [Int] = []
            for s in 0..<subtableCount {
                guard let sub = u16(d, lookup + 6 + s * 2) else { continue }
                var offset = lookup + sub
                if type == 9 {
                    guard u16(d, offset + 2) == 2, let ext = u32(d, offset + 4) else { continue }
                    offset += ext
                } else if type != 2 {
                    continue
                }
                subtables.append(offset)
            }
            if !subtables.isEmpty { result.append(subtables) }
        }
        return result
    }

    /// The XAdvance of the first value record for the pair in one PairPos subtable, or nil
    /// when the subtable does not cover the pair.
    private func pairValue(at t: Int, _ left: UInt32, _ right: UInt32) -> Int? {
        let d = data
        guard let format = Self.u16(d, t), let coverageOffset = Self.u16(d, t + 2),
            let format1 = Self.u16(d, t + 4), let format2 = Self.u16(d, t + 6),
            let coverageIndex = coverage(t + coverageOffset, left)
        else { return nil }
        let size1 = (format1 & 0xFF).nonzeroBitCount * 2, size2 = (format2 & 0xFF).nonzeroBitCount * 2
        func xAdvance(_ record: Int) -> Int {
            guard format1 & 0x4 != 0 else { return 0 }
            let before = (format1 & 0x3).nonzeroBitCount * 2
            return Self.i16(d, record + before) ?? 0
        }
        if format == 1 {
            guard let setCount = Self.u16(d, t + 8), coverageIndex < setCount,
                let setOffset = Self.u16(d, t + 10 + coverageIndex * 2), let pairCount = Self.u16(d, t + setOffset)
            else { return nil }
            let recordSize = 2 + size1 + size2
            var lo = 0, hi = pairCount - 1
            while lo <= hi {
                let mid = (lo + hi) / 2
                let record = t + setOffset + 2 + mid * recordSize
                guard let second = Self.u16(d, record) else { return nil }
                if second == Int(right) { return xAdvance(record + 2) }
                if second < Int(right) { lo = mid + 1 } else { hi = mid - 1 }
            }
            return nil
        }
        guard format == 2, let classDef1 = Self.u16(d, t + 8), let classDef2 = Self.u16(d, t + 10),
            let class1Count = Self.u16(d, t + 12), let class2Count = Self.u16(d, t + 14)
        else { return nil }
        let c1 = glyphClass(t + classDef1, left), c2 = glyphClass(t + classDef2, right)
        guard c1 < class1Count, c2 < class2Count else { return nil }
        return xAdvance(t + 16 + (c1 * class2Count + c2) * (size1 + size2))
    }

    /// The glyph's index in a coverage table, or nil when not covered.
    private func coverage(_ c: Int, _ glyph: UInt32) -> Int? {
        let d = data, g = Int(glyph)
        guard let format = Self.u16(d, c), let count = Self.u16(d, c + 2) else { return nil }
        var lo = 0, hi = count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if format == 1 {
                guard let id = Self.u16(d, c + 4 + mid * 2) else { return nil }
                if id == g { return mid }
                if id < g { lo = mid + 1 } else { hi = mid - 1 }
            } else {
                let r = c + 4 + mid * 6
                guard let start = Self.u16(d, r), let end = Self.u16(d, r + 2), let startIndex = Self.u16(d, r + 4)
                else {
                    return nil
                }
                if g < start { hi = mid - 1 } else if g > end { lo = mid + 1 } else { return startIndex + g - start }
            }
        }
        return nil
    }

    /// The glyph's class in a class definition table (0 when not listed).
    private func glyphClass(_ c: Int, _ glyph: UInt32) -> Int {
        let d = data, g = Int(glyph)
        guard let format = Self.u16(d, c) else { return 0 }
        if format == 1 {
            guard let start = Self.u16(d, c + 2), let count = Self.u16(d, c + 4), g >= start, g < start + count else {
                return 0
            }
            return Self.u16(d, c + 6 + (g - start) * 2) ?? 0
        }
        guard format == 2, let count = Self.u16(d, c + 2) else { return 0 }
        var lo = 0, hi = count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = c + 4 + mid * 6
            guard let start = Self.u16(d, r), let end = Self.u16(d, r + 2) else { return 0 }
            if g < start { hi = mid - 1 } else if g > end { lo = mid + 1 } else { return Self.u16(d, r + 4) ?? 0 }
        }
        return 0
    }
}
