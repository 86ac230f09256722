// Format 1.1's templates: a widget is a view of its entry's data, as WidgetKit's is of a
// `TimelineEntry`. Two steps:
//
// 1. `expand`, once, when the document is decoded: `{{path}}` in strings and
//    `{"bind": "path"}` values take the entry's `data`; `ForEach` repeats its content over
//    a data array or a range, its views joining the enclosing array (a stack's or grid's
//    children) as SwiftUI's do; a `components` name stands for its view, with its `with`
//    values in scope and its own modifiers applied outside; `If` stays, but its data
//    conditions are decided here (loop variables are in scope only here). The result is
//    a plain version 1 tree plus `If` nodes, which the validator then checks and decodes
//    as usual (`ViewSpec`), and whose every branch is searched for image files.
// 2. Per render, the resolver makes each `If` (decoded as `TemplateCondition`) the branch
//    its remaining conditions (family, color scheme, rendering mode, placeholder,
//    container background) choose; a missing branch removes the view from its array, or
//    is an empty view where one view is needed.
//
// Errors name the template's JSON path and, for data, the data path. Work is bounded: the
// expansion counts the views it makes against `DocumentBudget.views`, every value it makes
// and every string byte it reads against `mostWork` (a ForEach item or a component use
// copies its content, views or not), the text it puts in from the data against
// `DocumentBudget.stringCharacters` before escaping it, and components may not use
// themselves.

import Foundation
import WidgetCore
import WidgetDevices

/// What a render decides that `If` conditions may ask about.
public struct TemplateContext: Sendable, Equatable {
    public var family: WidgetFamily
    public var colorScheme: ColorScheme
    public var renderingMode: RenderingMode
    public var redacted: Bool
    public var showsContainerBackground: Bool

    public init(
        family: WidgetFamily, colorScheme: ColorScheme, renderingMode: RenderingMode, redacted: Bool,
        showsContainerBackground: Bool
    ) {
        self.family = family
        self.colorScheme = colorScheme
        self.renderingMode = renderingMode
        self.redacted = redacted
        self.showsContainerBackground = showsContainerBackground
    }
}

/// Expands and selects templates (see the file's note).
public struct Template {
    let data: JSONValue
    let components: [String: JSONValue]
    let budget: Int
    private(set) var made = 0
    /// How deep `expand` has recursed.
    private var depth = 0
    /// Bytes of text interpolation and bindings have put in.
    private var characters = 0
    /// Values made and string bytes read so far (`mostWork`).
    private var work = 0
    /// The most values and string bytes one document's expansion may make and read: far
    /// beyond a real widget (a few thousand), small enough to stay within a second.
    static let mostWork = 2_000_000
    /// The data's members, the scope of the document and of every component's body.
    let rootScope: Scope
    /// Set while a Text's `text` or a Label's `title` is expanded (unless `verbatim`): data put into
    /// it is escaped, so it shows as typed, as a String interpolated into SwiftUI's
    /// `Text("Hi \(name)")` does, while the literal around it is read as Markdown.
    private var markdownText = false
    /// Loop variables in scope, by name: the data path of the item each stands for.
    var origins: [String: String] = [:]
    /// The deepest expansion: three JSON levels a view (its object, a children array, a
    /// modifier) for each of the 200 levels `DocumentBudget` allows, and some to spare.
    static let deepest = 640

    init(data: JSONValue?, components: [String: JSONValue], budget: Int = DocumentBudget.standard.views) {
        self.data = data ?? .object([])
        self.components = components
        self.budget = budget
        var scope: Scope = [:]
        if case .object(let pairs) = self.data { for (k, v) in pairs { scope[k] = v } }
        rootScope = scope
    }

    /// Names bound in a scope: the data's members, loop variables and component values.
    typealias Scope = [String: JSONValue]

    /// Charges `amount` of expansion work (values made, bytes read, names copied).
    private mutating func spend(_ amount: Int, at path: String) throws(DocumentError) {
        work += amount
        guard work <= Self.mostWork else {
            throw DocumentBudget.limit(
                path,
                "the templates expand to more than \(Self.mostWork) values and characters (each ForEach item and component use copies its content)"
            )
        }
    }

    /// Charges `count` bytes of text put in from the data.
    private mutating func addCharacters(_ count: Int, at path: String) throws(DocumentError) {
        characters += count
        guard characters <= DocumentBudget.standard.stringCharacters else {
            throw DocumentBudget.limit(
                path,
                "the document's strings add up to more than \(DocumentBudget.standard.stringCharacters) characters")
        }
    }

    // MARK: Step 1, expand

    /// The view `value` at `path` with every template construct but `If` expanded.
    mutating func expandView(_ value: JSONValue, at path: String) throws(DocumentError) -> JSONValue {
        var stack: [String] = []
        let views = try expand(value, at: path, scope: rootScope, components: &stack, single: true)
        return views.first ?? Self.emptyView
    }

    /// Expands `value`; a `ForEach` gives its views (spliced into an array by the caller),
    /// anything else one value.
    private mutating func expand(
        _ value: JSONValue, at path: String, scope: Scope, components stack: inout [String], single: Bool
    ) throws(DocumentError) -> [JSONValue] {
        // Components nest one body inside another, so the expanded tree can be deeper than
        // any JSON the parser accepts: bound it here, before anything recurses over it.
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.deepest else {
            throw DocumentBudget.limit(
                path, "components and views nest more than \(Self.deepest) JSON levels deep here")
        }
        try spend(1, at: path)
        switch value {
        case .string(let s):
            try spend(s.utf8.count, at: path)
            let text = try interpolate(s, at: path, scope: scope)
            if text != s { try addCharacters(text.utf8.count, at: path) }
            return [text == s ? .string(text) : Self.marked(.string(text), from: "\"\(s)\"")]
        case .array(let items):
            var result: [JSONValue] = []
            for (i, item) in items.enumerated() {
                result += try expand(item, at: "\(path)[\(i)]", scope: scope, components: &stack, single: false)
            }
            return [.array(result)]
        case .object(let pairs):
            if var bound = try bind(value, at: path, scope: scope) {
                try count(at: path)
                // Counted before it is read for Markdown: a 1 MB string bound into many
                // texts is refused at its first use, not scanned for each.
                if case .string(let t) = bound { try addCharacters(t.utf8.count, at: path) }
                let dataPath: String = if case .string(let p) = value["bind"] { p } else { "" }
                if markdownText, case .string(let t) = bound { bound = .string(InlineMarkdown.escaped(t)) }
                // The data item too, when a loop variable or a component value stands for it.
                let item = absolute(dataPath)
                let origin = "{\"bind\": \"\(dataPath)\"}" + (item == dataPath ? "" : ", the data's \(item)")
                return [Self.marked(bound, from: origin)]
            }
            guard case .string(let type) = value["type"] else {
                var result: [(key: String, value: JSONValue)] = []
                for (k, v) in pairs {
                    result.append(
                        (
                            k,
                            try expand(v, at: path + "." + k, scope: scope, components: &stack, single: true).first
                                ?? .null
                        ))
                }
                return [.object(result)]
            }
            try count(at: path)
            switch type {
            case "ForEach":
                if single {
                    throw .invalid(
                        path: path,
                        message: "a ForEach belongs in an array of views (a stack's or grid's children), as in SwiftUI")
                }
                return try forEach(value, at: path, scope: scope, components: &stack)
            case "If":
                return try ifNode(value, at: path, scope: scope, components: &stack, single: single)
            case "Group":
                return try group(value, at: path, scope: scope, components: &stack, single: single)
            case "Chart" where value["in"] != nil:
                return [try chart(value, at: path, scope: scope, components: &stack)]
            case "EmptyView":
                // SwiftUI's EmptyView: nothing in a stack, a view of no size elsewhere.
                for (key, _) in pairs where key != "type" {
                    throw .invalid(path: path + "." + key, message: "an EmptyView has no \"\(key)\"")
                }
                return single ? [Self.emptyView] : []
            default:
                if let body = components[type] {
                    return [try component(type, body, instance: value, at: path, scope: scope, components: &stack)]
                }
                var result: [(key: String, value: JSONValue)] = []
                for (k, v) in pairs {
                    // A Text's `text` and a Label's `title` are literals read as Markdown.
                    markdownText =
                        (type == "Text" && k == "text" || type == "Label" && k == "title")
                        && value["verbatim"] != .bool(true)
                    defer { markdownText = false }
                    let expanded = try expand(v, at: path + "." + k, scope: scope, components: &stack, single: true)
                    result.append((k, expanded.first ?? .null))
                }
                return [.object(result)]
            }
        default:
            return [value]
        }
    }

    /// `{"type": "Group", "children": [VIEW, …], "modifiers": […]}`: SwiftUI's Group, whose
    /// children join the enclosing array with the group's modifiers applied to each. Where
    /// one view is needed, one child stands alone and several make a VStack (SwiftUI's
    /// default for views listed at the top of a body).
    private mutating func group(
        _ node: JSONValue, at path: String, scope: Scope, components stack: inout [String], single: Bool
    ) throws(DocumentError) -> [JSONValue] {
        for (key, _) in Self.pairs(node) where !["type", "children", "modifiers"].contains(key) {
            throw .invalid(
                path: path + "." + key, message: "unknown key \"\(key)\" for Group; allowed keys: children, modifiers")
        }
        var children: [JSONValue] = []
        if let items = node["children"] {
            guard case .array = items else {
                throw .invalid(path: path + ".children", message: "expected an array of views")
            }
            let expanded = try expand(items, at: path + ".children", scope: scope, components: &stack, single: true)
            if case .array(let views)? = expanded.first { children = views }
        }
        var modifiers: [JSONValue] = []
        if let m = node["modifiers"] {
            let expanded = try expand(m, at: path + ".modifiers", scope: scope, components: &stack, single: true)
            guard case .array(let list)? = expanded.first else {
                throw .invalid(path: path + ".modifiers", message: "expected an array of modifiers")
            }
            modifiers = list
        }
        let wrapped = children.map { Self.wrapping($0, modifiers: modifiers, id: nil) }
        guard single else { return wrapped }
        switch wrapped.count {
        case 0: return [Self.emptyView]
        case 1: return wrapped
        default: return [.object([("type", .string("VStack")), ("children", .array(wrapped))])]
        }
    }

    /// `{"type": "ForEach", "in": "hours", "as": "hour", "content": VIEW}` or
    /// `{"type": "ForEach", "range": [0, 7], "as": "i", "content": VIEW}` (end excluded).
    private mutating func forEach(_ node: JSONValue, at path: String, scope: Scope, components stack: inout [String])
        throws(DocumentError) -> [JSONValue]
    {
        guard case .string(let name) = node["as"], Self.isName(name) else {
            throw .invalid(
                path: path + ".as", message: "a ForEach needs \"as\": the name its content uses for each item")
        }
        guard let content = node["content"] else {
            throw .invalid(path: path, message: "a ForEach needs \"content\": the view made for each item")
        }
        for (key, _) in Self.pairs(node) where !["type", "in", "range", "as", "content"].contains(key) {
            throw .invalid(
                path: path + "." + key,
                message: "unknown key \"\(key)\" for ForEach; allowed keys: as, content, in, range")
        }
        let items: [JSONValue]
        switch (node["in"], node["range"]) {
        case (.string(let dataPath)?, nil):
            let value = try lookup(dataPath, at: path + ".in", scope: scope)
            guard case .array(let list) = value else {
                throw .invalid(
                    path: path + ".in", message: "the data at \"\(dataPath)\" is \(value.kindDescription), not an array"
                )
            }
            items = list
        case (nil, .array(let given)?):
            // A bound may be bound to the data: `"range": [0, {"bind": "leadingBlanks"}]`.
            var bounds: [JSONValue] = []
            for (i, b) in given.enumerated() {
                bounds.append(try bind(b, at: "\(path).range[\(i)]", scope: scope) ?? b)
            }
            guard bounds.count == 2, case .number(let lo) = bounds[0], case .number(let hi) = bounds[1],
                lo == lo.rounded(), hi == hi.rounded(), lo <= hi, hi - lo <= Double(budget)
            else {
                throw .invalid(
                    path: path + ".range",
                    message: "expected [start, end], whole numbers with start ≤ end and at most \(budget) apart")
            }
            items = stride(from: lo, to: hi, by: 1).map { .number($0) }
        default:
            throw .invalid(path: path, message: "a ForEach needs exactly one of \"in\" (a data path) or \"range\"")
        }
        var result: [JSONValue] = []
        let outer = origins[name]
        defer { origins[name] = outer }
        for (i, item) in items.enumerated() {
            try count(at: "\(path).content[\(i)]")
            try spend(scope.count, at: "\(path).content[\(i)]")
            var inner = scope
            inner[name] = item
            var origin = "\(name) = \(i)"
            if case .string(let dataPath)? = node["in"] { origin = absolute(dataPath) + ".\(i)" }
            if case .number(let n) = item, node["range"] != nil { origin = "\(name) = \(DocumentError.format(n))" }
            origins[name] = origin
            result += try expand(content, at: "\(path).content[\(i)]", scope: inner, components: &stack, single: false)
                .map { Self.noting($0, origin: origin) }
        }
        return result
    }

    /// `{"type": "Chart", "in": "prices", "marks": [MARK…]}`: every mark repeated for each
    /// item of the data array, item by item as Swift Charts' `Chart(data) { … }` makes
    /// them, with the item's members (and, with `"as"`, the item itself) in scope.
    private mutating func chart(_ node: JSONValue, at path: String, scope: Scope, components stack: inout [String])
        throws(DocumentError) -> JSONValue
    {
        guard case .string(let dataPath) = node["in"] else {
            throw .invalid(path: path + ".in", message: "expected the data path of an array")
        }
        let value = try lookup(dataPath, at: path + ".in", scope: scope)
        guard case .array(let items) = value else {
            throw .invalid(
                path: path + ".in", message: "the data at \"\(dataPath)\" is \(value.kindDescription), not an array")
        }
        var name: String?
        if let given = node["as"] {
            guard case .string(let n) = given, Self.isName(n) else {
                throw .invalid(path: path + ".as", message: "expected a name for each item (letters, digits, _)")
            }
            name = n
        }
        guard case .array(let marks)? = node["marks"] else {
            throw .invalid(path: path + ".marks", message: "a Chart needs \"marks\": an array of marks")
        }
        var made: [JSONValue] = []
        // Where each made mark came from, for the validator (`chartMarksKey`).
        var origins: [JSONValue] = []
        for (i, item) in items.enumerated() {
            var inner = scope
            if case .object(let members) = item { for (k, v) in members { inner[k] = v } }
            try spend(inner.count, at: "\(path).in[\(i)]")
            if let name { inner[name] = item }
            for (j, mark) in marks.enumerated() {
                try count(at: "\(path).marks[\(j)]")
                let expanded = try expand(
                    mark, at: "\(path).marks[\(j)] (item \(i), the data's \(absolute(dataPath)).\(i))", scope: inner,
                    components: &stack, single: true)
                made += expanded
                origins += expanded.map { _ in .string("\(path).marks[\(j)]\u{0}\(absolute(dataPath)).\(i)") }
            }
        }
        var result: [(key: String, value: JSONValue)] = []
        for (k, v) in Self.pairs(node) where !["in", "as", "marks"].contains(k) {
            result.append(
                (k, try expand(v, at: path + "." + k, scope: scope, components: &stack, single: true).first ?? .null))
        }
        result.append(("marks", .array(made)))
        result.append((Self.chartMarksKey, .array(origins)))
        return .object(result)
    }

    /// `If`: its condition with data parts decided, its branches expanded.
    private mutating func ifNode(
        _ node: JSONValue, at path: String, scope: Scope, components stack: inout [String], single: Bool
    ) throws(DocumentError) -> [JSONValue] {
        var result: [(key: String, value: JSONValue)] = [("type", .string("If"))]
        guard let condition = node["condition"] else {
            throw .invalid(path: path, message: "an If needs \"condition\"")
        }
        for (key, _) in Self.pairs(node) where !["type", "condition", "then", "else"].contains(key) {
            throw .invalid(
                path: path + "." + key, message: "unknown key \"\(key)\" for If; allowed keys: condition, else, then")
        }
        let decided = Self.folded(try decide(condition, at: path + ".condition", scope: scope))
        // Decided by the data alone: only the branch taken is expanded, so a guard such as
        // {"data": "alert", "exists": true} keeps its branch from reading what is missing.
        if case .bool(let taken)? = decided["value"] {
            let key = taken ? "then" : "else"
            // No branch: left out of its array, or an empty view where one view is needed.
            guard let branch = node[key] else { return single ? [Self.emptyView] : [] }
            return try expand(branch, at: path + "." + key, scope: scope, components: &stack, single: single)
        }
        result.append(("condition", decided))
        for key in ["then", "else"] {
            if let branch = node[key] {
                let views = try expand(branch, at: path + "." + key, scope: scope, components: &stack, single: true)
                result.append((key, views.first ?? Self.emptyView))
            }
        }
        return [.object(result)]
    }

    /// A component instance: its body, with `with` in scope and the instance's modifiers
    /// applied outside the body's.
    private mutating func component(
        _ name: String, _ body: JSONValue, instance: JSONValue, at path: String, scope: Scope,
        components stack: inout [String]
    ) throws(DocumentError) -> JSONValue {
        if stack.contains(name) {
            throw .invalid(
                path: path,
                message:
                    "the component \(name) uses itself (\((stack + [name]).joined(separator: " → "))); components may not recurse"
            )
        }
        // Lexical scope, as a custom SwiftUI view's: the data and the `with` values, not
        // the caller's loop variables.
        try spend(rootScope.count, at: path)
        var inner = rootScope
        var innerOrigins: [String: String] = [:]
        if let with = instance["with"] {
            guard case .object(let params) = with else {
                throw .invalid(
                    path: path + ".with", message: "expected an object of values, found \(with.kindDescription)")
            }
            for (key, v) in params {
                // A whole "{{path}}" passes the value itself (an object, an array, a number).
                if case .string(let s) = v, let whole = Self.wholeReference(s) {
                    inner[key] = try lookup(whole, at: path + ".with." + key, scope: scope)
                    innerOrigins[key] = absolute(whole)
                } else {
                    inner[key] = Self.unmarked(
                        try expand(v, at: path + ".with." + key, scope: scope, components: &stack, single: true).first
                            ?? .null)
                }
            }
        }
        for (key, _) in Self.pairs(instance) where !["type", "with", "modifiers", "id"].contains(key) {
            throw .invalid(
                path: path + "." + key,
                message: "unknown key \"\(key)\" for the component \(name); allowed keys: id, modifiers, with")
        }
        // The instance's own modifiers and id, expanded in the caller's scope (and with the
        // caller's components in use, so a component named there is caught recursing).
        var added: [JSONValue] = []
        if let outer = instance["modifiers"] {
            guard case .array = outer else {
                throw .invalid(
                    path: path + ".modifiers", message: "expected an array of modifiers, found \(outer.kindDescription)"
                )
            }
            stack.append(name)
            let extra = try expand(outer, at: path + ".modifiers", scope: scope, components: &stack, single: true)
            stack.removeLast()
            if case .array(let m) = extra.first { added = m }
        }
        let id = try instance["id"].map { v throws(DocumentError) in
            try expand(v, at: path + ".id", scope: scope, components: &stack, single: true).first ?? .null
        }
        stack.append(name)
        let outerOrigins = origins
        origins = innerOrigins
        defer {
            stack.removeLast()
            origins = outerOrigins
        }
        let expanded =
            try expand(body, at: "$.components.\(name)", scope: inner, components: &stack, single: true).first
            ?? Self.emptyView
        let own: Int = if case .array(let m)? = expanded["modifiers"] { m.count } else { 0 }
        return Self.marking(
            Self.wrapping(expanded, modifiers: added, id: id), component: name, usedAt: path, ownModifiers: own)
    }

    /// `view` with `modifiers` applied outside its own and `id` as its id; an `If` passes
    /// them to each branch, as modifiers on a view built with `if` apply to either.
    static func wrapping(_ view: JSONValue, modifiers added: [JSONValue], id: JSONValue?) -> JSONValue {
        guard !added.isEmpty || id != nil, case .object(var pairs) = view else { return view }
        if view["type"] == .string("If") {
            for i in pairs.indices where pairs[i].key == "then" || pairs[i].key == "else" {
                pairs[i].value = wrapping(pairs[i].value, modifiers: added, id: id)
            }
            return .object(pairs)
        }
        if !added.isEmpty {
            let own: [JSONValue] = if case .array(let m) = view["modifiers"] { m } else { [] }
            pairs.removeAll { $0.key == "modifiers" }
            pairs.append(("modifiers", .array(own + added)))
        }
        if let id {
            pairs.removeAll { $0.key == "id" }
            pairs.append(("id", id))
        }
        return .object(pairs)
    }

    /// Counts one value made (a view, a ForEach item, a binding) against the budget.
    private mutating func count(at path: String) throws(DocumentError) {
        made += 1
        guard made <= budget else {
            throw DocumentBudget.limit(path, "the document has more than \(budget) views")
        }
    }

    // MARK: Data

    /// `{"bind": "path"}` (the value itself) or `{"bind": "path", "format": …}` (text).
    private func bind(_ value: JSONValue, at path: String, scope: Scope) throws(DocumentError) -> JSONValue? {
        guard case .string(let dataPath) = value["bind"] else { return nil }
        let keys = Self.pairs(value).map(\.key)
        guard keys.allSatisfy({ $0 == "bind" || $0 == "format" }) else {
            throw .invalid(path: path, message: "a binding has \"bind\" and optionally \"format\", nothing else")
        }
        let bound = try lookup(dataPath, at: path + ".bind", scope: scope)
        guard let format = value["format"] else { return bound }
        guard case .number(let n) = bound else {
            throw .invalid(
                path: path + ".bind",
                message: "the data at \"\(dataPath)\" is \(bound.kindDescription); \"format\" formats numbers")
        }
        return .string(try NumberFormat(format, at: path + ".format").text(n))
    }

    /// `s` with every `{{path}}` replaced by the data's text.
    func interpolate(_ s: String, at path: String, scope: Scope) throws(DocumentError) -> String {
        guard s.contains("{{") else { return s }
        var result = ""
        var rest = Substring(s)
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                result += rest[open.lowerBound...]
                return result
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingSpaces()
            let value = try lookup(name, at: path, scope: scope)
            switch value {
            case .string(let t): result += markdownText ? InlineMarkdown.escaped(t) : t
            case .number(let n): result += DocumentError.format(n)
            case .bool(let b): result += b ? "true" : "false"
            default:
                throw .invalid(
                    path: path,
                    message: "\"{{\(name)}}\" is \(value.kindDescription); text can show a string, number or boolean")
            }
            rest = rest[close.upperBound...]
            guard result.utf8.count <= DocumentBudget.standard.stringCharacters else {
                throw DocumentBudget.limit(
                    path,
                    "the document's strings add up to more than \(DocumentBudget.standard.stringCharacters) characters")
            }
        }
        return result + rest
    }

    /// The value at a data path (`hours.0.temp`): names from the scope, then members and
    /// indices.
    func lookup(_ dataPath: String, at path: String, scope: Scope) throws(DocumentError) -> JSONValue {
        let parts = dataPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, !first.isEmpty, var value = scope[first] else {
            throw .invalid(
                path: path, message: "no data at \"\(dataPath)\" (the entry's data has \(Self.names(scope)))")
        }
        var walked = first
        for part in parts.dropFirst() {
            switch value {
            case .object:
                guard let next = value[part] else {
                    throw .invalid(
                        path: path, message: "no data at \"\(dataPath)\": \"\(walked)\" has no member \"\(part)\"")
                }
                value = next
            case .array(let items):
                guard let i = Int(part), items.indices.contains(i) else {
                    throw .invalid(
                        path: path,
                        message: "no data at \"\(dataPath)\": \"\(walked)\" has \(items.count) items, no item \(part)")
                }
                value = items[i]
            default:
                throw .invalid(
                    path: path, message: "no data at \"\(dataPath)\": \"\(walked)\" is \(value.kindDescription)")
            }
            walked += "." + part
        }
        return value
    }

    // MARK: Conditions

    /// A condition with its data parts decided (`{"value": true}`); render-time parts stay.
    private func decide(_ c: JSONValue, at path: String, scope: Scope) throws(DocumentError) -> JSONValue {
        guard case .object(let pairs) = c, !pairs.isEmpty else {
            throw .invalid(
                path: path,
                message:
                    "expected a condition object, found \(c == .object([]) ? "an empty object" : c.kindDescription)")
        }
        if let dataValue = c["data"] {
            guard case .string(let dataPath) = dataValue else {
                throw .invalid(
                    path: path + ".data", message: "expected a data path, found \(dataValue.kindDescription)")
            }
            let known = ["data", "equals", "exists", "lessThan", "greaterThan"]
            for (k, _) in pairs where !known.contains(k) {
                throw .invalid(path: path + "." + k, message: "unknown key \"\(k)\" in a data condition")
            }
            // Every test is checked before any is decided, so that a condition is refused
            // or accepted whatever its data (the schema's `$defs/condition` says the same).
            // An operand may itself be bound: `{"data": "day", "equals": {"bind": "today"}}`.
            func operand(_ key: String) throws(DocumentError) -> JSONValue? {
                guard let given = c[key] else { return nil }
                return try bind(given, at: path + "." + key, scope: scope) ?? given
            }
            if let exists = c["exists"] {
                guard case .bool = exists else {
                    throw .invalid(
                        path: path + ".exists", message: "expected true or false, found \(exists.kindDescription)")
                }
            }
            let equals = try operand("equals")
            // The comparisons given, lessThan first (the one decided when both are).
            var comparisons: [(key: String, bound: Double)] = []
            for key in ["lessThan", "greaterThan"] {
                guard let bound = try operand(key) else { continue }
                guard case .number(let b) = bound else {
                    throw .invalid(
                        path: path + "." + key, message: "\"\(key)\" compares numbers, found \(bound.kindDescription)")
                }
                comparisons.append((key, b))
            }
            let value: JSONValue? = try? lookup(dataPath, at: path, scope: scope)
            if case .bool(let wanted) = c["exists"] { return .object([("value", .bool((value != nil) == wanted))]) }
            guard let value else { _ = try lookup(dataPath, at: path + ".data", scope: scope); return .null }
            if let other = equals { return .object([("value", .bool(value == other))]) }
            guard let (key, b) = comparisons.first else {
                throw .invalid(
                    path: path,
                    message: "a data condition needs \"equals\", \"exists\", \"lessThan\" or \"greaterThan\"")
            }
            guard case .number(let a) = value else {
                throw .invalid(
                    path: path + "." + key,
                    message: "\"\(key)\" compares numbers; the data at \"\(dataPath)\" is \(value.kindDescription)")
            }
            return .object([("value", .bool(key == "lessThan" ? a < b : a > b))])
        }
        guard pairs.count == 1, let (key, member) = pairs.first else {
            throw .invalid(path: path, message: "a condition has one key (or \"data\" with its test)")
        }
        switch key {
        case "all", "any":
            guard case .array(let items) = member else {
                throw .invalid(path: path + "." + key, message: "expected an array of conditions")
            }
            var decided: [JSONValue] = []
            for (i, item) in items.enumerated() {
                decided.append(try decide(item, at: "\(path).\(key)[\(i)]", scope: scope))
            }
            return .object([(key, .array(decided))])
        case "not":
            return .object([("not", try decide(member, at: path + ".not", scope: scope))])
        case "family":
            let names: [JSONValue] = if case .array(let list) = member { list } else { [member] }
            for n in names {
                guard case .string(let f) = n, FormatSchema.families.contains(f) else {
                    throw .invalid(
                        path: path + ".family",
                        message:
                            "expected family names (\(FormatSchema.families.joined(separator: ", "))), found \(n.kindDescription)"
                    )
                }
            }
            return c
        case "colorScheme", "renderingMode":
            let allowed =
                key == "colorScheme" ? ColorScheme.allCases.map(\.rawValue) : RenderingMode.allCases.map(\.rawValue)
            let names: [JSONValue] = if case .array(let list) = member { list } else { [member] }
            for n in names {
                guard case .string(let v) = n, allowed.contains(v) else {
                    throw .invalid(
                        path: path + "." + key,
                        message: "expected \(allowed.joined(separator: " or ")), found \(n.kindDescription)")
                }
            }
            return c
        case "showsContainerBackground", "redacted", "value":
            guard case .bool = member else {
                throw .invalid(
                    path: path + "." + key, message: "expected true or false, found \(member.kindDescription)")
            }
            return c
        default:
            throw .invalid(
                path: path + "." + key,
                message:
                    "unknown condition \"\(key)\"; expected family, colorScheme, renderingMode, showsContainerBackground, redacted, value, data, all, any or not"
            )
        }
    }

    /// `c` with `all`, `any` and `not` of decided parts folded into `{"value": …}`.
    static func folded(_ c: JSONValue) -> JSONValue {
        func constant(_ v: JSONValue) -> Bool? { if case .bool(let b)? = v["value"] { b } else { nil } }
        if case .array(let items)? = c["all"] {
            let parts = items.map(folded)
            if parts.contains(where: { constant($0) == false }) { return .object([("value", .bool(false))]) }
            let open = parts.filter { constant($0) == nil }
            return open.isEmpty ? .object([("value", .bool(true))]) : .object([("all", .array(open))])
        }
        if case .array(let items)? = c["any"] {
            let parts = items.map(folded)
            if parts.contains(where: { constant($0) == true }) { return .object([("value", .bool(true))]) }
            let open = parts.filter { constant($0) == nil }
            return open.isEmpty ? .object([("value", .bool(false))]) : .object([("any", .array(open))])
        }
        if let inner = c["not"] {
            let part = folded(inner)
            if let b = constant(part) { return .object([("value", .bool(!b))]) }
            return .object([("not", part)])
        }
        return c
    }

    // MARK: Helpers

    /// A view of no size that draws nothing: what an `If` without the chosen branch is
    /// where one view is needed.
    static let emptyView: JSONValue = .object([
        ("type", .string("Color")), ("color", .string("clear")),
        ("modifiers", .array([.object([("frame", .object([("width", .number(0)), ("height", .number(0))]))])])),
    ])

    static func pairs(_ v: JSONValue) -> [(key: String, value: JSONValue)] {
        if case .object(let p) = v { return p }
        return []
    }

    static func isName(_ s: String) -> Bool {
        !s.isEmpty && !s.contains(".") && !s.contains("{") && !s.contains("}")
    }

    /// `path` when `s` is exactly `{{path}}`.
    static func wholeReference(_ s: String) -> String? {
        guard s.hasPrefix("{{"), s.hasSuffix("}}"), s.count > 4 else { return nil }
        let inner = s.dropFirst(2).dropLast(2)
        guard !inner.contains("{{"), !inner.contains("}}") else { return nil }
        return inner.trimmingSpaces()
    }

    static func names(_ scope: Scope) -> String {
        // The data's own names, quoted (an empty name shows as ""), never a marker's.
        let keys = scope.keys.filter { !$0.hasPrefix("\u{1}") }.sorted()
        let listed = keys.prefix(12).map { "\"\($0.escapedForMessages)\"" }.joined(separator: ", ")
        return keys.isEmpty ? "no members" : "members " + listed + (keys.count > 12 ? ", …" : "")
    }
}
