// A backyard visitors widget in the style of the widgets of Apple's "Backyard Birds"
// sample: the latest visitor with when it came, food and water levels as gauges, a
// Lock Screen variant per family, and a `widgetURL`. Only the imports differ between iOS
// and Linux.

import Foundation

#if canImport(SwiftUI)
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

struct BirdVisit: Identifiable {
    let id: Int
    let species: String
    let symbol: String
    let time: Date
}

struct BackyardEntry: TimelineEntry {
    let date: Date
    let backyard: String
    let food: Double
    let water: Double
    let visits: [BirdVisit]

    static let sample = BackyardEntry(
        date: Date(timeIntervalSince1970: 1_795_340_460), backyard: "Willow Lane", food: 0.35, water: 0.8,
        visits: [
            BirdVisit(
                id: 1, species: "白头鹎 Light-vented Bulbul", symbol: "bird.fill",
                time: Date(timeIntervalSince1970: 1_795_339_560)),
            BirdVisit(
                id: 2, species: "Eurasian Tree Sparrow", symbol: "bird",
                time: Date(timeIntervalSince1970: 1_795_337_760)),
            BirdVisit(
                id: 3, species: "Oriental Magpie-Robin", symbol: "bird",
                time: Date(timeIntervalSince1970: 1_795_333_260)),
        ])
}

struct SupplyGauge: View {
    let value: Double
    let symbol: String
    let tint: Color

    var body: some View {
        Gauge(value: value) {
            Image(systemName: symbol)
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(tint)
    }
}

struct VisitRow: View {
    let visit: BirdVisit

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: visit.symbol).foregroundStyle(.green)
            Text(visit.species).font(.subheadline).lineLimit(1)
            Spacer(minLength: 4)
            Text(visit.time, style: .time).font(.caption).foregroundStyle(.secondary).fixedSize()
        }
    }
}

struct BackyardWidgetView: View {
    var entry: BackyardEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme

    private var title: some View {
        VStack(alignment: .leading) {
            Text(entry.backyard).font(.headline)
            Text("\(entry.visits.count) visitors today").font(.caption).foregroundStyle(.secondary)
        }
    }

    var body: some View {
        switch family {
        case .accessoryInline:
            Label("\(entry.visits.count) visitors today", systemImage: "pawprint")
        case .accessoryCircular:
            SupplyGauge(value: entry.food, symbol: "takeoutbag.and.cup.and.straw", tint: .orange)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.backyard).font(.headline).widgetAccentable()
                if let latest = entry.visits.first {
                    Text(latest.species).lineLimit(1)
                    Text(latest.time, style: .relative).font(.caption)
                }
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                if family == .systemSmall {
                    // The small widget stacks the title over the gauges: side by side they
                    // leave the title a few points.
                    title
                    HStack {
                        SupplyGauge(value: entry.food, symbol: "leaf.fill", tint: .orange)
                        SupplyGauge(value: entry.water, symbol: "drop.fill", tint: .blue)
                    }
                } else {
                    HStack {
                        title
                        Spacer()
                        SupplyGauge(value: entry.food, symbol: "leaf.fill", tint: .orange)
                        SupplyGauge(value: entry.water, symbol: "drop.fill", tint: .blue)
                    }
                }
                Divider()
                ForEach(entry.visits.prefix(family == .systemSmall ? 1 : 3)) { visit in
                    VisitRow(visit: visit)
                }
                Spacer(minLength: 0)
            }
            .widgetURL(URL(string: "backyardbirds://backyard/willow-lane"))
            .containerBackground(for: .widget) {
                colorScheme == .dark
                    ? Color(red: 0.10, green: 0.16, blue: 0.12) : Color(red: 0.93, green: 0.97, blue: 0.92)
            }
        }
    }
}
