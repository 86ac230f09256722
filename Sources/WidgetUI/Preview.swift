// `#Preview`, as SwiftUI and WidgetKit declare it, so that the previews at the end of a
// widget file compile on Linux. Each form's arguments are type-checked as Xcode checks them
// (a preview naming a view or entry that does not exist is still an error); each use
// expands to a registration of the same preview (Sources/WidgetUIMacros), which
// `WidgetPreview.all` lists and `assertPreviewSnapshots()` draws (WidgetPreview.swift).

import WidgetDevices

/// A view's preview: `#Preview { MyView() }`, `#Preview("Name") { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetUIMacros", type: "PreviewMacro")

/// A view's preview with traits: `#Preview(traits: .sizeThatFitsLayout) { MyView() }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
    _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "WidgetUIMacros", type: "PreviewMacro")

/// A widget's preview from entries: `#Preview(as: .systemSmall) { MyWidget() } timeline: {
/// MyEntry(…); MyEntry(…) }`.
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () async -> [Entry]
) = #externalMacro(module: "WidgetUIMacros", type: "PreviewMacro")

/// An App Intent widget's preview from entries: `#Preview(as: .systemSmall, using:
/// MyIntent.sample) { MyWidget() } timeline: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () async -> [Entry]
) = #externalMacro(module: "WidgetUIMacros", type: "PreviewMacro")

/// A widget's preview from its provider: `#Preview(as: .systemSmall) { MyWidget() }
/// timelineProvider: { Provider() }`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "WidgetUIMacros", type: "PreviewMacro")

/// An App Intent widget's preview from its provider.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "WidgetUIMacros", type: "PreviewMacro")

/// A Live Activity's preview: `#Preview("Notification", as: .content, using:
/// MyAttributes.preview) { MyLiveActivity() } contentStates: { MyAttributes.ContentState.a }`,
/// as Xcode's Live Activity template writes it.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping @MainActor () -> W,
    @PreviewContentStatesBuilder<Attributes.ContentState> contentStates:
        @escaping @MainActor () async -> [Attributes
        .ContentState]
) = #externalMacro(module: "WidgetUIMacros", type: "PreviewMacro")

/// Which presentation of a Live Activity a preview shows, as WidgetKit's
/// `ActivityPreviewViewKind`.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen's banner.
    case content
    /// One of the Dynamic Island's presentations.
    case dynamicIsland(DynamicIslandPresentation)

    public enum DynamicIslandPresentation: Hashable, Sendable {
        case compact, expanded, minimal
    }

    /// The renderer's presentation.
    var presentation: ActivityPresentation {
        switch self {
        case .content: return .lockScreen
        case .dynamicIsland(.compact): return .compact
        case .dynamicIsland(.expanded): return .expanded
        case .dynamicIsland(.minimal): return .minimal
        }
    }
}

/// The items of a preview's list closure, one per line, as WidgetKit's builders take them
/// (`if`, `for` and arrays too): a widget preview's `timeline:` entries
/// (`PreviewTimelineBuilder`) and a Live Activity preview's `contentStates:`
/// (`PreviewContentStatesBuilder`).
@resultBuilder
public enum PreviewListBuilder<Element> {
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    public static func buildEither(first: [Element]) -> [Element] { first }
    public static func buildEither(second: [Element]) -> [Element] { second }
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}

/// The entries of a widget preview's `timeline:` closure.
public typealias PreviewTimelineBuilder<Entry: TimelineEntry> = PreviewListBuilder<Entry>

/// The content states of a Live Activity preview's `contentStates:` closure.
public typealias PreviewContentStatesBuilder<State> = PreviewListBuilder<State>

/// What `PreviewTrait`s of a view preview apply to (SwiftUI's `Preview.ViewTraits`).
public enum PreviewViewTraits {}

/// A preview's layout or orientation (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.landscapeLeft`): accepted so that previews compile; a snapshot's size comes from the
/// family and device it is rendered for.
public struct PreviewTrait<T>: Sendable {
    let name: String
}

extension PreviewTrait where T == PreviewViewTraits {
    public static var defaultLayout: Self { Self(name: "defaultLayout") }
    public static var sizeThatFitsLayout: Self { Self(name: "sizeThatFitsLayout") }
    public static func fixedLayout(width: Double, height: Double) -> Self { Self(name: "fixedLayout") }
    public static var portrait: Self { Self(name: "portrait") }
    public static var portraitUpsideDown: Self { Self(name: "portraitUpsideDown") }
    public static var landscapeLeft: Self { Self(name: "landscapeLeft") }
    public static var landscapeRight: Self { Self(name: "landscapeRight") }
}
