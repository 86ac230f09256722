// Styles: what fills a shape or colours text, as SwiftUI's `ShapeStyle` (colours,
// gradients, materials, the hierarchical levels, the tint). Each is written as the format's
// style value (docs/entry-format.md, "Styles").

import WidgetDocument

/// A colour, gradient or material, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle {}

/// A style the format can write.
protocol StyleValue {
    var styleJSON: JSONValue { get }
}

/// The format's value for `style`, or an error naming what the format cannot say.
func styleJSON(_ style: some ShapeStyle) throws -> JSONValue {
    if let failure = styleFailure(style) { throw failure }
    return (style as? StyleValue)?.styleJSON ?? .null
}

/// Why a style cannot be written, if it cannot: an app's own `ShapeStyle`, or one wrapped
/// in `AnyShapeStyle` or `.opacity(_:)`.
func styleFailure(_ style: some ShapeStyle) -> WidgetUIError? {
    if let any = style as? AnyShapeStyle { return any.failure }
    if let faded = style as? OpacityStyle { return faded.failure }
    guard style is StyleValue else {
        return .unsupported("the shape style \(type(of: style)) (use a Color, gradient, material or .secondary…)")
    }
    return nil
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: the foreground at a hierarchical level.
public struct HierarchicalShapeStyle: ShapeStyle, StyleValue, Hashable, Sendable {
    let name: String
    public static let primary = HierarchicalShapeStyle(name: "primary")
    public static let secondary = HierarchicalShapeStyle(name: "secondary")
    public static let tertiary = HierarchicalShapeStyle(name: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(name: "quaternary")
    var styleJSON: JSONValue { .string(name) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// `.fill`, `.fill.secondary` …: the system fill at a hierarchical level.
public struct FillShapeStyle: ShapeStyle, StyleValue, Hashable, Sendable {
    let name: String
    public var secondary: FillShapeStyle { FillShapeStyle(name: "fill.secondary") }
    public var tertiary: FillShapeStyle { FillShapeStyle(name: "fill.tertiary") }
    public var quaternary: FillShapeStyle { FillShapeStyle(name: "fill.quaternary") }
    var styleJSON: JSONValue { .string(name) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle(name: "fill") }
}

/// The tint set around the view, else the accent colour.
public struct TintShapeStyle: ShapeStyle, StyleValue, Hashable, Sendable {
    public init() {}
    var styleJSON: JSONValue { .string("tint") }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A blurring material, as SwiftUI's `Material`.
public struct Material: ShapeStyle, StyleValue, Hashable, Sendable {
    let name: String
    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    var styleJSON: JSONValue { .string(name) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

/// Any style, type-erased, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, StyleValue {
    let value: JSONValue
    let failure: WidgetUIError?
    public init<S: ShapeStyle>(_ style: S) {
        failure = styleFailure(style)
        value = (style as? StyleValue)?.styleJSON ?? .null
    }
    var styleJSON: JSONValue { value }
}

extension ShapeStyle {
    /// This style at `opacity`, as SwiftUI's `ShapeStyle.opacity(_:)`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityStyle(
            base: (self as? StyleValue)?.styleJSON ?? .null, opacity: min(max(opacity.isNaN ? 1 : opacity, 0), 1),
            failure: styleFailure(self))
    }
}

struct OpacityStyle: ShapeStyle, StyleValue {
    let base: JSONValue
    let opacity: Double
    let failure: WidgetUIError?
    var styleJSON: JSONValue { .object([("color", base), ("opacity", .number(opacity))]) }
}

/// `.background`: the system background (`systemBackground`, and its secondary and
/// tertiary levels), as SwiftUI's `BackgroundStyle`, e.g. `.containerBackground(.background,
/// for: .widget)`.
public struct BackgroundStyle: ShapeStyle, StyleValue, Hashable, Sendable {
    let name: String
    public init() { name = "systemBackground" }
    init(name: String) { self.name = name }
    public var secondary: BackgroundStyle { BackgroundStyle(name: "secondarySystemBackground") }
    public var tertiary: BackgroundStyle { BackgroundStyle(name: "tertiarySystemBackground") }
    var styleJSON: JSONValue { .string(name) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
