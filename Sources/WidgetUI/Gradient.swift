// Gradients, as SwiftUI's `Gradient`, `LinearGradient`, `RadialGradient` and
// `AngularGradient`: styles and views alike.

import Foundation
import WidgetDocument

/// Colours and where they sit, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    let colors: [Color]?
    let stops: [Stop]?
    public init(colors: [Color]) {
        self.colors = colors
        stops = nil
    }
    public init(stops: [Stop]) {
        colors = nil
        self.stops = stops
    }

    /// `colors` or `stops`, as the format writes them.
    var json: (String, JSONValue) {
        if let stops {
            return (
                "stops",
                .array(stops.map { .object([("color", $0.color.styleJSON), ("location", JSONValue($0.location))]) })
            )
        }
        return ("colors", .array((colors ?? []).map(\.styleJSON)))
    }
}

/// A linear gradient, as SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, StyleValue, View, _PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    var properties: [(key: String, value: JSONValue)] {
        [gradient.json, ("startPoint", startPoint.json), ("endPoint", endPoint.json)]
    }
    var styleJSON: JSONValue { .object([("linearGradient", .object(properties))]) }
}

extension LinearGradient: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        [.object([("type", .string("LinearGradient"))] + properties)]
    }
}

/// A radial gradient, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, StyleValue, View, _PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    var properties: [(key: String, value: JSONValue)] {
        [
            gradient.json, ("center", center.json), ("startRadius", JSONValue(startRadius)),
            ("endRadius", JSONValue(endRadius)),
        ]
    }
    var styleJSON: JSONValue { .object([("radialGradient", .object(properties))]) }
}

extension RadialGradient: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        [.object([("type", .string("RadialGradient"))] + properties)]
    }
}

/// An angular (conic) gradient, as SwiftUI's `AngularGradient`; a style only.
public struct AngularGradient: ShapeStyle, StyleValue, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    var styleJSON: JSONValue {
        .object([
            (
                "angularGradient",
                .object([
                    gradient.json, ("center", center.json), ("startAngle", startAngle.jsonDegrees),
                    ("endAngle", endAngle.jsonDegrees),
                ])
            )
        ])
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
