// The modifiers that change how a view is drawn, never its size (ModifierDescriptor.swift).
// Those that need nothing from the environment decode straight into a `DrawingEffect`,
// which the resolver and layout pass on as it is: a new one is an entry here, its case in
// DrawingEffect.swift and its drawing (docs/architecture.md, "Where to add").

import WidgetCore

extension ModifierDescriptor {
    static let drawing: [ModifierDescriptor] = [
        .init("clipped", .trueFlag, "clipped().") { _, _ in .clipped },
        .init("cornerRadius", .number(min: 0), "cornerRadius(_:) in points (>= 0).") { v, _ in
            .cornerRadius(v.numberValue ?? 0)
        },
        .init("clipShape", .shape, "clipShape(_:): a shape node.") { v, site throws(DocumentError) in
            .clipShape(try site.views.shape(v, at: site.path))
        },
        .init(
            "containerShape", .shape,
            "containerShape(_:) (format 1.1): the shape ContainerRelativeShape takes inside this view."
        ) { v, site throws(DocumentError) in .containerShape(try site.views.shape(v, at: site.path)) },
        .init("mask", .view, "mask: a view node whose alpha masks the view.") { v, site throws(DocumentError) in
            .mask(try site.views.view(v, at: site.path))
        },
        .init("opacity", .number(min: 0, max: 1), "opacity(_:) in [0, 1].") { v, _ in .opacity(v.numberValue ?? 1) },
        .init(
            "hidden", .trueFlag, "hidden() (format 1.1): keeps the view's space and draws nothing."
        ) { _, _ in
            // SwiftUI keeps a hidden view's space and draws nothing.
            .effect(.opacity(0))
        },
        .init("blendMode", .oneOf(BlendMode.allCases.map(\.rawValue)), "blendMode(_:).") { v, _ in
            .blendMode(v.stringValue.flatMap(BlendMode.init(rawValue:)) ?? .normal)
        },
        .init("widgetAccentable", .trueFlag, "widgetAccentable().") { _, _ in .widgetAccentable },
        .init(
            "widgetAccentedRenderingMode", .oneOf(AccentedImageMode.allCases.map(\.rawValue)),
            "widgetAccentedRenderingMode(_:) (images): how the image is drawn when the system tints the widget: fullColor (as it is, also in renderingMode accented), and under an appearance's glass accented (white at its own opacity), desaturated or accentedDesaturated (its luminance as opacity, white). Default: desaturated, or accented inside widgetAccentable."
        ) { v, _ in .widgetAccentedRenderingMode(v.stringValue.flatMap(AccentedImageMode.init(rawValue:))) },
        .init(
            "rotationEffect",
            .either([.number(), .object(["degrees": .number(), "anchor": .unitPoint], required: ["degrees"])]),
            "rotationEffect: degrees, or {degrees, anchor} (drawing only)."
        ) { v, _ in
            if let d = v.numberValue { return .rotationEffect(degrees: d, anchor: UnitPoint(x: 0.5, y: 0.5)) }
            return .rotationEffect(
                degrees: v["degrees"]?.numberValue ?? 0,
                anchor: StyleDecoder.unitPoint(v["anchor"], default: UnitPoint(x: 0.5, y: 0.5)))
        },
        .init(
            "scaleEffect", .either([.number(), .object(["x": .number(), "y": .number(), "anchor": .unitPoint])]),
            "scaleEffect: a number, or {x, y, anchor} (drawing only)."
        ) { v, _ in
            if let s = v.numberValue { return .scaleEffect(x: s, y: s, anchor: UnitPoint(x: 0.5, y: 0.5)) }
            return .scaleEffect(
                x: v["x"]?.numberValue ?? 1, y: v["y"]?.numberValue ?? 1,
                anchor: StyleDecoder.unitPoint(v["anchor"], default: UnitPoint(x: 0.5, y: 0.5)))
        },
        .init(
            "shadow", .object(["color": .color, "radius": .number(min: 0), "x": .number(), "y": .number()]),
            "shadow(color:radius:x:y:)."
        ) { v, site throws(DocumentError) in
            let color = try v["color"].map { c throws(DocumentError) in
                try StyleDecoder.decodeColor(c, at: site.path + ".color")
            }
            return .shadow(
                color: color, radius: v["radius"]?.numberValue ?? 0, x: v["x"]?.numberValue ?? 0,
                y: v["y"]?.numberValue ?? 0)
        },
        .init(
            "blur",
            .either([.number(min: 0), .object(["radius": .number(min: 0), "opaque": .bool], required: ["radius"])]),
            "blur(radius:opaque:) (format 1.1): a radius in points, or {radius, opaque}."
        ) { v, _ in
            if let r = v.numberValue { return .effect(.blur(radius: r, opaque: false)) }
            return .effect(.blur(radius: v["radius"]?.numberValue ?? 0, opaque: v["opaque"] == .bool(true)))
        },
        .init(
            "compositingGroup", .trueFlag,
            "compositingGroup() (format 1.1): the view drawn as one layer first, so blend modes inside it mix only with what is inside it."
        ) { _, _ in .effect(.compositingGroup) },
        // Colour effects: every pixel of the view, recoloured (ColorAdjustment).
        .init(
            "grayscale", .number(min: 0, max: 1), "grayscale(_:) (format 1.1): 0 keeps the colours, 1 removes them."
        ) { v, _ in .effect(.color(.grayscale(v.numberValue ?? 0))) },
        .init("saturation", .number(min: 0, max: 100), "saturation(_:) (format 1.1): 0 is gray, 1 unchanged.") {
            v, _ in .effect(.color(.saturation(v.numberValue ?? 1)))
        },
        .init("brightness", .number(min: -1, max: 1), "brightness(_:) (format 1.1): added to every channel.") {
            v, _ in .effect(.color(.brightness(v.numberValue ?? 0)))
        },
        .init("contrast", .number(min: -100, max: 100), "contrast(_:) (format 1.1): 0 is gray, 1 unchanged.") {
            v, _ in .effect(.color(.contrast(v.numberValue ?? 1)))
        },
        .init("colorInvert", .trueFlag, "colorInvert() (format 1.1).") { _, _ in .effect(.color(.invert)) },
        .init(
            "hueRotation", .either([.number(), .object(["degrees": .number()], required: ["degrees"])]),
            "hueRotation(_:) (format 1.1): degrees, or {degrees}."
        ) { v, _ in .effect(.color(.hueRotation((v["degrees"] ?? v).numberValue ?? 0))) },
        .init(
            "luminanceToAlpha", .trueFlag,
            "luminanceToAlpha() (format 1.1): black, as opaque as each pixel is light (SVG's feColorMatrix luminanceToAlpha)."
        ) { _, _ in .effect(.color(.luminanceToAlpha)) },
        .init("colorMultiply", .color, "colorMultiply(_:) (format 1.1).") { v, site throws(DocumentError) in
            .colorMultiply(try StyleDecoder.decodeColor(v, at: site.path))
        },
    ]
}
