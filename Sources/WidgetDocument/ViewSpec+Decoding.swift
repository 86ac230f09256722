// Decoding a view node: validation is decoding. `Validator.view` checks the node's keys
// against its type's table (`NodeContent.keys`, which the JSON Schema is written from),
// decodes its modifiers, then its content (`Validator.content` in NodeContent.swift,
// with the readers here), so each view of the document is read exactly once and every
// error names its JSON path. The values read here have been checked against the table;
// the rules that tie keys together are the node's (`nodeRules`) or are reported here.
// Views inside a node (children, labels, runs) are decoded by `Validator.view` as they
// are met, with their data markers, so an error in a view a template made still names
// the data it came from.

import WidgetCore

extension Validator {
    /// Each view of a `children` array (none when absent).
    func views(_ value: JSONValue?, at path: String) throws(Error) -> [ViewSpec] {
        guard case .array(let items) = value ?? .null else { return [] }
        var result: [ViewSpec] = []
        result.reserveCapacity(items.count)
        for (i, item) in items.enumerated() { result.append(try view(item, at: "\(path)[\(i)]")) }
        return result
    }

    /// A `Text`'s one form (`nodeRules` checked that there is exactly one).
    func text(_ node: JSONValue, at path: String) throws(Error) -> TextSpec {
        if case .array(let items) = node["runs"] ?? .null {
            var runs: [ViewSpec] = []
            for (i, item) in items.enumerated() {
                let run = try view(item, at: "\(path).runs[\(i)]")
                let symbol: Bool = if case .image(.symbol) = run.content { true } else { false }
                guard run.type == "Text" || symbol else {
                    throw .invalid(
                        path: "\(path).runs[\(i)].type",
                        message: "runs hold Text nodes and SF Symbols (Image with systemName) only")
                }
                // A run takes the text modifiers only (`ModifierDescriptor.inRuns`), and one
                // style: its characters' look, not a view's.
                for m in run.modifiers {
                    guard ModifierDescriptor.named[m.name]?.inRuns == true else {
                        throw .invalid(
                            path: m.path,
                            message:
                                "a run of a Text takes text modifiers only (\(ModifierDescriptor.runNames.joined(separator: ", "))); put \"\(m.name)\" on the Text that holds the runs"
                        )
                    }
                    if case .foregroundLevels = m.value {
                        throw .invalid(
                            path: m.path,
                            message: "a run of a Text takes one style; put the levels on the Text that holds the runs")
                    }
                }
                runs.append(run)
            }
            return TextSpec(.runs(runs))
        }
        if case .string(let s) = node["text"] ?? .null {
            return TextSpec(.literal(s, verbatim: node["verbatim"] == .bool(true)))
        }
        if let interval = Self.interval(node["timerInterval"]) {
            let paused: Double? = if case .string(let p) = node["pauseTime"] ?? .null { ISODate.parse(p) } else { nil }
            return TextSpec(
                .timer(
                    interval, pauseTime: paused, countsDown: node["countsDown"] != .bool(false),
                    showsHours: node["showsHours"] != .bool(false)))
        }
        if case .number(let n) = node["value"] ?? .null {
            return TextSpec(.value(n, try NumberFormat(node["format"] ?? .string("number"), at: path + ".format")))
        }
        guard case .string(let d) = node["date"] ?? .null, case .string(let name) = node["style"] ?? .null,
            let style = TextSpec.DateStyle(rawValue: name), let date = ISODate.parse(d)
        else {
            throw .invalid(path: path, message: "a Text with \"date\" needs an ISO 8601 date and a \"style\"")
        }
        return TextSpec(.date(date, style: style))
    }

    /// A `timerInterval`'s bounds (checked against the table, and `from` ≤ `to` by `nodeRules`).
    static func interval(_ value: JSONValue?) -> TimerInterval? {
        guard let value, case .string(let from) = value["from"] ?? .null, case .string(let to) = value["to"] ?? .null,
            let start = ISODate.parse(from), let end = ISODate.parse(to)
        else { return nil }
        return TimerInterval(from: start, to: end)
    }

    /// A shape node's geometry, fill, stroke and trim.
    func shape(_ type: String, _ node: JSONValue, at path: String) throws(Error) -> ShapeSpec {
        let fill = try node["fill"].map { v throws(Error) in try StyleDecoder.decodeStyle(v, at: path + ".fill") }
        var stroke: StrokeSpec?
        for key in ["stroke", "strokeBorder"] {
            guard let value = node[key] else { continue }
            stroke = try Self.stroke(value, at: path + "." + key, border: key == "strokeBorder")
        }
        var trim: ClosedRange<Double>?
        if let t = node["trim"] {
            func n(_ k: String, _ d: Double) -> Double { t[k]?.numberValue ?? d }
            let from = n("from", 0), to = n("to", 1)
            trim = to > from ? from...to : from...from
        }
        return ShapeSpec(kind: try Self.shapeKind(type, node, at: path), fill: fill, stroke: stroke, trim: trim)
    }

    /// `{"style": …, "lineWidth": 2, "lineCap": "round", "lineJoin": "miter", "dash": [4, 2]}`;
    /// the width 1 pt by default (SwiftUI's), the style the foreground's when absent.
    private static func stroke(_ value: JSONValue, at path: String, border: Bool) throws(Error) -> StrokeSpec {
        let style = try value["style"].map { v throws(Error) in try StyleDecoder.decodeStyle(v, at: path + ".style") }
        var s = StrokeStyle()
        if case .number(let w) = value["lineWidth"] ?? .null { s.lineWidth = w }
        if case .string(let c) = value["lineCap"] ?? .null { s.cap = StrokeStyle.Cap(rawValue: c) ?? .butt }
        if case .string(let j) = value["lineJoin"] ?? .null { s.join = StrokeStyle.Join(rawValue: j) ?? .miter }
        if case .array(let items) = value["dash"] ?? .null {
            s.dash = items.compactMap { if case .number(let n) = $0 { n } else { nil } }
        }
        return StrokeSpec(style: style, strokeStyle: s, border: border)
    }

    private static func shapeKind(_ type: String, _ node: JSONValue, at path: String) throws(Error) -> ShapeSpec.Kind {
        let written: CornerStyle? =
            if case .string(let s) = node["style"] ?? .null { CornerStyle(rawValue: s) } else { nil }
        let style = written ?? .continuous
        func number(_ key: String) -> Double? { node[key]?.numberValue }
        switch type {
        case "Rectangle": return .rectangle
        case "ContainerRelativeShape": return .containerRelative
        case "Circle": return .circle
        case "Ellipse": return .ellipse
        case "Capsule": return .capsule(style: node["style"] == nil ? nil : style)
        case "UnevenRoundedRectangle":
            return .unevenRoundedRectangle(
                topLeading: number("topLeadingRadius") ?? 0, bottomLeading: number("bottomLeadingRadius") ?? 0,
                bottomTrailing: number("bottomTrailingRadius") ?? 0, topTrailing: number("topTrailingRadius") ?? 0,
                style: style)
        case "Path":
            guard case .string(let d) = node["d"] ?? .null else {
                throw .invalid(path: path + ".d", message: "expected SVG path data")
            }
            do {
                var p = try Path(svg: d)
                // `fill(_:style: FillStyle(eoFill: true))`, an extension of the format.
                if node["fillRule"] == .string("evenOdd") { p.fillRule = .evenOdd }
                return .path(p)
            } catch {
                throw .invalid(path: path + ".d", message: "bad SVG path data \(error)")
            }
        default:
            if let r = number("cornerRadius") { return .roundedRectangle(width: r, height: r, style: style) }
            if case .number(let w) = node["cornerSize"]?["width"] ?? .null,
                case .number(let h) = node["cornerSize"]?["height"] ?? .null
            {
                return .roundedRectangle(width: w, height: h, style: style)
            }
            return .roundedRectangle(width: 0, height: 0, style: style)
        }
    }

    /// One `GridItem`: `{"size": "fixed", "value": 40}`, `{"size": "flexible", "minimum": 10,
    /// "maximum": "infinity"}` (SwiftUI's defaults), `{"size": "adaptive", "minimum": 40}`.
    static func gridTrack(_ item: JSONValue, at path: String) throws(Error) -> GridTrack {
        func length(_ key: String) -> Double? { item[key]?.lengthValue }
        let size: GridTrack.Size
        switch item["size"] {
        // A fixed item has its value and an adaptive one its minimum (FormatSchema.gridItem's rules).
        case .string("fixed"):
            size = .fixed(length("value") ?? 0)
        case .string("adaptive"):
            let mn = length("minimum") ?? 0
            size = .adaptive(minimum: mn, maximum: max(mn, length("maximum") ?? .infinity))
        default:
            let mn = length("minimum") ?? 10
            size = .flexible(minimum: mn, maximum: max(mn, length("maximum") ?? .infinity))
        }
        let spacing = item["spacing"]?.numberValue
        let alignment: Alignment? = item["alignment"].map { Modifier.alignment($0) }
        return GridTrack(size: size, spacing: spacing, alignment: alignment)
    }

    /// The largest value a chart plots, written as a number or a numeric string (its tick
    /// labels are exact to here).
    static let largestChartValue = 1e12

    /// A chart's marks, checked: each one object naming its kind, with numbers where the
    /// chart needs them.
    static func chartMarks(_ node: JSONValue, at path: String) throws(Error) -> [ChartMarkSpec] {
        guard case .array(let items) = node["marks"] ?? .array([]) else {
            throw .invalid(path: path + ".marks", message: "expected an array of marks")
        }
        var marks: [ChartMarkSpec] = []
        for (i, item) in items.enumerated() {
            let itemPath = "\(path).marks[\(i)]"
            guard case .object(let pairs) = item, pairs.count == 1, let (name, spec) = pairs.first,
                let kind = ChartMarkSpec.Kind(rawValue: name)
            else {
                throw .invalid(
                    path: itemPath,
                    message: "expected one mark: {\"LineMark\": …}, AreaMark, BarMark, PointMark or RuleMark")
            }
            let markPath = itemPath + "." + name
            func number(_ key: String) throws(Error) -> Double? {
                switch spec[key] {
                case nil: return nil
                case .number(let n)?: return n
                case .string(let s)?:
                    if let n = Double(s), n.isFinite, abs(n) <= largestChartValue { return n }
                    throw .invalid(path: markPath + "." + key, message: "expected a number, found \"\(s)\"")
                case let other?:
                    throw .invalid(
                        path: markPath + "." + key, message: "expected a number, found \(other.kindDescription)")
                }
            }
            var x: ChartMarkSpec.Value?
            switch spec["x"] {
            case .number(let n)?: x = .number(n)
            case .string(let s)?:
                x =
                    Double(s).flatMap { $0.isFinite && abs($0) <= largestChartValue ? .number($0) : nil }
                    ?? .category(s)
            default: x = nil
            }
            // A RuleMark has one of x and y, every other mark both (FormatSchema.chartMark's rules).
            let y = try number("y")
            let style = try spec["foregroundStyle"].map { v throws(Error) in
                try StyleDecoder.decodeStyle(v, at: markPath + ".foregroundStyle")
            }
            let series: String = if case .string(let s)? = spec["series"] { s } else { "" }
            var dash: [Double] = []
            if case .array(let lengths)? = spec["dash"] {
                for case .number(let n) in lengths { dash.append(n) }
            }
            let interpolation: InterpolationMethod? =
                if case .string(let s)? = spec["interpolationMethod"] { InterpolationMethod(rawValue: s) } else { nil }
            marks.append(
                ChartMarkSpec(
                    kind: kind, x: x, y: y, series: series, style: style, lineWidth: try number("lineWidth"),
                    interpolation: interpolation, symbolSize: try number("symbolSize"),
                    opacity: try number("opacity") ?? 1, width: try number("width"), dash: dash, path: markPath))
        }
        return marks
    }
}

extension ViewSpec {
    /// A single view node, checked against the format and decoded, at `path` (format 1;
    /// `templated` admits format 1.1's expanded `If`).
    public static func decode(_ json: JSONValue, at path: String = "$.view", templated: Bool = false)
        throws(DocumentError) -> ViewSpec
    {
        var validator = Validator()
        validator.templated = templated
        return try validator.view(json, at: path)
    }
}
