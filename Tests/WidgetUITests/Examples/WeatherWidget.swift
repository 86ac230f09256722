// Re-creates Examples/weather.json as a SwiftUI-style widget: the current conditions, and
// an hourly forecast in the medium family.

import WidgetUI

struct WeatherEntry: TimelineEntry {
    enum Condition {
        case sunny, partlyCloudy, cloudy

        var description: String {
            switch self {
            case .sunny: "Sunny"
            case .partlyCloudy: "Partly Cloudy"
            case .cloudy: "Cloudy"
            }
        }
    }

    struct Hour: Identifiable {
        let time: String
        let condition: Condition
        let temperature: Int
        var id: String { time }
    }

    let date: Date
    let city: String
    let temperature: Int
    let condition: Condition
    let high: Int
    let low: Int
    let hours: [Hour]

    static let sample = WeatherEntry(
        date: Date(timeIntervalSince1970: 1_795_254_060),  // 2026-11-21 09:41 UTC
        city: "Cupertino", temperature: 18, condition: .partlyCloudy, high: 21, low: 12,
        hours: [
            Hour(time: "Now", condition: .partlyCloudy, temperature: 18),
            Hour(time: "10AM", condition: .partlyCloudy, temperature: 19),
            Hour(time: "11AM", condition: .sunny, temperature: 20),
            Hour(time: "12PM", condition: .sunny, temperature: 21),
            Hour(time: "1PM", condition: .sunny, temperature: 21),
            Hour(time: "2PM", condition: .cloudy, temperature: 20),
        ])
}

/// The weather's SF Symbol, in colour, in an 18 × 14 pt box.
struct ConditionIcon: View {
    let condition: WeatherEntry.Condition

    var body: some View {
        Image(systemName: name)
            .symbolRenderingMode(.multicolor)
            .foregroundStyle(.white)
            .frame(width: 18, height: 14)
    }

    private var name: String {
        switch condition {
        case .sunny: "sun.max.fill"
        case .partlyCloudy: "cloud.sun.fill"
        case .cloudy: "cloud.fill"
        }
    }
}

/// One column of the hourly forecast.
struct HourView: View {
    let hour: WeatherEntry.Hour

    var body: some View {
        VStack(spacing: 5) {
            Text(hour.time)
                .font(.system(size: 12, weight: .semibold))
                .foregroundStyle(.white.opacity(0.75))
            ConditionIcon(condition: hour.condition)
            Text("\(hour.temperature)°")
                .font(.system(size: 13, weight: .medium))
                .foregroundStyle(.white)
        }
    }
}

struct WeatherWidgetView: View {
    let entry: WeatherEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        content
            .containerBackground(
                LinearGradient(
                    colors: [
                        Color(red: 0x4A / 255, green: 0x90 / 255, blue: 0xE2 / 255),
                        Color(red: 0x2A / 255, green: 0x5F / 255, blue: 0xA8 / 255),
                    ],
                    startPoint: .top, endPoint: .bottom),
                for: .widget)
    }

    @ViewBuilder private var content: some View {
        switch family {
        case .systemSmall: small
        default: medium
        }
    }

    private var cityName: some View {
        Text(entry.city)
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(.white)
            .lineLimit(1)
    }

    private func temperature(size: CGFloat) -> some View {
        Text("\(entry.temperature)°")
            .font(.system(size: size, weight: .light, design: .default))
            .foregroundStyle(.white)
    }

    private var conditionName: some View {
        Text(entry.condition.description)
            .font(.system(size: 13, weight: .semibold))
            .foregroundStyle(.white)
            .lineLimit(1)
    }

    private var highLow: some View {
        Text("H:\(entry.high)° L:\(entry.low)°")
            .font(.system(size: 13, weight: .medium))
            .foregroundStyle(.white)
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            cityName
            temperature(size: 42)
            Spacer()
            ConditionIcon(condition: entry.condition)
            conditionName
                .padding(.top, 4)
            highLow
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var medium: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    cityName
                    temperature(size: 38)
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    ConditionIcon(condition: entry.condition)
                    conditionName
                    highLow
                }
            }
            Spacer(minLength: 0)
            HStack(spacing: 0) {
                ForEach(entry.hours) { hour in
                    HourView(hour: hour)
                        .frame(maxWidth: .infinity)
                }
            }
        }
    }
}
