// Every command's help, as a user reads it: each default said once, and the defaults that
// differ between commands said as they are.

import Foundation
import Testing

@Suite("Help texts")
struct HelpTextTests {
    static let commands = ["", "png", "layout", "timeline", "sheet", "gallery", "check", "diff", "devices", "symbols"]

    /// The help of `command`, its lines joined and spaces collapsed.
    func help(_ command: String) throws -> String {
        let result = try CLI.run((command.isEmpty ? [] : [command]) + ["--help"])
        #expect(result.status == 0, "render \(command) --help")
        return result.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("no option says its default twice", arguments: commands)
    func defaultsOnce(_ command: String) throws {
        let text = try help(command)
        // An option's own "Default: …" (or "(default …)") followed by the parser's "(default: …)".
        let pattern = try NSRegularExpression(pattern: #"[Dd]efault:? [^()]*\)?\.?\s*\(default: "#)
        let range = NSRange(text.startIndex..., in: text)
        let doubled = pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text) }
            .map { String(text[$0]) }
        #expect(doubled.isEmpty, "render \(command) --help: \(doubled)")
    }

    @Test("sheet and gallery say they draw every device by default; png and layout say iPhone 17, and do")
    func deviceDefaults() throws {
        // The command's own description, before the options every command shares.
        func description(_ command: String) throws -> String {
            let text = try help(command)
            return String(text[..<(text.range(of: "OPTIONS:")?.lowerBound ?? text.endIndex)])
        }
        for command in ["sheet", "gallery"] {
            #expect(try description(command).contains("every device"), "render \(command) --help")
        }
        #expect(try description("gallery").contains("light and dark"))
        for command in ["png", "layout"] {
            #expect(try help(command).contains("Default: iPhone 17"), "render \(command) --help")
        }
        // And layout does lay out on the iPhone 17 (iOS 26) when no device is named: one dump, its size.
        let dir = try CLI.temporaryDirectory()
        let entry = dir.appendingPathComponent("e.json")
        try Data(
            #"{"version": 1, "families": ["systemSmall"], "view": {"type": "Color", "color": "red"}}"#.utf8
        ).write(to: entry)
        let result = try CLI.run(["layout", entry.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.out.hasPrefix("{") && result.out.contains(#""size": [164.333, 164.333]"#), "\(result.out)")
    }

    @Test("png, sheet and gallery describe --variant alike")
    func sharedVariant() throws {
        let texts = try ["png", "sheet", "gallery"].map { try help($0) }
        let variant = texts.map { text -> String in
            guard let start = text.range(of: "--variant <variant> "),
                let end = text.range(of: "default: normal)", range: start.upperBound..<text.endIndex)
            else { return "" }
            return String(text[start.lowerBound..<end.upperBound])
        }
        #expect(!variant[0].isEmpty && variant.allSatisfy { $0 == variant[0] }, "\(variant)")
    }
}
