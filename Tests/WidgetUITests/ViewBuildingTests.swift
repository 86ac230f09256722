// What the Swift API builds: the environment reaching view code, modifiers on groups,
// ForEach, the export that `render` draws to the same bytes, and the errors for what
// cannot be drawn.

import Foundation
import Testing
import WidgetDocument
import WidgetRendering
import WidgetUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct ReadsEnvironment: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var scheme
    @Environment(\.redactionReasons) var redaction
    @Environment(\.accent) var accent
    var body: some View {
        Text(
            "\(family.rawValue) \(scheme.rawValue) \(redaction.contains(.placeholder) ? "placeholder" : "normal") \(accent)"
        )
    }
}

private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}

private struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(8).background(Color.blue)
    }
}

@Suite struct ViewBuildingTests {
    /// The view node of a one-family document.
    func view<V: View>(
        _ v: V, family: WidgetFamily = .systemSmall, scheme: WidgetUI.ColorScheme = .light,
        placeholder: Bool = false
    ) throws -> JSONValue {
        let text = try WidgetDocument(
            v, families: [family], colorScheme: scheme, redactionReasons: placeholder ? .placeholder : []
        ).json()
        let json = try JSONValue.parse(Array(text.utf8))
        return try #require(json["view"])
    }

    @Test func environmentReachesViewCode() throws {
        let v = try view(
            ReadsEnvironment().environment(\.accent, "teal"), family: .systemMedium, scheme: .dark, placeholder: true)
        #expect(v["text"] == .string("systemMedium dark placeholder teal"))
        #expect(try view(ReadsEnvironment())["text"] == .string("systemSmall light normal none"))
    }

    @Test func groupModifiersApplyToEachChildAndForEachJoinsTheStack() throws {
        let v = try view(
            VStack {
                Group {
                    Text("a")
                    Text("b")
                }
                .font(.headline)
                ForEach(0..<3) { i in Text("\(i)") }
                if false { Text("never") }
            })
        guard case .array(let children) = v["children"] ?? .null else {
            Issue.record("no children")
            return
        }
        #expect(children.count == 5)
        #expect(children[0]["modifiers"] == .array([.object([("font", .string("headline"))])]))
        #expect(children[1]["modifiers"] == .array([.object([("font", .string("headline"))])]))
        #expect(children[4]["text"] == .string("2"))
    }

    @Test func lazyStacksCompositingGroupAndLuminanceToAlpha() throws {
        let v = try view(
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                LazyHStack(alignment: .bottom) { Text("a") }
                Color.red.luminanceToAlpha()
            }
            .compositingGroup())
        #expect(v["type"] == .string("LazyVStack"))
        #expect(v["alignment"] == .string("leading") && v["spacing"] == .number(4))
        #expect(v["modifiers"] == .array([.object([("compositingGroup", .bool(true))])]))
        guard case .array(let children) = v["children"] ?? .null, children.count == 2 else {
            Issue.record("expected two children")
            return
        }
        #expect(children[0]["type"] == .string("LazyHStack") && children[0]["alignment"] == .string("bottom"))
        #expect(children[1]["modifiers"] == .array([.object([("luminanceToAlpha", .bool(true))])]))
    }

    @Test func textRunsAndTextModifiers() throws {
        let v = try view((Text("Hi ").bold() + Text("there").foregroundColor(.red)).lineLimit(1))
        guard case .array(let runs) = v["runs"] ?? .null else {
            Issue.record("no runs")
            return
        }
        #expect(runs.count == 2)
        #expect(runs[0]["modifiers"] == .array([.object([("bold", .bool(true))])]))
        #expect(v["modifiers"] == .array([.object([("lineLimit", .number(1))])]))
    }

    @Test func foregroundStyleLevelsAndOriginalSymbols() throws {
        let palette = try view(
            Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.palette)
                .foregroundStyle(.yellow, .cyan))
        #expect(
            palette["modifiers"]
                == .array([
                    .object([("symbolRenderingMode", .string("palette"))]),
                    .object([("foregroundStyle", .array([.string("yellow"), .string("cyan")]))]),
                ]))
        // A symbol in its original colors is drawn in multicolor; a bitmap is unchanged.
        let original = try view(Image(systemName: "heart.fill").renderingMode(.original))
        #expect(original["modifiers"] == .array([.object([("symbolRenderingMode", .string("multicolor"))])]))
        #expect(try view(Image(systemName: "heart.fill").renderingMode(.template))["modifiers"] == nil)
    }

    @Test func markdownLiteralsVerbatimStringsAndEscapedInterpolation() throws {
        #expect(try view(Text("**Bold**"))["verbatim"] == nil)
        let name = "*NSYNC*"
        #expect(try view(Text(name))["verbatim"] == .bool(true))
        #expect(try view(Text(verbatim: "**x**"))["verbatim"] == .bool(true))
        #expect(try view(Text(verbatim: "plain"))["verbatim"] == nil)
        // A value interpolated into a literal shows as typed: its Markdown is escaped.
        #expect(try view(Text("**\(name)** played"))["text"] == .string("**\u{FFF9}*NSYNC\u{FFF9}*** played"))
    }

    @Test func timersAsOfTheEntryDate() throws {
        let start = Date(timeIntervalSince1970: 1_795_770_000)
        let end = start.addingTimeInterval(3909)
        let t = try view(Text(timerInterval: start...end, countsDown: false, showsHours: false))
        #expect(t["timerInterval"]?["from"] == .string("2026-11-27T09:00:00Z"))
        #expect(t["countsDown"] == .bool(false) && t["showsHours"] == .bool(false))
        let paused = try view(Text(timerInterval: start...end, pauseTime: start.addingTimeInterval(60)))
        #expect(paused["pauseTime"] == .string("2026-11-27T09:01:00Z"))
        let p = try view(
            ProgressView(timerInterval: start...end) {
                Text("Tea")
            } currentValueLabel: {
                Text("soon")
            })
        #expect(p["type"] == .string("ProgressView") && p["timerInterval"] != nil)
        #expect(p["currentValueLabel"]?["text"] == .string("soon") && p["label"]?["text"] == .string("Tea"))
        #expect(try view(ProgressView(timerInterval: start...end, countsDown: false))["countsDown"] == .bool(false))
        // The circular style reaches the timer form too (a ring, not a bar).
        let ring = try view(ProgressView(timerInterval: start...end).progressViewStyle(.circular))
        #expect(ring["progressViewStyle"] == .string("circular"), "\(ring)")
    }

    @Test func customViewModifier() throws {
        let v = try view(Text("x").modifier(Card()))
        #expect(
            v["modifiers"]
                == .array([.object([("padding", .number(8))]), .object([("background", .string("blue"))])]))
    }

    @Test func controlStylesReachEveryControlInside() throws {
        let v = try view(
            VStack {
                Label("One", systemImage: "star")
                HStack { Label("Two", systemImage: "star") }
            }
            .labelStyle(.iconOnly))
        guard case .array(let children) = v["children"] ?? .null,
            case .array(let inner) = children[1]["children"] ?? .null
        else {
            Issue.record("no children")
            return
        }
        #expect(children[0]["labelStyle"] == .string("iconOnly"))
        #expect(inner[0]["labelStyle"] == .string("iconOnly"))
    }

    @Test func unsupportedShapesAndMissingImagesAreErrors() {
        #expect(throws: WidgetUIError.self) { try WidgetDocument(Wedge().fill(.red)) }
        #expect(throws: WidgetUIError.self) { try WidgetDocument(Text("x").clipShape(Wedge())) }
        #expect(throws: WidgetUIError.self) {
            try WidgetDocument(Image(contentsOf: URL(fileURLWithPath: "/nonexistent/cover.png")))
        }
        #expect(throws: WidgetUIError.self) { try renderPNG(Text("x"), family: .systemSmall, device: "iPhone 1") }
    }

    /// `WidgetDocument.write(to:)` saves a document and its images that `render` draws to
    /// the same bytes as the Swift render.
    @Test func exportedDocumentDrawsTheSameBytes() throws {
        let cover = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/Images/cover.png").standardized
        let widget = HStack {
            Image(contentsOf: cover).resizable().frame(width: 60, height: 60).clipShape(
                RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading) {
                Text("晴天").font(.headline)
                Text(WidgetDocument.defaultDate.addingTimeInterval(-300), style: .relative).foregroundStyle(.secondary)
            }
        }
        .containerBackground(for: .widget) { Color.yellow.opacity(0.3) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetui-export-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try WidgetDocument(widget, families: [.systemMedium]).write(to: folder)
        let loaded = try EntryDocument.load(contentsOf: folder.appendingPathComponent("entry.json"))
        let fromFile = try Renderer().render(loaded, RenderRequest(family: .systemMedium, colorScheme: .light)).png()
        #expect(fromFile == (try renderPNG(widget, family: .systemMedium)))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Images/cover.png").path))
    }

    @Test func pixelsMatchThePNG() throws {
        let pixels = try renderPixels(Color.red, family: .systemSmall, device: "se3")
        #expect(pixels.rgba.count == pixels.width * pixels.height * 4)
        let middle = (pixels.height / 2 * pixels.width + pixels.width / 2) * 4
        #expect(Array(pixels.rgba[middle..<middle + 4]) == [255, 59, 48, 255])
    }
}

private struct FamilyCells: View {
    var body: some View {
        HStack {
            ForEach(0..<2) { i in
                FamilyName(index: i)
            }
        }
    }
}

private struct FamilyName: View {
    let index: Int
    @Environment(\.widgetFamily) var family
    var body: some View { Text("\(index) \(family.rawValue)") }
}

private struct ModeReader: View {
    @Environment(\.widgetRenderingMode) var mode
    @Environment(\.colorScheme) var scheme
    var body: some View { Text("\(mode.rawValue) \(scheme.rawValue)") }
}

@Suite struct ViewBuildingEnvironmentTests {
    func view<V: View>(_ v: V, family: WidgetFamily) throws -> JSONValue {
        let json = try JSONValue.parse(Array(try WidgetDocument(v, families: [family]).json().utf8))
        return try #require(json["view"])
    }

    @Test func environmentReachesForEachContent() throws {
        let v = try view(FamilyCells(), family: .systemLarge)
        guard case .array(let children) = v["children"] ?? .null else {
            Issue.record("no children")
            return
        }
        #expect(children.map { $0["text"] } == [.string("0 systemLarge"), .string("1 systemLarge")])
    }

    /// Accessory families are drawn vibrant and dark, and the view code is told so.
    @Test func accessoryFamiliesSeeTheModeTheyAreDrawnIn() throws {
        #expect(try view(ModeReader(), family: .accessoryRectangular)["text"] == .string("vibrant dark"))
        #expect(try view(ModeReader(), family: .systemSmall)["text"] == .string("fullColor light"))
    }

    @Test func timeZonesAreWrittenAsTheirOffset() throws {
        let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let v = try view(
            Text(WidgetDocument.defaultDate, style: .time).environment(\.timeZone, zone), family: .systemSmall)
        #expect(v["modifiers"] == .array([.object([("environment", .object([("timeZone", .string("+08:00"))]))])]))
        _ = try renderPNG(
            Text(WidgetDocument.defaultDate, style: .time).environment(\.timeZone, zone), family: .systemSmall)
    }

    @Test func backgroundsThatDifferByFamilyAreRefused() {
        struct ByFamily: View {
            @Environment(\.widgetFamily) var family
            var body: some View {
                Text("x").containerBackground(family == .systemSmall ? Color.red : Color.blue, for: .widget)
            }
        }
        #expect(throws: WidgetUIError.self) { try WidgetDocument(ByFamily(), families: [.systemSmall, .systemMedium]) }
        #expect(throws: Never.self) { try WidgetDocument(ByFamily(), families: [.systemMedium]) }
    }

    @Test func customFontsAreCarriedInTheDocument() throws {
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fonts/JetBrainsMono/JetBrainsMono-Regular-subset.ttf").standardized
        let custom = try renderPNG(
            Text("0O1l").font(.custom("JetBrains Mono", size: 30)), family: .systemSmall, fonts: [font])
        let system = try renderPNG(Text("0O1l").font(.system(size: 30)), family: .systemSmall)
        #expect(custom != system)
        #expect(throws: WidgetUIError.self) {
            try renderPNG(Text("x").font(.custom("Nope", size: 9)), family: .systemSmall)
        }
    }

    @Test func nonFiniteNumbersAreErrorsNotPixels() {
        #expect(throws: WidgetUIError.self) { try WidgetDocument(Text("x").frame(width: .nan)) }
        #expect(throws: WidgetUIError.self) {
            try WidgetDocument(Text(Date(timeIntervalSince1970: .infinity), style: .time))
        }
    }

    @Test func unsupportedStylesNameTheirType() {
        struct Stripes: ShapeStyle {}
        #expect(
            throws: WidgetUIError.unsupported(
                "the shape style Stripes (use a Color, gradient, material or .secondary…)")
        ) {
            try WidgetDocument(Text("x").foregroundStyle(Stripes()))
        }
        #expect(throws: WidgetUIError.self) { try WidgetDocument(Circle().stroke(Stripes(), lineWidth: 2)) }
        #expect(throws: WidgetUIError.self) { try WidgetDocument(Rectangle().fill(AnyShapeStyle(Stripes()))) }
    }
}
