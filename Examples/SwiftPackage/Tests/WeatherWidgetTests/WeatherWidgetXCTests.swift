// The same assertion from XCTest: a thrown snapshot failure fails the test.

import WeatherWidget
import WidgetUI
import XCTest

final class WeatherWidgetXCTests: XCTestCase {
    func testSmallWidget() throws {
        try assertWidgetSnapshot(of: WeatherView(entry: .sample), families: [.systemSmall])
    }
}
