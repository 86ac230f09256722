// Decoding a modifier: its value has been checked against its descriptor's value kind
// (ModifierDescriptor.swift, the table the JSON Schema is written from), so its decoding
// reads the checked shape and adds the rules that tie its keys together, each reported
// with its JSON path. The decodings too long for a table entry are here. SwiftUI's default
// for an optional argument is applied here when it is a number or a choice; one that
// depends on the colour scheme or the environment (a shadow's colour, a gradient's
// points) is left nil and applied where the style is resolved.

import WidgetCore

extension Modifier {
    /// The modifier `name` with the checked `value`, at `path`; `views` decodes the views
    /// it holds.
    init(name: String, value: JSONValue, at path: String, views: Validator = Validator()) throws(DocumentError) {
        guard let descriptor = ModifierDescriptor.named[name] else {
            throw .invalid(
                path: path,
                message: "unknown modifier \"\(name)\"" + name.suggestion(among: ModifierDescriptor.named.keys))
        }
        for rule in descriptor.rules { try rule.check(value, owner: name, at: path) }
        self.name = name
        self.path = path
        self.value = try descriptor.decode(value, ModifierDescriptor.Site(name: name, path: path, views: views))
    }

    private static func number(_ v: JSONValue?) -> Double? { v?.numberValue }

    private static func string(_ v: JSONValue?) -> String? { v?.stringValue }

    /// `.padding(8)`, `{"edges": …, "length": …}` (16 pt by default, SwiftUI's system
    /// padding in a widget) or `{"top": …, "leading": …, …}`.
    static func padding(_ value: JSONValue, at path: String) throws(DocumentError) -> EdgeInsets {
        let defaultLength = 16.0
        if let n = number(value) { return EdgeInsets(all: n) }
        // One form or the other (the descriptor's rule).
        let perEdge = ["top", "leading", "bottom", "trailing"].filter { value[$0] != nil }
        if !perEdge.isEmpty {
            func n(_ k: String) -> Double { number(value[k]) ?? 0 }
            return EdgeInsets(top: n("top"), leading: n("leading"), bottom: n("bottom"), trailing: n("trailing"))
        }
        let length = number(value["length"]) ?? defaultLength
        var names: [String] = []
        switch value["edges"] {
        case .string(let s): names = [s]
        case .array(let items): names = items.compactMap { string($0) }
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

    /// The keys of a flexible frame (`.frame(minWidth:…maxHeight:)`).
    static let flexibleFrameKeys = [
        "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
    ]

    /// A flexible frame's min ≤ ideal ≤ max (that it is fixed or flexible is its
    /// descriptor's rule; an order between values is not a schema's to say).
    static func frameOrder(_ value: JSONValue, at path: String) throws(DocumentError) {
        for axis in ["Width", "Height"] {
            let numbers = ["min", "ideal", "max"].map { key -> Double? in
                switch value[key + axis] {
                case .number(let n): n
                case .string: .infinity
                default: nil
                }
            }
            let given = numbers.compactMap { $0 }
            if given != given.sorted() {
                throw .invalid(path: path, message: "min\(axis) ≤ ideal\(axis) ≤ max\(axis) must hold")
            }
        }
    }

    /// A named alignment (`center` when absent): a modifier's or a node's `alignment`.
    static func alignment(_ value: JSONValue?) -> Alignment {
        guard let s = string(value) else { return .center }
        return Alignment.named.first { $0.name == s }?.value ?? .center
    }

    static func frame(_ value: JSONValue) -> FrameSpec {
        func n(_ k: String) -> Double? { value[k]?.lengthValue }
        let alignment = alignment(value["alignment"])
        if flexibleFrameKeys.contains(where: { value[$0] != nil }) {
            return .flexible(
                width: FlexibleDimension(min: n("minWidth"), ideal: n("idealWidth"), max: n("maxWidth")),
                height: FlexibleDimension(min: n("minHeight"), ideal: n("idealHeight"), max: n("maxHeight")),
                alignment: alignment)
        }
        return .fixed(width: n("width"), height: n("height"), alignment: alignment)
    }

    /// `background` / `overlay`: a view, `{"style", "in": SHAPE}` (the shape filled with
    /// the style, SwiftUI's background style, the system background, when none is given),
    /// `{"content", "alignment"}` (whose content is any of these, placed at the innermost
    /// alignment given), or a style.
    static func decoration(
        _ value: JSONValue, at path: String, alignment: Alignment = .center, views: Validator
    ) throws(DocumentError) -> Decoration {
        if value["type"] != nil { return .view(try views.view(value, at: path), alignment: alignment) }
        if let written = value["in"] {
            // The shape as written (a fill of its own is checked, and replaced by the style).
            var shape = try views.shape(written, at: path + ".in")
            let style = Template.unmarked(value["style"] ?? .string("systemBackground"))
            if case .shape(var filled) = shape.content {
                filled.fill = try StyleDecoder.decodeStyle(style, at: path + ".style")
                shape.content = .shape(filled)
            }
            return .view(shape, alignment: alignment)
        }
        if let content = value["content"] {
            let given = value["alignment"].map { Self.alignment(Template.unmarked($0)) } ?? alignment
            return try decoration(content, at: path + ".content", alignment: given, views: views)
        }
        let style = Template.unmarked(value)
        return .style(try StyleDecoder.decodeStyle(style, at: path), path: path, alignment: alignment)
    }

    /// A font: its checks are the descriptor's rules, which run before it.
    static func font(_ value: JSONValue) -> FontSpec {
        if let name = string(value) { return .textStyle(name) }
        let weight = string(value["weight"]).flatMap(FontWeight.init(rawValue:))
        if let family = string(value["family"]) {
            // `.custom(_:size:relativeTo:)`: scales with Dynamic Type as its text style
            // does (body unless named), unless `fixedSize` (`.custom(_:fixedSize:)`).
            // With its size; and relativeTo and fixedSize only here, a system font with a
            // size or a style (the descriptor's rules).
            return .custom(
                family: family, size: number(value["size"]) ?? 17, weight: weight,
                relativeTo: string(value["relativeTo"]) ?? "body", fixedSize: value["fixedSize"] == .bool(true))
        }
        let style = string(value["style"]), size = number(value["size"])
        return .system(
            style: style, size: size, weight: weight,
            design: string(value["design"]).flatMap(FontDesign.init(rawValue:)))
    }

    static func environment(_ value: JSONValue, at path: String) throws(DocumentError) -> EnvironmentSpec {
        var spec = EnvironmentSpec()
        spec.colorScheme = string(value["colorScheme"]).flatMap(ColorScheme.init(rawValue:))
        spec.locale = string(value["locale"])
        if let s = string(value["timeZone"]) {
            guard let offset = utcOffset(s) else {
                throw .invalid(
                    path: path + ".timeZone",
                    message:
                        "expected a UTC offset such as \"+08:00\", \"-05:00\" or \"UTC\", found \"\(s.escapedForMessages)\""
                )
            }
            spec.timeZoneOffset = offset
        }
        spec.dynamicTypeSize = string(value["dynamicTypeSize"]).flatMap(DynamicTypeSize.init(rawValue:))
        return spec
    }

    /// Seconds east of UTC for `"+08:00"`, `"-0530"`, `"Z"`, `"UTC"` or `"GMT"`.
    private static func utcOffset(_ s: String) -> Int? {
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
}
