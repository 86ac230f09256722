// Swift Charts' names, drawn by the format's `Chart` (format 1.1): `Chart { … }` and
// `Chart(data) { item in … }` with `LineMark`, `AreaMark`, `BarMark`, `PointMark` and
// `RuleMark`, their `foregroundStyle`, `foregroundStyle(by:)` (a series),
// `interpolationMethod`, `lineStyle`, `symbolSize` and `opacity`, and the chart's
// `chartXAxis`, `chartYAxis`, `chartXScale(domain:)`, `chartYScale(domain:)` and
// `chartLegend`.
//
// A mark is a view whose node is the format's mark object (`{"LineMark": {"x": …}}`), so a
// chart's content is built by the view builder like any other (`ForEach`, `if`, several
// marks per item) and the chart collects the nodes as its marks. A mark outside a `Chart`
// is refused when the document is checked. Values are numbers or text (categories, in the
// order they first appear); `Date` values are not plottable yet.

import WidgetDocument

/// A value a chart can place on an axis: a number, or text (a category).
public protocol Plottable {
    /// The value as the format's mark writes it.
    var _plottedJSON: JSONValue { get }
}

extension Double: Plottable { public var _plottedJSON: JSONValue { .number(self) } }
extension Float: Plottable { public var _plottedJSON: JSONValue { .number(Double(self)) } }
extension Int: Plottable { public var _plottedJSON: JSONValue { .number(Double(self)) } }
extension String: Plottable { public var _plottedJSON: JSONValue { .string(self) } }

/// A labelled value for a mark's axis, as Swift Charts' `.value("Price", price)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value

    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value)
    }
}

/// How a line or area joins its points, as Swift Charts' `InterpolationMethod`. (Its own
/// type: this module's `WidgetDocument` struct hides the format module's enum of the same
/// name; `ChartTests.interpolationNames` checks each name against the format.)
public struct InterpolationMethod: Sendable {
    let rawValue: String
    public static let linear = InterpolationMethod(rawValue: "linear")
    public static let catmullRom = InterpolationMethod(rawValue: "catmullRom")
    public static let cardinal = InterpolationMethod(rawValue: "cardinal")
    public static let monotone = InterpolationMethod(rawValue: "monotone")
    public static let stepStart = InterpolationMethod(rawValue: "stepStart")
    public static let stepEnd = InterpolationMethod(rawValue: "stepEnd")
    public static let stepCenter = InterpolationMethod(rawValue: "stepCenter")
}

/// Whether an axis or legend shows, as SwiftUI's `Visibility`.
public enum Visibility: String, Sendable {
    case automatic, visible, hidden
}

/// The kinds of mark (`LineMark`, …): the format's name for each.
public protocol _ChartMarkKind { static var formatName: String { get } }
public enum _LineMarkKind: _ChartMarkKind { public static let formatName = "LineMark" }
public enum _AreaMarkKind: _ChartMarkKind { public static let formatName = "AreaMark" }
public enum _BarMarkKind: _ChartMarkKind { public static let formatName = "BarMark" }
public enum _PointMarkKind: _ChartMarkKind { public static let formatName = "PointMark" }
public enum _RuleMarkKind: _ChartMarkKind { public static let formatName = "RuleMark" }

/// A line through the chart's points, as Swift Charts' `LineMark`.
public typealias LineMark = _ChartMark<_LineMarkKind>
/// The area under a line, as Swift Charts' `AreaMark`.
public typealias AreaMark = _ChartMark<_AreaMarkKind>
/// A bar, as Swift Charts' `BarMark`.
public typealias BarMark = _ChartMark<_BarMarkKind>
/// A dot, as Swift Charts' `PointMark`.
public typealias PointMark = _ChartMark<_PointMarkKind>
/// A line across the chart at one value, as Swift Charts' `RuleMark`.
public typealias RuleMark = _ChartMark<_RuleMarkKind>

/// One mark of a chart (see the aliases above).
public struct _ChartMark<Kind: _ChartMarkKind>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    var fields: [(String, JSONValue)]
    /// `foregroundStyle(_:)`, made when the chart is built (a style may be refused then).
    var style: (() throws -> JSONValue)?

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        fields = [("x", x.value._plottedJSON), ("y", y.value._plottedJSON)]
    }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        var pairs = fields.map { (key: $0.0, value: $0.1) }
        if let style { pairs.append((key: "foregroundStyle", value: try style())) }
        return [.object([(Kind.formatName, .object(pairs))])]
    }

    func with(_ key: String, _ value: JSONValue) -> Self {
        var copy = self
        copy.fields.removeAll { $0.0 == key }
        copy.fields.append((key, value))
        return copy
    }

    /// The mark's colour (else the chart's `foregroundStyle`, else the accent colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self {
        var copy = self
        copy.style = { try styleJSON(style) }
        return copy
    }

    /// The series the mark belongs to: marks of one kind and series form one line or area.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> Self {
        with("series", .string(Self.text(value.value)))
    }

    public func interpolationMethod(_ method: InterpolationMethod) -> Self {
        with("interpolationMethod", .string(method.rawValue))
    }

    /// A line's width and dashes.
    public func lineStyle(_ style: StrokeStyle) -> Self {
        let widened = with("lineWidth", .number(Double(style.lineWidth)))
        return style.dash.isEmpty ? widened : widened.with("dash", .array(style.dash.map { .number(Double($0)) }))
    }

    /// A point's area in square points.
    public func symbolSize(_ area: CGFloat) -> Self { with("symbolSize", .number(Double(area))) }

    public func opacity(_ value: Double) -> Self { with("opacity", .number(value)) }

    static func text<V: Plottable>(_ value: V) -> String {
        switch value._plottedJSON {
        case .string(let s): s
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        default: ""
        }
    }
}

extension _ChartMark where Kind == _RuleMarkKind {
    /// A horizontal rule at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) { fields = [("y", y.value._plottedJSON)] }
    /// A vertical rule at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { fields = [("x", x.value._plottedJSON)] }
}

/// A chart of marks, as Swift Charts' `Chart`: `Chart { … }` or `Chart(data) { item in … }`.
public struct Chart<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let marks: (BuildContext) throws -> [JSONValue]

    public init(@ViewBuilder content: () -> Content) {
        let built = content()
        marks = { try ViewBuilding.nodes(of: built, in: $0) }
    }

    /// A chart with the marks `content` makes for each element, in order.
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable {
        let items = Array(data)
        marks = { context in try items.flatMap { try ViewBuilding.nodes(of: content($0), in: context) } }
    }

    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        let items = Array(data)
        marks = { context in try items.flatMap { try ViewBuilding.nodes(of: content($0), in: context) } }
    }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        [viewNode("Chart", [("marks", .array(try marks(context)))])]
    }
}

extension View {
    public func chartXAxis(_ visibility: Visibility) -> ModifiedContent<Self, _BuiltInModifier> {
        modifier(_BuiltInModifier("chartXAxis", .string(visibility.rawValue)))
    }
    public func chartYAxis(_ visibility: Visibility) -> ModifiedContent<Self, _BuiltInModifier> {
        modifier(_BuiltInModifier("chartYAxis", .string(visibility.rawValue)))
    }
    public func chartLegend(_ visibility: Visibility) -> ModifiedContent<Self, _BuiltInModifier> {
        modifier(_BuiltInModifier("chartLegend", .string(visibility.rawValue)))
    }
    public func chartXScale(domain: ClosedRange<Double>) -> ModifiedContent<Self, _BuiltInModifier> {
        modifier(
            _BuiltInModifier(
                "chartXScale", .object([("domain", .array([.number(domain.lowerBound), .number(domain.upperBound)]))])))
    }
    public func chartYScale(domain: ClosedRange<Double>) -> ModifiedContent<Self, _BuiltInModifier> {
        modifier(
            _BuiltInModifier(
                "chartYScale", .object([("domain", .array([.number(domain.lowerBound), .number(domain.upperBound)]))])))
    }
}
