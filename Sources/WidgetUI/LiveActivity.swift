// Live Activities as ActivityKit and WidgetKit declare them: `ActivityAttributes` with its
// `ContentState`, `ActivityConfiguration(for:content:dynamicIsland:)` in a widget, and
// `DynamicIsland` with its expanded regions and compact and minimal views. A file from a
// widget extension that declares a Live Activity compiles unchanged, and
// `renderPNG(MyLiveActivity(), attributes:, state:, presentation:)` draws a presentation
// as `render` draws the same activity written as JSON (`"liveActivity"`): the Swift views
// build that document (`LiveActivityDocument`), so the two give the same bytes.

import Foundation
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// What an app's Live Activity shows, as ActivityKit's `ActivityAttributes`: the fixed
/// attributes and the `ContentState` that changes.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// What an activity's views are made from, as ActivityKit's `ActivityViewContext`.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    /// Whether the activity's content is out of date.
    public let isStale: Bool
    public let activityID: String
}

/// A Live Activity's presentations as a widget declares them, as WidgetKit's
/// `ActivityConfiguration`.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public let _recipe: _WidgetRecipe

    public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        let views: ActivityViews<Attributes> = { context in (AnyView(content(context)), dynamicIsland(context)) }
        _recipe = _WidgetRecipe.liveActivity(kind: String(describing: Attributes.self), views: views)
    }
}

/// An activity's views for a context: the Lock Screen's and the island's.
typealias ActivityViews<Attributes: ActivityAttributes> = (ActivityViewContext<Attributes>) -> (
    lockScreen: AnyView, island: DynamicIsland
)

/// Where a region of the expanded island goes, as ActivityKit's
/// `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    public static let leading = Self(name: "leading")
    public static let trailing = Self(name: "trailing")
    public static let center = Self(name: "center")
    public static let bottom = Self(name: "bottom")
}

/// One region of the expanded island.
public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandExpandedContent {
    let position: DynamicIslandExpandedRegionPosition
    let content: AnyView

    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content
    ) {
        self.position = position
        self.content = AnyView(content())
    }

    /// Accepted: a region's content margins (the layout's are used).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> Self { self }

    public var _regions: [(DynamicIslandExpandedRegionPosition, AnyView)] { [(position, content)] }
}

/// What the expanded island is made of.
public protocol DynamicIslandExpandedContent {
    var _regions: [(DynamicIslandExpandedRegionPosition, AnyView)] { get }
}

/// Several regions.
public struct _DynamicIslandRegions: DynamicIslandExpandedContent {
    public let _regions: [(DynamicIslandExpandedRegionPosition, AnyView)]
}

/// Collects the regions of `DynamicIsland { … }`, as ActivityKit's
/// `DynamicIslandExpandedContentBuilder`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<C: DynamicIslandExpandedContent>(_ content: C) -> _DynamicIslandRegions {
        _DynamicIslandRegions(_regions: content._regions)
    }
    public static func buildBlock(_ parts: _DynamicIslandRegions...) -> _DynamicIslandRegions {
        _DynamicIslandRegions(_regions: parts.flatMap(\._regions))
    }
    public static func buildOptional(_ part: _DynamicIslandRegions?) -> _DynamicIslandRegions {
        part ?? _DynamicIslandRegions(_regions: [])
    }
    public static func buildEither(first: _DynamicIslandRegions) -> _DynamicIslandRegions { first }
    public static func buildEither(second: _DynamicIslandRegions) -> _DynamicIslandRegions { second }
    public static func buildLimitedAvailability(_ part: _DynamicIslandRegions) -> _DynamicIslandRegions { part }
}

/// The Dynamic Island's presentations of an activity, as ActivityKit's `DynamicIsland`.
public struct DynamicIsland {
    let regions: [(DynamicIslandExpandedRegionPosition, AnyView)]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var keylineTint: Color?

    public init<Expanded: DynamicIslandExpandedContent, Leading: View, Trailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
        @ViewBuilder compactLeading: () -> Leading, @ViewBuilder compactTrailing: () -> Trailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        regions = expanded()._regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The tint of the island's border.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }

    /// Accepted: the layout's margins are used.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode)
        -> DynamicIsland
    { self }

    /// Accepted: a snapshot has no taps.
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
}

/// The island's modes, as ActivityKit's `DynamicIslandMode`.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    public static let compact = Self(name: "compact")
    public static let minimal = Self(name: "minimal")
    public static let expanded = Self(name: "expanded")
}

/// The family a Live Activity is drawn in, as ActivityKit's `ActivityFamily`.
public enum ActivityFamily: Hashable, Sendable {
    /// The Apple Watch Smart Stack and CarPlay.
    case small
    /// The Lock Screen and the Dynamic Island.
    case medium
}

extension View {
    /// The Lock Screen presentation's background (nil: the system's).
    public func activityBackgroundTint(_ color: Color?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            _BuiltInModifier { nodes, context in
                context.document.activityBackgroundTint = color.map(\.styleJSON)
                return nodes
            })
    }

    /// Accepted: the system's action buttons are not drawn in a snapshot.
    public func activitySystemActionForegroundColor(_ color: Color?) -> Self { self }
}

extension _WidgetRecipe {
    /// A Live Activity's recipe: no timeline; the activity's views come from its
    /// attributes and state (`LiveActivityDocument`).
    static func liveActivity<A: ActivityAttributes>(kind: String, views: @escaping ActivityViews<A>) -> _WidgetRecipe {
        let none = RecipeEntry(date: WidgetDocument.defaultDate, view: AnyView(EmptyView()))
        var recipe = _WidgetRecipe(
            kind: kind, placeholder: { _ in none }, snapshot: { _ in none }, timeline: { _ in [] })
        recipe.activityViews = views
        return recipe
    }
}
