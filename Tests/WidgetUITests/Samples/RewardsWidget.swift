// A rewards punch card in the style of the widget of Apple's "Fruta" sample app: a grid of
// stamps drawn with `ForEach` over rows and columns, a count, and a caption that gives way
// when there is no room (`ViewThatFits`). Only the imports differ between iOS and Linux.

import Foundation

#if canImport(SwiftUI)
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

struct RewardsEntry: TimelineEntry {
    let date: Date
    let points: Int
    let required: Int
    let favorite: String

    static let sample = RewardsEntry(
        date: Date(timeIntervalSince1970: 1_795_340_460), points: 7, required: 10, favorite: "Berry Blue 蓝莓")
}

struct StampView: View {
    let earned: Bool

    var body: some View {
        ZStack {
            Circle()
                .fill(earned ? Color(red: 0.93, green: 0.33, blue: 0.45) : Color.white.opacity(0.35))
            if earned {
                Image(systemName: "checkmark")
                    .font(.system(size: 11, weight: .bold))
                    .foregroundStyle(.white)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct PunchCard: View {
    let points: Int
    let required: Int
    let columns: Int

    var body: some View {
        Grid(horizontalSpacing: 6, verticalSpacing: 6) {
            ForEach(0..<(required + columns - 1) / columns, id: \.self) { row in
                GridRow {
                    ForEach(0..<columns, id: \.self) { column in
                        let index = row * columns + column
                        if index < required {
                            StampView(earned: index < points)
                        }
                    }
                }
            }
        }
    }
}

struct RewardsWidgetView: View {
    var entry: RewardsEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label("Rewards", systemImage: "star.fill")
                    .font(family == .systemSmall ? .subheadline.weight(.semibold) : .headline)
                    .foregroundStyle(.white)
                Spacer()
                Text("\(entry.points)/\(entry.required)")
                    .font(.system(.subheadline, design: .rounded).weight(.semibold))
                    .monospacedDigit()
                    .foregroundStyle(.white.opacity(0.85))
            }
            PunchCard(points: entry.points, required: entry.required, columns: family == .systemSmall ? 5 : 10)
            ViewThatFits(in: .vertical) {
                Text("\(entry.required - entry.points) more for a free \(entry.favorite)")
                    .font(.caption)
                    .foregroundStyle(.white.opacity(0.9))
                    .lineLimit(2)
                EmptyView()
            }
            Spacer(minLength: 0)
        }
        .containerBackground(
            LinearGradient(
                colors: [Color(red: 0.98, green: 0.55, blue: 0.38), Color(red: 0.86, green: 0.24, blue: 0.45)],
                startPoint: .topLeading, endPoint: .bottomTrailing),
            for: .widget)
    }
}
