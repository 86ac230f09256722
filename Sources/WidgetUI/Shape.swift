// Shapes, as SwiftUI's `Shape`: rectangles, circles, capsules, rounded rectangles, the
// container-relative shape and paths; filled, stroked, trimmed. A shape is a view (filled
// with the foreground style) and a value for `clipShape`, `containerShape` and
// `background(_:in:)`.

import Foundation
import WidgetDocument

/// A 2D shape, as SwiftUI's `Shape`. The built-in shapes are drawn by the renderer; an
/// app's own shape has a path that depends on its size, which is not known when the view is
/// built, so it is reported as unsupported (draw it with `Path` in fixed points instead).
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape drawn as a view is filled with the foreground style, as in SwiftUI. (Built-in
    /// shapes are drawn directly; an app's own shape reports that it cannot be drawn.)
    public var body: _ShapeView { fill() }
}

/// A built-in shape: its node without fill or stroke.
protocol ShapeNode {
    var shapeNode: JSONValue { get }
}

/// The node of a shape, or an error for an app's own shape.
func shapeNode(_ shape: some Shape) throws -> JSONValue {
    guard let s = shape as? ShapeNode else { throw customShapeError(shape) }
    if let view = shape as? _ShapeView, let failure = view.failure { throw failure }
    return s.shapeNode
}

/// How a line is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Line ends, as Core Graphics' `CGLineCap`.
public enum CGLineCap: String, Hashable, Sendable { case butt, round, square }
/// Line joins, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: String, Hashable, Sendable { case miter, round, bevel }

/// The corner curve of rounded shapes, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: String, Hashable, Sendable { case circular, continuous }

/// A shape with its fill, stroke and trim: what `Circle().fill(.blue)` returns.
public struct _ShapeView: Shape, _PrimitiveView, NodeSource {
    public typealias Body = Never
    var node: JSONValue
    let outline: (CGRect) -> Path
    /// Why this shape cannot be drawn (an app's own shape), reported when it is built.
    var failure: WidgetUIError?

    public func path(in rect: CGRect) -> Path { outline(rect) }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        if let failure { throw failure }
        return [node]
    }
}

extension _ShapeView: ShapeNode {
    var shapeNode: JSONValue { node }
}

/// The error for an app's own shape.
func customShapeError(_ shape: some Shape) -> WidgetUIError {
    .unsupported(
        "the shape \(type(of: shape)): its path(in:) needs the laid-out size; use Path with fixed points or a built-in shape"
    )
}

/// `{"style": …, "lineWidth": …, …}`, omitting defaults.
func strokeValue(_ style: JSONValue?, _ s: StrokeStyle) -> JSONValue {
    jsonObject([
        ("style", style), ("lineWidth", JSONValue(s.lineWidth)),
        ("lineCap", s.lineCap == .butt ? nil : .string(s.lineCap.rawValue)),
        ("lineJoin", s.lineJoin == .miter ? nil : .string(s.lineJoin.rawValue)),
        ("dash", s.dash.isEmpty ? nil : .array(s.dash.map(JSONValue.init))),
    ])
}

extension Shape {
    /// The shape as a view node, with `key` set (throws for an app's own shape).
    func shaped(_ key: String, _ value: JSONValue) -> _ShapeView {
        guard let base = (self as? ShapeNode)?.shapeNode else {
            return _ShapeView(node: .null, outline: path(in:), failure: customShapeError(self))
        }
        var view = _ShapeView(node: ViewBuilding.setting(base, key, value), outline: path(in:))
        view.failure = (self as? _ShapeView)?.failure
        return view
    }

    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView {
        styled(shaped("fill", (style as? StyleValue)?.styleJSON ?? .null), style)
    }

    /// `view` failing with the style's error when the style cannot be written.
    func styled<S: ShapeStyle>(_ view: _ShapeView, _ style: S) -> _ShapeView {
        var v = view
        if v.failure == nil { v.failure = styleFailure(style) }
        return v
    }
    /// Filled with the foreground style: the node as it is (the renderer fills a shape that
    /// has neither fill nor stroke with the foreground).
    public func fill() -> _ShapeView {
        guard let base = (self as? ShapeNode)?.shapeNode else {
            return _ShapeView(node: .null, outline: path(in:), failure: customShapeError(self))
        }
        return _ShapeView(node: base, outline: path(in:), failure: (self as? _ShapeView)?.failure)
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        styled(
            shaped("stroke", strokeValue((style as? StyleValue)?.styleJSON, StrokeStyle(lineWidth: lineWidth))), style)
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView {
        styled(shaped("stroke", strokeValue((style as? StyleValue)?.styleJSON, strokeStyle)), style)
    }
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        shaped("stroke", strokeValue(nil, StrokeStyle(lineWidth: lineWidth)))
    }
    public func stroke(style strokeStyle: StrokeStyle) -> _ShapeView { shaped("stroke", strokeValue(nil, strokeStyle)) }
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        styled(
            shaped("strokeBorder", strokeValue((style as? StyleValue)?.styleJSON, StrokeStyle(lineWidth: lineWidth))),
            style)
    }
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView {
        styled(shaped("strokeBorder", strokeValue((style as? StyleValue)?.styleJSON, strokeStyle)), style)
    }
    /// The part of the outline between two fractions of its length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _ShapeView {
        func unit(_ v: CGFloat) -> JSONValue { JSONValue(min(max(v.isNaN ? 0 : v, 0), 1)) }
        return shaped("trim", .object([("from", unit(from)), ("to", unit(to))]))
    }
}

/// A shape the renderer draws by type.
protocol BuiltInShape: Shape, _PrimitiveView, NodeSource, ShapeNode where Body == Never {}

extension BuiltInShape {
    func nodes(in context: BuildContext) throws -> [JSONValue] { [shapeNode] }
}

/// `style` unless it is the default, continuous.
func cornerStyle(_ style: RoundedCornerStyle) -> JSONValue? { style == .continuous ? nil : .string(style.rawValue) }

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: BuiltInShape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var shapeNode: JSONValue { viewNode("Rectangle") }
}

/// A circle in the middle of its frame, as SwiftUI's `Circle`.
public struct Circle: BuiltInShape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    var shapeNode: JSONValue { viewNode("Circle") }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: BuiltInShape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var shapeNode: JSONValue { viewNode("Ellipse") }
}

/// A capsule, as SwiftUI's `Capsule`.
public struct Capsule: BuiltInShape {
    public typealias Body = Never
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
    var shapeNode: JSONValue { viewNode("Capsule", [("style", cornerStyle(style))]) }
}

/// A rounded rectangle, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: BuiltInShape {
    public typealias Body = Never
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    let circularCorners: Bool

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
        circularCorners = true
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
        circularCorners = false
    }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height))
    }
    var shapeNode: JSONValue {
        let size: (String, JSONValue) =
            circularCorners
            ? ("cornerRadius", JSONValue(cornerSize.width))
            : (
                "cornerSize",
                .object([("width", JSONValue(cornerSize.width)), ("height", JSONValue(cornerSize.height))])
            )
        return viewNode("RoundedRectangle", [(size.0, size.1), ("style", cornerStyle(style))])
    }
}

/// A rectangle with its own radius per corner, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: BuiltInShape {
    public typealias Body = Never
    let radii: (CGFloat, CGFloat, CGFloat, CGFloat)
    public var style: RoundedCornerStyle
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        radii = (topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var shapeNode: JSONValue {
        viewNode(
            "UnevenRoundedRectangle",
            [
                ("topLeadingRadius", JSONValue(radii.0)), ("bottomLeadingRadius", JSONValue(radii.1)),
                ("bottomTrailingRadius", JSONValue(radii.2)), ("topTrailingRadius", JSONValue(radii.3)),
                ("style", cornerStyle(style)),
            ])
    }
}

/// The widget's own corner shape, concentric with its container, as SwiftUI's
/// `ContainerRelativeShape`.
public struct ContainerRelativeShape: BuiltInShape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var shapeNode: JSONValue { viewNode("ContainerRelativeShape") }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
