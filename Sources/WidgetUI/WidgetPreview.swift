// The previews of a program, and their snapshots. Each `#Preview` expands to a uniquely
// named enum whose `_preview` is a `WidgetPreview` made from the same arguments
// (Sources/WidgetUIMacros/PreviewExpansion.swift). `WidgetPreview.all` finds those enums in
// the loaded program's Swift metadata (CSwiftMetadata: the runtime's type records, as
// swift-testing finds its tests on Linux) and `assertPreviewSnapshots()` draws every
// widget preview's timeline entries in its family, as Xcode's canvas shows them, against
// goldens: one test call covers every preview of a widget extension.
//
// A preview made from a provider (`timelineProvider:`) draws the provider's timeline for
// the family and device. A view preview (`#Preview { MyView() }`) has no widget family: it
// is listed, not drawn.

import CSwiftMetadata
import Foundation
import WidgetCheck
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// One `#Preview` of the program: its name, its place in its file and what it shows. Its
/// closures run on the main actor only (`assertPreviewSnapshots` is isolated to it), so a
/// preview may be handed between threads.
public struct WidgetPreview: @unchecked Sendable {
    /// The name given to `#Preview("…")`, if any.
    public let name: String?
    /// The file (`Module/File.swift`) and line of the `#Preview`.
    public private(set) var fileID = ""
    public private(set) var line = 0
    /// The family a widget preview shows; nil for a view or Live Activity preview.
    public let family: WidgetFamily?
    /// The presentation a Live Activity preview shows; nil for the others.
    public private(set) var activityPresentation: ActivityPresentation?
    let content: Content

    enum Content {
        case view
        /// The widget, and its entries for a provider context.
        case widget(
            @MainActor () -> any Widget, @MainActor (TimelineProviderContext) async throws -> [any TimelineEntry])
        /// A Live Activity's pictures, one per content state, on a device in a scheme.
        case activity(@MainActor (_ device: String, ColorScheme, Locale?) async throws -> [Snapshot])
    }

    /// A view's preview.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        family = nil
        content = .view
    }

    /// A view's preview with traits.
    public init(
        _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
        _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, body: body)
    }

    /// A widget's preview from entries.
    public init<W: Widget, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () async -> [Entry]
    ) {
        self.name = name
        self.family = family
        content = .widget(widget, { _ in await timeline() })
    }

    /// An App Intent widget's preview from entries (the intent is the entries' own).
    public init<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () async -> [Entry]
    ) {
        self.init(name, as: family, widget: widget, timeline: timeline)
    }

    /// A widget's preview from its provider's timeline.
    public init<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider
    ) {
        self.name = name
        self.family = family
        content = .widget(widget, { context in try await timelineProvider().timelineEntries(in: context) })
    }

    /// An App Intent widget's preview from its provider's timeline for `intent`.
    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping @MainActor () -> W, timelineProvider: @escaping @MainActor () -> Provider
    ) {
        self.name = name
        self.family = family
        // Handed to the provider's nonisolated `timeline(for:in:)`, as WidgetKit hands it.
        nonisolated(unsafe) let intent = intent
        content = .widget(widget, { context in await timelineProvider().timeline(for: intent, in: context).entries })
    }

    /// A Live Activity's preview: each content state in one presentation.
    public init<W: Widget, Attributes: ActivityAttributes>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping @MainActor () -> W,
        @PreviewContentStatesBuilder<Attributes.ContentState> contentStates:
            @escaping @MainActor () async -> [Attributes
            .ContentState]
    ) {
        self.name = name
        family = nil
        let presentation = viewKind.presentation
        activityPresentation = presentation
        // Handed to the renderer as the activity's views take them.
        nonisolated(unsafe) let attributes = attributes
        content = .activity({ device, scheme, locale in
            let activity = widget()
            return try await contentStates().map { state in
                try activitySnapshot(
                    activity, attributes: attributes, state: state, presentation: presentation, device: device,
                    colorScheme: scheme, locale: locale)
            }
        })
    }

    /// Whether `assertPreviewSnapshots` draws it: a widget or Live Activity preview.
    var isDrawn: Bool { family != nil || activityPresentation != nil }

    /// The preview at its place in its file (what the macro's expansion adds).
    public func _placed(fileID: String, line: Int) -> WidgetPreview {
        var placed = self
        placed.fileID = fileID
        placed.line = line
        return placed
    }

    /// Every `#Preview` of the program's loaded modules, by file and line (Linux; empty
    /// elsewhere).
    @MainActor public static var all: [WidgetPreview] {
        var types: [Any.Type] = []
        withUnsafeMutablePointer(to: &types) { list in
            wu_types_named(
                "13WidgetPreviewfMu",
                { metadata, context in
                    guard let metadata, let context else { return }
                    context.assumingMemoryBound(to: [Any.Type].self).pointee.append(
                        unsafeBitCast(metadata, to: Any.Type.self))
                }, list)
        }
        return types.compactMap { ($0 as? any _WidgetPreviewSource.Type)?._preview }.sorted {
            ($0.fileID, $0.line) < ($1.fileID, $1.line)
        }
    }

    /// The module the preview is in (`MyTarget` for `MyTarget/MyWidget.swift`).
    public var module: String { String(fileID.split(separator: "/").first ?? "") }

    /// The longest kind an entry document takes (EntryDocument), which a golden's name is.
    static let longestKind = EntryDocument.longestKind

    /// The file's name without its folder and extension (`MyWidget` for
    /// `MyTarget/MyWidget.swift`).
    public var fileName: String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
}

/// What each `#Preview`'s expansion conforms to (public for the expansion only). Isolated
/// to the main actor, so that a module whose declarations default to it conforms too.
public protocol _WidgetPreviewSource {
    @MainActor static var _preview: WidgetPreview { get }
}

/// Checks every widget and Live Activity preview of the program against its goldens: each
/// widget preview's timeline entries in its family, each Live Activity preview's content
/// states in its presentation, as Xcode's canvas shows them, on each device and scheme.
///
///     @Test func previews() async throws {
///         try await assertPreviewSnapshots(modules: ["MyWidgetExtension"])
///     }
///
/// Goldens go beside the test file, as for `assertWidgetSnapshot`, named `preview-` and the
/// preview's name when it has one (`#Preview("Rainy", as: …)` → `preview-Rainy`), else its
/// file's name, with `-2`, `-3`… for a file's second and later unnamed previews (so that no
/// name differs from a test's goldens by case alone); a timeline's second entry and later
/// add `-entry2`, `-entry3`…; a Live Activity's add its presentation as `render` names it.
/// View previews have no family and are not drawn.
///
/// - Parameters:
///   - modules: the modules whose previews are drawn (the first part of their `#fileID`);
///     nil draws every module's.
///   - allowsOverflow: false fails a snapshot that cannot show all of its content.
/// - Returns: the previews drawn.
@discardableResult @MainActor
public func assertPreviewSnapshots(
    modules: [String]? = nil, devices: [String] = [DeviceCatalog.defaultDeviceName],
    colorSchemes: [ColorScheme] = [.light], fonts: [URL] = [], tolerance: SnapshotTolerance = .default,
    record: Bool? = nil, locale: Locale? = nil, allowsOverflow: Bool = false, os: OSVersion? = nil,
    file: StaticString = #filePath
) async throws -> [WidgetPreview] {
    let all = WidgetPreview.all
    let previews = all.filter { modules?.contains($0.module) ?? true }
    // Nothing found is a failure, not a pass: a misspelt module, or previews not registered.
    let found = Set(all.map(\.module))
    if let missing = modules?.first(where: { !found.contains($0) }) {
        throw WidgetUIError.invalidDocument(
            "no #Preview found in module \(missing) (modules with previews: \(found.sorted().joined(separator: ", ")))"
                + (found.isEmpty ? "; previews are found on Linux only" : ""))
    }
    guard previews.contains(where: \.isDrawn) else {
        throw WidgetUIError.invalidDocument(
            "no widget or Live Activity #Preview (one with `as:`) found"
                + (modules.map { " in " + $0.joined(separator: ", ") } ?? "")
                + (all.isEmpty ? "; previews are found on Linux only" : ""))
    }
    let options = PreviewSnapshotOptions(
        devices: devices, colorSchemes: colorSchemes, fonts: fonts, tolerance: tolerance,
        mode: SnapshotAssertion.mode(record: record), locale: locale, allowsOverflow: allowsOverflow, os: os,
        goldens: SnapshotAssertion.goldens(beside: file), file: file)
    let named = try previewGoldenNames(previews, locale: locale)
    var failures: [String] = []
    var drawn: [WidgetPreview] = []
    for (preview, name) in named {
        failures += try await verifyPreview(preview, named: name, options)
        drawn.append(preview)
    }
    if !failures.isEmpty { throw WidgetSnapshotFailure(failures: failures) }
    return drawn
}

/// Each drawn preview with its goldens' name (`preview-` and its name, else its file's),
/// checked before anything is drawn: two previews may not share one (on a case-insensitive
/// file system either), and a name must fit an entry's kind with its locale and `-entryNN`.
func previewGoldenNames(_ previews: [WidgetPreview], locale: Locale?) throws -> [(WidgetPreview, String)] {
    var named: [(WidgetPreview, String)] = []
    var unnamed: [String: Int] = [:]
    var places: [String: WidgetPreview] = [:]
    for preview in previews where preview.isDrawn {
        let base: String
        if let name = preview.name {
            base = name
        } else {
            let index = unnamed[preview.fileName, default: 0] + 1
            unnamed[preview.fileName] = index
            base = index == 1 ? preview.fileName : "\(preview.fileName)-\(index)"
        }
        let name = "preview-" + SnapshotFileName.safe(base)
        if let other = places[name.lowercased()] {
            throw WidgetUIError.invalidDocument(
                "the previews at \(other.fileID):\(other.line) and \(preview.fileID):\(preview.line) would share the goldens \(name)-…: give one a name of its own (#Preview(\"…\", as: …))"
            )
        }
        // The kind also carries the locale and `-entryNN`.
        let longest = name.count + SnapshotCells.localeSuffix(locale).count + "-entry99".count
        guard longest <= WidgetPreview.longestKind else {
            throw WidgetUIError.invalidDocument(
                "the preview at \(preview.fileID):\(preview.line) makes golden names longer than \(WidgetPreview.longestKind) characters (\(name)…): give it a shorter name"
            )
        }
        places[name.lowercased()] = preview
        named.append((preview, name))
    }
    return named
}

/// How `assertPreviewSnapshots` draws and checks each preview.
struct PreviewSnapshotOptions {
    var devices: [String]
    var colorSchemes: [ColorScheme]
    var fonts: [URL]
    var tolerance: SnapshotTolerance
    var mode: CheckMode
    var locale: Locale?
    var allowsOverflow: Bool
    var os: OSVersion?
    var goldens: URL
    var file: StaticString
}

/// Draws one widget preview's entries on each device and scheme and checks each against
/// its golden; the failures. A view preview draws nothing.
@MainActor
func verifyPreview(_ preview: WidgetPreview, named base: String, _ options: PreviewSnapshotOptions) async throws
    -> [String]
{
    let name = base + SnapshotCells.localeSuffix(options.locale)
    if case .activity(let draw) = preview.content, let presentation = preview.activityPresentation {
        return try await verifyActivityPreview(draw, presentation, named: name, options)
    }
    guard let family = preview.family, case .widget(let makeWidget, let entries) = preview.content else { return [] }
    let widget = makeWidget()
    var failures: [String] = []
    for deviceName in options.devices {
        let render = try WidgetRender(widget, family: family, device: deviceName, os: options.os)
        let previewEntries = try await entries(render.context)
        guard !previewEntries.isEmpty else {
            throw WidgetUIError.invalidDocument(
                "the preview at \(preview.fileID):\(preview.line) has no timeline entries")
        }
        let drawn = try previewEntries.map { entry in
            guard let view = render.recipe.content(entry) else {
                throw WidgetUIError.invalidDocument(
                    "the preview at \(preview.fileID):\(preview.line) gives \(type(of: entry)) entries, which \(render.widgetName) does not draw"
                )
            }
            return RecipeEntry(date: entry.date, view: view)
        }
        failures += try render.verify(
            drawn, named: name, variant: .normal, colorSchemes: options.colorSchemes, date: nil, fonts: options.fonts,
            locale: options.locale, tolerance: options.tolerance, mode: options.mode, goldens: options.goldens,
            file: options.file, allowsOverflow: options.allowsOverflow)
    }
    return failures
}

/// Draws a Live Activity preview's content states on each device and scheme and checks
/// each against its golden (`<name>-<presentation>-<device>@<scale>x-<scheme>.png`, as
/// `render` names an activity's pictures); the failures.
@MainActor
func verifyActivityPreview(
    _ draw: @MainActor (String, ColorScheme, Locale?) async throws -> [Snapshot], _ presentation: ActivityPresentation,
    named name: String, _ options: PreviewSnapshotOptions
) async throws -> [String] {
    var failures: [String] = []
    for deviceName in options.devices {
        let device = try SnapshotCells.device(named: deviceName)
        for scheme in options.colorSchemes {
            for (index, snapshot) in try await draw(deviceName, scheme, options.locale).enumerated() {
                let golden = SnapshotFileName.name(
                    kind: index == 0 ? name : "\(name)-entry\(index + 1)", presentation: presentation, device: device,
                    scale: Double(device.scale), colorScheme: .init(rawValue: scheme.rawValue))
                do {
                    try SnapshotAssertion.verify(
                        image: snapshot.pixmap, goldenName: golden,
                        tolerance: options.tolerance,
                        mode: options.mode, goldens: options.goldens, file: options.file)
                } catch {
                    failures.append("\(error)")
                }
            }
        }
    }
    return failures
}
