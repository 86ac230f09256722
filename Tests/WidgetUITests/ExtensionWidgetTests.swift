// Widgets declared as in an iOS widget extension (Extension/*.swift: the `Widget`, its
// provider, its entry view, an App Intent, an asset catalog), rendered from the widget's
// own provider in every family it supports, and the UIKit, asset catalog, property
// wrapper and text names they use, each checked for what a user relies on.

import Foundation
import Testing
import WidgetCheck
import WidgetDocument

@testable import WidgetUI

@Suite(.serialized) struct ExtensionWidgetTests {
    /// What the app would have written into its App Group's store.
    func seed(number: Int, ratio: Double) {
        let group = UserDefaults(suiteName: LuckyNumberStore.suiteName)
        group?.set(number, forKey: LuckyNumberStore.numberKey)
        group?.set(ratio, forKey: LuckyNumberStore.ratioKey)
    }

    @Test func luckyNumberWidget() async throws {
        seed(number: 7, ratio: 12.34)
        try await assertWidgetSnapshot(of: LuckyNumberWidget(), colorSchemes: [.light, .dark])
    }

    /// One file with every name the survey of real widget files found (MetroWidget.swift),
    /// compiled with only its imports changed, in each family it supports, from its own
    /// provider: English and Chinese (its string catalog), light and dark.
    @Test func metroWidget() async throws {
        UserDefaults(suiteName: MetroStore.suiteName)?.set("2", forKey: MetroStore.lineKey)
        try await assertWidgetSnapshot(of: MetroWidget(), colorSchemes: [.light, .dark])
        try await assertWidgetSnapshot(
            of: MetroWidget(), variants: [.normal], locale: Locale(identifier: "zh_CN"))
    }

    /// Every widget `#Preview` of the extension files, drawn by one call: a provider's
    /// timeline, or the entries written in the preview (the lucky number's store seeded
    /// here, as the widget reads it), and the Live Activity previews' content states in their
    /// presentation. View previews are not drawn.
    @Test func previews() async throws {
        seed(number: 7, ratio: 12.34)
        let drawn = try await assertPreviewSnapshots(modules: ["WidgetUITests"], colorSchemes: [.light, .dark])
        #expect(
            drawn.map(\.fileName) == [
                "BrandWidget", "EmojiConfigurationWidget", "LuckyNumberWidget", "MetroWidget", "PreviewForms",
                "TemplateLiveActivity", "TemplateLiveActivity",
            ])
    }

    /// The same widget in Chinese: the string catalog's translations, from its own provider.
    @Test func luckyNumberWidgetInChinese() async throws {
        seed(number: 7, ratio: 12.34)
        try await assertWidgetSnapshot(
            of: LuckyNumberWidget(), families: [.systemSmall], variants: [.normal], locale: Locale(identifier: "zh_CN"))
    }

    @Test func emojiConfigurationWidget() async throws {
        try await assertWidgetSnapshot(of: EmojiConfigurationWidget(), variants: [.normal])
    }

    /// Xcode's template sets an intent's parameters on a `let` (`intent.favoriteEmoji =
    /// "😀"`) in its `#Preview`, as App Intents' reference parameters allow.
    @Test func parametersSetOnALet() {
        let intent = EmojiConfigurationIntent()
        intent.favoriteEmoji = "🤩"
        intent.mood = .busy
        #expect(intent.favoriteEmoji == "🤩" && intent.mood == .busy)
        // Each intent has its own values: a new one starts from the defaults.
        #expect(EmojiConfigurationIntent().favoriteEmoji == "😃" && EmojiConfigurationIntent().mood == .calm)
    }

    @Test func brandWidget() async throws {
        try await assertWidgetSnapshot(of: BrandWidget(), colorSchemes: [.light, .dark])
    }

    /// `@AppStorage` reads the store the test seeded, when the body runs.
    @Test func appStorageReadsTheSeededStore() async throws {
        seed(number: 7, ratio: 12.34)
        let seven = try await renderPNG(LuckyNumberWidget(), family: .systemSmall)
        seed(number: 42, ratio: 12.34)
        let fortyTwo = try await renderPNG(LuckyNumberWidget(), family: .systemSmall)
        #expect(seven != fortyTwo)
        seed(number: 7, ratio: 12.34)
        #expect(try await renderPNG(LuckyNumberWidget(), family: .systemSmall) == seven)
    }

    /// Only the families the widget declares are drawn; asking for another names them.
    @Test func unsupportedFamilyIsRefused() async throws {
        do {
            _ = try await renderPNG(LuckyNumberWidget(), family: .systemLarge)
            Issue.record("a family the widget does not support was drawn")
        } catch let error as WidgetUIError {
            #expect("\(error)".contains("LuckyNumberWidget does not support systemLarge"))
            #expect("\(error)".contains("systemSmall, systemMedium"))
        }
    }

    /// `contentMarginsDisabled()` takes the margins away, and `\.widgetContentMargins`
    /// still reports them: the view's own padding puts the title 16 pt in.
    @Test func marginsDisabledStillReported() async throws {
        seed(number: 7, ratio: 12.34)
        let pixels = try await renderPixels(LuckyNumberWidget(), family: .systemSmall)
        // The tinted background reaches the widget's edge (no automatic margin).
        let edge = pixels.rgba[(pixels.width * (pixels.height / 2)) * 4 + 3 * 4 + 2]
        #expect(edge > 240 && pixels.rgba[(pixels.width * (pixels.height / 2)) * 4 + 3 * 4] < 240)
        // Nothing is drawn in the 16 pt the view keeps free on its leading side.
        let row = pixels.height / 3
        let leading = (0..<(16 * 3 - 2)).map { pixels.rgba[(row * pixels.width + $0) * 4] }
        #expect(Set(leading).count == 1)
    }

    /// The timeline's entries are drawn on their own dates; `entry:` picks one.
    @Test func timelineEntries() async throws {
        let first = try await renderPNG(EmojiConfigurationWidget(), family: .systemSmall)
        let third = try await renderPNG(EmojiConfigurationWidget(), family: .systemSmall, entry: .timeline(2))
        #expect(first != third)
        await #expect(throws: WidgetUIError.self) {
            _ = try await renderPNG(EmojiConfigurationWidget(), family: .systemSmall, entry: .timeline(5))
        }
        let gallery = try await renderPNG(EmojiConfigurationWidget(), family: .systemSmall, entry: .snapshot)
        #expect(gallery == first)
    }

    /// A bundle lists its widgets, `if #available` included.
    @Test func bundleListsItsWidgets() {
        let widgets = ExampleExtensionWidgets().widgets
        #expect(widgets.count == 3)
        #expect(widgets.last is BrandWidget)
    }

    // MARK: UIKit names

    @Test func uiColors() throws {
        #expect(Color(uiColor: .secondaryLabel).styleJSON == .string("secondaryLabel"))
        #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).styleJSON == .string("#FF8000"))
        // withAlphaComponent sets the alpha, it does not multiply it (secondaryLabel is 60 %).
        #expect(
            Color(uiColor: UIColor.secondaryLabel.withAlphaComponent(0.5)).styleJSON
                == .object([("light", .string("#3C3C4380")), ("dark", .string("#EBEBF580"))]))
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(
            Color(uiColor: dynamic).styleJSON == .object([("light", .string("#000000")), ("dark", .string("#FFFFFF"))]))
        #expect(Color(uiColor: .lightGray).styleJSON == .string("#AAAAAA"))
    }

    @Test func uiFonts() throws {
        let font = Font(UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect(font.modifiers.first?.1 == .object([("size", .number(13)), ("weight", .string("semibold"))]))
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)).modifiers.first?.1 == .string("title"))
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
    }

    // MARK: Asset catalogs

    /// Colour sets: 0x components, the dark appearance in Display P3 converted to sRGB.
    @Test func colorSetFromTheCatalog() throws {
        #expect(
            Color("BrandTeal").styleJSON
                == .object([("light", .string("#008099")), ("dark", .string("#00B6CF"))]))
        #expect(UIColor(named: "BrandTeal") != nil)
        #expect(UIColor(named: "NoSuchColour") == nil)
    }

    struct MissingColourView: View {
        var body: some View { Text("x").foregroundStyle(Color("NoSuchColour")) }
    }

    /// The symbols the AssetSymbols plugin generates from the catalog, named as Xcode names
    /// them, stand for their sets.
    @Test func generatedAssetSymbols() throws {
        #expect(Color(.brandTeal).styleJSON == Color("BrandTeal").styleJSON)
        #expect(Color.brandTeal.styleJSON == Color("BrandTeal").styleJSON)
        #expect(ImageResource.badge.name == "Badge")
        #expect(ImageResource.iconsStar.name == "Icons/Star")
        let viaSymbol = try WidgetDocument(Image(.badge)).images
        let viaName = try WidgetDocument(Image("Badge")).images
        #expect(viaSymbol == viaName && !viaSymbol.isEmpty)
    }

    /// A missing colour set fails the build of the document, naming the set and the catalog
    /// (and, for a colour made outside any view's body, the decoder names it at its path).
    @Test func missingColorSetIsAnError() throws {
        do {
            _ = try WidgetDocument(MissingColourView())
            Issue.record("a missing colour set was drawn")
        } catch {
            #expect("\(error)" == "no colour set \"NoSuchColour\" in the asset catalogs: searched Assets.xcassets")
        }
        do {
            _ = try WidgetDocument(Text("x").foregroundStyle(Color("NoSuchColour")))
            Issue.record("a missing colour set was drawn")
        } catch {
            #expect(
                "\(error)".contains("$.view.modifiers[0].foregroundStyle: unknown color \"asset colour NoSuchColour\""))
        }
    }

    /// Image sets: the file at the device's scale, the dark appearance's file when dark,
    /// namespaced folders, and vector sets refused with a reason.
    @Test func imageSetsFollowScaleAndAppearance() throws {
        func src(_ view: some View, scale: CGFloat, scheme: WidgetUI.ColorScheme = .light) throws -> [UInt8] {
            let document = try WidgetDocument(view, colorScheme: scheme, displayScale: scale)
            return try #require(document.images.values.first)
        }
        let at3x = try src(Image("Badge"), scale: 3)
        let at2x = try src(Image("Badge"), scale: 2)
        #expect(at3x != at2x)
        #expect(try src(Image("Icons/Star"), scale: 3) != src(Image("Icons/Star"), scale: 3, scheme: .dark))
        do {
            _ = try WidgetDocument(Image("Vector"))
            Issue.record("a PDF image set was drawn")
        } catch {
            #expect("\(error)".contains("vector images (PDF, SVG) are not drawn"))
        }
        #expect(UIImage(named: "Badge") != nil)
        #expect(UIImage(named: "Missing") == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    // MARK: Text

    /// A styled date or a Text inside a literal stays its own run; `specifier:` formats.
    @Test func textInterpolation() throws {
        let date = Date(timeIntervalSince1970: 1_767_225_600)
        let json = try WidgetDocument(Text("Updated \(date, style: .relative) ago")).json()
        #expect(json.contains("\"runs\""))
        #expect(json.contains("\"style\": \"relative\""))
        let ratio = 3.14159
        #expect(try WidgetDocument(Text("π ≈ \(ratio, specifier: "%.2f")")).json().contains("π ≈ 3.14"))
        #expect(try WidgetDocument(Text("Tip", comment: "a label")).json().contains("\"Tip\""))
        // Integers are grouped as SwiftUI groups them; a verbatim string is not.
        let steps = 12_345
        #expect(try WidgetDocument(Text("\(steps) steps")).json().contains("12,345 steps"))
        #expect(try WidgetDocument(Text("\(-1_234_567)")).json().contains("-1,234,567"))
        #expect(try WidgetDocument(Text("\(999)")).json().contains("\"999\""))
        #expect(try WidgetDocument(Text(verbatim: "\(steps)")).json().contains("\"12345\""))
        #expect(try WidgetDocument(Text("\(7, specifier: "%03d")")).json().contains("\"007\""))
        // In the locale of the view's environment, as SwiftUI writes it when it draws.
        let german = try WidgetDocument(StepCount().environment(\.locale, Locale(identifier: "de_DE"))).json()
        #expect(german.contains("12.345"), "\(german)")
    }

    struct StepCount: View {
        var body: some View { Text("\(12_345)") }
    }
}

/// Content taller than the widget fails a snapshot unless the test allows it, as
/// `render check --strict` fails it: the golden alone would hide the clipped rows.
@Suite(.serialized) struct OverflowSnapshotTests {
    struct TallList: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(0..<12) { row in
                    Text("Row \(row)").font(.title3)
                }
            }
        }
    }

    /// Two PNG snapshots compared by pixels, as other snapshot tools call it.
    @Test func snapshotComparison() throws {
        let one = try renderPNG(Text("1").font(.largeTitle), family: .systemSmall)
        let two = try renderPNG(Text("2").font(.largeTitle), family: .systemSmall)
        #expect(compareSnapshotPNGs(expected: one, actual: one) == nil)
        let difference = try #require(compareSnapshotPNGs(expected: one, actual: two))
        #expect(difference.message.contains("pixels differ") && difference.diffPNG != nil, "\(difference)")
        #expect(compareSnapshotPNGs(expected: one, actual: two, tolerance: .init(channel: 255)) == nil)
        let unreadable = try #require(compareSnapshotPNGs(expected: Array("not a PNG".utf8), actual: one))
        #expect(unreadable.message.hasPrefix("the reference snapshot cannot be read: "), "\(unreadable)")
    }

    /// The Swift API's tolerance is `render check`'s, perceptual mode included: a shade
    /// apart fails per channel and passes within a ΔE.
    @Test func perceptualTolerance() throws {
        let one = try renderPNG(Color(red: 0.5, green: 0.5, blue: 0.5), family: .systemSmall)
        let two = try renderPNG(Color(red: 0.52, green: 0.5, blue: 0.5), family: .systemSmall)
        #expect(compareSnapshotPNGs(expected: one, actual: two, tolerance: SnapshotTolerance(channel: 0)) != nil)
        #expect(compareSnapshotPNGs(expected: one, actual: two, tolerance: SnapshotTolerance(deltaE: 3)) == nil)
        #expect(compareSnapshotPNGs(expected: one, actual: two, tolerance: SnapshotTolerance(deltaE: 0.5)) != nil)
        let same: Tolerance = SnapshotTolerance(channel: 4, pixelBudget: 9)
        #expect(same == Tolerance(channel: 4, pixelBudget: 9))
    }

    /// A pass removes the actual and diff images an earlier failure of the same golden left.
    @Test func passingRemovesStaleArtifacts() throws {
        let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(".artifacts/snapshots")
        let actual = artifacts.appendingPathComponent("tallList-systemSmall-iPhone17@3x-light-actual.png")
        do {
            try assertWidgetSnapshot(
                of: TallList().foregroundStyle(.red), named: "tallList", families: [.systemSmall], record: false,
                allowsOverflow: true)
            Issue.record("a different picture matched")
        } catch {
            #expect(FileManager.default.fileExists(atPath: actual.path))
        }
        try assertWidgetSnapshot(
            of: TallList(), named: "tallList", families: [.systemSmall], record: false, allowsOverflow: true)
        #expect(!FileManager.default.fileExists(atPath: actual.path))
    }

    @Test func overflowFailsUnlessAllowed() throws {
        try assertWidgetSnapshot(of: TallList(), named: "tallList", families: [.systemSmall], allowsOverflow: true)
        do {
            try assertWidgetSnapshot(of: TallList(), named: "tallList", families: [.systemSmall])
            Issue.record("an overflowing widget passed")
        } catch {
            #expect("\(error)".contains("taller than the widget (clipped)"))
        }
    }
}

/// The rendering options the CLI has, from Swift.
@Suite struct RenderOptionTests {
    /// Margins disabled: a view's colour reaches the widget's edge; with them, 16 pt of the
    /// container background show there.
    @Test func contentMarginsDisabled() throws {
        let view = Color.red.containerBackground(.white, for: .widget)
        let framed = try renderPixels(view, family: .systemMedium)
        let bare = try renderPixels(view, family: .systemMedium, contentMarginsDisabled: true)
        let i = ((framed.height / 2) * framed.width + 10) * 4
        #expect(framed.rgba[i] == 255 && framed.rgba[i + 1] == 255)
        #expect(bare.rgba[i] == 255 && bare.rgba[i + 1] < 80)
    }
}

/// A provider that never calls its completion handler fails the render, naming it,
/// instead of hanging the test run.
@Suite struct ProviderTimeoutTests {
    struct SilentProvider: TimelineProvider {
        func placeholder(in context: Context) -> LuckyEntry { LuckyEntry(date: WidgetDocument.defaultDate) }
        func getSnapshot(in context: Context, completion: @escaping (LuckyEntry) -> Void) {}
        func getTimeline(in context: Context, completion: @escaping (Timeline<LuckyEntry>) -> Void) {}
    }

    /// The brand widget with a background that cannot be removed.
    struct FixedBackgroundWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "fixed", provider: BrandProvider()) { entry in BrandEntryView(entry: entry) }
                .supportedFamilies([.systemSmall])
                .containerBackgroundRemovable(false)
        }
    }

    /// The brand widget kept out of StandBy.
    struct NoStandByWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "nostandby", provider: BrandProvider()) { entry in BrandEntryView(entry: entry) }
                .supportedFamilies([.systemSmall])
                .disfavoredLocations([.standBy], for: [.systemSmall])
        }
    }

    /// StandBy shows a widget 2.2 times larger, from its own provider; WidgetKit leaves out
    /// one whose background cannot be removed or that disfavors StandBy, and so do we.
    @Test func standBy() async throws {
        let png = try await renderPNG(BrandWidget(), family: .systemSmall, place: .standBy)
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1085)
        // A view with the default families: StandBy keeps the small one.
        let json = try WidgetDocument(Text("Hi"), place: .standBy).json()
        #expect(json.contains(#""families": ["systemSmall"]"#) && json.contains(#""place": "standBy""#), "\(json)")
        func refusal<W: Widget>(_ widget: W) async -> String {
            do {
                _ = try await renderPNG(widget, family: .systemSmall, place: .standBy)
                return "drawn"
            } catch { return "\(error)" }
        }
        let fixed = await refusal(FixedBackgroundWidget())
        #expect(fixed.contains("is not shown in StandBy: its containerBackgroundRemovable is false"), "\(fixed)")
        let disfavored = await refusal(NoStandByWidget())
        #expect(disfavored.contains("is not shown in StandBy: it disfavors it"), "\(disfavored)")
        // On the Home Screen they are drawn as ever.
        _ = try await renderPNG(FixedBackgroundWidget(), family: .systemSmall)
        _ = try await renderPNG(NoStandByWidget(), family: .systemSmall)
    }

    struct SilentWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "silent", provider: SilentProvider()) { _ in Text("never") }
        }
    }

    @Test func unansweredTimelineFails() async throws {
        try await ProviderAnswers.$timeout.withValue(0.2) {
            do {
                _ = try await renderPNG(SilentWidget(), family: .systemSmall)
                Issue.record("a provider that never answered was drawn")
            } catch {
                #expect("\(error)".contains("SilentProvider.getTimeline did not call its completion handler"))
            }
            // The placeholder needs no handler.
            _ = try await renderPNG(SilentWidget(), family: .systemSmall, variant: .placeholder)
        }
    }
}

/// The five widgets of Extension/CollectionWidgets.swift, each from its own provider in
/// every family it supports.
@Suite struct CollectionWidgetTests {
    @Test func countdownStyleWidget() async throws {
        try await assertWidgetSnapshot(of: CountdownStyleWidget(), variants: [.normal])
    }

    @Test func lockScreenStyleWidget() async throws {
        try await assertWidgetSnapshot(of: LockScreenStyleWidget(), variants: [.normal])
    }

    @Test func deepLinkStyleWidget() async throws {
        try await assertWidgetSnapshot(of: DeepLinkStyleWidget(), variants: [.normal])
    }

    @Test func environmentStyleWidget() async throws {
        try await assertWidgetSnapshot(
            of: EnvironmentStyleWidget(), colorSchemes: [.light, .dark], variants: [.normal])
    }

    @Test func staticTemplateWidget() async throws {
        try await assertWidgetSnapshot(of: StaticTemplateWidget(), families: [.systemSmall])
    }
}

/// `os:` pins the iOS version a widget is drawn for: its size there, and the size its
/// provider is told.
@Suite struct WidgetOSTests {
    @Test func sizeOfTheOSAskedFor() async throws {
        let iOS18 = try await renderPixels(
            StaticTemplateWidget(), family: .systemSmall, device: "iPhone 16 Pro", os: .iOS18)
        let current = try await renderPixels(StaticTemplateWidget(), family: .systemSmall, device: "iPhone 16 Pro")
        #expect(iOS18.width == 158 * 3)
        #expect(current.width == Int((164.33 * 3).rounded()))
    }
}
