// Resolve, continued: each node type's content.

import WidgetCore
import WidgetDocument
import WidgetViewTree

extension Resolver {
    func content(_ view: ViewSpec, environment e: Environment) throws(DocumentError) -> ViewContent {
        let path = view.path
        var unstacked = e
        unstacked.stackAxis = nil
        switch view.content {
        case .stack(let axis, let alignment, let spacing, let children):
            var childEnvironment = e
            childEnvironment.stackAxis = axis
            return .stack(
                axis: axis, alignment: alignment, spacing: spacing,
                children: try resolve(children, environment: childEnvironment))
        case .lazyStack(let axis, let alignment, let spacing, let children):
            // The stack, in a frame that takes the whole cross axis it is offered and places
            // the stack in it by the stack's alignment (LAZYSTACK in docs/sources.md).
            var childEnvironment = e
            childEnvironment.stackAxis = axis
            let stack = ViewNode(
                content: .stack(
                    axis: axis, alignment: alignment, spacing: spacing,
                    children: try resolve(children, environment: childEnvironment)),
                modifiers: [.frame(Self.fillingFrame(axis, alignment))],
                typeName: axis == .vertical ? "VStack" : "HStack",
                path: path)
            return .zstack(alignment: .center, children: [stack])
        case .zstack(let alignment, let children):
            return .zstack(alignment: alignment, children: try resolve(children, environment: unstacked))
        case .chart(let marks):
            return try chart(marks, view.modifiers, at: path, environment: e)
        case .viewThatFits(let horizontal, let vertical, let children):
            return .viewThatFits(
                horizontal: horizontal, vertical: vertical, children: try resolve(children, environment: unstacked))
        case .geometryReader(let children):
            return .geometryReader(children: try resolve(children, environment: unstacked))
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let children):
            return .grid(
                try grid(
                    alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                    children: children, environment: e))
        case .gridRow:
            throw .invalid(path: path, message: "a GridRow belongs directly inside a Grid's children")
        case .lazyGrid(let vertical, let tracks, let spacing, let alignment, let children):
            return .lazyGrid(
                LazyGridContent(
                    axis: vertical ? .vertical : .horizontal, tracks: tracks, spacing: spacing, alignment: alignment,
                    children: try resolve(children, environment: unstacked)))
        case .text(let spec):
            return .text(try text(spec, at: path, environment: e))
        case .spacer(let minLength):
            return .spacer(minLength: minLength, axis: e.stackAxis)
        case .accessoryWidgetBackground:
            // The system's backdrop for a Lock Screen widget: the container's shape (a circle
            // in accessoryCircular and a watch's accessoryCorner; a rounded rectangle in
            // accessoryRectangular) in a
            // translucent white that the vibrant mode shows as a frosted disc. Elsewhere the
            // system shows nothing (ACCBG in docs/sources.md; the opacity and radius are
            // estimates). Greedy like a shape.
            switch family {
            case .accessoryCircular, .accessoryCorner:
                return .shape(ShapeContent(kind: .circle, fill: .color(Color(r: 255, g: 255, b: 255, alpha: 0.2))))
            case .accessoryRectangular:
                return .shape(
                    ShapeContent(
                        kind: .roundedRectangle(radius: Self.accessoryBackgroundRadius, style: .continuous),
                        fill: .color(Color(r: 255, g: 255, b: 255, alpha: 0.2))))
            default:
                return .shape(ShapeContent(kind: .rectangle, fill: .color(.clear)))
            }
        case .divider:
            // The plain divider color (RE in docs/sources.md).
            let color =
                scheme == .light ? Color(r: 60, g: 60, b: 67, alpha: 0.29) : Color(r: 84, g: 84, b: 88, alpha: 0.6)
            return .divider(stackAxis: e.stackAxis, color: .color(color))
        case .color(let style):
            return .fill(style.style(in: scheme))
        case .linearGradient(let gradient):
            return .fill(StyleSpec.linearGradient(gradient).style(in: scheme))
        case .radialGradient(let gradient):
            return .fill(StyleSpec.radialGradient(gradient).style(in: scheme))
        case .shape(let shape):
            let fill = shape.fill.map { $0.style(in: scheme) }
            let stroke = shape.stroke.map { s in
                ShapeStroke(
                    style: s.style.map { $0.style(in: scheme) } ?? e.foreground ?? primary, strokeStyle: s.strokeStyle,
                    border: s.border)
            }
            // A shape with neither fill nor stroke fills with the foreground style.
            let filled = fill ?? (stroke == nil ? e.foreground ?? primary : nil)
            return .shape(
                ShapeContent(kind: try shapeKind(shape.kind, at: path), fill: filled, stroke: stroke, trim: shape.trim))
        case .image(.symbol(let name)):
            return .image(symbol(name, resizable: Self.isResizable(view.modifiers), environment: e))
        case .image(.file(let src)):
            guard let size = imageSizes[src] else {
                throw .invalid(path: path + ".src", message: "the image \"\(src)\" was not loaded")
            }
            var image = ImageContent(source: src, size: size, resizable: Self.isResizable(view.modifiers))
            image.accentedMode = Self.accentedMode(view.modifiers)
            // A redacted image: its frame in the foreground at 16 % (RE in docs/sources.md).
            if e.redacted { image.placeholder = placeholderStyle(e) }
            return .image(image)
        case .control(let control):
            return try self.control(control, at: path, environment: e)
        case .conditional:
            // `resolve` chose the branch before it came here.
            return try content(chosen(view), environment: e)
        }
    }

    /// A Text's content: its runs in the environment's style, and the paragraph's settings.
    func text(_ spec: TextSpec, at path: String, environment e: Environment) throws(DocumentError) -> TextContent {
        var runs: [TextRun]
        if case .runs(let items) = spec.source {
            runs = []
            for item in items { runs.append(contentsOf: try textRuns(item, environment: e)) }
        } else {
            runs = try literalRuns(spec.source, at: path, environment: e)
        }
        var text: TextContent
        if runs.count == 1, !spec.isRuns {
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
        // The locale's language subtag (`ja`, `ja_JP`, `ja-JP`), not any code starting so.
        text.japanese = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first?.lowercased() == "ja"
        return text
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

    /// The views of a `children` array (each `If` replaced by its branch, or left out).
    func resolve(_ views: [ViewSpec], environment e: Environment) throws(DocumentError) -> [ViewNode] {
        var result: [ViewNode] = []
        for view in chosen(views) { result.append(try resolve(view, environment: e)) }
        return result
    }

    /// A shape node's kind as layout and painting draw it (`view` is a shape: `clipShape`
    /// and `containerShape` hold only shapes).
    func shapeKind(_ view: ViewSpec) throws(DocumentError) -> ShapeContent.Kind {
        guard case .shape(let shape) = view.content else {
            throw .unsupported(path: view.path, feature: "\(view.type) as a shape")
        }
        return try shapeKind(shape.kind, at: view.path)
    }

    func shapeKind(_ kind: ShapeSpec.Kind, at path: String) throws(DocumentError) -> ShapeContent.Kind {
        switch kind {
        case .rectangle: return .rectangle
        case .containerRelative: return .containerRelative
        case .circle: return .circle
        case .ellipse: return .ellipse
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing, let style):
            return .unevenRoundedRectangle(
                topLeading: topLeading, bottomLeading: bottomLeading, bottomTrailing: bottomTrailing,
                topTrailing: topTrailing, style: style)
        case .path(let p):
            return .path(p)
        case .capsule(let style):
            if style == .continuous {
                throw .unsupported(path: path + ".style", feature: "Capsule(style: .continuous)")
            }
            return .capsule
        case .roundedRectangle(let width, let height, let style):
            guard width == height else {
                throw .unsupported(path: path + ".cornerSize", feature: "a cornerSize with different width and height")
            }
            return .roundedRectangle(radius: width, style: style)
        }
    }

    /// The `widgetAccentedRenderingMode` an `Image` node carries (the last one), if any.
    static func accentedMode(_ modifiers: [Modifier]) -> AccentedImageMode? {
        for m in modifiers.reversed() {
            if case .widgetAccentedRenderingMode(let mode) = m.value { return mode }
        }
        return nil
    }

    /// Whether an `Image` node carries `resizable`.
    static func isResizable(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { if case .resizable = $0.value { true } else { false } }
    }

    /// An SF Symbol (SymbolCatalog.swift), its substitute glyph in the foreground style at
    /// the font's weight, the name changed by `symbolVariant`; an empty box when the name
    /// has no substitute (reported as a warning by `SymbolCatalog.unmapped`). At its own
    /// size it takes its ink's box and a margin around it (SYMFRAME), the ink SF's where it
    /// was measured, else the substitute's; a resizable one is a square of 1.2 × the font's
    /// size that the glyph fills.
    func symbol(_ name: String, resizable: Bool, environment e: Environment) -> ImageContent {
        let size = e.font.size * SymbolCatalog.scale((e.imageScale ?? .medium).rawValue)
        let foreground = e.foreground ?? primary
        let name = e.symbolVariant.map { SymbolCatalog.applying(variant: $0, to: name) } ?? name
        let weight = SymbolCatalog.emboldening(for: e.weightOverride ?? e.font.weight)
        let layers =
            symbolLayers(name, foreground: foreground, environment: e)?.map {
                SymbolLayer(codePoint: $0.codePoint, style: $0.style, emboldening: weight)
            } ?? [
                SymbolLayer(
                    codePoint: SymbolCatalog.codePoint(for: name) ?? SymbolCatalog.missingCodePoint, style: foreground,
                    emboldening: SymbolCatalog.isCutOut(name) ? 0 : weight)
            ]
        var image: ImageContent
        if resizable {
            let side = size * SymbolCatalog.sizePerPoint
            image = ImageContent(source: "symbol:" + name, size: Size(width: side, height: side), resizable: true)
        } else {
            let ink = symbolInkBox(name, layers: layers)
            let frame = SymbolCatalog.frame(ink: ink.size, horizontalMargin: SymbolCatalog.horizontalMargin(for: name))
            image = ImageContent(
                source: "symbol:" + name, size: Size(width: frame.width * size, height: frame.height * size),
                resizable: false)
            image.symbolBox = Size(width: ink.size.width / frame.width, height: ink.size.height / frame.height)
            image.symbolGlyphInk = ink.glyphs
            image.symbolStretches = ink.ownGlyph
            // Centred on the cap height of text of the font's size, whatever its scale.
            image.baselineFromTop = frame.height / 2 * size + SymbolCatalog.capHeight / 2 * e.font.size
        }
        image.symbolLayers = layers
        // A redacted symbol: its frame in the foreground at 16 %, like any image.
        if e.redacted { image.placeholder = placeholderStyle(e) }
        return image
    }

    /// The ink box of symbol `name` drawn with `layers`, in ems of the font's size, whether
    /// its glyph is its own, and the ink of its layers' glyphs together (in ems of their
    /// square, y up; nil when the fonts give none): SF's box as measured
    /// (`SymbolCatalog.measuredInk(for:)`), else the glyphs' ink with their square at
    /// `SymbolCatalog.inkPerPoint` (SYMSIZE), else that whole square. A name drawn by
    /// another name's glyph (a fallback, or the missing box) keeps SF's box for its frame,
    /// and its glyph is fitted in it, not stretched.
    func symbolInkBox(_ name: String, layers: [SymbolLayer]) -> (size: Size, ownGlyph: Bool, glyphs: Rect?) {
        let bounds = layers.compactMap { symbolInkBounds($0.codePoint) }
        let glyphs = bounds.first.map { first in bounds.dropFirst().reduce(first) { $0.union($1) } }
        if let measured = SymbolCatalog.measuredInk(for: name) {
            return (measured, SymbolCatalog.resolve(name) == name, glyphs)
        }
        let side = SymbolCatalog.inkPerPoint
        let size =
            glyphs.map { Size(width: $0.width * side, height: $0.height * side) } ?? Size(width: side, height: side)
        return (size, true, glyphs)
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

    /// What a Text shows, for every form but runs.
    func textString(_ source: TextSpec.Source, at path: String) throws(DocumentError) -> String {
        switch source {
        case .literal(let s, _):
            return s
        case .runs:
            return ""
        case .timer(let interval, let paused, let countsDown, let showsHours):
            // A paused timer shows the time as of its pause instead of the entry's date.
            return DateText.timer(
                from: interval.from, to: interval.to, now: paused ?? now, countsDown: countsDown,
                showsHours: showsHours)
        case .value(let n, let format):
            // `Text(value, format:)`: a number in a format (NumberFormat.swift), `.number` by default.
            return format.text(n)
        case .date(let date, let style):
            guard let language = DateText.language(for: locale) else {
                throw .invalid(
                    path: path,
                    message:
                        "the locale \"\(locale.escapedForMessages)\" names no known language, so its date formats are unknown (use one such as ja_JP or de_DE)"
                )
            }
            return DateText.string(
                style: style, date: date, now: now, offset: timeZoneOffset, language: language,
                narrowSpace: os >= .iOS17)
        }
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
    func textRuns(_ node: ViewSpec, environment inherited: Environment) throws(DocumentError) -> [TextRun] {
        var e = inherited
        // A run's modifiers are text modifiers with one style (checked when it was decoded).
        // Innermost (first) last, as for views.
        for m in node.modifiers.reversed() { apply(m, to: &e) }
        // `Text("Rain ") + Text(Image(systemName: "cloud.rain"))`: the symbol is a character
        // of the bundled symbol faces, set in the run's font in the box `Image(systemName:)`
        // would take at that font: SF's ink, its margins left and right, centred on the cap
        // height (INLINE in docs/measurements.md).
        if case .image(.symbol(let written)) = node.content {
            let name = e.symbolVariant.map { SymbolCatalog.applying(variant: $0, to: written) } ?? written
            let codePoint = SymbolCatalog.codePoint(for: name) ?? SymbolCatalog.missingCodePoint
            guard let scalar = Unicode.Scalar(codePoint) else { return [] }
            var run = textRun(String(Character(scalar)), environment: e)
            let scale = SymbolCatalog.scale((e.imageScale ?? .medium).rawValue)
            let ink = symbolInkBox(name, layers: [SymbolLayer(codePoint: codePoint, style: run.foreground)])
            run.symbol = InlineSymbol(
                ink: Size(width: ink.size.width * scale, height: ink.size.height * scale),
                margin: SymbolCatalog.horizontalMargin(for: name) * scale, centre: SymbolCatalog.capHeight / 2,
                stretches: ink.ownGlyph,
                emboldening: SymbolCatalog.isCutOut(name) ? 0 : SymbolCatalog.emboldening(for: run.font.weight),
                glyphInk: ink.glyphs)
            return [run]
        }
        guard case .text(let text) = node.content else { return [] }
        if case .runs(let items) = text.source {
            var runs: [TextRun] = []
            for item in items { runs.append(contentsOf: try textRuns(item, environment: e)) }
            return runs
        }
        return try literalRuns(text.source, at: node.path, environment: e)
    }

    /// The runs of a Text's own string: its `text` read as inline Markdown, as SwiftUI
    /// reads a string literal (InlineMarkdown.swift), unless `"verbatim": true`; dates and
    /// formatted values as they are.
    func literalRuns(_ source: TextSpec.Source, at path: String, environment e: Environment) throws(DocumentError)
        -> [TextRun]
    {
        guard case .literal(let literal, verbatim: false) = source else {
            // Verbatim: as typed, without the marks that keep data literal (InlineMarkdown).
            return styledRuns(InlineMarkdown.unescaped(try textString(source, at: path)), environment: e)
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

    /// A lazy stack's frame: unlimited along `axis`'s cross axis, aligned as the stack.
    private static func fillingFrame(_ axis: Axis, _ alignment: StackAlignment) -> FrameSpec {
        let fill = FlexibleDimension(max: .infinity), hug = FlexibleDimension()
        switch (axis, alignment) {
        case (.vertical, .fraction(let f)):
            let horizontal: HorizontalAlignment = f < 0.25 ? .leading : f > 0.75 ? .trailing : .center
            return .flexible(width: fill, height: hug, alignment: Alignment(horizontal: horizontal, vertical: .center))
        case (.vertical, _):
            return .flexible(width: fill, height: hug, alignment: .center)
        case (.horizontal, let alignment):
            let vertical: VerticalAlignment =
                switch alignment {
                case .firstTextBaseline: .firstTextBaseline
                case .lastTextBaseline: .lastTextBaseline
                case .fraction(let f): f < 0.25 ? .top : f > 0.75 ? .bottom : .center
                }
            return .flexible(width: hug, height: fill, alignment: Alignment(horizontal: .center, vertical: vertical))
        }
    }
}
