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
import WidgetLayout

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

    /// Calls `visit` with this view and every view inside it, in document order: children,
    /// labels, runs, the views of its modifiers and both branches of an `If`.
    public func forEachView(_ visit: (ViewSpec) -> Void) {
        // An explicit stack: the walk cannot overflow, whatever the nesting.
        var pending: [ViewSpec] = [self]
        while let view = pending.popLast() {
            visit(view)
            pending.append(contentsOf: view.nestedViews.reversed())
        }
    }

    /// The views this node holds directly: those of its modifiers (in order), then its content's.
    public var nestedViews: [ViewSpec] {
        modifiers.flatMap(\.views) + content.views
    }
}

/// A node's own content: one case per node type of the format.
public indirect enum NodeContent: Sendable {
    /// `VStack` (vertical) and `HStack`.
    case stack(axis: Axis, alignment: StackAlignment, spacing: Double?, children: [ViewSpec])
    case zstack(alignment: Alignment, children: [ViewSpec])
    case viewThatFits(horizontal: Bool, vertical: Bool, children: [ViewSpec])
    case geometryReader(children: [ViewSpec])
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, children: [ViewSpec])
    /// A row of a `Grid` (only there).
    case gridRow(alignment: VerticalAlignment?, children: [ViewSpec])
    /// `LazyVGrid` (vertical, its `columns`) and `LazyHGrid` (its `rows`); `alignment` is
    /// the fraction of the cross axis.
    case lazyGrid(vertical: Bool, tracks: [GridTrack], spacing: Double?, alignment: Double, children: [ViewSpec])
    case text(TextSpec)
    case spacer(minLength: Double?)
    case divider
    case accessoryWidgetBackground
    case color(StyleSpec)
    case linearGradient(GradientSpec)
    case radialGradient(GradientSpec)
    case shape(ShapeSpec)
    case image(ImageSource)
    case control(ControlSpec)
    case chart(marks: [ChartMarkSpec])
    /// Format 1.1's `If`: a missing branch removes the view from its array, or is an empty
    /// view where one view is needed.
    case conditional(TemplateCondition, then: ViewSpec?, else: ViewSpec?)

    /// Whether this is an `Image`.
    public var isImage: Bool {
        if case .image = self { true } else { false }
    }

    /// The views this content holds, in document order.
    public var views: [ViewSpec] {
        switch self {
        case .stack(_, _, _, let children), .zstack(_, let children), .viewThatFits(_, _, let children),
            .geometryReader(let children), .grid(_, _, _, let children), .gridRow(_, let children),
            .lazyGrid(_, _, _, _, let children):
            children
        case .text(let text):
            if case .runs(let runs) = text.source { runs } else { [] }
        case .control(let control):
            [
                control.label, control.currentValueLabel, control.minimumValueLabel, control.maximumValueLabel,
            ].compactMap { $0 }
        case .conditional(_, let then, let otherwise): [then, otherwise].compactMap { $0 }
        case .spacer, .divider, .accessoryWidgetBackground, .color, .linearGradient, .radialGradient, .shape, .image,
            .chart:
            []
        }
    }
}

/// An `Image`'s source: a file beside the entry, or an SF Symbol.
public enum ImageSource: Sendable, Hashable {
    case file(String)
    case symbol(String)
}

/// What a `Text` shows: exactly one of the format's forms.
public struct TextSpec: Sendable {
    public enum Source: Sendable {
        /// `text`, read as inline Markdown unless `verbatim`.
        case literal(String, verbatim: Bool)
        /// `date` in a `style` (time, date, relative, offset, timer).
        case date(Double, style: String)
        /// `Text + Text`: Text nodes and SF Symbols, each with its own text modifiers.
        case runs([ViewSpec])
        /// `Text(value, format:)`.
        case value(Double, NumberFormat)
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case timer(TimerInterval, pauseTime: Double?, countsDown: Bool, showsHours: Bool)
    }
    public var source: Source

    public init(_ source: Source) { self.source = source }

    /// Whether the Text is `Text + Text` runs.
    public var isRuns: Bool {
        if case .runs = source { true } else { false }
    }
}

/// A `timerInterval`: seconds since 1970, `from` never after `to`.
public struct TimerInterval: Sendable, Hashable {
    public var from: Double
    public var to: Double
}

/// A shape node's geometry as written, with its fill, stroke and trim.
public struct ShapeSpec: Sendable {
    public enum Kind: Sendable {
        case rectangle, containerRelative, circle, ellipse
        /// `style` when written (SwiftUI's capsule is circular by default).
        case capsule(style: CornerStyle?)
        /// `cornerRadius`, or `cornerSize` (whose width and height must agree to be drawn).
        case roundedRectangle(width: Double, height: Double, style: CornerStyle)
        case unevenRoundedRectangle(
            topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, style: CornerStyle)
        case path(Path)
    }
    public var kind: Kind
    public var fill: StyleSpec?
    /// `stroke` or (with `border`) `strokeBorder`.
    public var stroke: StrokeSpec?
    public var trim: ClosedRange<Double>?
}

/// A shape's stroke: its style (nil: the foreground), width, caps, joins and dashes.
public struct StrokeSpec: Sendable {
    public var style: StyleSpec?
    public var strokeStyle: StrokeStyle
    /// `strokeBorder`: inside the shape's frame.
    public var border: Bool
}

/// The controls: `Link`, `Label`, `Button`, `Toggle`, `ProgressView` and `Gauge`, each with
/// the keys it has (the others nil or their defaults).
public struct ControlSpec: Sendable {
    public enum Kind: String, Sendable {
        case link = "Link", label = "Label", button = "Button", toggle = "Toggle",
            progressView = "ProgressView", gauge = "Gauge"
    }
    public var kind: Kind
    /// `labelStyle`, `buttonStyle`, `progressViewStyle` or `gaugeStyle` as written.
    public var style: String?
    public var label: ViewSpec?
    public var currentValueLabel: ViewSpec?
    public var minimumValueLabel: ViewSpec?
    public var maximumValueLabel: ViewSpec?
    /// A Link's URL.
    public var destination: String?
    /// A Label's title and icon (`systemImage`, or an image file's `image`).
    public var title: String?
    public var icon: ImageSource?
    public var isOn = false
    public var value: Double?
    public var total: Double?
    public var minimum: Double?
    public var maximum: Double?
    public var timerInterval: TimerInterval?
    public var countsDown = true

    public init(kind: Kind) { self.kind = kind }
}

/// One mark of a `Chart`, checked: its kind, its values and its look.
public struct ChartMarkSpec: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case line = "LineMark", area = "AreaMark", bar = "BarMark", point = "PointMark", rule = "RuleMark"
    }
    public enum Value: Hashable, Sendable {
        case number(Double)
        case category(String)
    }
    public var kind: Kind
    public var x: Value?
    public var y: Double?
    public var series: String
    public var style: StyleSpec?
    public var lineWidth: Double?
    public var interpolation: String?
    public var symbolSize: Double?
    public var opacity: Double
    public var width: Double?
    /// `lineStyle(StrokeStyle(dash:))` of a line or rule, in points.
    public var dash: [Double]
    public var path: String
}
