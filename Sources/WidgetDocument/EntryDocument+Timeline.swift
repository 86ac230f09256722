// Format 1.1's timelines: WidgetKit shows a provider's entries one after another, each
// with its own date and data. A `timeline` document is decoded once per entry, as the
// document with that entry's `date` and `data` in place of the top-level ones, so each
// entry is checked, expanded and drawn exactly as a one-entry document is, and its date
// text counts from its own date. The document itself is the first entry under its own
// kind; `timeline` holds every entry under `<kind>-entryN-HHMM`.

extension EntryDocument {
    static func decodeTimeline(
        _ timeline: JSONValue, of pairs: [(key: String, value: JSONValue)], templates: Bool
    ) throws(DocumentError) -> EntryDocument {
        guard templates else {
            throw .invalid(path: "$.timeline", message: "\"timeline\" is format 1.1's: write \"version\": 1.1")
        }
        for key in ["date", "data"] where pairs.contains(where: { $0.key == key }) {
            throw .invalid(
                path: "$." + key,
                message: "a timeline gives each entry its own date and data; move \"\(key)\" into the entries")
        }
        guard case .array(let items) = timeline, !items.isEmpty else {
            throw .invalid(
                path: "$.timeline", message: "expected a non-empty array of entries ({\"date\": …, \"data\": …})")
        }
        guard items.count <= longestTimeline else {
            throw DocumentBudget.limit(
                "$.timeline", "the timeline has \(items.count) entries; the limit is \(longestTimeline)")
        }
        let shared = pairs.filter { $0.key != "timeline" }
        var entries: [EntryDocument] = []
        var kind = ""
        for (i, item) in items.enumerated() {
            let path = "$.timeline[\(i)]"
            guard case .object(let keys) = item else {
                throw .invalid(
                    path: path, message: "expected an entry ({\"date\": …, \"data\": …}), found \(item.kindDescription)"
                )
            }
            for (key, _) in keys where !["date", "data", "relevance"].contains(key) {
                throw .invalid(
                    path: path + "." + key, message: "unknown key \"\(key)\"; allowed keys: data, date, relevance")
            }
            guard item["date"] != nil else {
                throw .invalid(path: path, message: "a timeline entry needs \"date\": when it is shown")
            }
            try Validator().check(item["date"] ?? .null, .date, at: path + ".date")
            if let relevance = item["relevance"] {
                try Validator().check(relevance, .number(), at: path + ".relevance")
            }
            var members = shared
            members.append(("date", item["date"] ?? .null))
            if let data = item["data"] { members.append(("data", data)) }
            var entry: EntryDocument
            do {
                entry = try decode(.object(members))
            } catch {
                throw error.inEntry(i)
            }
            if case .number(let r)? = item["relevance"] { entry.relevance = r }
            entry.budgetShare = items.count
            kind = entry.kind
            // The suffix is kept whole (the kind is cut instead), so entries never share a name.
            let suffix = "-entry\(i + 1)-" + entry.clockTime
            entry.kind = String(entry.kind.prefix(longestKind - suffix.count)) + suffix
            entries.append(entry)
        }
        // The document is its first entry under the plain kind (for titles and a layout
        // dump); its entries carry their own names.
        var first = entries[0]
        first.kind = kind
        first.timeline = entries
        return first
    }

    /// The entry's time of day in its own time zone, `HHMM`, for file names.
    public var clockTime: String {
        let seconds = Int(saturating: date) + timeZoneOffset
        let minutes = ((seconds / 60) % 1440 + 1440) % 1440
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + String(h) + (m < 10 ? "0" : "") + String(m)
    }
}

extension DocumentError {
    /// The same error, saying which timeline entry it is in.
    func inEntry(_ index: Int) -> DocumentError {
        guard case .invalid(let path, let message) = self else { return self }
        return .invalid(path: path, message: message + " (in timeline entry \(index + 1), $.timeline[\(index)])")
    }
}
