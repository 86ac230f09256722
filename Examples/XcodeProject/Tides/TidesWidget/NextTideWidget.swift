// A Lock Screen and small widget the user points at a harbour (an App Intent).

import SwiftUI
import WidgetKit

struct NextTideEntry: TimelineEntry {
    let date: Date
    let harbour: Harbour
    let next: Tide
    let level: Double
}

struct NextTideProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NextTideEntry {
        entry(at: TideTable.epoch, harbour: .shanghai)
    }

    func snapshot(for configuration: SelectHarbourIntent, in context: Context) async -> NextTideEntry {
        entry(at: TideTable.now(), harbour: configuration.harbour)
    }

    func timeline(for configuration: SelectHarbourIntent, in context: Context) async -> Timeline<NextTideEntry> {
        let now = TideTable.now()
        let current = entry(at: now, harbour: configuration.harbour)
        return Timeline(entries: [current], policy: .after(current.next.date))
    }

    private func entry(at date: Date, harbour: Harbour) -> NextTideEntry {
        let next = TideTable.tides(after: date, at: harbour, count: 1)[0]
        return NextTideEntry(date: date, harbour: harbour, next: next, level: TideTable.level(at: date, at: harbour))
    }
}

struct NextTideView: View {
    var entry: NextTideEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.level) {
                Image(systemName: "water.waves")
            } currentValueLabel: {
                Text(entry.next.date, style: .time)
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.next.kind == .high ? "High" : "Low")
                    .font(.headline)
                    .widgetAccentable()
                Text(entry.next.date, style: .time)
                Text(LocalizedStringKey(entry.harbour.rawValue.capitalized))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        default:
            VStack(spacing: 6) {
                Text(entry.next.kind == .high ? "High" : "Low")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                Text(entry.next.date, style: .time)
                    .font(.system(size: 30, weight: .semibold, design: .rounded))
                    .minimumScaleFactor(0.6)
                Text(LocalizedStringKey(entry.harbour.rawValue.capitalized))
                    .font(.footnote)
            }
        }
    }
}

struct NextTideWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "NextTideWidget", intent: SelectHarbourIntent.self, provider: NextTideProvider()) {
            entry in
            NextTideView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Next tide")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
    }
}

extension SelectHarbourIntent {
    fileprivate static var qingdao: SelectHarbourIntent {
        let intent = SelectHarbourIntent()
        intent.harbour = .qingdao
        return intent
    }
}

#Preview(as: .accessoryRectangular, using: SelectHarbourIntent.qingdao) {
    NextTideWidget()
} timeline: {
    NextTideEntry(
        date: TideTable.epoch, harbour: .qingdao, next: TideTable.tides(after: TideTable.epoch, at: .qingdao)[0],
        level: TideTable.level(at: TideTable.epoch, at: .qingdao))
}
