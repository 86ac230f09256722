// Every `#Preview` of a target found in the test binary's metadata: the previews of the
// extension files in Extension/, written as Xcode's templates write them. They are drawn
// against goldens by ExtensionWidgetTests.previews (serialized with the other tests that
// seed the lucky number's store).

import Foundation
import Testing

@testable import WidgetUI

@Suite struct PreviewSnapshotTests {
    /// The previews of this target's files, in file and line order, with their names and
    /// families as written.
    @Test @MainActor func everyPreviewIsFound() {
        let previews = WidgetPreview.all.filter { $0.fileID.hasPrefix("WidgetUITests/") }
        #expect(
            previews.map { "\($0.fileName):\($0.line)" } == [
                "BrandWidget:94", "BrandWidget:100", "EmojiConfigurationWidget:111", "LuckyNumberWidget:95",
                "LuckyNumberWidget:105", "MetroWidget:145", "PreviewForms:17", "TemplateLiveActivity:75",
                "TemplateLiveActivity:82",
            ])
        #expect(
            previews.map(\.name) == [
                nil, nil, nil, nil, "Entry view", nil, "Metro, small", "Coffee order", "Coffee island",
            ])
        #expect(
            previews.map(\.family) == [
                .systemSmall, nil, .systemSmall, .systemSmall, nil, .systemMedium, .systemSmall, nil, nil,
            ])
        #expect(previews.map(\.activityPresentation).suffix(2) == [.lockScreen, .expanded])
        #expect(previews.allSatisfy { $0.fileID.hasSuffix(".swift") })
    }

    /// A preview whose entries the widget does not draw is an error naming the preview.
    @Test @MainActor func entriesOfAnotherType() async throws {
        let preview = WidgetPreview(as: .systemSmall) {
            LuckyNumberWidget()
        } timeline: {
            EmojiEntry(date: EmojiProvider.start, configuration: EmojiConfigurationIntent())
        }._placed(fileID: "WidgetUITests/Elsewhere.swift", line: 7)
        let options = PreviewSnapshotOptions(
            devices: ["iPhone 17"], colorSchemes: [.light], fonts: [], tolerance: .default, mode: .verify,
            locale: nil, allowsOverflow: false, os: nil, goldens: FileManager.default.temporaryDirectory,
            file: #filePath)
        await #expect {
            try await verifyPreview(preview, named: "Elsewhere", options)
        } throws: { error in
            "\(error)".contains(
                "the preview at WidgetUITests/Elsewhere.swift:7 gives EmojiEntry entries, which LuckyNumberWidget does not draw"
            )
        }
    }

    /// A module with no preview is a failure naming the modules that have some, not a pass.
    @Test func moduleWithoutPreviews() async throws {
        await #expect {
            try await assertPreviewSnapshots(modules: ["NoSuchModule"])
        } throws: { error in
            "\(error)".contains("no #Preview found in module NoSuchModule (modules with previews: WidgetUITests")
        }
    }

    /// Two previews that would write the same goldens (here differing in case only) are refused
    /// before anything is drawn, naming both; a name too long for a golden too.
    @Test func goldenNames() throws {
        func preview(_ name: String?, _ file: String, _ line: Int) -> WidgetPreview {
            WidgetPreview(name, as: .systemSmall) {
                MetroWidget()
            } timeline: {
                MetroEntry(date: MetroProvider.now, station: "A", minutes: [1], crowding: 0)
            }._placed(fileID: "App/\(file).swift", line: line)
        }
        let names = try previewGoldenNames(
            [preview(nil, "Metro", 3), preview(nil, "Metro", 9), preview("Rainy", "Metro", 12)], locale: nil)
        #expect(names.map(\.1) == ["preview-Metro", "preview-Metro-2", "preview-Rainy"])
        #expect {
            try previewGoldenNames([preview("Small", "A", 1), preview("small", "B", 2)], locale: nil)
        } throws: { error in
            "\(error)".contains("the previews at App/A.swift:1 and App/B.swift:2 would share the goldens preview-small")
        }
        #expect {
            try previewGoldenNames([preview(String(repeating: "x", count: 50), "A", 1)], locale: nil)
        } throws: { error in
            "\(error)".contains("the preview at App/A.swift:1 makes golden names longer than 64 characters")
        }
    }
}
