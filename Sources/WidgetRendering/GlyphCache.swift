// Glyph coverage, rasterized once and reused. A glyph's coverage depends on its outline,
// its size in device pixels and where its origin falls inside a pixel; the origin's
// fraction is rounded to a quarter pixel on each axis, so a glyph has at most 16 masks
// per size, and drawing a text is blending masks that are already there. The rounding moves
// a glyph by at most 1/8 pixel, well under what the eye or the goldens' tolerance notice, and
// it is the same on every machine: a mask depends on nothing but the font file and these
// numbers. Shared by every render of the process (the cache is bounded: when full, it
// starts over), and thread-safe.

import Foundation
import WidgetCore
import WidgetRaster
import WidgetText

/// One glyph to draw: its face and index, its origin on the baseline in device pixels, the
/// device pixels per font unit, and how its outline is stretched (FaceLikeness.swift).
public struct PlacedGlyph: Sendable {
    public var face: FontFace
    public var glyph: UInt32
    public var x: Double
    public var y: Double
    public var scale: Double
    public var stretch: GlyphStretch
    /// How much the outline's strokes grow, in ems of the glyph's square (an SF Symbol in
    /// a run of text, at its font's weight).
    public var emboldening: Double

    public init(
        face: FontFace, glyph: UInt32, x: Double, y: Double, scale: Double, stretch: GlyphStretch = .none,
        emboldening: Double = 0
    ) {
        self.face = face
        self.glyph = glyph
        self.x = x
        self.y = y
        self.scale = scale
        self.stretch = stretch
        self.emboldening = emboldening
    }
}

/// Coverage masks of glyphs by face, glyph, size and quarter-pixel offset.
public final class GlyphCache: @unchecked Sendable {
    /// The cache every renderer shares.
    public static let shared = GlyphCache()
    /// Subpixel positions per pixel on each axis.
    static let steps = 4.0
    /// The most masks kept (a mask is a few hundred to a few thousand bytes).
    static let capacity = 50_000
    /// The largest em square rasterized, in pixels (a 1,000 pt text at 3× is 3,000).
    static let largestEm = 8_192.0

    /// Faces are known by their file: every face opened from one file has the same glyphs,
    /// while an object's identity could be reused by a later face once the first is freed.
    struct Key: Hashable {
        var face: String
        var glyph: UInt32
        var scale: Double
        var stretch: GlyphStretch
        var emboldening: Double
        var dx: Int
        var dy: Int
    }

    private let lock = NSLock()
    private var masks: [Key: Mask] = [:]

    public init() {}

    /// The glyph's coverage, placed on the canvas: the mask of its size and subpixel offset,
    /// moved to its whole-pixel position.
    public func mask(for g: PlacedGlyph) -> Mask {
        let fx = (g.x - g.x.rounded(.down)) * Self.steps, fy = (g.y - g.y.rounded(.down)) * Self.steps
        var dx = Int(saturating: fx.rounded()), dy = Int(saturating: fy.rounded())
        var px = Int(saturating: g.x.rounded(.down)), py = Int(saturating: g.y.rounded(.down))
        if dx == Int(Self.steps) { dx = 0; px += 1 }
        if dy == Int(Self.steps) { dy = 0; py += 1 }
        // A glyph is rasterized whole: one larger than `largestEm` pixels a side (a symbol
        // in a frame far larger than any canvas) is not drawn, rather than allocating its
        // square. Text is kept below it by RenderBudget.fontSize.
        guard g.scale * g.face.unitsPerEm <= Self.largestEm else { return .empty }
        let key = Key(
            face: g.face.path, glyph: g.glyph, scale: g.scale, stretch: g.stretch, emboldening: g.emboldening, dx: dx,
            dy: dy)
        if let known = lock.withLock({ masks[key] }) { return known.moved(x: known.x + px, y: known.y + py) }
        // Rasterized about the origin (0, 0) plus the subpixel offset, then kept.
        let outline = g.face.outline(of: g.glyph, emboldenedBy: g.emboldening * g.face.unitsPerEm)
        let ox = Double(dx) / Self.steps, oy = Double(dy) / Self.steps
        let path = outline.applying(
            Transform(a: g.scale * g.stretch.width, b: 0, c: 0, d: -g.scale * g.stretch.height, tx: ox, ty: oy))
        let bounds = path.controlBounds
        let area = bounds.map {
            PixelBounds(
                x0: Int(saturating: $0.minX.rounded(.down)) - 1, y0: Int(saturating: $0.minY.rounded(.down)) - 1,
                x1: Int(saturating: $0.maxX.rounded(.up)) + 1, y1: Int(saturating: $0.maxY.rounded(.up)) + 1)
        }
        let mask = area.map { Rasterizer.mask(for: path, clip: $0) } ?? .empty
        lock.withLock {
            if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = mask
        }
        return mask.moved(x: mask.x + px, y: mask.y + py)
    }
}
