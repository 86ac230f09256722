// Checks a document's views against FormatSchema and decodes them in the same walk
// (`view` returns the `ViewSpec`), reporting the first problem with its JSON path. Runs
// before resolving, so every part of the format is checked even where the renderer cannot
// draw it yet. `check` checks one value against a `ValueKind`; a kind that holds views
// (`holdsViews`) is checked only for its shape there, its views being decoded (and so
// checked) by `view` where they are read, so that each is read once.

struct Validator {
    typealias Error = DocumentError

    /// A format 1.1 document, whose templates are expanded: `If` nodes stay in its tree.
    var templated = false

    /// A view node, checked and decoded: an object with a known `type`, that type's keys,
    /// `id` and `modifiers` (ViewSpec+Decoding.swift decodes its content).
    func view(_ value: JSONValue, at path: String) throws(Error) -> ViewSpec {
        if let (inner, origin) = Template.origin(of: value) {
            do { return try view(inner, at: path) } catch { throw error.from(origin) }
        }
        if case .object(var pairs) = value, let mark = pairs.firstIndex(where: { $0.key == Template.componentKey }) {
            guard case .string(let text) = pairs.remove(at: mark).value else {
                return try view(.object(pairs), at: path)
            }
            do { return try view(.object(pairs), at: path) } catch { throw error.inComponent(text, at: path) }
        }
        if case .object(var pairs) = value, let at = pairs.firstIndex(where: { $0.key == Template.chartMarksKey }) {
            guard case .array(let origins) = pairs.remove(at: at).value else {
                return try view(.object(pairs), at: path)
            }
            do { return try view(.object(pairs), at: path) } catch { throw error.inChartMark(origins, chart: path) }
        }
        guard case .object(let pairs) = value else {
            throw .invalid(
                path: path, message: "expected a view node (an object with \"type\"), found \(value.kindDescription)")
        }
        // Format 1.1's `If` (its condition was checked when the templates were expanded).
        if value["type"] == .string("If") {
            guard templated else {
                throw .invalid(path: path + ".type", message: "\"If\" is format 1.1's: write \"version\": 1.1")
            }
            let then = try value["then"].map { v throws(Error) in try view(v, at: path + ".then") }
            let otherwise = try value["else"].map { v throws(Error) in try view(v, at: path + ".else") }
            let condition = TemplateCondition(Template.unmarked(value["condition"] ?? .null))
            return ViewSpec(type: "If", path: path, content: .conditional(condition, then: then, else: otherwise))
        }
        guard let typeValue = value["type"].map(Template.unmarked) else {
            throw .invalid(path: path, message: "a view node needs \"type\" (one of \(Self.typeList))")
        }
        guard case .string(let type) = typeValue else {
            throw .invalid(
                path: path + ".type",
                message:
                    "expected the name of a view type (one of \(Self.typeList)), found \(typeValue.kindDescription)")
        }
        guard let keys = FormatSchema.nodes[type] else {
            throw .invalid(
                path: path + ".type",
                message:
                    "unknown view type \"\(type.escapedForMessages)\"\(type.suggestion(among: FormatSchema.nodes.keys)); expected one of \(Self.typeList)"
            )
        }
        var modifiers: [Modifier] = []
        var id: String?
        var origin: String?
        // The node's own keys, for its content: scalars without their markers; the views
        // it holds as they are (decoded with their markers as the content is read).
        var own: [(key: String, value: JSONValue)] = []
        for (key, member) in pairs {
            let memberPath = path + "." + key
            switch key {
            case "type": continue
            case Template.originKey:
                if case .string(let s) = member { origin = s }
            case "id":
                try check(member, .string, at: memberPath)
                if case .string(let s) = Template.unmarked(member) { id = s }
            case "modifiers": modifiers = try self.modifiers(member, at: memberPath)
            default:
                guard let kind = keys[key] else {
                    let allowed = (["id", "modifiers"] + keys.keys.sorted()).joined(separator: ", ")
                    throw .invalid(
                        path: memberPath, message: "unknown key \"\(key)\" for \(type); allowed keys: \(allowed)")
                }
                try check(member, kind, at: memberPath)
                own.append((key, kind.holdsViews ? member : Template.unmarked(member)))
            }
        }
        for key in (FormatSchema.requiredKeys[type] ?? []).sorted() where value[key] == nil {
            throw .invalid(path: path, message: "\(type) needs \"\(key)\"")
        }
        let node = JSONValue.object(own)
        try nodeRules(type: type, node, at: path)
        return ViewSpec(
            type: type, path: path, content: try content(type, node, at: path), modifiers: modifiers, id: id,
            origin: origin)
    }

    /// Rules that tie keys together: the type's `KeyRule`s, then what a schema cannot say
    /// (a timer's interval runs forward).
    private func nodeRules(type: String, _ value: JSONValue, at path: String) throws(Error) {
        for rule in NodeContent.rules[type] ?? [] { try rule.check(value, owner: type, at: path) }
        if type == "Text" || type == "ProgressView" { try Self.timerIntervalOrder(value, at: path) }
    }

    /// A `timerInterval`'s `from` must not come after its `to` (a `ClosedRange` cannot).
    static func timerIntervalOrder(_ value: JSONValue, at path: String) throws(Error) {
        guard let interval = value["timerInterval"], case .string(let from) = interval["from"] ?? .null,
            case .string(let to) = interval["to"] ?? .null, let a = ISODate.parse(from), let b = ISODate.parse(to)
        else { return }
        if a > b {
            throw .invalid(
                path: path + ".timerInterval",
                message: "\"from\" (\(from)) comes after \"to\" (\(to)); a timer's interval runs forward")
        }
    }

    /// No length, size or other number in an entry may be larger than this: it keeps
    /// every later computation finite and every pixel count representable.
    static let largestNumber = 100_000.0

    static var typeList: String {
        FormatSchema.nodes.keys.filter { $0 != "GridRow" }.sorted().joined(separator: ", ")
    }

    /// A node's modifiers, checked against FormatSchema.modifiers and decoded.
    private func modifiers(_ value: JSONValue, at path: String) throws(Error) -> [Modifier] {
        guard case .array(let items) = value else {
            throw .invalid(path: path, message: "expected an array of modifiers, found \(value.kindDescription)")
        }
        var list: [Modifier] = []
        list.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard case .object(let pairs) = item, pairs.count == 1, let (name, argument) = pairs.first else {
                throw .invalid(
                    path: itemPath,
                    message:
                        "expected an object with exactly one key, the modifier's name (for example {\"padding\": 8}), found \(item.kindDescription)"
                        + (Self.memberCount(item).map { " with \($0) keys" } ?? ""))
            }
            guard let kind = FormatSchema.modifiers[name] else {
                throw .invalid(
                    path: itemPath + "." + name,
                    message: "unknown modifier \"\(name)\"" + name.suggestion(among: FormatSchema.modifiers.keys))
            }
            try check(argument, kind, at: itemPath + "." + name)
            // The rules that tie a modifier's keys together are its decoding's; the views
            // it holds are decoded by this validator, with their markers.
            let plain = kind.holdsViews ? argument : Template.unmarked(argument)
            list.append(try Modifier(name: name, value: plain, at: itemPath + "." + name, views: self))
        }
        return list
    }

    /// A shape node (`clipShape`, `containerShape`, a decoration's `in`), decoded.
    func shape(_ value: JSONValue, at path: String) throws(Error) -> ViewSpec {
        let shape = try view(value, at: path)
        if !FormatSchema.shapeTypes.contains(shape.type) {
            throw .invalid(
                path: path + ".type",
                message:
                    "expected a shape (\(FormatSchema.shapeTypes.sorted().joined(separator: ", "))), found \"\(shape.type)\""
            )
        }
        return shape
    }

    private static func memberCount(_ v: JSONValue) -> Int? {
        if case .object(let p) = v { return p.count }
        return nil
    }

    /// Checks `value` against `kind`.
    func check(_ value: JSONValue, _ kind: ValueKind, at path: String) throws(Error) {
        if let (inner, origin) = Template.origin(of: value) {
            do { try check(inner, kind, at: path) } catch { throw error.from(origin) }
            return
        }
        switch kind {
        case .number(let lo, let hi, let exclusiveMin):
            guard case .number(let n) = value else { throw mismatch(value, kind, path) }
            // Two explicit bounds replace the general one (a Text's value, a chart's values).
            if abs(n) > Self.largestNumber && (lo == nil || hi == nil) {
                throw .invalid(
                    path: path,
                    message:
                        "the number \(DocumentError.format(n)) is out of range; numbers in an entry stay within ±\(DocumentError.format(Self.largestNumber))"
                )
            }
            if let lo, exclusiveMin ? n <= lo : n < lo { throw mismatch(value, kind, path) }
            if let hi, n > hi { throw mismatch(value, kind, path) }
        case .integer(let lo, let hi):
            guard case .number(let n) = value, n == n.rounded(), n >= Double(lo),
                n <= Double(hi ?? Int(Self.largestNumber))
            else { throw mismatch(value, kind, path) }
        case .string:
            guard case .string = value else { throw mismatch(value, kind, path) }
        case .locale:
            guard case .string(let s) = value, EntryDocument.isLocaleIdentifier(s) else {
                throw mismatch(value, kind, path)
            }
        case .assetPath:
            guard case .string(let s) = value else { throw mismatch(value, kind, path) }
            try AssetPath.check(s, at: path)
        case .bool:
            guard case .bool = value else { throw mismatch(value, kind, path) }
        case .trueFlag:
            guard case .bool(true) = value else { throw mismatch(value, kind, path) }
        case .oneOf(let names):
            guard case .string(let s) = value, names.contains(s) else { throw mismatch(value, kind, path) }
        case .style:
            // Styles are checked by their own reader, which knows no markers.
            try StyleDecoder.validate(Template.unmarked(value), at: path, colorOnly: false)
        case .styleLevels:
            guard case .array(let levels) = value else { return try check(value, .style, at: path) }
            guard (1...3).contains(levels.count) else {
                throw .invalid(
                    path: path,
                    message:
                        "expected one to three levels (primary, secondary, tertiary), found an array of \(levels.count)"
                )
            }
            for (i, level) in levels.enumerated() { try check(level, .style, at: "\(path)[\(i)]") }
        case .color:
            try StyleDecoder.validate(Template.unmarked(value), at: path, colorOnly: true)
        case .view:
            // Decoded where it is read (`view`), which checks the rest.
            guard case .object = value else { throw mismatch(value, kind, path) }
        case .views:
            guard case .array = value else { throw mismatch(value, kind, path) }
        case .unitPoint:
            switch value {
            case .string(let s) where FormatSchema.unitPoints.contains(s): break
            case .object: try check(value, .object(["x": .number(), "y": .number()], required: ["x", "y"]), at: path)
            default: throw mismatch(value, kind, path)
            }
        case .date:
            guard case .string(let s) = value, ISODate.parse(s) != nil else { throw mismatch(value, kind, path) }
        case .lengthOrInfinity:
            switch value {
            case .number(let n) where n >= 0: break
            case .string("infinity"): break
            default: throw mismatch(value, kind, path)
            }
        case .object(let keys, let required, let rules):
            guard case .object(let pairs) = value else { throw mismatch(value, kind, path) }
            for (key, member) in pairs {
                guard let k = keys[key] else {
                    throw .invalid(
                        path: path + "." + key,
                        message: "unknown key \"\(key)\"; allowed keys: \(keys.keys.sorted().joined(separator: ", "))")
                }
                try check(member, k, at: path + "." + key)
            }
            for key in required.sorted() where value[key] == nil {
                throw .invalid(path: path, message: "missing \"\(key)\"")
            }
            for rule in rules { try rule.check(value, owner: "object", at: path) }
        case .arrayOf(let element):
            guard case .array(let items) = value else { throw mismatch(value, kind, path) }
            for (i, item) in items.enumerated() { try check(item, element, at: "\(path)[\(i)]") }
        case .either(let alternatives):
            guard let match = alternatives.first(where: { Self.jsonTypeMatches(value, $0) }) else {
                throw mismatch(value, kind, path)
            }
            try check(value, match, at: path)
        case .nullable(let inner):
            guard value != .null else { break }
            do { try check(value, inner, at: path) } catch {
                if case .invalid(let p, _) = error, p == path { throw mismatch(value, kind, path) }
                throw error
            }
        case .decoration:
            if case .object = value, value["type"] != nil {
                // A view: decoded with the modifier (`Modifier.decoration`).
                break
            } else if case .object = value, value["in"] != nil {
                try check(value, .object(["style": .style, "in": .shape], required: ["in"]), at: path)
            } else if case .object = value, value["content"] != nil {
                try check(
                    value,
                    .object(
                        ["content": .decoration, "alignment": .oneOf(FormatSchema.alignments)], required: ["content"]),
                    at: path)
            } else {
                try StyleDecoder.validate(Template.unmarked(value), at: path, colorOnly: false)
            }
        case .shape:
            // Decoded where it is read (`shape`), which checks the rest.
            guard case .object = value else { throw mismatch(value, kind, path) }
        case .runs:
            // Each run is decoded and checked with its Text (`text`).
            guard case .array(let items) = value, !items.isEmpty else { throw mismatch(value, kind, path) }
        }
    }

    /// Whether `value`'s JSON type is one `kind` can take (used to choose among alternatives).
    static func jsonTypeMatches(_ value: JSONValue, _ kind: ValueKind) -> Bool {
        kind.jsonTypes.contains(JSONType(of: value))
    }

    private func mismatch(_ value: JSONValue, _ kind: ValueKind, _ path: String) -> Error {
        .invalid(path: path, message: "expected \(Self.describe(kind)), found \(value.kindDescription)")
    }

    /// What a kind accepts, in words.
    static func describe(_ kind: ValueKind) -> String {
        switch kind {
        case .number(let lo, let hi, let exclusiveMin):
            switch (lo, hi) {
            case (nil, nil): return "a number"
            case (let lo?, nil):
                return exclusiveMin
                    ? "a number greater than \(DocumentError.format(lo))" : "a number ≥ \(DocumentError.format(lo))"
            case (nil, let hi?): return "a number ≤ \(DocumentError.format(hi))"
            case (let lo?, let hi?):
                return exclusiveMin
                    ? "a number greater than \(DocumentError.format(lo)) and at most \(DocumentError.format(hi))"
                    : "a number from \(DocumentError.format(lo)) to \(DocumentError.format(hi))"
            }
        case .integer(let lo, let hi):
            return "a whole number from \(lo) to \(hi ?? Int(largestNumber))"
        case .string: return "a string"
        case .locale: return "a locale identifier such as \"en_US\" or \"zh_CN\""
        case .assetPath: return "a file path relative to the entry's folder"
        case .bool: return "true or false"
        case .trueFlag: return "true"
        case .oneOf(let names): return "one of " + names.joined(separator: ", ")
        case .style: return FormatSchema.styleDescription
        case .styleLevels: return FormatSchema.styleDescription + ", or an array of one to three styles"
        case .color: return "a color (a hex color, a color name, {\"light\", \"dark\"} or {\"color\", \"opacity\"})"
        case .view: return "a view node (an object with \"type\")"
        case .views: return "an array of view nodes"
        case .unitPoint: return "a unit point (\(FormatSchema.unitPoints.joined(separator: ", ")) or {\"x\", \"y\"})"
        case .date: return "an ISO 8601 date and time such as \"2026-11-21T09:41:00Z\""
        case .lengthOrInfinity: return "a number ≥ 0 or \"infinity\""
        case .object(let keys, _, _): return "an object with keys " + keys.keys.sorted().joined(separator: ", ")
        case .arrayOf(let element):
            return "an array of " + describe(element).replacingFirst("a ", with: "").replacingFirst("an ", with: "")
        case .either(let alternatives): return alternatives.map(describe).joined(separator: " or ")
        case .nullable(let inner): return describe(inner) + " or null"
        case .decoration: return "a style, a view node, {\"content\", \"alignment\"} or {\"style\", \"in\": SHAPE}"
        case .shape: return "a shape node"
        case .runs: return "a non-empty array of Text nodes"
        }
    }
}

extension String {
    fileprivate func replacingFirst(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
