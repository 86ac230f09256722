// WidgetKit's names for what a widget is drawn as: its family, colour scheme, rendering
// mode, redaction, Dynamic Type size, and the timeline entry protocol.

import Foundation
public import WidgetDevices
import WidgetDocument

/// A widget family (`systemSmall` … `accessoryInline`), as WidgetKit's `WidgetFamily`.
public typealias WidgetFamily = WidgetDevices.WidgetFamily

/// The iOS version a widget is drawn for (`.iOS18`, `.iOS26`…): its sizes and margins.
/// Each device's newest known one unless given.
public typealias OSVersion = WidgetDevices.OSVersion

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// How the system draws the widget, as WidgetKit's `WidgetRenderingMode`.
public enum WidgetRenderingMode: String, Hashable, Sendable {
    /// The widget's own colours.
    case fullColor
    /// Tinted Home Screen: accentable content in the tint, the rest in white.
    case accented
    /// Lock Screen: content as shades of white over the wallpaper.
    case vibrant
}

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The placeholder WidgetKit shows while the widget loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The device is locked: privacy-sensitive content is hidden.
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Dynamic Type sizes, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// Where a container background goes, as WidgetKit's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// How relevant an entry is, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// One entry of a widget's timeline, as WidgetKit's `TimelineEntry`: an app's entry
/// types conform to it unchanged.
public protocol TimelineEntry {
    /// When the entry is shown; date-styled text is drawn relative to it.
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// The system's backdrop for a Lock Screen widget, as WidgetKit's `AccessoryWidgetBackground`:
/// a translucent circle in `accessoryCircular`, a rounded rectangle in
/// `accessoryRectangular`, nothing elsewhere.
public struct AccessoryWidgetBackground: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    public init() {}
    func nodes(in context: BuildContext) throws -> [JSONValue] { [viewNode("AccessoryWidgetBackground")] }
}
