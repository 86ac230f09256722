// A widget's views as an entry document: the view is built once per family (its code
// may switch on `@Environment(\.widgetFamily)`) in the environment of one render, and the
// nodes are the same JSON an entry file holds. `json()` exports it; `render` draws the
// export exactly as the Swift render draws the views (a test holds them byte-identical).

import Foundation
import WidgetDocument
import WidgetDevices

/// The entry document a widget view builds, as `render` reads it.
public struct WidgetDocument {
    /// The document as JSON.
    let value: JSONValue
    /// Image bytes by their `src` (under `Images/`).
    public let images: [String: [UInt8]]

    /// The default entry date, the format's: 2026-01-01T00:00:00Z (never the clock).
    public static let defaultDate = Date(timeIntervalSince1970: 1_767_225_600)

    /// Builds `view` for each family.
    ///
    /// - Parameters:
    ///   - kind: the widget's kind, used in file names (letters, digits, `-`, `_`, `.`).
    ///   - families: the supported families; the view is built once per family.
    ///   - date: the entry's date: date-styled text is drawn relative to it.
    ///   - colorScheme: the scheme the view is built and drawn in.
    ///   - placeholder: build with `redactionReasons` = `.placeholder` (the placeholder render).
    ///   - device: the device whose scale `displayScale` reports.
    public init<V: View>(
        _ view: V, kind: String = "widget", families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
        date: Date = WidgetDocument.defaultDate, colorScheme: ColorScheme = .light,
        renderingMode: WidgetRenderingMode = .fullColor, contentMarginsDisabled: Bool = false,
        placeholder: Bool = false, displayScale: CGFloat = 3
    ) throws {
        guard !families.isEmpty else { throw WidgetUIError.invalidDocument("a widget needs at least one family") }
        let parts = DocumentParts()
        var views: [(WidgetFamily, JSONValue)] = []
        for family in families {
            var environment = EnvironmentValues()
            environment.widgetFamily = family
            environment.colorScheme = colorScheme
            environment.widgetRenderingMode = renderingMode
            environment.showsWidgetContainerBackground = !family.isAccessory && renderingMode == .fullColor
            environment.redactionReasons = placeholder ? .placeholder : []
            environment.displayScale = displayScale
            let margin: CGFloat = family.isAccessory || contentMarginsDisabled ? 0 : 16
            environment.widgetContentMargins = EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
            let nodes = try ViewBuilding.nodes(of: view, in: BuildContext(environment: environment, document: parts))
            let root: JSONValue =
                switch nodes.count {
                case 0: emptyNode
                case 1: nodes[0]
                // Several views at the top are stacked vertically, as WidgetKit lays out a
                // body that is a bare list of views.
                default: viewNode("VStack", [("children", .array(nodes))])
                }
            views.append((family, root))
        }
        let background = parts.containerBackground
        let needsTemplates = background?["type"] != nil
        var pairs: [(key: String, value: JSONValue)] = [
            ("version", .number(needsTemplates ? 1.1 : 1)), ("kind", .string(kind)), ("date", .string(ISOText.string(date))),
            ("families", .array(families.map { .string($0.rawValue) })), ("colorScheme", .string(colorScheme.rawValue)),
        ]
        if renderingMode != .fullColor { pairs.append(("renderingMode", .string(renderingMode.rawValue))) }
        if let background { pairs.append(("containerBackground", background)) }
        if contentMarginsDisabled { pairs.append(("contentMarginsDisabled", .bool(true))) }
        if views.allSatisfy({ $0.1 == views[0].1 }) {
            pairs.append(("view", views[0].1))
        } else {
            pairs.append(("familyViews", .object(views.map { ($0.0.rawValue, $0.1) })))
        }
        value = .object(pairs)
        images = parts.images
    }

    /// The entry document as JSON text, as `render` reads it (images are named by their
    /// `src`, relative to where the document is saved: `write(to:)` saves both).
    public func json() -> String { value.serialized() }

    /// Saves the document as `folder/<name>` and its images beside it (`Images/…`).
    public func write(to folder: URL, named name: String = "entry.json") throws {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        for (src, bytes) in images {
            let url = folder.appendingPathComponent(src)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        }
        try Data(json().utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
    }

    /// The decoded document, with its images, as the renderer takes it.
    func entryDocument() throws -> EntryDocument {
        var document: EntryDocument
        do { document = try EntryDocument.decode(value) } catch {
            throw WidgetUIError.invalidDocument("the widget's view does not make a valid entry document: \(error)")
        }
        document.imageFiles = images
        return document
    }
}
