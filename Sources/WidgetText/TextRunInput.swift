// What the typesetter is given: one styled stretch of a paragraph.

import WidgetCore

/// One styled stretch of a paragraph to set: its characters, its font, and the faces to
/// draw it in, primary first.
public struct TextRunInput: Sendable {
    public var string: String
    public var font: FontDescriptor
    public var faces: [FontFace]
    /// Whether the system font's own tracking applies (the bundled stand-ins for the
    /// system font; not custom fonts).
    public var systemTracking: Bool
    /// Set when the run is an SF Symbol (`Text(Image(systemName:))`): its character is set
    /// in this box, not as its glyph was designed.
    public var symbol: InlineSymbol?

    public init(
        string: String, font: FontDescriptor, faces: [FontFace], systemTracking: Bool = true,
        symbol: InlineSymbol? = nil
    ) {
        self.string = string
        self.font = font
        self.faces = faces
        self.systemTracking = systemTracking
        self.symbol = symbol
    }
}
