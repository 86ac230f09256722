// A rule that ties an object's keys together, written once as data: which keys go
// together, which exclude each other, which one a value of another key calls for. The
// validator checks each with a message naming the keys (`check`); the schema writer states
// the same rules in JSON Schema's terms (EntrySchema.swift, `SchemaWriter.rules`), so the
// two cannot disagree. A node type's rules are declared with its keys (NodeContent.rules),
// a modifier's with its descriptor, a nested object's in its `ValueKind.object`. What a
// schema cannot say (an order between two dates, min ≤ ideal ≤ max) stays in the
// decoding, and in docs/entry-format.md's list.

/// A rule over the keys present in one JSON object.
struct KeyRule: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Exactly one of the keys.
        case exactlyOne([String])
        /// At least one of the keys.
        case atLeastOne([String])
        /// Every one of the keys.
        case all([String])
        /// No key of the first group together with a key of the second.
        case notBoth([String], [String])
        /// `key` only together with `partner`; `atObject` reports a missing partner at the
        /// object ("a Text with date needs style") rather than at the key ("countsDown goes
        /// with timerInterval").
        case needs(key: String, partner: String, atObject: Bool)
        /// Where `key` is the string `value`, `partner` must be there too.
        case whenEquals(key: String, value: String, partner: String)
    }

    let kind: Kind
    /// Added to the message: what the keys mean (" (its length in points)").
    let hint: String
    /// What the message calls the object (nil: the owner its checker names).
    let subject: String?

    init(_ kind: Kind, hint: String = "", subject: String? = nil) {
        self.kind = kind
        self.hint = hint
        self.subject = subject
    }

    static func exactlyOne(_ keys: String..., hint: String = "") -> KeyRule { KeyRule(.exactlyOne(keys), hint: hint) }
    static func atLeastOne(_ keys: String..., hint: String = "") -> KeyRule { KeyRule(.atLeastOne(keys), hint: hint) }
    static func notBoth(_ a: [String], _ b: [String]) -> KeyRule { KeyRule(.notBoth(a, b)) }
    /// `key` goes with `partner`: the message is reported at `key`.
    static func goesWith(_ key: String, _ partner: String) -> KeyRule {
        KeyRule(.needs(key: key, partner: partner, atObject: false))
    }
    /// An object with `key` needs `partner`: the message is reported at the object.
    static func needs(_ key: String, _ partner: String, hint: String = "") -> KeyRule {
        KeyRule(.needs(key: key, partner: partner, atObject: true), hint: hint)
    }

    /// Checks the rule on `value` (an object; anything else has no keys to tie), naming
    /// the object `owner` ("Text", "frame") in the message.
    func check(_ value: JSONValue, owner: String, at path: String) throws(DocumentError) {
        guard case .object(let pairs) = value else { return }
        let present = Set(pairs.map(\.key))
        let name = subject ?? owner
        switch kind {
        case .exactlyOne(let keys):
            let found = keys.filter(present.contains)
            guard found.count != 1 else { return }
            throw .invalid(
                path: path,
                message: "\(Self.article(name)) \(name) needs exactly one of \(Self.list(keys, "or"))\(hint)"
                    + (found.isEmpty ? "" : " (found \(found.joined(separator: " and ")))"))
        case .atLeastOne(let keys):
            guard !keys.contains(where: present.contains) else { return }
            throw .invalid(path: path, message: "\(Self.article(name)) \(name) needs \(Self.list(keys, "or"))\(hint)")
        case .all(let keys):
            guard !keys.allSatisfy(present.contains) else { return }
            throw .invalid(path: path, message: "\(Self.article(name)) \(name) needs \(Self.list(keys, "and"))\(hint)")
        case .notBoth(let a, let b):
            let first = a.filter(present.contains), second = b.filter(present.contains)
            guard !first.isEmpty, !second.isEmpty else { return }
            throw .invalid(
                path: path,
                message:
                    "\(Self.article(name)) \(name) takes \(Self.group(a)) or \(Self.group(b)), not both (found \(first.joined(separator: ", ")) with \(second.joined(separator: ", ")))\(hint)"
            )
        case .needs(let key, let partner, let atObject):
            guard present.contains(key), !present.contains(partner) else { return }
            if atObject {
                throw .invalid(
                    path: path,
                    message: "\(Self.article(name)) \(name) with \"\(key)\" needs \"\(partner)\"\(hint)")
            }
            throw .invalid(
                path: path + "." + key, message: "\"\(key)\" goes with \"\(partner)\"; this \(name) has none\(hint)")
        case .whenEquals(let key, let value, let partner):
            guard value == Self.string(pairs.first { $0.key == key }?.value), !present.contains(partner) else {
                return
            }
            throw .invalid(
                path: path,
                message: "\(Self.article(name)) \(name) with \"\(key)\": \"\(value)\" needs \"\(partner)\"\(hint)")
        }
    }

    private static func string(_ value: JSONValue?) -> String? {
        if case .string(let s)? = value.map(Template.unmarked) { s } else { nil }
    }

    /// `"a", "b" or "c"`.
    private static func list(_ keys: [String], _ last: String) -> String {
        let quoted = keys.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(last) " + (quoted.last ?? "")
    }

    /// `"a"`, or `{"a", "b"}` for a group of keys.
    private static func group(_ keys: [String]) -> String {
        keys.count == 1 ? "\"\(keys[0])\"" : "{" + keys.map { "\"\($0)\"" }.joined(separator: ", ") + "}"
    }

    private static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
