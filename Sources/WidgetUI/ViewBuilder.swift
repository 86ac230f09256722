// The result builder behind every `body` and content closure: blocks, if/else, switch,
// optionals and availability checks, as SwiftUI's `@ViewBuilder`.

import WidgetDocument

/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(repeat each content)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in one block: they become siblings in the enclosing container.
public struct TupleView<T>: View, _PrimitiveView {
    public typealias Body = Never
    public var value: T
    let make: (BuildContext) throws -> [JSONValue]

    public init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var parts: [(BuildContext) throws -> [JSONValue]] = []
        for view in repeat each content {
            parts.append { try ViewBuilding.nodes(of: view, in: $0) }
        }
        let all = parts
        make = { context in try all.flatMap { try $0(context) } }
    }
}

extension TupleView: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] { try make(context) }
}

/// One branch of an `if`/`else` or `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        switch storage {
        case .trueContent(let view): try ViewBuilding.nodes(of: view, in: context)
        case .falseContent(let view): try ViewBuilding.nodes(of: view, in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
extension Optional: _PrimitiveView where Wrapped: View {}
extension Optional: NodeSource where Wrapped: View {
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        guard let view = self else { return [] }
        return try ViewBuilding.nodes(of: view, in: context)
    }
}

/// No view at all, as SwiftUI's `EmptyView`.
public struct EmptyView: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] { [] }
}

/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView: View, _PrimitiveView {
    public typealias Body = Never
    let make: (BuildContext) throws -> [JSONValue]

    public init<V: View>(_ view: V) {
        make = { try ViewBuilding.nodes(of: view, in: $0) }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] { try make(context) }
}
