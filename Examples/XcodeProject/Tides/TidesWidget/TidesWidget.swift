// The Home Screen widget: the next tides of the harbour chosen in the app.

import SwiftUI
import WidgetKit

struct TidesEntry: TimelineEntry {
    let date: Date
    let harbour: Harbour
    let tides: [Tide]
    let level: Double
}

struct TidesProvider: TimelineProvider {
    @AppStorage("harbour", store: UserDefaults(suiteName: "group.org.example.tides"))
    private var harbour: Harbour = .shanghai

    func placeholder(in context: Context) -> TidesEntry {
        entry(at: TideTable.epoch, harbour: .shanghai)
    }

    func getSnapshot(in context: Context, completion: @escaping (TidesEntry) -> Void) {
        completion(entry(at: TideTable.now(), harbour: harbour))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TidesEntry>) -> Void) {
        let now = TideTable.now()
        // One entry an hour for the next three hours.
        let entries = (0..<3).map { entry(at: now.addingTimeInterval(Double($0) * 3600), harbour: harbour) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func entry(at date: Date, harbour: Harbour) -> TidesEntry {
        TidesEntry(
            date: date, harbour: harbour, tides: TideTable.tides(after: date, at: harbour),
            level: TideTable.level(at: date, at: harbour))
    }
}

struct TidesWidgetEntryView: View {
    var entry: TidesEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall: small
        default: wide
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 4) {
            header
            Spacer(minLength: 0)
            if let next = entry.tides.first {
                TideRow(tide: next, prominent: true)
            }
            LevelBar(level: entry.level)
        }
    }

    private var wide: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            ForEach(entry.tides.prefix(family == .systemLarge ? 4 : 2), id: \.date) { tide in
                TideRow(tide: tide, prominent: false)
            }
            Spacer(minLength: 0)
            LevelBar(level: entry.level)
            Text("Updated \(entry.date, style: .time)")
                .font(.caption2)
                .foregroundStyle(Color(uiColor: .secondaryLabel))
        }
    }

    private var header: some View {
        Label {
            Text(LocalizedStringKey(entry.harbour.rawValue.capitalized))
                .font(.headline)
        } icon: {
            Image("Wave")
                .resizable()
                .frame(width: 18, height: 18)
        }
    }
}

struct TideRow: View {
    let tide: Tide
    let prominent: Bool

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: tide.kind == .high ? "arrow.up" : "arrow.down")
                .foregroundStyle(Color(.sea))
            Text(tide.kind == .high ? "High" : "Low")
                .font(prominent ? .title3.bold() : .subheadline)
            Spacer(minLength: 4)
            Text(tide.date, style: .time)
                .font(prominent ? .title3 : .subheadline)
                .monospacedDigit()
            if !prominent {
                Text("\(tide.height, specifier: "%.1f") m")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct LevelBar: View {
    let level: Double

    var body: some View {
        ProgressView(value: level)
            .tint(.sea)
            .accessibilityLabel(Text("Water level"))
    }
}

struct TidesWidget: Widget {
    let kind = "TidesWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TidesProvider()) { entry in
            TidesWidgetEntryView(entry: entry)
                .containerBackground(Color("Sand"), for: .widget)
        }
        .configurationDisplayName("Tides")
        .description("The next high and low water.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    TidesWidget()
} timelineProvider: {
    TidesProvider()
}
