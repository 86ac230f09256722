// The view protocol, as in SwiftUI: a value with a `body` made of other views. Views whose
// body is `Never` are primitives: the builder turns each into entry-format nodes
// (ViewBuilding.swift); every other view is evaluated, with its environment set, until
// only primitives remain. So a widget's view code runs once per render, exactly as
// WidgetKit runs it once per timeline entry and family.

// Foundation comes with the import, as with SwiftUI: widget code uses `Date`, `URL` and
// `CGFloat` with `import WidgetUI` alone.
@_exported import Foundation
import WidgetDocument

/// A piece of a widget's interface, as SwiftUI's `View`.
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// `Never` has no values, so this is never called.
    public var body: Never { self }
}

/// A view drawn directly rather than through its body: its body is never evaluated.
/// (An implementation detail, public because SwiftUI-shaped views must conform.)
public protocol _PrimitiveView {}

extension View where Self: _PrimitiveView, Body == Never {
    /// Primitive views have no body; asking for one is a programming error, as in SwiftUI.
    public var body: Never { preconditionFailure("\(Self.self) is drawn directly and has no body") }
}

/// How a primitive view becomes entry-format nodes.
protocol NodeSource {
    /// The nodes for this view: none (EmptyView, a false `if`), one, or several (a
    /// `ForEach`, a `Group`), which the enclosing container takes as its children.
    func nodes(in context: BuildContext) throws -> [JSONValue]
}
