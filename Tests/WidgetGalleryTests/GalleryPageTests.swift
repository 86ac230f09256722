// The gallery page: one figure per snapshot with the file, its size in points and its
// density; filters for what the matrix holds; nothing fetched from the network; the live
// reload script only in watch mode; names escaped.

import Foundation
import Testing
import WidgetDevices
import WidgetDocument
import WidgetGallery

@Suite("gallery page")
struct GalleryPageTests {
    func cells() throws -> [MatrixCell] {
        let doc = try EntryDocument.decode(Array(SnapshotMatrixTests.entry.utf8))
        let groups = try DeviceCatalog.devices(matching: "iPhone 16,iPad mini 8.3-inch").map {
            DeviceSizeGroup(representative: $0, devices: [$0])
        }
        return SnapshotMatrix(
            document: doc, groups: groups, families: doc.families, schemes: [.light, .dark], schemeInName: true,
            variants: [.normal, .placeholder], os: nil, scale: nil
        ).cells
    }

    @Test("every snapshot is an image at its point size with its density")
    func figures() throws {
        let cells = try cells()
        let html = GalleryPage(title: "T <gallery>", subtitle: "t.json", cells: cells).html()
        #expect(html.components(separatedBy: "<figure ").count - 1 == cells.count)
        let small = try #require(cells.first { $0.family == .systemSmall && $0.device.name == "iPhone 16" })
        #expect(
            html.contains(
                "src=\"\(small.fileName)\" srcset=\"\(small.fileName) 3x\" width=\"162.667\" height=\"162.667\""))
        let pad = try #require(cells.first { $0.family == .systemExtraLarge })
        #expect(html.contains("srcset=\"\(pad.fileName) 2x\""))
        for (key, value) in [
            ("family", "systemExtraLarge"), ("group", "iPad"), ("group", "iPhone"), ("scheme", "dark"),
            ("variant", "placeholder"),
        ] {
            #expect(html.contains("data-filter=\"\(key)\" value=\"\(value)\""))
        }
        #expect(html.contains("T &lt;gallery&gt;") && !html.contains("T <gallery>"))
    }

    @Test("file names become addresses: spaces, commas, # and % are percent-encoded")
    func addresses() throws {
        #expect(
            GalleryPage.fileURL("Top 10% #1, a-systemSmall-iPhone17@3x.png")
                == "Top%2010%25%20%231%2C%20a-systemSmall-iPhone17@3x.png")
        let doc = try EntryDocument.decode(
            Array(
                SnapshotMatrixTests.entry.replacingOccurrences(of: "\"kind\": \"T\"", with: "\"kind\": \"A & B #1\"")
                    .utf8))
        let cells = SnapshotMatrix(
            document: doc,
            groups: [
                DeviceSizeGroup(representative: DeviceCatalog.defaultDevice, devices: [DeviceCatalog.defaultDevice])
            ],
            families: [.systemSmall], schemes: [nil], schemeInName: false, variants: [.normal], os: nil, scale: nil
        ).cells
        let html = GalleryPage(title: "T", subtitle: "t", cells: cells).html()
        #expect(html.contains("src=\"A%20%26%20B%20%231-systemSmall-iPhone17@3x.png\""))
        #expect(html.contains("A &amp; B #1-systemSmall-iPhone17@3x.png"))
    }

    @Test("self-contained: no external scripts, styles, fonts or fetches; live reload only when asked")
    func selfContained() throws {
        let page = GalleryPage(title: "T", subtitle: "t.json", cells: try cells())
        let html = page.html()
        for banned in ["http://", "https://", "<link", "@import", "url(", "fetch("] {
            #expect(!html.contains(banned), "found \(banned)")
        }
        #expect(!html.contains("data-version"))
        var live = page
        live.liveVersion = "7"
        #expect(live.html().contains("<body data-version=\"7\">"))
        #expect(GalleryPage.versionScript("7") == "window.galleryVersion = \"7\";\n")
    }
}
