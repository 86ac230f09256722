// One layer of an SF Symbol substitute: a glyph of the bundled symbol font, the style it is
// filled with, and how much bolder or lighter than its own it is drawn.

import WidgetCore

/// A glyph of an SF Symbol's substitute (its code point in the bundled symbol fonts) and
/// the style it is drawn in. A symbol in monochrome is one layer; in the hierarchical,
/// palette and multicolor modes it may be several, drawn in order over one another.
public struct SymbolLayer: Sendable, Hashable {
    public var codePoint: UInt32
    public var style: Style
    /// How much wider its strokes are drawn than the glyph's own, in ems of the symbol's
    /// square: positive for weights above regular, negative below.
    public var emboldening: Double

    public init(codePoint: UInt32, style: Style, emboldening: Double = 0) {
        self.codePoint = codePoint
        self.style = style
        self.emboldening = emboldening
    }
}
