// SwiftUI's size proposal: per dimension a length, zero, infinity, or nil (unspecified:
// "your ideal size").

import WidgetCore
import WidgetViewTree

/// What a parent offers a child. Each dimension: a length ≥ 0, `.infinity`, or nil.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public init(_ axis: Axis, main: Double?, cross: Double?) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// Unspecified dimensions replaced: the size a child gets when it must pick one.
    public func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func s(_ v: Double?) -> String { v.map { "\($0)" } ?? "nil" }
        return "(\(s(width)), \(s(height)))"
    }
}
