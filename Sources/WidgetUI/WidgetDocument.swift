// A widget's views as an entry document: the view is built once per family (its code
// may switch on `@Environment(\.widgetFamily)`) in the environment of one render, and the
// nodes are the same JSON an entry file holds. `json()` exports it; `render` draws the
// export exactly as the Swift render draws the views (a test holds them byte-identical).

import Foundation
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// The entry document a widget view builds, as `render` reads it.
public struct WidgetDocument {
    /// The document as JSON.
    let value: JSONValue
    /// Image bytes by their `src` (under `Images/`).
    public let images: [String: [UInt8]]
    /// Font files by their path (under `Fonts/`).
    public let fontFiles: [String: [UInt8]]
    /// The decoded document the renderer draws.
    var document: EntryDocument

    /// The default entry date, the format's: 2026-01-01T00:00:00Z (never the clock).
    public static let defaultDate = Date(timeIntervalSince1970: 1_767_225_600)

    /// Builds `view` for each family.
    ///
    /// - Parameters:
    ///   - kind: the widget's kind, used in file names (letters, digits, `-`, `_`, `.`).
    ///   - families: the supported families; the view is built once per family.
    ///   - date: the entry's date: date-styled text is drawn relative to it.
    ///   - colorScheme: the scheme asked for; the Lock Screen and tinted modes draw dark, as iOS
    ///     does, and the view's `@Environment(\.colorScheme)` says what is drawn.
    ///   - renderingMode: the mode to draw in; nil draws accessory families `vibrant` and the
    ///     others `fullColor`, as WidgetKit does.
    ///   - contentMarginsDisabled: WidgetKit's `contentMarginsDisabled()`.
    ///   - redactionReasons: `.placeholder` for the placeholder render, `.privacy` for the
    ///     locked device; the view reads them in `@Environment(\.redactionReasons)`.
    ///   - displayScale: what `@Environment(\.displayScale)` reports.
    ///   - fonts: font files (`.ttf`, `.otf`) for `Font.custom`, by their family name.
    ///   - locale: the locale the view is built and drawn in (`\.locale`, string tables,
    ///     date and number formats); en_US when nil.
    ///   - place: where the system shows the widget: its family's tile, or StandBy by day or
    ///     night (the view sees `showsWidgetContainerBackground` false, and at night the
    ///     vibrant mode).
    ///   - appearance: an iOS 26 Home Screen appearance, clear or tinted: the view sees the
    ///     accented mode.
    public init<V: View>(
        _ view: V, kind: String = "widget", families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
        date: Date = WidgetDocument.defaultDate, colorScheme: ColorScheme = .light,
        renderingMode: WidgetRenderingMode? = nil, contentMarginsDisabled: Bool = false,
        redactionReasons: RedactionReasons = [], displayScale: CGFloat = 3, fonts: [URL] = [], locale: Locale? = nil,
        place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil
    ) throws {
        try self.init(
            view, kind: kind, families: families, date: date, colorScheme: colorScheme, renderingMode: renderingMode,
            contentMarginsDisabled: contentMarginsDisabled, redactionReasons: redactionReasons,
            displayScale: displayScale, fonts: fonts, locale: locale, layoutOn: nil, place: place,
            appearance: appearance)
    }

    /// The document of `view`; with `layoutOn`, a `GeometryReader`'s content is made from the
    /// size it is offered on that device (GeometryReader.swift): the document is laid out,
    /// once per level of nested readers, until every reader has its size.
    init<V: View>(
        _ view: V, kind: String = "widget", families: [WidgetFamily], date: Date, colorScheme: ColorScheme,
        renderingMode: WidgetRenderingMode? = nil, contentMarginsDisabled: Bool, redactionReasons: RedactionReasons,
        displayScale: CGFloat, fonts: [URL], locale: Locale?, layoutOn device: Device?, os: OSVersion? = nil,
        place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil
    ) throws {
        var unique: [WidgetFamily] = []
        for family in families where !unique.contains(family) { unique.append(family) }
        guard !unique.isEmpty else { throw WidgetUIError.invalidDocument("a widget needs at least one family") }
        // StandBy shows the small widget; an appearance, the Home Screen's families.
        if place.isStandBy || appearance != nil {
            unique = unique.filter { place.isStandBy ? $0 == .systemSmall : !$0.isAccessory }
            guard !unique.isEmpty else {
                throw WidgetUIError.unsupported(
                    place.isStandBy
                        ? "StandBy shows systemSmall widgets; the families given are \(families.map(\.rawValue).joined(separator: ", "))"
                        : "the clear and tinted appearances show Home Screen families only")
            }
        }
        var fontFiles: [String: [UInt8]] = [:]
        for url in fonts {
            let src = "Fonts/" + DocumentParts.safeFileName(url.lastPathComponent)
            guard let data = try? Data(contentsOf: url) else {
                throw WidgetUIError.missingImage("cannot read the font file \(url.path)")
            }
            fontFiles[src] = [UInt8](data)
        }
        func documentValue(_ views: [(WidgetFamily, JSONValue)], background: JSONValue?) -> JSONValue {
            Self.value(
                kind: kind, date: date, families: views.map(\.0), colorScheme: colorScheme, locale: locale,
                renderingMode: renderingMode, background: background, contentMarginsDisabled: contentMarginsDisabled,
                fonts: fontFiles.keys.sorted(), views: views, place: place, appearance: appearance)
        }
        var views: [(WidgetFamily, JSONValue)] = []
        var background: JSONValue?
        var decided = false
        var images: [String: [UInt8]] = [:]
        for family in unique {
            // As the renderer draws (RenderPlan): StandBy in full color by day and vibrant at
            // night, without its container background, dark; an appearance accented in the
            // scheme asked; otherwise one-colour modes in the dark appearance.
            let mode: WidgetRenderingMode =
                switch (place, appearance) {
                case (.standBy, _): .fullColor
                case (.standByNight, _): .vibrant
                case (.standard, .some): .accented
                case (.standard, nil): renderingMode ?? (family.isAccessory ? .vibrant : .fullColor)
                }
            var environment = EnvironmentValues()
            environment.widgetFamily = family
            environment.colorScheme =
                place.isStandBy ? .dark : mode == .fullColor || appearance != nil ? colorScheme : .dark
            environment.widgetRenderingMode = mode
            environment.showsWidgetContainerBackground = !family.isAccessory && mode == .fullColor && !place.isStandBy
            environment.redactionReasons = redactionReasons
            environment.displayScale = displayScale
            if let locale { environment.locale = locale }
            // With margins disabled the defaults are still reported, as on iOS, so the view can
            // apply them where it wants them; without a device, those of the default one.
            let shownOn = device ?? DeviceCatalog.defaultDevice
            let margin: CGFloat =
                family.isAccessory ? 0 : shownOn.contentMargin(os: os ?? shownOn.currentOS, place: place)
            environment.widgetContentMargins = EdgeInsets(
                top: margin, leading: margin, bottom: margin, trailing: margin)
            var frames: [String: GeometryFrame] = [:]
            var layouts = 0
            while true {
                let parts = DocumentParts()
                parts.date = date
                parts.images = images
                if let device {
                    parts.geometry = GeometryPass(frames: frames)
                    parts.containerSize = Self.contentArea(
                        of: family, on: device, os: os ?? device.currentOS, marginsDisabled: contentMarginsDisabled,
                        place: place)
                }
                let problems = BuildProblems()
                let nodes = try BuildProblems.$current.withValue(problems) {
                    try ViewBuilding.nodes(of: view, in: BuildContext(environment: environment, document: parts))
                }
                if let problem = problems.first { throw problem }
                let root: JSONValue =
                    switch nodes.count {
                    case 0: emptyNode
                    case 1: nodes[0]
                    // Several views at the top are stacked vertically, as WidgetKit lays out a
                    // body that is a bare list of views.
                    default: viewNode("VStack", [("children", .array(nodes))])
                    }
                if let device, let pass = parts.geometry, !pass.pending.isEmpty {
                    // Readers without a size: lay this family out to learn theirs, then build again.
                    layouts += 1
                    guard layouts <= GeometryPass.maxDepth else {
                        throw WidgetUIError.unsupported(
                            "GeometryReaders nested more than \(GeometryPass.maxDepth) deep")
                    }
                    let probe = try Self.decoded(
                        documentValue([(family, root)], background: parts.containerBackground), images: parts.images,
                        fontFiles: fontFiles)
                    let placed: PlacedTree
                    do {
                        placed = try sharedRenderer.layout(
                            probe,
                            RenderRequest(
                                family: family, device: device, os: os,
                                colorScheme: .init(rawValue: colorScheme.rawValue)))
                    } catch {
                        throw WidgetUIError.renderFailed("\(error)")
                    }
                    frames.merge(GeometryPass.frames(of: pass.pending, in: placed)) { a, _ in a }
                    continue
                }
                // The format has one container background for every family. Lock Screen
                // families draw none, so leaving it out there is no difference.
                let counts = !family.isAccessory || parts.containerBackground != nil
                if counts {
                    if decided && parts.containerBackground != background {
                        throw WidgetUIError.unsupported(
                            "a container background that differs by family (the entry format has one); build each family on its own"
                        )
                    }
                    background = parts.containerBackground
                    decided = true
                }
                images = parts.images
                views.append((family, root))
                break
            }
        }
        value = documentValue(views, background: background)
        self.images = images
        self.fontFiles = fontFiles
        self.document = try Self.decoded(value, images: images, fontFiles: fontFiles)
    }

    /// The widget's content area: its size on the device's current OS less the content
    /// margins (none on the Lock Screen, before iOS 17, or when disabled).
    static func contentArea(
        of family: WidgetFamily, on device: Device, os: OSVersion, marginsDisabled: Bool,
        place: WidgetPlace = .standard
    ) -> CGSize {
        let size = device.widgetSize(family, os: os) ?? .zero
        let margin: Double =
            marginsDisabled || family.isAccessory || os < .iOS17
            ? 0 : device.contentMargin(os: os, place: place)
        return CGSize(width: max(0, size.width - 2 * margin), height: max(0, size.height - 2 * margin))
    }

    /// The document's JSON.
    static func value(
        kind: String, date: Date, families: [WidgetFamily], colorScheme: ColorScheme, locale: Locale?,
        renderingMode: WidgetRenderingMode?, background: JSONValue?, contentMarginsDisabled: Bool, fonts: [String],
        views: [(WidgetFamily, JSONValue)], place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil
    ) -> JSONValue {
        let needsTemplates = background?["type"] != nil
        var pairs: [(key: String, value: JSONValue)] = [
            ("version", .number(needsTemplates ? 1.1 : 1)), ("kind", .string(kind)),
            ("date", .string(ISOText.string(date))),
            ("families", .array(families.map { .string($0.rawValue) })), ("colorScheme", .string(colorScheme.rawValue)),
        ]
        if let locale { pairs.append(("locale", .string(locale.identifier))) }
        if let renderingMode { pairs.append(("renderingMode", .string(renderingMode.rawValue))) }
        if place != .standard { pairs.append(("place", .string(place.rawValue))) }
        if let appearance { pairs.append(("appearance", .string(appearance.rawValue))) }
        if let background { pairs.append(("containerBackground", background)) }
        if contentMarginsDisabled { pairs.append(("contentMarginsDisabled", .bool(true))) }
        if !fonts.isEmpty { pairs.append(("fonts", .array(fonts.map(JSONValue.string)))) }
        if views.allSatisfy({ $0.1 == views[0].1 }) {
            pairs.append(("view", views[0].1))
        } else {
            pairs.append(("familyViews", .object(views.map { ($0.0.rawValue, $0.1) })))
        }
        return .object(pairs)
    }

    /// The document decoded, with its images and fonts: validation is decoding, so a view
    /// that makes an invalid document fails here.
    static func decoded(_ value: JSONValue, images: [String: [UInt8]], fontFiles: [String: [UInt8]]) throws
        -> EntryDocument
    {
        if let path = Self.nonFinitePath(value, at: "$") {
            throw WidgetUIError.invalidDocument(
                "a number that is not finite (NaN or infinity) was given at \(path) of the document the view builds")
        }
        var document: EntryDocument
        do { document = try EntryDocument.decode(value) } catch {
            throw WidgetUIError.invalidDocument(
                "the widget's view makes an invalid entry document (paths are in WidgetDocument(view).json()): \(error)"
            )
        }
        document.imageFiles = images
        document.fontFiles = fontFiles
        return document
    }

    /// The JSON path of the first number that is NaN or infinite, if any.
    static func nonFinitePath(_ value: JSONValue, at path: String) -> String? {
        switch value {
        case .number(let n): return n.isFinite ? nil : path
        case .array(let items):
            for (i, item) in items.enumerated() {
                if let p = nonFinitePath(item, at: path + "[\(i)]") { return p }
            }
            return nil
        case .object(let pairs):
            for (key, item) in pairs {
                if let p = nonFinitePath(item, at: path + "." + key) { return p }
            }
            return nil
        default: return nil
        }
    }

    /// The entry document as JSON text, as `render` reads it (images are named by their
    /// `src`, relative to where the document is saved: `write(to:)` saves both).
    public func json() -> String { value.serialized() }

    /// Saves the document as `folder/<name>` and its images and fonts beside it (`Images/…`,
    /// `Fonts/…`).
    public func write(to folder: URL, named name: String = "entry.json") throws {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        for (src, bytes) in images.merging(fontFiles, uniquingKeysWith: { a, _ in a }) {
            let url = folder.appendingPathComponent(src)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        }
        try Data(json().utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
    }

    /// The decoded document, with its images and fonts, as the renderer takes it.
    func entryDocument() -> EntryDocument { document }
}
