// The top level of an entry document, decoded strictly: every key checked, defaults
// written next to each field, every view validated against the format before anything
// is resolved or written.

import WidgetCore
import WidgetDevices

/// A decoded, validated entry document (format version 1).
public struct EntryDocument: Sendable {
    /// Used in output file names. Default "widget".
    public var kind: String = "widget"
    /// The entry's date, seconds since 1970 UTC. Default 2026-01-01T00:00:00Z.
    public var date: Double = 1_767_225_600
    /// The UTC offset the entry's date is written in, in seconds: the time zone in which
    /// date-styled text shows clock times (never the machine's).
    public var timeZoneOffset = 0
    /// Default: small, medium, large.
    public var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    /// Default light.
    public var colorScheme: ColorScheme = .light
    /// Default (nil): the system widget background. A style, or (format 1.1) a view.
    public var containerBackground: ContainerBackground?
    public var contentMarginsDisabled = false
    /// The OS the entry pins, or nil for each device's own (`Device.currentOS`: iOS 26 on
    /// current devices).
    public var os: OSVersion?
    public var locale = "en_US"
    public var dynamicTypeSize = DynamicTypeSize.large
    public var fonts: [String] = []
    public var view: ViewSpec?
    public var familyViews: [WidgetFamily: ViewSpec] = [:]
    /// A Live Activity's views, in place of `view` (an extension of the format).
    public var liveActivity: LiveActivitySpec?
    /// The bytes of the image files the document names, by source path (`loadFiles`).
    public var imageFiles: [String: [UInt8]] = [:]
    /// The bytes of each font file in `fonts`, by path (read by `loadFiles`).
    public var fontFiles: [String: [UInt8]] = [:]
    /// How the system draws the widget (an extension of the format; nil: the family's
    /// default, full color on the Home Screen and vibrant on the Lock Screen).
    public var renderingMode: RenderingMode?
    /// Where the system shows the widget (an extension of the format): its family's tile,
    /// or StandBy by day or night.
    public var place: WidgetPlace = .standard
    /// An iOS 26 Home Screen appearance (an extension of the format): clear or tinted,
    /// drawn in the accented mode; nil for the full-color light and dark ones.
    public var appearance: HomeScreenAppearance?
    /// The tint of the accented rendering mode (the Home Screen's tint color).
    public var accentTint: Color = RenderingMode.defaultTint
    /// What vibrant widgets (the Lock Screen) are drawn over: nil, nothing (transparent
    /// outside the drawn content, for compositing onto a wallpaper of one's own).
    public var wallpaper: Color?
    /// Keep what a clear or translucent `containerBackground` leaves transparent, instead
    /// of showing the system's opaque widget background through it as the Home Screen does
    /// (an extension of the format, for compositing).
    public var transparentBackground = false
    /// Format 1.1: the entry's data, which views bind with `{{path}}` and `{"bind": …}`.
    public var data: JSONValue?
    /// Format 1.1: reusable views by name.
    public var components: [String: JSONValue] = [:]
    /// Format 1.1: the entries of a `timeline`, each a whole document with its own date and
    /// data, its kind ending in `-entryN-HHMM` (its index and clock time) so its files are
    /// its own. Empty: the document is one entry. The document itself is the first entry,
    /// under its plain kind.
    public var timeline: [EntryDocument] = []
    /// A timeline entry's `relevance` (WidgetKit's `TimelineEntryRelevance` score).
    public var relevance: Double?
    /// How many renders share one render's budget: each of a timeline's N entries is drawn
    /// within 1/N of the limits that add up over renders (`RenderBudget.shared(by:)`), so
    /// the entries of one document together cost no more than one render may.
    public var budgetShare = 1
    /// The most entries a timeline may have.
    public static let longestTimeline = 48

    /// The families the document's place and appearance show, of `families`: StandBy
    /// shows `systemSmall` only, the clear and tinted appearances no Lock Screen family.
    public var familiesShown: [WidgetFamily] {
        if place.isStandBy { return families.filter { $0 == .systemSmall } }
        if appearance != nil { return families.filter { !$0.isAccessory } }
        return families
    }

    /// The place or appearance, as messages name it.
    public var placeName: String {
        if place.isStandBy { return place == .standByNight ? "StandBy at night" : "StandBy" }
        return appearance.map { "the \($0.rawValue) appearance" } ?? "the Home Screen"
    }

    /// What a render draws: every entry of the timeline, or the document alone.
    public var entries: [EntryDocument] { timeline.isEmpty ? [self] : timeline }

    static let topLevelKeys: [String: ValueKind] = [
        "$schema": .string, "version": .number(), "kind": .string, "date": .date,
        "families": .arrayOf(.oneOf(FormatSchema.families)), "colorScheme": .oneOf(["light", "dark"]),
        "containerBackground": .style, "contentMarginsDisabled": .bool,
        "os": .number(), "locale": .locale, "dynamicTypeSize": .oneOf(FormatSchema.dynamicTypeSizes),
        "fonts": .arrayOf(.string), "view": .view, "familyViews": .object([:]),
        "renderingMode": .oneOf(RenderingMode.allCases.map(\.rawValue)), "accentTint": .color,
        "place": .oneOf(WidgetPlace.allCases.map(\.rawValue)),
        "appearance": .oneOf(HomeScreenAppearance.allCases.map(\.rawValue)),
        "liveActivity": LiveActivitySpec.kind,
        "wallpaper": .color, "transparentBackground": .bool, "data": .object([:]), "components": .object([:]),
        "timeline": .arrayOf(.object([:])),
    ]

    /// Parses and validates JSON text, within `budget`.
    public static func decode(_ bytes: [UInt8], budget: DocumentBudget = .standard) throws(DocumentError)
        -> EntryDocument
    {
        let json = try JSONParser.parse(bytes)
        return try decode(json, budget: budget)
    }

    /// Validates a parsed document, within `budget`.
    public static func decode(_ json: JSONValue, budget: DocumentBudget = .standard) throws(DocumentError)
        -> EntryDocument
    {
        guard case .object(let pairs) = json else {
            throw .invalid(
                path: "$",
                message:
                    "expected the entry document, an object with \"version\" and \"view\", found \(json.kindDescription)"
            )
        }
        var v = Validator()
        var doc = EntryDocument()
        guard let version = json["version"] else {
            throw .invalid(
                path: "$", message: "missing \"version\"; this renderer reads format version 1 (add \"version\": 1)")
        }
        guard version == .number(1) || version == .number(1.1) else {
            throw .invalid(
                path: "$.version",
                message:
                    "unsupported format version: found \(version.kindDescription); this renderer reads versions 1 and 1.1"
            )
        }
        // Format 1.1: the data and components the views expand with, read first. A
        // version 1 document is read as it always was: no key is new, no string a template.
        let templates = version == .number(1.1)
        v.templated = templates
        if let timeline = json["timeline"] { return try decodeTimeline(timeline, of: pairs, templates: templates) }
        for key in ["data", "components"] where !templates && json[key] != nil {
            throw .invalid(path: "$." + key, message: "\"\(key)\" is format 1.1's: write \"version\": 1.1")
        }
        if let data = json["data"] {
            guard case .object = data else {
                throw .invalid(
                    path: "$.data", message: "expected an object of the entry's data, found \(data.kindDescription)")
            }
            doc.data = data
        }
        if let components = json["components"] {
            guard case .object(let members) = components else {
                throw .invalid(
                    path: "$.components",
                    message: "expected an object from names to views, found \(components.kindDescription)")
            }
            for (name, body) in members {
                guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
                    name.unicodeScalars.allSatisfy({
                        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
                    }),
                    FormatSchema.nodes[name] == nil, !["ForEach", "If", "Group", "EmptyView"].contains(name)
                else {
                    throw .invalid(
                        path: "$.components." + name,
                        message:
                            "a component's name is a capitalized word of letters and digits that is not a view type")
                }
                guard case .object = body else {
                    throw .invalid(
                        path: "$.components." + name, message: "expected a view, found \(body.kindDescription)")
                }
                doc.components[name] = body
            }
        }
        var template = Template(data: doc.data, components: doc.components, budget: budget.views)
        // The views, expanded: bounded by `DocumentBudget` before they are decoded.
        var views: [(json: JSONValue, path: String, family: WidgetFamily?)] = []
        var background: (json: JSONValue, path: String)?
        var activity: (json: JSONValue, regions: [(key: String, json: JSONValue, path: String)])?
        for (key, value) in pairs {
            let path = "$." + key
            guard let kind = topLevelKeys[key] else {
                throw .invalid(
                    path: path,
                    message:
                        "unknown key \"\(key)\"; allowed keys: \(topLevelKeys.keys.filter { $0 != "$schema" }.sorted().joined(separator: ", "))"
                )
            }
            switch key {
            case "version", "$schema":
                try v.check(value, kind, at: path)
            case "data", "components":
                break
            case "kind":
                guard case .string(let s) = value, Self.isFileNameSafe(s) else {
                    throw .invalid(
                        path: path,
                        message:
                            "expected a name of 1 to \(Self.longestKind) characters without slashes, control characters or a leading dot (it is used in file names), found \(value.kindDescription)"
                    )
                }
                doc.kind = s
            case "date":
                try v.check(value, kind, at: path)
                if case .string(let s) = value, let d = ISODate.parseWithOffset(s) {
                    doc.date = d.seconds
                    doc.timeZoneOffset = d.offset
                }
            case "families":
                try v.check(value, kind, at: path)
                guard case .array(let items) = value, !items.isEmpty else {
                    throw .invalid(path: path, message: "expected a non-empty array of family names")
                }
                doc.families = []
                for (i, item) in items.enumerated() {
                    guard case .string(let s) = item, let f = WidgetFamily(rawValue: s) else { continue }
                    if doc.families.contains(f) {
                        throw .invalid(path: "\(path)[\(i)]", message: "the family \(s) is listed twice")
                    }
                    doc.families.append(f)
                }
            case "colorScheme":
                try v.check(value, kind, at: path)
                if case .string(let s) = value { doc.colorScheme = ColorScheme(rawValue: s) ?? .light }
            case "containerBackground":
                // Format 1.1 expands it with the data: a view (`.containerBackground(for:
                // .widget) { view }`: an album cover, a gradient with a symbol) filling the
                // container behind the content, or a style taking its colors from the data.
                let expanded = templates ? try template.expandView(value, at: path) : value
                if templates && value["type"] != nil {
                    background = (expanded, path)
                } else {
                    try v.check(expanded, kind, at: path)
                    doc.containerBackground = .style(
                        try StyleDecoder.decodeStyle(Template.unmarked(expanded), at: path))
                }
            case "contentMarginsDisabled":
                try v.check(value, kind, at: path)
                doc.contentMarginsDisabled = value == .bool(true)
            case "renderingMode":
                try v.check(value, kind, at: path)
                if case .string(let s) = value { doc.renderingMode = RenderingMode(rawValue: s) }
            case "place":
                try v.check(value, kind, at: path)
                if case .string(let s) = value { doc.place = WidgetPlace(rawValue: s) ?? .standard }
            case "appearance":
                try v.check(value, kind, at: path)
                if case .string(let s) = value { doc.appearance = HomeScreenAppearance(rawValue: s) }
            case "wallpaper":
                try v.check(value, kind, at: path)
                if case .color(let c) = try StyleDecoder.resolve(value, at: path, scheme: .dark) { doc.wallpaper = c }
            case "transparentBackground":
                try v.check(value, kind, at: path)
                doc.transparentBackground = value == .bool(true)
            case "accentTint":
                try v.check(value, kind, at: path)
                if case .color(let c) = try StyleDecoder.resolve(value, at: path, scheme: .dark) { doc.accentTint = c }
            case "os":
                guard case .number(let n) = value, n == n.rounded(), (0...100).contains(n),
                    let os = OSVersion(rawValue: Int(n))
                else {
                    throw .invalid(
                        path: path,
                        message: "expected one of \(OSVersion.acceptedValues), found \(value.kindDescription)")
                }
                doc.os = os
            case "locale":
                try v.check(value, kind, at: path)
                guard case .string(let s) = value, Self.isLocaleIdentifier(s) else {
                    throw .invalid(
                        path: path,
                        message:
                            "expected a locale identifier such as \"en_US\" or \"zh_CN\", found \(value.kindDescription)"
                    )
                }
                doc.locale = s
            case "dynamicTypeSize":
                try v.check(value, kind, at: path)
                if case .string(let s) = value, let size = DynamicTypeSize(rawValue: s) { doc.dynamicTypeSize = size }
            case "fonts":
                try v.check(value, kind, at: path)
                if case .array(let items) = value {
                    for (i, item) in items.enumerated() {
                        guard case .string(let s) = item else { continue }
                        try AssetPath.check(s, at: "\(path)[\(i)]")
                        doc.fonts.append(s)
                    }
                }
            case "view":
                views.append((templates ? try template.expandView(value, at: path) : value, path, nil))
            case "liveActivity":
                // Format 1.1 expands it whole: its views and its tints may take the data.
                let expanded = templates ? try template.expandView(value, at: path) : value
                try v.check(expanded, kind, at: path)
                activity = (expanded, LiveActivitySpec.regions(of: expanded, at: path))
            case "familyViews":
                guard case .object(let members) = value else {
                    throw .invalid(
                        path: path,
                        message: "expected an object from family names to view nodes, found \(value.kindDescription)")
                }
                for (name, node) in members {
                    guard let f = WidgetFamily(rawValue: name) else {
                        throw .invalid(
                            path: path + "." + name,
                            message:
                                "unknown family \"\(name)\"; expected one of \(FormatSchema.families.joined(separator: ", "))"
                        )
                    }
                    let expanded = templates ? try template.expandView(node, at: path + "." + name) : node
                    views.append((expanded, path + "." + name, f))
                }
            default:
                break
            }
        }
        // StandBy shows the small widget only, the clear and tinted appearances the Home
        // Screen's: families listed beside them must be those; unlisted, they are.
        let shown = doc.familiesShown
        if shown != doc.families {
            guard json["families"] == nil, !shown.isEmpty else {
                let other = doc.families.filter { !shown.contains($0) }.map(\.rawValue).joined(separator: ", ")
                throw .invalid(
                    path: json["families"] == nil ? "$" : "$.families",
                    message:
                        "\(doc.placeName) shows \(doc.place.isStandBy ? "systemSmall only" : "no Lock Screen family"), not \(other)"
                )
            }
            doc.families = shown
        }
        if activity != nil && !views.isEmpty {
            throw .invalid(
                path: "$.liveActivity",
                message: "a document is a widget (\"view\", \"familyViews\") or a Live Activity, not both")
        }
        if activity != nil, let key = ["place", "appearance", "renderingMode"].first(where: { json[$0] != nil }) {
            throw .invalid(
                path: "$." + key,
                message:
                    "a Live Activity has no \(key): its presentations are drawn as ActivityKit shows them (the island dark)"
            )
        }
        for family in doc.families
        where activity == nil && !views.contains(where: { $0.family == nil || $0.family == family }) {
            throw .invalid(
                path: "$",
                message: "missing \"view\": the family \(family.rawValue) has no entry in \"familyViews\" either")
        }
        // The work the views ask for is bounded before they are decoded; the families in
        // name order, as the budget has always counted them.
        let ordered = views.sorted { ($0.family?.rawValue ?? "") < ($1.family?.rawValue ?? "") }
        try budget.check(
            ordered.map { ($0.json, $0.path) } + (background.map { [($0.json, $0.path)] } ?? [])
                + (activity?.regions.map { ($0.json, $0.path) } ?? []))
        for (json, path, family) in views {
            let view = try v.view(json, at: path)
            if let family { doc.familyViews[family] = view } else { doc.view = view }
        }
        if let activity {
            var regions: [String: ViewSpec] = [:]
            for region in activity.regions { regions[region.key] = try v.view(region.json, at: region.path) }
            doc.liveActivity = try LiveActivitySpec(activity.json, regions: regions, at: "$.liveActivity")
        }
        if let (json, path) = background { doc.containerBackground = .view(try v.view(json, at: path)) }
        return doc
    }

    /// The longest `kind`, in characters.
    public static let longestKind = 64

    /// Whether `s` can stand in a file name as it is: 1 to `longestKind` characters, no
    /// path separator, no control or format character (NUL, newline, escape, bidi
    /// overrides), no leading dot (hidden files, `.` and `..`).
    public static func isFileNameSafe(_ s: String) -> Bool {
        guard !s.isEmpty, s.count <= longestKind, !s.hasPrefix(".") else { return false }
        return s.unicodeScalars.allSatisfy { c in
            switch c.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                return false
            default: return c != "/" && c != "\\"
            }
        }
    }

    /// Whether `s` has the shape of a locale identifier: a language of two or three
    /// letters, then optionally a script of four letters and a region of two letters or
    /// three digits, joined by `_` or `-` (`en_US`, `zh-Hant-TW`, `es_419`).
    static func isLocaleIdentifier(_ s: String) -> Bool {
        let parts = s.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        func letters(_ p: Substring, _ counts: ClosedRange<Int>) -> Bool {
            counts.contains(p.count)
                && p.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        }
        func region(_ p: Substring) -> Bool {
            letters(p, 2...2) || (p.count == 3 && p.unicodeScalars.allSatisfy { ("0"..."9").contains($0) })
        }
        guard let language = parts.first, letters(language, 2...3), parts.count <= 3 else { return false }
        switch parts.count {
        case 1: return true
        case 2: return letters(parts[1], 4...4) || region(parts[1])
        default: return letters(parts[1], 4...4) && region(parts[2])
        }
    }

    /// The view for `family`.
    public func view(for family: WidgetFamily) throws(DocumentError) -> ViewSpec {
        if let v = familyViews[family] { return v }
        if let v = view { return v }
        if liveActivity != nil {
            throw .invalid(
                path: "$.liveActivity",
                message:
                    "a Live Activity has no widget view: draw its presentations (`render ENTRY`, LiveActivityRendering)"
            )
        }
        throw .invalid(
            path: "$", message: "missing \"view\": the family \(family.rawValue) has no entry in \"familyViews\" either"
        )
    }
}

/// Paths to files next to the entry (images, fonts).
public enum AssetPath {
    /// Rejects absolute paths and paths that climb out of the entry's folder.
    public static func check(_ path: String, at jsonPath: String) throws(DocumentError) {
        guard !path.isEmpty else {
            throw .invalid(path: jsonPath, message: "expected a file path relative to the entry, found an empty string")
        }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\\") || path.contains(":") {
            throw .invalid(
                path: jsonPath,
                message:
                    "the path \"\(path)\" must be relative to the entry's folder (no leading /, ~, drive letters or backslashes)"
            )
        }
        var depth = 0
        for component in path.split(separator: "/") {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 {
                throw .invalid(
                    path: jsonPath,
                    message:
                        "the path \"\(path)\" leads outside the entry's folder; keep images and fonts beside the entry")
            }
        }
    }
}
