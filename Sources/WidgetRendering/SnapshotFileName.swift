// The one place snapshot file names are made: `render` writes these names and
// `render check` looks for goldens by them, so the two can never disagree.

import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout

/// File names of rendered snapshots.
public enum SnapshotFileName {
    /// `<kind>-<family>-<device>@<scale>x.png`, with `-light`/`-dark` before `.png` when a
    /// color scheme is named (`render check` with explicit color schemes), then the
    /// rendering mode when it is not the family's default (`-accented`, `-vibrant`,
    /// `-fullColor`) or the place or appearance (`-standBy`, `-clear`…), then
    /// `-placeholder` for the placeholder variant.
    public static func name(
        kind: String, family: WidgetFamily, device: Device, scale: Double, colorScheme: ColorScheme? = nil,
        renderingMode: RenderingMode? = nil, place: WidgetPlace = .standard,
        appearance: HomeScreenAppearance? = nil, variant: RenderRequest.Variant = .normal
    ) -> String {
        "\(safe(kind))-\(family.rawValue)-\(device.fileNameFragment)@\(DumpValue.format(scale))x"
            + (colorScheme.map { "-\($0.rawValue)" } ?? "")
            + lookSuffix(renderingMode, place: place, appearance: appearance, family: family)
            + (variant == .normal ? "" : "-\(variant.rawValue)") + ".png"
    }

    /// `<kind>-<presentation>-<device>@<scale>x.png` for a Live Activity's presentation
    /// (`activityLockScreen`, `islandCompact`, `islandMinimal`, `islandExpanded`), with the
    /// same scheme and variant suffixes.
    public static func name(
        kind: String, presentation: ActivityPresentation, device: Device, scale: Double,
        colorScheme: ColorScheme? = nil, variant: RenderRequest.Variant = .normal
    ) -> String {
        "\(safe(kind))-\(presentation.fileName)-\(device.fileNameFragment)@\(DumpValue.format(scale))x"
            + (colorScheme.map { "-\($0.rawValue)" } ?? "") + (variant == .normal ? "" : "-\(variant.rawValue)")
            + ".png"
    }

    /// Whether `name` has the shape of a snapshot's file name (`…-<family>-…@<scale>x….png`):
    /// `render check --prune` deletes no other file, such as an image an entry draws.
    public static func hasSnapshotShape(_ name: String) -> Bool {
        guard name.hasSuffix(".png"), let at = name.lastIndex(of: "@") else { return false }
        let head = name[..<at], tail = name[name.index(after: at)...]
        guard let x = tail.firstIndex(of: "x"), !tail[..<x].isEmpty,
            tail[..<x].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
        else { return false }
        return WidgetFamily.allCases.contains { head.contains("-\($0.rawValue)-") }
    }

    /// `name` (a snapshot's file name) for a render over the wallpaper `color` (`#RRGGBB`,
    /// `--wallpaper`): `-on-RRGGBB` before `.png`, so renders over different wallpapers, or
    /// none, never overwrite each other.
    public static func name(_ name: String, onWallpaper color: String) -> String {
        let hex = String(String.UnicodeScalarView(color.unicodeScalars.filter { $0 != "#" })).uppercased()
        return name.hasSuffix(".png") ? String(name.dropLast(4)) + "-on-\(hex).png" : name + "-on-\(hex)"
    }

    /// `kind` as it may stand in a file name: documents are checked when decoded, but a
    /// kind set in code is not, so any character a file name must not hold becomes `_`,
    /// and the name is cut to `EntryDocument.longestKind` characters.
    public static func safe(_ kind: String) -> String {
        if EntryDocument.isFileNameSafe(kind) { return kind }
        var result = String(
            String.UnicodeScalarView(
                kind.unicodeScalars.map { EntryDocument.isFileNameSafe(String($0)) ? $0 : "_" }
            ).prefix(EntryDocument.longestKind))
        if result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return result.isEmpty ? "widget" : result
    }

    /// `-standBy` or `-standByNight` for StandBy, `-clear` or `-tinted` for an iOS 26
    /// appearance (each implies its rendering mode), else `-<mode>` when `mode` is not what
    /// `family` is drawn in by default.
    static func lookSuffix(
        _ mode: RenderingMode?, place: WidgetPlace, appearance: HomeScreenAppearance?, family: WidgetFamily?
    ) -> String {
        if place != .standard { return "-\(place.rawValue)" }
        if let appearance { return "-\(appearance.rawValue)" }
        return modeSuffix(mode, family: family)
    }

    /// `-<mode>` when `mode` is not what `family` is drawn in by default.
    static func modeSuffix(_ mode: RenderingMode?, family: WidgetFamily?) -> String {
        guard let mode else { return "" }
        let standard: RenderingMode = family?.isAccessory == true ? .vibrant : .fullColor
        return mode == standard ? "" : "-\(mode.rawValue)"
    }

    /// `<kind>-<width>x<height>@<scale>x.png` for a bare canvas (`--size`), with the same
    /// scheme and variant suffixes.
    public static func name(
        kind: String, canvas: Size, scale: Double, colorScheme: ColorScheme? = nil,
        renderingMode: RenderingMode? = nil, place: WidgetPlace = .standard,
        appearance: HomeScreenAppearance? = nil, variant: RenderRequest.Variant = .normal
    ) -> String {
        "\(safe(kind))-\(DumpValue.format(canvas.width))x\(DumpValue.format(canvas.height))@\(DumpValue.format(scale))x"
            + (colorScheme.map { "-\($0.rawValue)" } ?? "")
            + lookSuffix(renderingMode, place: place, appearance: appearance, family: nil)
            + (variant == .normal ? "" : "-\(variant.rawValue)") + ".png"
    }
}
