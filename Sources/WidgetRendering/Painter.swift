// Paint: the placed tree → a display list. Walks each view's modifier levels from the
// outside in, drawing a background before the level it decorates and an overlay after
// it (SwiftUI's order), then the content: shapes and colors as filled paths, text as
// glyphs placed at fractional pixels (drawn from cached coverage, GlyphCache.swift), emoji
// as images. `clipped` narrows the clip rectangle (whole device pixels, since frames are
// snapped) for every item drawn inside it; `widgetAccentable` and `containerShape` change
// what the walk draws inside. `mask` and every other drawing effect draw what is inside
// them on a layer of its own, composited as one image (faded, cut to the shape, kept
// where the mask view has alpha, over its blurred alpha, blurred, recoloured, or through
// the transform): a group of the display list, whose items are what `collect` gathers
// while the walk paints inside it. Which group an effect makes is the effect's own
// (`DisplayGroup.Effect.layering`, DisplayGroup+Effect.swift).

import WidgetCore
import WidgetLayout
import WidgetRaster
import WidgetText
import WidgetViewTree

final class Painter {
    let scale: Double
    let text: TextSetter
    /// The widget's container in points and its corner radius, for ContainerRelativeShape
    /// (nil on a bare canvas, where the shape is a rectangle).
    var container: (rect: Rect, radius: Double)?
    /// Which content to draw: all of it, or (for the accented rendering mode, which draws
    /// each part in its own tint) only what lies outside or inside `widgetAccentable`; for
    /// the glass of iOS 26's appearances, everything but the images drawn in full color
    /// (each other image by its `widgetAccentedRenderingMode`), or only those.
    enum AccentFilter { case all, withoutAccent, onlyAccent, glass, onlyFullColorImages }
    let accentFilter: AccentFilter
    /// Inside a `widgetAccentable` view, as the walk goes.
    private var insideAccent = false

    init(
        scale: Double, text: TextSetter, container: (rect: Rect, radius: Double)?, accentFilter: AccentFilter = .all
    ) {
        self.scale = scale
        self.text = text
        self.container = container
        self.accentFilter = accentFilter
    }

    /// Whether leaf content (shapes, text, images) is drawn where the walk is.
    private var drawsLeaves: Bool {
        switch accentFilter {
        case .all, .glass: true
        case .withoutAccent: !insideAccent
        case .onlyAccent: insideAccent
        case .onlyFullColorImages: false
        }
    }

    func paint(_ node: LayoutNode, clip: Rect? = nil, into list: inout DisplayList) {
        paintLevel(node, level: node.view.modifiers.count, clip: clip, into: &list)
    }

    private func paintLevel(_ node: LayoutNode, level: Int, clip: Rect?, into list: inout DisplayList) {
        let mine = node.decorations.filter { $0.level == level }
        for d in mine where d.kind == .background { paint(d.node, clip: clip, into: &list) }
        if level > 0 {
            let frame = device(node.levelFrames[level])
            switch node.view.modifiers[level - 1] {
            case .effect(let effect):
                paintEffect(effect, node, level: level, frame: frame, clip: clip, into: &list)
            case .mask:
                let content = collect(into: &list) { paintLevel(node, level: level - 1, clip: clip, into: &$0) }
                let mask = collect(into: &list) {
                    for d in mine where d.kind == .mask { paint(d.node, clip: clip, into: &$0) }
                }
                list.items.append(.group(DisplayGroup(.mask(mask), items: content)))
            default:
                paintLevel(node, level: level - 1, clip: clip, into: &list)
            }
        } else {
            paintContent(node, clip: clip, into: &list)
        }
        for d in mine where d.kind == .overlay { paint(d.node, clip: clip, into: &list) }
    }

    /// Draws level `level − 1` of `node` through a drawing-only modifier.
    private func paintEffect(
        _ effect: DrawingEffect, _ node: LayoutNode, level: Int, frame: Rect, clip: Rect?,
        into list: inout DisplayList
    ) {
        let inner = level - 1
        switch effect {
        case .clipped:
            paintLevel(node, level: inner, clip: clip.map { $0.intersection(frame) } ?? frame, into: &list)
        case .widgetAccentable:
            let outside = insideAccent
            insideAccent = true
            paintLevel(node, level: inner, clip: clip, into: &list)
            insideAccent = outside
        case .containerShape(let kind):
            // Inside, ContainerRelativeShape follows this view's frame and corner radius.
            let f = node.levelFrames[level]
            let radius: Double =
                switch kind {
                case .roundedRectangle(let r, _): r
                case .capsule, .circle: min(f.width, f.height) / 2
                default: 0
                }
            let outside = container
            container = (f, radius)
            paintLevel(node, level: inner, clip: clip, into: &list)
            container = outside
        default:
            // Every other effect draws the inside on a layer of its own, or not at all
            // (DisplayGroup+Effect.swift).
            var effect = effect
            if case .clipShape(.containerRelative) = effect {
                effect = .clipShape(containerRelativeKind(node.levelFrames[level]))
            }
            switch DisplayGroup.Effect.layering(of: effect, frame: frame, clip: clip, scale: scale) {
            case .nothing: return
            case .inPlace: paintLevel(node, level: inner, clip: clip, into: &list)
            case .group(let groupEffect, let insideClip):
                group(groupEffect, into: &list) { paintLevel(node, level: inner, clip: insideClip, into: &$0) }
            }
        }
    }

    /// Draws what `body` paints as one group, composited through `effect`.
    private func group(
        _ effect: DisplayGroup.Effect, into list: inout DisplayList, _ body: (inout DisplayList) -> Void
    ) {
        let items = collect(into: &list, body)
        list.items.append(.group(DisplayGroup(effect, items: items)))
    }

    /// The items `body` paints, taken out of `list` (its images stay).
    private func collect(into list: inout DisplayList, _ body: (inout DisplayList) -> Void) -> [DisplayItem] {
        let outer = list.items
        list.items = []
        body(&list)
        let inner = list.items
        list.items = outer
        return inner
    }

    private func device(_ r: Rect) -> Rect {
        Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    private func paintContent(_ node: LayoutNode, clip: Rect?, into list: inout DisplayList) {
        let frame = device(node.frame)
        switch node.view.content {
        case _ where node.view.content.isContainer:
            for child in node.children { paint(child, clip: clip, into: &list) }
        case .image(let image)
        where (accentFilter == .glass || accentFilter == .onlyFullColorImages) && image.placeholder == nil
            && !image.isSymbol:
            // A bitmap under the glass: in full color, or white at its own opacity (accented),
            // or at its luminance (desaturated, the default outside `widgetAccentable`).
            let mode = image.accentedMode ?? (insideAccent ? .accented : .desaturated)
            guard (mode == .fullColor) == (accentFilter == .onlyFullColorImages),
                clip.map({ $0.width > 0 && $0.height > 0 }) ?? true, frame.width > 0, frame.height > 0
            else { return }
            var source = image.source
            if mode.isDesaturated {
                source = "\u{0}desaturated:" + image.source
                if list.images[source] == nil, let pixmap = list.images[image.source] {
                    list.images[source] = pixmap.toned((1, 1, 1))
                }
            }
            list.items.append(.image(source: source, rect: frame, clip: clip))
        case .image(let image)
        where accentFilter != .all && image.accentedMode == .fullColor && image.placeholder == nil
            && !image.isSymbol:
            // The tinted mode of iOS 18: an image in full color is drawn apart, untinted
            // (by the pass above).
            break
        case _ where !drawsLeaves:
            break
        case .fill(let style):
            fill(Path.rectangle(frame), style, frame, clip, into: &list)
        case .divider(_, let style):
            fill(Path.rectangle(frame), style, frame, clip, into: &list)
        case .shape(let shape):
            paintShape(shape, node: node, frame: frame, clip: clip, into: &list)
        case .text(let content):
            paintText(content, node: node, clip: clip, into: &list)
        case .image(let image):
            if let placeholder = image.placeholder {
                fill(Path.rectangle(frame), placeholder, frame, clip, into: &list)
                return
            }
            guard clip.map({ $0.width > 0 && $0.height > 0 }) ?? true, frame.width > 0, frame.height > 0 else {
                return
            }
            if image.isSymbol {
                paintSymbol(image, frame: frame, clip: clip, into: &list)
                return
            }
            list.items.append(.image(source: image.source, rect: frame, clip: clip))
        default:
            // Containers drew their children above; spacers and fixed views draw nothing.
            break
        }
    }

    private func fill(_ path: Path, _ style: Style, _ frame: Rect, _ clip: Rect?, into list: inout DisplayList) {
        guard !style.isInvisible, frame.width > 0 || frame.height > 0 else { return }
        if let clip, clip.width <= 0 || clip.height <= 0 { return }
        list.items.append(.fill(path: path, style: style, frame: frame, clip: clip))
    }

    /// A shape: its outline (inset by half the line width for `strokeBorder`, as SwiftUI
    /// insets the shape), trimmed, filled, then stroked.
    private func paintShape(
        _ shape: ShapeContent, node: LayoutNode, frame: Rect, clip: Rect?, into list: inout DisplayList
    ) {
        let kind = shape.kind == .containerRelative ? containerRelativeKind(node.frame) : shape.kind
        /// The outline of `kind` in `rect`, trimmed.
        func outline(_ kind: ShapeContent.Kind, _ rect: Rect) -> Path {
            let path = Self.path(kind, in: rect, scale: scale)
            guard let trim = shape.trim else { return path }
            return Stroker.trimmed(path, from: trim.lowerBound, to: trim.upperBound)
        }
        if let style = shape.fill { fill(outline(kind, frame), style, frame, clip, into: &list) }
        guard let stroke = shape.stroke else { return }
        // strokeBorder strokes the shape inset by half the line width (its corner radius
        // shrinks with it), so the line stays inside; the fill keeps the shape's own outline.
        var strokeKind = kind, strokeRect = frame
        if stroke.border {
            let inset = min(stroke.strokeStyle.lineWidth * scale / 2, frame.width / 2, frame.height / 2)
            strokeRect = frame.inset(by: EdgeInsets(all: inset))
            if case .roundedRectangle(let r, let style) = kind {
                strokeKind = .roundedRectangle(radius: max(0, r - inset / scale), style: style)
            }
            if case .unevenRoundedRectangle(let tl, let bl, let br, let tr, let style) = kind {
                let d = inset / scale
                strokeKind = .unevenRoundedRectangle(
                    topLeading: max(0, tl - d), bottomLeading: max(0, bl - d), bottomTrailing: max(0, br - d),
                    topTrailing: max(0, tr - d), style: style)
            }
        }
        let line = Stroker.stroke(outline(strokeKind, strokeRect), style: stroke.strokeStyle.scaled(by: scale))
        if !line.isEmpty { fill(line, stroke.style, frame, clip, into: &list) }
    }

    /// Placeholder text (`.redacted(reason: .placeholder)`), set by the measured rules
    /// (`Typesetter.placeholder`): one bar a line, as long as the line, its bottom on the
    /// baseline, as tall as the system font's cap height (0.7046 em) less 0.70 pt, with
    /// corners of 0.187 × its height, in the foreground's base color at 16 %
    /// (PLACEHOLDER in docs/sources.md).
    private func paintPlaceholder(
        _ content: TextContent, paragraph: TypesetParagraph, node: LayoutNode, clip: Rect?,
        into list: inout DisplayList
    ) {
        var path = Path()
        for line in paragraph.lines where line.width > 0 {
            let size = line.runExtents.first.map { paragraph.runSizes[$0.run] } ?? paragraph.fontSize
            let height = max(0, SystemFontMetrics.capHeight * size - Self.placeholderInset)
            guard height > 0 else { continue }
            let x = node.frame.minX + (paragraph.size.width - line.width) * content.multilineAlignment
            let bar = Rect(
                x: x * scale, y: (node.frame.minY + line.baseline - height) * scale, width: line.width * scale,
                height: height * scale)
            path.append(Path.roundedRectangle(bar, radius: bar.height * Self.placeholderCorner, style: .circular))
        }
        let style = content.placeholderStyle ?? content.foreground.withOpacity(0.16)
        if !path.isEmpty { fill(path, style, device(node.frame), clip, into: &list) }
    }

    /// How much shorter than the cap height a bar is, in points.
    static let placeholderInset = 0.70
    /// A bar's corner radius as a fraction of its height.
    static let placeholderCorner = 0.187

    /// ContainerRelativeShape (RE in docs/sources.md): the container's continuous rounded
    /// rectangle inset to `frame`, its radius reduced by the smallest distance from `frame`
    /// to the container's edges and clamped at 0. No container: a rectangle.
    func containerRelativeKind(_ frame: Rect) -> ShapeContent.Kind {
        guard let container else { return .rectangle }
        let b = container.rect
        let inset = max(
            0, min(frame.minX - b.minX, frame.minY - b.minY, b.maxX - frame.maxX, b.maxY - frame.maxY))
        return .roundedRectangle(radius: max(0, container.radius - inset), style: .continuous)
    }

    static func path(_ kind: ShapeContent.Kind, in r: Rect, scale: Double) -> Path {
        switch kind {
        case .rectangle, .containerRelative: Path.rectangle(r)
        case .roundedRectangle(let radius, let style): Path.roundedRectangle(r, radius: radius * scale, style: style)
        case .circle: Path.circle(in: r)
        case .ellipse: Path.ellipse(r)
        case .capsule: Path.capsule(r)
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, let style):
            Path.unevenRoundedRectangle(
                r, topLeading: tl * scale, bottomLeading: bl * scale, bottomTrailing: br * scale,
                topTrailing: tr * scale, style: style)
        case .path(let p): p.applying(Transform(a: scale, b: 0, c: 0, d: scale, tx: r.minX, ty: r.minY))
        case .unitPath(let p): p.applying(Transform(a: r.width, b: 0, c: 0, d: r.height, tx: r.minX, ty: r.minY))
        case .circleFrom(let turn):
            Path.circle(in: r).applying(
                Transform.translation(-r.midX, -r.midY).concatenating(.rotation(degrees: turn * 360))
                    .concatenating(.translation(r.midX, r.midY)))
        }
    }

    /// An SF Symbol substitute's layers, each emboldened as it asks and filled with its
    /// style. At the symbol's own size, the ink of all its layers together at regular
    /// weight (`symbolGlyphInk`) fills `symbolBox` of the frame, centred: the substitute's ink stretched to
    /// SF's box, or its own, or another name's glyph fitted in SF's box without stretching
    /// (SYMFRAME and SYMINK in docs/measurements.md). A resizable symbol's glyph square
    /// fills the frame's shorter side, centred. The strokes are emboldened in the glyph's
    /// own units, before the stretch, so a stretched glyph's strokes grow a little more
    /// across the longer stretch.
    private func paintSymbol(_ image: ImageContent, frame: Rect, clip: Rect?, into list: inout DisplayList) {
        var glyphs: [(layer: SymbolLayer, face: FontFace, glyph: UInt32)] = []
        for layer in image.symbolLayers {
            guard let face = text.symbolFace(for: layer.codePoint), let scalar = Unicode.Scalar(layer.codePoint),
                let glyph = face.glyph(for: scalar)
            else { continue }
            glyphs.append((layer, face, glyph))
        }
        // From a face's font units, y up, to the frame.
        let place: (FontFace) -> Transform
        if let box = image.symbolBox {
            // The layers' ink together, in ems, as the resolver sized the frame by.
            guard let ink = image.symbolGlyphInk else { return }
            var sx = frame.width * box.width / ink.width
            var sy = frame.height * box.height / ink.height
            if !image.symbolStretches {
                sx = min(sx, sy)
                sy = sx
            }
            place = { face in
                let u = 1 / face.unitsPerEm
                return Transform(
                    a: sx * u, b: 0, c: 0, d: -sy * u, tx: frame.midX - ink.midX * sx, ty: frame.midY + ink.midY * sy)
            }
        } else {
            let side = min(frame.width, frame.height)
            place = { face in
                let unit = side / face.unitsPerEm
                return Transform(
                    a: unit, b: 0, c: 0, d: -unit, tx: frame.minX + (frame.width - side) / 2,
                    ty: frame.minY + (frame.height - side) / 2 + face.ascender * unit)
            }
        }
        for g in glyphs {
            let outline = g.face.outline(of: g.glyph, emboldenedBy: g.layer.emboldening * g.face.unitsPerEm)
            fill(outline.applying(place(g.face)), g.layer.style, frame, clip, into: &list)
        }
    }

    /// A color glyph (an emoji) as an image: its bitmap scaled from font units to the text's
    /// size and by its stretch (EMOJI), placed against the glyph origin at (`x`,
    /// `baseline`) in device pixels. Emoji keep their own colors, whatever the foreground
    /// style.
    private func paintColorGlyph(
        _ face: FontFace, _ glyph: UInt32, x: Double, baseline: Double, unit: Double, stretch: GlyphStretch,
        clip: Rect?, into list: inout DisplayList
    ) {
        guard let bitmap = face.colorGlyph(of: glyph) else { return }
        let key = "\u{0}glyph:\(face.path):\(glyph)"
        if list.images[key] == nil {
            guard
                let pixmap = Pixmap(
                    width: bitmap.width, height: bitmap.height, premultiplied: bitmap.premultipliedRGBA)
            else { return }
            list.images[key] = pixmap
        }
        let across = unit * stretch.width, up = unit * stretch.height
        let rect = Rect(
            x: x + bitmap.left * across, y: baseline - bitmap.top * up,
            width: Double(bitmap.width) * bitmap.unitsPerPixel * across,
            height: Double(bitmap.height) * bitmap.unitsPerPixel * up)
        list.items.append(.image(source: key, rect: rect, clip: clip))
    }

    /// Text lines sit at the text frame's top; each line is offset by the multiline
    /// alignment within the widest line's width. Glyph origins are not snapped.
    private func paintText(_ content: TextContent, node: LayoutNode, clip: Rect?, into list: inout DisplayList) {
        guard let proposal = node.textProposal, let paragraph = text.paragraph(content, proposal: proposal) else {
            return
        }
        if content.redacted {
            paintPlaceholder(content, paragraph: paragraph, node: node, clip: clip, into: &list)
            return
        }
        let runs = content.styledRuns
        // One item of glyphs per run, drawn in the run's style.
        var glyphs = [[PlacedGlyph]](repeating: [], count: runs.count)
        for line in paragraph.lines {
            let lineX = node.frame.minX + (paragraph.size.width - line.width) * content.multilineAlignment
            let baseline = (node.frame.minY + line.baseline) * scale
            for g in line.glyphs {
                let face = paragraph.faces[g.face]
                let unit = paragraph.runSizes[g.run] / face.unitsPerEm * scale
                if face.isColor {
                    paintColorGlyph(
                        face, g.glyph, x: (lineX + g.x) * scale, baseline: baseline - g.rise * scale, unit: unit,
                        stretch: g.stretch, clip: clip, into: &list)
                    continue
                }
                glyphs[g.run].append(
                    PlacedGlyph(
                        face: face, glyph: g.glyph, x: (lineX + g.x) * scale, y: baseline - g.rise * scale, scale: unit,
                        stretch: g.stretch, emboldening: g.emboldening))
            }
        }
        let frame = device(node.frame)
        if clip.map({ $0.width > 0 && $0.height > 0 }) ?? true {
            for (r, run) in runs.enumerated() where !glyphs[r].isEmpty && !run.foreground.isInvisible {
                list.items.append(.glyphs(glyphs[r], style: run.foreground, frame: frame, clip: clip))
            }
        }
        paintLines(content, paragraph: paragraph, node: node, clip: clip, into: &list)
    }

    /// Underlines and strikethroughs: one bar per run and line, as long as the run's
    /// stretch of the line's visible text, at the run's primary face's positions and
    /// thicknesses (its post and OS/2 tables), scaled with the size the run was set at.
    private func paintLines(
        _ content: TextContent, paragraph: TypesetParagraph, node: LayoutNode, clip: Rect?,
        into list: inout DisplayList
    ) {
        let runs = content.styledRuns
        guard runs.contains(where: { $0.underline != nil || $0.strikethrough != nil }) else { return }
        for (r, run) in runs.enumerated() {
            guard let face = try? text.primaryFace(for: run.font) else { continue }
            let unit = paragraph.runSizes[r] / face.unitsPerEm
            var bars: [(style: Style, top: Double, thickness: Double)] = []
            if let style = run.underline {
                let t = face.underlineThickness * unit
                bars.append((style, -face.underlinePosition * unit - t / 2, t))
            }
            if let style = run.strikethrough {
                let t = face.strikeoutThickness * unit
                bars.append((style, -face.strikeoutPosition * unit, t))
            }
            for bar in bars {
                var path = Path()
                for line in paragraph.lines {
                    let lineX = node.frame.minX + (paragraph.size.width - line.width) * content.multilineAlignment
                    for extent in line.runExtents where extent.run == r && extent.end > extent.start {
                        let y = node.frame.minY + line.baseline + bar.top
                        path.append(
                            Path.rectangle(
                                Rect(
                                    x: (lineX + extent.start) * scale, y: y * scale,
                                    width: (extent.end - extent.start) * scale, height: bar.thickness * scale)))
                    }
                }
                if !path.isEmpty { fill(path, bar.style, device(node.frame), clip, into: &list) }
            }
        }
    }
}
