// A group's effect, whole: how the painter makes it from a view's drawing effect, the
// device pixels it can reach, how its layer is composited onto the one below, whether a
// band of rows can be drawn alone through it, and its line in the dump. A drawing effect
// that draws its view on a layer of its own is one case here (with its `DrawingEffect`
// case and its modifier's descriptor): the painter, the display list and the raster
// stage reach it only through these functions.

import WidgetCore
import WidgetRaster

extension DisplayGroup {
    /// How the layer is composited.
    public enum Effect: Sendable {
        /// Cut the layer to `clip` (device pixels) when given and fade it by `opacity`.
        case opacity(Double, clip: Path?)
        /// Composite the layer with a blend mode.
        case blend(BlendMode)
        /// Keep the layer only where `items` (drawn on a layer of their own) have alpha.
        case mask([DisplayItem])
        /// Composite the layer over its own shadow: its alpha blurred by a Gaussian of
        /// `sigma` pixels, moved by (`dx`, `dy`) pixels, in `color`, inside `clip` when
        /// there is one.
        case shadow(color: Color, sigma: Double, dx: Double, dy: Double, clip: Rect?)
        /// Composite the layer through `transform` (device pixels), inside `clip` when
        /// there is one.
        case transform(Transform, clip: Rect?)
        /// Composite the layer blurred by a Gaussian of `sigma` pixels, inside `clip` when
        /// there is one. With `opaqueIn`, the blur takes no transparency in from outside
        /// that rectangle and the result is cut to it.
        case blur(sigma: Double, opaqueIn: Rect?, clip: Rect?)
        /// Composite the layer with every pixel's colour through `matrix`.
        case color(ColorMatrix)
    }
}

/// How a view's inside is drawn through a drawing effect (`DisplayGroup.Effect.layering`).
enum Layering {
    /// Not at all.
    case nothing
    /// As if the effect were not there.
    case inPlace
    /// On a layer of its own, composited through `effect`; the inside is drawn within
    /// `clip` (device pixels; nil: anywhere).
    case group(DisplayGroup.Effect, clip: Rect?)
}

extension DisplayGroup.Effect {
    // MARK: Making

    /// How the inside of a view level is drawn through `effect`: `frame` is the level's
    /// frame and `clip` the clip it is drawn in (device pixels), `scale` the pixels per
    /// point. A `containerRelative` clip shape comes resolved to the painter's container.
    /// The effects that change how the walk draws rather than add a layer (`clipped`,
    /// `widgetAccentable`, `containerShape`) are the painter's, and come back `inPlace`.
    static func layering(of effect: DrawingEffect, frame: Rect, clip: Rect?, scale: Double) -> Layering {
        switch effect {
        case .clipped, .widgetAccentable, .containerShape:
            return .inPlace
        case .opacity(let opacity):
            // The inside is one layer, faded as a whole (nothing to draw when invisible).
            guard opacity > 0 else { return .nothing }
            guard opacity < 1 else { return .inPlace }
            return .group(.opacity(opacity, clip: nil), clip: clip)
        case .blendMode(let mode):
            // The inside is one layer, composited onto what is behind it with the mode.
            guard mode != .normal else { return .inPlace }
            return .group(.blend(mode), clip: clip)
        case .clipShape(let kind):
            return .group(
                .opacity(1, clip: Painter.path(kind, in: frame, scale: scale)),
                clip: clip.map { $0.intersection(frame) } ?? frame)
        case .transform(let degrees, let sx, let sy, let anchor):
            // About the anchor of this level's frame: move it to the origin, scale,
            // rotate, move it back.
            guard sx != 0, sy != 0 else { return .nothing }
            let a = anchor.point(in: frame)
            let t = Transform.translation(-a.x, -a.y).concatenating(.scale(sx, sy))
                .concatenating(.rotation(degrees: degrees)).concatenating(.translation(a.x, a.y))
            guard t != .identity else { return .inPlace }
            return .group(.transform(t, clip: clip), clip: nil)
        case .shadow(let color, let radius, let x, let y):
            // The radius is taken as the blur's standard deviation: the team's estimate
            // (SHADOW in docs/sources.md).
            return .group(
                .shadow(color: color, sigma: radius * scale, dx: x * scale, dy: y * scale, clip: clip), clip: clip)
        case .blur(let radius, let opaque):
            // The radius as the standard deviation, as for shadows (BLUR in docs/sources.md).
            guard radius > 0 else { return .inPlace }
            return .group(.blur(sigma: radius * scale, opaqueIn: opaque ? frame : nil, clip: clip), clip: clip)
        case .color(let adjustment):
            return .group(.color(ColorMatrix(adjustment)), clip: clip)
        case .compositingGroup:
            // A layer composited as it is: what is drawn inside mixes only with itself.
            return .group(.opacity(1, clip: nil), clip: clip)
        }
    }

    // MARK: Reach

    /// The device pixels a group with this effect can draw on, given those its items can
    /// (`inside`: nil when anywhere, empty when nowhere).
    func reach(ofInside inside: Rect?) -> Rect? {
        guard let inside else {
            // Anywhere inside, but still within a clip the effect applies.
            switch self {
            case .opacity(_, let clip?): return clip.controlBounds.map { DisplayItem.within(nil, $0) } ?? .zero
            case .shadow(_, _, _, _, let clip?), .transform(_, let clip?), .blur(_, _, let clip?):
                return DisplayItem.within(nil, clip)
            case .blur(_, let opaqueIn?, nil): return DisplayItem.within(nil, opaqueIn)
            default: return nil
            }
        }
        guard !Self.isEmpty(inside) else { return .zero }
        switch self {
        case .opacity(_, let clip):
            guard let clip else { return inside }
            return clip.controlBounds.map { DisplayItem.within(nil, inside.intersection($0)) } ?? .zero
        case .blend, .color:
            return inside
        case .mask(let mask):
            guard let m = DisplayGroup.union(mask) else { return inside }
            return Self.isEmpty(m) ? .zero : inside.intersection(m)
        case .shadow(_, let sigma, let dx, let dy, let clip):
            let both = inside.union(Self.blurred(inside, sigma: sigma).offsetBy(dx: dx, dy: dy))
            return clip.map { DisplayItem.within(nil, both.intersection($0)) } ?? both
        case .transform(let t, let clip):
            let corners = [
                Point(x: inside.minX, y: inside.minY), Point(x: inside.maxX, y: inside.minY),
                Point(x: inside.minX, y: inside.maxY), Point(x: inside.maxX, y: inside.maxY),
            ].map(t.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
                [x0, x1, y0, y1].allSatisfy(\.isFinite)
            else { return clip.map { DisplayItem.within(nil, $0) } }
            return DisplayItem.within(clip, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        case .blur(let sigma, let opaqueIn, let clip):
            let spread = opaqueIn.map { DisplayItem.within(nil, $0) } ?? Self.blurred(inside, sigma: sigma)
            return clip.map { DisplayItem.within(nil, spread.intersection($0)) } ?? spread
        }
    }

    /// `r` grown by what a Gaussian blur of `sigma` pixels spreads (3 σ, and a pixel's
    /// rounding on each side).
    private static func blurred(_ r: Rect, sigma: Double) -> Rect {
        let spread = 3 * max(0, sigma) + 2
        return Rect(
            x: r.minX - spread, y: r.minY - spread, width: r.width + 2 * spread, height: r.height + 2 * spread)
    }

    private static func isEmpty(_ r: Rect) -> Bool { !(r.width > 0 && r.height > 0) }

    /// Whether each pixel it composites depends only on the items' pixels at that place,
    /// so that a band of rows can be drawn alone (`local` answers for a list of items).
    func isLocal(_ items: [DisplayItem], _ local: ([DisplayItem]) -> Bool) -> Bool {
        switch self {
        case .shadow, .blur, .transform: false
        case .mask(let mask): local(items) && local(mask)
        case .opacity, .blend, .color: local(items)
        }
    }

    // MARK: Compositing

    /// Takes the group's layer off the top of `layers` and composites it onto the layer
    /// below.
    func composite(on layers: LayerStack) {
        switch self {
        case .opacity(let opacity, let clip):
            guard var top = layers.pop() else { return }
            if let clip { top.clip(to: Rasterizer.mask(for: clip, clip: layers.whole, rows: layers.rows)) }
            layers.draw(covering: top.bounds) { $0.composite(top, opacity: opacity) }
        case .blend(let mode):
            guard let top = layers.pop() else { return }
            layers.draw(covering: top.bounds) { $0.composite(top, blend: mode) }
        case .mask(let items):
            layers.push()
            layers.paint(items)
            // Nothing drawn as the mask keeps nothing of the content.
            let mask = layers.pop()
            guard var top = layers.pop(), let mask else { return }
            top.mask(by: mask)
            layers.draw(covering: top.bounds) { $0.composite(top, opacity: 1) }
        case .transform(let transform, let clip):
            guard let top = layers.pop() else { return }
            let area = layers.pixelBounds(clip)
            layers.draw(covering: Pixmap.transformedBounds(of: top.bounds, transform, clip: area)) {
                $0.composite(top, transform: transform, clip: area)
            }
        case .shadow(let color, let sigma, let dx, let dy, let clip):
            guard let top = layers.pop() else { return }
            let a = max(0, min(1, color.alpha))
            if var shadow = top.shadow(
                sigma: sigma, dx: dx, dy: dy, color: (color.red * a, color.green * a, color.blue * a, a),
                canvas: layers.canvas)
            {
                if let clip {
                    let b = layers.pixelBounds(clip)
                    shadow.clip(
                        to: Rasterizer.mask(
                            for: Path.rectangle(
                                Rect(
                                    x: Double(b.x0), y: Double(b.y0), width: Double(b.x1 - b.x0),
                                    height: Double(b.y1 - b.y0))), clip: layers.bounds))
                }
                layers.draw(covering: shadow.bounds) { $0.composite(shadow) }
            }
            layers.draw(covering: top.bounds) { $0.composite(top) }
        case .blur(let sigma, let opaqueIn, let clip):
            guard let top = layers.pop(),
                var blurred = top.blurred(
                    sigma: sigma, opaqueIn: opaqueIn.map { layers.pixelBounds($0) }, canvas: layers.canvas)
            else { return }
            if let clip { blurred.clip(to: Rasterizer.mask(for: Path.rectangle(clip), clip: layers.bounds)) }
            layers.draw(covering: blurred.bounds) { $0.composite(blurred) }
        case .color(let matrix):
            guard var top = layers.pop() else { return }
            top.adjustColors(matrix)
            layers.draw(covering: top.bounds) { $0.composite(top) }
        }
    }

    // MARK: Dump

    /// The group's line in `DisplayList.dump()`.
    var dumped: String {
        func clipped(_ clip: Rect?) -> String { clip.map { " clip \($0)" } ?? "" }
        return switch self {
        case .opacity(let opacity, let clip):
            "opacity \(opacity)" + (clip.map { " clip \($0.controlBounds.map { "\($0)" } ?? "empty")" } ?? "")
        case .blend(let mode): "blend \(mode.rawValue)"
        case .mask: "mask"
        case .shadow(let color, let sigma, let dx, let dy, let clip):
            "shadow \(color) sigma \(sigma) offset \(dx), \(dy)" + clipped(clip)
        case .transform(let t, let clip): "transform \(t)" + clipped(clip)
        case .blur(let sigma, let opaqueIn, let clip):
            "blur sigma \(sigma)" + (opaqueIn.map { " opaque in \($0)" } ?? "") + clipped(clip)
        case .color(let matrix): "color \(matrix)"
        }
    }
}
