// UIKit's colours where UIKit does not exist, so widget code that says `Color(uiColor:
// .secondaryLabel)` or `UIColor(red:green:blue:alpha:)` compiles unchanged on Linux.
//
// A `UIColor` keeps what the entry format writes (a semantic name such as `label`, a hex
// value, or a light/dark pair) and its light and dark components, so a semantic colour
// stays semantic in the document (drawn with iOS's light and dark values) and
// `withAlphaComponent` sets the alpha exactly, as UIKit does.

import Foundation
import WidgetCore
import WidgetDocument

/// Components in 0…1.
struct ColorComponents: Hashable, Sendable {
    var red, green, blue, alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        func clamped(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
    }

    init(_ color: WidgetCore.Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    var hex: String {
        func byte(_ v: Double) -> String {
            let text = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    /// Light or dark, as UIKit's `UIUserInterfaceStyle`.
    public enum UIUserInterfaceStyle: Int, Sendable {
        case unspecified, light, dark
    }

    /// The traits a dynamic colour is resolved for, as UIKit's `UITraitCollection`.
    public final class UITraitCollection: Sendable {
        public let userInterfaceStyle: UIUserInterfaceStyle
        public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
        /// The light appearance: code outside a render resolves colours as light.
        public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    }

    /// A colour, as UIKit's `UIColor`.
    open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
        // Unchecked: every stored property is a constant value.

        let light: ColorComponents
        let dark: ColorComponents
        /// The format's name for this colour, when it is a named one, unchanged.
        let name: String?

        init(light: ColorComponents, dark: ColorComponents, name: String? = nil) {
            self.light = light
            self.dark = dark
            self.name = name
        }

        /// A colour the format names, with its light and dark values.
        convenience init(formatName name: String) {
            let pair = StyleDecoder.namedColor(name) ?? (.clear, .clear)
            self.init(light: ColorComponents(pair.light), dark: ColorComponents(pair.dark), name: name)
        }

        /// sRGB components in 0…1.
        public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            let c = ColorComponents(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
            self.init(light: c, dark: c)
        }
        /// Display P3 components, drawn as sRGB (the renderer draws in sRGB).
        public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }
        /// A grey.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }
        /// Hue, saturation and brightness in 0…1.
        public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
            let color = Color(
                hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)
            )
            self.init(color)
        }
        /// A colour whose light and dark values the provider gives, as UIKit's
        /// `init(dynamicProvider:)`: asked once for each appearance.
        public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
            let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
            let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
            self.init(
                light: light.light, dark: dark.dark,
                name: light.name != nil && light.name == dark.name ? light.name : nil)
        }
        /// A colour set of the asset catalogs (`AssetCatalog`), nil when there is none of
        /// that name, as UIKit answers.
        public convenience init?(
            named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil
        ) {
            guard let set = try? AssetCatalogs.colorSet(named: name, bundle: bundle) else { return nil }
            self.init(light: set.light, dark: set.dark)
        }
        /// A SwiftUI colour as a UIKit one: its light and dark values where the format knows
        /// them (names, hex values, light/dark pairs).
        public convenience init(_ color: Color) {
            let (light, dark) = Self.components(of: color.styleJSON)
            var name: String?
            if case .string(let text) = color.styleJSON, StyleDecoder.namedColor(text) != nil { name = text }
            self.init(light: light, dark: dark, name: name)
        }

        /// This colour with its alpha set (not multiplied), as UIKit's `withAlphaComponent`.
        public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            var l = light, d = dark
            l.alpha = ColorComponents(red: 0, green: 0, blue: 0, alpha: Double(alpha)).alpha
            d.alpha = l.alpha
            return UIColor(light: l, dark: d)
        }
        /// The colour of one appearance.
        public func resolvedColor(with traits: UITraitCollection) -> UIColor {
            let c = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(light: c, dark: c)
        }
        /// The light appearance's components, as UIKit's `getRed(_:green:blue:alpha:)`.
        @discardableResult
        public func getRed(
            _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
            blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            red?.pointee = CGFloat(light.red)
            green?.pointee = CGFloat(light.green)
            blue?.pointee = CGFloat(light.blue)
            alpha?.pointee = CGFloat(light.alpha)
            return true
        }

        /// What the entry format writes for this colour.
        var styleJSON: JSONValue {
            if let name { return .string(name) }
            if light == dark { return .string(light.hex) }
            return .object([("light", .string(light.hex)), ("dark", .string(dark.hex))])
        }

        public var description: String { "UIColor(\(styleJSON.serialized(pretty: false)))" }

        public static func == (a: UIColor, b: UIColor) -> Bool {
            a.light == b.light && a.dark == b.dark && a.name == b.name
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(light)
            hasher.combine(dark)
            hasher.combine(name)
        }

        /// The light and dark components of a format colour value, as far as it says them.
        static func components(of json: JSONValue) -> (ColorComponents, ColorComponents) {
            switch json {
            case .string(let text):
                if let pair = StyleDecoder.namedColor(text) {
                    return (ColorComponents(pair.light), ColorComponents(pair.dark))
                }
                let c = hexColorComponents(text) ?? ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)
                return (c, c)
            case .object:
                if let light = json["light"], let dark = json["dark"] {
                    return (components(of: light).0, components(of: dark).1)
                }
                if let inner = json["color"], case .number(let opacity)? = json["opacity"] {
                    var (l, d) = components(of: inner)
                    l.alpha *= opacity
                    d.alpha *= opacity
                    return (l, d)
                }
            default: break
            }
            let clear = ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)
            return (clear, clear)
        }

        static func hexColorComponents(_ text: String) -> ColorComponents? {
            guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
                let value = UInt32(text.dropFirst(), radix: 16)
            else { return nil }
            let v = text.count == 7 ? value << 8 | 0xFF : value
            func part(_ shift: UInt32) -> Double { Double((v >> shift) & 0xFF) / 255 }
            return ColorComponents(red: part(24), green: part(16), blue: part(8), alpha: part(0))
        }

        // MARK: The semantic colours (UIKit's published values, light and dark)

        open class var label: UIColor { UIColor(formatName: "label") }
        open class var secondaryLabel: UIColor { UIColor(formatName: "secondaryLabel") }
        open class var tertiaryLabel: UIColor { UIColor(formatName: "tertiaryLabel") }
        open class var quaternaryLabel: UIColor { UIColor(formatName: "quaternaryLabel") }
        open class var systemBackground: UIColor { UIColor(formatName: "systemBackground") }
        open class var secondarySystemBackground: UIColor { UIColor(formatName: "secondarySystemBackground") }
        open class var tertiarySystemBackground: UIColor { UIColor(formatName: "tertiarySystemBackground") }
        open class var systemGroupedBackground: UIColor { UIColor(formatName: "systemGroupedBackground") }
        open class var secondarySystemGroupedBackground: UIColor {
            UIColor(formatName: "secondarySystemGroupedBackground")
        }
        open class var tertiarySystemGroupedBackground: UIColor {
            UIColor(formatName: "tertiarySystemGroupedBackground")
        }
        open class var separator: UIColor { UIColor(formatName: "separator") }
        open class var opaqueSeparator: UIColor { UIColor(formatName: "opaqueSeparator") }
        open class var link: UIColor { UIColor(formatName: "link") }
        open class var placeholderText: UIColor { UIColor(formatName: "placeholderText") }
        open class var darkText: UIColor { UIColor(formatName: "darkText") }
        open class var lightText: UIColor { UIColor(formatName: "lightText") }
        open class var tintColor: UIColor { UIColor(formatName: "tint") }
        open class var systemFill: UIColor { UIColor(formatName: "systemFill") }
        open class var secondarySystemFill: UIColor { UIColor(formatName: "secondarySystemFill") }
        open class var tertiarySystemFill: UIColor { UIColor(formatName: "tertiarySystemFill") }
        open class var quaternarySystemFill: UIColor { UIColor(formatName: "quaternarySystemFill") }
        open class var systemGray: UIColor { UIColor(formatName: "systemGray") }
        open class var systemGray2: UIColor { UIColor(formatName: "systemGray2") }
        open class var systemGray3: UIColor { UIColor(formatName: "systemGray3") }
        open class var systemGray4: UIColor { UIColor(formatName: "systemGray4") }
        open class var systemGray5: UIColor { UIColor(formatName: "systemGray5") }
        open class var systemGray6: UIColor { UIColor(formatName: "systemGray6") }
        open class var systemRed: UIColor { UIColor(formatName: "systemRed") }
        open class var systemOrange: UIColor { UIColor(formatName: "systemOrange") }
        open class var systemYellow: UIColor { UIColor(formatName: "systemYellow") }
        open class var systemGreen: UIColor { UIColor(formatName: "systemGreen") }
        open class var systemMint: UIColor { UIColor(formatName: "systemMint") }
        open class var systemTeal: UIColor { UIColor(formatName: "systemTeal") }
        open class var systemCyan: UIColor { UIColor(formatName: "systemCyan") }
        open class var systemBlue: UIColor { UIColor(formatName: "systemBlue") }
        open class var systemIndigo: UIColor { UIColor(formatName: "systemIndigo") }
        open class var systemPurple: UIColor { UIColor(formatName: "systemPurple") }
        open class var systemPink: UIColor { UIColor(formatName: "systemPink") }
        open class var systemBrown: UIColor { UIColor(formatName: "systemBrown") }

        // MARK: The fixed colours (UIKit's documented components)

        open class var black: UIColor { UIColor(white: 0, alpha: 1) }
        open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
        open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
        open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
        open class var white: UIColor { UIColor(white: 1, alpha: 1) }
        open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
        open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
        open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
        open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
        open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
        open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
        open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
        open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    }

    extension Color {
        /// A UIKit colour, as SwiftUI's `Color(uiColor:)`.
        public init(uiColor: UIColor) { self.init(json: uiColor.styleJSON) }
        /// A UIKit colour, as SwiftUI's `Color(_: UIColor)`.
        public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
    }
#endif
