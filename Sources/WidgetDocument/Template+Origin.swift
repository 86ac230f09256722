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
    /// The same error, naming the data the faulty value came from.
    func from(_ origin: String) -> DocumentError {
        guard case .invalid(let path, let message) = self else { return self }
        return .invalid(path: path, message: message + " (from the data: \(origin))")
    }
}
