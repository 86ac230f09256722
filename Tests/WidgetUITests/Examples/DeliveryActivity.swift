// Re-creates Examples/LiveActivity/delivery.json as a widget extension declares a Live
// Activity: the attributes and their changing state, the Lock Screen view and the
// Dynamic Island's regions (in the shape of Apple's "Displaying live data with Live
// Activities" and its food-order examples, written in our own words).

import WidgetUI

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutes: Int
        var arrival: String
        var progress: Double
    }

    var restaurant: String
    var items: Int

    static let sample = DeliveryAttributes(restaurant: "Noodle House", items: 2)
}

extension DeliveryAttributes.ContentState {
    static let onTheWay = Self(minutes: 12, arrival: "12:42", progress: 0.6)
}

private let white70 = Color.white.opacity(0.7)

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 12) {
                    Image(systemName: "bag.fill")
                        .font(.title2)
                        .foregroundStyle(.orange)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Arriving in \(context.state.minutes) min")
                            .font(.headline)
                            .foregroundStyle(.white)
                        Text("兰州拉面 \(context.attributes.restaurant) · \(context.attributes.items) items")
                            .font(.subheadline)
                            .foregroundStyle(white70)
                            .lineLimit(1)
                    }
                    Spacer()
                    Text(context.state.arrival)
                        .font(.title3.bold())
                        .monospacedDigit()
                        .foregroundStyle(.white)
                }
                ProgressView(value: context.state.progress)
                    .tint(.orange)
            }
            .activityBackgroundTint(Color(red: 0x1F / 255, green: 0x1A / 255, blue: 0x17 / 255))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill")
                        .font(.title2)
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutes) min")
                        .font(.title3.bold())
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurant)
                        .font(.headline)
                        .foregroundStyle(.white)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        ProgressView(value: context.state.progress)
                            .tint(.orange)
                        Text("Your order is on the way")
                            .font(.caption)
                            .foregroundStyle(white70)
                    }
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
            } compactTrailing: {
                Text("\(context.state.minutes) min")
                    .font(.caption.bold())
                    .foregroundStyle(.orange)
            } minimal: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
            }
            .keylineTint(.orange)
        }
    }
}
