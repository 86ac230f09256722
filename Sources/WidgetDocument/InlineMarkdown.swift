// Inline Markdown in a Text's literal, as SwiftUI reads a `LocalizedStringKey`: Foundation's
// `AttributedString(markdown:)` with inline-only syntax that keeps whitespace (MARKDOWN in
// docs/sources.md). Block syntax (headings, lists, quotes) is left as typed, and so are line
// breaks and runs of spaces.
//
// What is read, after CommonMark with GitHub's strikethrough:
// - `\` before ASCII punctuation makes it literal;
// - code spans: a run of n backticks up to the next run of exactly n (one space trimmed at
//   each end when both ends have one), read as typed;
// - links `[text](destination "title")` and autolinks `<scheme:…>`; the text may hold
//   emphasis, not another link;
// - emphasis by delimiter runs of `*` and `_` (one: italic, two: bold), and `~`/`~~` for
//   strikethrough, matched by CommonMark's "process emphasis" procedure: a run may open when
//   left-flanking, close when right-flanking (`_` also not inside a word), the nearest
//   opener wins, and the rule of three applies. Delimiters nothing matches stay as text.
// Entity references (`&amp;`), inline HTML and images are not read (shown as typed).
//
// Data put into a literal (format 1.1's `{{…}}`, WidgetUI's interpolations) is marked with
// `escaped`: each character Markdown could read is preceded by U+FFF9, which makes it
// literal everywhere, code spans and link destinations included, and is never shown.
//
// Bounds for hostile text: bracket pairs are found in one pass; link destinations and
// titles longer than `longestDestination` are not read; a failed search for one kind of
// closer is not repeated below the same point (as in CommonMark); emphasis nests at most
// `deepestNesting` levels (deeper delimiters stay text). Matching shifts the node array, so
// the worst case is quadratic in the delimiters of one text, cheap at the document's
// 20,000 characters of text.

/// A stretch of a Text with the inline styles Markdown gave it.
public struct MarkdownSpan: Equatable, Sendable {
    public var text: String
    public var bold = false
    public var italic = false
    public var code = false
    public var strikethrough = false
    /// The destination of the link the span is part of.
    public var link: String?

    public init(
        text: String, bold: Bool = false, italic: Bool = false, code: Bool = false, strikethrough: Bool = false,
        link: String? = nil
    ) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.code = code
        self.strikethrough = strikethrough
        self.link = link
    }

    package func sameStyle(as other: MarkdownSpan) -> Bool {
        bold == other.bold && italic == other.italic && code == other.code && strikethrough == other.strikethrough
            && link == other.link
    }
}

public enum InlineMarkdown {
    /// The spans of `text`; one plain span when it holds no Markdown.
    public static func spans(_ text: String) -> [MarkdownSpan] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { markupScalars.contains($0) }) else {
            return text.isEmpty ? [] : [MarkdownSpan(text: text)]
        }
        var nodes = parse(scalars[...], allowLinks: true)
        processEmphasis(&nodes)
        var out: [MarkdownSpan] = []
        flatten(nodes, style: MarkdownSpan(text: ""), into: &out)
        return out
    }

    /// Whether `text` reads differently as Markdown.
    public static func hasMarkup(_ text: String) -> Bool {
        spans(text) != (text.isEmpty ? [] : [MarkdownSpan(text: text)])
    }

    /// `text` with every character Markdown could read marked literal (preceded by
    /// `literalMark`), so that it shows as typed wherever it is put in a literal.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { escapedScalars.contains($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for c in text.unicodeScalars {
            if escapedScalars.contains(c) { out.append(literalMark) }
            out.append(c)
        }
        return String(out)
    }

    /// `text` without the marks `escaped` put in: what a verbatim text shows.
    public static func unescaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(literalMark) else { return text }
        var out = String.UnicodeScalarView()
        var marked = false
        for c in text.unicodeScalars {
            if c == literalMark && !marked {
                marked = true
                continue
            }
            marked = false
            out.append(c)
        }
        return String(out)
    }

    /// Makes the scalar after it literal (U+FFF9, an annotation anchor no text shows).
    static let literalMark: Unicode.Scalar = "\u{FFF9}"
    static let markupScalars: Set<Unicode.Scalar> = ["*", "_", "~", "`", "[", "<", "\\", literalMark]
    static let escapedScalars = markupScalars.union(["]", "(", ")", ">"])
    /// How deep emphasis may nest.
    static let deepestNesting = 16

    indirect enum Node {
        case text(String)
        case code(String)
        case delimiter(Delimiter)
        case styled(Style, [Node], depth: Int)
        case link(String, [Node])
    }

    enum Style { case italic, bold, strikethrough }

    struct Delimiter {
        var scalar: Unicode.Scalar
        var count: Int
        let original: Int
        let canOpen: Bool
        let canClose: Bool
    }

    // MARK: Tokens

    static func parse(_ s: ArraySlice<Unicode.Scalar>, allowLinks: Bool) -> [Node] {
        var nodes: [Node] = []
        let brackets = allowLinks ? bracketPairs(s) : [:]
        var literal = String.UnicodeScalarView()
        func flush() {
            if !literal.isEmpty { nodes.append(.text(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            switch c {
            case literalMark:
                if i + 1 < s.endIndex { literal.append(s[i + 1]) }
                i += 2
            case "\\":
                if i + 1 < s.endIndex, isASCIIPunctuation(s[i + 1]) {
                    literal.append(s[i + 1])
                    i += 2
                } else {
                    literal.append(c)
                    i += 1
                }
            case "`":
                let run = runLength(s, from: i)
                if let (content, end) = codeSpan(s, from: i, ticks: run) {
                    flush()
                    nodes.append(.code(content))
                    i = end
                } else {
                    literal.append(contentsOf: s[i..<i + run])
                    i += run
                }
            case "[" where allowLinks:
                if let (inner, destination, end) = link(s, from: i, close: brackets[i]) {
                    flush()
                    nodes.append(.link(destination, parse(inner, allowLinks: false)))
                    i = end
                } else {
                    literal.append(c)
                    i += 1
                }
            case "<" where allowLinks:
                if let (destination, end) = autolink(s, from: i) {
                    flush()
                    nodes.append(.link(destination, [.text(destination)]))
                    i = end
                } else {
                    literal.append(c)
                    i += 1
                }
            case "*", "_", "~":
                let run = runLength(s, from: i)
                let before: Unicode.Scalar? = i > s.startIndex ? s[i - 1] : nil
                let after: Unicode.Scalar? = i + run < s.endIndex ? s[i + run] : nil
                if c == "~" && run > 2 {
                    literal.append(contentsOf: s[i..<i + run])
                } else {
                    flush()
                    nodes.append(.delimiter(delimiter(c, count: run, before: before, after: after)))
                }
                i += run
            default:
                literal.append(c)
                i += 1
            }
        }
        flush()
        return nodes
    }

    static func runLength(_ s: ArraySlice<Unicode.Scalar>, from i: Int) -> Int {
        var j = i
        while j < s.endIndex && s[j] == s[i] { j += 1 }
        return j - i
    }

    /// A code span opened by `ticks` backticks at `i`: its content and the index after it.
    static func codeSpan(_ s: ArraySlice<Unicode.Scalar>, from i: Int, ticks: Int) -> (String, Int)? {
        var j = i + ticks
        while j < s.endIndex {
            if s[j] == literalMark {
                j += 2
            } else if s[j] == "`" {
                let run = runLength(s, from: j)
                if run == ticks {
                    var content = Array(s[(i + ticks)..<j]).map { $0 == "\n" || $0 == "\r" ? " " : $0 }
                    if content.count >= 2, content.first == " ", content.last == " ",
                        content.contains(where: { $0 != " " })
                    {
                        content = Array(content.dropFirst().dropLast())
                    }
                    var v = String.UnicodeScalarView()
                    v.append(contentsOf: content)
                    return (unescaped(String(v)), j + run)
                }
                j += run
            } else {
                j += 1
            }
        }
        return nil
    }

    /// Each `[` and the `]` that closes it, brackets nested, escapes and code spans
    /// skipped: found in one pass, so a text of many brackets is read in linear time.
    static func bracketPairs(_ s: ArraySlice<Unicode.Scalar>) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var open: [Int] = []
        var j = s.startIndex
        while j < s.endIndex {
            switch s[j] {
            case "\\", literalMark:
                j += 2
                continue
            case "`":
                let run = runLength(s, from: j)
                j = codeSpan(s, from: j, ticks: run)?.1 ?? j + run
                continue
            case "[": open.append(j)
            case "]": if let o = open.popLast() { pairs[o] = j }
            default: break
            }
            j += 1
        }
        return pairs
    }

    /// The longest link destination or title read (longer ones leave the text as typed), so
    /// that a text of many unfinished links is read in linear time.
    static let longestDestination = 512

    /// `[text](destination "title")` at `i`, whose `]` is at `close`: the text's scalars,
    /// the destination and the index after the closing parenthesis.
    static func link(_ s: ArraySlice<Unicode.Scalar>, from i: Int, close: Int?) -> (
        ArraySlice<Unicode.Scalar>, String, Int
    )? {
        guard let close, close + 1 < s.endIndex, s[close + 1] == "(" else { return nil }
        var k = close + 2
        let limit = min(s.endIndex, k + longestDestination)
        func skipSpaces() { while k < s.endIndex && (s[k] == " " || s[k] == "\n") { k += 1 } }
        skipSpaces()
        var destination = String.UnicodeScalarView()
        if k < s.endIndex && s[k] == "<" {
            k += 1
            while k < limit && s[k] != ">" && s[k] != "\n" {
                if s[k] == literalMark, k + 1 < limit { k += 1 }
                destination.append(s[k])
                k += 1
            }
            guard k < s.endIndex, s[k] == ">" else { return nil }
            k += 1
        } else {
            var parens = 0
            while k < limit {
                let c = s[k]
                if c == " " || c == "\n" || c.value < 0x20 { break }
                if c == literalMark || c == "\\", k + 1 < s.endIndex, c == literalMark || isASCIIPunctuation(s[k + 1]) {
                    destination.append(s[k + 1])
                    k += 2
                    continue
                }
                if c == "(" { parens += 1 }
                if c == ")" {
                    if parens == 0 { break }
                    parens -= 1
                }
                destination.append(c)
                k += 1
            }
        }
        skipSpaces()
        // An optional title, in quotes or parentheses; read and dropped (a Text shows no titles).
        if k < s.endIndex, let closing = ["\"": "\"", "'": "'", "(": ")"][s[k]] as Unicode.Scalar? {
            k += 1
            while k < limit && s[k] != closing {
                k += s[k] == "\\" || s[k] == literalMark ? 2 : 1
            }
            guard k < limit else { return nil }
            k += 1
            skipSpaces()
        }
        guard k < s.endIndex, s[k] == ")" else { return nil }
        return (s[(i + 1)..<close], String(destination), k + 1)
    }

    /// `<scheme:…>` at `i`: the destination and the index after `>`.
    static func autolink(_ s: ArraySlice<Unicode.Scalar>, from i: Int) -> (String, Int)? {
        var j = i + 1
        var v = String.UnicodeScalarView()
        while j < s.endIndex, s[j] != ">" {
            let c = s[j]
            if c == " " || c == "<" || c.value < 0x20 { return nil }
            v.append(c)
            j += 1
        }
        guard j < s.endIndex else { return nil }
        let text = unescaped(String(v))
        // A scheme of 2–32 letters, digits, `+`, `.`, `-`, starting with a letter, then `:`.
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard (2...32).contains(scheme.count), scheme.first?.isASCIILetter == true,
            scheme.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "+.-".contains($0) })
        else { return nil }
        return (text, j + 1)
    }

    static func delimiter(_ c: Unicode.Scalar, count: Int, before: Unicode.Scalar?, after: Unicode.Scalar?)
        -> Delimiter
    {
        let beforeSpace = before.map(isWhitespace) ?? true
        let afterSpace = after.map(isWhitespace) ?? true
        let beforePunct = before.map(isPunctuation) ?? false
        let afterPunct = after.map(isPunctuation) ?? false
        let left = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
        let right = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
        let canOpen: Bool, canClose: Bool
        if c == "_" {
            canOpen = left && (!right || beforePunct)
            canClose = right && (!left || afterPunct)
        } else {
            canOpen = left
            canClose = right
        }
        return Delimiter(scalar: c, count: count, original: count, canOpen: canOpen, canClose: canClose)
    }

    // MARK: Emphasis

    /// CommonMark's "process emphasis" over one level of nodes.
    static func processEmphasis(_ nodes: inout [Node]) {
        // Where a failed opener search for a kind of closer stopped: no later closer of
        // that kind searches below it again.
        var bottom: [String: Int] = [:]
        var i = 0
        while i < nodes.count {
            guard case .delimiter(var closer) = nodes[i], closer.canClose else {
                i += 1
                continue
            }
            let kind = "\(closer.scalar)\(closer.canOpen)\(closer.original % 3)"
            let floor = bottom[kind] ?? -1
            var j = i - 1
            var found: Int?
            while j > floor {
                if case .delimiter(let opener) = nodes[j], opener.scalar == closer.scalar, opener.canOpen,
                    matches(opener, closer)
                {
                    found = j
                    break
                }
                j -= 1
            }
            guard let j = found, case .delimiter(var opener) = nodes[j] else {
                bottom[kind] = i - 1
                if !closer.canOpen {
                    nodes[i] = .text(String(repeating: String(closer.scalar), count: closer.count))
                }
                i += 1
                continue
            }
            let use: Int
            let style: Style
            if closer.scalar == "~" {
                use = closer.count
                style = .strikethrough
            } else {
                use = opener.count >= 2 && closer.count >= 2 ? 2 : 1
                style = use == 2 ? .bold : .italic
            }
            opener.count -= use
            closer.count -= use
            // Delimiters between the two are text from now on.
            let inner = nodes[(j + 1)..<i].map(literalized)
            let depth = 1 + inner.map(Self.depth).reduce(0, max)
            guard depth <= deepestNesting else {
                // Too deep: this closer stays text.
                nodes[i] = literalized(nodes[i])
                i += 1
                continue
            }
            nodes.replaceSubrange(
                j...i, with: [.delimiter(opener), .styled(style, inner, depth: depth), .delimiter(closer)])
            var closerIndex = j + 2
            if closer.count == 0 {
                nodes.remove(at: closerIndex)
            }
            if opener.count == 0 {
                nodes.remove(at: j)
                closerIndex -= 1
            }
            // Floors above the opener now point into the wrapped stretch, where nothing can
            // open any more: the opener's place is the same floor.
            for (key, value) in bottom where value > j { bottom[key] = j }
            // The closer again if some of it is left, else the node after it.
            i = closerIndex
        }
        nodes = nodes.map(literalized)
    }

    /// How many emphasis levels a node holds.
    static func depth(_ node: Node) -> Int {
        if case .styled(_, _, let depth) = node { return depth }
        return 0
    }

    static func matches(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        if closer.scalar == "~" { return opener.count == closer.count }
        if (opener.canClose || closer.canOpen) && (opener.original + closer.original) % 3 == 0 {
            return opener.original % 3 == 0 && closer.original % 3 == 0
        }
        return true
    }

    /// A delimiter left unmatched, as the text it was.
    static func literalized(_ node: Node) -> Node {
        if case .delimiter(let d) = node {
            return .text(String(repeating: String(d.scalar), count: d.count))
        }
        return node
    }

    // MARK: Spans

    static func flatten(_ nodes: [Node], style: MarkdownSpan, into out: inout [MarkdownSpan]) {
        for node in nodes {
            switch node {
            case .text(let t): append(t, style: style, to: &out)
            case .code(let t):
                var s = style
                s.code = true
                append(t, style: s, to: &out)
            case .delimiter(let d):
                append(String(repeating: String(d.scalar), count: d.count), style: style, to: &out)
            case .styled(let kind, let inner, _):
                var s = style
                switch kind {
                case .italic: s.italic = true
                case .bold: s.bold = true
                case .strikethrough: s.strikethrough = true
                }
                flatten(inner, style: s, into: &out)
            case .link(let destination, let inner):
                var s = style
                s.link = destination
                var linkNodes = inner
                processEmphasis(&linkNodes)
                flatten(linkNodes, style: s, into: &out)
            }
        }
    }

    static func append(_ text: String, style: MarkdownSpan, to out: inout [MarkdownSpan]) {
        guard !text.isEmpty else { return }
        if let last = out.last, last.sameStyle(as: style) {
            out[out.count - 1].text += text
        } else {
            var span = style
            span.text = text
            out.append(span)
        }
    }

    // MARK: Characters

    static func isASCIIPunctuation(_ c: Unicode.Scalar) -> Bool {
        (0x21...0x2F).contains(c.value) || (0x3A...0x40).contains(c.value) || (0x5B...0x60).contains(c.value)
            || (0x7B...0x7E).contains(c.value)
    }

    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c.properties.isWhitespace
    }

    static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
        if isASCIIPunctuation(c) { return true }
        switch c.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default: return false
        }
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
