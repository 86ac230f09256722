// Re-creates Examples/calendar.json as a SwiftUI-style widget: the day and its next
// events; the large family adds tomorrow's.

import WidgetUI

struct CalendarEntry: TimelineEntry {
    struct Event: Identifiable {
        let title: String
        let time: String
        let color: Color
        var id: String { title }
    }

    let date: Date
    let weekday: String
    let day: Int
    let month: String
    let today: [Event]
    let tomorrow: [Event]

    static let sample = CalendarEntry(
        date: Date(timeIntervalSince1970: 1_795_249_800),  // 2026-11-21 08:30 UTC
        weekday: "SATURDAY", day: 21, month: "November 2026",
        today: [
            Event(title: "Design Review", time: "10:00 – 11:00 AM", color: .blue),
            Event(title: "Lunch with Maya", time: "12:30 – 1:30 PM", color: .orange),
            Event(title: "Dentist", time: "4:15 – 5:00 PM", color: .purple),
        ],
        tomorrow: [
            Event(title: "Farmers Market", time: "9:00 – 10:30 AM", color: .green)
        ])
}

/// An event: a bar in its calendar's colour beside its title and time.
struct EventRow: View {
    let event: CalendarEntry.Event
    var titleFont: Font = .footnote
    var timeFont: Font = .caption
    var barHeight: CGFloat = 35

    var body: some View {
        HStack(spacing: 7) {
            RoundedRectangle(cornerRadius: 1.5)
                .fill(event.color)
                .frame(width: 3, height: barHeight)
            VStack(alignment: .leading, spacing: 1) {
                Text(event.title)
                    .font(titleFont)
                    .fontWeight(.semibold)
                    .lineLimit(1)
                Text(event.time)
                    .font(timeFont)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}

struct CalendarWidgetView: View {
    let entry: CalendarEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        content
            .containerBackground(
                colorScheme == .dark ? Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255) : .white,
                for: .widget)
    }

    @ViewBuilder private var content: some View {
        switch family {
        case .systemSmall: small
        case .systemLarge: large
        default: medium
        }
    }

    private var weekday: some View {
        Text(entry.weekday)
            .font(.system(size: 11, weight: .semibold))
            .foregroundStyle(.red)
    }

    private func dayNumber(size: CGFloat) -> some View {
        Text("\(entry.day)")
            .font(.system(size: size))
    }

    private func sectionTitle(_ title: String) -> some View {
        Text(title)
            .font(.caption2.weight(.semibold))
            .foregroundStyle(.secondary)
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            weekday
            dayNumber(size: 30)
            Spacer(minLength: 4)
            VStack(alignment: .leading, spacing: 6) {
                ForEach(entry.today.prefix(2)) { event in
                    EventRow(event: event, titleFont: .caption, timeFont: .caption2, barHeight: 30)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var medium: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 0) {
                weekday
                dayNumber(size: 34)
                Spacer()
                Text("\(entry.today.count) events")
                    .font(.system(size: 12, weight: .medium))
                    .foregroundStyle(.secondary)
            }
            .frame(width: 84, alignment: .leading)
            .frame(maxHeight: .infinity)

            VStack(alignment: .leading, spacing: 6) {
                ForEach(entry.today) { event in
                    EventRow(event: event)
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .bottom) {
                VStack(alignment: .leading, spacing: 0) {
                    weekday
                    dayNumber(size: 34)
                }
                Spacer()
                Text(entry.month)
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(.secondary)
                    .padding(.bottom, 6)
            }
            Divider()
                .padding(.vertical, 10)

            sectionTitle("TODAY")
            VStack(alignment: .leading, spacing: 12) {
                ForEach(entry.today) { event in
                    EventRow(event: event, titleFont: .subheadline, timeFont: .footnote, barHeight: 39)
                }
            }
            .padding(EdgeInsets(top: 6, leading: 0, bottom: 12, trailing: 0))

            sectionTitle("TOMORROW")
            VStack(alignment: .leading, spacing: 12) {
                ForEach(entry.tomorrow) { event in
                    EventRow(event: event, titleFont: .subheadline, timeFont: .footnote, barHeight: 39)
                }
            }
            .padding(.top, 6)

            Spacer(minLength: 0)
        }
    }
}
