// The widget extension's entry point.

import SwiftUI
import WidgetKit

@main
struct TidesWidgetBundle: WidgetBundle {
    var body: some Widget {
        TidesWidget()
        NextTideWidget()
    }
}
