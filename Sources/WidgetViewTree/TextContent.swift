// A text leaf of the view tree: the string and the resolved style it is set in, or, for
// SwiftUI's `Text + Text`, the styled runs that make up one paragraph.

import WidgetCore

/// One styled stretch of a paragraph (a `Text` joined with `+`).
public struct TextRun: Sendable, Hashable {
    public var string: String
    public var font: FontDescriptor
    public var foreground: Style
    public var underline: Style?
    public var strikethrough: Style?
    /// Set for an SF Symbol in the run (`Text(Image(systemName:))`): the box its one
    /// character, a substitute glyph, is set in.
    public var symbol: InlineSymbol?

    public init(
        string: String, font: FontDescriptor, foreground: Style, underline: Style? = nil, strikethrough: Style? = nil,
        symbol: InlineSymbol? = nil
    ) {
        self.string = string
        self.font = font
        self.foreground = foreground
        self.underline = underline
        self.strikethrough = strikethrough
        self.symbol = symbol
    }
}

/// A text leaf with its resolved style. With `runs`, `string` is their text joined and
/// `font` and `foreground` are the first run's; the runs are what is set and drawn.
public struct TextContent: Sendable, Hashable {
    public var string: String
    public var font: FontDescriptor
    public var foreground: Style
    /// The styled runs of a `Text + Text` paragraph; empty for a text in one style.
    public var runs: [TextRun] = []
    public var lineLimit: Int?
    public var lineSpacing: Double
    /// Where lines shorter than the widest sit: 0 leading, 0.5 center, 1 trailing.
    public var multilineAlignment: Double
    public var truncationMode: TruncationMode
    /// How far the font may shrink (0…1] before text is truncated; 1: never.
    public var minimumScaleFactor: Double
    /// `.allowsTightening(true)`: characters may move a little closer before anything else.
    public var allowsTightening = false
    /// Set as placeholder bars (`.redacted(reason: .placeholder)`): laid out by the
    /// placeholder's own metrics, not the real glyphs'.
    public var redacted = false
    /// The bars' style when redacted (nil: the foreground at 16 %).
    public var placeholderStyle: Style?
    /// A line under each line of text, in this style (`.underline()`).
    public var underline: Style?
    /// A line through each line of text, in this style (`.strikethrough()`).
    public var strikethrough: Style?
    /// Set in Japanese whatever its characters: the entry's locale is Japanese, as iOS
    /// picks its CJK fallback by the device's language (JAPANESE in docs/measurements.md).
    public var japanese = false

    public init(
        string: String, font: FontDescriptor, foreground: Style, lineLimit: Int? = nil,
        lineSpacing: Double = 0, multilineAlignment: Double = 0, truncationMode: TruncationMode = .tail,
        minimumScaleFactor: Double = 1
    ) {
        self.string = string
        self.font = font
        self.foreground = foreground
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
        self.multilineAlignment = multilineAlignment
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
    }

    /// A paragraph of runs; the paragraph-wide settings as for one text.
    public init(
        runs: [TextRun], lineLimit: Int? = nil, lineSpacing: Double = 0, multilineAlignment: Double = 0,
        truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1
    ) {
        let first = runs.first ?? TextRun(string: "", font: .body, foreground: .color(.black))
        self.init(
            string: runs.map(\.string).joined(), font: first.font, foreground: first.foreground, lineLimit: lineLimit,
            lineSpacing: lineSpacing, multilineAlignment: multilineAlignment, truncationMode: truncationMode,
            minimumScaleFactor: minimumScaleFactor)
        self.runs = runs
        self.underline = first.underline
        self.strikethrough = first.strikethrough
    }

    /// Whether any run is set in a font the entry brings (checked without building
    /// `styledRuns`: layout asks on every measurement).
    public var usesCustomFont: Bool {
        runs.isEmpty ? font.family != nil : runs.contains { $0.font.family != nil }
    }

    /// The runs to set: `runs`, or the whole text as one run.
    public var styledRuns: [TextRun] {
        runs.isEmpty
            ? [
                TextRun(
                    string: string, font: font, foreground: foreground, underline: underline,
                    strikethrough: strikethrough)
            ]
            : runs
    }
}
