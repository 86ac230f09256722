// A weather widget's view, written as for an app: on Apple platforms it compiles against
// SwiftUI and WidgetKit; on Linux against WidgetUI, which renders it.

import Foundation

#if canImport(SwiftUI)
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

public struct Hour: Identifiable, Sendable {
    public let id: Int
    public let label: String
    public let symbol: String
    public let temperature: Int
}

public struct WeatherEntry: TimelineEntry, Sendable {
    public let date: Date
    public let city: String
    public let temperature: Int
    public let condition: String
    public let high: Int
    public let low: Int
    public let hours: [Hour]

    public static let sample = WeatherEntry(
        date: Date(timeIntervalSince1970: 1_795_340_460),  // 2026-11-21 09:41 UTC
        city: "Hangzhou 杭州", temperature: 18, condition: "Partly Cloudy", high: 21, low: 12,
        hours: [
            Hour(id: 10, label: "10 AM", symbol: "cloud.sun.fill", temperature: 18),
            Hour(id: 11, label: "11 AM", symbol: "sun.max.fill", temperature: 19),
            Hour(id: 12, label: "12 PM", symbol: "sun.max.fill", temperature: 21),
            Hour(id: 13, label: "1 PM", symbol: "cloud.fill", temperature: 20),
            Hour(id: 14, label: "2 PM", symbol: "cloud.rain.fill", temperature: 17),
        ])
}

struct HourView: View {
    let hour: Hour
    var body: some View {
        VStack(spacing: 4) {
            Text(hour.label).font(.caption2.weight(.semibold)).foregroundStyle(.white.opacity(0.8))
            Image(systemName: hour.symbol).font(.system(size: 15)).foregroundStyle(.white)
            Text("\(hour.temperature)°").font(.footnote.weight(.medium)).foregroundStyle(.white)
        }
        .frame(maxWidth: .infinity)
    }
}

public struct WeatherView: View {
    public var entry: WeatherEntry
    @Environment(\.widgetFamily) var family

    public init(entry: WeatherEntry) { self.entry = entry }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.city).font(.headline).foregroundStyle(.white).lineLimit(1)
                Spacer(minLength: 4)
                if family != .systemSmall {
                    Text("H:\(entry.high)° L:\(entry.low)°").font(.subheadline.weight(.medium)).foregroundStyle(.white)
                }
            }
            Text("\(entry.temperature)°").font(.system(size: 44, weight: .light)).foregroundStyle(.white)
            Spacer(minLength: 0)
            if family == .systemSmall {
                Text(entry.condition).font(.footnote.weight(.semibold)).foregroundStyle(.white).lineLimit(1)
                Text("H:\(entry.high)° L:\(entry.low)°").font(.footnote.weight(.medium)).foregroundStyle(.white)
            } else {
                HStack(spacing: 0) {
                    ForEach(entry.hours) { hour in HourView(hour: hour) }
                }
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
        }
    }
}
