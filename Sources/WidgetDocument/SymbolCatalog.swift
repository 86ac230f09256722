// SF Symbols, substituted. Apple's symbol font may not be shipped, so `Image(systemName:)`
// draws a glyph of the bundled Material Icons font (Apache 2.0, Fonts/MaterialIcons)
// chosen per name (SymbolCatalog+Table.swift). A symbol is laid out like SF Symbols: a
// square the size of the current font (scaled by `imageScale`), its glyph in the
// foreground style. A name with no substitute draws a visible empty box and is reported
// as a warning, never an error: a snapshot with a box is still worth seeing.

/// The SF Symbol names the renderer can draw, and what stands in for them.
public enum SymbolCatalog {
    /// The box drawn for a name with no substitute (Material's check_box_outline_blank).
    public static let missingCodePoint: UInt32 = 0xE835

    /// The side of a symbol's square, in points, for text of `fontSize` points: SF Symbols
    /// are about a fifth wider than the font's size (a body-size `heart.fill` is about
    /// 20 pt wide).
    public static let sizePerPoint = 1.2

    /// What `imageScale` multiplies a symbol's size by (SF Symbols' small, medium and large).
    public static func scale(_ name: String) -> Double {
        switch name {
        case "small": 0.78
        case "large": 1.29
        default: 1
        }
    }

    /// The substitute's code point for `name`, or nil when none is mapped.
    public static func codePoint(for name: String) -> UInt32? {
        table[name]?.codePoint
    }

    /// The Material icon that stands in for `name`, or nil.
    public static func substitute(for name: String) -> String? {
        table[name]?.material
    }

    /// Every mapped name, sorted.
    public static var names: [String] { table.keys.sorted() }

    /// Every `Image(systemName:)` of the document with no substitute, with its JSON path,
    /// in document order (one entry per name).
    public static func unmapped(in document: EntryDocument) -> [(name: String, path: String)] {
        var found: [(String, String)] = []
        func walk(_ v: JSONValue, _ path: String) {
            switch v {
            case .object(let pairs):
                for key in ["systemName", "systemImage"] {
                    if case .string(let name) = v[key] ?? .null, codePoint(for: name) == nil,
                        !found.contains(where: { $0.0 == name })
                    {
                        found.append((name, path + "." + key))
                    }
                }
                for (key, value) in pairs { walk(value, path + "." + key) }
            case .array(let items):
                for (i, item) in items.enumerated() { walk(item, "\(path)[\(i)]") }
            default: break
            }
        }
        if let view = document.view { walk(view, "$.view") }
        for family in document.familyViews.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            walk(document.familyViews[family]!, "$.familyViews.\(family.rawValue)")
        }
        return found
    }
}
