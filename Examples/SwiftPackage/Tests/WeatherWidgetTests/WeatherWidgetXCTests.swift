// The same assertion from XCTest: a thrown snapshot failure fails the test.

// On Apple platforms the view is a SwiftUI view: preview it there; these tests run on Linux.
#if !canImport(SwiftUI)
    import WeatherWidget
    import WidgetUI
    import XCTest

    final class WeatherWidgetXCTests: XCTestCase {
        func testSmallWidget() throws {
            try assertWidgetSnapshot(of: WeatherView(entry: .sample), families: [.systemSmall])
        }
    }
#endif
