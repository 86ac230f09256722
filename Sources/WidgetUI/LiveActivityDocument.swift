// A Live Activity's views as an entry document (`"liveActivity"`), built from the widget's
// `ActivityConfiguration` for one attributes value and state, and the functions that
// render its presentations. The Lock Screen's views are built in the scheme asked, the
// island's in the dark one, as the renderer draws them.

import Foundation
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// The entry document of a Live Activity, as `render` reads it.
public struct LiveActivityDocument {
    /// The document as JSON.
    let value: JSONValue
    /// Image bytes by their `src` (under `Images/`).
    public let images: [String: [UInt8]]
    var document: EntryDocument

    /// Builds `widget`'s Live Activity for `attributes` in `state`.
    ///
    /// - Parameters:
    ///   - kind: used in file names; the attributes' type name by default.
    ///   - isStale: `context.isStale`.
    public init<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, state: A.ContentState, isStale: Bool = false, kind: String? = nil,
        date: Date = WidgetDocument.defaultDate, colorScheme: ColorScheme = .light, locale: Locale? = nil,
        redactionReasons: RedactionReasons = []
    ) throws {
        let recipe = widget.body._recipe
        guard let views = recipe.activityViews as? ActivityViews<A> else {
            throw WidgetUIError.unsupported(
                "\(W.self) has no ActivityConfiguration for \(A.self) (a Live Activity's widget declares `ActivityConfiguration(for: \(A.self).self)`)"
            )
        }
        let context = ActivityViewContext(
            attributes: attributes, state: state, isStale: isStale, activityID: "snapshot")
        let (lockScreen, island) = views(context)
        let parts = DocumentParts()
        parts.date = date
        func root(_ view: AnyView, scheme: ColorScheme) throws -> JSONValue {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            // As the renderer tells a view on a presentation's canvas (format 1.1's `If`).
            environment.showsWidgetContainerBackground = false
            environment.redactionReasons = redactionReasons
            if let locale { environment.locale = locale }
            let problems = BuildProblems()
            let nodes = try BuildProblems.$current.withValue(problems) {
                try ViewBuilding.nodes(of: view, in: BuildContext(environment: environment, document: parts))
            }
            if let problem = problems.first { throw problem }
            switch nodes.count {
            case 0: return emptyNode
            case 1: return nodes[0]
            default: return viewNode("VStack", [("children", .array(nodes))])
            }
        }
        var activity: [(key: String, value: JSONValue)] = [("lockScreen", try root(lockScreen, scheme: colorScheme))]
        if let tint = parts.activityBackgroundTint { activity.append(("backgroundTint", tint)) }
        var expanded: [(key: String, value: JSONValue)] = []
        for (position, view) in island.regions where !expanded.contains(where: { $0.key == position.name }) {
            expanded.append((position.name, try root(view, scheme: .dark)))
        }
        var dynamicIsland: [(key: String, value: JSONValue)] = []
        if !expanded.isEmpty { dynamicIsland.append(("expanded", .object(expanded))) }
        dynamicIsland += [
            ("compactLeading", try root(island.compactLeading, scheme: .dark)),
            ("compactTrailing", try root(island.compactTrailing, scheme: .dark)),
            ("minimal", try root(island.minimal, scheme: .dark)),
        ]
        if let keyline = island.keylineTint { dynamicIsland.append(("keylineTint", keyline.styleJSON)) }
        activity.append(("dynamicIsland", .object(dynamicIsland)))
        var pairs: [(key: String, value: JSONValue)] = [
            ("version", .number(1)), ("kind", .string(kind ?? String(describing: A.self))),
            ("date", .string(ISOText.string(date))), ("colorScheme", .string(colorScheme.rawValue)),
        ]
        if let locale { pairs.append(("locale", .string(locale.identifier))) }
        pairs.append(("liveActivity", .object(activity)))
        value = .object(pairs)
        images = parts.images
        document = try WidgetDocument.decoded(value, images: images, fontFiles: [:])
    }

    /// The entry document as JSON text (images are named by their `src`).
    public func json() -> String { value.serialized() }

    func entryDocument() -> EntryDocument { document }
}

/// Renders one presentation of a widget's Live Activity to PNG bytes, as `render` writes
/// the same activity written as JSON.
///
///     let png = try renderPNG(DeliveryLiveActivity(), attributes: .sample, state: .onTheWay,
///                             presentation: .expanded, device: "iPhone 17 Pro")
public func renderPNG<W: Widget, A: ActivityAttributes>(
    _ widget: W, attributes: A, state: A.ContentState, presentation: ActivityPresentation,
    device: String = DeviceCatalog.defaultDeviceName, colorScheme: ColorScheme = .light, isStale: Bool = false,
    date: Date = WidgetDocument.defaultDate, locale: Locale? = nil, variant: SnapshotVariant = .normal
) throws -> [UInt8] {
    let snapshot = try activitySnapshot(
        widget, attributes: attributes, state: state, presentation: presentation, device: device,
        colorScheme: colorScheme, isStale: isStale, date: date, locale: locale, variant: variant)
    do { return try snapshot.png() } catch { throw WidgetUIError.renderFailed("\(error)") }
}

/// One presentation of a widget's Live Activity, drawn.
func activitySnapshot<W: Widget, A: ActivityAttributes>(
    _ widget: W, attributes: A, state: A.ContentState, presentation: ActivityPresentation, device: String,
    colorScheme: ColorScheme, isStale: Bool = false, date: Date = WidgetDocument.defaultDate, locale: Locale?,
    variant: SnapshotVariant = .normal
) throws -> Snapshot {
    let resolved: Device
    do { resolved = try DeviceCatalog.device(named: device) } catch {
        throw WidgetUIError.unknownDevice("\(error)")
    }
    let document = try LiveActivityDocument(
        widget, attributes: attributes, state: state, isStale: isStale, date: date, colorScheme: colorScheme,
        locale: locale, redactionReasons: variant.redactionReasons
    ).entryDocument()
    let request = RenderRequest(
        family: .systemSmall, device: resolved, colorScheme: .init(rawValue: colorScheme.rawValue),
        variant: .init(rawValue: variant.rawValue) ?? .normal)
    do {
        return try LiveActivityRendering.render(document, presentation, request, renderer: sharedRenderer)
    } catch {
        throw WidgetUIError.renderFailed("\(error)")
    }
}
