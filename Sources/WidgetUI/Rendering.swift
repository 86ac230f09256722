// Rendering a widget view from Swift: build its document for one family, device, colour
// scheme and variant, then run the one renderer `render` runs.

import Foundation
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// What WidgetKit is asked to draw, as `render --variant` names it.
public enum SnapshotVariant: String, Hashable, Sendable, CaseIterable {
    /// The widget as it shows its entry.
    case normal
    /// The placeholder WidgetKit shows while the widget loads (`redactionReasons` is
    /// `.placeholder`; text as bars, images as filled frames).
    case placeholder
    /// The locked device: `privacySensitive` content redacted.
    case privacy

    /// What the view reads in `@Environment(\.redactionReasons)` for this variant.
    var redactionReasons: RedactionReasons {
        switch self {
        case .normal: []
        case .placeholder: .placeholder
        case .privacy: .privacy
        }
    }
}

/// A rendered widget's pixels: straight (not premultiplied) RGBA, row by row.
public struct WidgetPixels: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]
}

/// One renderer for the process: fonts are opened once.
let sharedRenderer = Renderer()

/// The snapshot of `view` for one family, device, scheme and variant.
func renderSnapshot<V: View>(
    _ view: V, family: WidgetFamily, device: String, colorScheme: ColorScheme, variant: SnapshotVariant, date: Date,
    fonts: [URL], locale: Locale?, contentMarginsDisabled: Bool, os: OSVersion?, place: WidgetPlace,
    appearance: HomeScreenAppearance?
) throws -> Snapshot {
    let resolved: Device
    do { resolved = try DeviceCatalog.device(named: device) } catch {
        throw WidgetUIError.unknownDevice("\(error)")
    }
    let document = try WidgetDocument(
        view, families: [family], date: date, colorScheme: colorScheme,
        contentMarginsDisabled: contentMarginsDisabled, redactionReasons: variant.redactionReasons,
        displayScale: CGFloat(resolved.scale), fonts: fonts, locale: locale, layoutOn: resolved, os: os,
        place: place, appearance: appearance
    ).entryDocument()
    let request = RenderRequest(
        family: family, device: resolved, os: os, colorScheme: .init(rawValue: colorScheme.rawValue),
        variant: .init(rawValue: variant.rawValue) ?? .normal)
    do {
        return try sharedRenderer.render(document, request)
    } catch {
        throw WidgetUIError.renderFailed("\(error)")
    }
}

/// Renders a widget view to PNG bytes, as `render` writes them.
///
///     let png = try renderPNG(WeatherView(entry: .sample), family: .systemMedium)
///
/// `contentMarginsDisabled` draws as WidgetKit's `contentMarginsDisabled()` does;
/// `os` pins the iOS version (sizes and margins), the device's newest known one by default;
/// `place` shows a small widget in StandBy (`.standBy`, `.standByNight`), `appearance` in
/// an iOS 26 Home Screen appearance (`.clear`, `.tinted`).
public func renderPNG<V: View>(
    _ view: V, family: WidgetFamily, device: String = DeviceCatalog.defaultDeviceName,
    colorScheme: ColorScheme = .light,
    variant: SnapshotVariant = .normal, date: Date = WidgetDocument.defaultDate, fonts: [URL] = [],
    locale: Locale? = nil, contentMarginsDisabled: Bool = false, os: OSVersion? = nil,
    place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil
) throws -> [UInt8] {
    let snapshot = try renderSnapshot(
        view, family: family, device: device, colorScheme: colorScheme, variant: variant, date: date, fonts: fonts,
        locale: locale, contentMarginsDisabled: contentMarginsDisabled, os: os, place: place,
        appearance: appearance
    )
    do { return try snapshot.png() } catch { throw WidgetUIError.renderFailed("\(error)") }
}

/// Renders a widget view to pixels.
public func renderPixels<V: View>(
    _ view: V, family: WidgetFamily, device: String = DeviceCatalog.defaultDeviceName,
    colorScheme: ColorScheme = .light,
    variant: SnapshotVariant = .normal, date: Date = WidgetDocument.defaultDate, fonts: [URL] = [],
    locale: Locale? = nil, contentMarginsDisabled: Bool = false, os: OSVersion? = nil,
    place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil
) throws -> WidgetPixels {
    let pixmap = try renderSnapshot(
        view, family: family, device: device, colorScheme: colorScheme, variant: variant, date: date, fonts: fonts,
        locale: locale, contentMarginsDisabled: contentMarginsDisabled, os: os, place: place,
        appearance: appearance
    ).pixmap
    return WidgetPixels(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightAlphaBytes())
}
