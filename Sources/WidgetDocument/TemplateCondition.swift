// Format 1.1's `If` condition as the renderer decides it: its data parts were decided
// when the templates were expanded (`Template.decide`, folded into `value`), so what is
// left asks only about the render (`TemplateContext`), in the renderer's own types.

import WidgetDevices

/// What an `If` asks about one render.
public indirect enum TemplateCondition: Sendable, Hashable {
    /// Decided when the templates were expanded.
    case value(Bool)
    case family([WidgetFamily])
    case colorScheme([ColorScheme])
    case renderingMode([RenderingMode])
    case redacted(Bool)
    case showsContainerBackground(Bool)
    case all([TemplateCondition])
    case any([TemplateCondition])
    case not(TemplateCondition)

    /// The condition of an expanded `If` (checked by `Template.decide`; anything else is
    /// never true, as before).
    init(_ c: JSONValue) {
        func names<T: RawRepresentable<String>>(_ v: JSONValue) -> [T] {
            let strings: [String] =
                switch v {
                case .string(let s): [s]
                case .array(let items): items.compactMap { if case .string(let s) = $0 { s } else { nil } }
                default: []
                }
            return strings.compactMap(T.init(rawValue:))
        }
        func list(_ v: JSONValue) -> [TemplateCondition]? {
            if case .array(let items) = v { items.map(TemplateCondition.init) } else { nil }
        }
        if let v = c["value"] {
            self = .value(v == .bool(true))
        } else if let v = c["family"] {
            self = .family(names(v))
        } else if let v = c["colorScheme"] {
            self = .colorScheme(names(v))
        } else if let v = c["renderingMode"] {
            self = .renderingMode(names(v))
        } else if let v = c["redacted"] {
            self = .redacted(v == .bool(true))
        } else if let v = c["showsContainerBackground"] {
            self = .showsContainerBackground(v == .bool(true))
        } else if let v = c["all"] {
            self = list(v).map(TemplateCondition.all) ?? .value(false)
        } else if let v = c["any"] {
            self = list(v).map(TemplateCondition.any) ?? .value(false)
        } else if let v = c["not"] {
            self = .not(TemplateCondition(v))
        } else {
            self = .value(false)
        }
    }

    /// Whether the condition holds in `context` (none holds without one).
    package func holds(in context: TemplateContext?) -> Bool {
        guard let context else { return false }
        return holds(context)
    }

    /// Whether the condition holds in `context`.
    public func holds(_ context: TemplateContext) -> Bool {
        switch self {
        case .value(let b): b
        case .family(let names): names.contains(context.family)
        case .colorScheme(let names): names.contains(context.colorScheme)
        case .renderingMode(let names): names.contains(context.renderingMode)
        case .redacted(let b): b == context.redacted
        case .showsContainerBackground(let b): b == context.showsContainerBackground
        case .all(let parts): parts.allSatisfy { $0.holds(context) }
        case .any(let parts): parts.contains { $0.holds(context) }
        case .not(let inner): !inner.holds(context)
        }
    }
}
