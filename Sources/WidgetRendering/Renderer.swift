// The whole pipeline behind one call, as plain stages with a value at each boundary:
//
//   RenderPlan(document, request)        the canvas, scale, OS, scheme, mode, chrome, variant
//   resolve(document, plan) → ResolvedTree   images and fonts loaded, text coverage checked
//   layout(tree, plan)     → PlacedTree      frames snapped to device pixels
//   paint(placed)          → DisplayList     drawing operations in device pixels
//   DisplayListRasterizer.rasterize(list) → Pixmap
//   Snapshot.png()                           → PNG bytes
//
// Pure: no clock, no environment, no file I/O (the caller reads the entry and writes the
// files).
//
// The widget chrome: the canvas is the family's size on the device; the container is a
// continuous rounded rectangle of the device's measured radius, filled with
// `containerBackground` (white or #1C1C1E by default); content is laid out inside the
// content margins (16 pt, or the measured iOS 26 iPhone margins, `Device.contentMargin`;
// none on iOS 16 or with `contentMarginsDisabled`) and everything
// outside the container is transparent. `canvas` mode (`--size`) draws the bare view: no
// container, no margins, transparent background.

import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetFonts
import WidgetLayout
import WidgetRaster
import WidgetResolve
import WidgetText
import WidgetViewTree

/// Renders entries. Holds the bundled fonts; safe to share between threads.
public final class Renderer: Sendable {
    let fonts: FontLibrary
    let paragraphs = ParagraphCache(capacity: 20_000)
    /// Texts' runs and their shaping, by text (`TextSetter.shapedRuns`).
    let shapings = ShapingCache(capacity: 20_000)
    /// What `checkText` found for each run of text seen.
    let coverage = CoverageCache(capacity: 20_000)
    /// The entries' images, decoded (at most 32 MiB of files and pixels).
    let decodedImages = ImageCache.images(bytes: 32 << 20)
    /// The system widget backgrounds used when the entry gives none.
    public static let defaultBackground: [ColorScheme: Color] = [.light: .white, .dark: Color(r: 28, g: 28, b: 30)]

    public init() {
        fonts = FontLibrary(folderPaths: BundledFonts.folderPaths)
    }

    /// Renders `document` for `request`, within `budget`: every stage in turn.
    public func render(_ document: EntryDocument, _ request: RenderRequest, budget: RenderBudget = .standard)
        throws(RenderError) -> Snapshot
    {
        try render(document, RenderPlan(document, request, budget: budget), budget: budget)
    }

    /// Renders `document` as `plan` says, within `budget`.
    public func render(_ document: EntryDocument, _ plan: RenderPlan, budget: RenderBudget = .standard)
        throws(RenderError) -> Snapshot
    {
        let placed = layout(try resolve(document, plan, budget: budget), plan)
        let list = paint(placed)
        return Snapshot(
            plan: plan, layout: placed.content, displayList: list, pixmap: DisplayListRasterizer.rasterize(list))
    }

    /// Lays `document` out for `request` and stops there (`render layout`).
    public func layout(_ document: EntryDocument, _ request: RenderRequest, budget: RenderBudget = .standard)
        throws(RenderError) -> PlacedTree
    {
        let plan = try RenderPlan(document, request, budget: budget)
        return layout(try resolve(document, plan, budget: budget), plan)
    }

    // MARK: Resolve

    /// The document's view for `plan`: images decoded, the entry's fonts opened, styles
    /// resolved, every text checked against the fonts and the tree against `budget`.
    public func resolve(_ document: EntryDocument, _ plan: RenderPlan, budget: RenderBudget = .standard)
        throws(RenderError) -> ResolvedTree
    {
        // A timeline's entries share one render's budget: 48 entries cost what one may.
        let budget = budget.shared(by: document.budgetShare)
        let images = try decodeImages(document, budget: budget)
        let custom = try openFonts(document)
        let root: ViewNode
        var fills: [Style] = []
        var backgroundView: ViewNode?
        do {
            let view = try document.view(for: plan.family)
            var resolver = Resolver(
                scheme: plan.colorScheme, dynamicTypeSize: document.dynamicTypeSize, now: document.date,
                timeZoneOffset: document.timeZoneOffset, locale: document.locale, os: plan.os,
                imageSizes: images.mapValues { Size(width: Double($0.width), height: Double($0.height)) })
            resolver.symbolInkBounds = { [fonts] codePoint in Self.symbolInkBounds(codePoint, fonts: fonts) }
            resolver.redacted = plan.variant == .placeholder
            resolver.privacy = plan.variant == .privacy
            resolver.family = plan.widgetFamily
            // Format 1.1's `If`: the branches this render chooses.
            resolver.context = plan.templateContext
            root = try resolver.resolve(view)
            // Lock Screen widgets have no container background; tinted widgets get the
            // system's instead of their own.
            if plan.chrome?.drawsBackground == true {
                let system = Style.color(Self.defaultBackground[plan.colorScheme] ?? .white)
                // `containerBackground` is iOS 17's: iOS 16 shows its own default behind the view.
                let given = plan.os == .iOS16 ? nil : document.containerBackground
                if case .view(let view)? = given {
                    // The placeholder redacts the content, not the container's background.
                    var plain = resolver
                    plain.redacted = false
                    plain.privacy = false
                    backgroundView = try plain.resolve(view)
                    if !document.transparentBackground { fills = [system] }
                } else {
                    var background = system
                    if case .style(let style)? = given { background = style.style(in: plan.colorScheme) }
                    // The Home Screen never shows the wallpaper through a widget: a clear or
                    // translucent background lies over the system's opaque one (CLEARBG in
                    // docs/sources.md), unless the entry asks to keep it transparent.
                    if !background.isOpaque && !document.transparentBackground { fills.append(system) }
                    fills.append(background)
                }
            }
        } catch {
            throw .document(error)
        }
        for view in [root, backgroundView].compactMap({ $0 }) {
            try checkText(view, custom: custom)
            try budget.check(view, width: plan.pixelWidth, height: plan.pixelHeight, scale: plan.scale)
        }
        return ResolvedTree(
            root: root, backgroundFills: fills, backgroundView: backgroundView, images: images, customFaces: custom)
    }

    /// The ink bounds of an SF Symbol substitute's glyph in ems, y up (`Resolver.symbolInkBounds`).
    static func symbolInkBounds(_ codePoint: UInt32, fonts: FontLibrary) -> Rect? {
        guard let face = try? fonts.symbolFace(for: codePoint), let scalar = Unicode.Scalar(codePoint),
            let glyph = face.glyph(for: scalar), let ink = face.inkBounds(of: glyph)
        else { return nil }
        let em = face.unitsPerEm
        return Rect(x: ink.minX / em, y: ink.minY / em, width: ink.width / em, height: ink.height / em)
    }

    /// The document's images, decoded from the bytes the document stage read.
    func decodeImages(_ document: EntryDocument, budget: RenderBudget) throws(RenderError) -> [String: Pixmap] {
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
            let key = ImageKey(bytes: bytes, maxPixels: budget.imagePixels)
            let image = try decodedImages.value(key) { () throws(RenderError) -> Pixmap in
                try ImageDecoder.decode(bytes, source: source, path: path, maxPixels: budget.imagePixels)
            }
            imagePixels += image.width * image.height
            guard imagePixels <= budget.totalImagePixels else {
                throw .budget(
                    path: path,
                    message:
                        "the document's images add up to more than \(budget.totalImagePixels) pixels, decoded\(budget.shareNote)"
                )
            }
            images[source] = image
        }
        return images
    }

    /// The fonts the entry brings, opened from the bytes the document stage read.
    func openFonts(_ document: EntryDocument) throws(RenderError) -> [FontFace] {
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
        return custom
    }

    /// `text` with each character the bundled fonts cannot draw written as its code points
    /// (`م` → `U+0645`): for captions the tool composes (a sheet's or filmstrip's title,
    /// a cell's error), which quote an entry's kind or message and must draw whatever it
    /// holds.
    public func drawable(_ text: String) -> String {
        guard let faces = try? fonts.faces(for: FontDescriptor(size: 13), setting: text) else { return text }
        let missing = Set(Typesetter.missingCharacters(in: text, faces: faces))
        guard !missing.isEmpty else { return text }
        var result = ""
        var afterCodePoint = false
        for ch in text {
            if missing.contains(ch) {
                if afterCodePoint { result += " " }
                result += ch.unicodeScalars.map(RenderError.codePoint).joined(separator: " ")
                afterCodePoint = true
            } else {
                result.append(ch)
                afterCodePoint = false
            }
        }
        return result
    }

    /// Every text must be drawable with the bundled fonts: a missing glyph is an error,
    /// never a silent box.
    func checkText(_ node: ViewNode, custom: [FontFace]) throws(RenderError) {
        if case .text(let t) = node.content {
            var missing: [Character] = []
            for run in t.styledRuns {
                let key = CoverageKey(
                    string: run.string, font: run.font, customFonts: t.usesCustomFont ? custom.map(\.path) : [])
                if let known = coverage[key] {
                    for ch in known where !missing.contains(ch) { missing.append(ch) }
                    continue
                }
                let faces: [FontFace]
                do {
                    faces = try fonts.faces(for: run.font, custom: custom, setting: run.string)
                } catch FontError.unknownFamily(let name, let known) {
                    throw .font(path: node.path, message: "\(FontError.unknownFamily(name, known: known))")
                } catch {
                    throw .fontUnavailable("\(error)")
                }
                let lacking = Typesetter.missingCharacters(in: run.string, faces: faces)
                coverage[key] = lacking
                for ch in lacking where !missing.contains(ch) { missing.append(ch) }
            }
            if !missing.isEmpty { throw .missingGlyphs(path: node.path, characters: missing) }
        }
        for v in node.subviews { try checkText(v, custom: custom) }
    }

    // MARK: Layout

    /// Lays `tree` out: the view inside the content margins, the background view over the
    /// whole container, frames snapped to device pixels.
    public func layout(_ tree: ResolvedTree, _ plan: RenderPlan) -> PlacedTree {
        let setter = TextSetter(fonts: fonts, custom: tree.customFaces, shared: paragraphs, shapings: shapings)
        let engine = LayoutEngine(measurer: setter, pixelLength: 1 / plan.scale)
        let canvas = plan.canvasRect
        let content = engine.layout(tree.root, in: canvas.inset(by: EdgeInsets(all: plan.chrome?.margins ?? 0)))
            .roundedToPixels(scale: plan.scale)
        // The background view fills the whole container, margins ignored, as WidgetKit's does.
        let background = tree.backgroundView.map { engine.layout($0, in: canvas).roundedToPixels(scale: plan.scale) }
        return PlacedTree(
            plan: plan, content: content, background: background, backgroundFills: tree.backgroundFills,
            images: tree.images, text: setter)
    }

    // MARK: Paint

    /// The display list that draws `placed`: the container's fills and clip, the
    /// background view, then the content (in the tinted mode, the accentable content by
    /// itself).
    public func paint(_ placed: PlacedTree) -> DisplayList {
        let plan = placed.plan
        var list = DisplayList(width: plan.pixelWidth, height: plan.pixelHeight)
        list.scale = plan.scale
        list.images = placed.images
        list.tone = plan.tone
        let deviceRect = Rect(x: 0, y: 0, width: Double(plan.pixelWidth), height: Double(plan.pixelHeight))
        if let chrome = plan.chrome {
            let radius = chrome.cornerRadius * plan.scale
            switch chrome.clip {
            case .none: break
            case .ellipse: list.clip = Path.ellipse(deviceRect)
            case .roundedRectangle:
                list.clip = Path.roundedRectangle(deviceRect, radius: radius, style: .continuous)
                list.clipBand = Int(saturating: (radius * Path.continuousCornerExtent).rounded(.up)) + 1
            }
        }
        for style in placed.backgroundFills {
            list.items.append(.fill(path: Path.rectangle(deviceRect), style: style, frame: deviceRect, clip: nil))
        }
        let container = plan.chrome.map { (rect: plan.canvasRect, radius: $0.cornerRadius) }
        func painter(_ filter: Painter.AccentFilter = .all) -> Painter {
            Painter(scale: plan.scale, text: placed.text, container: container, accentFilter: filter)
        }
        if let background = placed.background { painter().paint(background, into: &list) }
        // Each part by itself, every group around it intact: the rest, then the accent (or
        // the images in full color). Images the second walk adds (emoji) join the list's.
        func split(_ rest: Painter.AccentFilter, _ apart: Painter.AccentFilter) -> [DisplayItem] {
            painter(rest).paint(placed.content, into: &list)
            var part = DisplayList(width: plan.pixelWidth, height: plan.pixelHeight)
            part.scale = plan.scale
            part.images = list.images
            painter(apart).paint(placed.content, into: &part)
            list.images = part.images
            return part.items
        }
        if case .glass = plan.tone {
            list.fullColorItems = split(.glass, .onlyFullColorImages)
        } else if plan.renderingMode == .accented {
            list.accentItems = split(.withoutAccent, .onlyAccent)
            var full = DisplayList(width: plan.pixelWidth, height: plan.pixelHeight)
            full.scale = plan.scale
            painter(.onlyFullColorImages).paint(placed.content, into: &full)
            list.fullColorItems = full.items
        } else {
            painter().paint(placed.content, into: &list)
        }
        return list
    }
}
