// The paint stage's output: drawing operations in device pixels, in painting order. A
// drawing effect that works on what is inside it as one image (an opacity, a blend mode, a
// mask, a clip shape, a transform, a shadow, a blur, a colour change) is a group: its
// items, drawn on a layer of their own, and the effect that composites that layer onto the
// one below. Groups nest as the views do, so a list cannot open a layer it does not close
// (the list was once begin/end tokens, where an unbalanced list was skipped silently).
//
// Each group carries the device pixels its items and its effect can reach, computed once
// when it is made (as usvg's groups carry their layer bounds): the raster stage skips a
// group that cannot reach the part of the picture it is drawing.

import WidgetCore
import WidgetRaster
import WidgetText

/// One drawing operation.
public enum DisplayItem: Sendable {
    /// Fill `path` (device pixels, non-zero) with `style`, whose unit points refer to `frame`,
    /// inside `clip` (whole device pixels) when there is one.
    case fill(path: Path, style: Style, frame: Rect, clip: Rect?)
    /// Fill each glyph's coverage (from `GlyphCache`) with `style`, whose unit points refer
    /// to `frame`, inside `clip` when there is one.
    case glyphs([PlacedGlyph], style: Style, frame: Rect, clip: Rect?)
    /// Draw the image `source` (a key of `DisplayList.images`) scaled into `rect` (device
    /// pixels), inside `clip` when there is one.
    case image(source: String, rect: Rect, clip: Rect?)
    /// Draw the group's items on a new transparent layer and composite it onto the one
    /// below through the group's effect.
    case group(DisplayGroup)

    /// The device pixels this item can draw on, or nil when it may draw anywhere. Generous
    /// (a pixel of antialiasing and rounding beyond the exact ink), never short.
    public var reach: Rect? {
        switch self {
        case .fill(let path, _, _, let clip):
            return path.controlBounds.map { Self.within(clip, $0) } ?? .zero
        case .glyphs(let glyphs, _, _, let clip):
            // The box the raster stage draws a glyph in: 3 em right and up, 2 em left
            // and down of its origin (DisplayListRasterizer.mayTouch).
            let boxes = glyphs.map { g -> Rect in
                let em = g.scale * g.face.unitsPerEm
                return Rect(x: g.x - 2 * em, y: g.y - 3 * em, width: 5 * em, height: 5 * em)
            }
            guard let first = boxes.first else { return .zero }
            return Self.within(clip, boxes.dropFirst().reduce(first) { $0.union($1) })
        case .image(_, let rect, let clip):
            return Self.within(clip, rect)
        case .group(let group):
            return group.reach
        }
    }

    /// `r` cut to `clip` (when there is one), grown by a pixel on each side.
    static func within(_ clip: Rect?, _ r: Rect) -> Rect {
        let cut = clip.map { r.intersection($0) } ?? r
        return Rect(x: cut.minX - 1, y: cut.minY - 1, width: cut.width + 2, height: cut.height + 2)
    }
}

/// Items drawn on a layer of their own, composited as one image onto what is below.
public struct DisplayGroup: Sendable {
    public let effect: Effect
    public let items: [DisplayItem]
    /// The device pixels the group can draw on below it (its items' reach through its
    /// effect), or nil when that may be anywhere.
    public let reach: Rect?

    public init(_ effect: Effect, items: [DisplayItem]) {
        self.effect = effect
        self.items = items
        // A bound that is not a finite number (an effect's size overflowing) says nothing:
        // the group may draw anywhere.
        reach = effect.reach(ofInside: Self.union(items)).flatMap { r in
            [r.minX, r.minY, r.maxX, r.maxY].allSatisfy(\.isFinite) ? r : nil
        }
    }

    /// The union of `items`' reach: nil if any may draw anywhere, empty if none draws.
    static func union(_ items: [DisplayItem]) -> Rect? {
        var all = Rect.zero
        for item in items {
            guard let r = item.reach else { return nil }
            all = isEmpty(all) ? r : isEmpty(r) ? all : all.union(r)
        }
        return all
    }

    private static func isEmpty(_ r: Rect) -> Bool { !(r.width > 0 && r.height > 0) }
}

/// Everything a snapshot draws, back to front, plus the container that clips it.
public struct DisplayList: Sendable {
    /// Canvas size in device pixels.
    public var width: Int
    public var height: Int
    /// Device pixels per point: the scale of lengths in styles (gradient radii).
    public var scale: Double = 1
    public var items: [DisplayItem] = []
    /// The bitmaps `image` items draw, by their path relative to the entry.
    public var images: [String: Pixmap] = [:]
    /// The widget's container shape: everything outside it is transparent. Nil: no clip.
    public var clip: Path?
    /// The side of the square at each corner of the canvas that the clip's edge stays in:
    /// everything outside the four squares lies wholly inside the clip (true of the
    /// container, whose corners reach this far), so only they need cutting. Nil: the edge
    /// may pass anywhere.
    public var clipBand: Int?
    /// How the drawn widget is toned at the end (the rendering mode).
    public var tone: Tone = .fullColor
    /// For the accented tone: the `widgetAccentable` content, drawn by itself (with every
    /// group around it) and toned in the accent; `items` then hold the rest.
    public var accentItems: [DisplayItem] = []
    /// For the accented and glass tones: images drawn in full color
    /// (`widgetAccentedRenderingMode(.fullColor)`), over the toned rest.
    public var fullColorItems: [DisplayItem] = []

    /// The rendering mode's last step.
    public enum Tone: Sendable, Hashable {
        /// The colors as drawn.
        case fullColor
        /// Everything in `content`, accentable parts in `accent`, by luminance, over an
        /// opaque `background` inside the container.
        case accented(background: Color, content: Color, accent: Color)
        /// Everything in white by luminance, the content cut to the container first, over
        /// an opaque `backdrop` (the wallpaper) when there is one, else transparent.
        case vibrant(backdrop: Color?)
        /// StandBy: the content over black; at night every part in StandBy's red by
        /// luminance, as the vibrant mode draws.
        case standBy(night: Bool)
        /// An iOS 26 appearance: every part white at its own opacity over the glass, except
        /// `fullColorItems`, drawn as they are.
        case glass(Glass)
    }

    /// A readable listing, one item a line (a group's items indented under it), for tests
    /// and debugging.
    public func dump() -> String {
        var lines = ["canvas \(width)×\(height)"]
        if let clip { lines.append("clip \(clip.controlBounds.map { "\($0)" } ?? "empty")") }
        Self.dump(items, indent: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func dump(_ items: [DisplayItem], indent: String, into lines: inout [String]) {
        func clipped(_ clip: Rect?) -> String { clip.map { " clip \($0)" } ?? "" }
        for item in items {
            switch item {
            case .fill(let path, let style, let frame, let clip):
                lines.append(
                    indent + "fill \(path.controlBounds.map { "\($0)" } ?? "empty") \(style) frame \(frame)"
                        + clipped(clip))
            case .glyphs(let glyphs, let style, let frame, let clip):
                lines.append(indent + "glyphs \(glyphs.count) \(style) frame \(frame)" + clipped(clip))
            case .image(let source, let rect, let clip):
                lines.append(indent + "image \(source) \(rect)" + clipped(clip))
            case .group(let group):
                lines.append(indent + "group \(group.effect.dumped) reach \(group.reach.map { "\($0)" } ?? "anywhere")")
                dump(group.items, indent: indent + "  ", into: &lines)
                if case .mask(let mask) = group.effect {
                    lines.append(indent + "  mask")
                    dump(mask, indent: indent + "    ", into: &lines)
                }
            }
        }
    }

    /// Every fill, text run and image of `items`, in groups and masks too, in painting
    /// order.
    public static func leaves(of items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            guard case .group(let group) = item else { return [item] }
            if case .mask(let mask) = group.effect { return leaves(of: group.items) + leaves(of: mask) }
            return leaves(of: group.items)
        }
    }
}
