// Markdown in Text literals, as SwiftUI's LocalizedStringKey reads it: the inline syntax
// CommonMark (with strikethrough) gives, nothing else, and data or verbatim text as typed.

import Foundation
import Testing
import WidgetCore
import WidgetDocument
import WidgetResolve
import WidgetViewTree

@Suite("Inline Markdown")
struct InlineMarkdownTests {
    typealias Span = MarkdownSpan

    @Test("bold, italic, both, code, strikethrough and links become styled spans")
    func styles() {
        #expect(
            InlineMarkdown.spans("Rain **today** and *tomorrow*") == [
                Span(text: "Rain "), Span(text: "today", bold: true), Span(text: " and "),
                Span(text: "tomorrow", italic: true),
            ])
        #expect(
            InlineMarkdown.spans("__x__ _y_") == [
                Span(text: "x", bold: true), Span(text: " "), Span(text: "y", italic: true),
            ])
        #expect(InlineMarkdown.spans("***both***") == [Span(text: "both", bold: true, italic: true)])
        #expect(
            InlineMarkdown.spans("run `swift test` now") == [
                Span(text: "run "), Span(text: "swift test", code: true), Span(text: " now"),
            ])
        #expect(InlineMarkdown.spans("~~old~~ new") == [Span(text: "old", strikethrough: true), Span(text: " new")])
        #expect(
            InlineMarkdown.spans("See [the **forecast**](https://example.com/a_(b)) now") == [
                Span(text: "See "), Span(text: "the ", link: "https://example.com/a_(b)"),
                Span(text: "forecast", bold: true, link: "https://example.com/a_(b)"), Span(text: " now"),
            ])
        #expect(
            InlineMarkdown.spans("<https://example.com>") == [
                Span(text: "https://example.com", link: "https://example.com")
            ])
    }

    @Test("what is not inline Markdown stays as typed: blocks, spaces, lone and intraword delimiters")
    func literal() {
        for text in [
            "# Not a heading", "- not a list", "> not a quote", "2 * 3 * 4", "snake_case_name", "a  b\n\nc",
            "price: 5*", "[no link]", "[x] (y)", "<not a link>", "~~~", "x ~~ y ~~ z", "", "普通的文字 🎵",
        ] {
            let spans = InlineMarkdown.spans(text)
            #expect(spans.map(\.text).joined() == text, "\(text)")
            #expect(spans.allSatisfy { $0.sameStyleAsPlain }, "\(text)")
        }
        #expect(InlineMarkdown.spans("**unclosed") == [Span(text: "**unclosed")])
        // The nearest opener wins (CommonMark): the "**" takes the closer, one "*" is left.
        #expect(InlineMarkdown.spans("*a **b*") == [Span(text: "*a *"), Span(text: "b", italic: true)])
    }

    @Test("a backslash keeps a character literal; escaped text reads back as typed")
    func escapes() {
        #expect(InlineMarkdown.spans(#"\*not italic\*"#) == [Span(text: "*not italic*")])
        #expect(InlineMarkdown.spans(#"C:\path"#) == [Span(text: #"C:\path"#)])
        for text in ["**a**", "_x_ `y` [z](w) <a:b> \\ ~~s~~", "plain"] {
            #expect(InlineMarkdown.spans(InlineMarkdown.escaped(text)) == [Span(text: text)])
        }
        #expect(InlineMarkdown.spans("`a\\*b`") == [Span(text: "a\\*b", code: true)])
        // Data marked literal stays literal in code spans, link text and destinations too.
        let file = InlineMarkdown.escaped("my_file `x`")
        #expect(InlineMarkdown.spans("`` " + file + " ``") == [Span(text: "my_file `x`", code: true)])
        let title = InlineMarkdown.escaped("Song [Live] (2024)")
        #expect(
            InlineMarkdown.spans("[" + title + "](https://a.b)") == [
                Span(text: "Song [Live] (2024)", link: "https://a.b")
            ])
        #expect(InlineMarkdown.unescaped(InlineMarkdown.escaped("a*b\\c")) == "a*b\\c")
    }

    @Test("hostile delimiter soup is read, every character kept, and pairs still match")
    func hostile() {
        // Markup that never closes stays text, every character of it.
        for soup in [String(repeating: "[", count: 20_000), String(repeating: "[a](", count: 5_000)] {
            #expect(InlineMarkdown.spans(soup).map(\.text).joined() == soup)
        }
        // Pairs that match give up their delimiters, and nothing else.
        for soup in [String(repeating: "*a _b ~~[`", count: 2_000), "`" + String(repeating: "a ``", count: 5_000)] {
            let kept = InlineMarkdown.spans(soup).map(\.text).joined()
            #expect(kept.filter { $0.isLetter || $0 == " " } == soup.filter { $0.isLetter || $0 == " " })
        }
        let pairs = String(repeating: "*a* ", count: 5_000)
        #expect(InlineMarkdown.spans(pairs).filter(\.italic).count == 5_000)
        let long = "[x](" + String(repeating: "a", count: 600) + ")"
        #expect(InlineMarkdown.spans(long) == [Span(text: long)])
        // Emphasis nests at most 16 levels; deeper delimiters stay text, every character kept.
        let deep = String(repeating: "*", count: 9_999) + "a" + String(repeating: "*", count: 9_999)
        let spans = InlineMarkdown.spans(deep)
        #expect(spans.map(\.text).joined().count == deep.count - 64)
        let nested = String(repeating: "*_", count: 5_000) + "a" + String(repeating: "_*", count: 5_000)
        // Alternating delimiters pair up among themselves; the letter and nothing foreign is left.
        let keptNested = InlineMarkdown.spans(nested).map(\.text).joined()
        #expect(keptNested.filter(\.isLetter) == "a" && keptNested.allSatisfy { "*_a".contains($0) })
    }

    // MARK: In documents

    func runs(_ view: String, version: String = "1", data: String? = nil) throws -> [TextRun] {
        let dataPart = data.map { ", \"data\": \($0)" } ?? ""
        let doc = try EntryDocument.decode(Array("{\"version\": \(version)\(dataPart), \"view\": \(view)}".utf8))
        guard case .text(let t) = try Resolver(scheme: .light).resolve(try #require(doc.view)).content
        else {
            return []
        }
        return t.styledRuns
    }

    @Test("a Text's literal draws its Markdown; verbatim text and data bound into it show as typed")
    func documents() throws {
        let styled = try runs(#"{"type": "Text", "text": "**Bold** and [link](https://a.b)"}"#)
        #expect(styled.map(\.string) == ["Bold", " and ", "link"])
        #expect(styled[0].font.weight == .bold)
        #expect(styled[1].font.weight == .regular)
        #expect(styled[2].foreground == .color(Color(r: 0, g: 122, b: 255)))
        let verbatim = try runs(#"{"type": "Text", "text": "**Bold**", "verbatim": true}"#)
        #expect(verbatim.map(\.string) == ["**Bold**"])
        let code = try runs(#"{"type": "Text", "text": "`x`", "modifiers": [{"font": "caption"}]}"#)
        #expect(code.first?.font.design == .monospaced && code.first?.font.size == 12)
        let struck = try runs(
            #"{"type": "Text", "runs": [{"type": "Text", "text": "~~was~~ "}, {"type": "Text", "text": "now"}]}"#)
        #expect(struck.map { $0.strikethrough != nil } == [true, false, false])
        // 1.1: the literal around a binding is Markdown, the data is not.
        let bound = try runs(
            #"{"type": "Text", "text": "**{{name}}** played"}"#, version: "1.1", data: #"{"name": "*NSYNC_fan_"}"#)
        #expect(bound.map(\.string) == ["*NSYNC_fan_", " played"])
        #expect(bound.first?.font.weight == .bold)
        let whole = try runs(
            #"{"type": "Text", "text": {"bind": "name"}}"#, version: "1.1", data: #"{"name": "**x**"}"#)
        #expect(whole.map(\.string) == ["**x**"])
        let plainVerbatim = try runs(
            #"{"type": "Text", "text": "{{name}}", "verbatim": true}"#, version: "1.1", data: #"{"name": "a*b*"}"#)
        #expect(plainVerbatim.map(\.string) == ["a*b*"])
    }
}

extension MarkdownSpan {
    var sameStyleAsPlain: Bool { !bold && !italic && !code && !strikethrough && link == nil }
}
