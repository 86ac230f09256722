// What widget views declare that a static snapshot does not run, accepted so the code
// compiles unchanged and does what iOS does in a widget: WidgetKit draws a widget's view
// once and archives it, so `onAppear`, `task` and animations never run there either;
// accessibility text is for VoiceOver, not pixels; `widgetAccentedRenderingMode` changes
// only the accented (tinted) mode, which draws images in their own colours here.

import Foundation

extension View {
    /// Not run: a widget's view is archived, not shown live.
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Not run: a widget's view is archived, not shown live.
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Not run: a widget's view is archived, not shown live.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self {
        self
    }
    /// Not run: a widget's view is archived, not shown live.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> Self { self }
    /// Not run: nothing changes in a snapshot.
    public func onChange<V: Equatable>(of value: V, _ action: @escaping (V, V) -> Void) -> Self { self }
    /// Not run: nothing changes in a snapshot.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    /// Accepted: snapshots have no animation.
    public func animation(_ animation: Animation?) -> Self { self }
    /// Accepted: the label is for VoiceOver.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _BuiltInModifier> {
        accessibilityLabel(label.plainText)
    }
    /// Accepted: the hint is for VoiceOver.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    public func accessibilityHint(_ hint: Text) -> Self { self }
    /// Accepted: the value is for VoiceOver.
    public func accessibilityValue(_ value: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// Accepted: traits are for VoiceOver.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
}

/// VoiceOver traits, as SwiftUI's `AccessibilityTraits` (accepted, not drawn).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isHeader = AccessibilityTraits(rawValue: 1)
    public static let isButton = AccessibilityTraits(rawValue: 2)
    public static let isImage = AccessibilityTraits(rawValue: 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 8)
}

extension Animation {
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let smooth = Animation()
    public static let snappy = Animation()
    public static let bouncy = Animation()
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func linear(duration: Double) -> Animation { Animation() }
    public func delay(_ delay: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

extension AnyTransition {
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition()
    }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// How an image is drawn in the accented (tinted) mode, as WidgetKit's
/// `WidgetAccentedRenderingMode`.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// How the image is drawn when the system tints the widget (the accented mode): nil
    /// for the system's default.
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        mode.map { adding("widgetAccentedRenderingMode", .string($0.name)) } ?? self
    }
}

/// A Dynamic Type size by its older name, as SwiftUI's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The Dynamic Type size of the same place in the scale.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self) ?? 3]
    }
    init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

extension EnvironmentValues {
    /// The Dynamic Type size by its older name, as SwiftUI's `\.sizeCategory`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
