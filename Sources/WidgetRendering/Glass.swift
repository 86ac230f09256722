// The glass of iOS 26's clear and tinted Home Screen appearances: what the system draws
// behind a widget in place of its container background. Apple documents what happens
// (the widget drawn in the accented mode, every part tinted white at its own opacity, the
// background replaced by Liquid Glass or a tinted colour effect) but no numbers. Measured
// in a public screenshot of the clear appearance in the dark scheme (GLASS in
// docs/sources.md):
//
// - the wallpaper is dimmed to 0.86 of its default-appearance levels;
// - the glass pulls what is behind it 60 % of the way toward a colour of the wallpaper's
//   hue at saturation 0.7 and value 0.49 (its hue and saturation hardly move whatever the
//   backdrop; only its brightness follows it), and blurs it (which a flat wallpaper colour
//   does not show);
// - no sheen: the top is no brighter than the bottom;
// - a 1-pt white rim runs inside the edge, bright on the left and right sides (about +80
//   levels, added) and nearly absent on the top and bottom, the same at all four corners.
//
// The light scheme and the tinted appearance were not measured: their glass is the team's
// estimate on the same model (a lighter glass in the light scheme, the tint's hue in the
// tinted appearance).

import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRaster

/// The glass behind a widget in a clear or tinted appearance.
public struct Glass: Hashable, Sendable {
    public var appearance: HomeScreenAppearance
    public var colorScheme: ColorScheme
    /// The tinted appearance's colour.
    public var tint: Color
    /// What is behind the glass: the entry's `wallpaper`, else `defaultWallpaper`.
    public var wallpaper: Color?
    /// The container's corner radius in points (where the rim turns from the sides).
    public var cornerRadius: Double

    public init(
        appearance: HomeScreenAppearance, colorScheme: ColorScheme, tint: Color, wallpaper: Color?,
        cornerRadius: Double
    ) {
        self.appearance = appearance
        self.colorScheme = colorScheme
        self.tint = tint
        self.wallpaper = wallpaper
        self.cornerRadius = cornerRadius
    }

    /// The wallpaper assumed behind the glass when the entry gives none: blues like iOS
    /// 26's default wallpaper (the mean of the measured screenshot's, and a lighter one in
    /// the light scheme: the team's choice).
    public static func defaultWallpaper(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(r: 45, g: 62, b: 140) : Color(r: 118, g: 150, b: 214)
    }

    /// What the glass lies on, as the appearance shows it (dimmed in the dark scheme).
    public var behind: Color {
        let w = wallpaper ?? Self.defaultWallpaper(colorScheme)
        let dim = colorScheme == .dark ? Self.wallpaperDimming : 1
        return Color(red: w.red * dim, green: w.green * dim, blue: w.blue * dim)
    }

    /// The colour every part of the widget is tinted: white, in both groups (Apple:
    /// "tints primary and accented content white in iOS and macOS").
    public static let content = (r: 1.0, g: 1.0, b: 1.0)

    /// The glass's colour: `behind` moved toward the glass's own colour.
    public var fill: Color {
        let source = appearance == .tinted ? tint : behind
        let hue = source.hue
        let (saturation, value, share) =
            switch (appearance, colorScheme) {
            case (.clear, .dark): (0.7, 0.49, 0.6)
            case (.clear, .light): (0.3, 0.85, 0.5)
            case (.tinted, .dark): (0.7, 0.42, 0.75)
            case (.tinted, .light): (0.45, 0.75, 0.75)
            }
        // A grey has no hue: its glass is grey too (full saturation from 0.3 of the source's).
        let tinge = saturation * min(1, source.saturation / 0.3)
        return Self.mix(behind, Color(hue: hue, saturation: tinge, brightness: value), share)
    }

    /// Measured: the clear appearance's wallpaper against the default appearance's.
    static let wallpaperDimming = 0.86
    /// The rim: its width in points and its opacity (white, over the glass) on the sides.
    static let rimWidth = 1.0
    static let rimOpacity = 0.4

    /// What is drawn behind the widget: the wallpaper over `canvas`, the glass filling
    /// `container` (device pixels), then its rim, at `scale` pixels per point.
    func items(container: Path, canvas: Rect, scale: Double) -> [DisplayItem] {
        // The rim fades from the sides into the corners: full where the side is straight,
        // nothing at the top and bottom edges.
        let turn = min(0.5, cornerRadius * scale / max(1, canvas.height))
        let side = Color.white.withOpacity(Self.rimOpacity)
        let rim = Stroker.stroke(container, style: StrokeStyle(lineWidth: 2 * Self.rimWidth * scale))
        return [
            .fill(path: Path.rectangle(canvas), style: .color(behind), frame: canvas, clip: nil),
            .fill(path: container, style: .color(fill), frame: canvas, clip: nil),
            .fill(
                path: rim,
                style: .linearGradient(
                    stops: [
                        GradientStop(color: side.withOpacity(0), location: 0),
                        GradientStop(color: side, location: turn),
                        GradientStop(color: side, location: 1 - turn),
                        GradientStop(color: side.withOpacity(0), location: 1),
                    ], start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)),
                frame: canvas, clip: nil),
        ]
    }

    /// `a` moved toward `b` by `t`.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(
            red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t)
    }
}
