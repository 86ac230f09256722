// The widget itself, not only its view, as WidgetKit declares it: `Widget`, `WidgetBundle`,
// `StaticConfiguration`, `AppIntentConfiguration` and the configuration modifiers
// (`supportedFamilies`, `contentMarginsDisabled`, …). A widget file from an iOS extension
// compiles against these unchanged, and `renderPNG(MyWidget(), family:)` draws what
// WidgetKit would: the provider's entries through the configuration's content closure,
// in the families it supports, with its margin and background policy.
//
// Every configuration comes down to one `_WidgetRecipe`: the kind, the policy, and three
// closures that ask the provider for its placeholder, snapshot and timeline and turn each
// entry into a view. The provider's own protocols are in TimelineProvider.swift.

import Foundation
import WidgetDevices

/// A widget, as WidgetKit's `Widget`: a kind and a configuration.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// What a widget declares, as WidgetKit's `WidgetConfiguration`. Made by
/// `StaticConfiguration` and `AppIntentConfiguration` and changed by their modifiers.
public protocol WidgetConfiguration {
    /// What the renderer needs from the configuration (an implementation detail).
    var _recipe: _WidgetRecipe { get }
}

/// One entry of a timeline as the renderer takes it: the date and the view the
/// configuration's content closure made for it.
struct RecipeEntry {
    let date: Date
    let view: AnyView
}

/// A configuration as the renderer takes it. (Public because configuration types must
/// expose it; its contents are internal.)
public struct _WidgetRecipe {
    var kind: String
    /// Nil: WidgetKit's default, the Home Screen families of the device.
    var supportedFamilies: [WidgetFamily]?
    var contentMarginsDisabled = false
    var containerBackgroundRemovable = true
    /// The families `disfavoredLocations([.standBy], for:)` keeps out of StandBy.
    var disfavoredStandBy: Set<WidgetFamily> = []
    var displayName = ""
    var description = ""
    let placeholder: (TimelineProviderContext) -> RecipeEntry
    let snapshot: (TimelineProviderContext) async throws -> RecipeEntry
    let timeline: (TimelineProviderContext) async throws -> [RecipeEntry]
    /// A Live Activity's views (`ActivityViews<Attributes>`), nil for a widget.
    var activityViews: Any?
    /// The configuration's content closure for any entry, nil when the entry is not of its
    /// provider's type (a `#Preview`'s timeline entries are drawn through it).
    var content: (any TimelineEntry) -> AnyView? = { _ in nil }

    /// The families WidgetKit offers this widget in: its `supportedFamilies`, else the Home
    /// Screen families (`systemExtraLarge` on iPad only), or on a watch its accessory
    /// families, as WidgetKit's default.
    func families(on device: Device) -> [WidgetFamily] {
        if let supportedFamilies { return supportedFamilies }
        switch device.idiom {
        case .pad: return [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
        case .watch: return [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner]
        case .phone, .mac: return [.systemSmall, .systemMedium, .systemLarge]
        }
    }
}

/// A widget configured by its provider alone, as WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let _recipe: _WidgetRecipe

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        _recipe = _WidgetRecipe(
            kind: kind,
            placeholder: { context in
                let entry = provider.placeholder(in: context)
                return RecipeEntry(date: entry.date, view: AnyView(content(entry)))
            },
            snapshot: { context in
                let entry = try await provider.snapshotEntry(in: context)
                return RecipeEntry(date: entry.date, view: AnyView(content(entry)))
            },
            timeline: { context in
                try await provider.timelineEntries(in: context).map {
                    RecipeEntry(date: $0.date, view: AnyView(content($0)))
                }
            },
            content: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
    }
}

/// A widget the user configures with an App Intent, as WidgetKit's `AppIntentConfiguration`.
/// The renderer asks the provider with the intent `Intent()` makes (its parameters'
/// defaults), as a newly added widget has.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let _recipe: _WidgetRecipe

    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        _recipe = _WidgetRecipe(
            kind: kind,
            placeholder: { context in
                let entry = provider.placeholder(in: context)
                return RecipeEntry(date: entry.date, view: AnyView(content(entry)))
            },
            snapshot: { context in
                let entry = await provider.snapshot(for: Intent(), in: context)
                return RecipeEntry(date: entry.date, view: AnyView(content(entry)))
            },
            timeline: { context in
                await provider.timeline(for: Intent(), in: context).entries.map {
                    RecipeEntry(date: $0.date, view: AnyView(content($0)))
                }
            },
            content: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
    }
}

/// A configuration with a modifier applied.
public struct _ModifiedWidgetConfiguration: WidgetConfiguration {
    public let _recipe: _WidgetRecipe
}

extension WidgetConfiguration {
    func changing(_ change: (inout _WidgetRecipe) -> Void) -> _ModifiedWidgetConfiguration {
        var recipe = _recipe
        change(&recipe)
        return _ModifiedWidgetConfiguration(_recipe: recipe)
    }

    /// The families the widget is offered in; the renderer draws only these.
    public func supportedFamilies(_ families: [WidgetFamily]) -> _ModifiedWidgetConfiguration {
        changing { $0.supportedFamilies = families }
    }
    /// No content margins: the content reaches the widget's edges (the margins are still in
    /// `\.widgetContentMargins`, for the view to apply where it wants them).
    public func contentMarginsDisabled() -> _ModifiedWidgetConfiguration {
        changing { $0.contentMarginsDisabled = true }
    }
    /// Whether the system may remove the container background (StandBy, the tinted Lock
    /// Screen); kept for the record, the Home Screen draws it either way.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> _ModifiedWidgetConfiguration {
        changing { $0.containerBackgroundRemovable = isRemovable }
    }
    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ name: LocalizedStringKey) -> _ModifiedWidgetConfiguration {
        changing { $0.displayName = name.text }
    }
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ name: S) -> _ModifiedWidgetConfiguration {
        changing { $0.displayName = String(name) }
    }
    public func configurationDisplayName(_ name: Text) -> _ModifiedWidgetConfiguration { changing { _ in } }
    /// The name as a resource (`static let title: LocalizedStringResource = "…"`), as
    /// WidgetKit takes it since iOS 16 (a literal stays a `LocalizedStringKey`).
    @_disfavoredOverload
    public func configurationDisplayName(_ name: LocalizedStringResource) -> _ModifiedWidgetConfiguration {
        changing { $0.displayName = name.description }
    }
    /// The description shown in the widget gallery.
    public func description(_ description: LocalizedStringKey) -> _ModifiedWidgetConfiguration {
        changing { $0.description = description.text }
    }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> _ModifiedWidgetConfiguration {
        changing { $0.description = String(description) }
    }
    public func description(_ description: Text) -> _ModifiedWidgetConfiguration { changing { _ in } }
    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> _ModifiedWidgetConfiguration {
        changing { $0.description = description.description }
    }
    /// Accepted: a static snapshot has no background tasks.
    public func onBackgroundURLSessionEvents(
        matching: ((String) -> Bool)? = nil, _ handler: @escaping (String, @escaping () -> Void) -> Void
    ) -> _ModifiedWidgetConfiguration { changing { _ in } }
    /// StandBy among `locations` keeps `families` out of it (rendering there is an error);
    /// the other locations are chosen by family here.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> _ModifiedWidgetConfiguration
    {
        changing { if locations.contains(.standBy) { $0.disfavoredStandBy.formUnion(families) } }
    }
    /// Accepted: a snapshot is drawn whatever the widget's promotion policy.
    public func promptsForUserConfiguration() -> _ModifiedWidgetConfiguration { changing { _ in } }
}

/// Where a widget is shown, as WidgetKit's `WidgetLocation`.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// Several widgets of one extension, as WidgetKit's `WidgetBundle`.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The extension's entry point on iOS (`@main`); a Linux package has nothing to start.
    public static func main() {}

    /// The bundle's widgets, in order.
    public var widgets: [any Widget] { (body as? _WidgetList)?.widgets ?? [body] }
}

/// The widgets of a bundle, as `@WidgetBundleBuilder` lists them.
public struct _WidgetList: Widget {
    let widgets: [any Widget]
    public init() { widgets = [] }
    init(_ widgets: [any Widget]) { self.widgets = widgets }
    /// A list is not one widget: render its `widgets` one by one.
    public var body: _ModifiedWidgetConfiguration {
        _ModifiedWidgetConfiguration(
            _recipe: _WidgetRecipe(
                kind: "bundle",
                placeholder: { _ in RecipeEntry(date: WidgetDocument.defaultDate, view: AnyView(EmptyView())) },
                snapshot: { _ in RecipeEntry(date: WidgetDocument.defaultDate, view: AnyView(EmptyView())) },
                timeline: { _ in [] }))
    }
}

/// Builds a bundle's list of widgets, as WidgetKit's `WidgetBundleBuilder`.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> [any Widget] {
        (widget as? _WidgetList)?.widgets ?? [widget]
    }
    public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any Widget]?) -> [any Widget] { part ?? [] }
    public static func buildEither(first: [any Widget]) -> [any Widget] { first }
    public static func buildEither(second: [any Widget]) -> [any Widget] { second }
    public static func buildLimitedAvailability(_ part: [any Widget]) -> [any Widget] { part }
    public static func buildFinalResult(_ widgets: [any Widget]) -> _WidgetList { _WidgetList(widgets) }
}
