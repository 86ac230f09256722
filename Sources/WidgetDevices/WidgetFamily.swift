// Widget families, by WidgetKit's names, with the short names the CLI accepts.

/// A WidgetKit family.
public enum WidgetFamily: String, Sendable, CaseIterable, Hashable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    /// iPhone, iOS 27 only (measured; see DeviceCatalog+Table.swift).
    case systemExtraLargePortrait
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// Apple Watch only: the circular content of a watch face's corner (its curved
    /// `widgetLabel` is not drawn).
    case accessoryCorner

    /// Lock Screen families: no container background, smaller margins.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The family for a full name (`systemMedium`) or a short one (`medium`, `extraLarge`,
    /// `circular`), case-insensitively; nil when it names none.
    public init?(name: String) {
        let key = name.lowercased()
        for family in Self.allCases {
            if family.rawValue.lowercased() == key || family.shortName.lowercased() == key {
                self = family
                return
            }
        }
        return nil
    }

    /// The short name: `small`, `medium`, `large`, `extraLarge`, `extraLargePortrait`,
    /// `circular`, `rectangular`, `inline`, `corner`.
    public var shortName: String {
        let trimmed = rawValue.hasPrefix("system") ? rawValue.dropFirst(6) : rawValue.dropFirst(9)
        // String + String: a Substring operand would go through the standard library's
        // unspecialized generic append, whose first use searches every conformance record.
        return trimmed.prefix(1).lowercased() + String(trimmed.dropFirst())
    }

    /// Every accepted name, for messages.
    public static var acceptedNames: String {
        allCases.map { "\($0.shortName) (\($0.rawValue))" }.joined(separator: ", ")
    }
}
