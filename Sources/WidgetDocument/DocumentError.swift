// The document stage's errors. Each names where in the file it is (line and column for
// syntax, the JSON path for content) and what was expected, so a person can fix it
// without reading the renderer's code.

import WidgetCore

/// An entry document that cannot be rendered as written.
public enum DocumentError: Error, Equatable, CustomStringConvertible {
    /// The text is not JSON.
    case syntax(line: Int, column: Int, message: String)
    /// The JSON breaks the format: `message` says what was expected at `path`.
    case invalid(path: String, message: String)
    /// Valid, but the renderer cannot draw it yet.
    case unsupported(path: String, feature: String)

    /// The message, with any invisible characters the document put in it escaped.
    public var description: String {
        let text: String
        switch self {
        case .syntax(let line, let column, let message):
            text = "line \(line), column \(column): \(message)"
        case .invalid(let path, let message):
            text = "\(path): \(message)"
        case .unsupported(let path, let feature):
            text =
                "\(path): \(feature) is not supported yet; nothing was written (remove it, or see \"Supported today\" in docs/drawing.md)"
        }
        return text.escapedForMessages
    }

    /// A number as messages show it: `3`, `0.5`.
    static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }
}
