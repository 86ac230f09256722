// A brand card that takes its colours and badge from the app's asset catalog
// (Assets.xcassets beside this file), in the way the widgets of public apps' extensions
// use `Color("Name")`, `Image("Name")`, `UIColor(named:)`, `UIImage(named:)` and Xcode's
// generated symbols (`Color(.brandTeal)`, `Image(.badge)`, `.fill(.brandTeal)`); a
// `@StateObject` model, a `GeometryReader` progress bar, a styled date inside a text
// literal and a `WidgetBundle` that lists the extension's widgets. Only the import block differs from the extension's file.

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

final class BrandModel: ObservableObject {
    @Published var title = "Teal Club"
}

struct BrandEntry: TimelineEntry {
    let date: Date
    let points: Int
}

struct BrandProvider: TimelineProvider {
    static let day = Date(timeIntervalSince1970: 1_767_225_600)

    func placeholder(in context: Context) -> BrandEntry { BrandEntry(date: Self.day, points: 0) }

    func getSnapshot(in context: Context, completion: @escaping (BrandEntry) -> Void) {
        completion(BrandEntry(date: Self.day, points: 1_250))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BrandEntry>) -> Void) {
        completion(
            Timeline(
                entries: [
                    BrandEntry(date: Self.day, points: 1_250),
                    BrandEntry(date: Self.day.addingTimeInterval(3600), points: 1_300),
                ],
                policy: .never))
    }
}

struct BrandEntryView: View {
    var entry: BrandEntry
    @StateObject private var model = BrandModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(.badge)
                    .resizable()
                    .frame(width: 24, height: 24)
                if let star = UIImage(named: "Icons/Star") {
                    Image(uiImage: star)
                        .resizable()
                        .widgetAccentedRenderingMode(.fullColor)
                        .frame(width: 16, height: 16)
                }
            }
            Text(model.title)
                .font(Font(UIFont.systemFont(ofSize: 17, weight: .semibold)))
            Text("\(entry.points) points")
                .font(Font(UIFont.preferredFont(forTextStyle: .footnote)))
                .accessibilityHint("Points collected")
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color("BrandTeal").opacity(0.25))
                    Capsule().fill(.brandTeal)
                        .frame(width: geometry.size.width * min(1, Double(entry.points) / 2_000))
                }
            }
            .frame(height: 6)
            Text("Updated \(entry.date, style: .time)")
                .font(.caption2)
                .foregroundStyle(Color(uiColor: UIColor(named: "BrandTeal") ?? .systemTeal))
        }
        .containerBackground(for: .widget) {
            Color(.brandTeal).opacity(0.15)
        }
    }
}

struct BrandWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BrandWidget", provider: BrandProvider()) { entry in
            BrandEntryView(entry: entry)
        }
        .configurationDisplayName("Brand")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    BrandWidget()
} timelineProvider: {
    BrandProvider()
}

#Preview {
    BrandEntryView(entry: BrandEntry(date: .now, points: 1_250))
}

struct ExampleExtensionWidgets: WidgetBundle {
    var body: some Widget {
        LuckyNumberWidget()
        EmojiConfigurationWidget()
        if #available(iOS 17.0, *) {
            BrandWidget()
        }
    }
}
