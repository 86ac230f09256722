// SF Symbols, substituted. Apple's symbol font may not be shipped, so `Image(systemName:)`
// draws a glyph chosen per name (SymbolCatalog+Table.swift, generated from
// Fonts/SymbolSubstitutesSource/symbols.txt): mostly from the bundled substitutes font built
// from Bootstrap Icons and Inter outlines (Fonts/SymbolSubstitutes), some from Material Icons
// (Fonts/MaterialIcons). A name outside the table falls back to a related name by dropping
// its last components (`person.2.circle` → `person.2.fill` → `person.2` → `person.fill` →
// `person`). A symbol is laid out like SF Symbols (SYMFRAME in docs/measurements.md): its
// ink's box, SF's where it was measured (SymbolCatalog+Ink.swift) else the substitute's,
// with a margin around it, all in proportion to the font's size (scaled by `imageScale`),
// its glyph stretched to that box in the foreground style. A name with no substitute even
// after falling back draws a visible empty box and is reported as a warning, never an error:
// a snapshot with a box is still worth seeing.
//
// `symbolVariant` adds SF's suffixes to the name (SymbolCatalog.applying). Weights: a
// symbol follows the font's weight, its strokes emboldened or thinned from the substitutes'
// regular ones (`emboldening`).
//
// `symbolRenderingMode`: a name with layers (an enclosure and what it holds, a cloud and its
// rain, a triangle and its mark) has a glyph per layer besides its one-layer glyph. In the
// hierarchical and palette modes the primary layer is drawn in the foreground and the
// secondary in the foreground's secondary level; in multicolor mode, each layer in its own
// color where SF Symbols gives it one (`@multicolor` lines of symbols.txt), else in the
// foreground. Monochrome, and every mode of a name without layers, draws the one glyph.

import WidgetCore
import WidgetDocument

/// The SF Symbol names the renderer can draw, and what stands in for them.
public enum SymbolCatalog {
    /// The box drawn for a name with no substitute (Material's check_box_outline_blank).
    public static let missingCodePoint: UInt32 = 0xE835

    /// The side of a resizable symbol's square frame before it is resized, in ems of the
    /// font's size.
    public static let sizePerPoint = 1.2

    /// The side of a substitute glyph's square, in ems of the font's size, for a symbol
    /// whose SF ink was not measured: measured in real iOS screenshots, an SF Symbol's ink
    /// is about the font's size along its longer side (a `.title2` `sun.max.fill` is 23.3
    /// pt, a 16 pt `globe` 16 pt): 1.05, the median over 17 symbols in 3 public widgets
    /// (SYMSIZE in docs/measurements.md).
    public static let inkPerPoint = 1.05

    /// The room SwiftUI gives a symbol beyond its ink on each side, in ems of the font's
    /// size: left and right, then above and below (SYMFRAME in docs/measurements.md, from
    /// symbols' frames and the gaps to their neighbours in screenshots, SF's template
    /// margins and UIKit's symbol image sizes).
    public static let margin = (horizontal: 0.12, vertical: 0.075)

    /// SF Pro's cap height in ems: a symbol's ink is centred on the cap height of text of
    /// its size, so its baseline lies half of this below its centre.
    public static let capHeight = 0.7046

    /// The room a circled symbol (`circle`, `n.circle`, `checkmark.circle.fill`) has left
    /// and right, in ems: its circle reaches nearer its frame's sides than other symbols'
    /// ink does (CIRCLEMARGIN in docs/measurements.md).
    public static let circledMargin = 0.08

    /// The room left and right of `name`'s ink, in ems of the font's size.
    public static func horizontalMargin(for name: String) -> Double {
        isCircled(name) ? circledMargin : margin.horizontal
    }

    /// Whether `name` is a circle or a symbol in one: `circle`, `….circle`, and their
    /// `.fill` forms (not `circle.grid.2x2` or `person.crop.circle.badge.plus`).
    static func isCircled(_ name: String) -> Bool {
        let base = name.hasSuffix(".fill") ? name.dropLast(5) : Substring(name)
        return base == "circle" || base.hasSuffix(".circle")
    }

    /// A symbol's frame, in ems of the font's size, for its ink box `ink` (in ems) and its
    /// margin left and right, `horizontalMargin` (in ems).
    public static func frame(ink: Size, horizontalMargin: Double = margin.horizontal) -> Size {
        Size(width: ink.width + 2 * horizontalMargin, height: ink.height + 2 * margin.vertical)
    }

    /// SF's measured ink box for `name` (`measuredInk`), else that of the same symbol
    /// pointing another way: SF draws `arrow.up` as `arrow.down` turned over, `chevron.up`
    /// as `chevron.left` turned a quarter, and `forward` and `backward` as `right` and
    /// `left` (the measured pairs agree within 2 %; SYMINK in docs/measurements.md). So an
    /// unmeasured name takes the box of the name with another direction along the same axis,
    /// else across it with width and height swapped; nil when none was measured.
    public static func measuredInk(for name: String) -> Size? {
        if let box = measuredInk[name] { return box }
        let axes = [["up", "down"], ["left", "right", "forward", "backward"]]
        let parts = name.split(separator: ".").map(String.init)
        func box(replacing index: Int, with part: String) -> Size? {
            var other = parts
            other[index] = part
            return measuredInk[other.joined(separator: ".")]
        }
        for turned in [false, true] {
            for (index, part) in parts.enumerated() {
                guard let axis = axes.firstIndex(where: { $0.contains(part) }) else { continue }
                for other in axes[turned ? 1 - axis : axis] where other != part {
                    if let found = box(replacing: index, with: other) {
                        return turned ? Size(width: found.height, height: found.width) : found
                    }
                }
            }
        }
        return nil
    }

    /// What `imageScale` multiplies a symbol's size by (SF Symbols' small, medium and large):
    /// large measured 1.24–1.28 × medium in three repositories' screenshots (SYMINK in
    /// docs/measurements.md).
    public static func scale(_ name: String) -> Double {
        switch name {
        case "small": 0.78
        case "large": 1.27
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

    /// How much wider a symbol's strokes are drawn at `weight` than the substitutes' own, in
    /// ems of its square. The substitutes are drawn at regular weight, with strokes of 1/16
    /// em; SF Symbols come in the font's nine weights, and the strokes here scale as SF's do
    /// from regular, up to 2× at black (the team's estimates from Apple's symbol templates,
    /// SFWEIGHT in docs/sources.md). Thinning stops at 0.8×: the substitutes' finest parts
    /// are about half a stroke wide and would turn inside out.
    public static func emboldening(for weight: FontWeight) -> Double {
        let stroke = 1.0 / 16
        let ratio: Double =
            switch weight {
            case .ultraLight: 0.8
            case .thin: 0.85
            case .light: 0.92
            case .regular: 1
            case .medium: 1.15
            case .semibold: 1.3
            case .bold: 1.5
            case .heavy: 1.75
            case .black: 2
            }
        return (ratio - 1) * stroke
    }

    /// Whether `name`'s one glyph (after falling back) is a filled shape with its mark cut
    /// out: drawn as one glyph, it keeps the regular weight, as emboldening the shape would
    /// thin the mark.
    public static func isCutOut(_ name: String) -> Bool {
        resolve(name).map { cutOutNames.contains($0) } ?? false
    }

    /// Two `symbolVariant` values nested: the parts of both, in SF's order.
    public static func combining(_ outer: String?, _ inner: String) -> String {
        let parts = Set(((outer ?? "") + "." + inner).split(separator: ".").map(String.init))
        var shape = ["circle", "square", "rectangle"].filter { parts.contains($0) }
        // One enclosure: the inner one wins.
        if shape.count > 1, let own = inner.split(separator: ".").map(String.init).first(where: shape.contains) {
            shape = [own]
        }
        return ((parts.contains("slash") ? ["slash"] : []) + shape + (parts.contains("fill") ? ["fill"] : []))
            .joined(separator: ".")
    }

    /// The symbol `symbolVariant(_:)` draws for `name`: `variant` is SwiftUI's
    /// `SymbolVariants` as a dotted list (`fill`, `circle.fill`, `slash`, `none`, …). Its
    /// parts are added in SF's order (slash, then the enclosure, then fill), skipping those the
    /// name has; when that name is not listed, fewer parts are tried, and at last the name as
    /// it is, as SwiftUI falls back to the symbol without the variant.
    public static func applying(variant: String, to name: String) -> String {
        let order = ["slash", "circle", "square", "rectangle", "fill"]
        let have = Set(name.split(separator: ".").map(String.init))
        let wanted = order.filter { variant.split(separator: ".").contains(Substring($0)) && !have.contains($0) }
        guard !wanted.isEmpty else { return name }
        // Every subset of the wanted parts, the largest first; within one size, in order.
        let subsets = (1..<(1 << wanted.count)).map { mask in
            wanted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
        }.sorted { $0.count > $1.count }
        for parts in subsets {
            // The enclosure goes after a slash and before fill in the name itself too.
            var base = name.split(separator: ".").map(String.init)
            let fill = base.last == "fill"
            if fill { base.removeLast() }
            let candidate = (base + parts.filter { $0 != "fill" } + (fill || parts.contains("fill") ? ["fill"] : []))
                .joined(separator: ".")
            if table[candidate] != nil { return candidate }
        }
        return name
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
        var out: [String] = []
        var seen = Set<String>()
        var stem = Substring(name)
        // One pass from the end, one dot at a time: a name of 30,000 dots costs 30,000 steps,
        // not a list of every prefix.
        while let dot = stem.lastIndex(of: ".") {
            let last = stem[stem.index(after: dot)...]
            stem = stem[..<dot]
            // A stem longer than every mapped name (and it with `.fill`) can match nothing.
            guard stem.utf8.count <= longestName else { continue }
            for candidate in last == "fill" ? [String(stem)] : [stem + ".fill", String(stem)]
            where candidate != name && seen.insert(candidate).inserted {
                out.append(candidate)
            }
        }
        return out
    }

    /// The length in UTF-8 bytes of the longest mapped name.
    static let longestName = table.keys.lazy.map(\.utf8.count).max() ?? 0

    /// Every `Image(systemName:)` of the document with no substitute, even after falling
    /// back, with its JSON path, in document order (every place a name is used: which of
    /// them a render draws depends on its family).
    public static func unmapped(in document: EntryDocument) -> [(name: String, path: String)] {
        var found: [(String, String)] = []
        for root in document.rootViews {
            root.forEachView { view in
                switch view.content {
                case .image(.symbol(let name)) where codePoint(for: name) == nil:
                    found.append((name, view.path + ".systemName"))
                case .control(let control):
                    if let name = control.systemImage, codePoint(for: name) == nil {
                        found.append((name, view.path + ".systemImage"))
                    }
                default: break
                }
            }
        }
        return found
    }
}
