// One layer of an SF Symbol substitute: a glyph of the bundled symbol font and the style it
// is filled with.

import WidgetCore

/// A glyph of an SF Symbol's substitute (its code point in the bundled symbol fonts) and
/// the style it is drawn in. A symbol in monochrome is one layer; in the hierarchical,
/// palette and multicolor modes it may be several, drawn in order over one another.
public struct SymbolLayer: Sendable, Hashable {
    public var codePoint: UInt32
    public var style: Style

    public init(codePoint: UInt32, style: Style) {
        self.codePoint = codePoint
        self.style = style
    }
}
