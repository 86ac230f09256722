// The environment a view is built in, as SwiftUI's `EnvironmentValues`. A render sets the
// widget's values (family, colour scheme, rendering mode, redaction, scale, margins…);
// `.environment(_:_:)` changes them for a subtree. Values that change drawing
// (colour scheme, locale, time zone, Dynamic Type) are also written into the document, so
// the renderer draws what the view code saw.

import Foundation
import WidgetDevices

/// The values views read with `@Environment`.
public struct EnvironmentValues: @unchecked Sendable {
    // Unchecked: custom values are stored as `Any`. An environment is copied into each
    // subtree and never mutated across threads.

    /// The environment of the view being built (read by `@Environment`).
    @TaskLocal static var current = EnvironmentValues()

    public init() {}

    /// The family the widget is drawn in.
    public var widgetFamily: WidgetFamily = .systemSmall
    public var colorScheme: ColorScheme = .light
    public var widgetRenderingMode: WidgetRenderingMode = .fullColor
    /// False where the system removed the container background (StandBy, tinted Lock Screen).
    public var showsWidgetContainerBackground = true
    public var redactionReasons: RedactionReasons = []
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var locale = Locale(identifier: "en_US")
    public var timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
    public var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
    /// The content margins WidgetKit applies around the widget's content.
    public var widgetContentMargins = EdgeInsets()
    /// Pixels per point of the device drawn.
    public var displayScale: CGFloat = 3
    public var isLuminanceReduced = false
    /// Whether a Live Activity fills the screen (StandBy); false in a snapshot of its
    /// presentations.
    public var isActivityFullscreen = false
    /// The family a Live Activity is drawn in: medium on iPhone.
    public var activityFamily: ActivityFamily = .medium
    public var layoutDirection: LayoutDirection = .leftToRight
    public var font: Font?

    var custom: [ObjectIdentifier: Any] = [:]
    /// `.environmentObject(_:)` objects by their type, for `@EnvironmentObject`.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// `labelStyle`, `buttonStyle`, `progressViewStyle`, `gaugeStyle`: set around a view,
    /// written on each control inside it, as SwiftUI passes styles down.
    var controlStyles: [String: String] = [:]

    /// A value declared by an app with its own `EnvironmentKey`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value of an app's own in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Reads a value of the environment the view is built in, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value where the view is being built.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// Left to right or right to left.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}
