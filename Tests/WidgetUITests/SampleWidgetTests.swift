// Widgets written in the style of public SwiftUI widget samples (Samples/*.swift: a hero
// widget after "Emoji Rangers", a rewards card after "Fruta", a backyard widget after
// "Backyard Birds"), compiled with only the import changed, rendered in every family they
// support and checked against goldens in __Snapshots__/SampleWidgetTests/.

import Foundation
import Testing
import WidgetUI

@Suite struct SampleWidgetTests {
    @Test func heroWidget() throws {
        try assertWidgetSnapshot(
            of: HeroWidgetEntryView(entry: .sample),
            families: [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular],
            colorSchemes: [.light], variants: [.normal, .placeholder], date: HeroEntry.sample.date)
    }

    @Test func rewardsWidget() throws {
        try assertWidgetSnapshot(
            of: RewardsWidgetView(entry: .sample), families: [.systemSmall, .systemMedium],
            colorSchemes: [.light, .dark], date: RewardsEntry.sample.date)
    }

    @Test func backyardWidget() throws {
        try assertWidgetSnapshot(
            of: BackyardWidgetView(entry: .sample),
            families: [.systemSmall, .systemMedium, .accessoryInline, .accessoryCircular, .accessoryRectangular],
            colorSchemes: [.light, .dark], date: BackyardEntry.sample.date)
    }

    /// The family switch really reaches the view code: each family builds its own view.
    @Test func familiesBuildTheirOwnViews() throws {
        let document = try WidgetDocument(
            BackyardWidgetView(entry: .sample), families: [.systemSmall, .accessoryInline])
        let json = document.json()
        #expect(json.contains("\"familyViews\""))
        #expect(json.contains("\"Label\""))
        #expect(json.contains("\"Gauge\""))
    }
}
