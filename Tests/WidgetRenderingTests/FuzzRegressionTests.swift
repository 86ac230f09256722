// Inputs the fuzzers found (docs/fuzzing.md), minimized and kept in Regressions/: each
// once crashed the renderer. Every one must now render or fail with an error, at @1x (as
// the pipeline fuzzer renders) and at the device's scale, with its layout dump too.

import Foundation
import Testing
import WidgetDocument
import WidgetRendering

@Suite("fuzzer regressions")
struct FuzzRegressionTests {
    static let renderer = Renderer()

    static var inputs: [URL] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
    }

    @Test("there are regression inputs")
    func present() { #expect(!Self.inputs.isEmpty) }

    @Test("each input renders or is refused, never traps", arguments: inputs)
    func renders(_ url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard let document = try? EntryDocument.decode(bytes) else { return }
        for family in document.families {
            for scale in [1.0, nil] {
                let request = RenderRequest(family: family, scale: scale)
                if let snapshot = try? Self.renderer.render(document, request) {
                    #expect(!snapshot.layoutDump().isEmpty)
                    _ = try snapshot.png()
                }
            }
        }
    }
}
