// A configurable widget in the shape of the widget extension template Xcode 15 and later
// generate (an `AppIntentConfiguration` whose intent has one `@Parameter`, a provider that
// makes five hourly entries, the entry's time and the chosen emoji), re-created in this
// project's own words with an AppEnum parameter added, as configurable widgets in public
// apps use them. Only the import block differs from the extension's file.

#if canImport(WidgetKit)
    import AppIntents
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

enum Mood: String, AppEnum {
    case calm, busy

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
        .calm: DisplayRepresentation(title: "Calm", image: .init(systemName: "leaf")),
        .busy: "Busy",
    ]
}

struct EmojiConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configuration"
    static let description = IntentDescription("Pick an emoji and a mood.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String

    @Parameter(title: "Mood", default: .calm)
    var mood: Mood

    @Parameter(title: "Note")
    var note: String?
}

struct EmojiProvider: AppIntentTimelineProvider {
    static let start = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01 09:00 UTC

    func placeholder(in context: Context) -> EmojiEntry {
        EmojiEntry(date: Self.start, configuration: EmojiConfigurationIntent())
    }

    func snapshot(for configuration: EmojiConfigurationIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: Self.start, configuration: configuration)
    }

    func timeline(for configuration: EmojiConfigurationIntent, in context: Context) async -> Timeline<EmojiEntry> {
        var entries: [EmojiEntry] = []
        for hourOffset in 0..<5 {
            let entryDate = Self.start.addingTimeInterval(Double(hourOffset) * 3600)
            entries.append(EmojiEntry(date: entryDate, configuration: configuration))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: EmojiConfigurationIntent
}

struct EmojiEntryView: View {
    var entry: EmojiProvider.Entry
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)
            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
                .font(sizeCategory.isAccessibilityCategory ? .title : .largeTitle)
            Text("Feeling \(entry.configuration.mood.rawValue)")
                .font(.caption)
                .foregroundStyle(.secondary)
                .transition(.slide)
        }
    }
}

struct EmojiConfigurationWidget: Widget {
    let kind: String = "EmojiConfigurationWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: EmojiConfigurationIntent.self, provider: EmojiProvider()) { entry in
            EmojiEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

extension EmojiConfigurationIntent {
    fileprivate static var smiley: EmojiConfigurationIntent {
        let intent = EmojiConfigurationIntent()
        intent.favoriteEmoji = "😀"
        return intent
    }

    fileprivate static var starEyes: EmojiConfigurationIntent {
        let intent = EmojiConfigurationIntent()
        intent.favoriteEmoji = "🤩"
        intent.mood = .busy
        return intent
    }
}

#Preview(as: .systemSmall) {
    EmojiConfigurationWidget()
} timeline: {
    // Fixed dates, not `.now`: the view draws its entry's time, and goldens must not move.
    EmojiEntry(date: EmojiProvider.start, configuration: .smiley)
    EmojiEntry(date: EmojiProvider.start.addingTimeInterval(3_600), configuration: .starEyes)
}
