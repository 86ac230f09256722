// `render sheet --in-place`: a page of scenes (InPlaceScene), a row per device, scheme and
// variant, each scene under its caption. Like the contact sheet it is an entry document of
// its own whose images are the widgets' snapshots, each rendered at the sheet's scale so
// it is drawn 1:1 on the screen it sits on.

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRendering

/// Lays out and draws a page of widgets in place.
public struct InPlaceSheet: Sendable {
    public var title: String
    /// The scenes, a row each.
    public var rows: [[InPlaceScene]]

    static let margin = 24.0, gap = 32.0, titleHeight = 28.0, captionHeight = 22.0
    /// The largest sheet drawn, in pixels; the scale is lowered to stay under it.
    public static let pixelBudget = 48_000_000.0

    /// False for a picture of one scene alone: no title, captions or margins.
    public private(set) var titled = true

    /// A sheet of `rows`, each scene once: StandBy is dark whatever the row's scheme, so a
    /// light and a dark row share one StandBy scene.
    public init(title: String, rows: [[InPlaceScene]]) {
        self.title = title
        var seen = Set<String>()
        self.rows = rows.map { $0.filter { seen.insert($0.caption).inserted } }.filter { !$0.isEmpty }
    }

    /// A picture of `scene` alone, the size of its screen (the gallery's pictures).
    public init(picture scene: InPlaceScene) {
        self.init(title: scene.caption, rows: [[scene]])
        titled = false
    }

    /// The sheet's size in points.
    public var size: Size {
        if !titled, let scene = rows.first?.first { return scene.size }
        let widths = rows.map { row in
            row.map(Self.columnWidth).reduce(0, +) + Self.gap * Double(max(0, row.count - 1))
        }
        let heights = rows.map { row in (row.map(\.size.height).max() ?? 0) + Self.captionHeight + 8 }
        return Size(
            width: 2 * Self.margin + max(widths.max() ?? 0, 300),
            height: 2 * Self.margin + Self.titleHeight + heights.reduce(0) { $0 + Self.gap + $1 })
    }

    /// A scene's column: its screen, or room for its caption beside a watch's small one.
    static func columnWidth(_ scene: InPlaceScene) -> Double { max(scene.size.width, 300) }

    /// The scale to draw at: `preferred`, lowered to stay within the pixel budget.
    public func scale(preferred: Double) -> Double {
        ContactSheet.scale(for: size, preferred: preferred, budget: Self.pixelBudget)
    }

    /// The least scale an in-place sheet is drawn at: below it a screen is too small to
    /// read, and `render gallery --in-place` (a picture per screen) is the way.
    public static let leastScale = 0.5

    /// Every scene's widgets, in order: what `pictures` renders and `render` draws.
    public var slots: [InPlaceScene.Slot] { rows.flatMap { $0.flatMap(\.slots) } }

    /// The sheet with every widget rendered at `scale` pixels per point.
    public func drawn(at scale: Double) -> InPlaceSheet {
        var copy = self
        for r in copy.rows.indices {
            for s in copy.rows[r].indices {
                for k in copy.rows[r][s].slots.indices { copy.rows[r][s].slots[k].request.scale = scale }
            }
        }
        return copy
    }

    /// The snapshot of every slot (or the error that stopped it), in `slots` order, rendered
    /// on every core: each in its own place, the Home Screen's with the entry's appearance.
    public func pictures(_ document: EntryDocument, renderer: Renderer) -> [Result<MatrixImage, RenderError>] {
        let slots = self.slots
        let results = Results(count: slots.count)
        DispatchQueue.concurrentPerform(iterations: slots.count) { i in
            var own = document
            own.place = slots[i].place
            if slots[i].place.isStandBy || slots[i].request.family.isAccessory { own.appearance = nil }
            let result: Result<MatrixImage, RenderError>
            do throws(RenderError) {
                if let presentation = slots[i].presentation {
                    let snapshot = try LiveActivityRendering.render(
                        own, presentation, slots[i].request, renderer: renderer)
                    let png: [UInt8]
                    do { png = try snapshot.png() } catch { throw .encoding("\(error)") }
                    result = .success(MatrixImage(png: png, overflows: []))
                } else {
                    let plan = try RenderPlan(own, slots[i].request)
                    let image = try renderer.png(own, plan)
                    result = .success(MatrixImage(png: image.png, overflows: image.overflows))
                }
            } catch {
                result = .failure(error)
            }
            _ = results.set(i, result)
        }
        return slots.indices.map { results.value($0) }
    }

    /// A picture of each scene alone (the gallery's), at its device's scale or `scale`,
    /// the scenes rendered on every core: its PNG and what its widgets cannot show.
    public static func pictures(
        of scenes: [InPlaceScene], scale: Double?, document: EntryDocument, renderer: Renderer,
        compression: PNGCodec.Compression = .fast
    ) -> [Result<MatrixImage, RenderError>] {
        let results = Results(count: scenes.count)
        DispatchQueue.concurrentPerform(iterations: scenes.count) { i in
            let s = scale ?? Double(scenes[i].device.scale)
            let picture = InPlaceSheet(picture: scenes[i]).drawn(at: s)
            let result: Result<MatrixImage, RenderError>
            do throws(RenderError) {
                let widgets = try picture.pictures(document, renderer: renderer).map { r throws(RenderError) in
                    try r.get()
                }
                let drawn = try picture.render(pictures: widgets.map(\.png), scale: s, renderer: renderer)
                let png: [UInt8]
                do { png = try drawn.png(compression: compression) } catch { throw .encoding("\(error)") }
                result = .success(MatrixImage(png: png, overflows: widgets.flatMap(\.overflows)))
            } catch {
                result = .failure(error)
            }
            _ = results.set(i, result)
        }
        return scenes.indices.map { results.value($0) }
    }

    /// Draws the sheet at `scale` from the pictures of `slots` (each rendered at `scale`).
    public func render(pictures: [[UInt8]], scale: Double, renderer: Renderer) throws(RenderError)
        -> WidgetRendering.Snapshot
    {
        var first = 0
        func drawn(_ scene: InPlaceScene) -> [String: Any] {
            let base = first
            first += scene.slots.count
            return scene.view(
                source: { "widget-\(base + $0).png" },
                ink: { i in
                    scene.slots[i].request.family == .accessoryInline && base + i < pictures.count
                        ? Self.ink(pictures[base + i], scale: scale) : nil
                })
        }
        let view: [String: Any]
        if !titled, let scene = rows.first?.first {
            view = drawn(scene)
        } else {
            let sheetRows: [[String: Any]] = rows.map { row in
                let scenes: [[String: Any]] = row.map { scene in
                    [
                        "type": "VStack", "alignment": "leading", "spacing": 8,
                        "children": [
                            ContactSheet.framed(
                                ContactSheet.text(scene.caption, size: 15, weight: "semibold", color: "#3A3A3C"),
                                width: Self.columnWidth(scene)),
                            drawn(scene),
                        ],
                    ]
                }
                return ["type": "HStack", "alignment": "top", "spacing": Self.gap, "children": scenes]
            }
            view = ContactSheet.page(title: title, weight: "bold", spacing: Self.gap, margin: Self.margin, sheetRows)
        }
        var document = try ContactSheet.composed(
            ["version": 1, "kind": "in-place", "view": view], renderer: renderer, what: "the in-place sheet")
        for (i, bytes) in pictures.enumerated() { document.imageFiles["widget-\(i).png"] = bytes }
        var budget = ContactSheet.budget
        budget.canvasPixels = Int(Self.pixelBudget)
        return try renderer.render(
            document, RenderRequest(family: .systemSmall, scale: scale, canvasSize: size), budget: budget)
    }
}

extension InPlaceSheet {
    /// The columns of the picture `png` that hold ink, in points at `scale` (nil: none, or
    /// not decodable): an inline widget's text is centred in its slot, but the Lock Screen
    /// sets it right after the date.
    static func ink(_ png: [UInt8], scale: Double) -> (x: Double, width: Double)? {
        guard let pixmap = try? PNGCodec.decode(png, maxPixels: Int(pixelBudget)) else { return nil }
        var first = Int.max, last = -1
        for y in 0..<pixmap.height {
            let row = y * pixmap.width * 4
            for x in 0..<pixmap.width where pixmap.data[row + x * 4 + 3] > 0 {
                first = min(first, x)
                last = max(last, x)
            }
        }
        guard last >= first else { return nil }
        return (Double(first) / scale, Double(last - first + 1) / scale)
    }
}
