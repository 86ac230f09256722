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
    @Test func everyPreviewIsFound() {
        let previews = WidgetPreview.all.filter { $0.fileID.hasPrefix("WidgetUITests/") }
        #expect(
            previews.map { "\($0.fileName):\($0.line)" } == [
                "BrandWidget:94", "BrandWidget:100", "EmojiConfigurationWidget:111", "LuckyNumberWidget:95",
                "LuckyNumberWidget:105", "MetroWidget:145",
            ])
        #expect(previews.map(\.name) == [nil, nil, nil, nil, "Entry view", nil])
        #expect(previews.map(\.family) == [.systemSmall, nil, .systemSmall, .systemSmall, nil, .systemMedium])
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
}
