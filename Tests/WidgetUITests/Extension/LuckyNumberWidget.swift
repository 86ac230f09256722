// A widget that shows a number the app shares through an App Group, written in the style
// of the "AppGroup Widget" of pawello2222/WidgetExamples
// (WidgetExtension/AppGroupWidget/AppGroupWidget.swift at 6088af7): a private
// completion-handler provider, one entry a day, the value read from the group's
// UserDefaults suite. Re-created in this project's own words, with what such widgets
// commonly add: @AppStorage, UIKit colours, a Label with a custom icon, a number with a
// printf specifier, margins disabled and applied by the view itself.
// Only the import block differs from the file an iOS extension would hold.

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

enum LuckyNumberStore {
    static let suiteName = "group.org.example.lucky"
    static let numberKey = "luckyNumber"
    static let ratioKey = "luckyRatio"
}

private struct Provider: TimelineProvider {
    /// The first day shown; a fixed day keeps snapshots the same on every run.
    static let firstDay = Date(timeIntervalSince1970: 1_767_225_600)

    func placeholder(in context: Context) -> LuckyEntry {
        LuckyEntry(date: Self.firstDay)
    }

    func getSnapshot(in context: Context, completion: @escaping (LuckyEntry) -> Void) {
        completion(LuckyEntry(date: Self.firstDay))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let midnight = Calendar(identifier: .gregorian).startOfDay(for: Self.firstDay)
        let next = midnight.addingTimeInterval(86_400)
        completion(Timeline(entries: [LuckyEntry(date: midnight)], policy: .after(next)))
    }
}

struct LuckyEntry: TimelineEntry {
    let date: Date
}

struct LuckyNumberEntryView: View {
    var entry: LuckyEntry
    @AppStorage(LuckyNumberStore.numberKey, store: UserDefaults(suiteName: LuckyNumberStore.suiteName))
    var luckyNumber: Int = 0
    @AppStorage(LuckyNumberStore.ratioKey, store: UserDefaults(suiteName: LuckyNumberStore.suiteName))
    var ratio: Double = 0
    @Environment(\.widgetContentMargins) var margins
    @State private var highlighted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label {
                Text("Lucky number", comment: "The widget's title")
                    .font(.caption.weight(.semibold))
            } icon: {
                Image(systemName: "sparkles")
                    .foregroundStyle(Color(uiColor: .systemYellow))
            }
            Text("\(luckyNumber)")
                .font(.system(size: 44, weight: .bold, design: .rounded))
                .foregroundColor(Color(UIColor.label))
            Text("odds \(ratio, specifier: "%.1f") %")
                .font(.footnote)
                .foregroundStyle(Color(uiColor: UIColor.secondaryLabel))
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(margins)
        .background(Color(uiColor: UIColor.systemBlue.withAlphaComponent(0.12)))
        .accessibilityLabel(Text("Lucky number \(luckyNumber)"))
        .onAppear { highlighted = true }
        .containerBackground(.background, for: .widget)
    }
}

struct LuckyNumberWidget: Widget {
    let kind: String = "LuckyNumberWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            LuckyNumberEntryView(entry: entry)
        }
        .configurationDisplayName("Lucky Number")
        .description("The number the app picked for you today.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    LuckyNumberWidget()
} timeline: {
    // Fixed dates, not `.now`: goldens must not move with the clock.
    LuckyEntry(date: Provider.firstDay)
    LuckyEntry(date: Provider.firstDay.addingTimeInterval(86_400))
}

// The entry view by itself, as Xcode's canvas shows a view.
/* (A block comment too: a preview's leading comments do not move its line.) */
#Preview("Entry view", traits: .sizeThatFitsLayout) {
    LuckyNumberEntryView(entry: LuckyEntry(date: .now))
}
