// Planning and rendering a matrix: device groups, skipped pairs, file names, and that
// devices sharing a size get the very same bytes from one render.

import Foundation
import Testing
import WidgetDevices
import WidgetDocument
import WidgetGallery
import WidgetRendering

@Suite("snapshot matrix")
struct SnapshotMatrixTests {
    static let entry = """
        {"version": 1, "kind": "T", "families": ["systemSmall", "systemMedium", "systemExtraLarge"],
         "view": {"type": "Text", "text": "Hi", "modifiers": [{"font": "headline"}]}}
        """

    func document() throws -> EntryDocument { try EntryDocument.decode(Array(Self.entry.utf8)) }

    @Test("device groups: all, iphone, ipad and lists, in the order named, each once")
    func selection() throws {
        let all = try DeviceCatalog.devices(matching: "all")
        #expect(all.count == DeviceCatalog.devices.count)
        let phones = try DeviceCatalog.devices(matching: "iphone")
        #expect(!phones.isEmpty && phones.allSatisfy { $0.idiom == .phone })
        #expect(phones.count + (try DeviceCatalog.devices(matching: "iPad")).count == all.count)
        let list = try DeviceCatalog.devices(matching: "se3, 16pm,iPhone 16 Pro Max")
        #expect(list.map(\.name) == ["iPhone SE (2nd and 3rd generation, 4.7-inch)", "iPhone 16 Pro Max"])
        // Names holding a comma are recognized whole.
        let commas = try DeviceCatalog.devices(matching: "iPhone SE (1st generation, 4-inch),iPad mini 8.3-inch")
        #expect(commas.map(\.name) == ["iPhone SE (1st generation, 4-inch)", "iPad mini 8.3-inch"])
        // Separate names are never merged into another device's name.
        #expect(try DeviceCatalog.devices(matching: "13,mini").map(\.name) == ["iPhone 13", "iPad mini 8.3-inch"])
        #expect(try DeviceCatalog.devices(matching: "iPad").count > 1)
        #expect(throws: DeviceError.self) { try DeviceCatalog.devices(matching: "iphone,nosuchphone") }
        #expect(throws: DeviceError.self) { try DeviceCatalog.devices(matching: " , ") }
    }

    @Test("unique sizes: one group per distinct set of sizes, the newest device first")
    func uniqueSizes() throws {
        let phones = try DeviceCatalog.devices(matching: "iphone")
        let groups = DeviceCatalog.uniqueSizes(phones, families: [.systemSmall, .systemMedium], os: .iOS18)
        #expect(groups.count < phones.count)
        #expect(groups.map(\.devices.count).reduce(0, +) == phones.count)
        for g in groups {
            let sizes = g.representative.widgetSize(.systemSmall, os: .iOS18)
            #expect(g.devices.allSatisfy { $0.widgetSize(.systemSmall, os: .iOS18) == sizes })
            #expect(g.devices.first?.name == g.representative.name)
        }
        let sixteen = try #require(groups.first { $0.devices.contains { $0.name == "iPhone 16" } })
        #expect(sixteen.devices.contains { $0.name == "iPhone 15" })
    }

    @Test("a device without a family is skipped, not an error; file names carry the scheme when asked")
    func plan() throws {
        let doc = try document()
        let groups = try DeviceCatalog.devices(matching: "16,iPad mini 8.3-inch").map {
            DeviceSizeGroup(representative: $0, devices: [$0])
        }
        let matrix = SnapshotMatrix(
            document: doc, groups: groups, families: doc.families, schemes: [.light, .dark], schemeInName: true,
            variants: [.normal], os: nil, scale: nil)
        #expect(matrix.skipped.map { "\($0.device.name) \($0.family.rawValue)" } == ["iPhone 16 systemExtraLarge"])
        #expect(matrix.cells.count == (2 + 3) * 2)
        #expect(matrix.cells[0].fileName == "T-systemSmall-iPhone16@3x-light.png")
        #expect(matrix.cells[1].fileName == "T-systemSmall-iPhone16@3x-dark.png")
    }

    @Test("devices sharing a size share one render: identical bytes")
    func sharedRenders() throws {
        let doc = try document()
        let groups = try DeviceCatalog.devices(matching: "iPhone 16,iPhone 15,iPhone 16 Pro Max").map {
            DeviceSizeGroup(representative: $0, devices: [$0])
        }
        let matrix = SnapshotMatrix(
            document: doc, groups: groups, families: [.systemSmall], schemes: [nil], schemeInName: false,
            variants: [.normal], os: nil, scale: nil)
        let results = MatrixRenderer().render(doc, matrix.cells).map { try? $0.get().png }
        #expect(results.count == 3)
        #expect(results[0] != nil && results[0] == results[1])
        #expect(results[0] != results[2])
        // The shared bytes are what a render of the second device alone gives.
        let alone = try Renderer().render(doc, RenderRequest(family: .systemSmall, device: groups[1].representative))
        #expect(try alone.png() == results[1])
    }
}
