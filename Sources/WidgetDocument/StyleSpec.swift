// Styles as the entry writes them, decoded once into typed values: a color (hex, a name
// of StyleDecoder's table, a light/dark pair, a color with an opacity), a material, a
// hierarchical fill, or a gradient. Decoding checks every form the spec allows and
// reports the first problem with its JSON path; resolving a decoded style for one color
// scheme cannot fail. `ColorSpec` is the color-only subset, so a place that needs a color
// (a gradient's stop, a shadow, `colorMultiply`) cannot hold a gradient or a material.

import WidgetCore

/// A color as written: what `color`-typed values of the format hold.
public indirect enum ColorSpec: Sendable, Hashable {
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case hex(Color)
    /// A name of `StyleDecoder.named` (`"blue"`, `"secondaryLabel"`, `"tint"`, …).
    case named(String)
    /// `{"light": …, "dark": …}`.
    case schemes(light: ColorSpec, dark: ColorSpec)
    /// `{"color": …, "opacity": …}` (opacity 1 when not given).
    case opacity(ColorSpec, Double)

    /// The color in `scheme`.
    public func color(in scheme: ColorScheme) -> Color {
        switch self {
        case .hex(let c): return c
        case .named(let name):
            // Decoding admits only names of the table.
            let pair = StyleDecoder.named[name] ?? (.black, .black)
            return scheme == .light ? pair.light : pair.dark
        case .schemes(let light, let dark): return (scheme == .light ? light : dark).color(in: scheme)
        case .opacity(let base, let o): return base.color(in: scheme).withOpacity(o)
        }
    }
}

/// A style as written: what `style`-typed values of the format hold.
public indirect enum StyleSpec: Sendable, Hashable {
    case color(ColorSpec)
    /// `"ultraThinMaterial"` … `"ultraThickMaterial"` (a key of `StyleDecoder.materials`).
    case material(String)
    /// `"fill"`, `"fill.secondary"`, …: a key of `StyleDecoder.hierarchicalFillColors`.
    case hierarchicalFill(String)
    /// `{"light": …, "dark": …}` of styles that are not both colors.
    case schemes(light: StyleSpec, dark: StyleSpec)
    /// `{"color": STYLE, "opacity": …}` of a style that is not a color.
    case opacity(StyleSpec, Double)
    case linearGradient(GradientSpec)
    case radialGradient(GradientSpec)
    case angularGradient(GradientSpec)

    /// The drawable style in `scheme`.
    public func style(in scheme: ColorScheme) -> Style {
        switch self {
        case .color(let c): return .color(c.color(in: scheme))
        case .material(let name):
            let m = StyleDecoder.materials[name] ?? (.clear, .clear)
            return .material(
                tint: scheme == .light ? m.light : m.dark, blur: StyleDecoder.materialBlur, opacity: 1)
        case .hierarchicalFill(let name):
            return .color(ColorSpec.named(StyleDecoder.hierarchicalFillColors[name] ?? "systemFill").color(in: scheme))
        case .schemes(let light, let dark): return (scheme == .light ? light : dark).style(in: scheme)
        case .opacity(let base, let o): return base.style(in: scheme).withOpacity(o)
        case .linearGradient(let g):
            return .linearGradient(
                stops: g.stops(in: scheme), start: g.startPoint ?? UnitPoint(x: 0.5, y: 0),
                end: g.endPoint ?? UnitPoint(x: 0.5, y: 1))
        case .radialGradient(let g):
            return .radialGradient(
                stops: g.stops(in: scheme), center: g.center ?? UnitPoint(x: 0.5, y: 0.5),
                startRadius: g.startRadius ?? 0, endRadius: g.endRadius ?? 0)
        case .angularGradient(let g):
            return .angularGradient(
                stops: g.stops(in: scheme), center: g.center ?? UnitPoint(x: 0.5, y: 0.5),
                startAngle: g.angle ?? g.startAngle ?? 0, endAngle: g.angle.map { $0 + 360 } ?? g.endAngle ?? 360)
        }
    }

    /// The color name this style is, if it is one (`"tint"`, `"primary"`, `"secondary"`…).
    public var colorName: String? {
        if case .color(.named(let name)) = self { name } else { nil }
    }

    /// Whether this style names a hierarchical level of the label color (`secondary`,
    /// `tertiary`, `quaternary` or their UIKit label names): a style that fades the
    /// foreground rather than replacing its color.
    package var isHierarchicalLevel: Bool {
        guard let name = colorName else { return false }
        return ["secondary", "tertiary", "quaternary", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"]
            .contains(name)
    }

    /// 1 for `.secondary`, 2 for `.tertiary`, 3 for `.quaternary`: which level after the
    /// primary a hierarchical style names (nil for any other style).
    package var hierarchicalLevel: Int? {
        colorName.flatMap { ["secondary": 1, "tertiary": 2, "quaternary": 3][$0] }
    }

    /// For `.secondary`, `.tertiary` and `.quaternary` (SwiftUI's hierarchical levels, not
    /// UIKit's fixed label colors): the opacity the level gives the current foreground,
    /// taken from the system label colors' own (0.6, 0.3, and 0.18 in light or 0.16 in
    /// dark mode).
    package func hierarchicalOpacity(scheme: ColorScheme) -> Double? {
        Self.hierarchicalOpacity(colorName, scheme: scheme)
    }

    package static func hierarchicalOpacity(_ name: String?, scheme: ColorScheme) -> Double? {
        switch name {
        case "secondary": 0.6
        case "tertiary": 0.3
        case "quaternary": scheme == .light ? 0.18 : 0.16
        default: nil
        }
    }
}

/// A gradient's colors and geometry as written; which keys apply depends on its kind.
public struct GradientSpec: Sendable, Hashable {
    /// Each color with its location: `colors` evenly spaced, or `stops` as given.
    public var stops: [Stop]
    public var startPoint: UnitPoint?
    public var endPoint: UnitPoint?
    public var center: UnitPoint?
    public var startRadius: Double?
    public var endRadius: Double?
    public var startAngle: Double?
    public var endAngle: Double?
    /// `AngularGradient(colors:center:angle:)`: a full turn starting there.
    public var angle: Double?

    public struct Stop: Sendable, Hashable {
        public var color: ColorSpec
        public var location: Double
    }

    func stops(in scheme: ColorScheme) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.color(in: scheme), location: $0.location) }
    }
}
