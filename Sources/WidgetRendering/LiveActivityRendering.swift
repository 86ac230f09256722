// Drawing a Live Activity's presentations (LiveActivitySpec.swift composes each one's
// view): every presentation is its view on a bare canvas of the presentation's size, the
// Lock Screen's and the expanded island's as tall as their content within 84–160 pt (one
// layout to measure it), the island's always in the dark appearance.

import WidgetCore
import WidgetDevices
import WidgetDocument

/// Live Activities, presentation by presentation.
public enum LiveActivityRendering {
    /// The document and request that draw `presentation` of `document`'s Live Activity on
    /// `request.device` (the request's scheme, scale, OS and variant; its family and canvas
    /// are set here).
    public static func prepare(
        _ document: EntryDocument, _ presentation: ActivityPresentation, _ request: RenderRequest, renderer: Renderer
    ) throws(RenderError) -> (document: EntryDocument, request: RenderRequest) {
        let device = request.device
        guard let activity = document.liveActivity else {
            throw .place("the entry has no \"liveActivity\"; its widget families are drawn instead")
        }
        guard let lockScreenWidth = device.activityLockScreenWidth else {
            throw .place("Live Activities are drawn on an iPhone or iPad, not on \(device.name)")
        }
        let island = device.dynamicIsland
        if presentation.isDynamicIsland && island == nil {
            throw .place(
                "\(device.name) has no Dynamic Island; its Live Activities show the Lock Screen presentation only")
        }
        if presentation.isDynamicIsland && activity.island == nil {
            throw .place("the Live Activity has no \"dynamicIsland\"; it shows the Lock Screen presentation only")
        }
        let view: ViewSpec?
        do {
            view = try activity.view(for: presentation, island: island, at: "$.liveActivity.\(presentation.rawValue)")
        } catch { throw .document(error) }
        var drawn = document
        drawn.view = view
        drawn.familyViews = [:]
        drawn.liveActivity = nil
        // Drawn as ActivityKit shows it, whatever a caller set (the decoder refuses these).
        drawn.place = .standard
        drawn.appearance = nil
        drawn.renderingMode = nil
        var out = request
        // The island is black whatever the appearance; its content is drawn dark.
        if presentation.isDynamicIsland { out.colorScheme = .dark }
        let width: Double =
            switch presentation {
            case .lockScreen: lockScreenWidth
            case .compact: island?.compactWidth ?? 0
            case .minimal: DynamicIslandGeometry.height
            case .expanded: island?.expandedWidth ?? 0
            }
        let heights = DynamicIslandGeometry.heights
        out.canvasSize = Size(width: width, height: heights.upperBound)
        switch presentation {
        case .compact, .minimal:
            out.canvasSize = Size(width: width, height: DynamicIslandGeometry.height)
        case .lockScreen, .expanded:
            // As tall as the content, within the presentation's heights.
            let placed = try renderer.layout(drawn, out)
            let h = min(heights.upperBound, max(heights.lowerBound, placed.content.outerFrame.height))
            out.canvasSize = Size(width: width, height: h)
        }
        return (drawn, out)
    }

    /// The snapshot of `presentation`.
    public static func render(
        _ document: EntryDocument, _ presentation: ActivityPresentation, _ request: RenderRequest, renderer: Renderer,
        budget: RenderBudget = .standard
    ) throws(RenderError) -> Snapshot {
        let (drawn, out) = try prepare(document, presentation, request, renderer: renderer)
        return try renderer.render(drawn, out, budget: budget)
    }
}
