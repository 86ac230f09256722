// The modifiers that size and place a view (ModifierDescriptor.swift).

import WidgetCore

extension ModifierDescriptor {
    static let layout: [ModifierDescriptor] = [
        .init(
            "padding", FormatSchema.paddingKind,
            "padding: a number (all edges), {} (default amount), {edges, length} or {top, leading, bottom, trailing}; negative lengths are allowed.",
            rules: [paddingForms]
        ) { v, site throws(DocumentError) in .padding(try Modifier.padding(v, at: site.path)) },
        .init(
            "safeAreaPadding", FormatSchema.paddingKind,
            "safeAreaPadding(_:) (format 1.1): pads as padding does (a widget's view has no safe area of its own).",
            rules: [paddingForms]
        ) { v, site throws(DocumentError) in .padding(try Modifier.padding(v, at: site.path)) },
        .init(
            "frame",
            .object([
                "width": .number(min: 0), "height": .number(min: 0), "minWidth": .number(min: 0),
                "idealWidth": .number(min: 0), "maxWidth": .lengthOrInfinity, "minHeight": .number(min: 0),
                "idealHeight": .number(min: 0), "maxHeight": .lengthOrInfinity,
                "alignment": .oneOf(FormatSchema.alignments),
            ]),
            "frame: {width, height, alignment} or {minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment}; the two forms cannot be mixed.",
            // Fixed or flexible, not both.
            rules: [.notBoth(["width", "height"], Modifier.flexibleFrameKeys)]
        ) { v, site throws(DocumentError) in
            try Modifier.frameOrder(v, at: site.path)
            return .frame(Modifier.frame(v))
        },
        .init(
            "relativeFrame",
            .object([
                "width": .number(min: 0), "height": .number(min: 0), "alignment": .oneOf(FormatSchema.alignments),
            ]),
            "relativeFrame: fractions of the size proposed by the parent (stand-in for GeometryReader { g in ... .frame(width: g.size.width * f) })."
        ) { v, _ in
            .relativeFrame(
                width: v["width"]?.numberValue, height: v["height"]?.numberValue,
                alignment: Modifier.alignment(v["alignment"]))
        },
        .init(
            "containerRelativeFrame",
            .object(
                [
                    "axes": .oneOf(["horizontal", "vertical", "both"]), "count": .integer(min: 1),
                    "span": .integer(min: 1), "spacing": .number(), "alignment": .oneOf(FormatSchema.alignments),
                ], required: ["axes"]),
            "containerRelativeFrame(axes, count:, span:, spacing:, alignment:) (iOS 17); the container is the widget's content area."
        ) { v, _ in
            let axes = v["axes"]?.stringValue ?? "both"
            return .containerRelativeFrame(
                ContainerRelativeFrame(
                    horizontal: axes != "vertical", vertical: axes != "horizontal",
                    count: Int(v["count"]?.numberValue ?? 1), span: Int(v["span"]?.numberValue ?? 1),
                    spacing: v["spacing"]?.numberValue ?? 0, alignment: Modifier.alignment(v["alignment"])))
        },
        .init(
            "background", .decoration,
            "background: a style, a view node, {content, alignment}, or (format 1.1) {style, in: SHAPE}."
        ) { v, site throws(DocumentError) in .background(try Modifier.decoration(v, at: site.path, views: site.views))
        },
        .init(
            "overlay", .decoration,
            "overlay: a style, a view node, {content, alignment}, or (format 1.1) {style, in: SHAPE}."
        ) { v, site throws(DocumentError) in .overlay(try Modifier.decoration(v, at: site.path, views: site.views)) },
        .init("layoutPriority", .number(), "layoutPriority(_:).") { v, _ in .layoutPriority(v.numberValue ?? 0) },
        .init(
            "fixedSize", .either([.trueFlag, .object(["horizontal": .bool, "vertical": .bool])]),
            "fixedSize: true (both axes) or {horizontal, vertical}."
        ) { v, _ in
            if v == .bool(true) { return .fixedSize(horizontal: true, vertical: true) }
            return .fixedSize(horizontal: v["horizontal"] == .bool(true), vertical: v["vertical"] == .bool(true))
        },
        .init("resizable", .trueFlag, "resizable() (images).") { _, _ in .resizable },
        .init(
            "aspectRatio",
            .object(["ratio": .number(min: 0, exclusiveMin: true), "contentMode": .oneOf(["fit", "fill"])]),
            "aspectRatio(ratio, contentMode:)."
        ) { v, _ in .aspectRatio(v["ratio"]?.numberValue, v["contentMode"] == .string("fill") ? .fill : .fit) },
        .init("scaledToFit", .trueFlag, "scaledToFit().") { _, _ in .aspectRatio(nil, .fit) },
        .init("scaledToFill", .trueFlag, "scaledToFill().") { _, _ in .aspectRatio(nil, .fill) },
        .init("offset", .object(["x": .number(), "y": .number()]), "offset(x:y:) in points (drawing only).") { v, _ in
            .offset(x: v["x"]?.numberValue ?? 0, y: v["y"]?.numberValue ?? 0)
        },
        .init(
            "gridCellColumns", .integer(min: 1),
            "gridCellColumns(_:): in a GridRow, the number of columns the cell covers (an extension of format version 1)."
        ) { v, _ in .gridCellColumns(max(1, Int(v.numberValue ?? 1))) },
        .init(
            "border",
            .either([.object(["style": .style, "width": .number(min: 0, max: 1000)], required: ["style"]), .style]),
            "border(_:width:) (format 1.1): a style (1 pt), or {style, width}."
        ) { v, site throws(DocumentError) in
            // `.border(style, width:)`, the width 1 pt by default.
            if case .object = v, let style = v["style"] {
                return .border(
                    try StyleDecoder.decodeStyle(style, at: site.path + ".style"), width: v["width"]?.numberValue ?? 1)
            }
            return .border(try StyleDecoder.decodeStyle(v, at: site.path), width: 1)
        },
        .init(
            "ignoresSafeArea", .trueFlag,
            "ignoresSafeArea() (format 1.1): accepted; a widget's view has no safe area, so nothing changes."
        ) { _, _ in .ignoresSafeArea },
    ]

    /// `{edges, length}` or `{top, leading, bottom, trailing}`, not both.
    private static let paddingForms = KeyRule.notBoth(["edges", "length"], ["top", "leading", "bottom", "trailing"])
}
