// Colours, as SwiftUI's `Color`: the system colours by name (drawn with iOS's light and
// dark values by the renderer), RGB values as hex, and a colour at an opacity.

import Foundation
import WidgetCore
import WidgetDocument

/// A colour, as SwiftUI's `Color`. It is also a view that fills its space.
public struct Color: ShapeStyle, StyleValue, View, _PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    /// The format's value: a name, a hex string, or `{"color", "opacity"}`.
    let value: JSONValueBox

    var styleJSON: JSONValue { value.json }

    init(json: JSONValue) { value = JSONValueBox(json) }
    init(named name: String) { self.init(json: .string(name)) }

    /// The RGB colour space of a colour, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// sRGB components in 0…1, as SwiftUI's `Color(red:green:blue:opacity:)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Components in a colour space. Display P3 and linear values are taken as sRGB:
    /// the renderer draws in sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v.isFinite ? v : 0, 0), 1) * 255).rounded())
            let hex = String(b, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        var s = "#" + byte(red) + byte(green) + byte(blue)
        if opacity < 1 { s += byte(opacity) }
        self.init(json: .string(s))
    }

    /// A grey, as SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let c = WidgetCore.Color(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: c.red, green: c.green, blue: c.blue, opacity: opacity)
    }

    /// A colour set of the asset catalogs (AssetCatalog.swift), with its light and dark
    /// values. A missing set fails the render with an error naming it and the catalogs.
    public init(_ name: String, bundle: Bundle? = nil) {
        do {
            let set = try AssetCatalogs.colorSet(named: name, bundle: bundle)
            self.init(
                json: set.light == set.dark
                    ? .string(set.light.hex)
                    : .object([("light", .string(set.light.hex)), ("dark", .string(set.dark.hex))]))
        } catch {
            BuildProblems.report(error)
            // Outside a build the name reaches the decoder, which refuses it by name.
            self.init(json: .string("asset colour \(name)"))
        }
    }

    /// This colour at `opacity` (multiplied), as SwiftUI's `Color.opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        Color(json: .object([("color", styleJSON), ("opacity", .number(min(max(opacity.isNaN ? 1 : opacity, 0), 1)))]))
    }

    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let white = Color(named: "white")
    public static let black = Color(named: "black")
    public static let clear = Color(named: "clear")
    public static let gray = Color(named: "gray")
    public static let red = Color(named: "red")
    public static let orange = Color(named: "orange")
    public static let yellow = Color(named: "yellow")
    public static let green = Color(named: "green")
    public static let mint = Color(named: "mint")
    public static let teal = Color(named: "teal")
    public static let cyan = Color(named: "cyan")
    public static let blue = Color(named: "blue")
    public static let indigo = Color(named: "indigo")
    public static let purple = Color(named: "purple")
    public static let pink = Color(named: "pink")
    public static let brown = Color(named: "brown")
    public static let accentColor = Color(named: "accentColor")
}

extension ShapeStyle where Self == Color {
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
}

extension Color: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        [viewNode("Color", [("color", styleJSON)])]
    }
}

/// A JSONValue that is Hashable (by its text), so styles can be.
struct JSONValueBox: Hashable, Sendable {
    let json: JSONValue
    init(_ json: JSONValue) { self.json = json }
    static func == (a: Self, b: Self) -> Bool { a.json == b.json }
    func hash(into hasher: inout Hasher) { hasher.combine(json.serialized(pretty: false)) }
}
