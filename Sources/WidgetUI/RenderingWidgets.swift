// Rendering a whole widget (a `Widget`, not only its view) as WidgetKit would: the
// configuration's provider is asked for its entries in a context of the family and device,
// each entry becomes a view through the configuration's content closure, and that view is
// drawn with the configuration's margin policy, on the entry's date.
//
// - `.normal` and `.privacy` draw a timeline entry (the first unless `entry:` says
//   otherwise); `.placeholder` draws `placeholder(in:)` redacted, as WidgetKit shows it
//   while the widget loads; `entry: .snapshot` draws `getSnapshot`'s entry (the gallery).
// - Only the families the widget supports are drawn; asking for another is an error.

import Foundation
import WidgetCheck
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// Which of a provider's entries to draw.
public enum WidgetEntrySelection: Hashable, Sendable {
    /// The timeline's entry at this index (0, the first, by default).
    case timeline(Int)
    /// The entry `getSnapshot` (or `snapshot(for:in:)`) gives, as the widget gallery shows.
    case snapshot
}

/// One widget's recipe, with the device and family it is drawn for.
struct WidgetRender {
    let recipe: _WidgetRecipe
    let widgetName: String
    let device: Device
    let family: WidgetFamily
    /// The iOS version drawn; the device's newest known one when nil.
    let os: OSVersion?
    /// Where the widget is shown, and the iOS 26 appearance.
    let place: WidgetPlace
    let appearance: HomeScreenAppearance?

    init<W: Widget>(
        _ widget: W, family: WidgetFamily, device deviceName: String, os: OSVersion? = nil,
        place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil
    ) throws {
        self.os = os
        self.place = place
        self.appearance = appearance
        recipe = widget.body._recipe
        widgetName = String(describing: W.self)
        guard recipe.activityViews == nil else {
            throw WidgetUIError.unsupported(
                "\(widgetName) is a Live Activity: render it with renderPNG(_:attributes:state:presentation:)")
        }
        device = try SnapshotCells.device(named: deviceName)
        self.family = family
        let families = recipe.families(on: device)
        guard families.contains(family) else {
            throw WidgetUIError.unsupported(
                "\(widgetName) does not support \(family.rawValue) (its supportedFamilies: \(families.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        // WidgetKit leaves a widget out of StandBy when its background cannot be removed
        // or it disfavors the place.
        if place.isStandBy && !recipe.containerBackgroundRemovable {
            throw WidgetUIError.unsupported(
                "\(widgetName) is not shown in StandBy: its containerBackgroundRemovable is false")
        }
        if place.isStandBy && recipe.disfavoredStandBy.contains(family) {
            throw WidgetUIError.unsupported(
                "\(widgetName) is not shown in StandBy: it disfavors it for \(family.rawValue) (disfavoredLocations)")
        }
    }

    var context: TimelineProviderContext {
        let size = device.widgetSize(family, os: os ?? device.currentOS) ?? .zero
        return TimelineProviderContext(
            family: family, isPreview: false, displaySize: CGSize(width: size.width, height: size.height))
    }

    /// The entries a variant draws: the placeholder, the snapshot, or the timeline's.
    func entries(for variant: SnapshotVariant, selection: WidgetEntrySelection?) async throws -> [RecipeEntry] {
        if variant == .placeholder { return [recipe.placeholder(context)] }
        switch selection {
        case .snapshot:
            let gallery = context
            return [
                try await recipe.snapshot(
                    TimelineProviderContext(family: gallery.family, isPreview: true, displaySize: gallery.displaySize))
            ]
        case .timeline(let index):
            let all = try await recipe.timeline(context)
            guard all.indices.contains(index) else {
                throw WidgetUIError.invalidDocument(
                    "\(widgetName)'s timeline for \(family.rawValue) has \(all.count) entr\(all.count == 1 ? "y" : "ies"); there is no entry \(index)"
                )
            }
            return [all[index]]
        case nil:
            let all = try await recipe.timeline(context)
            guard !all.isEmpty else {
                throw WidgetUIError.invalidDocument("\(widgetName)'s timeline for \(family.rawValue) has no entries")
            }
            return all
        }
    }

    /// Checks `entries` against their goldens in each scheme (the first entry's named
    /// `name`, the next ones `name-entry2`, `name-entry3`…); the failures.
    func verify(
        _ entries: [RecipeEntry], named name: String, variant: SnapshotVariant, colorSchemes: [ColorScheme],
        date: Date?, fonts: [URL], locale: Locale?, tolerance: SnapshotTolerance, mode: CheckMode, goldens: URL,
        file: StaticString, allowsOverflow: Bool
    ) throws -> [String] {
        var failures: [String] = []
        for (index, entry) in entries.enumerated() {
            let kind = index == 0 ? name : "\(name)-entry\(index + 1)"
            for scheme in colorSchemes {
                let document = try self.document(
                    entry, kind: kind, colorScheme: scheme, variant: variant, date: date, fonts: fonts, locale: locale)
                if let failure = SnapshotCells.verify(
                    document, kind: kind, family: family, device: device, colorScheme: scheme, variant: variant,
                    tolerance: tolerance, mode: mode, goldens: goldens, file: file, allowsOverflow: allowsOverflow,
                    os: os)
                {
                    failures.append(failure)
                }
            }
        }
        return failures
    }

    /// The document of one entry's view.
    func document(
        _ entry: RecipeEntry, kind: String, colorScheme: ColorScheme, variant: SnapshotVariant, date: Date?,
        fonts: [URL], locale: Locale?
    ) throws -> EntryDocument {
        try WidgetDocument(
            entry.view, kind: kind, families: [family], date: date ?? entry.date, colorScheme: colorScheme,
            contentMarginsDisabled: recipe.contentMarginsDisabled, redactionReasons: variant.redactionReasons,
            displayScale: CGFloat(device.scale), fonts: fonts, locale: locale, layoutOn: device, os: os,
            place: place, appearance: appearance
        ).entryDocument()
    }
}

/// Renders a widget to PNG bytes as WidgetKit draws it: its provider's entry through its
/// configuration, in one of its supported families.
///
///     let png = try await renderPNG(WeatherWidget(), family: .systemMedium)
///
/// - Parameters:
///   - variant: `.placeholder` draws the provider's `placeholder(in:)` redacted.
///   - date: the render date; the entry's own date when nil.
///   - entry: which entry: the first of the timeline unless given.
public func renderPNG<W: Widget>(
    _ widget: W, family: WidgetFamily, device: String = DeviceCatalog.defaultDeviceName,
    colorScheme: ColorScheme = .light, variant: SnapshotVariant = .normal, date: Date? = nil, fonts: [URL] = [],
    locale: Locale? = nil, entry: WidgetEntrySelection = .timeline(0), os: OSVersion? = nil,
    place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil
) async throws -> [UInt8] {
    let snapshot = try await widgetSnapshot(
        widget, family: family, device: device, colorScheme: colorScheme, variant: variant, date: date, fonts: fonts,
        locale: locale, entry: entry, os: os, place: place, appearance: appearance)
    do { return try snapshot.png() } catch { throw WidgetUIError.renderFailed("\(error)") }
}

/// Renders a widget to pixels, as `renderPNG(_:family:…)` draws it.
public func renderPixels<W: Widget>(
    _ widget: W, family: WidgetFamily, device: String = DeviceCatalog.defaultDeviceName,
    colorScheme: ColorScheme = .light, variant: SnapshotVariant = .normal, date: Date? = nil, fonts: [URL] = [],
    locale: Locale? = nil, entry: WidgetEntrySelection = .timeline(0), os: OSVersion? = nil,
    place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil
) async throws -> WidgetPixels {
    let pixmap = try await widgetSnapshot(
        widget, family: family, device: device, colorScheme: colorScheme, variant: variant, date: date, fonts: fonts,
        locale: locale, entry: entry, os: os, place: place, appearance: appearance
    ).pixmap
    return WidgetPixels(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightAlphaBytes())
}

/// One entry of a widget, drawn.
func widgetSnapshot<W: Widget>(
    _ widget: W, family: WidgetFamily, device: String, colorScheme: ColorScheme, variant: SnapshotVariant, date: Date?,
    fonts: [URL], locale: Locale?, entry: WidgetEntrySelection, os: OSVersion?, place: WidgetPlace,
    appearance: HomeScreenAppearance?
) async throws -> Snapshot {
    let render = try WidgetRender(
        widget, family: family, device: device, os: os, place: place, appearance: appearance)
    let entries = try await render.entries(for: variant, selection: entry)
    let document = try render.document(
        entries[0], kind: render.recipe.kind, colorScheme: colorScheme, variant: variant, date: date, fonts: fonts,
        locale: locale)
    let request = RenderRequest(
        family: family, device: render.device, os: os, colorScheme: .init(rawValue: colorScheme.rawValue),
        variant: .init(rawValue: variant.rawValue) ?? .normal)
    do { return try sharedRenderer.render(document, request) } catch {
        throw WidgetUIError.renderFailed("\(error)")
    }
}

/// Checks a widget against its goldens: every timeline entry (or the placeholder, for
/// `.placeholder`) in each family, device, colour scheme and variant given.
///
///     @Test func weatherWidget() async throws {
///         try await assertWidgetSnapshot(of: WeatherWidget())
///     }
///
/// Goldens are named as for a view; the timeline's second entry and later add `-entry2`,
/// `-entry3`… after the test's name.
///
/// - Parameters:
///   - families: the families to draw; nil draws every family the widget supports.
///   - date: the render date; each entry's own date when nil.
///   - allowsOverflow: false fails a snapshot that cannot show all of its content, as
///     `render check --strict`.
public func assertWidgetSnapshot<W: Widget>(
    of widget: W, named name: String? = nil, families: [WidgetFamily]? = nil,
    devices: [String] = [DeviceCatalog.defaultDeviceName], colorSchemes: [ColorScheme] = [.light],
    variants: [SnapshotVariant] = [.normal, .placeholder], date: Date? = nil, fonts: [URL] = [],
    tolerance: SnapshotTolerance = .default, record: Bool? = nil, locale: Locale? = nil,
    allowsOverflow: Bool = false, os: OSVersion? = nil, place: WidgetPlace = .standard,
    appearance: HomeScreenAppearance? = nil, file: StaticString = #filePath, function: String = #function
) async throws {
    let base = SnapshotAssertion.baseName(name ?? function) + SnapshotCells.localeSuffix(locale)
    let goldens = SnapshotAssertion.goldens(beside: file)
    let mode = SnapshotAssertion.mode(record: record)
    var failures: [String] = []
    for deviceName in devices {
        let device = try SnapshotCells.device(named: deviceName)
        // StandBy shows the small widget only; an appearance, the Home Screen's families;
        // a watch, the families it has a published size for (no inline one).
        let supported = widget.body._recipe.families(on: device).filter {
            (place.isStandBy ? $0 == .systemSmall : appearance == nil || !$0.isAccessory)
                && (!device.idiom.isOtherPlatform || device.widgetSize($0, os: device.currentOS) != nil)
        }
        if families == nil && supported.isEmpty {
            throw WidgetUIError.unsupported(
                "\(W.self) supports no family shown \(place.isStandBy ? "in StandBy (systemSmall)" : "on the Home Screen")"
            )
        }
        for family in families ?? supported {
            let render = try WidgetRender(
                widget, family: family, device: deviceName, os: os, place: place, appearance: appearance)
            for variant in variants {
                failures += try render.verify(
                    try await render.entries(for: variant, selection: nil), named: base, variant: variant,
                    colorSchemes: colorSchemes, date: date, fonts: fonts, locale: locale, tolerance: tolerance,
                    mode: mode, goldens: goldens, file: file, allowsOverflow: allowsOverflow)
            }
        }
    }
    if !failures.isEmpty { throw WidgetSnapshotFailure(failures: failures) }
}
