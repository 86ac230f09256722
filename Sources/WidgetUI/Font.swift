// Fonts, as SwiftUI's `Font`: text styles, `.system(size:weight:design:)`, `.custom`, and
// the font modifiers (`.weight`, `.bold()`, `.italic()`, `.smallCaps()`,
// `.monospacedDigit()`). The format keeps the face in `font` and the traits as their own
// modifiers, so a Font writes both.

import Foundation
import WidgetDocument

/// A font, as SwiftUI's `Font`.
public struct Font: Hashable, Sendable {
    /// The `font` value: a text style's name or an object.
    let value: JSONValueBox
    /// Trait modifiers written after `font` (`bold`, `italic`, `smallCaps`, `monospacedDigit`).
    let traits: [String]

    init(_ value: JSONValue, traits: [String] = []) {
        self.value = JSONValueBox(value)
        self.traits = traits
    }

    /// A weight, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    /// A design, as SwiftUI's `Font.Design`.
    public enum Design: String, Hashable, Sendable {
        case `default`, rounded, serif, monospaced
    }

    /// A text style, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public static let largeTitle = Font(.string("largeTitle"))
    public static let title = Font(.string("title"))
    public static let title2 = Font(.string("title2"))
    public static let title3 = Font(.string("title3"))
    public static let headline = Font(.string("headline"))
    public static let subheadline = Font(.string("subheadline"))
    public static let body = Font(.string("body"))
    public static let callout = Font(.string("callout"))
    public static let footnote = Font(.string("footnote"))
    public static let caption = Font(.string("caption"))
    public static let caption2 = Font(.string("caption2"))

    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(
            jsonObject([
                ("size", JSONValue(size)), ("weight", weight.map { .string($0.name) }),
                ("design", design.map { .string($0.rawValue) }),
            ]))
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        if design == nil && weight == nil { return Font(.string(style.rawValue)) }
        return Font(
            jsonObject([
                ("style", .string(style.rawValue)), ("weight", weight.map { .string($0.name) }),
                ("design", design.map { .string($0.rawValue) }),
            ]))
    }

    /// A font of the document's `fonts`, by family name, scaled with Dynamic Type like `body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.object([("family", .string(name)), ("size", JSONValue(size))]))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(.object([("family", .string(name)), ("size", JSONValue(size)), ("relativeTo", .string(style.rawValue))]))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.object([("family", .string(name)), ("size", JSONValue(fixedSize)), ("fixedSize", .bool(true))]))
    }

    /// This font at a weight.
    public func weight(_ weight: Weight) -> Font { with("weight", .string(weight.name)) }
    /// This font's design (a text style or system font).
    public func design(_ design: Design) -> Font { with("design", .string(design.rawValue)) }
    public func bold() -> Font { Font(value.json, traits: traits + ["bold"]) }
    public func italic() -> Font { Font(value.json, traits: traits + ["italic"]) }
    public func smallCaps() -> Font { Font(value.json, traits: traits + ["smallCaps"]) }
    public func monospacedDigit() -> Font { Font(value.json, traits: traits + ["monospacedDigit"]) }
    public func monospaced() -> Font { design(.monospaced) }

    /// The same face at a fixed size (a text style becomes the system font at that size).
    func resized(to size: CGFloat) -> Font {
        var pairs: [(key: String, value: JSONValue)] =
            if case .object(let p) = value.json { p.filter { $0.key != "style" && $0.key != "relativeTo" } } else { [] }
        if let i = pairs.firstIndex(where: { $0.key == "size" }) {
            pairs[i].value = JSONValue(size)
        } else {
            pairs.insert(("size", JSONValue(size)), at: 0)
        }
        return Font(.object(pairs), traits: traits)
    }

    /// The font with a key of its object set (a text style's name becomes `{"style": …}`).
    private func with(_ key: String, _ v: JSONValue) -> Font {
        var pairs: [(key: String, value: JSONValue)]
        switch value.json {
        case .string(let style): pairs = [("style", .string(style))]
        case .object(let p): pairs = p
        default: pairs = []
        }
        if let i = pairs.firstIndex(where: { $0.key == key }) { pairs[i].value = v } else { pairs.append((key, v)) }
        return Font(.object(pairs), traits: traits)
    }

    /// The modifiers this font writes: `font`, then its traits.
    var modifiers: [(String, JSONValue)] {
        [("font", value.json)] + traits.map { ($0, .bool(true)) }
    }
}
