// What one `#Preview` expands to: a uniquely named enum that registers the preview.
//
//     #Preview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(…) }
//
// becomes, in the same file,
//
//     enum $s…13WidgetPreviewfMu_: WidgetUI._WidgetPreviewSource {
//         static var _preview: WidgetUI.WidgetPreview {
//             WidgetUI.WidgetPreview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(…) }
//                 ._placed(fileID: "MyTarget/MyWidget.swift", line: 42)
//         }
//     }
//
// The name is the request's discriminator followed by `13WidgetPreviewfMu_`, the form of
// swift-syntax's `makeUniqueName("WidgetPreview")`, which the compiler accepts from any
// macro; `WidgetPreview.all` looks for types whose name holds `13WidgetPreviewfMu`. The
// source the compiler sends starts with the use's leading trivia (blank lines, comments,
// CRLF or LF) and any attributes (`@available(iOS 17.0, *)`), and its location is the
// trivia's: the scanner below walks past them by Unicode scalars, counting lines, and
// puts the attributes on the enum.

/// The expansion of one `#Preview` request.
struct PreviewExpansion {
    /// The expanded source, or nil when the use could not be rewritten (`warning` says why).
    let source: String?
    /// Why the preview is not registered, with the request's file and offset for the warning.
    let warning: (message: String, fileName: String, offset: Int)?

    /// Reads an `expandFreestandingMacro` request; nil when it is not one.
    init?(request: [UInt8]) {
        var reader = JSONText(request)
        guard let message = reader.value(), case .object(let top) = message,
            case .object(let expand)? = top["expandFreestandingMacro"],
            case .object(let syntax)? = expand["syntax"],
            case .string(let text)? = syntax["source"]
        else { return nil }
        var fileID = "", fileName = "", line = 0, offset = 0
        if case .object(let location)? = syntax["location"] {
            if case .string(let id)? = location["fileID"] { fileID = id }
            if case .string(let name)? = location["fileName"] { fileName = name }
            if case .number(let n)? = location["line"] { line = Int(n) }
            if case .number(let n)? = location["offset"] { offset = Int(n) }
        }
        var discriminator = ""
        if case .string(let d)? = expand["discriminator"] { discriminator = d }
        var scanner = PreviewScanner(text)
        let attributes = scanner.skipTriviaAndAttributes()
        guard scanner.rest.starts(with: "#Preview".unicodeScalars), !discriminator.isEmpty,
            discriminator.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                    || $0 == "$"
            })
        else {
            source = nil
            warning = (
                "this #Preview could not be registered (its source or the compiler's request is not in the form "
                    + "WidgetUI reads): it compiles, but WidgetPreview.all and assertPreviewSnapshots() do not see it",
                fileName, offset
            )
            return
        }
        let arguments = Substring(scanner.rest.dropFirst("#Preview".unicodeScalars.count))
        warning = nil
        source = """
            \(attributes.isEmpty ? "" : attributes + " ")enum \(discriminator)13WidgetPreviewfMu_: WidgetUI._WidgetPreviewSource {
                static var _preview: WidgetUI.WidgetPreview {
                    WidgetUI.WidgetPreview\(arguments)
                        ._placed(fileID: \(JSONText.quoted(fileID)), line: \(line + scanner.lineBreaks))
                }
            }
            """
    }
}

/// Walks the start of a macro use's source: whitespace, comments (nested block comments
/// too) and attributes, by Unicode scalars, so that CRLF counts as one line break.
struct PreviewScanner {
    private(set) var rest: Substring.UnicodeScalarView
    private(set) var lineBreaks = 0

    init(_ text: String) { rest = Substring(text).unicodeScalars }

    /// Skips trivia and attributes; the attributes' text, joined by spaces.
    mutating func skipTriviaAndAttributes() -> String {
        var attributes: [String] = []
        while true {
            skipTrivia()
            guard rest.first == "@" else { return attributes.joined(separator: " ") }
            var attribute = String.UnicodeScalarView()
            attribute.append(take())
            while let c = rest.first, c.properties.isXIDContinue || c == "." { attribute.append(take()) }
            skipTrivia()
            if rest.first == "(" {
                // Balanced parentheses, string literals taken whole.
                var depth = 0
                repeat {
                    let c = take()
                    attribute.append(c)
                    if c == "(" {
                        depth += 1
                    } else if c == ")" {
                        depth -= 1
                    } else if c == "\"" {
                        while let s = rest.first, s != "\"" {
                            attribute.append(take())
                            if s == "\\", !rest.isEmpty { attribute.append(take()) }
                        }
                        if !rest.isEmpty { attribute.append(take()) }
                    }
                } while depth > 0 && !rest.isEmpty
            }
            attributes.append(String(attribute))
        }
    }

    /// Skips whitespace and comments, counting line breaks (CRLF, LF or CR alone).
    mutating func skipTrivia() {
        while let c = rest.first {
            if c == "\n" || c == "\r" {
                lineBreak()
            } else if c == " " || c == "\t" {
                _ = take()
            } else if starts("//") {
                while let c = rest.first, c != "\n", c != "\r" { _ = take() }
            } else if starts("/*") {
                var depth = 0
                while !rest.isEmpty {
                    if starts("/*") {
                        depth += 1
                        _ = take()
                        _ = take()
                    } else if starts("*/") {
                        depth -= 1
                        _ = take()
                        _ = take()
                        if depth == 0 { break }
                    } else if rest.first == "\n" || rest.first == "\r" {
                        lineBreak()
                    } else {
                        _ = take()
                    }
                }
            } else {
                return
            }
        }
    }

    private mutating func lineBreak() {
        if take() == "\r", rest.first == "\n" { _ = take() }
        lineBreaks += 1
    }

    private func starts(_ prefix: String) -> Bool { rest.starts(with: prefix.unicodeScalars) }

    private mutating func take() -> Unicode.Scalar { rest.removeFirst() }
}
