// Pictures in place: the Home Screen grid reproduces what public iPhone screenshots
// measure (docs/measurements.md, INPLACE), widgets go where the grid puts them, the Lock
// Screen's row and StandBy's pair are placed as measured, and the whole picture is stable
// (goldens).

import Foundation
import Testing
import WidgetCheck
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRendering

@testable import WidgetGallery

@Suite("widgets in place")
struct InPlaceTests {
    static let entry = """
        {"version": 1, "kind": "Trip", "date": "2026-11-27T09:41:00Z",
         "families": ["systemSmall", "systemMedium", "systemLarge", "accessoryInline", "accessoryRectangular",
                      "accessoryCircular"],
         "containerBackground": "#0A84FF",
         "view": {"type": "VStack", "alignment": "leading", "children": [
            {"type": "Text", "text": "Shanghai → Beijing", "modifiers": [{"font": "headline"}, {"foregroundStyle": "white"}]},
            {"type": "Text", "text": "G7 · 09:41", "modifiers": [{"font": "caption"}, {"foregroundStyle": "white"}]}]},
         "familyViews": {
            "accessoryInline": {"type": "Text", "text": "G7 09:41"},
            "accessoryCircular": {"type": "ZStack", "children": [
              {"type": "Circle", "stroke": {"style": "white", "lineWidth": 5}, "trim": {"from": 0, "to": 0.6}},
              {"type": "Text", "text": "60%", "modifiers": [{"font": "caption"}]}]},
            "accessoryRectangular": {"type": "VStack", "alignment": "leading", "children": [
              {"type": "Text", "text": "G7 to Beijing", "modifiers": [{"font": "headline"}]},
              {"type": "Text", "text": "Platform 12"}]}}}
        """

    func document() throws -> EntryDocument { try EntryDocument.decode(Array(Self.entry.utf8)) }

    func scenes(_ device: String, os: OSVersion? = nil, scheme: ColorScheme = .light) throws -> [InPlaceScene] {
        let d = try DeviceCatalog.device(named: device)
        let doc = try document()
        return InPlaceScene.plan(
            document: doc, families: doc.families, device: d, os: os ?? d.currentOS, colorScheme: scheme,
            variant: .normal, scale: 1, name: "Trips")
    }

    func near(_ a: Double, _ b: Double, _ within: Double = 0.34) -> Bool { abs(a - b) <= within }

    @Test(
        "the Home Screen grid follows from the widget sizes as captures measure it: icons, pitch, columns, first row, dock"
    )
    func gridAsMeasured() throws {
        // (device, OS, first row, icon, icon pitch, first icon column, dock top, dock height, dock side)
        let measured: [(String, OSVersion, Double, Double, Double, Double, Double, Double, Double)] = [
            ("iPhone 17 Pro", .iOS26, 90, 64, 100.33, 30.33, 753.67, 103.33, 17),
            ("iPhone 17 Pro Max", .iOS26, 94, 68, 108.67, 35.0, 821.67, 117.33, 17),
            ("iPhone 16", .iOS18, 90, 60, 98, 31.0, 742, 98, 19),
            ("iPhone 16e", .iOS26, 67, 64, 98, 28, 736, 96, 12),
        ]
        for (name, os, top, icon, pitch, column, dockTop, dockHeight, side) in measured {
            // iOS 18's sizes are the HIG's, whose 338-pt medium widget is 0.67 pt narrower
            // than the captures measure: its grid sits a pixel or two off.
            let within = os == .iOS18 ? 0.7 : 0.5
            let grid = try #require(try DeviceCatalog.device(named: name).homeScreenGrid(os: os))
            #expect(grid.top == top, "\(name)")
            #expect(
                near(grid.iconSize, icon) && near(grid.iconPitch, pitch), "\(name): \(grid.iconSize), \(grid.iconPitch)"
            )
            #expect(near(grid.iconColumns[0], column, within), "\(name): \(grid.iconColumns)")
            #expect(
                near(grid.dock.minY, dockTop) && near(grid.dock.height, dockHeight) && grid.dock.minX == side,
                "\(name): \(grid.dock)")
        }
        // A small widget is two icon rows, a large one four.
        let grid = try #require(try DeviceCatalog.device(named: "iPhone 17 Pro").homeScreenGrid(os: .iOS26))
        #expect(grid.rows(grid.small.height) == 2 && grid.rows(365) == 4)
        #expect(try DeviceCatalog.device(named: "iPad mini 8.3-inch").homeScreenGrid(os: .iOS26) == nil)
    }

    @Test("widgets go down the grid in order, a second page where the next would reach the Search button")
    func homePages() throws {
        let home = try scenes("iPhone 17 Pro").filter { $0.screen == .homeScreen }
        #expect(home.map(\.page) == [1, 2] && home.allSatisfy { $0.pages == 2 })
        #expect(home[0].slots.map(\.request.family) == [.systemSmall, .systemMedium])
        #expect(home[1].slots.map(\.request.family) == [.systemLarge])
        let small = home[0].slots[0].frame, medium = home[0].slots[1].frame
        #expect(small.minY == 90 && near(small.minX, 26.17, 0.2) && near(small.width, 164.33))
        // The medium widget two icon rows (2 × 100.33) below the small one.
        #expect(near(medium.minY, 90 + 200.67))
        #expect(home[1].slots[0].frame.minY == 90)
        #expect(home[0].caption == "iPhone 17 Pro · Home Screen · light")
        #expect(home[1].caption == "iPhone 17 Pro · Home Screen · page 2 · light")
    }

    @Test("the Lock Screen: the inline widget in the date line, the others in the measured row under the clock")
    func lockScreen() throws {
        let lock = try #require(try scenes("iPhone 16", os: .iOS18).first { $0.screen == .lockScreen })
        #expect(lock.slots.map(\.request.family) == [.accessoryInline, .accessoryRectangular, .accessoryCircular])
        let rect = lock.slots[1].frame, circle = lock.slots[2].frame
        // Measured on a 393 × 852 iPhone: the row 29 pt under the clock's baseline (100 +
        // 20.5 + 77.5), slots 87.67 pt apart from 36 pt in; three slots used are centred.
        #expect(rect.minY == (100 + 20.5 + 77.5 + 29).rounded())
        // The widgets at their measured iOS 16–18 sizes (LOCKSIZE), 58-pt circles.
        #expect(near(circle.minX - rect.minX, 2 * (393 - 72 - 58) / 3, 0.01))
        #expect(near((rect.minX + circle.maxX) / 2, 393 / 2, 0.01))
        #expect(near(rect.width, 147.67, 0.01) && rect.height == 58 && circle.size == Size(width: 58, height: 58))
    }

    @Test("StandBy: the small widget at StandBy's size, left of centre, 26 pt from the clock, dark")
    func standBy() throws {
        let scene = try #require(try scenes("iPhone 17 Pro").first { $0.screen == .standBy })
        #expect(scene.size == Size(width: 874, height: 402))
        #expect(scene.colorScheme == .dark && scene.slots.count == 1)
        let slot = scene.slots[0]
        #expect(slot.place == .standBy && slot.request.family == .systemSmall && slot.request.colorScheme == .dark)
        #expect(near(slot.frame.width, 361.67) && near(slot.frame.midY, 201))
        #expect(near(slot.frame.maxX + 13, 437))
        // No StandBy before iOS 17, none on iPad, and an iPad has no scene at all.
        #expect(try scenes("iPhone 16", os: .iOS16).allSatisfy { $0.screen != .standBy })
        #expect(try scenes("iPad mini 8.3-inch").isEmpty)
    }

    @Test("the clock shows the entry's time and day in its own UTC offset, never the machine's")
    func clock() throws {
        var scene = try #require(try scenes("iPhone 17 Pro").first)
        #expect(
            scene.time == "9:41" && scene.day(short: false) == "Friday, November 27"
                && scene.day(short: true) == "Fri 27")
        scene.timeZoneOffset = 8 * 3600
        #expect(scene.time == "5:41" && scene.day(short: true) == "Fri 27")
        scene.timeZoneOffset = -10 * 3600
        #expect(scene.time == "11:41" && scene.day(short: true) == "Thu 26")
        // An offset beyond any time zone's 18 hours moves the day with the clock.
        scene.timeZoneOffset = 20 * 3600
        #expect(scene.time == "5:41" && scene.day(short: true) == "Sat 28")
        // Before 1970 the clock floors (11:59, not 12:00), and before 1582 the calendar
        // stays Gregorian (15 June 1500 was a Friday in it).
        scene.timeZoneOffset = 0
        scene.date = -30
        #expect(scene.time == "11:59" && scene.day(short: false) == "Wednesday, December 31")
        scene.date = try #require(ISODate.parse("1500-06-15T09:41:00Z"))
        #expect(scene.time == "9:41" && scene.day(short: false) == "Friday, June 15")
    }

    @Test("StandBy fits the landscape screen of the smallest iPhones: half the screen less half the gap at most")
    func standByFits() throws {
        for (name, os) in [("iPhone SE (1st generation, 4-inch)", OSVersion.iOS18), ("se3", .iOS26), ("se3", .iOS18)] {
            let scene = try #require(try scenes(name, os: os).first { $0.screen == .standBy })
            let tile = scene.slots[0].frame
            #expect(tile.minX >= 0 && tile.maxX + 26 + tile.width <= scene.size.width + 0.01, "\(name) \(tile)")
        }
        // The 375 × 667 iPhones: (667 − 26) / 2, not 2.2 × 148.
        let se = try DeviceCatalog.device(named: "se3")
        #expect(se.standBySize(os: .iOS18)?.width == 320.5)
        #expect(abs(se.standByMagnification(place: .standBy, os: .iOS18) - 320.5 / 148) < 1e-9)
        // Where it fits, 2.2 exactly (the goldens' scale).
        #expect(try DeviceCatalog.device(named: "iPhone 17").standByMagnification(place: .standBy, os: .iOS26) == 2.2)
    }

    @Test("an inline widget's ink: the columns that hold any alpha, in points")
    func ink() throws {
        let renderer = Renderer()
        var doc = try document()
        doc.families = [.accessoryInline]
        let bytes = try renderer.png(doc, try RenderPlan(doc, RenderRequest(family: .accessoryInline, scale: 2))).png
        let ink = try #require(InPlaceSheet.ink(bytes, scale: 2))
        let size = try #require(DeviceCatalog.defaultDevice.widgetSize(.accessoryInline, os: .iOS26))
        // The text is centred in the slot: as much room on each side.
        #expect(ink.width > 20 && ink.width < size.width / 2)
        #expect(near(ink.x, (size.width - ink.width) / 2, 1))
    }

    @Test("the in-place sheet of every screen, light and dark, matches its golden")
    func golden() throws {
        let doc = try document()
        let d = try DeviceCatalog.device(named: "iPhone 17 Pro")
        let rows = [ColorScheme.light, .dark].map { scheme in
            InPlaceScene.plan(
                document: doc, families: doc.families, device: d, os: .iOS26, colorScheme: scheme, variant: .normal,
                scale: 1, name: "Trips")
        }
        let renderer = Renderer()
        let sheet = InPlaceSheet(title: "Trip · in place", rows: rows).drawn(at: 1)
        let pictures = try sheet.pictures(doc, renderer: renderer).map { try $0.get().png }
        let drawn = try sheet.render(pictures: pictures, scale: 1, renderer: renderer)
        #expect(drawn.pixmap.width == Int(sheet.size.width) && drawn.pixmap.height == Int(sheet.size.height))
        try SnapshotAssertion.verify(image: drawn.pixmap, goldenName: "in-place-trip.png")
        // A picture of one scene is the size of its screen.
        let one = InPlaceSheet(picture: rows[0][0]).drawn(at: 1)
        let single = try one.render(
            pictures: try one.pictures(doc, renderer: renderer).map { try $0.get().png }, scale: 1, renderer: renderer)
        #expect(single.pixmap.width == 402 && single.pixmap.height == 874)
        #expect(throws: RenderError.self) { try one.render(pictures: [], scale: 1, renderer: renderer) }
    }

    @Test("a Live Activity in place: low on the Lock Screen, and in the Dynamic Island where there is one")
    func liveActivity() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/LiveActivity/delivery.json")
        let doc = try EntryDocument.load(contentsOf: url)
        let renderer = Renderer()
        let pro = try DeviceCatalog.device(named: "iPhone 17 Pro")
        let scenes = try InPlaceScene.planActivity(
            document: doc, device: pro, os: .iOS26, colorScheme: .dark, scale: 1, renderer: renderer)
        #expect(scenes.map(\.screen) == [.lockScreen, .islandCompact, .islandExpanded])
        let lock = scenes[0].slots[0].frame
        // The Lock Screen presentation 380 pt wide (the screen less 22), centred, its bottom
        // 24 pt above the buttons.
        #expect(lock.width == 380 && lock.minX == 11 && lock.maxY == 874 - 66 - 50 - 24)
        #expect((84...160).contains(lock.height))
        let compact = scenes[1].slots[0].frame
        #expect(compact == Rect(x: 86, y: 11, width: 230, height: 36.67))
        #expect(scenes[2].slots[0].frame.width == 371 && scenes[2].slots[0].presentation == .expanded)
        // No island on the iPhone 16e: the Lock Screen alone.
        let e = try InPlaceScene.planActivity(
            document: doc, device: try DeviceCatalog.device(named: "iPhone 16e"), os: .iOS26, colorScheme: .dark,
            scale: 1, renderer: renderer)
        #expect(e.map(\.screen) == [.lockScreen])
        // Drawn: the island over the icons, as the golden shows.
        let sheet = InPlaceSheet(title: "Delivery · in place", rows: [scenes]).drawn(at: 1)
        let pictures = try sheet.pictures(doc, renderer: renderer).map { try $0.get().png }
        let drawn = try sheet.render(pictures: pictures, scale: 1, renderer: renderer)
        try SnapshotAssertion.verify(image: drawn.pixmap, goldenName: "in-place-delivery.png")
    }

    @Test("the Mac's desktop: widgets in a column from the top left, 16 pt apart, under the menu bar")
    func desktop() throws {
        let scenes = try scenes("mac")
        #expect(scenes.map(\.screen) == [.desktop] && scenes[0].size == Size(width: 1512, height: 982))
        #expect(
            scenes[0].slots.map(\.frame) == [
                Rect(x: 16, y: 40, width: 164, height: 164), Rect(x: 16, y: 220, width: 344, height: 164),
                Rect(x: 16, y: 400, width: 344, height: 344),
            ])
        #expect(scenes[0].caption == "Mac · Desktop · light")
    }

    @Test("a watch: the Smart Stack's rectangle in the middle, the face's corners and circles, dark")
    func watch() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Watch/steps.json")
        let doc = try EntryDocument.load(contentsOf: url)
        let w = try DeviceCatalog.device(named: "watch45")
        let scenes = InPlaceScene.plan(
            document: doc, families: doc.families, device: w, os: w.currentOS, colorScheme: .light, variant: .normal,
            scale: 1, name: "Steps")
        #expect(scenes.map(\.screen) == [.smartStack, .watchFace])
        #expect(
            scenes.allSatisfy { $0.colorScheme == .dark && $0.slots.allSatisfy { $0.request.colorScheme == .dark } })
        #expect(scenes[0].slots.map(\.frame) == [Rect(x: 7, y: 88.75, width: 184, height: 80.5)])
        #expect(
            scenes[1].slots.map(\.request.family) == [
                .accessoryCorner, .accessoryCorner, .accessoryCircular, .accessoryCircular,
            ])
        #expect(scenes[1].slots[3].frame == Rect(x: 198 - 6 - 50, y: 242 - 6 - 50, width: 50, height: 50))
        let renderer = Renderer()
        let sheet = InPlaceSheet(title: "Steps · in place", rows: [scenes]).drawn(at: 2)
        let pictures = try sheet.pictures(doc, renderer: renderer).map { try $0.get().png }
        let drawn = try sheet.render(pictures: pictures, scale: 2, renderer: renderer)
        try SnapshotAssertion.verify(image: drawn.pixmap, goldenName: "in-place-steps-watch.png")
    }
}
