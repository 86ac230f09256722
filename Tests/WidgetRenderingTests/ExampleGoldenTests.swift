// Every example entry, every family it supports, on the default device, against Goldens/.

import Foundation
import Testing
import WidgetDevices
import WidgetDocument
import WidgetRendering

struct ExampleCase: CustomTestStringConvertible, Sendable {
    let entry: URL
    let family: WidgetFamily
    var testDescription: String { "\(entry.lastPathComponent) \(family.rawValue)" }

    static let all: [ExampleCase] = {
        let folder = GoldenImage.packageRoot.appendingPathComponent("Examples")
        let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return files.flatMap { url -> [ExampleCase] in
            guard let data = try? Data(contentsOf: url), let doc = try? EntryDocument.decode([UInt8](data)) else {
                return [ExampleCase(entry: url, family: .systemSmall)]
            }
            return doc.families.map { ExampleCase(entry: url, family: $0) }
        }
    }()
}

@Suite("Example goldens")
struct ExampleGoldenTests {
    static let renderer = Renderer()

    @Test("there are at least five examples across small, medium and large")
    func coverage() {
        let families = Set(ExampleCase.all.map(\.family))
        #expect(Set(ExampleCase.all.map(\.entry)).count >= 5)
        #expect(families.isSuperset(of: [.systemSmall, .systemMedium, .systemLarge]))
    }

    @Test("renders match the goldens", arguments: ExampleCase.all)
    func golden(_ example: ExampleCase) throws {
        let document = try EntryDocument.decode([UInt8](Data(contentsOf: example.entry)))
        let snapshot = try Self.renderer.render(document, RenderRequest(family: example.family))
        let name = "\(document.kind)-\(example.family.rawValue)-\(DeviceCatalog.defaultDevice.fileNameFragment)@3x"
        try GoldenImage.assertMatches(snapshot.pixmap, named: name)
    }
}
