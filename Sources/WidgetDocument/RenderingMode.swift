// How the system draws a widget: in its own colors, tinted (iOS 18's tinted Home Screen),
// or vibrant (the Lock Screen).

import WidgetCore

/// WidgetKit's widget rendering modes.
public enum RenderingMode: String, Sendable, CaseIterable {
    /// The widget's own colors (the Home Screen's default).
    case fullColor
    /// Every part in one tint, `widgetAccentable` parts in the accent: iOS 18's tinted
    /// Home Screen.
    case accented
    /// Luminance as opacity over the wallpaper: the Lock Screen's accessory widgets.
    case vibrant

    /// The accented mode's tint when the entry and the command line give none.
    public static let defaultTint = Color(r: 100, g: 180, b: 255)
}
