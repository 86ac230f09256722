// Where an expanded value came from. A value a binding or an interpolation made is
// carried, through validation only, as a marker object holding the value and the data it
// came from, so that a value of the wrong type is reported with both its JSON path and its
// data path ("… (from the data: {"bind": "size"})"). The validator looks through the
// markers as it decodes the views (the values it keeps are unmarked); `DocumentBudget`
// counts the value a marker holds.

extension Template {
    static let markerValue = "\u{1}value", markerOrigin = "\u{1}origin"
    /// The key, on a view a `ForEach` made, of the data it was made for (`hours.3`), which
    /// the layout dump shows as `data`.
    static let originKey = "\u{1}data"
    /// The key, on the view a component use made, of the component and where it was used
    /// (`componentMark`): the validator names errors inside it by the component's own path.
    static let componentKey = "\u{1}component"
    /// The key, on a Chart whose marks were made per data item, of where each made mark
    /// came from (`$.view.marks[1]` and `prices.3`, joined by NUL): the validator names an
    /// error in a made mark by the mark as written and the item it was made for.
    static let chartMarksKey = "\u{1}marks"

    /// `view`, the body a use of the component `name` made at `usedAt`, marked so that an
    /// error inside it names `$.components.NAME…` and the use, and an error in one of the
    /// use's own modifiers (after the body's `ownModifiers`) names the use.
    static func marking(_ view: JSONValue, component name: String, usedAt: String, ownModifiers: Int) -> JSONValue {
        guard case .object(var pairs) = view, case .string(let type)? = view["type"], type != "If" else { return view }
        pairs.append((componentKey, .string("\(name)\u{0}\(usedAt)\u{0}\(ownModifiers)")))
        return .object(pairs)
    }

    /// `view` noting the data item it was made for, unless a loop inside noted one already.
    static func noting(_ view: JSONValue, origin: String) -> JSONValue {
        guard case .object(var pairs) = view, case .string(let type)? = view["type"], type != "If",
            view[originKey] == nil
        else { return view }
        pairs.append((originKey, .string(origin)))
        return .object(pairs)
    }

    /// `dataPath` from the data's top: a loop variable stands for the item it names.
    func absolute(_ dataPath: String) -> String {
        let first = dataPath.prefix { $0 != "." }
        guard let origin = origins[String(first)] else { return dataPath }
        return origin + dataPath.dropFirst(first.count)
    }

    /// `value` marked as made from `origin`; only strings, numbers and booleans are marked
    /// (objects and arrays are checked member by member).
    static func marked(_ value: JSONValue, from origin: String) -> JSONValue {
        switch value {
        case .string, .number, .bool: .object([(markerValue, value), (markerOrigin, .string(origin))])
        default: value
        }
    }

    /// The value and origin of a marker, or nil for any other value.
    static func origin(of value: JSONValue) -> (value: JSONValue, origin: String)? {
        guard case .object(let pairs) = value, pairs.count == 2, pairs[0].key == markerValue,
            pairs[1].key == markerOrigin, case .string(let origin) = pairs[1].value
        else { return nil }
        return (pairs[0].value, origin)
    }

    /// `value` with every marker replaced by the value it holds.
    static func unmarked(_ value: JSONValue) -> JSONValue {
        if let (inner, _) = origin(of: value) { return inner }
        switch value {
        case .array(let items): return .array(items.map(unmarked))
        case .object(let pairs): return .object(pairs.map { ($0.key, unmarked($0.value)) })
        default: return value
        }
    }
}

extension DocumentError {
    /// The same error as the author wrote it: an error at `root` (where the validator met
    /// the body of a component use, marked by `Template.marking`) or below it, named by
    /// the component's own path and the use (`$.components.Row.children[1] (in the component
    /// Row used at $.view.children[2])`), or by the use when it is one of its modifiers.
    func inComponent(_ mark: String, at root: String) -> DocumentError {
        guard case .invalid(let path, let message) = self, path.hasPrefix(root) else { return self }
        let parts = mark.split(separator: "\u{0}", omittingEmptySubsequences: false)
        guard parts.count == 3, let own = Int(parts[2]) else { return self }
        let name = String(parts[0]), usedAt = String(parts[1])
        let rest = path.dropFirst(root.count)
        guard rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") else { return self }
        let modifiers = ".modifiers["
        if rest.hasPrefix(modifiers), let close = rest.firstIndex(of: "]"),
            let i = Int(rest[rest.index(rest.startIndex, offsetBy: modifiers.count)..<close]), i >= own
        {
            return .invalid(
                path: usedAt + modifiers + "\(i - own)]" + rest[rest.index(after: close)...], message: message)
        }
        return .invalid(
            path: "$.components.\(name)" + rest, message: message + " (in the component \(name) used at \(usedAt))")
    }

    /// The same error as the author wrote it, for an error in a mark a Chart made per data
    /// item (`$.view.marks[7]`): named by the mark as written and the item it was made for
    /// (`$.view.marks[1].LineMark.y: … (for the data's prices.3)`). `origins` are the
    /// Chart's `Template.chartMarksKey` entries; the chart is at `chart`.
    func inChartMark(_ origins: [JSONValue], chart: String) -> DocumentError {
        guard case .invalid(let path, let message) = self else { return self }
        let prefix = chart + ".marks["
        guard path.hasPrefix(prefix) else { return self }
        let rest = path.dropFirst(prefix.count)
        guard let close = rest.firstIndex(of: "]"), let k = Int(rest[..<close]), origins.indices.contains(k),
            case .string(let origin) = origins[k]
        else { return self }
        let parts = origin.split(separator: "\u{0}", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return self }
        return .invalid(
            path: String(parts[0]) + rest[rest.index(after: close)...],
            message: message + " (for the data's \(parts[1]))")
    }

    /// The same error, naming the data the faulty value came from.
    func from(_ origin: String) -> DocumentError {
        guard case .invalid(let path, let message) = self else { return self }
        return .invalid(path: path, message: message + " (from the data: \(origin))")
    }
}
