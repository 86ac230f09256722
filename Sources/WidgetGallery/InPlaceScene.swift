// A widget where people see it: an iPhone's Home Screen, Lock Screen or StandBy, a
// watch's Smart Stack or face, the Mac's desktop (InPlaceScene+Platforms.swift), drawn
// around the widget's own snapshots. A scene is planned from the entry (which widgets it
// shows, rendered as what request, and where each goes) and then written as an entry
// document of its own, like the contact sheet: the wallpaper, status bar, app icons,
// clock and dock are views drawn by the same renderer, the widgets are its images.
//
// Layout, in points of the screen (ScreenLayout.swift and INPLACE in docs/sources.md):
// - Home Screen: the grid's columns and rows come from the device's widget sizes; the
//   widgets go down the page in the entry's order (a small one with four app icons beside
//   it, a medium or a large one across the grid), each with the name under it, then app
//   icons fill the rows left above the dock. A widget that does not fit starts a second
//   page.
// - Lock Screen: the date line (with the inline widget in it), the clock, and the
//   rectangular and circular widgets in one centred row under the clock.
// - StandBy: landscape, black, the small widget at StandBy's size on the left and a clock
//   on the right, 26 pt apart, both centred.
// - A Live Activity: its Lock Screen presentation low on the Lock Screen, where the list
//   of notifications ends (the team's estimate), and on a Dynamic Island iPhone the Home
//   Screen with the compact island in the status bar and with the expanded island over it.
//
// Nothing is Apple artwork: the wallpaper is a generated gradient, the icons coloured
// squares with symbols, the labels generic words. The clock shows the entry's date in
// English, never the machine's.

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout
import WidgetRendering

/// One of the screens a widget is drawn in place on.
public enum InPlaceScreen: String, Sendable, CaseIterable {
    case homeScreen, lockScreen, standBy
    /// The Home Screen under a Live Activity's compact or expanded Dynamic Island.
    case islandCompact, islandExpanded
    /// The Mac's desktop; a watch's Smart Stack and face.
    case desktop, smartStack, watchFace

    /// How captions name it.
    public var title: String {
        switch self {
        case .homeScreen: "Home Screen"
        case .lockScreen: "Lock Screen"
        case .standBy: "StandBy"
        case .islandCompact: "Dynamic Island, compact"
        case .islandExpanded: "Dynamic Island, expanded"
        case .desktop: "Desktop"
        case .smartStack: "Smart Stack"
        case .watchFace: "Watch face"
        }
    }
}

/// A picture of a widget in place: the screen, and the widgets on it.
public struct InPlaceScene: Sendable {
    /// One widget on the screen: the request that renders it, the place it is rendered
    /// in, and its frame on the screen.
    public struct Slot: Sendable {
        public var request: RenderRequest
        public var place: WidgetPlace
        public var frame: Rect
        /// A Live Activity's presentation (nil: a widget of the request's family).
        public var presentation: ActivityPresentation? = nil
    }

    public var screen: InPlaceScreen
    /// Which Home Screen page this is, from 1, of how many.
    public var page: Int
    public var pages = 1
    public var device: Device
    public var os: OSVersion
    public var colorScheme: ColorScheme
    public var variant: RenderRequest.Variant
    public var slots: [Slot]
    /// The name under each Home Screen widget (WidgetKit shows the app's name).
    public var name: String
    /// The entry's date and UTC offset, for the clock.
    public var date: Double
    public var timeZoneOffset: Int

    /// The scene's size in points: the screen (portrait on an iPhone or a watch), or
    /// landscape in StandBy.
    public var size: Size {
        screen == .standBy
            ? Size(width: device.screen.height, height: device.screen.width) : device.screen
    }

    /// The scene's file name at `scale`, as `render`'s files are named:
    /// `<kind>-<screen>[page]-<device>@<scale>x-<scheme>[-variant].png`.
    public func fileName(kind: String, scale: Double) -> String {
        "\(SnapshotFileName.safe(kind))-\(screen.rawValue)\(page > 1 ? "\(page)" : "")-"
            + "\(device.fileNameFragment)@\(DumpValue.format(scale))x-\(colorScheme.rawValue)"
            + (variant == .normal ? "" : "-\(variant.rawValue)") + ".png"
    }

    /// The caption over the scene.
    public var caption: String {
        var parts = [device.name, screen.title + (page > 1 ? " · page \(page)" : ""), colorScheme.rawValue]
        if variant != .normal { parts.append(variant.rawValue) }
        return parts.joined(separator: " · ")
    }
}

extension InPlaceScene {
    /// What can be drawn of `families` on `device`: on an iPhone a Home Screen page for
    /// the system families (more pages if they do not fit), a Lock Screen for the
    /// accessory ones, StandBy for a small widget with iOS 17 or later; on a watch its
    /// Smart Stack and a face; on a Mac its desktop. Each widget rendered at `scale`
    /// pixels per point. Families the device does not show are left out; an iPad gets
    /// none (its Home Screen is not drawn yet).
    public static func plan(
        document: EntryDocument, families: [WidgetFamily], device: Device, os: OSVersion,
        colorScheme: ColorScheme, variant: RenderRequest.Variant, scale: Double, name: String
    ) -> [InPlaceScene] {
        guard device.idiom != .pad else { return [] }
        func request(_ family: WidgetFamily) -> RenderRequest {
            RenderRequest(
                family: family, device: device, os: os, colorScheme: colorScheme, scale: scale, variant: variant)
        }
        func scene(_ screen: InPlaceScreen, page: Int = 1, scheme: ColorScheme? = nil, _ slots: [Slot])
            -> InPlaceScene
        {
            InPlaceScene(
                screen: screen, page: page, device: device, os: os, colorScheme: scheme ?? colorScheme,
                variant: variant, slots: slots, name: name, date: document.date,
                timeZoneOffset: document.timeZoneOffset)
        }
        let shown = families.filter { device.widgetSize($0, os: os) != nil }
        if device.idiom.isOtherPlatform {
            // The Mac's desktop; a watch's Smart Stack and face.
            let layouts: [(InPlaceScreen, [(WidgetFamily, Rect)])] =
                device.idiom == .mac
                ? [(.desktop, desktopSlots(shown, device: device, os: os))]
                : [
                    (.smartStack, smartStackSlots(shown, device: device, os: os)),
                    (.watchFace, watchFaceSlots(shown, device: device, os: os)),
                ]
            // A watch is dark whatever is asked.
            let scheme: ColorScheme? = device.idiom == .watch ? .dark : nil
            return layouts.filter { !$0.1.isEmpty }.map { screen, placed in
                scene(
                    screen, scheme: scheme,
                    placed.map { family, frame in
                        var r = request(family)
                        if let scheme { r.colorScheme = scheme }
                        return Slot(request: r, place: .standard, frame: frame)
                    })
            }
        }
        var scenes: [InPlaceScene] = []
        if let grid = device.homeScreenGrid(os: os) {
            let home = shown.filter { [.systemSmall, .systemMedium, .systemLarge].contains($0) }
            let pages = homePages(home, grid: grid, device: device, os: os)
            for (i, page) in pages.enumerated() {
                var s = scene(
                    .homeScreen, page: i + 1,
                    page.map { Slot(request: request($0.family), place: .standard, frame: $0.frame) })
                s.pages = pages.count
                scenes.append(s)
            }
        }
        let accessory = lockScreenSlots(shown, device: device, os: os)
        if !accessory.isEmpty {
            scenes.append(
                scene(
                    .lockScreen,
                    accessory.map { Slot(request: request($0.family), place: .standard, frame: $0.frame) }))
        }
        if shown.contains(.systemSmall), let side = device.standBySize(os: os) {
            let land = Size(width: device.screen.height, height: device.screen.width)
            let x = land.width / 2 - (side.width + StandBy.gap) / 2 - side.width / 2
            let frame = Rect(x: x, y: (land.height - side.height) / 2, width: side.width, height: side.height)
            let place: WidgetPlace = document.place.isStandBy ? document.place : .standBy
            var r = request(.systemSmall)
            // StandBy is dark; its widgets are drawn in the dark scheme whatever is asked.
            r.colorScheme = .dark
            scenes.append(scene(.standBy, scheme: .dark, [Slot(request: r, place: place, frame: frame)]))
        }
        return scenes
    }

    /// The Home Screen pages: each family's frame, down the grid in order, a widget of
    /// two icon rows or four, a new page where the next widget and its label would reach
    /// the Search button above the dock.
    static func homePages(_ families: [WidgetFamily], grid: HomeScreenGrid, device: Device, os: OSVersion)
        -> [[(family: WidgetFamily, frame: Rect)]]
    {
        var pages: [[(family: WidgetFamily, frame: Rect)]] = []
        var page: [(family: WidgetFamily, frame: Rect)] = []
        var y = grid.top
        for family in families {
            guard let size = device.widgetSize(family, os: os) else { continue }
            if y + size.height + HomeScreenGrid.labelBaseline + 4 > searchTop(grid, os: os), !page.isEmpty {
                pages.append(page)
                page = []
                y = grid.top
            }
            page.append((family, Rect(x: grid.inset, y: y, width: size.width, height: size.height)))
            y += Double(grid.rows(size.height)) * grid.iconPitch
        }
        if !page.isEmpty { pages.append(page) }
        return pages
    }

    /// The top of the Search button above the dock.
    static func searchTop(_ grid: HomeScreenGrid, os: OSVersion) -> Double {
        grid.dock.minY - HomeScreenGrid.searchAboveDock - HomeScreenGrid.searchHeight(os: os)
    }

    /// A Live Activity in place on `device`: the Lock Screen with its Lock Screen
    /// presentation, and where the device has a Dynamic Island and the activity has
    /// island views, the Home Screen under its compact and its expanded island. Each
    /// presentation is sized as `LiveActivityRendering` sizes it (its height from its
    /// content).
    public static func planActivity(
        document: EntryDocument, device: Device, os: OSVersion, colorScheme: ColorScheme, scale: Double,
        renderer: Renderer
    ) throws(RenderError) -> [InPlaceScene] {
        guard device.idiom == .phone, let activity = document.liveActivity else { return [] }
        let request = RenderRequest(
            family: .systemSmall, device: device, os: os, colorScheme: colorScheme, scale: scale)
        func slot(_ p: ActivityPresentation, at origin: (Size) -> Point) throws(RenderError) -> Slot {
            let size =
                try LiveActivityRendering.prepare(document, p, request, renderer: renderer).request.canvasSize
                ?? .zero
            return Slot(
                request: request, place: .standard, frame: Rect(origin: origin(size), size: size), presentation: p)
        }
        func scene(_ screen: InPlaceScreen, _ slots: [Slot]) -> InPlaceScene {
            InPlaceScene(
                screen: screen, page: 1, device: device, os: os, colorScheme: colorScheme, variant: .normal,
                slots: slots, name: document.kind, date: document.date, timeZoneOffset: document.timeZoneOffset)
        }
        let w = device.screen.width, h = device.screen.height
        let lockTop = h - LockScreenLayout.buttonBottom - LockScreenLayout.buttonSize - activityAboveButtons
        var scenes = [
            scene(.lockScreen, [try slot(.lockScreen) { Point(x: (w - $0.width) / 2, y: lockTop - $0.height) }])
        ]
        if device.dynamicIsland != nil, activity.island != nil {
            for (screen, p) in [
                (InPlaceScreen.islandCompact, ActivityPresentation.compact), (.islandExpanded, .expanded),
            ] {
                scenes.append(scene(screen, [try slot(p) { Point(x: (w - $0.width) / 2, y: islandTop) }]))
            }
        }
        return scenes
    }

    /// The island's top on the screen (Apple's island sits 11 pt below the top edge).
    static let islandTop = 11.0
    /// The gap between a Live Activity on the Lock Screen and the buttons under it: the
    /// team's estimate (no capture measured).
    static let activityAboveButtons = 24.0

    /// How much the Lock Screen's measured heights are scaled on `device`.
    static func lockScale(_ device: Device) -> Double { device.screen.height / LockScreenLayout.measuredHeight }

    /// The clock's baseline on the Lock Screen.
    static func clockBaseline(_ device: Device) -> Double {
        let k = lockScale(device)
        return (LockScreenLayout.dateBaseline + LockScreenLayout.clockGap + LockScreenLayout.clockDigitHeight) * k
    }

    /// The accessory widgets on the Lock Screen: the inline one in the date line (placed
    /// by `lockScreen`), the rectangular and circular ones in a row of four circular slots
    /// under the clock (a rectangular widget takes two), as many as fit, centred.
    static func lockScreenSlots(_ families: [WidgetFamily], device: Device, os: OSVersion)
        -> [(family: WidgetFamily, frame: Rect)]
    {
        var slots: [(family: WidgetFamily, frame: Rect)] = []
        if families.contains(.accessoryInline), let size = device.widgetSize(.accessoryInline, os: os) {
            slots.append((.accessoryInline, Rect(x: 0, y: 0, width: size.width, height: size.height)))
        }
        guard let circle = device.widgetSize(.accessoryCircular, os: os) else { return slots }
        let w = device.screen.width
        let inset = LockScreenLayout.accessoryInset * w / 393
        let pitch = (w - 2 * inset - circle.width) / 3
        let top = (clockBaseline(device) + LockScreenLayout.accessoryBelowClock * lockScale(device)).rounded()
        var slot = 0
        var row: [(family: WidgetFamily, frame: Rect)] = []
        for family in families where family == .accessoryRectangular || family == .accessoryCircular {
            guard let size = device.widgetSize(family, os: os) else { continue }
            let takes = family == .accessoryRectangular ? 2 : 1
            guard slot + takes <= 4 else { break }
            row.append((family, Rect(x: inset + Double(slot) * pitch, y: top, width: size.width, height: size.height)))
            slot += takes
        }
        // Fewer than four slots filled: the row is centred.
        if let last = row.last {
            let shift = (w - (last.frame.maxX - inset)) / 2 - inset
            row = row.map {
                (
                    $0.family,
                    Rect(x: $0.frame.minX + shift, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height)
                )
            }
        }
        return slots + row
    }

    static let dateLineHeight = 24.0
}
