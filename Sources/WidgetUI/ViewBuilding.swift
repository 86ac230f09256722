// Turning views into the entry document's view nodes. A primitive view (NodeSource)
// says its own nodes; any other view's body is evaluated with the environment of its
// place in the tree (so `@Environment` reads the family, colour scheme and the rest of the
// render it is built for) and turned into nodes in turn.
//
// The result is the same JSON view tree an entry file holds, decoded by the same
// `EntryDocument.decode`: one format, one validator, one renderer, whether the widget
// was written in JSON or in Swift.

import Foundation
import WidgetDocument

/// What building a view needs: the environment at this point of the tree, and the
/// document-wide things views declare (the container background, image files).
struct BuildContext {
    var environment: EnvironmentValues
    let document: DocumentParts
}

/// What views contribute to the document besides their nodes.
final class DocumentParts {
    /// The entry's date (time zones are written as their offset on it).
    var date = Date(timeIntervalSince1970: 1_767_225_600)
    /// `containerBackground(_:for:)`: a style, or a view node (format 1.1).
    var containerBackground: JSONValue?
    /// Image bytes by their `src`.
    var images: [String: [UInt8]] = [:]
    /// The sizes `GeometryReader`s are offered, when the build may lay out (GeometryReader.swift).
    var geometry: GeometryPass?
    /// The widget's content area on the device drawn, when known (a render, not a JSON
    /// export): `containerRelativeFrame`'s container.
    var containerSize: CGSize?
    /// `activityBackgroundTint(_:)`: a Live Activity's Lock Screen background.
    var activityBackgroundTint: JSONValue?
}

enum ViewBuilding {
    /// The nodes of `view` built in `context`.
    static func nodes<V: View>(of view: V, in context: BuildContext) throws -> [JSONValue] {
        // The environment is current while any view builds, so `@Environment` read in a
        // `ForEach` closure or a format style sees this render's values.
        if let source = view as? NodeSource {
            return try EnvironmentValues.$current.withValue(context.environment) { try source.nodes(in: context) }
        }
        let body = EnvironmentValues.$current.withValue(context.environment) { view.body }
        return try nodes(of: body, in: context)
    }

    /// One node for `view`: its only node, or its nodes in a stack of `type` (a ZStack for a
    /// background's content, as SwiftUI lays several views out there); nil when it has none.
    static func node<V: View>(of view: V, in context: BuildContext, joinedBy type: String = "ZStack") throws
        -> JSONValue?
    {
        let all = try nodes(of: view, in: context)
        switch all.count {
        case 0: return nil
        case 1: return all[0]
        default: return .object([("type", .string(type)), ("children", .array(all))])
        }
    }

    /// `node` appended a modifier (`{name: value}`), after the ones it has.
    static func modified(_ node: JSONValue, _ name: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var pairs) = node else { return node }
        let modifier = JSONValue.object([(name, value)])
        if let i = pairs.firstIndex(where: { $0.key == "modifiers" }), case .array(let list) = pairs[i].value {
            pairs[i].value = .array(list + [modifier])
        } else {
            pairs.append(("modifiers", .array([modifier])))
        }
        return .object(pairs)
    }

    /// `node` with a property set (replacing one of the same key).
    static func setting(_ node: JSONValue, _ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var pairs) = node else { return node }
        if let i = pairs.firstIndex(where: { $0.key == key }) {
            pairs[i].value = value
        } else {
            // Properties go before the modifiers, as entry files are written.
            let end = pairs.firstIndex(where: { $0.key == "modifiers" }) ?? pairs.count
            pairs.insert((key, value), at: end)
        }
        return .object(pairs)
    }
}

/// A view node: `{"type": type, key: value, …}` without the absent values.
func viewNode(_ type: String, _ properties: [(String, JSONValue?)] = []) -> JSONValue {
    var pairs: [(key: String, value: JSONValue)] = [("type", .string(type))]
    for (key, value) in properties { if let value { pairs.append((key, value)) } }
    return .object(pairs)
}

/// A JSON object without the absent values.
func jsonObject(_ properties: [(String, JSONValue?)]) -> JSONValue {
    .object(properties.compactMap { key, value in value.map { (key, $0) } })
}

extension JSONValue {
    init(_ number: Double) { self = .number(number) }
    init(_ number: CGFloat) { self = .number(Double(number)) }
    init(_ number: Int) { self = .number(Double(number)) }
}

/// A length that may be `.infinity`, as the format writes it.
func lengthValue(_ length: CGFloat?) -> JSONValue? {
    guard let length else { return nil }
    return length.isInfinite ? .string("infinity") : .number(Double(length))
}

/// A node that draws nothing and takes no space (an empty label).
let emptyNode = viewNode("HStack", [("children", .array([]))])
