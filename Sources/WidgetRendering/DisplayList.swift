// The paint stage's output: a flat list of drawing operations in device pixels, in
// painting order. The raster backend is one loop over it.

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
    /// Start drawing on a new transparent layer.
    case beginLayer
    /// Cut the top layer to `clip` (device pixels) when given, fade it by `opacity` and
    /// composite it onto the layer below.
    case endLayer(opacity: Double, clip: Path?)
    /// Composites the layer begun last onto the one below with a blend mode.
    case endBlend(BlendMode)
    /// The top layer is a mask: remove it and keep the layer below only where it has alpha.
    case endMask
    /// Composite the top layer onto the one below over its own shadow: its alpha blurred
    /// by a Gaussian of `sigma` pixels, moved by (`dx`, `dy`) pixels, in `color`.
    case endShadow(color: Color, sigma: Double, dx: Double, dy: Double, clip: Rect?)
    /// Composite the top layer onto the one below through `transform` (device pixels),
    /// inside `clip` when there is one.
    case endTransform(Transform, clip: Rect?)
    /// Composite the top layer onto the one below blurred by a Gaussian of `sigma` pixels,
    /// inside `clip` when there is one. With `opaqueIn`, the blur takes no transparency in
    /// from outside that rectangle and the result is cut to it.
    case endBlur(sigma: Double, opaqueIn: Rect?, clip: Rect?)
    /// Composite the top layer onto the one below with every pixel's colour through `matrix`.
    case endColor(ColorMatrix)
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

    /// A readable listing, one item a line, for tests and debugging.
    public func dump() -> String {
        var lines = ["canvas \(width)×\(height)"]
        if let clip { lines.append("clip \(clip.controlBounds.map { "\($0)" } ?? "empty")") }
        for item in items {
            switch item {
            case .fill(let path, let style, let frame, let clip):
                lines.append(
                    "fill \(path.controlBounds.map { "\($0)" } ?? "empty") \(style) frame \(frame)"
                        + (clip.map { " clip \($0)" } ?? ""))
            case .glyphs(let glyphs, let style, let frame, let clip):
                lines.append(
                    "glyphs \(glyphs.count) \(style) frame \(frame)" + (clip.map { " clip \($0)" } ?? ""))
            case .image(let source, let rect, let clip):
                lines.append("image \(source) \(rect)" + (clip.map { " clip \($0)" } ?? ""))
            case .beginLayer:
                lines.append("begin layer")
            case .endLayer(let opacity, let clip):
                lines.append(
                    "end layer opacity \(opacity)"
                        + (clip.map { " clip \($0.controlBounds.map { "\($0)" } ?? "empty")" } ?? ""))
            case .endMask:
                lines.append("end mask")
            case .endBlend(let mode):
                lines.append("end blend \(mode.rawValue)")
            case .endShadow(let color, let sigma, let dx, let dy, _):
                lines.append("end shadow \(color) sigma \(sigma) offset \(dx), \(dy)")
            case .endTransform(let t, let clip):
                lines.append("end transform \(t)" + (clip.map { " clip \($0)" } ?? ""))
            case .endBlur(let sigma, let opaqueIn, let clip):
                lines.append(
                    "end blur sigma \(sigma)" + (opaqueIn.map { " opaque in \($0)" } ?? "")
                        + (clip.map { " clip \($0)" } ?? ""))
            case .endColor(let matrix):
                lines.append("end color \(matrix)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
