// Every widget of the Tides extension, in every family it supports, from its own provider,
// in English and Chinese. The clock is pinned (the provider reads `TideTable.now`) and the
// harbour is seeded in the App Group's store, as the app would have written it.
//
// Record goldens with RECORD_GOLDENS=1 swift test; CI refuses to record.

import Foundation
import Testing
import WidgetUI

@testable import TidesWidget

@Suite(.serialized) struct TidesWidgetTests {
    init() {
        TideTable.now = { Date(timeIntervalSince1970: 1_767_258_000) }  // 2026-01-01 09:00 UTC
        UserDefaults(suiteName: "group.org.example.tides")?.set("qingdao", forKey: "harbour")
    }

    @Test func tides() async throws {
        try await assertWidgetSnapshot(of: TidesWidget(), colorSchemes: [.light, .dark])
    }

    @Test func tidesInChinese() async throws {
        try await assertWidgetSnapshot(of: TidesWidget(), variants: [.normal], locale: Locale(identifier: "zh_CN"))
    }

    @Test func nextTide() async throws {
        try await assertWidgetSnapshot(of: NextTideWidget(), colorSchemes: [.light, .dark])
    }

    @Test func nextTideInChinese() async throws {
        try await assertWidgetSnapshot(
            of: NextTideWidget(), families: [.systemSmall, .accessoryRectangular], variants: [.normal],
            locale: Locale(identifier: "zh_CN"))
    }

    /// Every `#Preview` in the extension's files, as Xcode's canvas shows it: one call.
    @Test func previews() async throws {
        let drawn = try await assertPreviewSnapshots(modules: ["TidesWidget"], colorSchemes: [.light, .dark])
        #expect(drawn.map(\.fileName) == ["NextTideWidget", "TidesWidget"])
    }

    /// The bundle the extension declares lists both widgets.
    @Test func bundle() {
        #expect(TidesWidgetBundle().widgets.count == 2)
    }
}
