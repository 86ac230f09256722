// An image leaf of the view tree: a bitmap, or an SF Symbol's substitute glyph.

import WidgetCore

/// `Image` from a file: which one (its path relative to the entry, the key the painter
/// draws it by), its size in points, and whether it is `resizable`.
public struct ImageContent: Sendable, Hashable {
    public var source: String
    /// The image's size in points: its pixel size, as an image loaded from a file has
    /// scale 1.
    public var size: Size
    public var resizable: Bool
    /// Under `.redacted(reason: .placeholder)`: drawn as its frame filled with this style
    /// (the foreground at 16 % opacity) instead of its pixels.
    public var placeholder: Style?
    /// An SF Symbol substitute: its layers, drawn in order to fit the frame (the view has
    /// no bitmap then); empty for a bitmap.
    public var symbolLayers: [SymbolLayer] = []
    /// A symbol at its own size: its ink's width and height as fractions of its frame's,
    /// the ink centred in the frame (SYMFRAME in docs/measurements.md: the frame is the ink
    /// and a margin around it). Nil for a resizable symbol, whose glyph's square fills the
    /// frame's shorter side.
    public var symbolBox: Size?
    /// A symbol at its own size: the ink of its layers' glyphs together, in ems of their
    /// square, y up from the baseline, as the resolver read it from the fonts to size the
    /// frame; the painter maps it onto `symbolBox`. Nil when the fonts gave none (nothing
    /// is drawn then).
    public var symbolGlyphInk: Rect?
    /// Whether the glyph is stretched to `symbolBox` (a symbol drawn by its own
    /// substitute, at SF's measured box), or scaled alike in both directions to fit in it,
    /// centred (a symbol drawn by another name's glyph, whose shape is not SF's).
    public var symbolStretches = true
    /// A symbol at its own size: its baseline, in points below its frame's top (SF Symbols
    /// are centred on the cap height of text of their size). Nil for a resizable symbol,
    /// whose baseline is `symbolBaseline` of its height.
    public var baselineFromTop: Double?
    /// `widgetAccentedRenderingMode(_:)`: how the image is drawn in the accented mode of
    /// iOS 26's clear and tinted appearances; nil for the system's default.
    public var accentedMode: AccentedImageMode?

    /// Whether this image is an SF Symbol.
    public var isSymbol: Bool { !symbolLayers.isEmpty }

    /// Where a resizable SF Symbol's baseline lies, as a fraction of its height from the
    /// top: its substitute glyph's square reaches about a sixth of its height below the
    /// text's baseline, as SF Symbols do (an estimate from Apple's symbol templates, whose
    /// baseline sits above the bottom margin).
    public static let symbolBaseline = 0.83

    public init(source: String, size: Size, resizable: Bool) {
        self.source = source
        self.size = size
        self.resizable = resizable
    }
}
