// Grids, as SwiftUI's `Grid`/`GridRow` and `LazyVGrid`/`LazyHGrid` with `GridItem`.

import Foundation
import WidgetDocument

/// A two-dimensional grid, as SwiftUI's `Grid`.
public struct Grid<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container(
            "Grid",
            [
                ("alignment", alignment == .center ? nil : alignment.json),
                ("horizontalSpacing", horizontalSpacing.map(JSONValue.init)),
                ("verticalSpacing", verticalSpacing.map(JSONValue.init)),
            ], content, context)
    }
}

/// A row of a `Grid`.
public struct GridRow<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container("GridRow", [("alignment", alignment.map { .string($0.name) })], content, context)
    }
}

/// A column or row of a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    /// How big the item is.
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var json: JSONValue {
        var pairs: [(String, JSONValue?)]
        switch size {
        case .fixed(let v): pairs = [("size", .string("fixed")), ("value", JSONValue(v))]
        case .flexible(let lo, let hi):
            pairs = [
                ("size", .string("flexible")), ("minimum", lo == 10 ? nil : JSONValue(lo)),
                ("maximum", hi.isInfinite ? nil : JSONValue(hi)),
            ]
        case .adaptive(let lo, let hi):
            pairs = [
                ("size", .string("adaptive")), ("minimum", JSONValue(lo)),
                ("maximum", hi.isInfinite ? nil : JSONValue(hi)),
            ]
        }
        pairs += [("spacing", spacing.map(JSONValue.init)), ("alignment", alignment?.json)]
        return jsonObject(pairs)
    }
}

/// A grid growing downwards, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container(
            "LazyVGrid",
            [
                ("columns", .array(columns.map(\.json))), ("spacing", spacing.map(JSONValue.init)),
                ("alignment", alignment == .center ? nil : .string(alignment.name)),
            ], content, context)
    }
}

/// A grid growing sideways, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container(
            "LazyHGrid",
            [
                ("rows", .array(rows.map(\.json))), ("spacing", spacing.map(JSONValue.init)),
                ("alignment", alignment == .center ? nil : .string(alignment.name)),
            ], content, context)
    }
}
