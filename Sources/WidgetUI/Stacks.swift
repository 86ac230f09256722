// Containers, as SwiftUI's stacks (lazy ones too), `Group`, `ViewThatFits` and `Spacer`/`Divider`: each
// builds its content's nodes and holds them as `children`.

import Foundation
import WidgetDocument

/// Builds a container node: `type`, its properties, the content's nodes as children.
func container<Content: View>(
    _ type: String, _ properties: [(String, JSONValue?)], _ content: Content, _ context: BuildContext
) throws -> [JSONValue] {
    let children = try ViewBuilding.nodes(of: content, in: context)
    return [viewNode(type, properties + [("children", .array(children))])]
}

/// A vertical stack, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container(
            "VStack",
            [
                ("alignment", alignment == .center ? nil : .string(alignment.name)),
                ("spacing", spacing.map(JSONValue.init)),
            ],
            content, context)
    }
}

/// A horizontal stack, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container(
            "HStack",
            [
                ("alignment", alignment == .center ? nil : .string(alignment.name)),
                ("spacing", spacing.map(JSONValue.init)),
            ],
            content, context)
    }
}

/// A vertical stack that fills the width it is offered, as SwiftUI's `LazyVStack`. A
/// widget does not scroll, so its items are all made, and `pinnedViews` changes nothing.
public struct LazyVStack<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container(
            "LazyVStack",
            [
                ("alignment", alignment == .center ? nil : .string(alignment.name)),
                ("spacing", spacing.map(JSONValue.init)),
            ],
            content, context)
    }
}

/// A horizontal stack that fills the height it is offered, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container(
            "LazyHStack",
            [
                ("alignment", alignment == .center ? nil : .string(alignment.name)),
                ("spacing", spacing.map(JSONValue.init)),
            ],
            content, context)
    }
}

/// The views a lazy stack pins in a scroll view, as SwiftUI's `PinnedScrollableViews`
/// (a widget does not scroll: accepted, nothing changes).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// An overlapping stack, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container("ZStack", [("alignment", alignment == .center ? nil : alignment.json)], content, context)
    }
}

/// The first child that fits, as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try container("ViewThatFits", [("in", axes == [.horizontal, .vertical] ? nil : axes.json)], content, context)
    }
}

/// Views without a container of their own, as SwiftUI's `Group`: modifiers apply to each.
public struct Group<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func nodes(in context: BuildContext) throws -> [JSONValue] { try ViewBuilding.nodes(of: content, in: context) }
}

/// Flexible space, as SwiftUI's `Spacer`.
public struct Spacer: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        [viewNode("Spacer", [("minLength", minLength.map(JSONValue.init))])]
    }
}

/// A thin line across a stack, as SwiftUI's `Divider`.
public struct Divider: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    public init() {}
    func nodes(in context: BuildContext) throws -> [JSONValue] { [viewNode("Divider")] }
}

/// A view per element of a collection, as SwiftUI's `ForEach`: its views become siblings in
/// the enclosing container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        try data.flatMap { try ViewBuilding.nodes(of: content($0), in: context) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
