// A metro departures widget as a travel app's extension would write it, in this project's
// own words, in one file with its provider, its widget and its preview: every name the
// #35 survey found real widget files using at once (UIKit colours, images and fonts,
// the asset catalog by name and by generated symbol, the string catalog,
// `LocalizedStringResource`, `@AppStorage` from an App Group, `GeometryReader`,
// `Label { } icon: { }`, `specifier:` and a timer-styled date inside a text literal,
// `\.sizeCategory`, `@State`, `onAppear`, `accessibilityLabel(Text)`,
// `widgetAccentedRenderingMode`, `.transition(.slide)`, `contentMarginsDisabled()`).
// Only the import block differs from the file an extension would hold.

#if canImport(WidgetKit)
    import SwiftUI
    import UIKit
    import WidgetKit
#else
    import WidgetUI
#endif

/// Where the app writes the line the user follows.
enum MetroStore {
    static let suiteName = "group.org.example.metro"
    static let lineKey = "line"
}

struct MetroEntry: TimelineEntry {
    let date: Date
    let station: String
    let minutes: [Int]
    let crowding: Double
}

struct MetroProvider: TimelineProvider {
    static let now = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01 09:00 UTC

    func placeholder(in context: Context) -> MetroEntry {
        MetroEntry(date: Self.now, station: "—", minutes: [], crowding: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (MetroEntry) -> Void) {
        completion(MetroEntry(date: Self.now, station: "Lujiazui", minutes: [2, 7], crowding: 0.4))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MetroEntry>) -> Void) {
        let entries = [
            MetroEntry(date: Self.now, station: "Lujiazui", minutes: [2, 7, 12], crowding: 0.72),
            MetroEntry(date: Self.now.addingTimeInterval(300), station: "Lujiazui", minutes: [2, 7], crowding: 0.35),
        ]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct MetroEntryView: View {
    var entry: MetroEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.sizeCategory) private var sizeCategory
    @AppStorage(MetroStore.lineKey, store: UserDefaults(suiteName: MetroStore.suiteName)) private var line = "2"
    @State private var highlighted = false

    /// The line's colour from the asset catalog; the texts' from UIKit's semantic colours.
    private var lineColor: Color { Color("BrandTeal") }
    private var titleFont: Font {
        Font(UIFont.systemFont(ofSize: sizeCategory.isAccessibilityCategory ? 17 : 15, weight: .semibold))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label {
                Text("Line \(line)", comment: "The metro line the widget follows")
                    .font(titleFont)
            } icon: {
                Image(.badge)
                    .resizable()
                    .widgetAccentedRenderingMode(.fullColor)
                    .frame(width: 18, height: 18)
            }
            Text(entry.station)
                .font(.headline)
                .foregroundStyle(Color(uiColor: .label))
            if let first = entry.minutes.first {
                Text("Next train in \(first) min")
                    .font(.subheadline)
                    .foregroundStyle(Color(UIColor.secondaryLabel))
                    .transition(.slide)
            }
            if family != .systemSmall {
                HStack(spacing: 8) {
                    ForEach(entry.minutes.dropFirst(), id: \.self) { minutes in
                        Text("\(minutes) min")
                            .font(.caption)
                            .padding(.horizontal, 6)
                            .background(Capsule().fill(Color(uiColor: .systemGray5)))
                    }
                }
            }
            Spacer(minLength: 0)
            // How full the next train is, as a bar as wide as the widget allows.
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(uiColor: UIColor.lightGray.withAlphaComponent(0.4)))
                    Capsule().fill(lineColor).frame(width: proxy.size.width * entry.crowding)
                }
            }
            .frame(height: 6)
            .accessibilityLabel(Text("Crowding"))
            HStack {
                Text("\(entry.crowding * 100, specifier: "%.0f") % full")
                Spacer()
                Text("Updated \(entry.date, style: .timer) ago")
            }
            .font(.caption2)
            .foregroundStyle(.secondary)
        }
        .padding(16)
        .onAppear { highlighted = true }
        .containerBackground(for: .widget) {
            ZStack(alignment: .topTrailing) {
                Color(uiColor: .systemBackground)
                if let star = UIImage(named: "Icons/Star") {
                    Image(uiImage: star)
                        .resizable()
                        .frame(width: 28, height: 28)
                        .padding(10)
                        .opacity(0.5)
                }
            }
        }
    }
}

struct MetroWidget: Widget {
    static let title: LocalizedStringResource = "Metro"
    let kind = "MetroWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MetroProvider()) { entry in
            MetroEntryView(entry: entry)
        }
        .configurationDisplayName(Self.title)
        .description("The next trains at your station.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemMedium) {
    MetroWidget()
} timeline: {
    MetroEntry(date: MetroProvider.now, station: "Lujiazui", minutes: [4, 9], crowding: 0.5)
}
