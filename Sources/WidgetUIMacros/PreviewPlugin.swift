// The compiler plugin behind WidgetUI's `#Preview`. Each use's arguments are type-checked
// against the macro's signature (Preview.swift); the expansion registers the preview: an
// enum with a unique name conforming to `_WidgetPreviewSource`, whose `_preview` is the
// same call with `WidgetPreview` in place of `#Preview` (the same arguments, the same
// trailing closures, type-checked again as an initializer) and the preview's place in its
// file. `WidgetPreview.all` finds those enums at run time (WidgetPreview.swift), so a test
// renders every preview of a target with one call, as preview snapshot tools do.
//
// A macro plugin is an executable the compiler starts and talks to over standard input and
// output: each message is an 8-byte little-endian length, then that many bytes of JSON
// whose single top-level key names the request. This plugin answers `getCapability` with
// the protocol version it speaks and each expansion request with the source above. It is
// written against that protocol directly instead of depending on swift-syntax, which would
// add minutes to every clean build of a package that uses WidgetUI: it needs only the
// request's discriminator (which makes the enum's name unique, as swift-syntax's
// `makeUniqueName` forms it), the macro's source text and its location. The messages are
// those of the Swift compiler's plugin protocol (swift-syntax, `PluginMessages.swift`,
// protocol version 7).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

@main
enum PreviewPlugin {
    /// The protocol version answered to the compiler's `getCapability`.
    static let protocolVersion = 7

    static func main() {
        while let request = readMessage() {
            switch firstKey(of: request) {
            case "getCapability":
                send(#"{"getCapabilityResult":{"capability":{"protocolVersion":\#(protocolVersion)}}}"#)
            case "expandFreestandingMacro":
                let expansion = PreviewExpansion(request: request)
                var diagnostics = ""
                if let warning = expansion?.warning {
                    let position =
                        #"{"fileName":"# + JSONText.quoted(warning.fileName) + #","offset":\#(warning.offset)}"#
                    diagnostics =
                        #"{"message":"# + JSONText.quoted(warning.message) + #","severity":"warning","position":"#
                        + position + #","highlights":[],"notes":[],"fixIts":[]}"#
                }
                send(
                    #"{"expandMacroResult":{"expandedSource":"# + JSONText.quoted(expansion?.source ?? "")
                        + #","diagnostics":["# + diagnostics + "]}}")
            case "expandAttachedMacro":
                send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
            case "loadPluginLibrary":
                send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
            default:
                // A request this plugin does not know: say so rather than leave the compiler waiting.
                exit(1)
            }
        }
    }

    /// The next message's JSON, or nil at the end of input.
    static func readMessage() -> [UInt8]? {
        guard let header = readExactly(8) else { return nil }
        var length = 0
        for (i, byte) in header.enumerated() { length |= Int(byte) << (8 * i) }
        // The compiler's messages are a source file's size at most; anything far larger is
        // not a message of this protocol.
        guard length > 0, length < 1 << 30 else { return nil }
        return readExactly(length)
    }

    /// Exactly `count` bytes from standard input, or nil when it ends first.
    static func readExactly(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return -1 }
                return read(0, start + filled, count - filled)
            }
            if n <= 0 { return nil }
            filled += n
        }
        return bytes
    }

    /// The first key of a JSON object (`{"getCapability":…}` → `getCapability`).
    static func firstKey(of json: [UInt8]) -> String {
        guard let open = json.firstIndex(of: UInt8(ascii: "\"")) else { return "" }
        let rest = json[(open + 1)...]
        guard let close = rest.firstIndex(of: UInt8(ascii: "\"")) else { return "" }
        return String(decoding: rest[..<close], as: UTF8.self)
    }

    /// Writes one message: its length, then its JSON.
    static func send(_ json: String) {
        let body = Array(json.utf8)
        var message = (0..<8).map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) }
        message += body
        var written = 0
        while written < message.count {
            let n = message.withUnsafeBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return -1 }
                return write(1, start + written, message.count - written)
            }
            if n <= 0 { exit(1) }
            written += n
        }
    }
}
