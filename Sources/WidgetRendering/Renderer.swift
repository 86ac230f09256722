// The whole pipeline behind one call: entry document → view tree → layout → display
// list → pixmap (→ PNG). Pure: no clock, no environment, no file I/O (the caller reads
// the entry and writes the files).
//
// The widget chrome (issue #6 deepens it): the canvas is the family's size on the device;
// the container is a continuous rounded rectangle of the device's measured radius,
// filled with `containerBackground` (white or #1C1C1E by default); content is laid out
// inside 16 pt content margins (none on iOS 16 or with `contentMarginsDisabled`) and
// everything outside the container is transparent. `canvas` mode (`--size`) draws the
// bare view: no container, no margins, transparent background.

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetFonts
import WidgetLayout
import WidgetPNG
import WidgetRaster
import WidgetText

/// What to render an entry for.
public struct RenderRequest: Sendable {
    public var family: WidgetFamily
    public var device: Device
    /// Overrides the entry's `os`.
    public var os: OSVersion?
    /// Overrides the entry's `colorScheme`.
    public var colorScheme: ColorScheme?
    /// Pixels per point; default the device's scale.
    public var scale: Double?
    /// A bare canvas in points instead of the widget (no chrome, no margins).
    public var canvasSize: Size?
    /// The normal snapshot, or the placeholder WidgetKit shows while the widget loads.
    public var variant: Variant = .normal

    /// What WidgetKit is asked to draw.
    public enum Variant: String, Sendable, CaseIterable {
        case normal
        /// `.redacted(reason: .placeholder)` on the whole view: text as bars, images as
        /// filled frames; layout unchanged.
        case placeholder
        /// `.redacted(reason: .privacy)`: only `privacySensitive` content is redacted.
        case privacy

        /// What `--variant all` writes: the normal snapshot and the placeholder.
        public static let standard: [Variant] = [.normal, .placeholder]
    }

    public init(
        family: WidgetFamily, device: Device = DeviceCatalog.defaultDevice, os: OSVersion? = nil,
        colorScheme: ColorScheme? = nil, scale: Double? = nil, canvasSize: Size? = nil, variant: Variant = .normal
    ) {
        self.variant = variant
        self.family = family
        self.device = device
        self.os = os
        self.colorScheme = colorScheme
        self.scale = scale
        self.canvasSize = canvasSize
    }
}

/// One rendered snapshot.
public struct Snapshot: Sendable {
    public var pixmap: Pixmap
    /// The layout, frames snapped to device pixels.
    public var layout: LayoutNode
    /// The canvas in points.
    public var size: Size
    public var scale: Double
    public var displayList: DisplayList

    /// The layout dump (`render layout`) as JSON text.
    public func layoutDump() -> String {
        DumpValue.object([
            ("size", .array([.number(size.width), .number(size.height)])),
            ("scale", .number(scale)),
            ("root", layout.dump()),
        ]).text() + "\n"
    }

    /// PNG bytes.
    public func png(compression: PNGCodec.Compression = .fast) throws -> [UInt8] {
        do { return try PNGCodec.encode(pixmap, compression: compression) } catch {
            throw RenderError.encoding("\(error)")
        }
    }
}

/// Renders entries. Holds the bundled fonts; safe to share between threads.
public final class Renderer: Sendable {
    let fonts: FontLibrary
    let paragraphs = ParagraphCache()
    /// The content margins on the Home Screen (HIG-W: "16 points for most widgets").
    public static let contentMargin = 16.0
    /// The system widget backgrounds used when the entry gives none.
    public static let defaultBackground: [ColorScheme: Color] = [.light: .white, .dark: Color(r: 28, g: 28, b: 30)]

    public init() {
        fonts = FontLibrary(
            folders: .init(
                inter: BundledFonts.interDirectory, cjk: BundledFonts.cjkDirectory, emoji: BundledFonts.emojiDirectory,
                monospaced: BundledFonts.monospacedDirectory, serif: BundledFonts.serifDirectory,
                rounded: BundledFonts.roundedDirectory,
                symbols: BundledFonts.symbolsDirectory, symbolSubstitutes: BundledFonts.symbolSubstitutesDirectory))
    }

    /// Renders `document` for `request`, within `budget`.
    public func render(_ document: EntryDocument, _ request: RenderRequest, budget: RenderBudget = .standard)
        throws(RenderError) -> Snapshot
    {
        let os = request.os ?? document.os
        let accessory = request.family.isAccessory && request.canvasSize == nil
        // The system's one-color modes draw the widget in its dark appearance, as iOS does
        // (the Lock Screen and the tinted Home Screen): the scheme asked for applies to
        // full color only.
        let mode = document.renderingMode ?? (accessory ? .vibrant : .fullColor)
        let scheme = mode == .fullColor ? request.colorScheme ?? document.colorScheme : .dark
        let scale = request.scale ?? Double(request.device.scale)
        let size: Size
        if let canvas = request.canvasSize {
            size = canvas
        } else {
            guard let s = request.device.widgetSize(request.family, os: os) else {
                throw .device(
                    .noSize(
                        device: request.device.name, family: request.family, os: os,
                        known: request.device.families(os: os)))
            }
            size = s
        }
        // Compare in floating point first: a huge canvas must not overflow Int.
        let pixelWidth = (size.width * scale).rounded(), pixelHeight = (size.height * scale).rounded()
        let limit = Double(Pixmap.maxDimension)
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= limit, pixelHeight <= limit else {
            throw .badCanvas(
                "the canvas would be \(DumpValue.format(pixelWidth))×\(DumpValue.format(pixelHeight)) pixels; "
                    + "sides must be 1…\(Pixmap.maxDimension) pixels")
        }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        guard width * height <= budget.canvasPixels else {
            throw .budget(
                path: "$",
                message: "the canvas would be \(width)×\(height) pixels; the limit is \(budget.canvasPixels) pixels")
        }

        // Images: decoded from the bytes the document stage read.
        var images: [String: Pixmap] = [:]
        var imagePixels = 0
        for (source, path) in document.imageSources {
            guard let bytes = document.imageFiles[source] else {
                throw .image(
                    source: source, path: path,
                    message:
                        "was not read: load entries with EntryDocument.load(contentsOf:) or call loadFiles(relativeTo:)"
                )
            }
            let image = try ImageDecoder.decode(bytes, source: source, path: path, maxPixels: budget.imagePixels)
            imagePixels += image.width * image.height
            guard imagePixels <= budget.totalImagePixels else {
                throw .budget(
                    path: path,
                    message: "the document's images add up to more than \(budget.totalImagePixels) pixels, decoded")
            }
            images[source] = image
        }

        // Fonts the entry brings: opened from the bytes the document stage read.
        var custom: [FontFace] = []
        for (i, source) in document.fonts.enumerated() {
            let path = "$.fonts[\(i)]"
            guard let bytes = document.fontFiles[source] else {
                throw .font(
                    path: path,
                    message:
                        "the font \"\(source.escapedForMessages)\" was not read: load entries with EntryDocument.load(contentsOf:) or call loadFiles(relativeTo:)"
                )
            }
            do {
                custom.append(try fonts.customFace(data: bytes, name: source))
            } catch {
                throw .font(path: path, message: "\(error)")
            }
        }

        // Resolve.
        let root: ViewNode
        var background: Style?
        /// The system's opaque background, under a clear or translucent `background`.
        var backing: Style?
        /// A view as the container background (format 1.1), drawn over `background`.
        var backgroundView: ViewNode?
        do {
            let (template, path) = try document.view(for: request.family)
            // Format 1.1's `If`: the branches this render chooses.
            let context = TemplateContext(
                family: request.family.rawValue, colorScheme: scheme.rawValue, renderingMode: mode.rawValue,
                redacted: request.variant == .placeholder,
                showsContainerBackground: request.canvasSize == nil && !accessory && mode != .accented && os != .iOS16)
            let node = Template.select(template, context)
            var resolver = Resolver(
                scheme: scheme, dynamicTypeSize: document.dynamicTypeSize, now: document.date,
                timeZoneOffset: document.timeZoneOffset, locale: document.locale, os: os.rawValue,
                imageSizes: images.mapValues { Size(width: Double($0.width), height: Double($0.height)) })
            resolver.redacted = request.variant == .placeholder
            resolver.privacy = request.variant == .privacy
            resolver.family = request.canvasSize == nil ? request.family : nil
            root = try resolver.resolve(node, at: path)
            // Lock Screen widgets have no container background; tinted widgets get the
            // system's instead of their own.
            if request.canvasSize == nil && !accessory && mode != .accented {
                // `containerBackground` is iOS 17's: iOS 16 shows its own default behind the view.
                let given = os == .iOS16 ? nil : document.containerBackground
                if let view = given, view["type"] != nil {
                    // The placeholder redacts the content, not the container's background.
                    var plain = resolver
                    plain.redacted = false
                    plain.privacy = false
                    backgroundView = try plain.resolve(Template.select(view, context), at: "$.containerBackground")
                    background = document.transparentBackground ? nil : .color(Self.defaultBackground[scheme]!)
                } else {
                    background =
                        try given.map { v throws(DocumentError) in
                            try StyleDecoder.resolve(v, at: "$.containerBackground", scheme: scheme)
                        } ?? .color(Self.defaultBackground[scheme]!)
                    // The Home Screen never shows the wallpaper through a widget: a clear or
                    // translucent background lies over the system's opaque one (CLEARBG in
                    // docs/sources.md), unless the entry asks to keep it transparent.
                    if background?.isOpaque == false && !document.transparentBackground {
                        backing = .color(Self.defaultBackground[scheme]!)
                    }
                }
            }
        } catch {
            throw .document(error)
        }
        try checkText(root, custom: custom)
        try budget.check(root, width: width, height: height, scale: scale)
        if let backgroundView {
            try checkText(backgroundView, custom: custom)
            try budget.check(backgroundView, width: width, height: height, scale: scale)
        }

        // Layout.
        let setter = TextSetter(fonts: fonts, custom: custom, shared: paragraphs)
        let engine = LayoutEngine(measurer: setter, pixelLength: 1 / scale)
        let canvasRect = Rect(origin: .zero, size: size)
        let margins =
            request.canvasSize != nil || accessory || document.contentMarginsDisabled || os == .iOS16
            ? 0 : Self.contentMargin
        let layout = engine.layout(root, in: canvasRect.inset(by: EdgeInsets(all: margins)))
            .roundedToPixels(scale: scale)
        // The background view fills the whole container, margins ignored, as WidgetKit's does.
        let backgroundLayout = backgroundView.map { engine.layout($0, in: canvasRect).roundedToPixels(scale: scale) }

        // Paint.
        var list = DisplayList(width: width, height: height)
        list.scale = scale
        list.images = images
        let deviceRect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let containerRadius = Self.containerRadius(request.family, size: size, device: request.device, os: os)
        if request.canvasSize == nil && (!accessory || request.family == .accessoryCircular) {
            let radius = containerRadius * scale
            list.clip =
                request.family == .accessoryCircular
                ? Path.ellipse(deviceRect) : Path.roundedRectangle(deviceRect, radius: radius, style: .continuous)
            list.clipBand =
                request.family == .accessoryCircular
                ? nil : Int(saturating: (radius * Path.continuousCornerExtent).rounded(.up)) + 1
        }
        for style in [backing, background].compactMap({ $0 }) {
            list.items.append(.fill(path: Path.rectangle(deviceRect), style: style, frame: deviceRect, clip: nil))
        }
        switch mode {
        case .fullColor: list.tone = .fullColor
        case .vibrant: list.tone = .vibrant(backdrop: document.wallpaper)
        case .accented:
            list.tone = .accented(
                background: Self.tintedBackground(document.accentTint),
                content: Self.tintedContent(document.accentTint),
                accent: document.accentTint)
        }
        let container = request.canvasSize == nil ? (rect: canvasRect, radius: containerRadius) : nil
        if let backgroundLayout {
            Painter(scale: scale, text: setter, container: container).paint(backgroundLayout, into: &list)
        }
        if mode == .accented {
            // Each part by itself, every group around it intact: the rest, then the accent.
            Painter(scale: scale, text: setter, container: container, accentFilter: .withoutAccent)
                .paint(layout, into: &list)
            var accent = DisplayList(width: width, height: height)
            accent.scale = scale
            Painter(scale: scale, text: setter, container: container, accentFilter: .onlyAccent)
                .paint(layout, into: &accent)
            list.accentItems = accent.items
        } else {
            Painter(scale: scale, text: setter, container: container).paint(layout, into: &list)
        }

        // Raster.
        let pixmap = Self.rasterize(list)
        return Snapshot(pixmap: pixmap, layout: layout, size: size, scale: scale, displayList: list)
    }

    /// The container's corner radius in points: the device's for Home Screen families
    /// (SHOT in docs/sources.md), half the side for `accessoryCircular` (a circle), none
    /// for the other Lock Screen families (the team's choice: Apple draws no container
    /// there).
    static func containerRadius(_ family: WidgetFamily, size: Size, device: Device, os: OSVersion) -> Double {
        switch family {
        case .accessoryCircular: min(size.width, size.height) / 2
        case .accessoryRectangular, .accessoryInline: 0
        default: device.containerCornerRadius(os: os)
        }
    }

    /// The tinted Home Screen's container: a dark glass of the tint (the team's estimate).
    static func tintedBackground(_ tint: Color) -> Color {
        let base = (r: 18.0 / 255, g: 18.0 / 255, b: 20.0 / 255)
        return Color(
            red: base.r + (tint.red - base.r) * 0.22, green: base.g + (tint.green - base.g) * 0.22,
            blue: base.b + (tint.blue - base.b) * 0.22)
    }

    /// The tinted Home Screen's content color: the tint lightened toward white.
    static func tintedContent(_ tint: Color) -> Color {
        Color(red: 1 - (1 - tint.red) * 0.45, green: 1 - (1 - tint.green) * 0.45, blue: 1 - (1 - tint.blue) * 0.45)
    }

    /// Draws a display list: its items, toned as its rendering mode asks, cut to the
    /// container.
    public static func rasterize(_ list: DisplayList) -> Pixmap {
        var pixmap = draw(list.items, of: list)
        func rgb(_ c: Color) -> (r: Double, g: Double, b: Double) { (c.red, c.green, c.blue) }
        if case .accented(let background, let content, let accentColor) = list.tone {
            var toned = Pixmap.filled(width: list.width, height: list.height, rgb(background))!
            toned.composite(pixmap.toned(rgb(content)))
            if !list.accentItems.isEmpty { toned.composite(draw(list.accentItems, of: list).toned(rgb(accentColor))) }
            pixmap = toned
        }
        if let clip = list.clip {
            let band = list.clipBand ?? list.height
            if 2 * band >= list.height || 2 * band >= list.width {
                pixmap.clip(to: Rasterizer.mask(for: clip, clip: (list.width, list.height)))
            } else {
                // Only the corners: the rest of the canvas lies wholly inside the container.
                let w = list.width, h = list.height
                for (x, y) in [(0, 0), (w - band, 0), (0, h - band), (w - band, h - band)] {
                    let corner = PixelBounds(x0: x, y0: y, x1: x + band, y1: y + band)
                    pixmap.clip(to: MaskCache.shared.mask(for: clip, within: corner), within: corner)
                }
            }
        }
        if case .vibrant(let backdrop) = list.tone {
            let toned = pixmap.toned((1, 1, 1))
            if let backdrop, var wallpaper = Pixmap.filled(width: list.width, height: list.height, rgb(backdrop)) {
                wallpaper.composite(toned)
                pixmap = wallpaper
            } else {
                pixmap = toned
            }
        }
        return pixmap
    }

    /// Draws `items` (with `list`'s images and scale) onto a transparent canvas.
    static func draw(_ items: [DisplayItem], of list: DisplayList) -> Pixmap {
        // Layers: the canvas at the bottom, groups being drawn on top of it.
        var layers = [Pixmap(width: list.width, height: list.height)!]
        let bounds = (width: list.width, height: list.height)
        for item in items {
            switch item {
            case .fill(let path, let style, let frame, let clip):
                let mask = MaskCache.shared.mask(for: path, within: Self.pixelBounds(clip, canvas: bounds))
                if case .material(let tint, let blur, let opacity) = style {
                    let a = max(0, min(1, tint.alpha))
                    layers[layers.count - 1].fillMaterial(
                        mask, sigma: blur * list.scale, tint: (tint.red * a, tint.green * a, tint.blue * a, a),
                        opacity: opacity)
                } else {
                    layers[layers.count - 1].fill(mask, with: Paint(style, frame: frame, scale: list.scale))
                }
            case .glyphs(let glyphs, let style, let frame, let clip):
                let paint = Paint(style, frame: frame, scale: list.scale)
                let area = Self.pixelBounds(clip, canvas: bounds)
                for g in glyphs where Self.mayTouch(g, area) {
                    layers[layers.count - 1].fill(GlyphCache.shared.mask(for: g), with: paint, clip: area)
                }
            case .image(let source, let rect, let clip):
                guard let image = list.images[source] else { continue }
                layers[layers.count - 1].draw(image, in: rect, clip: Self.pixelBounds(clip, canvas: bounds))
            case .beginLayer:
                layers.append(Pixmap(width: list.width, height: list.height)!)
            case .endLayer(let opacity, let clip):
                guard layers.count > 1 else { continue }
                var top = layers.removeLast()
                if let clip { top.clip(to: Rasterizer.mask(for: clip, clip: bounds)) }
                layers[layers.count - 1].composite(top, opacity: opacity)
            case .endBlend(let mode):
                guard layers.count > 1 else { continue }
                let top = layers.removeLast()
                layers[layers.count - 1].composite(top, blend: mode)
            case .endMask:
                guard layers.count > 1 else { continue }
                let mask = layers.removeLast()
                layers[layers.count - 1].mask(by: mask)
            case .endTransform(let transform, let clip):
                guard layers.count > 1 else { continue }
                let top = layers.removeLast()
                layers[layers.count - 1].composite(
                    top, transform: transform, clip: Self.pixelBounds(clip, canvas: bounds))
            case .endShadow(let color, let sigma, let dx, let dy, let clip):
                guard layers.count > 1 else { continue }
                let top = layers.removeLast()
                let a = max(0, min(1, color.alpha))
                var shadow = top.shadow(
                    sigma: sigma, dx: dx, dy: dy, color: (color.red * a, color.green * a, color.blue * a, a))
                if let clip {
                    let b = Self.pixelBounds(clip, canvas: bounds)
                    shadow.clip(
                        to: Rasterizer.mask(
                            for: Path.rectangle(
                                Rect(
                                    x: Double(b.x0), y: Double(b.y0), width: Double(b.x1 - b.x0),
                                    height: Double(b.y1 - b.y0))), clip: bounds))
                }
                layers[layers.count - 1].composite(shadow)
                layers[layers.count - 1].composite(top)
            case .endBlur(let sigma, let opaqueIn, let clip):
                guard layers.count > 1 else { continue }
                let top = layers.removeLast()
                var blurred = top.blurred(
                    sigma: sigma, opaqueIn: opaqueIn.map { Self.pixelBounds($0, canvas: bounds) })
                if let clip { blurred.clip(to: Rasterizer.mask(for: Path.rectangle(clip), clip: bounds)) }
                layers[layers.count - 1].composite(blurred)
            case .endColor(let matrix):
                guard layers.count > 1 else { continue }
                var top = layers.removeLast()
                top.adjustColors(matrix)
                layers[layers.count - 1].composite(top)
            }
        }
        return layers[0]
    }

    /// Every text must be drawable with the bundled fonts: a missing glyph is an error,
    /// never a silent box.
    func checkText(_ node: ViewNode, custom: [FontFace]) throws(RenderError) {
        if case .text(let t) = node.content {
            var missing: [Character] = []
            for run in t.styledRuns {
                let faces: [FontFace]
                do {
                    faces = try fonts.faces(for: run.font, custom: custom)
                } catch FontError.unknownFamily(let name, let known) {
                    throw .font(path: node.path, message: "\(FontError.unknownFamily(name, known: known))")
                } catch {
                    throw .fontUnavailable("\(error)")
                }
                for ch in Typesetter.missingCharacters(in: run.string, faces: faces) where !missing.contains(ch) {
                    missing.append(ch)
                }
            }
            if !missing.isEmpty { throw .missingGlyphs(path: node.path, characters: missing) }
        }
        for v in node.subviews { try checkText(v, custom: custom) }
    }

    /// Whether glyph `g` may reach into `area`: a glyph stays within a few ems of its
    /// origin (3 em to the right and up, 2 to the left and down, more than any face here
    /// draws), so one farther off is not rasterized at all. Text far larger than its frame
    /// costs only the glyphs that can show.
    static func mayTouch(_ g: PlacedGlyph, _ area: PixelBounds) -> Bool {
        let em = g.scale * g.face.unitsPerEm
        return g.x + 3 * em >= Double(area.x0) && g.x - 2 * em <= Double(area.x1)
            && g.y + 2 * em >= Double(area.y0) && g.y - 3 * em <= Double(area.y1)
    }

    /// The pixels a clip rectangle (whole pixels) leaves of the canvas.
    static func pixelBounds(_ clip: Rect?, canvas: (width: Int, height: Int)) -> PixelBounds {
        let all = PixelBounds(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height)
        guard let clip else { return all }
        func px(_ v: Double, _ limit: Int) -> Int { min(limit, max(0, Int(saturating: v.rounded()))) }
        return PixelBounds(
            x0: px(clip.minX, canvas.width), y0: px(clip.minY, canvas.height), x1: px(clip.maxX, canvas.width),
            y1: px(clip.maxY, canvas.height))
    }
}
