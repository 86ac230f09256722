// Resolve, continued: each node type's content.

import WidgetCore
import WidgetLayout

extension Resolver {
    func content(type: String, _ node: JSONValue, _ modifiers: [Modifier], at path: String, environment e: Environment)
        throws(DocumentError) -> ViewContent
    {
        switch type {
        case "VStack", "HStack":
            let axis: Axis = type == "VStack" ? .vertical : .horizontal
            var childEnvironment = e
            childEnvironment.stackAxis = axis
            let alignment: StackAlignment
            switch node["alignment"] {
            case .string(let s) where type == "VStack":
                alignment = .fraction(HorizontalAlignment(rawValue: s)?.fraction ?? 0.5)
            case .string("firstTextBaseline"): alignment = .firstTextBaseline
            case .string("lastTextBaseline"): alignment = .lastTextBaseline
            case .string(let s): alignment = .fraction(VerticalAlignment(rawValue: s)?.fraction ?? 0.5)
            default: alignment = .fraction(0.5)
            }
            let spacing: Double? = if case .number(let n) = node["spacing"] ?? .null { n } else { nil }
            return .stack(
                axis: axis, alignment: alignment, spacing: spacing,
                children: try children(node, at: path, environment: childEnvironment))
        case "ZStack":
            var childEnvironment = e
            childEnvironment.stackAxis = nil
            return .zstack(
                alignment: Self.alignment(node["alignment"]),
                children: try children(node, at: path, environment: childEnvironment))
        case "Chart":
            return try chart(node, modifiers, at: path, environment: e)
        case "ViewThatFits":
            var childEnvironment = e
            childEnvironment.stackAxis = nil
            let axes: String = if case .string(let a) = node["in"] ?? .null { a } else { "both" }
            return .viewThatFits(
                horizontal: axes != "vertical", vertical: axes != "horizontal",
                children: try children(node, at: path, environment: childEnvironment))
        case "GeometryReader":
            var childEnvironment = e
            childEnvironment.stackAxis = nil
            return .geometryReader(children: try children(node, at: path, environment: childEnvironment))
        case "Grid":
            return .grid(try grid(node, at: path, environment: e))
        case "GridRow":
            throw .invalid(path: path, message: "a GridRow belongs directly inside a Grid's children")
        case "LazyVGrid", "LazyHGrid":
            return .lazyGrid(try lazyGrid(type, node, at: path, environment: e))
        case "Text":
            var runs: [TextRun]
            if case .array(let items) = node["runs"] ?? .null {
                runs = []
                for (i, item) in items.enumerated() {
                    runs.append(contentsOf: try textRuns(item, at: "\(path).runs[\(i)]", environment: e))
                }
            } else {
                runs = try literalRuns(node, at: path, environment: e)
            }
            var text: TextContent
            if runs.count == 1, node["runs"] == nil {
                let run = runs[0]
                text = TextContent(
                    string: run.string, font: run.font, foreground: run.foreground, lineLimit: e.lineLimit,
                    lineSpacing: e.lineSpacing, multilineAlignment: e.multilineAlignment,
                    truncationMode: e.truncationMode, minimumScaleFactor: e.minimumScaleFactor)
                text.underline = run.underline
                text.strikethrough = run.strikethrough
            } else {
                text = TextContent(
                    runs: runs, lineLimit: e.lineLimit, lineSpacing: e.lineSpacing,
                    multilineAlignment: e.multilineAlignment, truncationMode: e.truncationMode,
                    minimumScaleFactor: e.minimumScaleFactor)
            }
            text.redacted = e.redacted
            text.placeholderStyle = placeholderStyle(e)
            text.allowsTightening = e.allowsTightening
            return .text(text)
        case "Spacer":
            let minLength: Double? = if case .number(let n) = node["minLength"] ?? .null { n } else { nil }
            return .spacer(minLength: minLength, axis: e.stackAxis)
        case "AccessoryWidgetBackground":
            // The system's backdrop for a Lock Screen widget: the container's shape (a circle
            // in accessoryCircular; a rounded rectangle in accessoryRectangular) in a
            // translucent white that the vibrant mode shows as a frosted disc. Elsewhere the
            // system shows nothing (ACCBG in docs/sources.md; the opacity and radius are
            // estimates). Greedy like a shape.
            switch family {
            case .accessoryCircular:
                return .shape(ShapeContent(kind: .circle, fill: .color(Color(r: 255, g: 255, b: 255, alpha: 0.2))))
            case .accessoryRectangular:
                return .shape(
                    ShapeContent(
                        kind: .roundedRectangle(radius: Self.accessoryBackgroundRadius, style: .continuous),
                        fill: .color(Color(r: 255, g: 255, b: 255, alpha: 0.2))))
            default:
                return .shape(ShapeContent(kind: .rectangle, fill: .color(.clear)))
            }
        case "Divider":
            // The plain divider color (RE in docs/sources.md).
            let color =
                scheme == .light ? Color(r: 60, g: 60, b: 67, alpha: 0.29) : Color(r: 84, g: 84, b: 88, alpha: 0.6)
            return .divider(stackAxis: e.stackAxis, color: .color(color))
        case "Color":
            guard let color = node["color"] else { throw .invalid(path: path, message: "Color needs \"color\"") }
            return .fill(try StyleDecoder.decodeStyle(color, at: path + ".color").style(in: scheme))
        case "LinearGradient":
            return .fill(StyleSpec.linearGradient(try StyleDecoder.gradient(node, at: path)).style(in: scheme))
        case "RadialGradient":
            guard node["endRadius"] != nil else {
                throw .invalid(path: path, message: "a radial gradient needs \"endRadius\" (in points)")
            }
            return .fill(StyleSpec.radialGradient(try StyleDecoder.gradient(node, at: path)).style(in: scheme))
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle", "ContainerRelativeShape",
            "UnevenRoundedRectangle", "Path":
            if node["stroke"] != nil && node["strokeBorder"] != nil {
                throw .invalid(path: path, message: "use either \"stroke\" or \"strokeBorder\", not both")
            }
            let fill = try node["fill"].map { v throws(DocumentError) in
                try StyleDecoder.decodeStyle(v, at: path + ".fill").style(in: scheme)
            }
            var stroke: ShapeStroke?
            for key in ["stroke", "strokeBorder"] {
                guard let value = node[key] else { continue }
                stroke = try shapeStroke(value, at: path + "." + key, border: key == "strokeBorder", environment: e)
            }
            var trim: ClosedRange<Double>?
            if let t = node["trim"] {
                func n(_ k: String, _ d: Double) -> Double { if case .number(let v) = t[k] ?? .null { v } else { d } }
                let from = n("from", 0), to = n("to", 1)
                trim = to > from ? from...to : from...from
            }
            // A shape with neither fill nor stroke fills with the foreground style.
            let filled = fill ?? (stroke == nil ? e.foreground ?? primary : nil)
            return .shape(
                ShapeContent(kind: try shapeKind(type, node, at: path), fill: filled, stroke: stroke, trim: trim))
        case "Image":
            guard case .string(let src) = node["src"] ?? .null else {
                guard case .string(let name) = node["systemName"] ?? .null else {
                    throw .invalid(path: path, message: "an Image needs \"src\" or \"systemName\"")
                }
                return .image(symbol(name, resizable: Self.isResizable(modifiers), environment: e))
            }
            try AssetPath.check(src, at: path + ".src")
            guard let size = imageSizes[src] else {
                throw .invalid(path: path + ".src", message: "the image \"\(src)\" was not loaded")
            }
            var image = ImageContent(source: src, size: size, resizable: Self.isResizable(modifiers))
            // A redacted image: its frame in the foreground at 16 % (RE in docs/sources.md).
            if e.redacted { image.placeholder = placeholderStyle(e) }
            return .image(image)
        case "Link", "Label", "Button", "Toggle", "ProgressView", "Gauge":
            return try control(type, node, at: path, environment: e)
        default:
            throw .unsupported(path: path, feature: type)
        }
    }

    /// The foreground when none is set: `.primary`.
    var primary: Style {
        .color(scheme == .light ? .black : .white)
    }

    /// The corner radius of `AccessoryWidgetBackground` in accessoryRectangular (an estimate).
    static let accessoryBackgroundRadius = 10.0

    /// What redacted text and images are drawn in: the foreground's base color (a
    /// hierarchical level such as `.secondary` adds no opacity of its own) at 16 %
    /// (PLACEHOLDER in docs/sources.md).
    func placeholderStyle(_ e: Environment) -> Style {
        (e.foregroundBase ?? primary).withOpacity(0.16)
    }

    func children(_ node: JSONValue, at path: String, environment e: Environment) throws(DocumentError)
        -> [ViewNode]
    {
        guard case .array(let items) = node["children"] ?? .null else { return [] }
        var result: [ViewNode] = []
        for (i, item) in items.enumerated() {
            result.append(try resolve(item, at: "\(path).children[\(i)]", environment: e))
        }
        return result
    }

    /// `{"style": …, "lineWidth": 2, "lineCap": "round", "lineJoin": "miter", "dash": [4, 2]}`;
    /// the style defaults to the foreground, the width to 1 pt (SwiftUI's defaults).
    private func shapeStroke(_ value: JSONValue, at path: String, border: Bool, environment e: Environment)
        throws(DocumentError) -> ShapeStroke
    {
        let style =
            try value["style"].map { v throws(DocumentError) in
                try StyleDecoder.decodeStyle(v, at: path + ".style").style(in: scheme)
            } ?? e.foreground ?? primary
        var s = StrokeStyle()
        if case .number(let w) = value["lineWidth"] ?? .null { s.lineWidth = w }
        if case .string(let c) = value["lineCap"] ?? .null { s.cap = StrokeStyle.Cap(rawValue: c) ?? .butt }
        if case .string(let j) = value["lineJoin"] ?? .null { s.join = StrokeStyle.Join(rawValue: j) ?? .miter }
        if case .array(let items) = value["dash"] ?? .null {
            s.dash = items.compactMap { if case .number(let n) = $0 { n } else { nil } }
        }
        return ShapeStroke(style: style, strokeStyle: s, border: border)
    }

    func shapeKind(_ type: String, _ node: JSONValue, at path: String) throws(DocumentError)
        -> ShapeContent.Kind
    {
        let style: CornerStyle =
            if case .string(let s) = node["style"] ?? .null { CornerStyle(rawValue: s) ?? .continuous } else {
                .continuous
            }
        switch type {
        case "Rectangle": return .rectangle
        case "ContainerRelativeShape": return .containerRelative
        case "Circle": return .circle
        case "Ellipse": return .ellipse
        case "UnevenRoundedRectangle":
            func radius(_ key: String) -> Double { if case .number(let v) = node[key] ?? .null { v } else { 0 } }
            return .unevenRoundedRectangle(
                topLeading: radius("topLeadingRadius"), bottomLeading: radius("bottomLeadingRadius"),
                bottomTrailing: radius("bottomTrailingRadius"), topTrailing: radius("topTrailingRadius"), style: style)
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
        case "Capsule":
            if style == .continuous && node["style"] != nil {
                throw .unsupported(path: path + ".style", feature: "Capsule(style: .continuous)")
            }
            return .capsule
        default:
            if case .number(let r) = node["cornerRadius"] ?? .null { return .roundedRectangle(radius: r, style: style) }
            if case .number(let w) = node["cornerSize"]?["width"] ?? .null,
                case .number(let h) = node["cornerSize"]?["height"] ?? .null
            {
                guard w == h else {
                    throw .unsupported(
                        path: path + ".cornerSize", feature: "a cornerSize with different width and height")
                }
                return .roundedRectangle(radius: w, style: style)
            }
            return .roundedRectangle(radius: 0, style: style)
        }
    }

    /// Whether an `Image` node carries `resizable`.
    static func isResizable(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { if case .resizable = $0.value { true } else { false } }
    }

    /// An SF Symbol (SymbolCatalog.swift): a square the size of the current font times
    /// `imageScale`, its substitute glyph in the foreground style at the font's weight, the
    /// name changed by `symbolVariant`; an empty box when the name has no substitute
    /// (reported as a warning by `SymbolCatalog.unmapped`).
    func symbol(_ name: String, resizable: Bool, environment e: Environment) -> ImageContent {
        let side = e.font.size * SymbolCatalog.sizePerPoint * SymbolCatalog.scale((e.imageScale ?? .medium).rawValue)
        var image = ImageContent(
            source: "symbol:" + name, size: Size(width: side, height: side), resizable: resizable)
        let foreground = e.foreground ?? primary
        let name = e.symbolVariant.map { SymbolCatalog.applying(variant: $0, to: name) } ?? name
        let weight = SymbolCatalog.emboldening(for: e.weightOverride ?? e.font.weight)
        image.symbolLayers =
            symbolLayers(name, foreground: foreground, environment: e)?.map {
                SymbolLayer(codePoint: $0.codePoint, style: $0.style, emboldening: weight)
            } ?? [
                SymbolLayer(
                    codePoint: SymbolCatalog.codePoint(for: name) ?? SymbolCatalog.missingCodePoint, style: foreground,
                    emboldening: SymbolCatalog.isCutOut(name) ? 0 : weight)
            ]
        // A redacted symbol: its frame in the foreground at 16 %, like any image.
        if e.redacted { image.placeholder = placeholderStyle(e) }
        return image
    }

    /// A symbol's layers in the current `symbolRenderingMode` (SymbolCatalog.swift), or nil
    /// when it is drawn as one glyph in the foreground: in monochrome (the default, unless
    /// `foregroundStyle` gave levels, which draw as palette does), for a name without
    /// layers, and in multicolor for a name without colors of its own. Hierarchical and
    /// palette draw the primary layer in the foreground and the secondary in the level set
    /// with it (`foregroundStyle(_:_:)`), else in the foreground's secondary level (HIER in
    /// docs/sources.md), as SwiftUI derives it.
    func symbolLayers(_ name: String, foreground: Style, environment e: Environment) -> [SymbolLayer]? {
        // Levels given without a mode draw the layers in them, as palette does.
        let mode = e.symbolRenderingMode ?? (e.foregroundLevels.isEmpty ? .monochrome : .palette)
        guard mode != .monochrome, let layers = SymbolCatalog.layers(for: name) else { return nil }
        if mode == .multicolor {
            guard layers.contains(where: { $0.multicolor != nil }) else { return nil }
            return layers.map { layer in
                let pair = layer.multicolor.flatMap { StyleDecoder.named[$0] }
                let style = pair.map { Style.color(scheme == .light ? $0.light : $0.dark) }
                return SymbolLayer(codePoint: layer.codePoint, style: style ?? foreground)
            }
        }
        guard layers.count > 1 else { return nil }
        let secondary =
            e.foregroundLevels.first
            ?? foreground.withOpacity(StyleSpec.hierarchicalOpacity("secondary", scheme: scheme) ?? 1)
        return layers.map { SymbolLayer(codePoint: $0.codePoint, style: $0.level == 1 ? foreground : secondary) }
    }

    /// What a Text with `text` or `date` shows.
    func textString(_ node: JSONValue, at path: String) throws(DocumentError) -> String {
        if case .string(let s) = node["text"] ?? .null { return s }
        if let interval = node["timerInterval"], let (start, end) = Self.interval(interval) {
            // A paused timer shows the time as of its pause instead of the entry's date.
            let paused: Double? = if case .string(let p) = node["pauseTime"] ?? .null { ISODate.parse(p) } else { nil }
            return DateText.timer(
                from: start, to: end, now: paused ?? now, countsDown: node["countsDown"] != .bool(false),
                showsHours: node["showsHours"] != .bool(false))
        }
        // `Text(value, format:)`: a number in a format (NumberFormat.swift), `.number` by default.
        if case .number(let n) = node["value"] ?? .null {
            return try NumberFormat(node["format"] ?? .string("number"), at: path + ".format").text(n)
        }
        guard case .string(let d) = node["date"] ?? .null, case .string(let style) = node["style"] ?? .null,
            let date = ISODate.parse(d)
        else {
            throw .invalid(path: path, message: "a Text with \"date\" needs an ISO 8601 date and a \"style\"")
        }
        guard let language = DateText.language(for: locale) else {
            throw .invalid(
                path: path,
                message:
                    "the locale \"\(locale.escapedForMessages)\" names no known language, so its date formats are unknown (use one such as ja_JP or de_DE)"
            )
        }
        return DateText.string(
            style: style, date: date, now: now, offset: timeZoneOffset, language: language, narrowSpace: os >= .iOS17)
    }

    /// A `timerInterval`'s bounds in seconds since 1970 (checked when the document was read).
    static func interval(_ value: JSONValue) -> (Double, Double)? {
        guard case .string(let from) = value["from"] ?? .null, case .string(let to) = value["to"] ?? .null,
            let start = ISODate.parse(from), let end = ISODate.parse(to)
        else { return nil }
        return (start, end)
    }

    /// `string` in the text style the environment gives: font with its weight, slant,
    /// digits and tracking; case; color; decorations.
    func textRun(_ string: String, environment e: Environment) -> TextRun {
        var font = e.font
        if let w = e.weightOverride { font.weight = w }
        font.italic = font.italic || e.italic
        font.monospacedDigits = e.monospacedDigits
        font.tracking = e.tracking
        // Case mapping is Unicode's default, independent of any locale setting.
        let shown =
            e.textCase == .uppercase ? string.uppercased() : (e.textCase == .lowercase ? string.lowercased() : string)
        let foreground = e.foreground ?? primary
        return TextRun(
            string: shown, font: font, foreground: foreground, underline: e.underline?.style(foreground: foreground),
            strikethrough: e.strikethrough?.style(foreground: foreground))
    }

    /// The modifiers a run of a `Text + Text` paragraph may carry: those that return
    /// `Text` in SwiftUI.
    static let runModifiers: Set<String> = [
        "font", "fontWeight", "bold", "italic", "foregroundStyle", "foregroundColor", "underline", "strikethrough",
        "kerning", "tracking", "textCase", "monospacedDigit", "smallCaps",
    ]

    /// `.smallCaps()`: lowercase letters as capitals this much smaller (the bundled faces
    /// have no small-cap glyphs, so they are made from the capitals: the ratio of Inter's
    /// x-height to its cap height, SMALLCAPS in docs/sources.md).
    static let smallCapScale = 0.75

    /// `string` as runs in the environment's style: one run, or, under `.smallCaps()`,
    /// alternate runs of capitals and of lowercase letters set as smaller capitals.
    func styledRuns(_ string: String, environment e: Environment) -> [TextRun] {
        guard e.smallCaps, e.textCase != .uppercase else { return [textRun(string, environment: e)] }
        var plain = e
        plain.textCase = nil
        let cased = e.textCase == .lowercase ? string.lowercased() : string
        var runs: [TextRun] = []
        var segment = "", lower = false
        func flush() {
            guard !segment.isEmpty else { return }
            var run = textRun(lower ? segment.uppercased() : segment, environment: plain)
            if lower { run.font.size *= Self.smallCapScale }
            runs.append(run)
            segment = ""
        }
        for ch in cased {
            if ch.isLowercase != lower { flush() }
            lower = ch.isLowercase
            segment.append(ch)
        }
        flush()
        return runs
    }

    /// The runs of one item of a Text's `runs`: a Text with its own text modifiers over
    /// the paragraph's environment (nested runs are flattened).
    func textRuns(_ node: JSONValue, at path: String, environment inherited: Environment) throws(DocumentError)
        -> [TextRun]
    {
        var e = inherited
        let modifiers = try Self.modifiers(of: node, at: path)
        for m in modifiers {
            if case .foregroundLevels = m.value {
                throw .invalid(
                    path: m.path,
                    message: "a run of a Text takes one style; put the levels on the Text that holds the runs")
            }
            guard Self.runModifiers.contains(m.name) else {
                throw .invalid(
                    path: m.path,
                    message:
                        "a run of a Text takes text modifiers only (\(Self.runModifiers.sorted().joined(separator: ", "))); put \"\(m.name)\" on the Text that holds the runs"
                )
            }
        }
        // Innermost (first) last, as for views.
        for m in modifiers.reversed() { try apply(m, to: &e) }
        // `Text("Rain ") + Text(Image(systemName: "cloud.rain"))`: the symbol is a character
        // of the bundled symbol faces, set in the run's font like any other.
        if node["type"] == .string("Image"), case .string(let written) = node["systemName"] ?? .null {
            let name = e.symbolVariant.map { SymbolCatalog.applying(variant: $0, to: written) } ?? written
            let codePoint = SymbolCatalog.codePoint(for: name) ?? SymbolCatalog.missingCodePoint
            guard let scalar = Unicode.Scalar(codePoint) else { return [] }
            return [textRun(String(Character(scalar)), environment: e)]
        }
        if case .array(let items) = node["runs"] ?? .null {
            var runs: [TextRun] = []
            for (i, item) in items.enumerated() {
                runs.append(contentsOf: try textRuns(item, at: "\(path).runs[\(i)]", environment: e))
            }
            return runs
        }
        return try literalRuns(node, at: path, environment: e)
    }

    /// The runs of a Text's own string: its `text` read as inline Markdown, as SwiftUI
    /// reads a string literal (InlineMarkdown.swift), unless `"verbatim": true`; dates and
    /// formatted values as they are.
    func literalRuns(_ node: JSONValue, at path: String, environment e: Environment) throws(DocumentError)
        -> [TextRun]
    {
        guard case .string(let literal) = node["text"] ?? .null, node["verbatim"] != .bool(true) else {
            // Verbatim: as typed, without the marks that keep data literal (InlineMarkdown).
            return styledRuns(InlineMarkdown.unescaped(try textString(node, at: path)), environment: e)
        }
        let spans = InlineMarkdown.spans(literal)
        if spans.count <= 1, let span = spans.first, span.sameStyle(as: MarkdownSpan(text: "")) {
            return styledRuns(span.text, environment: e)
        }
        if spans.isEmpty { return styledRuns("", environment: e) }
        var runs: [TextRun] = []
        for span in spans {
            var s = e
            if span.bold, (s.weightOverride ?? s.font.weight) < .bold { s.weightOverride = .bold }
            if span.italic { s.italic = true }
            if span.code { s.font.design = .monospaced }
            if span.strikethrough { s.strikethrough = s.strikethrough ?? .foreground }
            if span.link != nil {
                // Links take the tint (the accent color by default), not underlined.
                let tint = e.tint ?? color("accentColor")
                s.foreground = tint
                s.foregroundBase = tint
            }
            runs += styledRuns(span.text, environment: s)
        }
        return runs
    }
}
