// Just enough JSON for the compiler plugin protocol's messages (PreviewPlugin.swift), so
// the plugin needs no dependency.

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
