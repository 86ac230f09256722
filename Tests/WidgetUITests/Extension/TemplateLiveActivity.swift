// A Live Activity in the form of the file Xcode's Widget Extension template adds for one
// (attributes with a content state, an `ActivityConfiguration` with the Lock Screen view
// and the Dynamic Island's regions, a `widgetURL` and `keylineTint` on the island,
// `fileprivate` sample values in extensions, and a `#Preview(as: .content, using:)` with
// `contentStates:`), written in this project's own words for a coffee order. Only the
// import block differs from the file an extension would hold.

#if canImport(WidgetKit)
    import ActivityKit
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

struct CoffeeOrderAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: String
        var minutesLeft: Int
    }

    var drink: String
}

struct CoffeeOrderLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CoffeeOrderAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.drink).font(.headline)
                Text("\(context.state.stage), \(context.state.minutesLeft) min")
            }
            .padding()
            .activityBackgroundTint(Color.brown)
            .activitySystemActionForegroundColor(Color.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "cup.and.saucer.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.attributes.drink): \(context.state.stage)")
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Image(systemName: "cup.and.saucer.fill")
            }
            .widgetURL(URL(string: "https://example.org/order"))
            .keylineTint(Color.brown)
        }
    }
}

extension CoffeeOrderAttributes {
    fileprivate static var preview: CoffeeOrderAttributes {
        CoffeeOrderAttributes(drink: "Flat white")
    }
}

extension CoffeeOrderAttributes.ContentState {
    fileprivate static var brewing: CoffeeOrderAttributes.ContentState {
        CoffeeOrderAttributes.ContentState(stage: "Brewing", minutesLeft: 4)
    }

    fileprivate static var ready: CoffeeOrderAttributes.ContentState {
        CoffeeOrderAttributes.ContentState(stage: "Ready", minutesLeft: 0)
    }
}

#Preview("Coffee order", as: .content, using: CoffeeOrderAttributes.preview) {
    CoffeeOrderLiveActivity()
} contentStates: {
    CoffeeOrderAttributes.ContentState.brewing
    CoffeeOrderAttributes.ContentState.ready
}

#Preview("Coffee island", as: .dynamicIsland(.expanded), using: CoffeeOrderAttributes.preview) {
    CoffeeOrderLiveActivity()
} contentStates: {
    CoffeeOrderAttributes.ContentState.brewing
}
