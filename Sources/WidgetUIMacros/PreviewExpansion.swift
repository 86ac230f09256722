// What one `#Preview` expands to: a uniquely named enum that registers the preview.
//
//     #Preview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(…) }
//
// becomes, in the same file,
//
//     enum $s…13WidgetPreviewfMu_: _WidgetPreviewSource {
//         static var _preview: WidgetPreview {
//             WidgetPreview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(…) }
//                 ._placed(fileID: "MyTarget/MyWidget.swift", line: 42)
//         }
//     }
//
// The name is the request's discriminator followed by `13WidgetPreviewfMu_`, the form of
// swift-syntax's `makeUniqueName("WidgetPreview")`, which the compiler accepts from any
// macro; `WidgetPreview.all` looks for types whose name holds `13WidgetPreviewfMu`.

/// The expansion of one `#Preview` request.
struct PreviewExpansion {
    let source: String

    /// Reads an `expandFreestandingMacro` request; nil when it is not a `#Preview` use
    /// this plugin can rewrite (it then expands to nothing, as before).
    init?(request: [UInt8]) {
        var reader = JSONText(request)
        guard let message = reader.value(), case .object(let top) = message,
            case .object(let expand)? = top["expandFreestandingMacro"],
            case .string(let discriminator)? = expand["discriminator"],
            case .object(let syntax)? = expand["syntax"],
            case .string(let text)? = syntax["source"]
        else { return nil }
        var fileID = "", line = 0
        if case .object(let location)? = syntax["location"] {
            if case .string(let id)? = location["fileID"] { fileID = id }
            if case .number(let n)? = location["line"] { line = Int(n) }
        }
        // The source begins with the use's leading trivia (blank lines, comments), and the
        // location is that trivia's: the `#Preview` line is below it.
        let (call, newlines) = Self.afterTrivia(Substring(text))
        line += newlines
        guard call.hasPrefix("#Preview"),
            discriminator.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
        else { return nil }
        let arguments = call.dropFirst("#Preview".count)
        source = """
            enum \(discriminator)13WidgetPreviewfMu_: _WidgetPreviewSource {
                static var _preview: WidgetPreview {
                    WidgetPreview\(arguments)
                        ._placed(fileID: \(JSONText.quoted(fileID)), line: \(line))
                }
            }
            """
    }
}

extension PreviewExpansion {
    /// `text` after its leading whitespace and comments, and the line breaks skipped.
    static func afterTrivia(_ text: Substring) -> (Substring, Int) {
        var rest = text
        var newlines = 0
        while let first = rest.first {
            if first == "\n" {
                newlines += 1
                rest = rest.dropFirst()
            } else if first == " " || first == "\t" || first == "\r" {
                rest = rest.dropFirst()
            } else if rest.hasPrefix("//") {
                rest = rest.drop(while: { $0 != "\n" })
            } else if rest.hasPrefix("/*") {
                guard let end = rest.firstRange(of: "*/") else { return (rest, newlines) }
                newlines += rest[..<end.lowerBound].filter { $0 == "\n" }.count
                rest = rest[end.upperBound...]
            } else {
                break
            }
        }
        return (rest, newlines)
    }
}

/// Just enough JSON for the compiler's messages: objects, arrays, strings (with every
/// escape), numbers, true, false and null. `quoted` writes a JSON string, which is also a
/// Swift string literal for text without control characters (a file ID has none).
struct JSONText {
    indirect enum Value {
        case object([String: Value])
        case array([Value])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    private let bytes: [UInt8]
    private var at = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The value at the reader's place, or nil when the text is not JSON.
    mutating func value() -> Value? {
        skipSpace()
        guard at < bytes.count, depth < 256 else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            at += 1
            var object: [String: Value] = [:]
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
                at += 1
                return .object(object)
            }
            while true {
                skipSpace()
                guard case .string(let key)? = string(), expect(":"), let member = value() else { return nil }
                object[key] = member
                skipSpace()
                if expect(",") { continue }
                return expect("}") ? .object(object) : nil
            }
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            at += 1
            var array: [Value] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
                at += 1
                return .array(array)
            }
            while true {
                guard let element = value() else { return nil }
                array.append(element)
                skipSpace()
                if expect(",") { continue }
                return expect("]") ? .array(array) : nil
            }
        case UInt8(ascii: "\""):
            return string()
        case UInt8(ascii: "t"): return word("true", .bool(true))
        case UInt8(ascii: "f"): return word("false", .bool(false))
        case UInt8(ascii: "n"): return word("null", .null)
        default:
            let start = at
            while at < bytes.count, "+-.0123456789eE".utf8.contains(bytes[at]) { at += 1 }
            return Double(String(decoding: bytes[start..<at], as: UTF8.self)).map { .number($0) }
        }
    }

    private mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
    }

    private mutating func expect(_ c: Unicode.Scalar) -> Bool {
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: c) else { return false }
        at += 1
        return true
    }

    private mutating func word(_ w: String, _ v: Value) -> Value? {
        let w = Array(w.utf8)
        guard at + w.count <= bytes.count, Array(bytes[at..<at + w.count]) == w else { return nil }
        at += w.count
        return v
    }

    private mutating func hex4() -> UInt32? {
        guard at + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
        else { return nil }
        at += 4
        return v
    }

    private mutating func string() -> Value? {
        guard expect("\"") else { return nil }
        var out: [UInt8] = []
        while at < bytes.count {
            let b = bytes[at]
            at += 1
            if b == UInt8(ascii: "\"") { return .string(String(decoding: out, as: UTF8.self)) }
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                continue
            }
            guard at < bytes.count else { return nil }
            let e = bytes[at]
            at += 1
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard var code = hex4() else { return nil }
                // A surrogate pair is one scalar.
                if (0xD800..<0xDC00).contains(code), at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"),
                    bytes[at + 1] == UInt8(ascii: "u")
                {
                    at += 2
                    guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                out += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
            default: out.append(e)  // \" \\ \/
            }
        }
        return nil
    }

    /// `text` as a JSON string (also a Swift string literal): in quotes, with quotes,
    /// backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
