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
    public init(_ key: LocalizedStringKey) { self.init(content: .string(key.text)) }
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
    public enum TruncationMode: String, Hashable, Sendable {
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
        return [node]
    }
}

/// A string literal with interpolations, as SwiftUI's `LocalizedStringKey`; its text is
/// the literal with each value described, escaped so that Markdown in a value shows as
/// typed.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += InlineMarkdown.escaped("\(value)") }
        @available(*, unavailable, message: "an Image inside a Text literal is not drawn yet: use an HStack or Label")
        public mutating func appendInterpolation(_ image: Image) {}
        @available(*, unavailable, message: "join texts with + instead of interpolating a Text")
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += InlineMarkdown.escaped(format.locale(EnvironmentValues.current.locale).format(input))
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
