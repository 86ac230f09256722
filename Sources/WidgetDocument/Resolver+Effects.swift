// Resolve: the drawing-only modifiers (DrawingEffect) added in format 1.1, and `border`.

import WidgetCore
import WidgetLayout

extension Resolver {
    /// The drawing effect of modifier `m`, or nil when `m` is not one of those read here.
    func drawingEffect(_ m: (name: String, value: JSONValue, path: String)) throws(DocumentError) -> DrawingEffect? {
        func number(_ v: JSONValue?, _ fallback: Double) -> Double {
            if case .number(let n) = v ?? .null { n } else { fallback }
        }
        switch m.name {
        case "hidden":
            // SwiftUI keeps a hidden view's space and draws nothing.
            return m.value == .bool(false) ? nil : .opacity(0)
        case "blur":
            if case .number(let r) = m.value { return .blur(radius: r, opaque: false) }
            return .blur(radius: number(m.value["radius"], 0), opaque: m.value["opaque"] == .bool(true))
        case "grayscale": return .color(.grayscale(number(m.value, 0)))
        case "saturation": return .color(.saturation(number(m.value, 1)))
        case "brightness": return .color(.brightness(number(m.value, 0)))
        case "contrast": return .color(.contrast(number(m.value, 1)))
        case "colorInvert": return .color(.invert)
        case "colorMultiply":
            return .color(.multiply(try StyleDecoder.color(m.value, at: m.path, scheme: scheme)))
        case "hueRotation":
            return .color(.hueRotation(number(m.value["degrees"] ?? m.value, 0)))
        default:
            return nil
        }
    }

    /// `.border(style, width:)`: a rectangle's inside edge stroked over the view, as
    /// SwiftUI draws it (an overlay of `Rectangle().strokeBorder(style, lineWidth: width)`).
    func border(_ value: JSONValue, at path: String, environment: Environment) throws(DocumentError) -> ViewNode {
        var style = value, width = JSONValue.number(1)
        if case .object = value, value["style"] != nil {
            style = value["style"] ?? .null
            width = value["width"] ?? width
        }
        var e = environment
        e.stackAxis = nil
        let node = JSONValue.object([
            ("type", .string("Rectangle")),
            ("strokeBorder", .object([("style", style), ("lineWidth", width)])),
        ])
        return try resolve(node, at: path, environment: e)
    }
}
