// The entry format's JSON Schema (draft 2020-12), written from the tables the validator
// checks against: FormatSchema's nodes and modifiers, StyleDecoder's color names and
// gradient keys, the document's top-level keys. `render schema` prints it and
// entry.schema.json is its output, so editors and the renderer read one definition.
//
// Two families of definitions. Version 1 (`view`, `style`, …): every value is literal,
// and the schema accepts what the renderer accepts. Version 1.1 (`view.1.1`, …): any
// value may be `{"bind": path}`, a string may interpolate data (`{{path}}`), and
// `ForEach`, `If`, `Group`, `EmptyView` and components are views; a value taken from the
// data is checked once expanded, by the renderer alone.
//
// The cross-key rules (KeyRule.swift: a node type's, a modifier's, a nested object's) are
// the validator's own data, stated here in JSON Schema's terms (`rules`); the
// invalid-document set (Tests/WidgetRenderingTests/InvalidDocuments) holds the two to the
// same answer, with a document for every rule.
// What a JSON Schema cannot say (an order between two dates, min ≤ ideal ≤ max, the
// document budget, data-dependent values) is listed in docs/entry-format.md.

import WidgetDevices

/// The entry format's JSON Schema.
public enum EntrySchema {
    /// The schema as a JSON value.
    public static var document: JSONValue { SchemaWriter.document().json }

    /// The schema as JSON text, as entry.schema.json holds it.
    public static var text: String { document.serialized() }

    /// The schema's address, for `$schema` in entries.
    static let id = "entry.schema.json"
}

/// Writes one family of definitions (see the file's note).
struct SchemaWriter {
    /// The version 1.1 family: bindings, interpolation and template views allowed.
    let templated: Bool

    // MARK: The document

    static func document() -> SchemaJSON {
        let plain = SchemaWriter(templated: false)
        let template = SchemaWriter(templated: true)
        var defs: [(key: String, value: SchemaJSON)] = shared()
        defs += plain.definitions()
        defs += template.definitions()
        var properties: [(key: String, value: SchemaJSON)] = []
        // The keys whose schema depends on the version are checked in `versionRules`.
        let versioned: Set = [
            "containerBackground", "view", "familyViews", "liveActivity", "data", "components", "timeline",
        ]
        for key in EntryDocument.topLevelKeys.keys.sorted(by: documentOrder) {
            var schema = versioned.contains(key) ? object([]) : plain.documentKey(key)
            if let text = FormatSchema.documentKeyDescriptions[key] { schema = described(schema, text) }
            properties.append((key, schema))
        }
        return object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("$id", .string(EntrySchema.id)),
            ("title", "Widget entry document"),
            (
                "description",
                "A widget's entry (format version 1 or 1.1): its view tree, families and environment. Written by `render schema` from the renderer's own tables."
            ),
            ("type", "object"),
            ("required", ["version"]),
            ("properties", .object(properties)),
            ("additionalProperties", false),
            ("allOf", .array(versionRules(plain, template) + familyRules() + [liveActivityRule()])),
            ("$defs", .object(defs)),
        ])
    }

    /// Top-level keys in the order the spec's table gives them, then the rest by name.
    private static func documentOrder(_ a: String, _ b: String) -> Bool {
        let order = [
            "$schema", "version", "kind", "date", "families", "colorScheme", "containerBackground",
            "contentMarginsDisabled", "os", "locale", "dynamicTypeSize", "fonts", "view", "familyViews",
        ]
        switch (order.firstIndex(of: a), order.firstIndex(of: b)) {
        case (let i?, let j?): return i < j
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return a < b
        }
    }

    /// A top-level key's schema, for either family where the versions differ.
    func documentKey(_ key: String) -> SchemaJSON {
        switch key {
        case "version": return object([("enum", [1, 1.1])])
        case "kind":
            // `EntryDocument.isFileNameSafe`: no separator, control or common format
            // character, no leading dot; at most `longestKind` characters.
            let excluded = #"/\\\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF"#
            return object([
                ("type", "string"), ("minLength", 1), ("maxLength", .number(Double(EntryDocument.longestKind))),
                ("pattern", .string("^[^.\(excluded)][^\(excluded)]*$")),
            ])
        case "os": return object([("enum", .array(OSVersion.allCases.map { .number(Double($0.rawValue)) }))])
        case "locale": return kindSchema(.locale)
        case "families":
            return object([
                ("type", "array"), ("minItems", 1), ("uniqueItems", true),
                ("items", object([("enum", .array(FormatSchema.families.map { .string($0) }))])),
            ])
        case "fonts": return object([("type", "array"), ("items", ref("assetPath", shared: true))])
        case "familyViews":
            return object([
                ("type", "object"),
                ("propertyNames", object([("enum", .array(FormatSchema.families.map { .string($0) }))])),
                ("additionalProperties", ref("view")),
            ])
        case "containerBackground":
            guard templated else { return value(.style) }
            return object([
                ("if", object([("type", "object"), ("required", ["type"])])), ("then", ref("view")),
                ("else", value(.style)),
            ])
        case "data": return object([("type", "object")])
        case "components":
            return object([
                ("type", "object"), ("propertyNames", ref("componentName", shared: true)),
                ("additionalProperties", ref("view")),
            ])
        case "timeline":
            return object([
                ("type", "array"), ("minItems", 1), ("maxItems", .number(Double(EntryDocument.longestTimeline))),
                (
                    "items",
                    object([
                        ("type", "object"),
                        (
                            "properties",
                            object([
                                ("date", ref("isoDate", shared: true)), ("data", object([("type", "object")])),
                                ("relevance", kindSchema(.number())),
                            ])
                        ),
                        ("required", ["date"]), ("additionalProperties", false),
                    ])
                ),
            ])
        default:
            return value(EntryDocument.topLevelKeys[key] ?? .string)
        }
    }

    /// Version 1 documents use the literal family; 1.1 documents the templated one, and
    /// only they may have `data`, `components` and `timeline` (a timeline instead of
    /// a top-level `date` and `data`).
    private static func versionRules(_ plain: SchemaWriter, _ template: SchemaWriter) -> [SchemaJSON] {
        let versioned = ["containerBackground", "view", "familyViews", "liveActivity"]
        func properties(_ w: SchemaWriter, _ keys: [String]) -> SchemaJSON {
            .object(keys.map { ($0, w.documentKey($0)) })
        }
        let isTemplated = object([
            ("required", ["version"]), ("properties", object([("version", object([("const", 1.1)]))])),
        ])
        return [
            object([
                ("if", isTemplated),
                (
                    "then",
                    object([("properties", properties(template, versioned + ["components", "data", "timeline"]))])
                ),
                (
                    "else",
                    object([
                        ("properties", properties(plain, versioned)),
                        (
                            "not",
                            object([
                                (
                                    "anyOf",
                                    [["required": ["data"]], ["required": ["components"]], ["required": ["timeline"]]]
                                )
                            ])
                        ),
                    ])
                ),
            ]),
            object([
                ("if", object([("required", ["timeline"])])),
                ("then", object([("not", object([("anyOf", [["required": ["date"]], ["required": ["data"]]])]))])),
            ]),
        ]
    }

    /// A Live Activity has no widget view, place, appearance or rendering mode.
    private static func liveActivityRule() -> SchemaJSON {
        let widgetKeys: [SchemaJSON] = ["view", "familyViews", "place", "appearance", "renderingMode"].map {
            object([("required", .array([.string($0)]))])
        }
        return object([
            ("if", object([("required", ["liveActivity"])])),
            ("then", object([("not", object([("anyOf", .array(widgetKeys))]))])),
        ])
    }

    /// Without `view` (and unless it is a Live Activity), every family the widget supports
    /// (by default small, medium and large) needs its entry in `familyViews`.
    private static func familyRules() -> [SchemaJSON] {
        let defaults = EntryDocument().families.map(\.rawValue)
        return FormatSchema.families.map { family in
            var listed: [SchemaJSON] = [
                object([
                    ("required", ["families"]),
                    (
                        "properties",
                        object([("families", object([("contains", object([("const", .string(family))]))]))])
                    ),
                ])
            ]
            if defaults.contains(family) { listed.append(object([("not", object([("required", ["families"])]))])) }
            return object([
                (
                    "if",
                    object([
                        (
                            "not",
                            object([
                                ("anyOf", [object([("required", ["view"])]), object([("required", ["liveActivity"])])])
                            ])
                        ),
                        ("anyOf", .array(listed)),
                    ])
                ),
                (
                    "then",
                    object([
                        ("required", ["familyViews"]),
                        ("properties", object([("familyViews", object([("required", .array([.string(family)]))]))])),
                    ])
                ),
            ])
        }
    }

    // MARK: Definitions

    /// Definitions both families use.
    private static func shared() -> [(key: String, value: SchemaJSON)] {
        let hex = "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
        let colorNames = StyleDecoder.named.keys.sorted()
        let styleNames = colorNames + FormatSchema.hierarchicalFills + FormatSchema.materials
        let templateTypes = ["ForEach", "If", "Group", "EmptyView"]
        return [
            (
                "isoDate",
                object([
                    ("description", "An ISO 8601 date and time: 2026-11-21T09:41:00Z or 2026-11-21T17:41:00+08:00."),
                    ("type", "string"),
                    (
                        "pattern",
                        .string(
                            "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[Tt]([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$"
                        )
                    ),
                ])
            ),
            ("hexColor", object([("type", "string"), ("pattern", .string(hex))])),
            ("colorName", object([("enum", .array(colorNames.map { .string($0) }))])),
            ("styleName", object([("enum", .array(styleNames.map { .string($0) }))])),
            (
                "assetPath",
                object([
                    ("description", "A file path relative to the entry's folder."),
                    ("type", "string"), ("minLength", 1),
                    ("pattern", "^(?![/~])(?!\\.\\.(/|$))[^\\\\:]*$"),
                ])
            ),
            (
                "componentName",
                object([
                    ("description", "A component's name: a capitalized word that is not a view type."),
                    ("type", "string"), ("pattern", "^[A-Z][A-Za-z0-9]*$"),
                    (
                        "not",
                        object([
                            ("enum", .array((FormatSchema.nodes.keys.sorted() + templateTypes).map { .string($0) }))
                        ])
                    ),
                ])
            ),
            (
                "bind",
                object([
                    (
                        "description",
                        "Format 1.1: a value taken from the entry's data ({\"bind\": \"path\"}, with \"format\" for text)."
                    ),
                    ("type", "object"),
                    ("properties", object([("bind", object([("type", "string")])), ("format", .bool(true))])),
                    ("required", ["bind"]), ("additionalProperties", false),
                ])
            ),
            ("condition", SchemaWriter.conditionDefinition()),
            (
                "templateString",
                object([
                    (
                        "description",
                        "Format 1.1: a string interpolating the entry's data ({{path}}), checked once expanded."
                    ),
                    ("type", "string"), ("pattern", "\\{\\{"),
                ])
            ),
        ]
    }

    /// Format 1.1's `If` condition, as `Template.decide` checks it: one key naming what
    /// the render shows, a data test, or `all`, `any`, `not` of conditions.
    private static func conditionDefinition() -> SchemaJSON {
        let condition = object([("$ref", "#/$defs/condition")])
        func names(_ allowed: [String]) -> SchemaJSON {
            let one = object([("enum", .array(allowed.map { .string($0) }))])
            return object([("anyOf", [one, object([("type", "array"), ("items", one)])])])
        }
        func only(_ key: String, _ schema: SchemaJSON) -> SchemaJSON {
            object([
                ("properties", object([(key, schema)])), ("required", .array([.string(key)])),
                ("additionalProperties", false),
            ])
        }
        let boolean = object([("type", "boolean")])
        // A bound operand is a plain binding: a formatted one is text, never a number.
        let plainBind = object([
            ("type", "object"), ("properties", object([("bind", object([("type", "string")]))])),
            ("required", ["bind"]), ("additionalProperties", false),
        ])
        let number = object([("anyOf", [object([("type", "number")]), plainBind])])
        // Any value; an object with `bind` is a binding.
        let anyValue = object([
            ("if", object([("type", "object"), ("required", ["bind"])])), ("then", object([("$ref", "#/$defs/bind")])),
        ])
        let data = object([
            (
                "properties",
                object([
                    ("data", object([("type", "string")])), ("equals", anyValue), ("exists", boolean),
                    ("lessThan", number), ("greaterThan", number),
                ])
            ),
            ("required", ["data"]), ("additionalProperties", false),
            (
                "anyOf",
                .array(["equals", "exists", "lessThan", "greaterThan"].map { object([("required", [.string($0)])]) })
            ),
        ])
        return object([
            (
                "description",
                "Format 1.1: an If's condition: family, colorScheme or renderingMode (a name or a list), showsContainerBackground, redacted or value (true or false), {data, equals|exists|lessThan|greaterThan}, all or any (a list of conditions), not (a condition)."
            ),
            ("type", "object"),
            (
                "oneOf",
                [
                    only("family", names(FormatSchema.families)),
                    only("colorScheme", names(ColorScheme.allCases.map(\.rawValue))),
                    only("renderingMode", names(RenderingMode.allCases.map(\.rawValue))),
                    only("showsContainerBackground", boolean), only("redacted", boolean), only("value", boolean),
                    only("all", object([("type", "array"), ("items", condition)])),
                    only("any", object([("type", "array"), ("items", condition)])), only("not", condition), data,
                ]
            ),
        ])
    }

    /// This family's definitions, named with its suffix.
    func definitions() -> [(key: String, value: SchemaJSON)] {
        var defs: [(key: String, value: SchemaJSON)] = [
            (name("view"), viewDefinition()),
            (name("modifier"), modifierDefinition()),
            (name("style"), styleDefinition(colorOnly: false)),
            (name("color"), styleDefinition(colorOnly: true)),
            (name("unitPoint"), unitPointDefinition()),
            (name("decoration"), decorationDefinition()),
        ]
        for kind in StyleDecoder.gradientKinds { defs.append((name(kind), gradientDefinition(kind))) }
        for type in FormatSchema.nodes.keys.sorted() { defs.append((name(type), nodeDefinition(type))) }
        if templated { defs += templateDefinitions() }
        return defs
    }

    private func name(_ base: String) -> String { templated ? base + ".1.1" : base }

    private func ref(_ base: String, shared: Bool = false) -> SchemaJSON {
        object([("$ref", .string("#/$defs/" + (shared ? base : name(base))))])
    }

    /// A view node: its `type` chooses the definition that checks the rest.
    private func viewDefinition() -> SchemaJSON {
        var types = FormatSchema.nodes.keys.sorted()
        if templated { types += ["If", "Group", "EmptyView"] }
        var typeSchema = object([("enum", .array(types.map { .string($0) }))])
        if templated {
            typeSchema = object([("anyOf", [typeSchema, ref("componentName", shared: true)])])
        }
        var cases: [SchemaJSON] = types.map { type in
            object([
                (
                    "if",
                    object([
                        ("required", ["type"]), ("properties", object([("type", object([("const", .string(type))]))])),
                    ])
                ),
                ("then", ref(type)),
            ])
        }
        if templated {
            cases.append(
                object([
                    (
                        "if",
                        object([
                            ("required", ["type"]),
                            ("properties", object([("type", ref("componentName", shared: true))])),
                        ])
                    ),
                    ("then", ref("component")),
                ]))
        }
        let result = object([
            (
                "description",
                "A view node: an object with \"type\", its own properties, optional \"id\" and \"modifiers\"."
            ),
            ("type", "object"), ("required", ["type"]), ("properties", object([("type", typeSchema)])),
            ("allOf", .array(cases)),
        ])
        return result
    }

    /// One node type's definition: its keys, the shared `id` and `modifiers`, the keys it
    /// needs and the rules that tie keys together.
    private func nodeDefinition(_ type: String) -> SchemaJSON {
        var keys = FormatSchema.nodes[type] ?? [:]
        if templated { keys.merge(FormatSchema.templateKeys[type] ?? [:]) { own, _ in own } }
        var properties: [(key: String, value: SchemaJSON)] = [
            ("type", object([("const", .string(type))])), ("id", value(.string)), ("modifiers", modifiersSchema()),
        ]
        for key in keys.keys.sorted() {
            var schema = value(keys[key] ?? .string)
            if let text = FormatSchema.propertyDescriptions[type + "." + key] { schema = Self.described(schema, text) }
            properties.append((key, schema))
        }
        var result: [(key: String, value: SchemaJSON)] = [("type", "object")]
        if let text = FormatSchema.nodeDescriptions[type] { result.append(("description", .string(text))) }
        result += [
            ("properties", .object(properties)),
            ("required", .array((["type"] + (FormatSchema.requiredKeys[type] ?? []).sorted()).map { .string($0) })),
            ("additionalProperties", false),
        ]
        result += Self.rules(NodeContent.rules[type] ?? [])
        return .object(result)
    }

    /// `rules` (KeyRule.swift) in JSON Schema's terms, as members of the object's schema:
    /// `oneOf` (exactly one), `anyOf` (at least one), `not` (not both) and one
    /// `dependentRequired` for every key that needs another, in that order; a rule whose
    /// keyword is taken, and the others (every key, a key that a value calls for), in
    /// `allOf`.
    static func rules(_ rules: [KeyRule]) -> [(key: String, value: SchemaJSON)] {
        func required(_ keys: [String]) -> SchemaJSON { object([("required", .array(keys.map { .string($0) }))]) }
        func any(_ keys: [String]) -> SchemaJSON { object([("anyOf", .array(keys.map { required([$0]) }))]) }
        var members: [(key: String, value: SchemaJSON)] = [], needs: [(key: String, value: SchemaJSON)] = []
        var more: [SchemaJSON] = []
        func add(_ keyword: String, _ schema: SchemaJSON) {
            if members.contains(where: { $0.key == keyword }) {
                more.append(object([(keyword, schema)]))
            } else {
                members.append((keyword, schema))
            }
        }
        let order = ["oneOf": 0, "anyOf": 1, "not": 2]
        for rule in rules {
            switch rule.kind {
            case .exactlyOne(let keys): add("oneOf", .array(keys.map { required([$0]) }))
            case .atLeastOne(let keys): add("anyOf", .array(keys.map { required([$0]) }))
            case .notBoth(let a, let b):
                add(
                    "not",
                    a.count == 1 && b.count == 1 ? required((a + b).sorted()) : object([("allOf", [any(a), any(b)])]))
            case .needs(let key, let partner, _): needs.append((key, .array([.string(partner)])))
            case .all(let keys): more.append(required(keys))
            case .whenEquals(let key, let value, let partner):
                more.append(
                    object([
                        (
                            "if",
                            object([
                                ("properties", object([(key, object([("const", .string(value))]))])),
                                ("required", .array([.string(key)])),
                            ])
                        ),
                        ("then", required([partner])),
                    ]))
            }
        }
        members.sort { (order[$0.key] ?? 3) < (order[$1.key] ?? 3) }
        if !needs.isEmpty { members.append(("dependentRequired", .object(needs))) }
        if !more.isEmpty { members.append(("allOf", .array(more))) }
        return members
    }

    private func modifiersSchema() -> SchemaJSON {
        let list = object([
            (
                "description",
                "Modifiers applied in order, first element innermost (as a SwiftUI chain reads top to bottom)."
            ),
            ("type", "array"), ("items", ref("modifier")),
        ])
        return templated ? object([("anyOf", [list, ref("bind", shared: true)])]) : list
    }

    /// One modifier: an object with exactly one key, the modifier's name.
    private func modifierDefinition() -> SchemaJSON {
        var properties: [(key: String, value: SchemaJSON)] = []
        for name in FormatSchema.modifiers.keys.sorted() {
            var schema = value(FormatSchema.modifiers[name] ?? .string)
            if let descriptor = ModifierDescriptor.named[name], !descriptor.rules.isEmpty {
                // The rules tie an object's keys: a value of another type has none.
                var rule = SchemaJSON.object(Self.rules(descriptor.rules))
                if descriptor.value.jsonTypes != [.object] {
                    rule = object([("if", object([("type", "object")])), ("then", rule)])
                }
                schema = object([("allOf", [schema, rule])])
            }
            if let text = FormatSchema.modifierDescriptions[name] { schema = Self.described(schema, text) }
            properties.append((name, schema))
        }
        return object([
            ("description", "One modifier: an object with exactly one key, the modifier's name."),
            ("type", "object"), ("minProperties", 1), ("maxProperties", 1), ("properties", .object(properties)),
            ("additionalProperties", false),
        ])
    }

    /// A style or (`colorOnly`) a color, in every form `StyleDecoder.validate` accepts.
    private func styleDefinition(colorOnly: Bool) -> SchemaJSON {
        let own = ref(colorOnly ? "color" : "style")
        var forms: [SchemaJSON] = [
            object([
                (
                    "properties",
                    object([("light", wrapped(own, strings: true)), ("dark", wrapped(own, strings: true))])
                ),
                ("required", ["light", "dark"]), ("additionalProperties", false),
            ]),
            object([
                (
                    "properties",
                    object([("color", wrapped(own, strings: true)), ("opacity", value(.number(min: 0, max: 1)))])
                ),
                ("required", ["color"]), ("additionalProperties", false),
            ]),
        ]
        if !colorOnly {
            for kind in StyleDecoder.gradientKinds {
                forms.append(
                    object([
                        ("properties", .object([(kind, wrapped(ref(kind), strings: false))])),
                        ("required", .array([.string(kind)])), ("additionalProperties", false),
                    ]))
            }
        }
        let names = colorOnly ? "colorName" : "styleName"
        return object([
            (
                "description",
                .string(
                    colorOnly
                        ? "A color: a hex color, a system or semantic color name, {light, dark} or {color, opacity}."
                        : "A ShapeStyle: a hex color, a color name, a hierarchical fill, a material, {light, dark}, {color, opacity} or a gradient."
                )
            ),
            ("type", ["string", "object"]),
            (
                "if", object([("type", "string")])
            ),
            ("then", object([("anyOf", [ref("hexColor", shared: true), ref(names, shared: true)])])),
            ("else", object([("oneOf", .array(forms))])),
        ])
    }

    /// A gradient style's own object (`StyleDecoder.gradientKeys`).
    private func gradientDefinition(_ kind: String) -> SchemaJSON {
        let base = kindSchema(StyleDecoder.gradientKeys(kind))
        let oneColor = object([("minItems", 1)])
        return object([
            ("allOf", [base]),
            ("oneOf", [["required": ["colors"]], ["required": ["stops"]]]),
            ("properties", object([("colors", oneColor), ("stops", oneColor)])),
        ])
    }

    private func unitPointDefinition() -> SchemaJSON {
        object([
            (
                "anyOf",
                [
                    object([("enum", .array(FormatSchema.unitPoints.map { .string($0) }))]),
                    kindSchema(.object(["x": .number(), "y": .number()], required: ["x", "y"])),
                ]
            )
        ])
    }

    /// `background` and `overlay`: a view, `{style, in: SHAPE}`, `{content, alignment}` or a
    /// style, chosen as `Validator.check(_:.decoration:)` chooses.
    private func decorationDefinition() -> SchemaJSON {
        func has(_ key: String) -> SchemaJSON { object([("type", "object"), ("required", .array([.string(key)]))]) }
        let shaped = kindSchema(.object(["style": .style, "in": .shape], required: ["in"]))
        let content = kindSchema(
            .object(["content": .decoration, "alignment": .oneOf(FormatSchema.alignments)], required: ["content"]))
        return object([
            ("if", has("type")), ("then", ref("view")),
            (
                "else",
                object([
                    ("if", has("in")), ("then", shaped),
                    ("else", object([("if", has("content")), ("then", content), ("else", value(.style))])),
                ])
            ),
        ])
    }

    /// Format 1.1's views: ForEach, If, Group, EmptyView and a component's use.
    private func templateDefinitions() -> [(key: String, value: SchemaJSON)] {
        func node(
            _ type: String, _ properties: [(key: String, value: SchemaJSON)], required: [String], text: String,
            rules: [(String, SchemaJSON)] = []
        ) -> SchemaJSON {
            object(
                [
                    ("description", .string(text)), ("type", "object"),
                    ("properties", .object([("type", object([("const", .string(type))]))] + properties)),
                    ("required", .array((["type"] + required).map { .string($0) })), ("additionalProperties", false),
                ] + rules)
        }
        let bound = ref("bind", shared: true)
        let rangeBound = object([("anyOf", [object([("type", "integer")]), bound])])
        let forEach = node(
            "ForEach",
            [
                ("in", object([("type", "string")])),
                ("range", object([("type", "array"), ("items", rangeBound), ("minItems", 2), ("maxItems", 2)])),
                ("as", object([("type", "string"), ("pattern", "^[A-Za-z_][A-Za-z0-9_]*$")])), ("content", ref("view")),
            ], required: ["as", "content"],
            text:
                "Format 1.1: content repeated over a data array (in) or a range ([start, end), as i); its views join the enclosing array.",
            rules: [("oneOf", [["required": ["in"]], ["required": ["range"]]])]
        )
        return [
            (name("ForEach"), forEach),
            (
                name("If"),
                node(
                    "If",
                    [("condition", ref("condition", shared: true)), ("then", ref("view")), ("else", ref("view"))],
                    required: ["condition"],
                    text:
                        "Format 1.1: then or else by a condition: family, colorScheme, renderingMode, showsContainerBackground, redacted, value, {data, equals|exists|lessThan|greaterThan}, all, any, not."
                )
            ),
            (
                name("Group"),
                node(
                    "Group", [("children", value(.views)), ("modifiers", modifiersSchema())], required: [],
                    text: "Format 1.1: views that join the enclosing array, each with the group's modifiers.")
            ),
            (name("EmptyView"), node("EmptyView", [], required: [], text: "Format 1.1: no view.")),
            (
                name("component"),
                object([
                    ("description", "Format 1.1: one of the document's components, with its values."),
                    ("type", "object"),
                    (
                        "properties",
                        object([
                            ("type", ref("componentName", shared: true)), ("with", object([("type", "object")])),
                            ("id", value(.string)), ("modifiers", modifiersSchema()),
                        ])
                    ),
                    ("required", ["type"]), ("additionalProperties", false),
                ])
            ),
        ]
    }

    // MARK: Values

    /// A value of `kind`; in the 1.1 family, or a binding (and, where strings are
    /// taken, a string interpolating data).
    func value(_ kind: ValueKind) -> SchemaJSON {
        wrapped(kindSchema(kind), strings: kind.jsonTypes.contains(.string) && kind != .string)
    }

    private func wrapped(_ schema: SchemaJSON, strings: Bool) -> SchemaJSON {
        guard templated else { return schema }
        var alternatives = [schema, ref("bind", shared: true)]
        if strings { alternatives.append(ref("templateString", shared: true)) }
        return object([("anyOf", .array(alternatives))])
    }

    /// `kind` as `Validator.check` reads it.
    func kindSchema(_ kind: ValueKind) -> SchemaJSON {
        let largest = Validator.largestNumber
        switch kind {
        case .number(let lo, let hi, let exclusiveMin):
            var pairs: [(key: String, value: SchemaJSON)] = [("type", "number")]
            // Without both bounds, every number stays within ±largestNumber.
            let bounded = lo == nil || hi == nil
            let low = bounded ? max(lo ?? -largest, -largest) : lo
            if let low { pairs.append((exclusiveMin && low == lo ? "exclusiveMinimum" : "minimum", .number(low))) }
            if let high = bounded ? min(hi ?? largest, largest) : hi { pairs.append(("maximum", .number(high))) }
            return .object(pairs)
        case .integer(let lo, let hi):
            return object([
                ("type", "integer"), ("minimum", .number(Double(lo))), ("maximum", .number(Double(hi ?? Int(largest)))),
            ])
        case .string: return object([("type", "string")])
        case .assetPath: return ref("assetPath", shared: true)
        case .locale:
            // `EntryDocument.isLocaleIdentifier`.
            let region = "([A-Za-z]{2}|[0-9]{3})"
            return object([
                ("type", "string"),
                ("pattern", .string("^[A-Za-z]{2,3}([_-]([A-Za-z]{4}|\(region))|[_-][A-Za-z]{4}[_-]\(region))?$")),
            ])
        case .bool: return object([("type", "boolean")])
        case .trueFlag: return object([("const", true)])
        case .oneOf(let names): return object([("enum", .array(names.map { .string($0) }))])
        case .style: return ref("style")
        case .color: return ref("color")
        case .styleLevels:
            let levels = object([("type", "array"), ("items", value(.style)), ("minItems", 1), ("maxItems", 3)])
            return object([("anyOf", [ref("style"), levels])])
        case .view: return ref("view")
        case .views:
            let item = templated ? object([("anyOf", [ref("view"), ref("ForEach")])]) : ref("view")
            return object([("type", "array"), ("items", item)])
        case .unitPoint: return ref("unitPoint")
        case .date: return ref("isoDate", shared: true)
        case .lengthOrInfinity:
            return object([("anyOf", [object([("type", "number"), ("minimum", 0)]), object([("const", "infinity")])])])
        case .object(let keys, let required, let rules):
            return .object(
                [
                    ("type", "object"),
                    ("properties", .object(keys.keys.sorted().map { ($0, value(keys[$0] ?? .string)) })),
                    ("required", .array(required.sorted().map { .string($0) })), ("additionalProperties", false),
                ] + Self.rules(rules))
        case .arrayOf(let element): return object([("type", "array"), ("items", value(element))])
        case .either(let alternatives): return either(alternatives)
        case .nullable(let inner): return object([("anyOf", [object([("type", "null")]), kindSchema(inner)])])
        case .decoration: return ref("decoration")
        case .shape:
            var types: SchemaJSON = object([("enum", .array(FormatSchema.shapeTypes.sorted().map { .string($0) }))])
            if templated { types = object([("anyOf", [types, ref("componentName", shared: true)])]) }
            return object([("allOf", [ref("view"), object([("properties", object([("type", types)]))])])])
        case .runs:
            let text = object([("properties", object([("type", object([("const", "Text")]))]))])
            let symbol = object([
                ("properties", object([("type", object([("const", "Image")]))])), ("required", ["systemName"]),
            ])
            // A run takes the text modifiers only, and one style (`ModifierDescriptor.inRuns`).
            let runModifier = object([
                ("propertyNames", object([("enum", .array(ModifierDescriptor.runNames.map { .string($0) }))])),
                ("properties", object([("foregroundStyle", object([("not", object([("type", "array")]))]))])),
            ])
            let modifiers = object([("properties", object([("modifiers", object([("items", runModifier)]))]))])
            var item = object([("allOf", [ref("view"), object([("anyOf", [text, symbol])]), modifiers])])
            if templated { item = object([("anyOf", [item, ref("ForEach"), ref("component")])]) }
            return object([("type", "array"), ("minItems", 1), ("items", item)])
        }
    }

    /// The first alternative whose JSON type matches is the one checked (as the
    /// validator chooses): `anyOf` when the alternatives' types are disjoint, else a
    /// chain of `if type … then … else`.
    private func either(_ alternatives: [ValueKind]) -> SchemaJSON {
        let sets = alternatives.map(\.jsonTypes)
        let disjoint = sets.reduce(0) { $0 + $1.count } == sets.reduce(into: Set<JSONType>()) { $0.formUnion($1) }.count
        if disjoint { return object([("anyOf", .array(alternatives.map(kindSchema)))]) }
        var result: SchemaJSON = .bool(false)
        for (alternative, types) in zip(alternatives, sets).reversed() {
            let typeNames = JSONType.allCases.filter(types.contains).map { SchemaJSON.string($0.rawValue) }
            result = object([
                ("if", object([("type", .array(typeNames))])), ("then", kindSchema(alternative)), ("else", result),
            ])
        }
        return result
    }

    // MARK: JSON

    private static func described(_ schema: SchemaJSON, _ text: String) -> SchemaJSON {
        guard case .object(let pairs) = schema else { return schema }
        return .object([("description", .string(text))] + pairs.filter { $0.key != "description" })
    }
}

/// An object schema from its members, in order.
private func object(_ pairs: [(String, SchemaJSON)]) -> SchemaJSON {
    .object(pairs.map { (key: $0.0, value: $0.1) })
}

/// JSON as the schema writer builds it: a JSON value written with Swift literals
/// (`"object"`, `1.1`, `true`, `["required"]`, `["required": ["type"]]`).
indirect enum SchemaJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SchemaJSON])
    case object([(key: String, value: SchemaJSON)])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: SchemaJSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, SchemaJSON)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }

    var json: JSONValue {
        switch self {
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(\.json))
        case .object(let pairs): .object(pairs.map { (key: $0.key, value: $0.value.json) })
        }
    }
}
