// The emoji sequences a color emoji face draws as one glyph (a joined family, a skin tone,
// a flag, a keycap), read from the table built beside the bundled face
// (Fonts/NotoColorEmojiSource/build.py): one line a sequence, its code points in hex
// without U+FE0F, a tab, the glyph ID. The renderer applies no OpenType substitutions, so
// this table stands in for the face's ligatures. It is read on the first sequence looked
// up, not when the face opens.

import Foundation

/// A color face's emoji sequences and the glyph of each. Thread-safe.
public final class EmojiSequences: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var table: [[UInt32]: UInt32]?

    public init(path: String) {
        self.path = path
    }

    /// The glyph that draws `scalars` as one emoji (U+FE0F anywhere in them is ignored),
    /// or nil when the face has none for them.
    public func glyph(for scalars: some Sequence<Unicode.Scalar>) -> UInt32? {
        let key = scalars.filter { $0 != "\u{FE0F}" }.map(\.value)
        guard key.count > 1 else { return nil }
        return lock.withLock {
            if table == nil { table = Self.read(path) }
            return table?[key]
        }
    }

    /// How many sequences the table holds.
    public var count: Int {
        lock.withLock {
            if table == nil { table = Self.read(path) }
            return table?.count ?? 0
        }
    }

    /// The table's lines; a line that does not read is skipped (the file is the renderer's
    /// own, built and checked with the face).
    static func read(_ path: String) -> [[UInt32]: UInt32] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var table: [[UInt32]: UInt32] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t")
            guard parts.count == 2, let glyph = UInt32(parts[1]) else { continue }
            let scalars = parts[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            if scalars.count > 1 { table[scalars] = glyph }
        }
        return table
    }
}
