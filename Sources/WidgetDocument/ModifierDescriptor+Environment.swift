// The modifiers that set a value flowing inward to the text, symbols and controls inside
// a view (ModifierDescriptor.swift); the resolver applies each to its environment.

import WidgetCore

extension ModifierDescriptor {
    static let environment: [ModifierDescriptor] = [
        .init(
            "foregroundStyle", .styleLevels,
            "foregroundStyle(_:), or foregroundStyle(_:_:) / (_:_:_:): an array of the primary, secondary and tertiary levels.",
            inRuns: true
        ) { v, site throws(DocumentError) in try foregroundStyle(v, at: site.path) },
        .init("foregroundColor", .style, "foregroundColor(_:): alias of foregroundStyle.", inRuns: true) {
            v, site throws(DocumentError) in try foregroundStyle(v, at: site.path)
        },
        .init(
            "font",
            .either([
                .oneOf(FormatSchema.textStyles),
                .object([
                    "size": .number(min: 0, max: 1000, exclusiveMin: true), "weight": .oneOf(FormatSchema.weights),
                    "design": .oneOf(FormatSchema.designs), "style": .oneOf(FormatSchema.textStyles),
                    "family": .string, "relativeTo": .oneOf(FormatSchema.textStyles), "fixedSize": .trueFlag,
                ]),
            ]),
            "font(_:): a text style name or a font object.",
            // A custom font needs its size, and only it takes relativeTo and fixedSize; a
            // system font object needs a size or a style.
            rules: [
                .needs("family", "size", hint: " (.custom(_:size:))"), .goesWith("relativeTo", "family"),
                .goesWith("fixedSize", "family"),
                .atLeastOne("size", "style", hint: " (.system(size:) or .system(.title))"),
            ], inRuns: true
        ) { v, _ in .font(Modifier.font(v)) },
        .init("fontWeight", .oneOf(FormatSchema.weights), "fontWeight(_:).", inRuns: true) { v, _ in
            .fontWeight(v.stringValue.flatMap(FontWeight.init(rawValue:)) ?? .regular)
        },
        .init("bold", .trueFlag, "bold().", inRuns: true) { _, _ in .bold },
        .init("italic", .trueFlag, "italic().", inRuns: true) { _, _ in .italic },
        .init("monospacedDigit", .trueFlag, "monospacedDigit().", inRuns: true) { _, _ in .monospacedDigit },
        .init("smallCaps", .trueFlag, "smallCaps() (format 1.1): lowercase letters as small capitals.", inRuns: true) {
            _, _ in
            .smallCaps
        },
        .init(
            "underline", .either([.trueFlag, .style]), "underline(): true, or a style for the line's color.",
            inRuns: true
        ) {
            v, site throws(DocumentError) in .underline(try textLine(v, at: site.path))
        },
        .init(
            "strikethrough", .either([.trueFlag, .style]), "strikethrough(): true, or a style for the line's color.",
            inRuns: true
        ) { v, site throws(DocumentError) in .strikethrough(try textLine(v, at: site.path)) },
        .init("textCase", .oneOf(["uppercase", "lowercase"]), "textCase(_:).", inRuns: true) { v, _ in
            .textCase(v.stringValue.flatMap(TextCase.init(rawValue:)) ?? .uppercase)
        },
        .init("lineLimit", .nullable(.integer(min: 1)), "lineLimit(_:): an integer >= 1, or null for no limit.") {
            v, _ in .lineLimit(v.numberValue.map { Int($0) })
        },
        .init("lineSpacing", .number(), "lineSpacing(_:) in points added between lines.") { v, _ in
            .lineSpacing(v.numberValue ?? 0)
        },
        .init("multilineTextAlignment", .oneOf(FormatSchema.hAlignments), "multilineTextAlignment(_:).") { v, _ in
            .multilineTextAlignment(v.stringValue.flatMap(HorizontalAlignment.init(rawValue:)) ?? .leading)
        },
        .init("truncationMode", .oneOf(["head", "middle", "tail"]), "truncationMode(_:).") { v, _ in
            .truncationMode(v.stringValue.flatMap(TruncationMode.init(rawValue:)) ?? .tail)
        },
        .init(
            "minimumScaleFactor", .number(min: 0, max: 1, exclusiveMin: true), "minimumScaleFactor(_:) in (0, 1]."
        ) { v, _ in .minimumScaleFactor(v.numberValue ?? 1) },
        .init(
            "allowsTightening", .bool,
            "allowsTightening(_:): characters may move a little closer (up to 0.03 em each) before the text shrinks or is cut."
        ) { v, _ in .allowsTightening(v == .bool(true)) },
        .init("kerning", .number(), "kerning(_:) in points.", inRuns: true) { v, _ in .tracking(v.numberValue ?? 0) },
        .init("tracking", .number(), "tracking(_:) in points.", inRuns: true) { v, _ in .tracking(v.numberValue ?? 0) },
        .init("tint", .style, "tint(_:): buttons, toggles, progress views, gauges.") {
            v, site throws(DocumentError) in .tint(try StyleDecoder.decodeStyle(v, at: site.path))
        },
        .init("redacted", .oneOf(["placeholder"]), "redacted(reason: .placeholder).") { _, _ in .redacted },
        .init("unredacted", .trueFlag, "unredacted().") { _, _ in .unredacted },
        .init("privacySensitive", .trueFlag, "privacySensitive().") { _, _ in .privacySensitive },
        .init("imageScale", .oneOf(["small", "medium", "large"]), "imageScale(_:) (SF Symbols).") { v, _ in
            .imageScale(v.stringValue.flatMap(ImageScale.init(rawValue:)) ?? .medium)
        },
        .init(
            "symbolRenderingMode", .oneOf(["monochrome", "hierarchical", "palette", "multicolor"]),
            "symbolRenderingMode(_:)."
        ) { v, _ in .symbolRenderingMode(v.stringValue.flatMap(SymbolRenderingMode.init(rawValue:)) ?? .monochrome) },
        .init(
            "symbolVariant", .oneOf(FormatSchema.symbolVariants),
            "symbolVariant(_:): SF's suffixes for the symbols inside, in SF's order (slash, an enclosure, fill), or none."
        ) { v, _ in .symbolVariant(v.stringValue ?? "none") },
        .init(
            "environment",
            .object([
                "colorScheme": .oneOf(["light", "dark"]), "locale": .locale, "timeZone": .string,
                "dynamicTypeSize": .oneOf(FormatSchema.dynamicTypeSizes),
            ]),
            "environment(_:_:) (format 1.1): colorScheme, locale, timeZone (a UTC offset such as +08:00) and dynamicTypeSize for the view and everything in it."
        ) { v, site throws(DocumentError) in .environment(try Modifier.environment(v, at: site.path)) },
    ]

    /// `foregroundStyle` / `foregroundColor`: one style, or an array of levels.
    private static func foregroundStyle(_ v: JSONValue, at path: String) throws(DocumentError) -> Modifier.Value {
        guard case .array(let levels) = v else { return .foregroundStyle(try StyleDecoder.decodeStyle(v, at: path)) }
        var styles: [StyleSpec] = []
        for (i, level) in levels.enumerated() {
            styles.append(try StyleDecoder.decodeStyle(level, at: "\(path)[\(i)]"))
        }
        return .foregroundLevels(styles)
    }

    /// `underline` / `strikethrough`: `true` (the text's colour) or a style.
    private static func textLine(_ v: JSONValue, at path: String) throws(DocumentError) -> TextLineSpec {
        v == .bool(true) ? .foreground : .style(try StyleDecoder.decodeStyle(v, at: path))
    }
}
