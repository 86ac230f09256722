// Resolve: a validated view node (JSON) → the layout stage's view tree.
//
// Environment values (font, foreground style, line limit, …) flow from outer modifiers
// to inner ones, the innermost winning, exactly as SwiftUI's environment does. Because
// modifiers are listed innermost first, the content of a view sees the inherited
// environment updated by the modifiers from the last to the first; a background or
// overlay at position i sees only the modifiers outside it (i + 1 …).
// Layout modifiers stay in order on the node. Anything valid that the renderer cannot
// draw yet is reported as `unsupported`, naming it, never dropped.

import WidgetCore
import WidgetDevices
import WidgetLayout

/// Turns validated view JSON into a view tree for one color scheme.
public struct Resolver: Sendable {
    public var scheme: ColorScheme
    /// A Dynamic Type size (`xSmall` … `accessibility5`); text styles scale with it,
    /// `.system(size:)` fonts do not.
    public var dynamicTypeSize: String

    /// "Now" for date-styled text: the entry's date, seconds since 1970 UTC.
    public var now: Double
    /// The UTC offset, in seconds, in which date-styled text shows clock times.
    public var timeZoneOffset: Int
    /// The locale of date-styled text (`en_US`, `zh_CN`, …).
    public var locale: String
    /// The iOS version whose formats date text follows (17 and later: a narrow no-break
    /// space before AM/PM).
    public var os: Int
    /// The pixel size of every image the document names, by source path.
    public var imageSizes: [String: Size]
    /// Resolve the whole view as `.redacted(reason: .placeholder)` (the placeholder variant).
    public var redacted = false
    /// Resolve as `.redacted(reason: .privacy)`: `privacySensitive` content is redacted.
    public var privacy = false
    /// The family the view is drawn in (nil: a bare canvas): where `AccessoryWidgetBackground`
    /// shows.
    public var family: WidgetFamily?

    public init(
        scheme: ColorScheme, dynamicTypeSize: String = "large", now: Double = 1_767_225_600, timeZoneOffset: Int = 0,
        locale: String = "en_US", os: Int = 18, imageSizes: [String: Size] = [:]
    ) {
        self.imageSizes = imageSizes
        self.scheme = scheme
        self.dynamicTypeSize = dynamicTypeSize
        self.now = now
        self.timeZoneOffset = timeZoneOffset
        self.locale = locale
        self.os = os
    }

    /// The inherited values a view sees.
    struct Environment {
        var font: FontDescriptor = .body
        /// The text style `font` came from (nil: a fixed size), so that a Dynamic Type size
        /// set by `environment` inside can scale it again.
        var fontStyleName: String? = "body"
        var weightOverride: FontWeight?
        var foreground: Style?
        /// The foreground without a hierarchical level (`.secondary` … `.quaternary` keep
        /// the one around them): what placeholders are drawn in.
        var foregroundBase: Style?
        /// The secondary and tertiary levels set with the primary by
        /// `foregroundStyle(_:_:)` / `(_:_:_:)` (an array of styles): what `.secondary` and
        /// `.tertiary` and a symbol's secondary layer are drawn in, instead of fading the
        /// primary.
        var foregroundLevels: [Style] = []
        /// `symbolRenderingMode`: monochrome, hierarchical, palette or multicolor; nil when
        /// none is set (monochrome, or palette where `foregroundStyle` gave levels).
        var symbolRenderingMode: String?
        /// `symbolVariant`: SF's suffixes added to symbol names inside (`fill`, `circle.fill`…).
        var symbolVariant: String?
        var lineLimit: Int?
        var lineSpacing = 0.0
        var multilineAlignment = 0.0
        var truncationMode = TruncationMode.tail
        var minimumScaleFactor = 1.0
        var allowsTightening = false
        var textCase: String?
        var italic = false
        var monospacedDigits = false
        /// `.smallCaps()`: lowercase letters as small capitals.
        var smallCaps = false
        /// `.tracking` / `.kerning`, points after each character.
        var tracking = 0.0
        /// `.imageScale` for SF Symbols: small, medium or large.
        var imageScale: String?
        var underline: TextLine?
        var strikethrough: TextLine?
        var stackAxis: Axis?
        /// `.tint`: controls' accent (nil: the accent color).
        var tint: Style?
        /// Under `.redacted(reason: .placeholder)` (and not `unredacted`).
        var redacted = false
    }

    /// An underline or strikethrough: in the text's color, or in a style of its own.
    enum TextLine {
        case foreground
        case style(Style)

        func style(foreground: Style) -> Style {
            switch self {
            case .foreground: foreground
            case .style(let s): s
            }
        }
    }

    /// The view tree of `node` at `path`.
    public func resolve(_ node: JSONValue, at path: String) throws(DocumentError) -> ViewNode {
        var environment = Environment()
        environment.font = textStyle("body") ?? .body
        environment.redacted = redacted
        return try resolve(node, at: path, environment: environment)
    }

    func resolve(_ node: JSONValue, at path: String, environment inherited: Environment) throws(DocumentError)
        -> ViewNode
    {
        // `.environment(\.colorScheme, .dark)` and its kin: the view and everything in it
        // are resolved as under those values.
        guard case .array(let items) = node["modifiers"] ?? .null,
            items.contains(where: { $0["environment"] != nil })
        else { return try resolveNode(node, at: path, environment: inherited) }
        var r = self, e = inherited
        // Outermost first, so an inner `environment` wins, as in SwiftUI.
        for (index, item) in items.enumerated().reversed() {
            guard let values = item["environment"] else { continue }
            try r.applyEnvironment(values, at: "\(path).modifiers[\(index)].environment", to: &e)
        }
        return try r.resolveNode(node, at: path, environment: e)
    }

    /// An `environment` modifier's values, applied to this resolver and to `e`.
    mutating func applyEnvironment(_ values: JSONValue, at path: String, to e: inout Environment) throws(DocumentError)
    {
        if case .string(let s) = values["colorScheme"] ?? .null { scheme = ColorScheme(rawValue: s) ?? scheme }
        if case .string(let s) = values["locale"] ?? .null { locale = s }
        if case .string(let s) = values["timeZone"] ?? .null {
            guard let offset = Self.utcOffset(s) else {
                throw .invalid(
                    path: path + ".timeZone",
                    message:
                        "expected a UTC offset such as \"+08:00\", \"-05:00\" or \"UTC\", found \"\(s.escapedForMessages)\""
                )
            }
            timeZoneOffset = offset
        }
        if case .string(let s) = values["dynamicTypeSize"] ?? .null {
            dynamicTypeSize = s
            if let name = e.fontStyleName, let scaled = textStyle(name) {
                e.font.size = scaled.size
            }
        }
    }

    /// Seconds east of UTC for `"+08:00"`, `"-0530"`, `"Z"`, `"UTC"` or `"GMT"`.
    static func utcOffset(_ s: String) -> Int? {
        if ["Z", "UTC", "GMT"].contains(s) { return 0 }
        let scalars = Array(s.unicodeScalars)
        guard scalars.count == 6 || scalars.count == 5, scalars[0] == "+" || scalars[0] == "-" else { return nil }
        let digits = scalars.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy({ ("0"..."9").contains($0) }),
            scalars.count == 5 || scalars[3] == ":"
        else { return nil }
        let n = digits.map { Int($0.value) - 48 }
        let hours = n[0] * 10 + n[1], minutes = n[2] * 10 + n[3]
        guard hours <= 14, minutes < 60 else { return nil }
        return (scalars[0] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    private func resolveNode(_ node: JSONValue, at path: String, environment inherited: Environment)
        throws(DocumentError) -> ViewNode
    {
        guard case .string(let type) = node["type"] ?? .null else {
            throw .invalid(path: path, message: "a view node needs \"type\"")
        }
        var modifierList: [(name: String, value: JSONValue, path: String)] = []
        if case .array(let items) = node["modifiers"] ?? .null {
            for (i, item) in items.enumerated() {
                if case .object(let pairs) = item, let (name, value) = pairs.first {
                    modifierList.append((name, value, "\(path).modifiers[\(i)].\(name)"))
                }
            }
        }
        // Environment seen at each position: env[i] = inherited + modifiers i..<n, innermost last.
        var environments = [Environment](repeating: inherited, count: modifierList.count + 1)
        for i in stride(from: modifierList.count - 1, through: 0, by: -1) {
            var e = environments[i + 1]
            try apply(modifierList[i], to: &e)
            environments[i] = e
        }
        let environment = environments[0]
        var layoutModifiers: [LayoutModifier] = []
        // A bare Spacer has layout priority −∞ in SwiftUI, so stacks size it last and the
        // other children share the space left after its minimum length; an explicit
        // `layoutPriority` on it replaces that.
        var priority = type == "Spacer" ? -Double.infinity : 0
        for (i, m) in modifierList.enumerated() {
            let outside = environments[i + 1]
            switch m.name {
            // A widget's view has no safe area of its own: `safeAreaPadding` pads it as
            // `padding` does, and `ignoresSafeArea` changes nothing.
            case "padding", "safeAreaPadding": layoutModifiers.append(.padding(try padding(m.value, at: m.path)))
            case "containerShape":
                guard case .string(let shapeType) = m.value["type"] ?? .null else { break }
                layoutModifiers.append(.effect(.containerShape(try shapeKind(shapeType, m.value, at: m.path))))
            case "frame": layoutModifiers.append(.frame(frame(m.value)))
            case "background", "overlay":
                let (view, alignment) = try decoration(m.value, at: m.path, environment: outside)
                layoutModifiers.append(
                    m.name == "background"
                        ? .background(view, alignment: alignment) : .overlay(view, alignment: alignment))
            case "layoutPriority":
                if case .number(let n) = m.value { priority = n }
            case "fixedSize":
                if m.value == .bool(true) {
                    layoutModifiers.append(.fixedSize(horizontal: true, vertical: true))
                } else {
                    layoutModifiers.append(
                        .fixedSize(
                            horizontal: m.value["horizontal"] == .bool(true),
                            vertical: m.value["vertical"] == .bool(true)))
                }
            case "resizable" where type != "Image":
                throw .invalid(path: m.path, message: "resizable applies to an Image only")
            case "aspectRatio":
                let ratio: Double? = if case .number(let r) = m.value["ratio"] ?? .null { r } else { nil }
                let mode: ContentMode = m.value["contentMode"] == .string("fill") ? .fill : .fit
                layoutModifiers.append(.aspectRatio(ratio, mode))
            case "scaledToFit": layoutModifiers.append(.aspectRatio(nil, .fit))
            case "scaledToFill": layoutModifiers.append(.aspectRatio(nil, .fill))
            case "clipped": layoutModifiers.append(.effect(.clipped))
            case "opacity":
                if case .number(let o) = m.value { layoutModifiers.append(.effect(.opacity(o))) }
            case "widgetAccentable":
                if m.value != .bool(false) { layoutModifiers.append(.effect(.widgetAccentable)) }
            case "blendMode":
                if case .string(let name) = m.value, let mode = BlendMode(rawValue: name) {
                    layoutModifiers.append(.effect(.blendMode(mode)))
                }
            case "cornerRadius":
                // SwiftUI's cornerRadius clips to a RoundedRectangle of the default (circular) style.
                if case .number(let r) = m.value {
                    layoutModifiers.append(.effect(.clipShape(.roundedRectangle(radius: r, style: .circular))))
                }
            case "clipShape":
                guard case .string(let shapeType) = m.value["type"] ?? .null,
                    ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape"]
                        .contains(
                            shapeType)
                else {
                    throw .unsupported(path: m.path, feature: "this clip shape")
                }
                layoutModifiers.append(.effect(.clipShape(try shapeKind(shapeType, m.value, at: m.path))))
            case "rotationEffect":
                var degrees = 0.0
                var anchor = UnitPoint(x: 0.5, y: 0.5)
                if case .number(let d) = m.value {
                    degrees = d
                } else {
                    if case .number(let d) = m.value["degrees"] ?? .null { degrees = d }
                    anchor = StyleDecoder.unitPoint(m.value["anchor"], default: anchor)
                }
                layoutModifiers.append(.effect(.transform(degrees: degrees, scaleX: 1, scaleY: 1, anchor: anchor)))
            case "scaleEffect":
                var sx = 1.0, sy = 1.0
                var anchor = UnitPoint(x: 0.5, y: 0.5)
                if case .number(let s) = m.value {
                    (sx, sy) = (s, s)
                } else {
                    if case .number(let x) = m.value["x"] ?? .null { sx = x }
                    if case .number(let y) = m.value["y"] ?? .null { sy = y }
                    anchor = StyleDecoder.unitPoint(m.value["anchor"], default: anchor)
                }
                layoutModifiers.append(.effect(.transform(degrees: 0, scaleX: sx, scaleY: sy, anchor: anchor)))
            case "shadow":
                // SwiftUI's default shadow color: black at 33 % opacity.
                let color =
                    try m.value["color"].map { v throws(DocumentError) in
                        try StyleDecoder.color(v, at: m.path + ".color", scheme: scheme)
                    } ?? Color(r: 0, g: 0, b: 0, alpha: 0.33)
                func n(_ k: String) -> Double { if case .number(let v) = m.value[k] ?? .null { v } else { 0 } }
                layoutModifiers.append(.effect(.shadow(color: color, radius: n("radius"), x: n("x"), y: n("y"))))
            case "mask":
                var e = outside
                e.stackAxis = nil
                layoutModifiers.append(.mask(try resolve(m.value, at: m.path, environment: e), alignment: .center))
            case "relativeFrame":
                func n(_ k: String) -> Double? { if case .number(let v) = m.value[k] ?? .null { v } else { nil } }
                layoutModifiers.append(
                    .relativeFrame(
                        width: n("width"), height: n("height"), alignment: Self.alignment(m.value["alignment"])))
            case "containerRelativeFrame":
                func n(_ k: String) -> Double? { if case .number(let v) = m.value[k] ?? .null { v } else { nil } }
                let axes: String = if case .string(let a) = m.value["axes"] ?? .null { a } else { "both" }
                layoutModifiers.append(
                    .containerRelativeFrame(
                        ContainerRelativeFrame(
                            horizontal: axes != "vertical", vertical: axes != "horizontal",
                            count: Int(n("count") ?? 1), span: Int(n("span") ?? 1), spacing: n("spacing") ?? 0,
                            alignment: Self.alignment(m.value["alignment"]))))
            case "offset":
                func n(_ k: String) -> Double { if case .number(let v) = m.value[k] ?? .null { v } else { 0 } }
                layoutModifiers.append(.offset(x: n("x"), y: n("y")))
            case _ where Self.chartModifiers.contains(m.name) && type != "Chart":
                throw .invalid(path: m.path, message: "\(m.name) applies to a Chart only")
            case "border":
                layoutModifiers.append(
                    .overlay(try border(m.value, at: m.path, environment: outside), alignment: .center))
            default:
                if let effect = try drawingEffect(m) { layoutModifiers.append(.effect(effect)) }
            }
        }
        let content = try self.content(type: type, node, at: path, environment: environment)
        let id: String? = if case .string(let s) = node["id"] ?? .null { s } else { nil }
        var annotations: [(key: String, value: String)] = []
        if type == "Link", case .string(let url) = node["destination"] ?? .null {
            annotations.append(("destination", url))
        }
        if case .string(let origin) = node[Template.originKey] ?? .null { annotations.append(("data", origin)) }
        for m in modifierList where m.name == "widgetURL" {
            if case .string(let url) = m.value { annotations.append(("widgetURL", url)) }
        }
        return ViewNode(
            content: content, modifiers: layoutModifiers, id: id, typeName: type, path: path, layoutPriority: priority,
            annotations: annotations)
    }

    /// Environment modifiers update `e`; layout modifiers pass; the rest are not drawn yet.
    func apply(_ m: (name: String, value: JSONValue, path: String), to e: inout Environment)
        throws(DocumentError)
    {
        switch m.name {
        case "padding", "frame", "background", "overlay", "layoutPriority", "widgetURL", "invalidatableContent",
            "contentTransition", "fixedSize", "offset", "aspectRatio", "scaledToFit", "scaledToFill", "clipped",
            "relativeFrame", "containerRelativeFrame", "gridCellColumns", "resizable", "opacity", "blendMode",
            "cornerRadius",
            "clipShape", "mask", "shadow", "widgetAccentable", "rotationEffect", "scaleEffect", "border",
            "safeAreaPadding", "ignoresSafeArea", "containerShape", "environment":
            break
        case _
        where FormatSchema.drawingEffects.contains(m.name) || FormatSchema.accessibility.contains(m.name)
            || Self.chartModifiers.contains(m.name):
            // Drawing effects are read in `resolve`; accessibility changes nothing drawn.
            break
        case "foregroundStyle", "foregroundColor":
            if case .array(let styles) = m.value {
                // `foregroundStyle(_:_:)` / `(_:_:_:)`: the primary, secondary (and tertiary)
                // levels, each read as a single style would be, inside the levels around.
                var resolved: [Style] = []
                for (i, style) in styles.enumerated() {
                    resolved.append(try foregroundStyle(style, at: "\(m.path)[\(i)]", inside: e))
                }
                e.foreground = resolved.first
                e.foregroundBase = resolved.first
                e.foregroundLevels = Array(resolved.dropFirst())
            } else {
                e.foreground = try foregroundStyle(m.value, at: m.path, inside: e)
                // A level keeps the styles around it; any other style replaces them.
                let level =
                    StyleDecoder.isHierarchicalLevel(m.value)
                    || (m.value == .string("primary") && !e.foregroundLevels.isEmpty)
                if !level {
                    e.foregroundBase = e.foreground
                    e.foregroundLevels = []
                }
            }
        case "font":
            e.font = try font(m.value, at: m.path)
            e.fontStyleName = if case .string(let name) = m.value, textStyle(name) != nil { name } else { nil }
        case "fontWeight":
            if case .string(let s) = m.value { e.weightOverride = FontWeight(rawValue: s) }
        case "bold":
            e.weightOverride = .bold
        case "lineLimit":
            if case .number(let n) = m.value { e.lineLimit = Int(n) } else { e.lineLimit = nil }
        case "lineSpacing":
            if case .number(let n) = m.value { e.lineSpacing = n }
        case "multilineTextAlignment":
            if case .string(let s) = m.value { e.multilineAlignment = HorizontalAlignment(rawValue: s)?.fraction ?? 0 }
        case "truncationMode":
            if case .string(let s) = m.value { e.truncationMode = TruncationMode(rawValue: s) ?? .tail }
        case "allowsTightening":
            e.allowsTightening = m.value == .bool(true)
        case "minimumScaleFactor":
            if case .number(let n) = m.value { e.minimumScaleFactor = n }
        case "tint":
            e.tint = try StyleDecoder.resolve(m.value, at: m.path, scheme: scheme)
        case "redacted":
            e.redacted = true
        case "unredacted":
            e.redacted = false
        case "privacySensitive":
            if privacy { e.redacted = true }
        case "textCase":
            if case .string(let s) = m.value { e.textCase = s }
        case "imageScale":
            if case .string(let s) = m.value { e.imageScale = s }
        case "symbolRenderingMode":
            if case .string(let mode) = m.value { e.symbolRenderingMode = mode }
        case "symbolVariant":
            // Nested variants add up (`.fill` inside `.circle` is `.circle.fill`); `none`
            // changes nothing, as SwiftUI's `symbolVariant(.none)`.
            if case .string(let variant) = m.value, variant != "none" {
                e.symbolVariant = SymbolCatalog.combining(e.symbolVariant, variant)
            }
        case "italic":
            e.italic = true
        case "monospacedDigit":
            e.monospacedDigits = true
        case "smallCaps":
            e.smallCaps = true
        case "kerning", "tracking":
            if case .number(let n) = m.value { e.tracking = n }
        case "underline", "strikethrough":
            // `true`: in the text's foreground (known when the text is made); a style: that.
            let line: TextLine =
                m.value == .bool(true)
                ? .foreground : .style(try StyleDecoder.resolve(m.value, at: m.path, scheme: scheme))
            if m.name == "underline" { e.underline = line } else { e.strikethrough = line }
        default:
            throw .unsupported(path: m.path, feature: "the modifier \"\(m.name)\"")
        }
    }

    /// The style one `foregroundStyle` value gives inside `e`: `tint` is the tint set around
    /// the view; `.primary`, `.secondary` and `.tertiary` are the levels set around it by
    /// `foregroundStyle(_:_:)`, or else the foreground around it faded (HIER in
    /// docs/sources.md), or else the system's label colors; any other style is itself.
    func foregroundStyle(_ value: JSONValue, at path: String, inside e: Environment) throws(DocumentError) -> Style {
        if value == .string("tint"), let tint = e.tint { return tint }
        if value == .string("primary"), !e.foregroundLevels.isEmpty, let primary = e.foregroundBase { return primary }
        if let index = StyleDecoder.hierarchicalLevel(value), index <= e.foregroundLevels.count {
            return e.foregroundLevels[index - 1]
        }
        if let level = StyleDecoder.hierarchicalOpacity(value, scheme: scheme), let base = e.foregroundBase {
            return base.withOpacity(level)
        }
        return try StyleDecoder.resolve(value, at: path, scheme: scheme)
    }

    /// A text style at this resolver's Dynamic Type size.
    func textStyle(_ name: String) -> FontDescriptor? {
        TextStyleTable.font(name, dynamicTypeSize: dynamicTypeSize)
    }

    private func font(_ value: JSONValue, at path: String) throws(DocumentError) -> FontDescriptor {
        if case .string(let name) = value, let style = textStyle(name) { return style }
        if case .string(let family) = value["family"] ?? .null {
            // `.custom(_:size:relativeTo:)`: scales with Dynamic Type as its text style
            // does (body unless named), unless `fixedSize` (`.custom(_:fixedSize:)`).
            guard case .number(let size) = value["size"] ?? .null else {
                throw .invalid(path: path, message: "a font with \"family\" needs \"size\" (.custom(_:size:))")
            }
            var scale = 1.0
            if value["fixedSize"] != .bool(true) {
                let styleName: String = if case .string(let s) = value["relativeTo"] ?? .null { s } else { "body" }
                if let style = TextStyleTable.styles[styleName],
                    let index = FormatSchema.dynamicTypeSizes.firstIndex(
                        of: dynamicTypeSize)
                {
                    scale = style.sizes[index] / style.sizes[3]
                }
            }
            var descriptor = FontDescriptor(size: size * scale, weight: .regular, family: family)
            if case .string(let w) = value["weight"] ?? .null, let weight = FontWeight(rawValue: w) {
                descriptor.weight = weight
            }
            return descriptor
        }
        for key in ["relativeTo", "fixedSize"] where value[key] != nil {
            throw .invalid(path: path + "." + key, message: "\"\(key)\" goes with \"family\" (a custom font)")
        }
        var descriptor = FontDescriptor.body
        if case .string(let name) = value["style"] ?? .null, let style = textStyle(name) {
            descriptor = style
        } else if case .number(let size) = value["size"] ?? .null {
            descriptor = FontDescriptor(size: size, weight: .regular)
        } else {
            throw .invalid(
                path: path, message: "a font object needs \"size\" (.system(size:)) or \"style\" (.system(.title))")
        }
        if case .string(let w) = value["weight"] ?? .null, let weight = FontWeight(rawValue: w) {
            descriptor.weight = weight
        }
        if case .string(let d) = value["design"] ?? .null, let design = FontDesign(rawValue: d) {
            descriptor.design = design
        }
        return descriptor
    }

    private func padding(_ value: JSONValue, at path: String) throws(DocumentError) -> EdgeInsets {
        let defaultLength = 16.0
        if case .number(let n) = value { return EdgeInsets(all: n) }
        let perEdge = ["top", "leading", "bottom", "trailing"].filter { value[$0] != nil }
        let edgesForm = ["edges", "length"].filter { value[$0] != nil }
        if !perEdge.isEmpty && !edgesForm.isEmpty {
            throw .invalid(
                path: path,
                message:
                    "use either {\"edges\", \"length\"} or {\"top\", \"leading\", \"bottom\", \"trailing\"}, not both")
        }
        if !perEdge.isEmpty {
            func n(_ k: String) -> Double { if case .number(let v) = value[k] ?? .null { v } else { 0 } }
            return EdgeInsets(top: n("top"), leading: n("leading"), bottom: n("bottom"), trailing: n("trailing"))
        }
        let length: Double = if case .number(let v) = value["length"] ?? .null { v } else { defaultLength }
        var names: [String] = []
        switch value["edges"] {
        case .string(let s): names = [s]
        case .array(let items): names = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
        default: names = ["all"]
        }
        var insets = EdgeInsets()
        for name in names {
            if ["all", "vertical", "top"].contains(name) { insets.top = length }
            if ["all", "vertical", "bottom"].contains(name) { insets.bottom = length }
            if ["all", "horizontal", "leading"].contains(name) { insets.leading = length }
            if ["all", "horizontal", "trailing"].contains(name) { insets.trailing = length }
        }
        return insets
    }

    static func alignment(_ value: JSONValue?) -> Alignment {
        guard case .string(let s) = value ?? .null else { return .center }
        return Alignment.named.first { $0.name == s }?.value ?? .center
    }

    private func frame(_ value: JSONValue) -> FrameSpec {
        func n(_ k: String) -> Double? {
            switch value[k] {
            case .number(let v): v
            case .string("infinity"): .infinity
            default: nil
            }
        }
        let alignment = Self.alignment(value["alignment"])
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        if flexibleKeys.contains(where: { value[$0] != nil }) {
            return .flexible(
                width: FlexibleDimension(min: n("minWidth"), ideal: n("idealWidth"), max: n("maxWidth")),
                height: FlexibleDimension(min: n("minHeight"), ideal: n("idealHeight"), max: n("maxHeight")),
                alignment: alignment)
        }
        return .fixed(width: n("width"), height: n("height"), alignment: alignment)
    }

    private func decoration(_ value: JSONValue, at path: String, environment: Environment) throws(DocumentError)
        -> (ViewNode, Alignment)
    {
        var content = value
        var contentPath = path
        var alignment = Alignment.center
        if value["type"] == nil, case .object(var shape)? = value["in"] {
            // `.background(style, in: shape)`: the shape filled with the style (SwiftUI's
            // background style, the system background, when none is given).
            shape.removeAll { $0.key == "fill" }
            shape.append(("fill", value["style"] ?? .string("systemBackground")))
            content = .object(shape)
            contentPath = path + ".in"
        } else if value["type"] == nil, let c = value["content"] {
            content = c
            contentPath = path + ".content"
            alignment = Self.alignment(value["alignment"])
        }
        var e = environment
        e.stackAxis = nil
        if content["type"] != nil {
            return (try resolve(content, at: contentPath, environment: e), alignment)
        }
        let style = try StyleDecoder.resolve(content, at: contentPath, scheme: scheme)
        return (ViewNode(content: .fill(style), typeName: "Color", path: contentPath), alignment)
    }
}
