// The contact sheet: one PNG of a whole matrix, a section per family (side by side or one
// below the other, whichever keeps the page nearest 4:3), each with rows the devices (or
// size groups) that show the family and columns the schemes × variants, every widget at true relative scale on a neutral gray
// that shows the container's transparent corners, labeled with its device and its size in
// points and in the device's pixels. A cell whose widget cannot show all of its content
// (`Overflow`) is outlined in red, its label saying what overflows.
//
// The sheet is itself an entry document, drawn by the same pipeline as any widget: the
// snapshots become its images (their PNG bytes stand in for files) and the labels are Text
// with the bundled fonts. Every column and row has an explicit frame in whole points, so
// the sheet's size is known before it is drawn and every snapshot lands on whole pixels
// at its own scale (drawn 1:1, not resampled).
//
// `png` streams: a sheet of every device is about 120 MB of pixels, never all held. It is
// laid out once (with one-pixel stand-ins for the snapshots, whose frames are fixed), then
// drawn a band of rows at a time, each band compressed as it is drawn; a snapshot is
// decoded when the first band reaches it and dropped after the last.

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout
import WidgetPNG
import WidgetRaster
import WidgetRendering

/// Lays out and draws a contact sheet.
public struct ContactSheet: Sendable {
    /// The largest sheet drawn, in pixels; the scale is lowered to stay under it.
    public static let pixelBudget = 64_000_000.0
    static let margin = 24.0, gap = 20.0, labelColumn = 190.0, titleHeight = 28.0, headerHeight = 18.0
    static let sizeLineHeight = 18.0
    /// The narrowest column: room for the longest size line at 11 pt
    /// (`162.667×162.667 pt · 488×488 px @3x`), so a small widget's line is never cut.
    static let narrowest = 240.0
    /// The red of errors and overflow marks.
    static let markColor = "#C00000"

    public var title: String
    /// The matrix, planned at any scale (only devices, families, schemes and variants are used).
    public var cells: [MatrixCell]

    public init(title: String, cells: [MatrixCell]) {
        self.title = title
        self.cells = cells
    }

    struct Column: Equatable {
        var family: WidgetFamily
        var scheme: ColorScheme
        var variant: RenderRequest.Variant
    }

    /// One family's part of the sheet: its columns (schemes × variants), its rows (the
    /// devices that show the family) and their sizes in points.
    struct Section {
        var family: WidgetFamily
        var columns: [Column] = []
        var rows: [String] = []
        var widths: [Double] = []
        var heights: [Double] = []

        var width: Double { ContactSheet.labelColumn + widths.reduce(0) { $0 + ContactSheet.gap + $1 } }
        /// Its header row and rows, each after a gap.
        var height: Double {
            ContactSheet.gap + ContactSheet.headerHeight + heights.reduce(0) { $0 + ContactSheet.gap + $1 }
        }
    }

    /// A section per family, in the matrix's order: a sheet of several families reads down
    /// the page, one family at a time, instead of growing a column for every family ×
    /// scheme × variant (24 columns, 15,000 pixels wide, for three families).
    var sections: [Section] {
        var families: [WidgetFamily] = []
        for cell in cells where !families.contains(cell.family) { families.append(cell.family) }
        return families.map { family in
            var s = Section(family: family)
            let own = cells.filter { $0.family == family }
            for cell in own {
                let c = Column(family: cell.family, scheme: cell.colorScheme, variant: cell.variant)
                if !s.columns.contains(c) { s.columns.append(c) }
                if !s.rows.contains(cell.device.name) { s.rows.append(cell.device.name) }
            }
            s.widths = Array(repeating: 0.0, count: s.columns.count)
            s.heights = Array(repeating: 0.0, count: s.rows.count)
            for cell in own {
                guard
                    let c = s.columns.firstIndex(
                        of: Column(family: cell.family, scheme: cell.colorScheme, variant: cell.variant)),
                    let r = s.rows.firstIndex(of: cell.device.name)
                else { continue }
                s.widths[c] = max(s.widths[c], max(cell.size.width.rounded(.up), Self.narrowest))
                s.heights[r] = max(s.heights[r], cell.size.height.rounded(.up))
            }
            s.heights = s.heights.map { $0 + Self.sizeLineHeight }
            return s
        }
    }

    /// The sections in rows of sections side by side, in order: as many to a row as bring
    /// the sheet closest to a 4:3 page, so a sheet of several families is neither a strip
    /// nor a tower, and each stays legible at the scale the pixel budget allows.
    var arrangement: [[Section]] {
        let all = sections
        guard all.count > 1 else { return [all] }
        var best: [[Section]] = [all]
        var bestScore = Double.infinity
        for perRow in 1...all.count {
            let rows = stride(from: 0, to: all.count, by: perRow).map {
                Array(all[$0..<min($0 + perRow, all.count)])
            }
            let size = Self.size(of: rows)
            let score = abs(log(size.width / size.height / (4.0 / 3.0)))
            if score < bestScore {
                bestScore = score
                best = rows
            }
        }
        return best
    }

    /// The size in points of a sheet whose sections stand in `rows`.
    static func size(of rows: [[Section]]) -> Size {
        let widths = rows.map { row in row.map(\.width).reduce(0, +) + gap * Double(max(0, row.count - 1)) }
        let width = 2 * margin + (widths.max() ?? labelColumn)
        let height = 2 * margin + titleHeight + rows.reduce(0) { $0 + ($1.map(\.height).max() ?? 0) }
        return Size(width: width, height: height)
    }

    /// The sheet's size in points.
    public var size: Size { Self.size(of: arrangement) }

    /// The scale to draw at: `preferred`, lowered so the sheet stays within the pixel budget
    /// and the largest side a pixmap may have.
    public func scale(preferred: Double) -> Double { Self.scale(for: size, preferred: preferred) }

    /// The largest scale up to `preferred` at which a picture of `s` points stays within
    /// `budget` pixels and the largest side a pixmap may have (never below a quarter).
    static func scale(for s: Size, preferred: Double, budget: Double = pixelBudget) -> Double {
        let byArea = (budget / (s.width * s.height)).squareRoot()
        let bySide = Double(16_384) / max(s.width, s.height)
        let scale = min(preferred, byArea, bySide)
        // Quarter steps keep whole points on whole pixels more often.
        return max(0.25, (scale * 4).rounded(.down) / 4)
    }

    /// Draws the sheet at `scale` from the snapshots (cell order; each rendered at `scale`).
    /// A failed cell shows its error in place of the picture; an overflowing one is marked.
    public func render(
        snapshots: [Result<MatrixImage, RenderError>], scale: Double, renderer: Renderer
    ) throws(RenderError) -> WidgetRendering.Snapshot {
        try renderer.render(
            document(snapshots, renderer: renderer),
            RenderRequest(family: .systemSmall, scale: scale, canvasSize: size),
            budget: Self.budget)
    }

    /// The sheet's PNG file: the pixels of `render`, but drawn and compressed a band of rows
    /// at a time (`.fast`), holding only the compressed rows so far and the snapshots the
    /// current band shows, decoded. (`.smallest` draws and compresses the whole picture.)
    public func png(
        snapshots: [Result<MatrixImage, RenderError>], scale: Double, renderer: Renderer,
        compression: PNGCodec.Compression = .fast
    ) throws(RenderError) -> [UInt8] {
        /// The whole picture drawn, then compressed.
        func whole() throws(RenderError) -> [UInt8] {
            let drawn = try render(snapshots: snapshots, scale: scale, renderer: renderer)
            do { return try drawn.png(compression: compression) } catch {
                throw (error as? RenderError) ?? .encoding("\(error)")
            }
        }
        guard compression == .fast else { return try whole() }
        // Laid out with a one-pixel stand-in for every snapshot: each is resizable in a frame
        // of its own size, so its pixels do not change the layout, only the drawing.
        guard let dot = Pixmap(width: 1, height: 1), let standIn = try? PNGCodec.encode(dot) else {
            throw .encoding("no stand-in image")
        }
        let document = try document(snapshots, standIn: standIn, renderer: renderer)
        let plan = try RenderPlan(
            document, RenderRequest(family: .systemSmall, scale: scale, canvasSize: size), budget: Self.budget)
        var list = renderer.paint(renderer.layout(try renderer.resolve(document, plan, budget: Self.budget), plan))
        // A sheet draws nothing that reaches across rows; were it ever to, it is drawn whole.
        guard DisplayListRasterizer.drawsInBands(list) else { return try whole() }
        // The rows each snapshot covers; the other images (colour glyphs of the labels) stay.
        let index = Dictionary(uniqueKeysWithValues: snapshots.indices.map { (Self.source($0), $0) })
        var covered: [Int: Range<Int>] = [:]
        for case .image(let source, let rect, _) in DisplayList.leaves(of: list.items) {
            guard let i = index[source] else { continue }
            covered[i] = Int(saturating: rect.minY.rounded(.down))..<Int(saturating: rect.maxY.rounded(.up))
            list.images[source] = nil
        }
        let rows = covered.sorted { $0.key < $1.key }
        do {
            var writer = try PNGStreamWriter(width: list.width, height: list.height)
            // Bands of whole strips, at least one per core, each compressed on every core once
            // it is drawn; 32 strips (about 2 MiB of rows), as each band walks the whole
            // sheet's display list (bands of 8 strips made a debug build's sheet 20 % slower).
            let height = writer.rowsPerStrip * max(32, ProcessInfo.processInfo.activeProcessorCount)
            while writer.nextRow < list.height {
                let band = writer.nextRow..<min(list.height, writer.nextRow + height)
                for (i, covered) in rows where covered.overlaps(band) {
                    let source = Self.source(i)
                    guard list.images[source] == nil, case .success(let image) = snapshots[i] else { continue }
                    list.images[source] = try PNGCodec.decode(image.png, maxPixels: Int(Self.pixelBudget))
                }
                try writer.append(DisplayListRasterizer.rasterize(list, rows: band))
                for (i, covered) in rows where covered.upperBound <= band.upperBound {
                    list.images[Self.source(i)] = nil
                }
            }
            return try writer.finish()
        } catch {
            throw .encoding("\(error)")
        }
    }

    /// The name of snapshot `i`'s image in the sheet's document.
    static func source(_ i: Int) -> String { "cell-\(i).png" }

    /// The sheet as an entry document, the snapshots' PNG bytes as its images (or the
    /// `standIn` image for each).
    func document(_ snapshots: [Result<MatrixImage, RenderError>], standIn: [UInt8]? = nil, renderer: Renderer)
        throws(RenderError) -> EntryDocument
    {
        var document = try Self.composed(sheetDocument(snapshots), renderer: renderer, what: "the contact sheet")
        for (i, result) in snapshots.enumerated() {
            if case .success(let image) = result { document.imageFiles[Self.source(i)] = standIn ?? image.png }
        }
        return document
    }

    /// `object` (a sheet's or filmstrip's document) decoded within the budget of composed
    /// documents, every Text in it verbatim and drawable (`Renderer.drawable`): captions
    /// quote an entry's kind and errors, which may hold Markdown or characters the bundled
    /// fonts lack, and the tool's own picture must draw them all the same.
    static func composed(_ object: [String: Any], renderer: Renderer, what: String) throws(RenderError)
        -> EntryDocument
    {
        func drawable(_ value: Any) -> Any {
            if var node = value as? [String: Any] {
                for (key, member) in node { node[key] = drawable(member) }
                if node["type"] as? String == "Text", let text = node["text"] as? String {
                    node["text"] = renderer.drawable(text)
                    node["verbatim"] = true
                }
                return node
            }
            if let list = value as? [Any] { return list.map(drawable) }
            return value
        }
        do {
            let json = try JSONSerialization.data(withJSONObject: drawable(object), options: [.sortedKeys])
            return try EntryDocument.decode([UInt8](json), budget: .composed)
        } catch {
            throw .encoding("\(what) could not be built: \(error)")
        }
    }

    /// The budget of a sheet (or a filmstrip), made here, not by the entry: its canvas and
    /// its cells (whose areas add up to less than the canvas) are bounded by `pixelBudget`.
    static var budget: RenderBudget {
        var budget = RenderBudget.standard
        budget.canvasPixels = Int(pixelBudget)
        budget.imagePixels = Int(pixelBudget)
        budget.totalImagePixels = Int(pixelBudget)
        return budget
    }

    /// A one-style Text node of the sheet's (and the filmstrip's) document.
    static func text(
        _ string: String, size: Double, weight: String = "regular", color: String = "#1C1C1E", lines: Int = 1
    )
        -> [String: Any]
    {
        [
            "type": "Text", "text": string,
            "modifiers": [
                ["font": ["size": size, "weight": weight]], ["foregroundStyle": color], ["lineLimit": lines],
            ],
        ]
    }

    /// A page of the tool's own pictures (the filmstrip, the in-place sheet): `children`
    /// down the page under a title, within a margin, on a light gray.
    static func page(title: String, weight: String, spacing: Double, margin: Double, _ children: [[String: Any]])
        -> [String: Any]
    {
        [
            "type": "VStack", "alignment": "leading", "spacing": spacing,
            "children": [text(title, size: 20, weight: weight)] + children,
            "modifiers": [
                ["padding": margin],
                ["frame": ["maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"]],
                ["background": "#D1D1D6"],
            ],
        ]
    }

    /// `view` in a frame `width` wide (and `height` high, if given), at its top leading corner.
    static func framed(_ view: [String: Any], width: Double, height: Double? = nil) -> [String: Any] {
        var v = view
        var frame: [String: Any] = ["width": width, "alignment": "topLeading"]
        if let height { frame["height"] = height }
        v["modifiers"] = (v["modifiers"] as? [[String: Any]] ?? []) + [["frame": frame]]
        return v
    }

    func hstack(_ children: [[String: Any]]) -> [String: Any] {
        ["type": "HStack", "alignment": "top", "spacing": Self.gap, "children": children]
    }

    func sheetDocument(_ snapshots: [Result<MatrixImage, RenderError>]) -> [String: Any] {
        let arranged = arrangement
        // A row of sections: each section a column of its header and device rows.
        let rows: [[String: Any]] = arranged.map { row in
            let columns: [[String: Any]] = row.map { section in
                [
                    "type": "VStack", "alignment": "leading", "spacing": Self.gap,
                    "children": sectionRows(section, snapshots),
                ]
            }
            return columns.count == 1 ? columns[0] : hstack(columns)
        }
        let title = Self.framed(
            Self.text(title, size: 20, weight: "bold"), width: Self.size(of: arranged).width - 2 * Self.margin,
            height: Self.titleHeight)
        return [
            "version": 1, "kind": "sheet",
            "view": [
                "type": "VStack", "alignment": "leading", "spacing": Self.gap, "children": [title] + rows,
                "modifiers": [
                    ["padding": Self.margin],
                    ["frame": ["maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"]],
                    ["background": "#AEAEB2"],
                ],
            ],
        ]
    }

    /// A section's header row (what each column shows), then a row per device.
    func sectionRows(_ g: Section, _ snapshots: [Result<MatrixImage, RenderError>]) -> [[String: Any]] {
        var rows: [[String: Any]] = []
        let header = g.columns.enumerated().map { c, column in
            Self.framed(
                Self.text(
                    "\(column.family.shortName) · \(column.scheme.rawValue)"
                        + (column.variant == .normal ? "" : " · \(column.variant.rawValue)"), size: 13,
                    weight: "semibold"), width: g.widths[c], height: Self.headerHeight)
        }
        rows.append(
            hstack([Self.framed(["type": "Spacer"], width: Self.labelColumn, height: Self.headerHeight)] + header))
        for (r, name) in g.rows.enumerated() {
            let rowCells = cells.indices.filter { cells[$0].device.name == name && cells[$0].family == g.family }
            let first = cells[rowCells[0]]
            var label: [[String: Any]] = [Self.text(name, size: 13, weight: "semibold", lines: 3)]
            if !first.standsFor.isEmpty {
                label.append(
                    Self.text(
                        "also " + first.standsFor.map(\.name).joined(separator: ", "), size: 11, color: "#3A3A3C",
                        lines: 12))
            }
            var children: [[String: Any]] = [
                Self.framed(
                    ["type": "VStack", "alignment": "leading", "spacing": 2, "children": label],
                    width: Self.labelColumn, height: g.heights[r])
            ]
            for (c, column) in g.columns.enumerated() {
                guard
                    let i = rowCells.first(where: {
                        cells[$0].family == column.family && cells[$0].colorScheme == column.scheme
                            && cells[$0].variant == column.variant
                    })
                else {
                    children.append(
                        Self.framed(
                            Self.text("—", size: 13, color: "#636366"), width: g.widths[c], height: g.heights[r]))
                    continue
                }
                children.append(
                    Self.framed(cell(i, snapshots[i], width: g.widths[c]), width: g.widths[c], height: g.heights[r]))
            }
            rows.append(hstack(children))
        }
        return rows
    }

    func cell(_ i: Int, _ result: Result<MatrixImage, RenderError>, width: Double) -> [String: Any] {
        let cell = cells[i]
        let w = cell.size.width, h = cell.size.height, s = Double(cell.device.scale)
        var line =
            "\(DumpValue.format(w))×\(DumpValue.format(h)) pt · "
            + "\(DumpValue.format((w * s).rounded()))×\(DumpValue.format((h * s).rounded())) px @\(cell.device.scale)x"
        var lineColor = "#3A3A3C"
        let picture: [String: Any]
        switch result {
        case .success(let image):
            var modifiers: [[String: Any]] = [["resizable": true], ["frame": ["width": w, "height": h]]]
            if let first = image.overflows.first {
                // The mark: a red outline just outside the widget, and the label says why.
                modifiers.append([
                    "overlay": [
                        "type": "Rectangle", "strokeBorder": ["style": Self.markColor, "lineWidth": 3],
                        "modifiers": [["padding": -4]],
                    ]
                ])
                line = first.shortDescription + (image.overflows.count > 1 ? " +\(image.overflows.count - 1)" : "")
                lineColor = Self.markColor
            }
            picture = ["type": "Image", "src": Self.source(i), "modifiers": modifiers]
        case .failure(let error):
            picture = Self.framed(Self.text("\(error)", size: 11, color: Self.markColor, lines: 8), width: w, height: h)
        }
        return [
            "type": "VStack", "alignment": "leading", "spacing": 0,
            "children": [
                Self.framed(Self.text(line, size: 11, color: lineColor), width: width, height: Self.sizeLineHeight),
                picture,
            ],
        ]
    }
}
