// Modifiers, as SwiftUI's `ViewModifier` and `ModifiedContent`. A built-in modifier
// appends its entry `{name: value}` to each node of the view it modifies (a `Group` or
// `ForEach` passes it to each child, as SwiftUI does) and may change the environment its
// content is built in. An app's own `ViewModifier` is evaluated like a view's body.

import WidgetDocument

/// A reusable change to a view, as SwiftUI's `ViewModifier`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier`'s body modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let make: (BuildContext) throws -> [JSONValue]
}

extension _ViewModifier_Content: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] { try make(context) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        if let builtIn = modifier as? _BuiltInModifier {
            var inner = context
            builtIn.environment?(&inner.environment)
            let nodes = try ViewBuilding.nodes(of: content, in: inner)
            return try builtIn.apply(nodes, context)
        }
        let content = self.content
        let wrapped = _ViewModifier_Content<Modifier>(make: { try ViewBuilding.nodes(of: content, in: $0) })
        let body = EnvironmentValues.$current.withValue(context.environment) { modifier.body(content: wrapped) }
        return try ViewBuilding.nodes(of: body, in: context)
    }
}

extension View {
    /// Applies a modifier, as SwiftUI's `modifier(_:)`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the format has: it changes the nodes of what it modifies.
public struct _BuiltInModifier: ViewModifier {
    /// Changes the nodes (built in the environment `environment` gives).
    let apply: ([JSONValue], BuildContext) throws -> [JSONValue]
    /// Changes the environment the modified content is built in.
    let environment: ((inout EnvironmentValues) -> Void)?

    init(
        environment: ((inout EnvironmentValues) -> Void)? = nil,
        apply: @escaping ([JSONValue], BuildContext) throws -> [JSONValue]
    ) {
        self.environment = environment
        self.apply = apply
    }

    /// Appends `{name: value}` to each node.
    init(_ name: String, _ value: JSONValue) {
        self.init { nodes, _ in nodes.map { ViewBuilding.modified($0, name, value) } }
    }

    /// Appends several modifiers to each node, in order.
    init(_ entries: [(String, JSONValue)]) {
        self.init { nodes, _ in
            nodes.map { node in entries.reduce(node) { ViewBuilding.modified($0, $1.0, $1.1) } }
        }
    }

    /// Appends `{name: value(context)}` to each node, the value worked out when built.
    init(_ name: String, value: @escaping (BuildContext) throws -> JSONValue?) {
        self.init { nodes, context in
            guard let v = try value(context) else { return nodes }
            return nodes.map { ViewBuilding.modified($0, name, v) }
        }
    }

    /// Only the environment changes: the nodes are as built.
    init(environment: @escaping (inout EnvironmentValues) -> Void) {
        self.init(environment: environment) { nodes, _ in nodes }
    }

    public func body(content: Content) -> Never { preconditionFailure("built-in modifiers have no body") }
}
