// The resolved view tree: what layout lays out. The document stage builds it with every
// default applied, styles resolved to colors and inherited values (font, foreground
// style, line limit) pushed down into the leaves. Layout modifiers stay in order, first
// innermost, as SwiftUI applies them.

import WidgetCore

/// One view of the tree with the layout modifiers applied to it, innermost first.
public final class ViewNode: Sendable {
    public let content: ViewContent
    public let modifiers: [LayoutModifier]
    /// The document's `id`, echoed in the layout dump.
    public let id: String?
    /// The document's type name (`VStack`, `Text`, …), for the dump and for messages.
    public let typeName: String
    /// Where the view stands in the document (`$.view.children[2]`), for messages.
    public let path: String
    /// SwiftUI's `layoutPriority`: stacks size higher priorities first.
    public let layoutPriority: Double
    /// Values the layout dump shows beside the frame (a Link's `destination`, `widgetURL`).
    public let annotations: [(key: String, value: String)]
    /// The number of views in this subtree, itself and decorations included.
    public let treeSize: Int

    public init(
        content: ViewContent, modifiers: [LayoutModifier] = [], id: String? = nil,
        typeName: String, path: String = "$", layoutPriority: Double = 0,
        annotations: [(key: String, value: String)] = []
    ) {
        self.annotations = annotations
        self.content = content
        self.modifiers = modifiers
        self.id = id
        self.typeName = typeName
        self.path = path
        self.layoutPriority = layoutPriority
        var size = 1
        for child in content.children { size += child.treeSize }
        for m in modifiers {
            switch m {
            case .background(let v, _), .overlay(let v, _), .mask(let v, _): size += v.treeSize
            default: break
            }
        }
        self.treeSize = size
    }

    /// Every view inside this one: its content's children and its decorations.
    public var subviews: [ViewNode] {
        var result = content.children
        for m in modifiers {
            switch m {
            case .background(let v, _), .overlay(let v, _), .mask(let v, _): result.append(v)
            default: break
            }
        }
        return result
    }

    /// True for a `Spacer`: stacks put no spacing next to it.
    public var isSpacer: Bool {
        if case .spacer = content { return true }
        return false
    }
}

/// What a view is, before its modifiers.
public enum ViewContent: Sendable {
    /// VStack (axis vertical) or HStack (axis horizontal). `spacing` nil: the default.
    case stack(axis: Axis, alignment: StackAlignment, spacing: Double?, children: [ViewNode])
    case zstack(alignment: Alignment, children: [ViewNode])
    /// Greedy; its children are proposed its size and placed at its top-leading corner.
    case geometryReader(children: [ViewNode])
    indirect case grid(GridContent)
    indirect case lazyGrid(LazyGridContent)
    /// The first child whose ideal size fits the proposal on the constrained axes (the
    /// last when none does): only that one is laid out and drawn.
    case viewThatFits(horizontal: Bool, vertical: Bool, children: [ViewNode])
    /// Children at their ideal sizes, pinned to fractions of the frame (a chart's plot).
    indirect case anchored(AnchoredContent)
    indirect case text(TextContent)
    /// `axis`: the enclosing stack's axis (nil outside a stack: expands on both).
    case spacer(minLength: Double?, axis: Axis?)
    /// `stackAxis`: the enclosing stack's axis; the line runs across it (horizontal outside stacks).
    case divider(stackAxis: Axis?, color: Style)
    indirect case shape(ShapeContent)
    /// A bitmap: fixed at its size, or greedy (ideal: its size) when resizable.
    indirect case image(ImageContent)
    /// A `Color` (or a style used as a view): fills whatever it is offered.
    case fill(Style)
    /// A view of one size whatever it is offered, drawn by its decorations (the parts of
    /// controls: a switch, a gauge's dial).
    case fixed(Size)
}

extension ViewContent {
    /// The views a container lays out, in order (none for leaves).
    public var children: [ViewNode] {
        switch self {
        case .stack(_, _, _, let children), .zstack(_, let children), .geometryReader(let children),
            .viewThatFits(_, _, let children):
            children
        case .grid(let grid): grid.rows.flatMap { $0.cells.map(\.view) }
        case .lazyGrid(let grid): grid.children
        case .anchored(let content): content.children
        case .text, .spacer, .divider, .shape, .fill, .fixed, .image: []
        }
    }

    /// Whether this is a container: its size and its children's places come from its
    /// arrangement (`LayoutEngine.arrangement`), and drawing it is drawing its children.
    public var isContainer: Bool {
        switch self {
        case .stack, .zstack, .geometryReader, .grid, .lazyGrid, .viewThatFits, .anchored: true
        case .text, .spacer, .divider, .shape, .fill, .fixed, .image: false
        }
    }
}
