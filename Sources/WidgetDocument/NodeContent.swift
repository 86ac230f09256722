// A node's own content: one case per node type of the format, the keys each type takes
// (the table the validator checks and the JSON Schema is written from), its description,
// and its decoding from a checked node. A new node type is added here whole: its keys,
// its description, its case and how it is read; then the resolver
// (Resolver+Content.swift) turns the case into what layout takes.

import WidgetCore

/// A node's own content: one case per node type of the format.
public indirect enum NodeContent: Sendable {
    /// `VStack` (vertical) and `HStack`.
    case stack(axis: Axis, alignment: StackAlignment, spacing: Double?, children: [ViewSpec])
    /// `LazyVStack` (vertical) and `LazyHStack`: a stack that fills its cross axis.
    case lazyStack(axis: Axis, alignment: StackAlignment, spacing: Double?, children: [ViewSpec])
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
        case .stack(_, _, _, let children), .lazyStack(_, _, _, let children), .zstack(_, let children),
            .viewThatFits(_, _, let children),
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

extension NodeContent {
    /// Each node type's own keys (besides `type`, `id` and `modifiers`).
    static let keys: [String: [String: ValueKind]] = [
        "VStack": ["alignment": .oneOf(FormatSchema.hAlignments), "spacing": .number(), "children": .views],
        "HStack": ["alignment": .oneOf(FormatSchema.vAlignments), "spacing": .number(), "children": .views],
        "LazyVStack": ["alignment": .oneOf(FormatSchema.hAlignments), "spacing": .number(), "children": .views],
        "LazyHStack": ["alignment": .oneOf(FormatSchema.vAlignments), "spacing": .number(), "children": .views],
        "ZStack": ["alignment": .oneOf(FormatSchema.alignments), "children": .views],
        "ViewThatFits": ["in": .oneOf(["horizontal", "vertical", "both"]), "children": .views],
        "Chart": ["marks": .arrayOf(FormatSchema.chartMark)],
        "Text": [
            "text": .string, "date": .date, "style": .oneOf(TextSpec.DateStyle.allCases.map(\.rawValue)),
            "runs": .runs, "value": .number(min: -1e12, max: 1e12), "format": FormatSchema.numberFormat,
            "verbatim": .bool,
            "timerInterval": FormatSchema.timerInterval, "countsDown": .bool, "showsHours": .bool, "pauseTime": .date,
        ],
        "Label": [
            "title": .string, "systemImage": .string, "image": .assetPath,
            "labelStyle": .oneOf(ControlSpec.LabelStyle.allCases.map(\.rawValue)),
        ],
        "Image": ["src": .assetPath, "systemName": .string],
        "Spacer": ["minLength": .number(min: 0)],
        "Link": ["destination": .string, "label": .view],
        "Button": [
            "label": .view,
            "buttonStyle": .oneOf(ControlSpec.ButtonStyle.allCases.map(\.rawValue)),
        ],
        "Toggle": ["isOn": .bool, "label": .view],
        "ProgressView": [
            "value": .number(min: 0), "total": .number(min: 0, exclusiveMin: true), "label": .view,
            "currentValueLabel": .view,
            "progressViewStyle": .oneOf(ControlSpec.ProgressViewStyle.allCases.map(\.rawValue)),
            "timerInterval": FormatSchema.timerInterval, "countsDown": .bool,
        ],
        "Gauge": [
            "value": .number(), "min": .number(), "max": .number(), "label": .view, "currentValueLabel": .view,
            "minimumValueLabel": .view, "maximumValueLabel": .view,
            "gaugeStyle": .oneOf(ControlSpec.GaugeStyle.allCases.map(\.rawValue)),
        ],
        "Grid": [
            "alignment": .oneOf(FormatSchema.alignments), "horizontalSpacing": .number(), "verticalSpacing": .number(),
            "children": .views,
        ],
        "GridRow": ["alignment": .oneOf(FormatSchema.vAlignments), "children": .views],
        "LazyVGrid": [
            "columns": .arrayOf(FormatSchema.gridItem), "spacing": .number(),
            "alignment": .oneOf(FormatSchema.hAlignments),
            "children": .views,
        ],
        "LazyHGrid": [
            "rows": .arrayOf(FormatSchema.gridItem), "spacing": .number(),
            "alignment": .oneOf(FormatSchema.vAlignments),
            "children": .views,
        ],
        "GeometryReader": ["children": .views],
        "Divider": [:],
        "AccessoryWidgetBackground": [:],
        "Color": ["color": .style],
        "Rectangle": FormatSchema.shapeKeys,
        "Circle": FormatSchema.shapeKeys,
        "Ellipse": FormatSchema.shapeKeys,
        "Capsule": FormatSchema.shapeKeys.merging(["style": .oneOf(FormatSchema.cornerStyles)]) { $1 },
        "ContainerRelativeShape": FormatSchema.shapeKeys,
        "RoundedRectangle": FormatSchema.shapeKeys.merging([
            "cornerRadius": .number(min: 0),
            "cornerSize": .object(
                ["width": .number(min: 0), "height": .number(min: 0)], required: ["width", "height"]),
            "style": .oneOf(FormatSchema.cornerStyles),
        ]) { $1 },
        "UnevenRoundedRectangle": FormatSchema.shapeKeys.merging([
            "topLeadingRadius": .number(min: 0), "bottomLeadingRadius": .number(min: 0),
            "bottomTrailingRadius": .number(min: 0), "topTrailingRadius": .number(min: 0),
            "style": .oneOf(FormatSchema.cornerStyles),
        ]) { $1 },
        "Path": [
            "d": .string, "fill": .style, "stroke": FormatSchema.stroke, "trim": FormatSchema.trim,
            "fillRule": .oneOf(["nonZero", "evenOdd"]),
        ],
        "LinearGradient": [
            "colors": .arrayOf(.color), "stops": .arrayOf(FormatSchema.stop), "startPoint": .unitPoint,
            "endPoint": .unitPoint,
        ],
        "RadialGradient": [
            "colors": .arrayOf(.color), "stops": .arrayOf(FormatSchema.stop), "center": .unitPoint,
            "startRadius": .number(min: 0), "endRadius": .number(min: 0),
        ],
    ]

    /// What each node type is, for editors (the schema) and the spec page's reference.
    static let descriptions: [String: String] = [
        "AccessoryWidgetBackground":
            "AccessoryWidgetBackground(): the system's translucent backdrop in accessoryCircular and accessoryCorner (a circle) and accessoryRectangular (a rounded rectangle); nothing elsewhere. Greedy like a shape.",
        "Button": "Button { label }: the automatic style draws the label over a tinted rounded fill.",
        "Capsule": "Capsule: a greedy shape.",
        "Chart": "Chart { marks } (format 1.1): Swift Charts' marks, over a data array with in.",
        "Circle": "Circle: a greedy shape.",
        "Color": "A color (or any style) as a greedy view.",
        "ContainerRelativeShape": "ContainerRelativeShape: a greedy shape.",
        "Divider": "Divider().",
        "Ellipse": "Ellipse: a greedy shape.",
        "Gauge": "Gauge(value:in: min...max) { label } currentValueLabel: { ... }.",
        "GeometryReader":
            "GeometryReader: greedy; children are proposed its size and placed at its top-leading corner.",
        "Grid": "Grid(alignment:horizontalSpacing:verticalSpacing:) { rows }.",
        "GridRow": "GridRow(alignment:) { cells }: only inside a Grid's children.",
        "HStack": "HStack(alignment:spacing:) { children }.",
        "Image": "Image: exactly one of src (file) or systemName (SF Symbol).",
        "Label": "Label(title, systemImage:) or Label(title, image:).",
        "LazyHStack":
            "LazyHStack(alignment:spacing:) { children }: an HStack that takes the whole height it is offered, its children placed in it by the alignment.",
        "LazyVStack":
            "LazyVStack(alignment:spacing:) { children }: a VStack that takes the whole width it is offered, its children placed in it by the alignment.",
        "LazyHGrid": "LazyHGrid(rows:alignment:spacing:) { children }.",
        "LazyVGrid": "LazyVGrid(columns:alignment:spacing:) { children }.",
        "LinearGradient": "LinearGradient as a greedy view (same keys as the linearGradient style).",
        "Link": "Link(destination:) { label }: draws its label; the URL goes to the layout dump.",
        "Path": "Path from SVG path data in the view's own points; greedy like a shape.",
        "ProgressView": "ProgressView(value:total:) { label }.",
        "RadialGradient": "RadialGradient as a greedy view (same keys as the radialGradient style).",
        "Rectangle": "Rectangle: a greedy shape.",
        "RoundedRectangle": "RoundedRectangle(cornerRadius: | cornerSize:, style:).",
        "Spacer": "Spacer(minLength:).",
        "Text": "Text: exactly one of text, date (+ style), runs (Text + Text), or (format 1.1) value (+ format).",
        "Toggle": "Toggle(isOn:) { label }: the label and a switch in the given state.",
        "UnevenRoundedRectangle": "UnevenRoundedRectangle(topLeadingRadius:...:style:); radii default 0.",
        "VStack": "VStack(alignment:spacing:) { children }.",
        "ViewThatFits":
            "ViewThatFits(in:) { children } (format 1.1): the first child whose ideal size fits the proposal on the constrained axes, else the last.",
        "ZStack": "ZStack(alignment:) { children }.",
    ]

    /// The rules that tie a node type's keys together (KeyRule.swift): the validator checks
    /// them and the schema states them.
    static let rules: [String: [KeyRule]] = {
        let stroke = KeyRule.notBoth(["stroke"], ["strokeBorder"])
        var rules: [String: [KeyRule]] = [
            "Text": [
                .exactlyOne("text", "date", "runs", "value", "timerInterval"),
                .goesWith("countsDown", "timerInterval"), .goesWith("showsHours", "timerInterval"),
                .goesWith("pauseTime", "timerInterval"), .goesWith("format", "value"),
                .needs("date", "style", hint: " (time, date, relative, offset or timer)"), .goesWith("style", "date"),
            ],
            "ProgressView": [.notBoth(["timerInterval"], ["value"]), .goesWith("countsDown", "timerInterval")],
            "Image": [.exactlyOne("src", "systemName")],
            "RoundedRectangle": [.exactlyOne("cornerRadius", "cornerSize")],
            "LinearGradient": [.exactlyOne("colors", "stops")],
            "RadialGradient": [.exactlyOne("colors", "stops")],
        ]
        // A shape takes `stroke` or `strokeBorder`, not both (a Path takes no strokeBorder).
        for type in FormatSchema.shapeTypes where keys[type]?["strokeBorder"] != nil {
            rules[type, default: []].append(stroke)
        }
        return rules
    }()

    /// Keys a node must have, beyond `type`.
    static let requiredKeys: [String: Set<String>] = [
        "Color": ["color"], "Link": ["destination", "label"], "Button": ["label"], "Toggle": ["isOn", "label"],
        "Gauge": ["value"], "Label": ["title"], "Path": ["d"], "RadialGradient": ["endRadius"],
    ]
}

extension Validator {
    /// The content of a checked node of `type`; `node` holds the node's own keys with
    /// their markers removed, except for the views it holds, which keep theirs.
    func content(_ type: String, _ node: JSONValue, at path: String) throws(Error) -> NodeContent {
        func number(_ key: String) -> Double? { node[key]?.numberValue }
        func string(_ key: String) -> String? { node[key]?.stringValue }
        func children() throws(Error) -> [ViewSpec] { try views(node["children"], at: path + ".children") }
        func view(_ key: String) throws(Error) -> ViewSpec? {
            guard let value = node[key] else { return nil }
            return try self.view(value, at: path + "." + key)
        }
        switch type {
        case "VStack", "HStack", "LazyVStack", "LazyHStack":
            let vertical = type.hasSuffix("VStack")
            let alignment: StackAlignment
            switch string("alignment") {
            case let s? where vertical: alignment = .fraction(HorizontalAlignment(rawValue: s)?.fraction ?? 0.5)
            case "firstTextBaseline": alignment = .firstTextBaseline
            case "lastTextBaseline": alignment = .lastTextBaseline
            case let s?: alignment = .fraction(VerticalAlignment(rawValue: s)?.fraction ?? 0.5)
            case nil: alignment = .fraction(0.5)
            }
            let axis: Axis = vertical ? .vertical : .horizontal
            if type.hasPrefix("Lazy") {
                return .lazyStack(
                    axis: axis, alignment: alignment, spacing: number("spacing"), children: try children())
            }
            return .stack(axis: axis, alignment: alignment, spacing: number("spacing"), children: try children())
        case "ZStack":
            return .zstack(alignment: Modifier.alignment(node["alignment"]), children: try children())
        case "ViewThatFits":
            let axes = string("in") ?? "both"
            return .viewThatFits(
                horizontal: axes != "vertical", vertical: axes != "horizontal", children: try children())
        case "GeometryReader":
            return .geometryReader(children: try children())
        case "Grid":
            return .grid(
                alignment: Modifier.alignment(node["alignment"]), horizontalSpacing: number("horizontalSpacing"),
                verticalSpacing: number("verticalSpacing"), children: try children())
        case "GridRow":
            return .gridRow(
                alignment: string("alignment").flatMap(VerticalAlignment.init(rawValue:)), children: try children())
        case "LazyVGrid", "LazyHGrid":
            let vertical = type == "LazyVGrid"
            let key = vertical ? "columns" : "rows"
            var tracks: [GridTrack] = []
            if case .array(let items) = node[key] ?? .null {
                for (i, item) in items.enumerated() {
                    tracks.append(try Self.gridTrack(item, at: "\(path).\(key)[\(i)]"))
                }
            }
            guard !tracks.isEmpty else {
                throw .invalid(path: path + "." + key, message: "a \(type) needs at least one entry in \"\(key)\"")
            }
            let alignment: Double =
                switch string("alignment") {
                case let s? where vertical: HorizontalAlignment(rawValue: s)?.fraction ?? 0.5
                case let s?: VerticalAlignment(rawValue: s)?.fraction ?? 0.5
                case nil: 0.5
                }
            return .lazyGrid(
                vertical: vertical, tracks: tracks, spacing: number("spacing"), alignment: alignment,
                children: try children())
        case "Text":
            return .text(try text(node, at: path))
        case "Spacer":
            return .spacer(minLength: number("minLength"))
        case "Divider":
            return .divider
        case "AccessoryWidgetBackground":
            return .accessoryWidgetBackground
        case "Color":
            guard let color = node["color"] else { throw .invalid(path: path, message: "Color needs \"color\"") }
            return .color(try StyleDecoder.decodeStyle(color, at: path + ".color"))
        case "LinearGradient":
            return .linearGradient(try StyleDecoder.gradient(node, at: path))
        case "RadialGradient":
            return .radialGradient(try StyleDecoder.gradient(node, at: path))
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle", "ContainerRelativeShape",
            "UnevenRoundedRectangle", "Path":
            return .shape(try shape(type, node, at: path))
        case "Image":
            // A path checked against the table (`.assetPath`).
            if let src = string("src") { return .image(.file(src)) }
            guard let name = string("systemName") else {
                throw .invalid(path: path, message: "an Image needs \"src\" or \"systemName\"")
            }
            return .image(.symbol(name))
        case "Link", "Label", "Button", "Toggle", "ProgressView", "Gauge":
            // Each style checked against the table; SwiftUI's default when none is written.
            func style<S: RawRepresentable<String>>(_ key: String, _ fallback: S) -> S {
                string(key).flatMap(S.init(rawValue:)) ?? fallback
            }
            let kind: ControlSpec.Kind =
                switch type {
                case "Link": .link
                case "Label": .label(style("labelStyle", .titleAndIcon))
                case "Button": .button(style("buttonStyle", .automatic))
                case "Toggle": .toggle
                case "ProgressView": .progressView(style("progressViewStyle", .linear))
                default: .gauge(style("gaugeStyle", .linearCapacity))
                }
            var control = ControlSpec(kind: kind)
            control.label = try view("label")
            control.currentValueLabel = try view("currentValueLabel")
            control.minimumValueLabel = try view("minimumValueLabel")
            control.maximumValueLabel = try view("maximumValueLabel")
            control.destination = string("destination")
            control.title = string("title")
            control.systemImage = string("systemImage")
            control.imageFile = string("image")
            control.isOn = node["isOn"] == .bool(true)
            control.value = number("value")
            control.total = number("total")
            control.minimum = number("min")
            control.maximum = number("max")
            control.timerInterval = Self.interval(node["timerInterval"])
            control.countsDown = node["countsDown"] != .bool(false)
            return .control(control)
        case "Chart":
            return .chart(marks: try Self.chartMarks(node, at: path))
        default:
            throw .unsupported(path: path, feature: type)
        }
    }
}
