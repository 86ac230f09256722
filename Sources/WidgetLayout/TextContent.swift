// A text leaf of the view tree: the string and the resolved style it is set in.

import WidgetCore

/// A text leaf with its resolved style.
public struct TextContent: Sendable, Hashable {
    public var string: String
    public var font: FontDescriptor
    public var foreground: Style
    public var lineLimit: Int?
    public var lineSpacing: Double
    /// Where lines shorter than the widest sit: 0 leading, 0.5 center, 1 trailing.
    public var multilineAlignment: Double
    public var truncationMode: TruncationMode
    /// How far the font may shrink (0…1] before text is truncated; 1: never.
    public var minimumScaleFactor: Double
    /// Drawn as placeholder bars (`.redacted(reason: .placeholder)`); laid out the same.
    public var redacted = false
    /// A line under each line of text, in this style (`.underline()`).
    public var underline: Style?
    /// A line through each line of text, in this style (`.strikethrough()`).
    public var strikethrough: Style?

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
}
