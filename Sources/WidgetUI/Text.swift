// Text, as SwiftUI's `Text`: a string, a date in a style (relative to the entry's date),
// a number in a format, or several texts joined with `+` (runs of one paragraph). The
// text modifiers return `Text`, as in SwiftUI, so styled texts can still be joined.

import Foundation
import WidgetDocument

/// A text view, as SwiftUI's `Text`.
public struct Text: View, _PrimitiveView, Equatable {
    public typealias Body = Never

    enum Content: Equatable {
        /// A literal, read as inline Markdown.
        case string(String)
        /// A string shown as typed.
        case verbatim(String)
        case date(Date, DateStyle)
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        case runs([Text])
        /// A key of the string tables, resolved for the locale it is built in.
        case localized(LocalizedStringKey, table: String?, bundle: BundleBox)
    }
    let content: Content
    /// Text modifiers, in order.
    var modifiers: [Modifier] = []
    /// A style that cannot be written, reported when the text is built.
    var failure: WidgetUIError?

    struct Modifier: Equatable {
        let name: String
        let value: JSONValue
    }

    init(content: Content) { self.content = content }

    /// A literal, as SwiftUI's `Text(_ key: LocalizedStringKey)`: its inline Markdown
    /// (`**bold**`, `*italic*`, `` `code` ``, `~~strike~~`, links) is drawn, values
    /// interpolated into it are shown as typed (string catalogs are not read).
    /// The table, bundle and translators' comment are accepted (string catalogs are not
    /// read yet: the key is drawn).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(content: .localized(key, table: tableName, bundle: BundleBox(bundle)))
    }
    /// A string shown as typed, Markdown and all, as SwiftUI's `Text(_: StringProtocol)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(content: .verbatim(String(content))) }
    /// A string shown as typed.
    public init(verbatim content: String) { self.init(content: .verbatim(content)) }

    /// A date in a style, as SwiftUI's `Text(_:style:)`: times and dates in the document's
    /// locale; relative, offset and timer styles measured from the entry's date.
    public init(_ date: Date, style: DateStyle) { self.init(content: .date(date, style)) }

    /// A timer over an interval, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`,
    /// drawn as of the entry's date (or `pauseTime`, when given): the time left, or gone
    /// with `countsDown` false, held at the interval's ends.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(content: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// A value formatted by a Foundation format style, in the environment's locale when
    /// the style takes one.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        let locale = EnvironmentValues.current.locale
        self.init(content: .verbatim(format.locale(locale).format(input)))
    }

    /// A date style, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    /// Upper or lower case, as SwiftUI's `Text.Case`.
    public enum Case: String, Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where a text that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
        case head, middle, tail
    }

    /// Two texts as one paragraph, as SwiftUI's `Text + Text`.
    public static func + (a: Text, b: Text) -> Text {
        var joined: Text
        if case .runs(let first) = a.content, a.modifiers.isEmpty {
            joined = Text(content: .runs(first + [b]))
        } else {
            joined = Text(content: .runs([a, b]))
        }
        joined.failure = a.failure ?? b.failure
        return joined
    }

    /// The characters of a literal or verbatim text (and of runs of them); empty for dates
    /// and timers, which only the renderer formats.
    var plainText: String {
        switch content {
        case .string(let s), .verbatim(let s): s
        case .runs(let parts): parts.map(\.plainText).joined()
        case .localized(let key, _, _): key.text
        case .date, .timer: ""
        }
    }

    func adding(_ name: String, _ value: JSONValue) -> Text {
        var t = self
        t.modifiers.append(Modifier(name: name, value: value))
        return t
    }

    // MARK: Text modifiers (each returns Text)

    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        var t = self
        for (name, value) in font.modifiers { t = t.adding(name, value) }
        return t
    }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        weight.map { adding("fontWeight", .string($0.name)) } ?? self
    }
    public func bold(_ isActive: Bool = true) -> Text { isActive ? adding("bold", .bool(true)) : self }
    public func italic(_ isActive: Bool = true) -> Text { isActive ? adding("italic", .bool(true)) : self }
    public func monospacedDigit() -> Text { adding("monospacedDigit", .bool(true)) }
    public func foregroundColor(_ color: Color?) -> Text {
        color.map { adding("foregroundColor", $0.styleJSON) } ?? self
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = adding("foregroundStyle", (style as? StyleValue)?.styleJSON ?? .null)
        t.failure = t.failure ?? styleFailure(style)
        return t
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? adding("underline", color?.styleJSON ?? .bool(true)) : self
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? adding("strikethrough", color?.styleJSON ?? .bool(true)) : self
    }
    public func kerning(_ kerning: CGFloat) -> Text { adding("kerning", JSONValue(kerning)) }
    public func tracking(_ tracking: CGFloat) -> Text { adding("tracking", JSONValue(tracking)) }
    public func textCase(_ textCase: Case?) -> Text {
        textCase.map { adding("textCase", .string($0.rawValue)) } ?? self
    }

    @available(*, unavailable, message: "baseline offsets are not drawn by this renderer")
    public func baselineOffset(_ offset: CGFloat) -> Text { self }

    /// The node: `{"type": "Text", …, "modifiers": […]}`.
    var node: JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("type", .string("Text"))]
        switch content {
        case .localized(let key, _, _):
            // Only reached unresolved outside a build: the key as written.
            var untranslated = key.resolved(in: EnvironmentValues(), translating: false)
            untranslated.modifiers += modifiers
            return untranslated.node
        case .string(let s): pairs.append(("text", .string(s)))
        case .verbatim(let s):
            pairs.append(("text", .string(s)))
            if InlineMarkdown.hasMarkup(s) { pairs.append(("verbatim", .bool(true))) }
        case .date(let d, let style):
            pairs.append(("date", .string(ISOText.string(d))))
            pairs.append(("style", .string(style.name)))
        case .runs(let runs): pairs.append(("runs", .array(runs.map(\.node))))
        case .timer(let interval, let pauseTime, let countsDown, let showsHours):
            pairs.append(
                (
                    "timerInterval",
                    .object([
                        ("from", .string(ISOText.string(interval.lowerBound))),
                        ("to", .string(ISOText.string(interval.upperBound))),
                    ])
                ))
            if !countsDown { pairs.append(("countsDown", .bool(false))) }
            if !showsHours { pairs.append(("showsHours", .bool(false))) }
            if let pauseTime { pairs.append(("pauseTime", .string(ISOText.string(pauseTime)))) }
        }
        if !modifiers.isEmpty {
            pairs.append(("modifiers", .array(modifiers.map { .object([($0.name, $0.value)]) })))
        }
        return .object(pairs)
    }
}

extension Text: NodeSource {
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        if let failure { throw failure }
        return [resolvingLocalization(in: context.environment).node]
    }

    /// This text with its localized keys (its own and its runs') translated for the
    /// environment's locale; its modifiers kept.
    func resolvingLocalization(in environment: EnvironmentValues) -> Text {
        var resolved: Text
        switch content {
        case .localized(let key, let table, let bundle):
            let translated = key.resolved(in: environment, table: table, bundle: bundle.bundle)
            resolved = translated.resolvingLocalization(in: environment)
            if !modifiers.isEmpty, case .runs = resolved.content {
                // Runs with modifiers of their own are wrapped so these apply to all.
                resolved = Text(content: .runs([resolved]))
            }
        case .runs(let parts):
            resolved = Text(content: .runs(parts.map { $0.resolvingLocalization(in: environment) }))
        default:
            return self
        }
        resolved.modifiers += modifiers
        resolved.failure = failure
        return resolved
    }
}

/// An optional bundle, compared by identity (Text is Equatable).
struct BundleBox: Equatable {
    let bundle: Bundle?
    init(_ bundle: Bundle?) { self.bundle = bundle }
    static func == (a: Self, b: Self) -> Bool { a.bundle === b.bundle }
}

/// A string literal with interpolations, as SwiftUI's `LocalizedStringKey`.
///
/// It keeps two things: the key a string table lists (`"\(count) items"` is `%lld items`,
/// as SwiftUI writes it: `%lld` for integers, `%lf` for doubles, `%@` for the rest) with the
/// interpolated values, and the text as written, each value described and escaped so that
/// Markdown in a value shows as typed. A `Text` or a styled date interpolated into it
/// (`"Updated \(date, style: .relative)"`) stays a text of its own: drawn as a run.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, @unchecked Sendable {
    // Unchecked: a segment's Text holds only values (its content and modifiers).

    enum Segment {
        /// Literal text (interpolated values already escaped).
        case literal(String)
        /// A text drawn as it is, as one run.
        case text(Text)
    }
    /// The text as written.
    let segments: [Segment]
    /// The key a string table lists, and the values for its placeholders.
    let key: String
    let arguments: [LocalizedArgument]

    /// The key as one string: the literal parts and the plain text of interpolated texts.
    var text: String {
        segments.map { segment -> String in
            switch segment {
            case .literal(let s): s
            case .text(let t): t.plainText
            }
        }.joined()
    }

    /// The text this key draws in an environment: the translation of the string tables
    /// (StringCatalog.swift) for its locale, else the text as written; one literal or runs.
    func resolved(
        in environment: EnvironmentValues, table: String? = nil, bundle: Bundle? = nil, translating: Bool = true
    ) -> Text {
        var pieces: [LocalizedFormat.Piece]
        if translating,
            let value = StringCatalogs.translation(of: key, table: table, bundle: bundle, locale: environment.locale)
        {
            let language = StringCatalogs.languageCandidates(environment.locale.identifier).last ?? "en"
            pieces = LocalizedFormat.fill(
                value.format(language: language, arguments: arguments), arguments, locale: environment.locale)
        } else {
            pieces = segments.map {
                switch $0 {
                case .literal(let s): .literal(s)
                case .text(let t): .run(t)
                }
            }
        }
        if pieces.isEmpty { pieces = [.literal("")] }
        if pieces.count == 1, case .literal(let s) = pieces[0] { return Text(content: .string(s)) }
        let parts = pieces.map { piece -> Text in
            switch piece {
            case .literal(let s): Text(content: .string(s))
            case .run(let t): t
            }
        }
        return parts.dropFirst().reduce(parts[0], +)
    }

    /// The translated text as one string (runs as their plain text), for a title.
    func resolvedString(in environment: EnvironmentValues) -> String {
        resolved(in: environment).resolvingLocalization(in: environment).plainText
    }

    public init(_ value: String) {
        segments = [.literal(value)]
        key = value
        arguments = []
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    public static func == (a: Self, b: Self) -> Bool { a.text == b.text && a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var key = ""
        var arguments: [LocalizedArgument] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func append(_ literal: String) {
            if case .literal(let last)? = segments.last {
                segments[segments.count - 1] = .literal(last + literal)
            } else {
                segments.append(.literal(literal))
            }
        }
        /// A value: its placeholder in the key, its description in the text.
        mutating func append(_ text: String, placeholder: String, _ argument: LocalizedArgument) {
            append(InlineMarkdown.escaped(text))
            key += placeholder
            arguments.append(argument)
        }
        public mutating func appendLiteral(_ literal: String) {
            append(literal)
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        public mutating func appendInterpolation<T>(_ value: T) {
            switch value {
            case let n as any BinaryInteger:
                let wide = Int64(clamping: n)
                append(
                    LocalizedFormat.printf("%lld", wide, locale: EnvironmentValues.current.locale), placeholder: "%lld",
                    .int(wide))
            case let d as Double: append("\(value)", placeholder: "%lf", .double(d))
            case let f as Float: append("\(value)", placeholder: "%f", .double(Double(f)))
            default: append("\(value)", placeholder: "%@", .string("\(value)"))
            }
        }
        @available(*, unavailable, message: "an Image inside a Text literal is not drawn yet: use an HStack or Label")
        public mutating func appendInterpolation(_ image: Image) {}
        /// A text of its own, drawn with its own style.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text))
            key += "%@"
            arguments.append(.text(text))
        }
        /// A date in a style, as `Text(_:style:)` draws it.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(Text(date, style: style))
        }
        /// A number through a printf format (`"%.1f"`), in the environment's locale.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            let text = LocalizedFormat.printf(specifier, value, locale: EnvironmentValues.current.locale)
            let argument: LocalizedArgument =
                switch value {
                case let n as any BinaryInteger: .int(Int64(clamping: n))
                case let d as Double: .double(d)
                case let f as Float: .double(Double(f))
                default: .string(text)
                }
            append(text, placeholder: specifier, argument)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            let text = format.locale(EnvironmentValues.current.locale).format(input)
            append(text, placeholder: "%@", .string(text))
        }
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            append(resource.description, placeholder: "%@", .string(resource.description))
        }
    }
}

/// ISO 8601 in UTC for the format's `date` values, worked out without a formatter so no
/// locale or time zone of the machine can reach it.
enum ISOText {
    /// A date outside the years 1 to 9999 is written so that decoding reports it at its path.
    static func string(_ date: Date) -> String {
        ISODate.string(date.timeIntervalSince1970) ?? "out-of-range date"
    }
}
