// Small value types of views that the format decodes and layout and drawing read: they
// sit below both, so that the format does not import layout.

/// How `aspectRatio` fits its ratio to the proposal.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case fit, fill
}

/// WidgetKit's `WidgetAccentedRenderingMode`: how an image is drawn when the system tints
/// the widget (iOS 26's clear and tinted appearances).
public enum AccentedImageMode: String, Sendable, Hashable, CaseIterable {
    /// Drawn as it is.
    case fullColor
    /// In the accent group's color at the image's own opacity (as `widgetAccentable()`).
    case accented
    /// Its luminance as opacity, in the default group's color.
    case desaturated
    /// Its luminance as opacity, in the accent group's color.
    case accentedDesaturated

    /// Whether the image's luminance becomes its opacity.
    public var isDesaturated: Bool { self == .desaturated || self == .accentedDesaturated }
}

/// How a stack aligns its children across its axis.
public enum StackAlignment: Sendable, Hashable {
    /// Leading/top 0, center ½, trailing/bottom 1.
    case fraction(Double)
    /// The children's first (last) text baselines on one line (HStack only).
    case firstTextBaseline, lastTextBaseline
}
