// The weather, calendar and music examples written as SwiftUI views (Examples/*.swift in
// this folder) draw byte-identical PNGs to their JSON entries in Examples/: the Swift API
// builds the same document, so the two ways in cannot drift.

import Foundation
import Testing
import WidgetDevices
import WidgetDocument
import WidgetRendering
import WidgetUI

@Suite struct ExampleParityTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples").standardized

    /// Renders the JSON example and the Swift view for every family, both schemes and the
    /// placeholder, and compares the PNG bytes.
    func expectParity<V: View>(
        _ view: V, example: String, families: [WidgetFamily], date: Date,
        schemes: [WidgetUI.ColorScheme] = [.light, .dark]
    ) throws {
        let entry = try EntryDocument.load(contentsOf: Self.examples.appendingPathComponent(example))
        let renderer = Renderer()
        for family in families {
            for scheme in schemes {
                for variant in [SnapshotVariant.normal, .placeholder] {
                    let request = RenderRequest(
                        family: family, colorScheme: .init(rawValue: scheme.rawValue),
                        variant: .init(rawValue: variant.rawValue) ?? .normal)
                    let fromJSON = try renderer.render(entry, request).png()
                    let fromSwift = try renderPNG(
                        view, family: family, colorScheme: scheme, variant: variant, date: date)
                    #expect(
                        fromJSON == fromSwift,
                        "\(example) \(family) \(scheme) \(variant): the Swift view draws differently")
                }
            }
        }
    }

    @Test func weather() throws {
        try expectParity(
            WeatherWidgetView(entry: .sample), example: "weather.json", families: [.systemSmall, .systemMedium],
            date: Self.date("2026-11-21T09:41:00Z"))
    }

    @Test func calendar() throws {
        try expectParity(
            CalendarWidgetView(entry: .sample), example: "calendar.json",
            families: [.systemSmall, .systemMedium, .systemLarge], date: Self.date("2026-11-21T08:30:00Z"))
    }

    @Test func music() throws {
        try expectParity(
            MusicWidgetView(entry: .sample), example: "music.json", families: [.systemSmall, .systemMedium],
            date: Self.date("2026-11-21T21:15:00Z"))
    }

    /// The StandBy and glass example, in every place and appearance, as the view reads
    /// them from its environment.
    @Test func nextTrainEverywhere() throws {
        let logo = Self.examples.appendingPathComponent("Images/logo.png")
        let view = NextTrainWidgetView(entry: .sample, logo: logo)
        let entry = try EntryDocument.load(contentsOf: Self.examples.appendingPathComponent("nexttrain.json"))
        let looks: [(WidgetPlace, HomeScreenAppearance?, WidgetUI.ColorScheme)] = [
            (.standard, nil, .light), (.standard, nil, .dark), (.standBy, nil, .dark), (.standByNight, nil, .dark),
            (.standard, .clear, .light), (.standard, .clear, .dark), (.standard, .tinted, .light),
            (.standard, .tinted, .dark),
        ]
        let renderer = Renderer()
        for (place, appearance, scheme) in looks {
            var document = entry
            document.place = place
            document.appearance = appearance
            let request = RenderRequest(family: .systemSmall, colorScheme: .init(rawValue: scheme.rawValue))
            let fromJSON = try renderer.render(document, request).png()
            let fromSwift = try renderPNG(
                view, family: .systemSmall, colorScheme: scheme, date: Self.date("2026-11-27T00:30:00Z"), place: place,
                appearance: appearance)
            #expect(fromJSON == fromSwift, "nexttrain \(place) \(appearance?.rawValue ?? "-") \(scheme)")
        }
    }

    /// The watch example on an Apple Watch 45mm, every family it has there (the corner
    /// among them), from JSON and from Swift, byte-identical.
    @Test func stepsOnWatch() throws {
        let entry = try EntryDocument.load(contentsOf: Self.examples.appendingPathComponent("Watch/steps.json"))
        let watch = try DeviceCatalog.device(named: "Apple Watch 45mm")
        let renderer = Renderer()
        for family in [WidgetFamily.accessoryRectangular, .accessoryCircular, .accessoryCorner] {
            let fromJSON = try renderer.render(entry, RenderRequest(family: family, device: watch)).png()
            let fromSwift = try renderPNG(
                StepsWidgetView(), family: family, device: watch.name, date: Self.date("2026-11-27T08:20:00Z"),
                locale: Locale(identifier: "zh_CN"))
            #expect(fromJSON == fromSwift, "steps \(family.rawValue)")
        }
    }

    /// The Live Activity example: its Lock Screen and Dynamic Island presentations on an
    /// iPhone 17 Pro, from JSON and from Swift, byte-identical.
    @Test func deliveryLiveActivity() throws {
        let entry = try EntryDocument.load(
            contentsOf: Self.examples.appendingPathComponent("LiveActivity/delivery.json"))
        let renderer = Renderer()
        let device = try DeviceCatalog.device(named: "iPhone 17 Pro")
        for presentation in ActivityPresentation.allCases {
            let request = RenderRequest(family: .systemSmall, device: device, colorScheme: .dark)
            let fromJSON = try LiveActivityRendering.render(entry, presentation, request, renderer: renderer).png()
            let fromSwift = try renderPNG(
                DeliveryLiveActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay,
                presentation: presentation,
                device: "iPhone 17 Pro", colorScheme: .dark, date: Self.date("2026-11-27T04:30:00Z"))
            #expect(fromJSON == fromSwift, "delivery \(presentation): the Swift activity draws differently")
        }
    }

    static func date(_ iso: String) -> Date {
        Date(timeIntervalSince1970: ISODate.parse(iso) ?? 0)
    }
}
