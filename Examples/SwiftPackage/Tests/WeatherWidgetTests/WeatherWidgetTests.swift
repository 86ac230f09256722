// Snapshot tests of the weather widget on Linux: every family, light and dark, and the
// placeholder, each checked against its golden in __Snapshots__/WeatherWidgetTests/.
// Record with RECORD_GOLDENS=1 swift test; CI refuses to record.

// On Apple platforms the view is a SwiftUI view: preview it there; these tests run on Linux.
#if !canImport(SwiftUI)
    import Testing
    import WeatherWidget
    import WidgetUI

    @Suite struct WeatherWidgetTests {
        @Test func weatherWidget() throws {
            try assertWidgetSnapshot(
                of: WeatherView(entry: .sample), families: [.systemSmall, .systemMedium],
                colorSchemes: [.light, .dark], variants: [.normal, .placeholder])
        }

        @Test func largestPhone() throws {
            try assertWidgetSnapshot(
                of: WeatherView(entry: .sample), families: [.systemMedium], devices: ["iPhone 16 Pro Max"])
        }

        @Test func pngBytes() throws {
            let png = try renderPNG(WeatherView(entry: .sample), family: .systemSmall)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }
#endif
