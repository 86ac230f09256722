// A character widget in the style of Apple's "Emoji Rangers" widget sample (Building
// Widgets Using WidgetKit and SwiftUI): a hero's avatar, health and detail per family,
// a roster of links in the large family, and Lock Screen families. Written here as an
// app's widget code reads; only the imports differ between iOS and Linux.

import Foundation

#if canImport(SwiftUI)
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

struct Hero: Identifiable {
    let id: String
    let name: String
    let avatar: String
    let heroType: String
    let healthLevel: Double
    let fullHealthDate: Date

    // swift-format-ignore: NeverForceUnwrap
    // As the sample writes it: the URL is a literal scheme and a number.
    var url: URL { URL(string: "game:///\(id)")! }

    static let spouty = Hero(
        id: "spouty", name: "Spouty", avatar: "🐳", heroType: "Water Hero", healthLevel: 0.61,
        fullHealthDate: Date(timeIntervalSince1970: 1_795_345_200))
    static let egghead = Hero(
        id: "egghead", name: "Egghead", avatar: "🦄", heroType: "Rainbow Hero", healthLevel: 0.82,
        fullHealthDate: Date(timeIntervalSince1970: 1_795_342_000))
    static let spook = Hero(
        id: "spook", name: "幽灵 Spook", avatar: "👻", heroType: "Ghost Hero", healthLevel: 0.25,
        fullHealthDate: Date(timeIntervalSince1970: 1_795_356_000))
}

struct HeroEntry: TimelineEntry {
    let date: Date
    let hero: Hero
    let roster: [Hero]

    static let sample = HeroEntry(
        date: Date(timeIntervalSince1970: 1_795_340_460), hero: .spouty, roster: [.spouty, .egghead, .spook])
}

extension Color {
    static let gameBackground = Color(red: 0.33, green: 0.18, blue: 0.55)
    static let heroCircle = Color(red: 0.99, green: 0.86, blue: 0.55)
}

struct AvatarView: View {
    let hero: Hero
    var size: CGFloat = 56

    var body: some View {
        ZStack {
            Circle().fill(Color.heroCircle)
            Text(hero.avatar).font(.system(size: size * 0.6))
        }
        .frame(width: size, height: size)
    }
}

struct HealthLevelShape: View {
    let level: Double

    var body: some View {
        ProgressView(value: level)
            .tint(level > 0.5 ? Color.green : Color.orange)
    }
}

struct HeroNameView: View {
    let hero: Hero

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(hero.name).font(.system(.headline, design: .rounded)).foregroundStyle(.white).lineLimit(1)
            Text(hero.heroType).font(.subheadline).foregroundStyle(.white.opacity(0.7))
        }
    }
}

struct HeroDetailView: View {
    let hero: Hero

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HeroNameView(hero: hero)
            HealthLevelShape(level: hero.healthLevel)
            (Text("Full health in ") + Text(hero.fullHealthDate, style: .relative))
                .font(.caption)
                .foregroundStyle(.white.opacity(0.8))
                .lineLimit(2)
        }
    }
}

struct HeroWidgetEntryView: View {
    var entry: HeroEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        Group {
            switch family {
            case .systemSmall:
                VStack(alignment: .leading) {
                    AvatarView(hero: entry.hero)
                    Spacer(minLength: 4)
                    HeroNameView(hero: entry.hero)
                    HealthLevelShape(level: entry.hero.healthLevel)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .widgetURL(entry.hero.url)
            case .systemMedium:
                HStack(spacing: 14) {
                    AvatarView(hero: entry.hero, size: 80)
                    HeroDetailView(hero: entry.hero)
                }
                .widgetURL(entry.hero.url)
            case .accessoryCircular:
                Gauge(value: entry.hero.healthLevel) {
                    Text(entry.hero.avatar)
                }
                .gaugeStyle(.accessoryCircularCapacity)
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Text(entry.hero.name).font(.headline).widgetAccentable()
                    ProgressView(value: entry.hero.healthLevel)
                    Text(entry.hero.fullHealthDate, style: .relative).font(.caption)
                }
            default:
                VStack(alignment: .leading, spacing: 10) {
                    Text("Your Rangers").font(.system(.title3, design: .rounded).bold()).foregroundStyle(.white)
                    ForEach(entry.roster) { hero in
                        Link(destination: hero.url) {
                            HStack(spacing: 12) {
                                AvatarView(hero: hero, size: 48)
                                HeroDetailView(hero: hero)
                            }
                        }
                    }
                    Spacer(minLength: 0)
                }
            }
        }
        .containerBackground(for: .widget) {
            Color.gameBackground
        }
    }
}
