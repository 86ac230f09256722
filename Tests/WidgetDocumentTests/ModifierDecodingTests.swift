// The modifier decoder and the format's table (the JSON Schema's source) agree: every
// modifier the table lists decodes from a value the table accepts, into a case of its
// own, and each decoded value carries SwiftUI's defaults.

import Testing
import WidgetCore

@testable import WidgetDocument

@Suite("Modifier decoding")
struct ModifierDecodingTests {
    /// A value of `kind` that the table accepts, with only the required keys of objects.
    static func sample(_ kind: ValueKind) -> JSONValue {
        switch kind {
        case .number(let lo, let hi, let exclusive):
            if let lo { return .number(exclusive ? min(lo + 0.5, hi ?? lo + 1) : lo) }
            return .number(min(0, hi ?? 0))
        case .integer(let lo, _): return .number(Double(lo))
        case .string: return .string("x")
        case .assetPath: return .string("x.png")
        case .locale: return .string("zh_CN")
        case .bool, .trueFlag: return .bool(true)
        case .oneOf(let names): return .string(names[0])
        case .style, .styleLevels, .color, .decoration: return .string("red")
        case .view: return .object([("type", .string("Color")), ("color", .string("red"))])
        case .shape: return .object([("type", .string("Rectangle"))])
        case .views, .runs, .arrayOf: return .array([])
        case .unitPoint: return .string("center")
        case .date: return .string("2026-01-01T00:00:00Z")
        case .lengthOrInfinity: return .number(0)
        case .object(let keys, let required, _):
            return .object(required.sorted().map { ($0, sample(keys[$0] ?? .string)) })
        case .either(let alternatives): return sample(alternatives[0])
        case .nullable: return .null
        }
    }

    @Test("every modifier of the table decodes from a value the table accepts")
    func everyModifierDecodes() throws {
        for (name, kind) in FormatSchema.modifiers.sorted(by: { $0.key < $1.key }) {
            let value = Self.sample(kind)
            try Validator().check(value, kind, at: "$")
            let modifier = try Modifier(name: name, value: value, at: "$.m")
            let inert = if case .inert = modifier.value { true } else { false }
            // Only modifiers that change nothing drawn decode to nothing.
            #expect(
                inert
                    == (name.hasPrefix("accessibility")
                        || ["invalidatableContent", "contentTransition"].contains(name)),
                "\(name)")
        }
    }

    @Test("SwiftUI's defaults are applied where a modifier is decoded")
    func defaults() throws {
        func decode(_ name: String, _ json: String) throws -> Modifier.Value {
            try Modifier(name: name, value: JSONValue.parse(Array(json.utf8)), at: "$").value
        }
        guard case .padding(let insets) = try decode("padding", #"{"edges": "horizontal"}"#) else {
            Issue.record("padding")
            return
        }
        #expect(insets == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        guard case .shadow(let color, let radius, _, _) = try decode("shadow", #"{"x": 2}"#) else {
            Issue.record("shadow")
            return
        }
        #expect(color == nil && radius == 0)
        guard case .border(let style, let width) = try decode("border", #""red""#) else {
            Issue.record("border")
            return
        }
        #expect(style == .color(.named("red")) && width == 1)
        guard case .foregroundLevels(let levels) = try decode("foregroundStyle", #"["red"]"#) else {
            Issue.record("a one-level array keeps its form")
            return
        }
        #expect(levels.count == 1)
        let nested = try decode(
            "background", #"{"content": {"style": "red", "in": {"type": "Circle"}}, "alignment": "top"}"#)
        guard case .background(.view(let shape, let alignment)) = nested, case .shape(let circle) = shape.content
        else {
            Issue.record("a shape inside content is a view")
            return
        }
        #expect(shape.type == "Circle" && circle.fill == .color(.named("red")))
        #expect(shape.path == "$.content.in" && alignment == Alignment(horizontal: .center, vertical: .top))
    }

    @Test("rules that tie a modifier's keys together are reported with the modifier's path")
    func rules() {
        func message(_ name: String, _ json: String) -> String? {
            do {
                _ = try Modifier(name: name, value: JSONValue.parse(Array(json.utf8)), at: "$.m")
                return nil
            } catch { return "\(error)" }
        }
        #expect(message("frame", #"{"width": 10, "maxWidth": 20}"#)?.contains("$.m") == true)
        #expect(message("frame", #"{"minWidth": 30, "maxWidth": 20}"#)?.contains("minWidth ≤ idealWidth") == true)
        #expect(message("padding", #"{"top": 1, "length": 2}"#)?.contains("not both") == true)
        #expect(message("font", #"{"family": "Inter"}"#)?.contains("needs \"size\"") == true)
        #expect(message("environment", #"{"timeZone": "Mars"}"#)?.contains("$.m.timeZone") == true)
    }
}
