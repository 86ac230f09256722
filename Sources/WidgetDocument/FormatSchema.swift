// The entry format, versions 1 and 1.1, as data: every node type with its keys (declared
// with the node's content, NodeContent.swift), every modifier with its value, every style
// form (docs/entry-format.md). `Validator` checks and decodes a document against it before
// anything is resolved, so an unknown key or a wrong value is reported even for features
// that are not drawn yet; `EntrySchema` writes the JSON Schema (entry.schema.json) and the
// spec page's reference tables from the same tables.

import WidgetCore
import WidgetDevices

/// What a JSON value must be.
indirect enum ValueKind: Sendable, Hashable {
    /// A number in [min, max] (either bound optional); `exclusiveMin` makes min exclusive.
    case number(min: Double? = nil, max: Double? = nil, exclusiveMin: Bool = false)
    case integer(min: Int, max: Int? = nil)
    case string
    /// A file path relative to the entry's folder that does not lead out of it (`AssetPath`).
    case assetPath
    /// A locale identifier (`EntryDocument.isLocaleIdentifier`): the document's `locale`
    /// and the `environment` modifier's read the same.
    case locale
    case bool
    /// Only `true` (flags like `bold`).
    case trueFlag
    case oneOf([String])
    case style
    /// A style, or the primary, secondary (and tertiary) levels: an array of one to three
    /// styles (`foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`).
    case styleLevels
    case color
    case view
    case views
    case unitPoint
    case date
    /// A number ≥ 0 or the string "infinity".
    case lengthOrInfinity
    /// An object with these keys; `required` must be present, and `rules` hold between
    /// them (KeyRule.swift).
    case object([String: ValueKind], required: Set<String> = [], rules: [KeyRule] = [])
    case arrayOf(ValueKind)
    /// The first alternative whose JSON type matches is checked.
    case either([ValueKind])
    case nullable(ValueKind)
    /// `background` / `overlay`: a style, a view, or {content, alignment}.
    case decoration
    /// A shape node (`clipShape`).
    case shape
    /// Text runs: an array of Text nodes.
    case runs

    /// Whether a value of this kind holds views, which are decoded where they are read
    /// (with their data markers) rather than checked here.
    var holdsViews: Bool {
        switch self {
        case .view, .views, .runs, .shape, .decoration: true
        default: false
        }
    }

    /// The JSON types a value of this kind can have: how `either` chooses its alternative
    /// (the validator and the schema alike).
    var jsonTypes: Set<JSONType> {
        switch self {
        case .number, .integer: [.number]
        case .string, .assetPath, .locale, .oneOf, .date: [.string]
        case .bool, .trueFlag: [.boolean]
        case .style, .color: [.string, .object]
        case .styleLevels: [.string, .object, .array]
        case .view, .shape, .object: [.object]
        case .views, .runs, .arrayOf: [.array]
        case .unitPoint: [.string, .object]
        case .lengthOrInfinity: [.number, .string]
        case .decoration: Set(JSONType.allCases)
        case .either(let alternatives): alternatives.reduce(into: []) { $0.formUnion($1.jsonTypes) }
        case .nullable(let inner): inner.jsonTypes.union([.null])
        }
    }
}

/// JSON's value types, as JSON Schema names them.
enum JSONType: String, CaseIterable, Sendable {
    case null, boolean, number, string, array, object

    init(of value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool: self = .boolean
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object: self = .object
        }
    }
}

enum FormatSchema {
    static let hAlignments = ["leading", "center", "trailing"]
    static let vAlignments = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let alignments = [
        "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom",
        "bottomTrailing",
    ]
    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let designs = ["default", "rounded", "serif", "monospaced"]
    static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2",
    ]
    static let families = WidgetFamily.allCases.map(\.rawValue)
    static let dynamicTypeSizes = DynamicTypeSize.allCases.map(\.rawValue)
    static let cornerStyles = ["continuous", "circular"]

    static let stroke: ValueKind = .object([
        "style": .style, "lineWidth": .number(min: 0), "lineCap": .oneOf(["butt", "round", "square"]),
        "lineJoin": .oneOf(["miter", "round", "bevel"]), "dash": .arrayOf(.number(min: 0)),
    ])
    static let trim: ValueKind = .object(["from": .number(min: 0, max: 1), "to": .number(min: 0, max: 1)])
    static let shapeKeys: [String: ValueKind] = [
        "fill": .style, "stroke": stroke, "strokeBorder": stroke, "trim": trim,
    ]
    /// `Text(value, format:)` and a binding's `format` (NumberFormat.swift checks the rest).
    static let numberFormat: ValueKind = .either([
        .oneOf(["number", "percent"]),
        .object([
            "number": .object(["fraction": .integer(min: 0, max: 6), "grouping": .bool]),
            "percent": .object(["fraction": .integer(min: 0, max: 6), "grouping": .bool]),
            "currency": .object(["code": .string, "fraction": .integer(min: 0, max: 6), "grouping": .bool]),
        ]),
    ])
    static let paddingKind: ValueKind = .either([
        .number(),
        .object([
            "edges": .either([.oneOf(edgeNames), .arrayOf(.oneOf(edgeNames))]), "length": .number(),
            "top": .number(), "leading": .number(), "bottom": .number(), "trailing": .number(),
        ]),
    ])
    /// SwiftUI's `SymbolVariants` as the format writes them: `none`, or the parts in SF's
    /// order (a slash, an enclosure, fill) joined by dots.
    /// `none`, and every combination of `slash`, a shape and `fill`, in that order.
    static let symbolVariants = [
        "none", "fill", "circle", "circle.fill", "square", "square.fill", "rectangle", "rectangle.fill", "slash",
        "slash.fill", "slash.circle", "slash.circle.fill", "slash.square", "slash.square.fill", "slash.rectangle",
        "slash.rectangle.fill",
    ]
    static let interpolationMethods = InterpolationMethod.allCases.map(\.rawValue)
    static let chartMarkProperties: ValueKind = .object([
        "x": .either([.number(min: -1e12, max: 1e12), .string]),
        "y": .either([.number(min: -1e12, max: 1e12), .string]),
        "series": .string,
        "foregroundStyle": .style, "lineWidth": .number(min: 0, max: 100),
        "interpolationMethod": .oneOf(interpolationMethods),
        "symbolSize": .number(min: 0, max: 10000),
        "opacity": .number(min: 0, max: 1), "width": .number(min: 0, max: 1),
        "dash": .arrayOf(.number(min: 0, max: 1000)),
    ])
    /// `{"LineMark": {…}}`: one key, the mark's kind (one key: checked by the decoding).
    static let chartMark: ValueKind = .object([
        "LineMark": markProperties("LineMark"), "AreaMark": markProperties("AreaMark"),
        "BarMark": markProperties("BarMark"), "PointMark": markProperties("PointMark"),
        "RuleMark": markProperties("RuleMark"),
    ])
    /// One mark's properties: a RuleMark is a line at one x or one y, every other mark
    /// needs both.
    private static func markProperties(_ kind: String) -> ValueKind {
        guard case .object(let keys, _, _) = chartMarkProperties else { return chartMarkProperties }
        let rule =
            kind == "RuleMark"
            ? KeyRule(.exactlyOne(["x", "y"]), subject: kind) : KeyRule(.all(["x", "y"]), subject: kind)
        return .object(keys, rules: [rule])
    }
    static let axisVisibility: ValueKind = .oneOf(AxisVisibility.allCases.map(\.rawValue))
    static let gridItem: ValueKind = .object(
        [
            "size": .oneOf(["flexible", "fixed", "adaptive"]), "value": .number(min: 0), "minimum": .number(min: 0),
            "maximum": .lengthOrInfinity, "spacing": .number(), "alignment": .oneOf(alignments),
        ], required: ["size"],
        rules: [
            KeyRule(
                .whenEquals(key: "size", value: "fixed", partner: "value"), hint: " (its length in points)",
                subject: "grid item"),
            KeyRule(.whenEquals(key: "size", value: "adaptive", partner: "minimum"), subject: "grid item"),
        ])

    /// `Text(timerInterval:)` and `ProgressView(timerInterval:)`: `{"from": DATE, "to": DATE}`.
    static let timerInterval = ValueKind.object(["from": .date, "to": .date], required: ["from", "to"])

    /// Each node type's own keys (besides `type`, `id` and `modifiers`), declared with the
    /// node's content (NodeContent.swift).
    static let nodes = NodeContent.keys

    /// The keys format 1.1's templates add to a view type, read when they are expanded:
    /// `{"type": "Chart", "in": "prices", "as": "p", "marks": […]}` repeats the marks per item.
    static let templateKeys: [String: [String: ValueKind]] = ["Chart": ["in": .string, "as": .string]]
    /// Keys a node must have, beyond `type`.
    static let requiredKeys = NodeContent.requiredKeys

    static let stop: ValueKind = .object(
        ["color": .color, "location": .number(min: 0, max: 1)], required: ["color", "location"])

    static let shapeTypes: Set<String> = [
        "Rectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape", "RoundedRectangle",
        "UnevenRoundedRectangle", "Path",
    ]

    static let edgeNames = ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]

    // MARK: Styles

    // The color names are StyleDecoder's table (`StyleDecoder.named`): one list.
    static let hierarchicalFills = ["fill", "fill.secondary", "fill.tertiary", "fill.quaternary"]
    static let materials = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
    ]
    static let unitPoints = [
        "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom",
        "bottomTrailing", "zero",
    ]

    static let styleDescription =
        "a style: a hex color (\"#RRGGBB\" or \"#RRGGBBAA\"), a color name (\"blue\", \"secondaryLabel\", …), "
        + "{\"light\": …, \"dark\": …}, {\"color\": …, \"opacity\": …} or a gradient ({\"linearGradient\": …})"
}
