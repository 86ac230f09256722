// A JSON Schema (draft 2020-12) evaluator for the keywords entry.schema.json uses, so the
// schema can be held to the renderer's answers without a validator outside the
// toolchain. A keyword it does not know fails the evaluation: a schema that grows a
// keyword must grow it here too.

import Foundation
import WidgetDocument

struct SchemaEvaluator {
    let root: JSONValue

    struct UnknownKeyword: Error, CustomStringConvertible {
        let keyword: String
        var description: String { "the evaluator does not know the keyword \"\(keyword)\"" }
    }

    /// Whether `instance` is valid by the root schema.
    func accepts(_ instance: JSONValue) throws -> Bool {
        try valid(instance, root)
    }

    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "default", "$defs"]

    private func valid(_ instance: JSONValue, _ schema: JSONValue) throws -> Bool {
        switch schema {
        case .bool(let b): return b
        case .object(let pairs):
            for (keyword, value) in pairs where !Self.annotations.contains(keyword) {
                if try !check(keyword, value, instance, schema) { return false }
            }
            return true
        default: throw UnknownKeyword(keyword: "a schema that is \(schema)")
        }
    }

    private func check(_ keyword: String, _ value: JSONValue, _ instance: JSONValue, _ schema: JSONValue) throws
        -> Bool
    {
        switch keyword {
        case "$ref":
            guard case .string(let reference) = value, reference.hasPrefix("#/$defs/"),
                let target = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
            else { throw UnknownKeyword(keyword: "$ref \(value)") }
            return try valid(instance, target)
        case "type":
            let names: [String] =
                switch value {
                case .string(let s): [s]
                case .array(let items): items.compactMap { if case .string(let s) = $0 { s } else { nil } }
                default: []
                }
            return names.contains { Self.hasType(instance, $0) }
        case "enum":
            guard case .array(let options) = value else { return false }
            return options.contains { Self.equal($0, instance) }
        case "const": return Self.equal(value, instance)
        case "properties":
            guard case .object(let members) = instance, case .object(let schemas) = value else { return true }
            for (key, member) in members {
                if let s = schemas.first(where: { $0.key == key })?.value, try !valid(member, s) { return false }
            }
            return true
        case "additionalProperties":
            guard case .object(let members) = instance else { return true }
            let known: [String] = if case .object(let p)? = schema["properties"] { p.map(\.key) } else { [] }
            for (key, member) in members where !known.contains(key) {
                if try !valid(member, value) { return false }
            }
            return true
        case "propertyNames":
            guard case .object(let members) = instance else { return true }
            return try members.allSatisfy { try valid(.string($0.key), value) }
        case "required":
            guard case .object = instance, case .array(let keys) = value else { return true }
            return keys.allSatisfy { if case .string(let k) = $0 { instance[k] != nil } else { false } }
        case "dependentRequired":
            guard case .object = instance, case .object(let rules) = value else { return true }
            for (key, needed) in rules where instance[key] != nil {
                guard case .array(let names) = needed else { continue }
                for case .string(let n) in names where instance[n] == nil { return false }
            }
            return true
        case "minProperties", "maxProperties":
            guard case .object(let members) = instance, case .number(let n) = value else { return true }
            return keyword == "minProperties" ? Double(members.count) >= n : Double(members.count) <= n
        case "items":
            guard case .array(let items) = instance else { return true }
            return try items.allSatisfy { try valid($0, value) }
        case "minItems", "maxItems":
            guard case .array(let items) = instance, case .number(let n) = value else { return true }
            return keyword == "minItems" ? Double(items.count) >= n : Double(items.count) <= n
        case "uniqueItems":
            guard case .array(let items) = instance, value == .bool(true) else { return true }
            for i in items.indices {
                for j in items.indices where j > i && Self.equal(items[i], items[j]) { return false }
            }
            return true
        case "contains":
            guard case .array(let items) = instance else { return true }
            return try items.contains { try valid($0, value) }
        case "minimum", "maximum", "exclusiveMinimum":
            guard case .number(let n) = instance, case .number(let bound) = value else { return true }
            switch keyword {
            case "minimum": return n >= bound
            case "maximum": return n <= bound
            default: return n > bound
            }
        case "minLength", "maxLength":
            guard case .string(let s) = instance, case .number(let n) = value else { return true }
            let length = Double(s.unicodeScalars.count)
            return keyword == "minLength" ? length >= n : length <= n
        case "pattern":
            guard case .string(let s) = instance, case .string(let p) = value else { return true }
            let regex = try NSRegularExpression(pattern: p)
            return regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
        case "anyOf", "allOf", "oneOf":
            guard case .array(let schemas) = value else { return false }
            let passing = try schemas.filter { try valid(instance, $0) }.count
            switch keyword {
            case "anyOf": return passing > 0
            case "allOf": return passing == schemas.count
            default: return passing == 1
            }
        case "not": return try !valid(instance, value)
        case "if":
            if try valid(instance, value) { return try schema["then"].map { try valid(instance, $0) } ?? true }
            return try schema["else"].map { try valid(instance, $0) } ?? true
        case "then", "else": return true
        default: throw UnknownKeyword(keyword: keyword)
        }
    }

    private static func hasType(_ instance: JSONValue, _ name: String) -> Bool {
        switch (name, instance) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            true
        case ("integer", .number(let n)): n == n.rounded()
        default: false
        }
    }

    /// JSON equality: numbers by value, objects regardless of key order.
    private static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            x.count == y.count && x.allSatisfy { pair in b[pair.key].map { equal(pair.value, $0) } ?? false }
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        default: a == b
        }
    }
}
