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
        Text("\(family.rawValue) \(scheme.rawValue) \(redaction.contains(.placeholder) ? "placeholder" : "normal") \(accent)")
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
    func view<V: View>(_ v: V, family: WidgetFamily = .systemSmall, scheme: WidgetUI.ColorScheme = .light,
                       placeholder: Bool = false) throws -> JSONValue {
        let text = try WidgetDocument(v, families: [family], colorScheme: scheme, placeholder: placeholder).json()
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
        guard case .array(let children) = v["children"] ?? .null, case .array(let inner) = children[1]["children"] ?? .null
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
            Image(contentsOf: cover).resizable().frame(width: 60, height: 60).clipShape(RoundedRectangle(cornerRadius: 8))
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
