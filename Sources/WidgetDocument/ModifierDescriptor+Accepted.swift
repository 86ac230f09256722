// Chart modifiers (read by a Chart only), and the modifiers real widget code carries that
// change nothing drawn: accepted so that the code renders unchanged (ModifierDescriptor.swift).

import WidgetCore

extension ModifierDescriptor {
    static let accepted: [ModifierDescriptor] =
        [
            .init("chartXAxis", FormatSchema.axisVisibility, "chartXAxis(_:) (format 1.1, Chart only).") { v, _ in
                chartAxis(.x, v)
            },
            .init("chartYAxis", FormatSchema.axisVisibility, "chartYAxis(_:) (format 1.1, Chart only).") { v, _ in
                chartAxis(.y, v)
            },
            .init(
                "chartLegend", FormatSchema.axisVisibility,
                "chartLegend(_:) (format 1.1, Chart only): accepted, no legend is drawn."
            ) { v, _ in chartAxis(.legend, v) },
            .init("chartXScale", scale, "chartXScale(domain:) (format 1.1, Chart only).") { v, _ in
                .chartScale(.x, domain: domain(v))
            },
            .init("chartYScale", scale, "chartYScale(domain:) (format 1.1, Chart only).") { v, _ in
                .chartScale(.y, domain: domain(v))
            },
            .init(
                "interpolationMethod", .oneOf(FormatSchema.interpolationMethods),
                "interpolationMethod(_:) (format 1.1, Chart only): for every line and area mark."
            ) { v, _ in .interpolationMethod(v.stringValue.flatMap(InterpolationMethod.init(rawValue:)) ?? .linear) },
            .init("widgetURL", .string, "widgetURL(_:): no visual effect; kept in the layout dump.") { v, _ in
                .widgetURL(v.stringValue ?? "")
            },
            .init("invalidatableContent", .bool, "invalidatableContent(): accepted, no visual effect.") { _, _ in
                .inert
            },
            .init("contentTransition", .string, "contentTransition(_:): accepted, no visual effect.") { _, _ in
                .inert
            },
        ]
        + [
            ("accessibilityLabel", .string), ("accessibilityHint", .string), ("accessibilityValue", .string),
            ("accessibilityIdentifier", .string), ("accessibilityHidden", .bool),
            (
                "accessibilityElement",
                .either([.trueFlag, .object(["children": .oneOf(["ignore", "combine", "contain"])])])
            ),
            ("accessibilityAddTraits", .either([.string, .arrayOf(.string)])),
            ("accessibilityRemoveTraits", .either([.string, .arrayOf(.string)])),
            ("accessibilitySortPriority", .number()), ("accessibilityHeading", .string),
        ].map { (name: String, value: ValueKind) in
            // Accepted, as real widget code has them; nothing drawn changes.
            ModifierDescriptor(
                name, value,
                "\(name)(\(name == "accessibilityElement" ? "children:" : "_:")) (format 1.1): accepted, no visual effect."
            ) { _, _ in .inert }
        }

    private static let scale = ValueKind.object(
        ["domain": .arrayOf(.number(min: -1e12, max: 1e12))], required: ["domain"])

    private static func chartAxis(_ axis: Modifier.ChartAxis, _ v: JSONValue) -> Modifier.Value {
        .chartAxis(axis, visibility: v.stringValue.flatMap(AxisVisibility.init(rawValue:)) ?? .automatic)
    }

    private static func domain(_ v: JSONValue) -> [Double] {
        guard case .array(let items) = v["domain"] ?? .null else { return [] }
        return items.compactMap(\.numberValue)
    }
}
