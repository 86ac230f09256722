// The contact sheet: every snapshot lands in it pixel for pixel (1:1, on whole pixels),
// its size is the planned one, and the scale is lowered to keep huge sheets bounded.

import Foundation
import Testing
import WidgetCheck
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout
import WidgetPNG
import WidgetRaster

@testable import WidgetGallery
@testable import WidgetRendering

@Suite("contact sheet")
struct ContactSheetTests {
    func matrix(_ devices: String, scale: Double?) throws -> (EntryDocument, SnapshotMatrix) {
        let doc = try EntryDocument.decode(Array(SnapshotMatrixTests.entry.utf8))
        let groups = try DeviceCatalog.devices(matching: devices).map {
            DeviceSizeGroup(representative: $0, devices: [$0])
        }
        return (
            doc,
            SnapshotMatrix(
                document: doc, groups: groups, families: [.systemSmall, .systemMedium], schemes: [.light, .dark],
                schemeInName: true, variants: [.normal], os: nil, scale: scale)
        )
    }

    /// The sheet of the two-family matrix on `devices`, drawn at `scale`, with its snapshots.
    func drawnSheet(_ devices: String, scale: Double, title: String) throws -> (
        SnapshotMatrix, ContactSheet, [Result<MatrixImage, RenderError>], WidgetRendering.Snapshot
    ) {
        let (doc, planned) = try matrix(devices, scale: scale)
        let renderer = Renderer()
        let snapshots = MatrixRenderer(renderer: renderer).render(doc, planned.cells)
        let sheet = ContactSheet(title: title, cells: planned.cells)
        return (planned, sheet, snapshots, try sheet.render(snapshots: snapshots, scale: scale, renderer: renderer))
    }

    /// The frames of the sheet's images, in document order.
    func imageFrames(_ node: LayoutNode) -> [(source: String, frame: Rect)] {
        var found: [(String, Rect)] = []
        if case .image(let image) = node.view.content { found.append((image.source, node.frame)) }
        for child in node.children { found += imageFrames(child) }
        return found
    }

    @Test("a sheet of several families reads down the page: a section per family, no wider than the widest")
    func sectionsPerFamily() throws {
        let (_, planned) = try matrix("iPhone 16,iPhone SE (1st generation, 4-inch)", scale: 2)
        let sheet = ContactSheet(title: "T", cells: planned.cells)
        let sections = sheet.sections
        #expect(
            sections.map { $0.columns.map(\.family) } == [
                [.systemSmall, .systemSmall], [.systemMedium, .systemMedium],
            ])
        #expect(sections.allSatisfy { $0.rows.count == 2 })
        // As wide as the medium section (two columns), not as all four columns side by side.
        #expect(sheet.size.width == 2 * ContactSheet.margin + sections[1].width)
        #expect(
            sheet.size.width < 2 * ContactSheet.margin + ContactSheet.labelColumn + 4
                * (ContactSheet.gap + ContactSheet.narrowest))
    }

    @Test("sections stand side by side or one below the other, whichever keeps the page nearest 4:3")
    func sectionsArranged() throws {
        let doc = try EntryDocument.decode(Array(SnapshotMatrixTests.entry.utf8))
        let groups = try DeviceCatalog.devices(matching: "iphone").map {
            DeviceSizeGroup(representative: $0, devices: [$0])
        }
        let planned = SnapshotMatrix(
            document: doc, groups: groups, families: [.systemSmall, .systemMedium], schemes: [.light],
            schemeInName: false, variants: [.normal], os: nil, scale: nil)
        let sheet = ContactSheet(title: "T", cells: planned.cells)
        let rows = sheet.arrangement
        // Every section once, in order; with many devices, side by side rather than a tower.
        #expect(rows.flatMap { $0.map(\.family) } == [.systemSmall, .systemMedium])
        #expect(rows.count == 1)
        // Stacked, the two sections of every iPhone would be a tower; side by side, a page.
        let stacked = ContactSheet.size(of: rows.flatMap { $0 }.map { [$0] })
        #expect(stacked.height > 2 * stacked.width)
        #expect(sheet.size.height < stacked.height / 1.5 && sheet.size.width > stacked.width)
    }

    @Test("a sheet of every device, variant and scheme is not held to an entry's budget")
    func everyCellOfTheMatrix() throws {
        let doc = try EntryDocument.decode(Array(SnapshotMatrixTests.entry.utf8))
        let groups = DeviceCatalog.devices.map { DeviceSizeGroup(representative: $0, devices: [$0]) }
        let planned = SnapshotMatrix(
            document: doc, groups: groups, families: [.systemSmall, .systemMedium, .systemLarge],
            schemes: [.light, .dark], schemeInName: true, variants: [.normal, .placeholder, .privacy], os: nil,
            scale: nil)
        // Every cell failed, with an error as long as real ones: only the captions are drawn.
        let failure = RenderError.encoding(String(repeating: "the widget could not be drawn here ", count: 3))
        let snapshots = planned.cells.map { _ in Result<MatrixImage, RenderError>.failure(failure) }
        let sheet = ContactSheet(title: "Calendar", cells: planned.cells)
        let document = try sheet.document(snapshots, renderer: Renderer())
        #expect(planned.cells.count > 500)
        // Its captions together are far beyond what an entry may show.
        #expect(DocumentBudget.standard.textCharacters < planned.cells.count * 100)
        #expect(document.kind == "sheet")
    }

    @Test("a title the bundled fonts cannot draw is written as code points, never an error")
    func undrawableTitle() throws {
        let (_, sheet, _, drawn) = try drawnSheet("iPhone 16", scale: 1, title: "طقس *bold* ☀️")
        #expect(drawn.size == sheet.size)
        let renderer = Renderer()
        #expect(renderer.drawable("طقس *bold* ☀️") == "U+0637 U+0642 U+0633 *bold* ☀️")
        #expect(renderer.drawable("Weather 天气") == "Weather 天气")
    }

    @Test("each snapshot is drawn into the sheet unchanged, at its place")
    func snapshotsOneToOne() throws {
        let (planned, sheet, snapshots, drawn) = try drawnSheet(
            "iPhone 16,iPhone SE (1st generation, 4-inch)", scale: 2, title: "T")
        #expect(drawn.size == sheet.size)
        #expect(drawn.pixmap.width == Int(sheet.size.width * 2) && drawn.pixmap.height == Int(sheet.size.height * 2))
        let frames = imageFrames(drawn.layout)
        // Every cell once, wherever its family's section puts it.
        #expect(frames.map(\.source).sorted() == planned.cells.indices.map { "cell-\($0).png" }.sorted())
        for placed in frames {
            let i = try #require(Int(placed.source.dropFirst(5).dropLast(4)))
            let alone = try PNGCodec.decode(try snapshots[i].get().png)
            let x0 = Int(placed.frame.minX * 2), y0 = Int(placed.frame.minY * 2)
            #expect(Double(x0) == placed.frame.minX * 2 && Double(y0) == placed.frame.minY * 2)
            // Opaque pixels of the widget are the sheet's pixels (the corners blend with the gray).
            var differing = 0
            for y in stride(from: 0, to: alone.height, by: 7) {
                for x in stride(from: 0, to: alone.width, by: 7) where alone.pixel(x: x, y: y).a == 255 {
                    let a = alone.pixel(x: x, y: y), b = drawn.pixmap.pixel(x: x0 + x, y: y0 + y)
                    if a.r != b.r || a.g != b.g || a.b != b.b { differing += 1 }
                }
            }
            #expect(differing == 0, "cell \(i) (\(planned.cells[i].fileName)) differs in \(differing) sampled pixels")
        }
    }

    @Test(
        "the sheet's PNG, drawn and compressed a band at a time, is the whole picture's PNG byte for byte",
        arguments: [2.0, 1.25])
    func streamed(scale: Double) throws {
        let (doc, planned) = try matrix("iPhone 16,iPhone SE (1st generation, 4-inch),iPad Air 13-inch", scale: scale)
        let renderer = Renderer()
        var snapshots = MatrixRenderer(renderer: renderer).render(doc, planned.cells)
        // A failed cell shows its error, and one marked as overflowing draws its outline.
        snapshots[1] = .failure(.encoding("no pixels for this one"))
        if case .success(var image) = snapshots[2] {
            image.overflows = [Overflow(kind: .clipped(taller: 3, wider: 0))]
            snapshots[2] = .success(image)
        }
        // The title's emoji is a colour glyph: an image of the display list that is not a snapshot.
        let sheet = ContactSheet(title: "Streamed ☀️🌧", cells: planned.cells)
        let whole = try sheet.render(snapshots: snapshots, scale: scale, renderer: renderer)
        #expect(DisplayListRasterizer.drawsInBands(whole.displayList))
        let streamed = try sheet.png(snapshots: snapshots, scale: scale, renderer: renderer)
        #expect(streamed == (try whole.png()))
    }

    @Test("a huge matrix is drawn at a lower scale, inside the pixel budget")
    func budget() throws {
        let (_, planned) = try matrix("all", scale: nil)
        let sheet = ContactSheet(title: "T", cells: planned.cells)
        let scale = sheet.scale(preferred: 3)
        #expect(scale < 3 && scale >= 0.25)
        #expect(sheet.size.width * sheet.size.height * scale * scale <= ContactSheet.pixelBudget)
        #expect(max(sheet.size.width, sheet.size.height) * scale <= Double(Pixmap.maxDimension))
        let (_, small) = try matrix("iPhone 16", scale: nil)
        #expect(ContactSheet(title: "T", cells: small.cells).scale(preferred: 2) == 2)
    }

    @Test("a cell whose widget overflows is outlined in red and says why (golden)")
    func overflowMark() throws {
        // A row 300 pt wide: it fits the iPhone 17's medium widget (349.667 pt) and is cut
        // by the iPhone SE (1st)'s (292 pt).
        let doc = try EntryDocument.decode(
            Array(
                ##"{"version": 1, "kind": "Row", "families": ["systemMedium"], "view": {"type": "HStack", "spacing": 0, "children": [{"type": "Color", "color": "#FF9500", "modifiers": [{"frame": {"width": 150, "height": 60}}]}, {"type": "Color", "color": "#007AFF", "modifiers": [{"frame": {"width": 150, "height": 60}}]}]}}"##
                    .utf8))
        let groups = try DeviceCatalog.devices(matching: "iPhone 17,se1").map {
            DeviceSizeGroup(representative: $0, devices: [$0])
        }
        let planned = SnapshotMatrix(
            document: doc, groups: groups, families: [.systemMedium], schemes: [.light], schemeInName: true,
            variants: [.normal], os: nil, scale: 1)
        let renderer = Renderer()
        let snapshots = MatrixRenderer(renderer: renderer).render(doc, planned.cells)
        let overflows = try snapshots.map { try $0.get().overflows.map(\.description) }
        #expect(overflows == [[], ["content is 8 pt wider than the widget (clipped)"]])
        let sheet = ContactSheet(title: "Row", cells: planned.cells)
        let drawn = try sheet.render(snapshots: snapshots, scale: 1, renderer: renderer)
        try SnapshotAssertion.verify(image: drawn.pixmap, goldenName: "sheet-one-overflowing-cell.png")
    }
}
