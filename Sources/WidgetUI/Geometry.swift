// SwiftUI's small layout values: alignments, edges, insets, unit points, angles, axes.
// Each knows its entry-format spelling.

import Foundation
import WidgetDocument

/// A horizontal alignment guide.
public struct HorizontalAlignment: Hashable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A vertical alignment guide.
public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The format's name (`topLeading`, `center`…).
    var name: String {
        let v = vertical.name == "firstTextBaseline" || vertical.name == "lastTextBaseline" ? "center" : vertical.name
        switch (v, horizontal.name) {
        case ("center", let h): return h
        case (let v, "center"): return v
        case (let v, let h): return v + h.prefix(1).uppercased() + h.dropFirst()
        }
    }
    var json: JSONValue { .string(name) }
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// The format's `edges` value: one name when one names the set, else a list.
        var json: JSONValue {
            for (set, name) in [(Set.all, "all"), (.horizontal, "horizontal"), (.vertical, "vertical")]
            where self == set {
                return .string(name)
            }
            let names = Edge.allCases.filter { contains(Set($0)) }.map { JSONValue.string("\($0)") }
            return names.count == 1 ? names[0] : .array(names)
        }
    }
}

/// Insets on each edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A point in a view's unit square.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public init() { self.init(x: 0, y: 0) }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The format's name for a named point, else `{"x", "y"}`.
    var json: JSONValue {
        let names: [(UnitPoint, String)] = [
            (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"), (.leading, "leading"),
            (.center, "center"), (.trailing, "trailing"), (.bottomLeading, "bottomLeading"), (.bottom, "bottom"),
            (.bottomTrailing, "bottomTrailing"),
        ]
        if let name = names.first(where: { $0.0 == self })?.1 { return .string(name) }
        return .object([("x", JSONValue(x)), ("y", JSONValue(y))])
    }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(radians: 0)

    /// Degrees as the format takes them: whole when the angle was given in whole degrees.
    var jsonDegrees: JSONValue {
        let d = degrees
        return .number(abs(d - d.rounded()) < 1e-9 ? d.rounded() : d)
    }
}

/// A layout axis, as SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)

        var json: JSONValue {
            .string(self == .horizontal ? "horizontal" : self == .vertical ? "vertical" : "both")
        }
    }
}

/// Fit or fill, as SwiftUI's `ContentMode`.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// Alignment of the lines of a multi-line text.
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}
