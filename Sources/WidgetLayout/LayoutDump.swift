// The layout dump (`render layout`): the placed tree as JSON, frames in points as
// [x, y, width, height], keys in a fixed order so dumps diff cleanly.

import WidgetCore
import WidgetViewTree

/// A JSON value with ordered keys, printed deterministically.
public indirect enum DumpValue: Sendable, Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([DumpValue])
    case object([(String, DumpValue)])

    public static func == (a: DumpValue, b: DumpValue) -> Bool { a.text() == b.text() }

    /// Pretty JSON: two-space indent; arrays of numbers stay on one line.
    public func text(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .number(let v): return Self.format(v)
        case .string(let s): return s.jsonQuoted
        case .bool(let b): return b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{\n"
                + pairs.map { inner + $0.0.jsonQuoted + ": " + $0.1.text(indent: indent + 1) }
                .joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    /// A number with at most three decimals and no trailing zeros (`16`, `16.333`).
    public static func format(_ v: Double) -> String { DecimalText.format(v) }
}

extension LayoutNode {
    /// This node and everything under it, as the dump describes it.
    public func dump() -> DumpValue {
        var pairs: [(String, DumpValue)] = [("type", .string(view.typeName))]
        if let id = view.id { pairs.append(("id", .string(id))) }
        for a in view.annotations { pairs.append((a.key, .string(a.value))) }
        pairs.append(("frame", Self.dumpRect(frame)))
        if outerFrame != frame { pairs.append(("outerFrame", Self.dumpRect(outerFrame))) }
        if let text {
            pairs.append(("lines", .number(Double(text.lines))))
            pairs.append(("truncated", .bool(text.truncated)))
        }
        if !children.isEmpty { pairs.append(("children", .array(children.map { $0.dump() }))) }
        for kind in [Decoration.Kind.background, .overlay, .mask] {
            let nodes = decorations.filter { $0.kind == kind }.map { $0.node.dump() }
            if !nodes.isEmpty { pairs.append((kind.rawValue, .array(nodes))) }
        }
        return .object(pairs)
    }

    static func dumpRect(_ r: Rect) -> DumpValue {
        .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }
}
