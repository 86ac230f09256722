// Styles: decoding every form of the spec into a `StyleSpec` (StyleSpec.swift, which
// resolves it to a `Style` for one color scheme), with the tables of names they use. System and semantic colors carry
// iOS's light and dark values (UIKit's published RGB values, iOS 17).

import WidgetCore

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, CaseIterable {
    case light, dark
}

public enum StyleDecoder {
    package typealias Pair = (light: Color, dark: Color)

    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color { Color(r: r, g: g, b: b, alpha: a) }

    /// Named colors with their light and dark values.
    package static let named: [String: Pair] = {
        let label: Pair = (rgb(0, 0, 0), rgb(255, 255, 255))
        let secondaryLabel: Pair = (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
        let tertiaryLabel: Pair = (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
        let quaternaryLabel: Pair = (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
        let blue: Pair = (rgb(0, 122, 255), rgb(10, 132, 255))
        return [
            "primary": label, "secondary": secondaryLabel, "tertiary": tertiaryLabel, "quaternary": quaternaryLabel,
            "white": (.white, .white), "black": (.black, .black), "clear": (.clear, .clear),
            "gray": (rgb(142, 142, 147), rgb(142, 142, 147)),
            "red": (rgb(255, 59, 48), rgb(255, 69, 58)), "orange": (rgb(255, 149, 0), rgb(255, 159, 10)),
            "yellow": (rgb(255, 204, 0), rgb(255, 214, 10)), "green": (rgb(52, 199, 89), rgb(48, 209, 88)),
            "mint": (rgb(0, 199, 190), rgb(99, 230, 226)), "teal": (rgb(48, 176, 199), rgb(64, 200, 224)),
            "cyan": (rgb(50, 173, 230), rgb(100, 210, 255)), "blue": blue,
            "indigo": (rgb(88, 86, 214), rgb(94, 92, 230)), "purple": (rgb(175, 82, 222), rgb(191, 90, 242)),
            "pink": (rgb(255, 45, 85), rgb(255, 55, 95)), "brown": (rgb(162, 132, 94), rgb(172, 142, 104)),
            "accentColor": blue,
            "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel,
            "quaternaryLabel": quaternaryLabel,
            "systemBackground": (.white, .black),
            "secondarySystemBackground": (rgb(242, 242, 247), rgb(28, 28, 30)),
            "tertiarySystemBackground": (.white, rgb(44, 44, 46)),
            "systemGroupedBackground": (rgb(242, 242, 247), .black),
            "secondarySystemGroupedBackground": (.white, rgb(28, 28, 30)),
            "separator": (rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
            "opaqueSeparator": (rgb(198, 198, 200), rgb(56, 56, 58)),
            "systemFill": (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
            "secondarySystemFill": (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
            "tertiarySystemFill": (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
            "quaternarySystemFill": (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
            "systemGray": (rgb(142, 142, 147), rgb(142, 142, 147)),
            "systemGray2": (rgb(174, 174, 178), rgb(99, 99, 102)),
            "systemGray3": (rgb(199, 199, 204), rgb(72, 72, 74)),
            "systemGray4": (rgb(209, 209, 214), rgb(58, 58, 60)),
            "systemGray5": (rgb(229, 229, 234), rgb(44, 44, 46)),
            "systemGray6": (rgb(242, 242, 247), rgb(28, 28, 30)),
            "link": (rgb(0, 122, 255), rgb(9, 132, 255)),
            "placeholderText": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
            "tertiarySystemGroupedBackground": (rgb(242, 242, 247), rgb(44, 44, 46)),
            "darkText": (.black, .black), "lightText": (rgb(255, 255, 255, 0.6), rgb(255, 255, 255, 0.6)),
            // `.tint` with no tint set around it: the accent color.
            "tint": blue,
            // UIKit's names for SwiftUI's system colors (`Color(.systemBlue)`): the same values.
            "systemRed": (rgb(255, 59, 48), rgb(255, 69, 58)), "systemOrange": (rgb(255, 149, 0), rgb(255, 159, 10)),
            "systemYellow": (rgb(255, 204, 0), rgb(255, 214, 10)), "systemGreen": (rgb(52, 199, 89), rgb(48, 209, 88)),
            "systemMint": (rgb(0, 199, 190), rgb(99, 230, 226)), "systemTeal": (rgb(48, 176, 199), rgb(64, 200, 224)),
            "systemCyan": (rgb(50, 173, 230), rgb(100, 210, 255)), "systemBlue": blue,
            "systemIndigo": (rgb(88, 86, 214), rgb(94, 92, 230)),
            "systemPurple": (rgb(175, 82, 222), rgb(191, 90, 242)), "systemPink": (rgb(255, 45, 85), rgb(255, 55, 95)),
            "systemBrown": (rgb(162, 132, 94), rgb(172, 142, 104)),
        ]
    }()

    /// A named color's light and dark values (`label`, `systemBlue`…), nil for a name the
    /// format does not know.
    public static func namedColor(_ name: String) -> (light: Color, dark: Color)? {
        named[name].map { ($0.light, $0.dark) }
    }

    static let gradientKinds = ["linearGradient", "radialGradient", "angularGradient"]

    /// The materials' tints, light and dark, thinnest first: the team's estimates
    /// (MATERIAL in docs/sources.md), a near-white or near-black veil that grows more
    /// opaque with each thickness.
    static let materials: [String: (light: Color, dark: Color)] = [
        "ultraThinMaterial": (rgb(250, 250, 250, 0.36), rgb(30, 30, 32, 0.40)),
        "thinMaterial": (rgb(250, 250, 250, 0.54), rgb(30, 30, 32, 0.56)),
        "regularMaterial": (rgb(250, 250, 250, 0.72), rgb(30, 30, 32, 0.70)),
        "thickMaterial": (rgb(250, 250, 250, 0.84), rgb(30, 30, 32, 0.82)),
        "ultraThickMaterial": (rgb(250, 250, 250, 0.92), rgb(30, 30, 32, 0.92)),
    ]
    /// The materials' blur, a Gaussian's σ in points (MATERIAL).
    static let materialBlur = 10.0

    /// `.fill`, `.fill.secondary`, …: the system fill color of each level.
    static let hierarchicalFillColors = [
        "fill": "systemFill", "fill.secondary": "secondarySystemFill", "fill.tertiary": "tertiarySystemFill",
        "fill.quaternary": "quaternarySystemFill",
    ]

    /// Checks that `value` is a style (or, with `colorOnly`, a color) of any form the spec allows.
    static func validate(_ value: JSONValue, at path: String, colorOnly: Bool) throws(DocumentError) {
        if colorOnly { _ = try decodeColor(value, at: path) } else { _ = try decodeStyle(value, at: path) }
    }

    /// A style of any form the spec allows, decoded.
    public static func decodeStyle(_ value: JSONValue, at path: String) throws(DocumentError) -> StyleSpec {
        let expected = FormatSchema.styleDescription
        switch value {
        case .string(let s):
            if s.hasPrefix("#") || named[s] != nil { return .color(try decodeColor(value, at: path)) }
            if materials[s] != nil { return .material(s) }
            if hierarchicalFillColors[s] != nil { return .hierarchicalFill(s) }
            let all = named.keys.sorted() + FormatSchema.hierarchicalFills + FormatSchema.materials
            throw .invalid(
                path: path, message: "unknown color \"\(s)\"" + s.suggestion(among: all) + "; expected \(expected)")
        case .object(let pairs):
            let keys = Set(pairs.map(\.key))
            if keys == ["light", "dark"], let light = value["light"], let dark = value["dark"] {
                let l = try decodeStyle(light, at: path + ".light"), d = try decodeStyle(dark, at: path + ".dark")
                if case .color(let lc) = l, case .color(let dc) = d { return .color(.schemes(light: lc, dark: dc)) }
                return .schemes(light: l, dark: d)
            } else if keys.contains("color") && keys.isSubset(of: ["color", "opacity"]), let color = value["color"] {
                let base = try decodeStyle(color, at: path + ".color")
                let o = try opacity(value["opacity"], at: path + ".opacity")
                if case .color(let c) = base { return .color(.opacity(c, o)) }
                return .opacity(base, o)
            } else if keys.count == 1, let kind = keys.first, gradientKinds.contains(kind), let gradient = value[kind] {
                let g = try decodeGradient(gradient, kind: kind, at: path + "." + kind)
                switch kind {
                case "linearGradient": return .linearGradient(g)
                case "radialGradient": return .radialGradient(g)
                default: return .angularGradient(g)
                }
            }
            throw .invalid(
                path: path,
                message: "expected \(expected), found an object with keys \(pairs.map(\.key).joined(separator: ", "))")
        default:
            throw .invalid(path: path, message: "expected \(expected), found \(value.kindDescription)")
        }
    }

    /// A color of any form the spec allows, decoded.
    public static func decodeColor(_ value: JSONValue, at path: String) throws(DocumentError) -> ColorSpec {
        let expected = "a color (a hex color, a color name, {\"light\", \"dark\"} or {\"color\", \"opacity\"})"
        switch value {
        case .string(let s):
            if s.hasPrefix("#") {
                guard let c = hex(s) else {
                    throw .invalid(path: path, message: "bad hex color \"\(s)\"; expected \"#RRGGBB\" or \"#RRGGBBAA\"")
                }
                return .hex(c)
            }
            if named[s] != nil { return .named(s) }
            throw .invalid(
                path: path,
                message: "unknown color \"\(s)\"" + s.suggestion(among: named.keys.sorted()) + "; expected \(expected)")
        case .object(let pairs):
            let keys = Set(pairs.map(\.key))
            if keys == ["light", "dark"], let light = value["light"], let dark = value["dark"] {
                return .schemes(
                    light: try decodeColor(light, at: path + ".light"), dark: try decodeColor(dark, at: path + ".dark"))
            } else if keys.contains("color") && keys.isSubset(of: ["color", "opacity"]), let color = value["color"] {
                let base = try decodeColor(color, at: path + ".color")
                return .opacity(base, try opacity(value["opacity"], at: path + ".opacity"))
            }
            throw .invalid(
                path: path,
                message: "expected \(expected), found an object with keys \(pairs.map(\.key).joined(separator: ", "))")
        default:
            throw .invalid(path: path, message: "expected \(expected), found \(value.kindDescription)")
        }
    }

    /// `{"color", "opacity"}`'s opacity: 1 when not given.
    private static func opacity(_ value: JSONValue?, at path: String) throws(DocumentError) -> Double {
        guard let value else { return 1 }
        try Validator().check(value, .number(min: 0, max: 1), at: path)
        if case .number(let o) = value { return o }
        return 1
    }

    /// A gradient style's object (`kind` is one of `gradientKinds`), checked against
    /// `gradientKeys` and decoded.
    static func decodeGradient(_ value: JSONValue, kind: String, at path: String) throws(DocumentError)
        -> GradientSpec
    {
        try Validator().check(value, gradientKeys(kind), at: path)
        let colors = value["colors"], stops = value["stops"]
        guard (colors == nil) != (stops == nil) else {
            throw .invalid(path: path, message: "a gradient needs exactly one of \"colors\" or \"stops\"")
        }
        if case .array(let items) = colors ?? stops ?? .null, items.isEmpty {
            throw .invalid(path: path, message: "a gradient needs at least one color")
        }
        return try gradient(value, at: path)
    }

    /// The colors and geometry of a checked gradient object: a gradient style's, or a
    /// `LinearGradient` or `RadialGradient` node's own keys.
    static func gradient(_ value: JSONValue, at path: String) throws(DocumentError) -> GradientSpec {
        func n(_ k: String) -> Double? { value[k]?.numberValue }
        var stops: [GradientSpec.Stop] = []
        if case .array(let colors) = value["colors"] ?? .null {
            for (i, c) in colors.enumerated() {
                let location = colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1)
                stops.append(.init(color: try decodeColor(c, at: "\(path).colors[\(i)]"), location: location))
            }
        } else if case .array(let items) = value["stops"] ?? .null {
            for (i, s) in items.enumerated() {
                guard case .number(let location) = s["location"] ?? .null, let stopColor = s["color"] else {
                    throw .invalid(path: "\(path).stops[\(i)]", message: "a stop needs \"color\" and \"location\"")
                }
                stops.append(
                    .init(color: try decodeColor(stopColor, at: "\(path).stops[\(i)].color"), location: location))
            }
        }
        return GradientSpec(
            stops: stops, startPoint: unitPoint(value["startPoint"]), endPoint: unitPoint(value["endPoint"]),
            center: unitPoint(value["center"]), startRadius: n("startRadius"), endRadius: n("endRadius"),
            startAngle: n("startAngle"), endAngle: n("endAngle"), angle: n("angle"))
    }

    /// A gradient style's keys (`kind` is one of `gradientKinds`); a radial gradient needs
    /// its end radius. It also needs exactly one of `colors` and `stops`, with at least one color.
    static func gradientKeys(_ kind: String) -> ValueKind {
        var keys: [String: ValueKind] = ["colors": .arrayOf(.color), "stops": .arrayOf(FormatSchema.stop)]
        switch kind {
        case "linearGradient": keys.merge(["startPoint": .unitPoint, "endPoint": .unitPoint]) { $1 }
        case "radialGradient":
            keys.merge(["center": .unitPoint, "startRadius": .number(min: 0), "endRadius": .number(min: 0)]) { $1 }
            return .object(keys, required: ["endRadius"])
        default:
            keys.merge(["center": .unitPoint, "startAngle": .number(), "endAngle": .number(), "angle": .number()]) {
                $1
            }
        }
        return .object(keys)
    }

    /// "#RRGGBB" / "#RRGGBBAA" → color.
    static func hex(_ s: String) -> Color? {
        // Six or eight ASCII hex digits after the first character, read as bytes (no
        // Character or String work: this runs for every color of every entry).
        let digits = Array(s.dropFirst().utf8)
        guard digits.count == 6 || digits.count == 8 else { return nil }
        func value(_ d: UInt8) -> Int? {
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(d - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(d - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(d - UInt8(ascii: "A")) + 10
            default: nil
            }
        }
        var values: [Int] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(digits[i]), let low = value(digits[i + 1]) else { return nil }
            values.append(high * 16 + low)
        }
        return Color(r: values[0], g: values[1], b: values[2], alpha: values.count == 4 ? Double(values[3]) / 255 : 1)
    }

    /// The drawable style for a style value in `scheme` (decoded, then resolved).
    public static func resolve(_ value: JSONValue, at path: String, scheme: ColorScheme) throws(DocumentError)
        -> Style
    {
        try decodeStyle(value, at: path).style(in: scheme)
    }

    /// A unit point as written (`"topLeading"`, …, `"zero"`, `{"x", "y"}`); nil when absent.
    static func unitPoint(_ value: JSONValue?) -> UnitPoint? {
        switch value {
        case .string("zero"): return UnitPoint(x: 0, y: 0)
        case .string(let name): return UnitPoint.named.first { $0.name == name }?.value
        case .object:
            if case .number(let x) = value?["x"], case .number(let y) = value?["y"] { return UnitPoint(x: x, y: y) }
            return nil
        default: return nil
        }
    }

    static func unitPoint(_ value: JSONValue?, default d: UnitPoint) -> UnitPoint {
        unitPoint(value) ?? d
    }
}
