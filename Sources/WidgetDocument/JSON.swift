// A small JSON parser that keeps what error messages need: key order, duplicate keys
// and the line and column of every syntax error. Numbers are Doubles; integers beyond
// 2^53 lose precision, which no entry needs.

/// A parsed JSON value. Objects keep their keys in document order.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The number this value is, or nil.
    var numberValue: Double? {
        if case .number(let n) = self { n } else { nil }
    }

    /// The string this value is, or nil.
    var stringValue: String? {
        if case .string(let s) = self { s } else { nil }
    }

    /// A length as the format writes one: a number, or `"infinity"` (a frame's and a grid
    /// item's maxima); nil otherwise.
    var lengthValue: Double? {
        switch self {
        case .number(let n): n
        case .string("infinity"): .infinity
        default: nil
        }
    }

    /// The value's kind as messages name it: "a number", "an object", …
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): "the number \(DocumentError.format(n))"
        case .string(let s): "the string \"\((s.count > 40 ? String(s.prefix(40)) + "…" : s).escapedForMessages)\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member named `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }
}

/// Parses JSON text.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private static let maxDepth = 200

    static func parse(_ data: [UInt8]) throws(DocumentError) -> JSONValue {
        var parser = JSONParser(bytes: data)
        // A UTF-8 byte order mark is allowed before the value.
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.syntaxError("unexpected text after the document's closing bracket")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func syntaxError(_ message: String) -> DocumentError {
        var line = 1, column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return .syntax(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(DocumentError) -> JSONValue {
        guard depth < Self.maxDepth else { throw syntaxError("the document nests deeper than \(Self.maxDepth) levels") }
        guard index < bytes.count else { throw syntaxError("the document ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            throw syntaxError("expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(DocumentError) -> JSONValue {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw syntaxError("expected a value (object, array, string, number, true, false or null)")
        }
        index += w.count
        return value
    }

    private mutating func parseObject(depth: Int) throws(DocumentError) -> JSONValue {
        index += 1
        var pairs: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw syntaxError("expected a key in double quotes")
            }
            let keyStart = index
            let key = try parseString()
            // A scan of the pairs so far while the object is small; past that a set, so an
            // object of 100,000 keys is read in linear time, not quadratic.
            let repeated: Bool
            if pairs.count < 16 {
                repeated = pairs.contains(where: { $0.key == key })
            } else {
                if keys.isEmpty { keys = Set(pairs.lazy.map(\.key)) }
                repeated = !keys.insert(key).inserted
            }
            if repeated {
                index = keyStart
                throw syntaxError("the key \"\(key)\" appears twice in the same object")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            pairs.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw syntaxError("the document ends inside an object; expected '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(pairs)
            }
            throw syntaxError("expected ',' or '}' after an object member")
        }
    }

    private mutating func parseArray(depth: Int) throws(DocumentError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw syntaxError("the document ends inside an array; expected ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw syntaxError("expected ',' or ']' after an array element")
        }
    }

    private mutating func parseString() throws(DocumentError) -> String {
        index += 1
        // Most strings hold no escape: made from their bytes at once. Anything else (an
        // escape, a control character, bytes that are not UTF-8, no closing quote) is read
        // by the loop below, which says what is wrong.
        if let end = bytes[index...].firstIndex(where: {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20
        }),
            bytes[end] == UInt8(ascii: "\""), let s = String(validating: bytes[index..<end], as: UTF8.self)
        {
            index = end + 1
            return s
        }
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() throws(DocumentError) {
            guard !raw.isEmpty else { return }
            guard let s = String(validating: raw, as: UTF8.self) else {
                throw syntaxError("a string holds bytes that are not valid UTF-8")
            }
            scalars.append(contentsOf: s.unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while true {
            guard index < bytes.count else { throw syntaxError("the document ends inside a string; expected '\"'") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                try flush()
                return String(scalars)
            }
            if b < 0x20 {
                throw syntaxError("a string holds a raw control character; write it as an escape such as \\n")
            }
            if b != UInt8(ascii: "\\") {
                raw.append(b)
                index += 1
                continue
            }
            try flush()
            index += 1
            guard index < bytes.count else { throw syntaxError("the document ends inside an escape") }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw syntaxError("a \\u escape holds an unpaired surrogate (invalid Unicode scalar)") }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw syntaxError("a \\u escape holds an unpaired surrogate (invalid Unicode scalar)")
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw syntaxError("a \\u escape holds an unpaired surrogate (invalid Unicode scalar)")
                }
                scalars.append(scalar)
            default:
                index -= 1
                throw syntaxError(
                    "unknown escape in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
            }
        }
    }

    private mutating func parseHex4() throws(DocumentError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw syntaxError("a \\u escape needs four hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw syntaxError("a \\u escape needs four hex digits")
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }

    private mutating func parseNumber() throws(DocumentError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - s
        }
        let intStart = index
        guard digits() > 0 else { throw syntaxError("expected digits in a number") }
        if bytes[intStart] == UInt8(ascii: "0") && index - intStart > 1 {
            index = intStart
            throw syntaxError("numbers may not have leading zeros")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw syntaxError("expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw syntaxError("expected digits in the number's exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            index = start
            throw syntaxError("the number \(text) is out of range")
        }
        return .number(v)
    }
}

extension JSONValue {
    /// Parses JSON text (UTF-8), reporting syntax errors with line and column.
    public static func parse(_ bytes: [UInt8]) throws(DocumentError) -> JSONValue {
        try JSONParser.parse(bytes)
    }
}
