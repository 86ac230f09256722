// Re-creates Examples/Watch/steps.json as a SwiftUI-style watch widget: one view that
// reads its family from the environment, as a widget extension's view does, and draws
// the Smart Stack's rectangle, the face's circle and its corner.

import WidgetUI

struct StepsWidgetView: View {
    let steps = "8,412"
    let progress = 0.84
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Image(systemName: "figure.walk").font(.headline).widgetAccentable()
                    Text("今日步数 Steps").font(.headline).widgetAccentable()
                }
                Text(steps).font(.system(size: 24, weight: .semibold, design: .rounded))
                Gauge(value: progress) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryCorner:
            ZStack {
                AccessoryWidgetBackground()
                Image(systemName: "figure.walk").font(.system(size: 18, weight: .semibold))
            }
        default:
            Gauge(value: progress) {
                EmptyView()
            } currentValueLabel: {
                Text("84%").font(.system(size: 13, weight: .semibold))
            }
            .gaugeStyle(.accessoryCircularCapacity)
        }
    }
}
