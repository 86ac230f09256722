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

    public init(
        content: ViewContent, modifiers: [LayoutModifier] = [], id: String? = nil,
        typeName: String, path: String = "$", layoutPriority: Double = 0
    ) {
        self.content = content
        self.modifiers = modifiers
        self.id = id
        self.typeName = typeName
        self.path = path
        self.layoutPriority = layoutPriority
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
    case stack(axis: Axis, alignment: Double, spacing: Double?, children: [ViewNode])
    case zstack(alignment: Alignment, children: [ViewNode])
    case text(TextContent)
    /// `axis`: the enclosing stack's axis (nil outside a stack: expands on both).
    case spacer(minLength: Double?, axis: Axis?)
    /// `stackAxis`: the enclosing stack's axis; the line runs across it (horizontal outside stacks).
    case divider(stackAxis: Axis?, color: Style)
    case shape(ShapeContent)
    /// A `Color` (or a style used as a view): fills whatever it is offered.
    case fill(Style)
}

/// A text leaf with its resolved style.
public struct TextContent: Sendable, Hashable {
    public var string: String
    public var font: FontDescriptor
    public var foreground: Style
    public var lineLimit: Int?
    public var lineSpacing: Double
    /// Where lines shorter than the widest sit: 0 leading, 0.5 center, 1 trailing.
    public var multilineAlignment: Double

    public init(
        string: String, font: FontDescriptor, foreground: Style, lineLimit: Int? = nil,
        lineSpacing: Double = 0, multilineAlignment: Double = 0
    ) {
        self.string = string
        self.font = font
        self.foreground = foreground
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
        self.multilineAlignment = multilineAlignment
    }
}

/// A shape leaf: its outline kind and fill.
public struct ShapeContent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case rectangle
        case roundedRectangle(radius: Double, style: CornerStyle)
        case circle
        case ellipse
        case capsule
    }

    public var kind: Kind
    public var fill: Style

    public init(kind: Kind, fill: Style) {
        self.kind = kind
        self.fill = fill
    }
}

/// A modifier that changes layout (modifiers that only change style are resolved away).
public enum LayoutModifier: Sendable {
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)

    /// The modifier's name in the document, for the dump.
    public var name: String {
        switch self {
        case .padding: "padding"
        case .frame: "frame"
        case .background: "background"
        case .overlay: "overlay"
        }
    }
}

/// `.frame(width:height:alignment:)` or the flexible `.frame(minWidth:…maxHeight:alignment:)`.
public enum FrameSpec: Sendable, Hashable {
    case fixed(width: Double?, height: Double?, alignment: Alignment)
    case flexible(width: FlexibleDimension, height: FlexibleDimension, alignment: Alignment)
}

/// The min/ideal/max of one dimension of a flexible frame (max may be `.infinity`).
public struct FlexibleDimension: Sendable, Hashable {
    public var min: Double?
    public var ideal: Double?
    public var max: Double?

    public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }
}
