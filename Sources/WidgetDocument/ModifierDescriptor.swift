// One description of each modifier of the format: its name, the value it takes, what it
// does, the rules between the keys of an object value, and how that value decodes into a
// `Modifier.Value`. The validator checks a modifier's value against `value` and `rules`
// and calls `decode`; the JSON Schema, the spec page's
// reference table and the names `WidgetUI` may write are read from the same list
// (`FormatSchema.modifiers`, `FormatSchema.modifierDescriptions`). A new modifier is one
// entry in one of the tables (ModifierDescriptor+Layout, +Drawing, +Environment,
// +Accepted), so nothing can be listed without a description or a decoding.

import WidgetCore

/// A modifier of the format, described once.
struct ModifierDescriptor: Sendable {
    /// Where a modifier's value is being decoded.
    struct Site {
        /// The modifier's name as written (`kerning` and `tracking` share a descriptor's
        /// decoding).
        let name: String
        /// The JSON path of its value.
        let path: String
        /// Decodes the views the value holds, with their data markers.
        let views: Validator
    }

    typealias Decode = @Sendable (JSONValue, Site) throws(DocumentError) -> Modifier.Value

    /// The modifier's key in the document.
    let name: String
    /// What its value must be (checked before `decode` is called).
    let value: ValueKind
    /// What it does, for editors (the schema) and the spec page's reference.
    let description: String
    /// The rules that tie the keys of an object value together (KeyRule.swift).
    let rules: [KeyRule]
    /// Whether a run of a Text (`Text + Text`) takes it: the text modifiers, which change
    /// only how the run's characters look. A run's `foregroundStyle` is one style.
    let inRuns: Bool
    /// Its checked value, decoded, SwiftUI's defaults applied.
    let decode: Decode

    init(
        _ name: String, _ value: ValueKind, _ description: String, rules: [KeyRule] = [], inRuns: Bool = false,
        decode: @escaping Decode
    ) {
        self.name = name
        self.value = value
        self.description = description
        self.rules = rules
        self.inRuns = inRuns
        self.decode = decode
    }

    /// Every modifier of the format.
    static let all: [ModifierDescriptor] = layout + drawing + environment + accepted

    /// The modifiers by name.
    static let named: [String: ModifierDescriptor] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The names of the modifiers a run of a Text takes, sorted.
    static let runNames: [String] = all.filter(\.inRuns).map(\.name).sorted()
}

extension FormatSchema {
    /// Every modifier and its value.
    static let modifiers: [String: ValueKind] = ModifierDescriptor.named.mapValues(\.value)

    /// Each modifier's description.
    static let modifierDescriptions: [String: String] = ModifierDescriptor.named.mapValues(\.description)
}
