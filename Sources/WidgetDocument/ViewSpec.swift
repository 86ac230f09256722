// A view node of the entry, decoded once into typed values (ViewSpec+Decoding.swift):
// its type, id and JSON path, its modifiers (`Modifier`), and its content, one case per
// node type of the format with that type's keys in the types the resolver takes. Every
// view a node holds (children, a control's labels, a Text's runs, the views inside
// `background`, `overlay`, `mask`, `clipShape` and `containerShape`, an `If`'s branches)
// is a `ViewSpec` too, so nothing after decoding reads the document's JSON.
//
// Format 1.1's `If` stays in the tree as `.conditional`: its data conditions were decided
// when the templates were expanded; what is left (family, colour scheme, rendering mode,
// placeholder, container background) is decided per render by the resolver.

import WidgetCore

/// One view node of an entry document, decoded.
public struct ViewSpec: Sendable {
    /// The node's type as written (`VStack`, `Text`, …; `If` for a conditional).
    public var type: String
    /// Its JSON path, `$.view.children[2]`.
    public var path: String
    public var id: String?
    /// Format 1.1: the data item a `ForEach` made this view for (`$.data.songs[2]`).
    public var origin: String?
    /// Innermost first, as written.
    public var modifiers: [Modifier] = []
    public var content: NodeContent

    public init(
        type: String, path: String, content: NodeContent, modifiers: [Modifier] = [], id: String? = nil,
        origin: String? = nil
    ) {
        self.type = type
        self.path = path
        self.content = content
        self.modifiers = modifiers
        self.id = id
        self.origin = origin
    }

    /// A view of no size that draws nothing, at `path`: what an `If` without the chosen
    /// branch is where one view is needed (as `Template.emptyView` is before decoding).
    package static func empty(at path: String) -> ViewSpec {
        let frame = Modifier(
            name: "frame", path: path + ".modifiers[0].frame",
            value: .frame(.fixed(width: 0, height: 0, alignment: .center)))
        return ViewSpec(type: "Color", path: path, content: .color(.color(.named("clear"))), modifiers: [frame])
    }

    /// Calls `visit` with this view and every view inside it, in document order: children,
    /// labels, runs, both branches of an `If` and the views of its modifiers.
    public func forEachView(_ visit: (ViewSpec) -> Void) {
        // An explicit stack: the walk cannot overflow, whatever the nesting.
        var pending: [ViewSpec] = [self]
        while let view = pending.popLast() {
            visit(view)
            pending.append(contentsOf: view.nestedViews.reversed())
        }
    }

    /// The views this node holds directly: its content's, then those of its modifiers (in
    /// order), as a document usually writes `children` before `modifiers`.
    public var nestedViews: [ViewSpec] {
        content.views + modifiers.flatMap(\.views)
    }
}
