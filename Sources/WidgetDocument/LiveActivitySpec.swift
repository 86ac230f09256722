// A Live Activity (an extension of the format, `"liveActivity"` in place of `"view"`):
// the views of its Lock Screen presentation and of its Dynamic Island regions, as
// ActivityKit's `ActivityConfiguration` and `DynamicIslandGeometry` take them, and how each
// presentation is laid out around them (LIVE in docs/sources.md).
//
// Design: each presentation is one view tree made from the regions: a wrapper written in
// the format itself (stacks, frames, padding, the island's black shape), decoded, with
// each region's own decoded view put in its place. The regions keep their paths in the
// document, so an error names `$.liveActivity.dynamicIsland.compactLeading…`; what the
// renderer draws is an ordinary view on a canvas of the presentation's size.

import WidgetCore
import WidgetDevices

/// A Live Activity's views.
public struct LiveActivitySpec: Sendable {
    /// The Lock Screen presentation's view (`ActivityConfiguration`'s content).
    public var lockScreen: ViewSpec
    /// `activityBackgroundTint`: the Lock Screen presentation's background, as written
    /// (a style); nil for the system's.
    public var backgroundTint: JSONValue?
    /// The Dynamic Island's regions; nil when the activity gives none.
    public var island: Island?

    public struct Island: Sendable {
        /// `DynamicIslandExpandedRegion(.leading)`, `.trailing`, `.center`, `.bottom`.
        public var leading: ViewSpec?
        public var trailing: ViewSpec?
        public var center: ViewSpec?
        public var bottom: ViewSpec?
        public var compactLeading: ViewSpec
        public var compactTrailing: ViewSpec
        public var minimal: ViewSpec
        /// `keylineTint`, as written (a color).
        public var keylineTint: JSONValue?
    }

    /// The key's value kind: what the validator checks and the schema describes.
    static let kind: ValueKind = .object(
        [
            "lockScreen": .view, "backgroundTint": .style,
            "dynamicIsland": .object(
                [
                    "expanded": .object(["leading": .view, "trailing": .view, "center": .view, "bottom": .view]),
                    "compactLeading": .view, "compactTrailing": .view, "minimal": .view, "keylineTint": .color,
                ], required: ["compactLeading", "compactTrailing", "minimal"]),
        ], required: ["lockScreen"])

    /// The region views of `value` (already checked against `kind`), each with its path.
    static func regions(of value: JSONValue, at path: String) -> [(key: String, json: JSONValue, path: String)] {
        var result: [(key: String, json: JSONValue, path: String)] = []
        if let v = value["lockScreen"] {
            result.append(("lockScreen", v, path + ".lockScreen"))
        }
        if let island = value["dynamicIsland"] {
            let at = path + ".dynamicIsland"
            for key in ["leading", "trailing", "center", "bottom"] {
                if let v = island["expanded"]?[key] {
                    result.append((key, v, at + ".expanded." + key))
                }
            }
            for key in ["compactLeading", "compactTrailing", "minimal"] {
                if let v = island[key] { result.append((key, v, at + "." + key)) }
            }
        }
        return result
    }

    /// The activity of decoded regions (`regions(of:…)` decoded by the validator).
    init(_ value: JSONValue, regions: [String: ViewSpec], at path: String) throws(DocumentError) {
        guard let lock = regions["lockScreen"] else {
            throw .invalid(path: path, message: "a Live Activity needs \"lockScreen\"")
        }
        lockScreen = lock
        backgroundTint = value["backgroundTint"].map(Template.unmarked)
        if let island = value["dynamicIsland"], let leading = regions["compactLeading"],
            let trailing = regions["compactTrailing"], let minimal = regions["minimal"]
        {
            self.island = Island(
                leading: regions["leading"], trailing: regions["trailing"], center: regions["center"],
                bottom: regions["bottom"], compactLeading: leading, compactTrailing: trailing, minimal: minimal,
                keylineTint: island["keylineTint"].map(Template.unmarked))
        }
    }

    /// Every view the activity holds.
    public var views: [ViewSpec] {
        [lockScreen]
            + [
                island?.leading, island?.trailing, island?.center, island?.bottom, island?.compactLeading,
                island?.compactTrailing, island?.minimal,
            ].compactMap { $0 }
    }
}

extension LiveActivitySpec {
    /// The default Lock Screen background: a dark translucent grey, as the system's
    /// material looks over a dark wallpaper (the team's estimate).
    static let defaultBackground: JSONValue = .object([("color", .string("#1C1C1E")), ("opacity", .number(0.88))])

    /// The view `presentation` draws, on a canvas of `width` (the Lock Screen's or the
    /// island's) and the presentation's height; nil when the activity has no Dynamic
    /// Island and one is asked for.
    public func view(for presentation: ActivityPresentation, island geometry: DynamicIslandGeometry?, at path: String)
        throws(DocumentError) -> ViewSpec?
    {
        let wrapper: JSONValue
        switch presentation {
        case .lockScreen:
            // The content within 14 pt margins on the activity's background.
            wrapper = node(
                "VStack", [("spacing", .number(0)), ("children", .array([slot("lockScreen")]))],
                modifiers: [
                    ("padding", .number(ActivityLockScreen.margin)),
                    (
                        "frame",
                        .object([
                            ("maxWidth", .string("infinity")),
                            ("minHeight", .number(DynamicIslandGeometry.heights.lowerBound)),
                            ("alignment", .string("leading")),
                        ])
                    ),
                    (
                        "background",
                        background(backgroundTint ?? Self.defaultBackground, radius: ActivityLockScreen.cornerRadius)
                    ),
                ])
        case .compact, .minimal, .expanded:
            guard let island, let geometry else { return nil }
            wrapper = islandWrapper(presentation, island, geometry)
        }
        let decoded = try Validator().view(wrapper, at: path)
        return Self.filled(decoded, with: regionViews)
    }

    /// The island's shape around the regions of `presentation`: black, with the keyline's
    /// 1 pt border when there is one (the team's estimate of the layout inside the
    /// expanded island: 16 pt side margins, the leading and trailing regions beside the
    /// camera, the center below it, the bottom under all three).
    private func islandWrapper(_ presentation: ActivityPresentation, _ island: Island, _ g: DynamicIslandGeometry)
        -> JSONValue
    {
        let h = DynamicIslandGeometry.height
        let shape: JSONValue =
            presentation == .expanded
            ? node(
                "RoundedRectangle",
                [("cornerRadius", .number(DynamicIslandGeometry.cornerRadius)), ("fill", .string("black"))])
            : node("Capsule", [("fill", .string("black"))])
        var decorations: [(String, JSONValue)] = [("background", shape)]
        if let keyline = island.keylineTint {
            let border: JSONValue =
                presentation == .expanded
                ? node(
                    "RoundedRectangle",
                    [
                        ("cornerRadius", .number(DynamicIslandGeometry.cornerRadius)),
                        ("strokeBorder", .object([("style", keyline), ("lineWidth", .number(1))])),
                    ])
                : node("Capsule", [("strokeBorder", .object([("style", keyline), ("lineWidth", .number(1))]))])
            decorations.append(("overlay", border))
        }
        func sized(_ key: String, width: Double, alignment: String = "center") -> JSONValue {
            slot(
                key,
                modifiers: [
                    (
                        "frame",
                        .object([("width", .number(width)), ("height", .number(h)), ("alignment", .string(alignment))])
                    )
                ])
        }
        switch presentation {
        case .compact:
            return node(
                "HStack",
                [
                    ("spacing", .number(0)),
                    (
                        "children",
                        .array([
                            sized("compactLeading", width: g.compactSide),
                            node(
                                "Spacer", [("minLength", .number(0))],
                                modifiers: [("frame", .object([("width", .number(DynamicIslandGeometry.cameraWidth))]))]
                            ),
                            sized("compactTrailing", width: g.compactSide),
                        ])
                    ),
                ],
                modifiers: [("frame", .object([("width", .number(g.compactWidth)), ("height", .number(h))]))]
                    + decorations)
        case .minimal:
            return node(
                "ZStack", [("children", .array([slot("minimal")]))],
                modifiers: [("frame", .object([("width", .number(h)), ("height", .number(h))]))] + decorations)
        default:
            let side = 16.0
            let regionWidth = (g.expandedWidth - 2 * side - DynamicIslandGeometry.cameraWidth) / 2
            func region(_ key: String, alignment: String) -> JSONValue {
                island.view(key) == nil
                    ? node(
                        "Spacer", [("minLength", .number(0))],
                        modifiers: [("frame", .object([("width", .number(regionWidth))]))])
                    : slot(
                        key,
                        modifiers: [
                            ("frame", .object([("width", .number(regionWidth)), ("alignment", .string(alignment))]))
                        ])
            }
            var middle: [JSONValue] = [
                node(
                    "Spacer", [("minLength", .number(0))], modifiers: [("frame", .object([("height", .number(h - 8))]))]
                )
            ]
            if island.center != nil { middle.append(slot("center")) }
            var rows: [JSONValue] = [
                node(
                    "HStack",
                    [
                        ("alignment", .string("top")), ("spacing", .number(0)),
                        (
                            "children",
                            .array([
                                region("leading", alignment: "leading"),
                                node(
                                    "VStack", [("spacing", .number(4)), ("children", .array(middle))],
                                    modifiers: [("frame", .object([("maxWidth", .string("infinity"))]))]),
                                region("trailing", alignment: "trailing"),
                            ])
                        ),
                    ])
            ]
            if island.bottom != nil { rows.append(slot("bottom")) }
            return node(
                "VStack", [("spacing", .number(6)), ("children", .array(rows))],
                modifiers: [
                    ("padding", .object([("edges", .string("horizontal")), ("length", .number(side))])),
                    ("padding", .object([("edges", .string("top")), ("length", .number(8))])),
                    ("padding", .object([("edges", .string("bottom")), ("length", .number(16))])),
                    ("frame", .object([("width", .number(g.expandedWidth))])),
                    (
                        "frame",
                        .object([
                            ("minHeight", .number(DynamicIslandGeometry.heights.lowerBound)),
                            ("alignment", .string("top")),
                        ])
                    ),
                ] + decorations)
        }
    }

    /// The decoded regions by key.
    private var regionViews: [String: ViewSpec] {
        var all: [String: ViewSpec] = ["lockScreen": lockScreen]
        for key in ["leading", "trailing", "center", "bottom", "compactLeading", "compactTrailing", "minimal"] {
            all[key] = island?.view(key)
        }
        return all
    }

    /// A shape filled with `style`, as a background.
    private func background(_ style: JSONValue, radius: Double) -> JSONValue {
        node("RoundedRectangle", [("cornerRadius", .number(radius)), ("fill", style)])
    }

    /// A node of the format.
    private func node(
        _ type: String, _ keys: [(String, JSONValue)], modifiers: [(String, JSONValue)] = []
    ) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("type", .string(type))]
        pairs += keys.map { (key: $0.0, value: $0.1) }
        if !modifiers.isEmpty {
            pairs.append(("modifiers", .array(modifiers.map { .object([(key: $0.0, value: $0.1)]) })))
        }
        return .object(pairs)
    }

    /// Where the region `key` goes: a placeholder the decoded wrapper swaps for it.
    private func slot(_ key: String, modifiers: [(String, JSONValue)] = []) -> JSONValue {
        node("Spacer", [], modifiers: modifiers).adding(id: Self.slotMark + key)
    }

    /// Marks a placeholder's id: no document's id starts with a control character.
    static let slotMark = "\u{1}region:"

    /// `view` with each placeholder replaced by its region, the placeholder's modifiers
    /// (the frame the wrapper gives it) outside the region's own.
    static func filled(_ view: ViewSpec, with regions: [String: ViewSpec]) -> ViewSpec {
        if let id = view.id, id.hasPrefix(slotMark), let region = regions[String(id.dropFirst(slotMark.count))] {
            // An `If` is replaced by its branch when drawn, modifiers and all: it sits in a
            // ZStack that keeps the slot's frame.
            if case .conditional = region.content {
                return ViewSpec(
                    type: "ZStack", path: region.path, content: .zstack(alignment: .center, children: [region]),
                    modifiers: view.modifiers)
            }
            var placed = region
            placed.modifiers += view.modifiers
            return placed
        }
        var out = view
        switch view.content {
        case .stack(let axis, let alignment, let spacing, let children):
            out.content = .stack(
                axis: axis, alignment: alignment, spacing: spacing, children: children.map { filled($0, with: regions) }
            )
        case .zstack(let alignment, let children):
            out.content = .zstack(alignment: alignment, children: children.map { filled($0, with: regions) })
        default:
            break
        }
        return out
    }
}

extension LiveActivitySpec.Island {
    /// The region named `key` (`leading` … `minimal`).
    func view(_ key: String) -> ViewSpec? {
        switch key {
        case "leading": leading
        case "trailing": trailing
        case "center": center
        case "bottom": bottom
        case "compactLeading": compactLeading
        case "compactTrailing": compactTrailing
        case "minimal": minimal
        default: nil
        }
    }
}

extension JSONValue {
    /// This object with `"id": id` added.
    fileprivate func adding(id: String) -> JSONValue {
        guard case .object(var pairs) = self else { return self }
        pairs.append((key: "id", value: .string(id)))
        return .object(pairs)
    }
}
