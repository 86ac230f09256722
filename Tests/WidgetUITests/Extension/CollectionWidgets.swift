// Five more widgets as real extensions write them, each re-created in this project's own
// words from a public sample (their structure and APIs, not their code), with the clock
// pinned so their pictures are the same on every run:
// - CountdownStyleWidget: the "Countdown Widget" of pawello2222/WidgetExamples
//   (WidgetExtension/CountdownWidget/CountdownWidget.swift): two entries, a timer-styled
//   date that turns red as the end nears.
// - LockScreenStyleWidget: its "Lock Screen Widget"
//   (WidgetExtension/LockScreenWidget/LockScreenWidget.swift): one value shown per family,
//   inline, rectangular with an overlaid capsule bar, circular over a circle, small.
// - DeepLinkStyleWidget: its "DeepLink Widget" (WidgetExtension/DeepLinkWidget/DeepLinkWidget.swift):
//   `widgetURL` on the small family, a `Link` on the others.
// - EnvironmentStyleWidget: its "Environment Widget"
//   (WidgetExtension/EnvironmentWidget/EnvironmentWidget.swift): a background chosen by the
//   colour scheme, the family's name printed with String(describing:).
// - StaticTemplateWidget: the static widget Xcode's "Widget Extension" template generates
//   (a completion-handler provider making five hourly entries, the time and an emoji).
// Only the import block differs from the files an extension would hold.

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

/// The fixed "now" these providers use instead of `Date()`.
let collectionNow = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01 09:00 UTC

private struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: collectionNow, endDate: collectionNow)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: collectionNow, endDate: collectionNow.addingTimeInterval(60)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let end = collectionNow.addingTimeInterval(60)
        let closeToEnd = collectionNow.addingTimeInterval(50)
        completion(
            Timeline(
                entries: [
                    CountdownEntry(date: collectionNow, endDate: end),
                    CountdownEntry(date: closeToEnd, endDate: end, isClose: true),
                ], policy: .atEnd))
    }
}

private struct CountdownEntry: TimelineEntry {
    let date: Date
    let endDate: Date
    var isClose = false
}

struct CountdownStyleWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CountdownStyleWidget", provider: CountdownProvider()) { entry in
            Text(entry.endDate, style: .timer)
                .multilineTextAlignment(.center)
                .foregroundColor(entry.isClose ? .red : .primary)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Countdown")
        .supportedFamilies([.systemSmall])
    }
}

private struct PercentProvider: TimelineProvider {
    func placeholder(in context: Context) -> PercentEntry { PercentEntry(date: collectionNow, percent: 67) }

    func getSnapshot(in context: Context, completion: @escaping (PercentEntry) -> Void) {
        completion(PercentEntry(date: collectionNow, percent: 67))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PercentEntry>) -> Void) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let midnight = calendar.startOfDay(for: collectionNow)
        let hours = calendar.dateComponents([.hour], from: midnight, to: collectionNow).hour ?? 0
        let entry = PercentEntry(date: collectionNow, percent: hours * 100 / 24)
        completion(Timeline(entries: [entry], policy: .after(collectionNow.addingTimeInterval(3600))))
    }
}

private struct PercentEntry: TimelineEntry {
    let date: Date
    let percent: Int
}

private struct PercentView: View {
    var entry: PercentEntry
    @Environment(\.widgetFamily) var family

    @ViewBuilder
    var body: some View {
        switch family {
        case .accessoryInline:
            Text("Day done: \(entry.percent)%")
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Day done: \(entry.percent)%")
                    .font(.headline)
                Capsule()
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: 100, maxHeight: 8)
                    .opacity(0.5)
                    .overlay(alignment: .leading) {
                        Capsule()
                            .foregroundStyle(.primary)
                            .frame(maxWidth: CGFloat(entry.percent), maxHeight: 8)
                    }
            }
        case .accessoryCircular:
            Text("\(entry.percent)")
                .font(.title)
                .fixedSize()
                .padding(8)
                .background {
                    Circle().foregroundStyle(.secondary)
                }
        default:
            Text("\(entry.percent)")
                .font(.title)
                .foregroundStyle(.red)
                .containerBackground(.background, for: .widget)
        }
    }
}

struct LockScreenStyleWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockScreenStyleWidget", provider: PercentProvider()) { entry in
            PercentView(entry: entry)
        }
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .systemSmall])
    }
}

private struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: collectionNow) }
    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) {
        completion(DayEntry(date: collectionNow))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        completion(Timeline(entries: [DayEntry(date: collectionNow)], policy: .never))
    }
}

private struct DayEntry: TimelineEntry {
    let date: Date
}

private struct DeepLinkView: View {
    @Environment(\.widgetFamily) var family
    var entry: DayEntry

    var link: URL {
        URL(string: "widget-deeplink://family/\(family)") ?? URL(fileURLWithPath: "/")
    }

    @ViewBuilder
    var body: some View {
        if family == .systemSmall {
            Text("Tap anywhere")
                .widgetURL(link)
                .containerBackground(.background, for: .widget)
        } else {
            Link("Tap me", destination: link)
                .containerBackground(.background, for: .widget)
        }
    }
}

struct DeepLinkStyleWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DeepLinkStyleWidget", provider: DayProvider()) { entry in
            DeepLinkView(entry: entry)
        }
        .configurationDisplayName("Deep link")
    }
}

private struct EnvironmentView: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.widgetFamily) var widgetFamily
    var entry: DayEntry

    var body: some View {
        ZStack {
            backgroundColor
            VStack {
                Text(entry.date, style: .time)
                Text("Family: \(String(describing: widgetFamily))")
            }
        }
        .containerBackground(.background, for: .widget)
    }

    private var backgroundColor: Color { colorScheme == .dark ? .red : .orange }
}

struct EnvironmentStyleWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EnvironmentStyleWidget", provider: DayProvider()) { entry in
            EnvironmentView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct TemplateProvider: TimelineProvider {
    func placeholder(in context: Context) -> TemplateEntry { TemplateEntry(date: collectionNow, emoji: "😀") }

    func getSnapshot(in context: Context, completion: @escaping (TemplateEntry) -> Void) {
        completion(TemplateEntry(date: collectionNow, emoji: "😀"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TemplateEntry>) -> Void) {
        var entries: [TemplateEntry] = []
        for hourOffset in 0..<5 {
            entries.append(TemplateEntry(date: collectionNow.addingTimeInterval(Double(hourOffset) * 3600), emoji: "😀"))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private struct TemplateEntry: TimelineEntry {
    let date: Date
    let emoji: String
}

private struct TemplateEntryView: View {
    var entry: TemplateEntry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)
            Text("Emoji:")
            Text(entry.emoji)
        }
    }
}

struct StaticTemplateWidget: Widget {
    let kind: String = "StaticTemplateWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TemplateProvider()) { entry in
            TemplateEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
    }
}
