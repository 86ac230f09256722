// SF Symbols, substituted. Apple's symbol font may not be shipped, so `Image(systemName:)`
// draws a glyph chosen per name (SymbolCatalog+Table.swift, generated from
// Fonts/SymbolSubstitutesSource/symbols.txt): mostly from the bundled substitutes font built
// from Bootstrap Icons and Inter outlines (Fonts/SymbolSubstitutes), some from Material Icons
// (Fonts/MaterialIcons). A name outside the table falls back to a related name by dropping
// its last components (`person.2.circle` → `person.2.fill` → `person.2` → `person.fill` →
// `person`). A symbol is laid out like SF Symbols: a square the size of the current font
// (scaled by `imageScale`), its glyph in the foreground style. A name with no substitute even
// after falling back draws a visible empty box and is reported as a warning, never an error:
// a snapshot with a box is still worth seeing.
//
// `symbolRenderingMode`: a name with layers (an enclosure and what it holds, a cloud and its
// rain, a triangle and its mark) has a glyph per layer besides its one-layer glyph. In the
// hierarchical and palette modes the primary layer is drawn in the foreground and the
// secondary in the foreground's secondary level; in multicolor mode, each layer in its own
// color where SF Symbols gives it one (`@multicolor` lines of symbols.txt), else in the
// foreground. Monochrome, and every mode of a name without layers, draws the one glyph.

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

    /// The substitute's code point for `name` (after falling back, see `resolve`), or nil when
    /// none is mapped.
    public static func codePoint(for name: String) -> UInt32? {
        resolve(name).flatMap { table[$0]?.codePoint }
    }

    /// What stands in for `name` (after falling back): `bi:NAME` a Bootstrap icon, `ch:TEXT`
    /// Inter characters, `mi:NAME` a Material icon, `ring(…)`/`disc(…)`/`sq(…)`/`sqf(…)` one
    /// of those in a circle or rounded square; or nil.
    public static func substitute(for name: String) -> String? {
        resolve(name).flatMap { table[$0]?.source }
    }

    /// The layers of `name` (after falling back) in drawing order, the secondary then the
    /// primary, each with its level (1 primary, 2 secondary) and its color in multicolor
    /// mode (a style name of the format, nil for the foreground); nil when the name is
    /// drawn in one layer of the foreground color in every mode.
    public static func layers(for name: String) -> [(codePoint: UInt32, level: Int, multicolor: String?)]? {
        resolve(name).flatMap { layerTable[$0] }
    }

    /// Every mapped name, sorted.
    public static var names: [String] { table.keys.sorted() }

    /// The mapped name that draws `name`: `name` itself when it is mapped, else the first
    /// mapped name of its fallbacks, else nil.
    public static func resolve(_ name: String) -> String? {
        if table[name] != nil { return name }
        return fallbacks(of: name).first { table[$0] != nil }
    }

    /// The names tried, in order, for a name outside the table: drop a trailing `.fill`;
    /// otherwise drop the last component (`circle`, `square`, a number, `rtl`, …) and try the
    /// rest with `.fill`, then without. `person.2.circle` → `person.2.fill`, `person.2`,
    /// `person.fill`, `person`.
    public static func fallbacks(of name: String) -> [String] {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        while parts.count > 1 {
            if parts.last == "fill" {
                parts.removeLast()
                out.append(parts.joined(separator: "."))
            } else {
                parts.removeLast()
                let stem = parts.joined(separator: ".")
                out.append(stem + ".fill")
                out.append(stem)
            }
        }
        var seen = Set<String>()
        return out.filter { $0 != name && seen.insert($0).inserted }
    }

    /// Every `Image(systemName:)` of the document with no substitute, even after falling
    /// back, with its JSON path, in document order (one entry per name).
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
        if let background = document.containerBackground, background["type"] != nil {
            walk(background, "$.containerBackground")
        }
        return found
    }
}
