// Every example entry, every family it supports, light and dark (dark only for a family
// drawn vibrant or accented, always dark), normal and placeholder,
// on the default device, against Goldens/ (the cases Examples/render-check.json lists),
// through the same check `render check` and users' own tests run (SnapshotAssertion):
// RECORD_GOLDENS=1 records (refused on CI); failures leave actual and diff images in
// Tests/WidgetRenderingTests/.artifacts/snapshots.

import Foundation
import Testing
import WidgetCheck
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRendering

struct ExampleCase: CustomTestStringConvertible, Sendable {
    let entry: URL
    let family: WidgetFamily
    let scheme: ColorScheme
    let variant: RenderRequest.Variant
    /// The timeline entry (nil: the document has no timeline).
    var timelineEntry: Int? = nil
    var testDescription: String {
        "\(entry.lastPathComponent)\(timelineEntry.map { " entry \($0 + 1)" } ?? "") \(family.rawValue) \(scheme.rawValue) \(variant.rawValue)"
    }

    static let all: [ExampleCase] = {
        let folder = PackagePaths.examples
        let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" && $0.lastPathComponent != CheckConfiguration.fileName }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return files.flatMap { url -> [ExampleCase] in
            guard let doc = try? EntryDocument.load(contentsOf: url) else {
                return [ExampleCase(entry: url, family: .systemSmall, scheme: .light, variant: .normal)]
            }
            let timeline: [Int?] = doc.timeline.isEmpty ? [nil] : Array(doc.timeline.indices)
            return timeline.flatMap { index in
                doc.families.flatMap { family in
                    // A family drawn dark whatever is asked has one golden, as `render check` writes.
                    (RenderPlan.fixedScheme(doc, family: family).map { [$0] } ?? [ColorScheme.light, .dark]).flatMap {
                        scheme in
                        RenderRequest.Variant.standard.map {
                            ExampleCase(entry: url, family: family, scheme: scheme, variant: $0, timelineEntry: index)
                        }
                    }
                }
            }
        }
    }()
}

/// The format 1.1 examples (data plus a template) on the smallest iPhone and the largest
/// iPad: one template, no per-device sizes, every device.
struct DeviceCase: CustomTestStringConvertible, Sendable {
    let entry: URL
    let family: WidgetFamily
    let device: String
    var testDescription: String { "\(entry.lastPathComponent) \(family.rawValue) \(device)" }

    static let devices = ["iPhone SE (1st generation, 4-inch)", "iPad Pro 13-inch (M4 and later)"]
    static let all: [DeviceCase] = ["forecast", "contributions", "month", "prices", "listening"].flatMap {
        name -> [DeviceCase] in
        let url = PackagePaths.examples.appendingPathComponent(name + ".json")
        let families = (try? EntryDocument.load(contentsOf: url))?.families ?? [.systemSmall]
        return families.flatMap { family in devices.map { DeviceCase(entry: url, family: family, device: $0) } }
    }
}

/// Small examples where else iOS shows them: StandBy by day and night, and iOS 26's clear
/// and tinted appearances in both schemes, against Goldens/Places.
struct PlaceCase: CustomTestStringConvertible, Sendable {
    let entry: URL
    let place: WidgetPlace
    let appearance: HomeScreenAppearance?
    let scheme: ColorScheme
    var testDescription: String {
        "\(entry.lastPathComponent) \(appearance?.rawValue ?? place.rawValue) \(scheme.rawValue)"
    }

    static let looks: [(WidgetPlace, HomeScreenAppearance?, ColorScheme)] = [
        (.standBy, nil, .dark), (.standByNight, nil, .dark), (.standard, .clear, .light), (.standard, .clear, .dark),
        (.standard, .tinted, .light), (.standard, .tinted, .dark),
    ]
    static let all: [PlaceCase] = ["nexttrain", "weather", "tinted"].flatMap { name in
        looks.map {
            PlaceCase(
                entry: PackagePaths.examples.appendingPathComponent(name + ".json"), place: $0.0, appearance: $0.1,
                scheme: $0.2)
        }
    }
}

@Suite("Example goldens")
struct ExampleGoldenTests {
    @Test("there are at least five examples across small, medium and large")
    func coverage() {
        let families = Set(ExampleCase.all.map(\.family))
        #expect(Set(ExampleCase.all.map(\.entry)).count >= 5)
        #expect(families.isSuperset(of: [.systemSmall, .systemMedium, .systemLarge]))
    }

    @Test("every golden carries a valid fingerprint record, so a check of an unchanged picture decodes none")
    func fingerprinted() throws {
        // The example goldens and the SwiftUI target's snapshots.
        let snapshots = PackagePaths.root.appendingPathComponent("Tests/WidgetUITests/__Snapshots__")
        let folders = [PackagePaths.goldens, snapshots]
        let goldens = folders.flatMap { folder in
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            return (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "png" }
        }
        #expect(goldens.count >= 350)
        for url in goldens {
            let bytes = [UInt8](try Data(contentsOf: url))
            #expect(PNGFingerprint.picture(in: bytes) != nil, "\(url.lastPathComponent): record it again")
        }
    }

    @Test("templated examples fit the smallest iPhone and the largest iPad", arguments: DeviceCase.all)
    func onDevices(_ example: DeviceCase) throws {
        try SnapshotAssertion.verify(
            entry: example.entry, family: example.family, device: try DeviceCatalog.device(named: example.device),
            goldens: PackagePaths.goldens.appendingPathComponent("Devices"))
    }

    @Test("small examples in StandBy and in iOS 26's clear and tinted appearances", arguments: PlaceCase.all)
    func inPlace(_ example: PlaceCase) throws {
        var document = try EntryDocument.load(contentsOf: example.entry)
        document.place = example.place
        document.appearance = example.appearance
        // The entry's own rendering mode gives way to the place's (the tinted example's).
        document.renderingMode = nil
        try SnapshotAssertion.verify(
            document: document, named: example.entry.path, family: .systemSmall, colorScheme: example.scheme,
            goldens: PackagePaths.goldens.appendingPathComponent("Places"))
    }

    /// The Live Activity example's presentations: every one on a Dynamic Island iPhone of
    /// each island size, the Lock Screen's alone on an iPhone without one.
    @Test(
        "the Live Activity example on its presentations",
        arguments: [("iPhone 17 Pro", ColorScheme.dark), ("iPhone 17 Pro Max", .dark), ("iPhone 16e", .light)])
    func liveActivity(_ device: String, _ scheme: ColorScheme) throws {
        let entry = PackagePaths.examples.appendingPathComponent("LiveActivity/delivery.json")
        let document = try EntryDocument.load(contentsOf: entry)
        let phone = try DeviceCatalog.device(named: device)
        let renderer = Renderer()
        for presentation in phone.activityPresentations {
            let request = RenderRequest(family: .systemSmall, device: phone, colorScheme: scheme)
            let snapshot = try LiveActivityRendering.render(document, presentation, request, renderer: renderer)
            try SnapshotAssertion.verify(
                image: snapshot.pixmap,
                goldenName: SnapshotFileName.name(
                    kind: document.kind, presentation: presentation, device: phone, scale: Double(phone.scale),
                    colorScheme: presentation.isDynamicIsland ? nil : scheme),
                goldens: PackagePaths.goldens.appendingPathComponent("LiveActivity"))
        }
    }

    /// Examples on Apple Watch and the Mac, every family the device shows, against
    /// Goldens/Platforms (the watch example's own beside it, in Examples/Watch/Goldens,
    /// where `render check Examples/Watch` finds them).
    @Test(
        "examples on Apple Watch and the Mac",
        arguments: [
            ("Watch/steps.json", "Apple Watch 45mm"), ("Watch/steps.json", "Apple Watch 40mm"), ("weather.json", "Mac"),
            ("calendar.json", "Mac"), ("parking.json", "Apple Watch Ultra 49mm"),
        ])
    func platforms(_ entry: String, _ device: String) throws {
        let url = PackagePaths.examples.appendingPathComponent(entry)
        let document = try EntryDocument.load(contentsOf: url)
        let d = try DeviceCatalog.device(named: device)
        let shown = document.families.filter { d.widgetSize($0, os: d.currentOS) != nil }
        #expect(!shown.isEmpty)
        let goldens =
            entry.hasPrefix("Watch/")
            ? url.deletingLastPathComponent().appendingPathComponent("Goldens")
            : PackagePaths.goldens.appendingPathComponent("Platforms")
        for family in shown {
            try SnapshotAssertion.verify(entry: url, family: family, device: d, goldens: goldens)
        }
    }

    @Test("renders match the goldens", arguments: ExampleCase.all)
    func golden(_ example: ExampleCase) throws {
        if let index = example.timelineEntry {
            // Each timeline entry under its own name, as `render check` names it.
            let document = try EntryDocument.load(contentsOf: example.entry)
            try SnapshotAssertion.verify(
                document: document.timeline[index], named: example.entry.path, family: example.family,
                colorScheme: example.scheme, variant: example.variant, goldens: PackagePaths.goldens)
            return
        }
        try SnapshotAssertion.verify(
            entry: example.entry, family: example.family, colorScheme: example.scheme, variant: example.variant,
            goldens: PackagePaths.goldens)
    }
}
