// Where a widget is shown beyond its tile: StandBy by day and night, and iOS 26's clear and
// tinted Home Screen appearances (WidgetPlace.swift, StandBy.swift, Glass.swift). Each
// test holds a rule a user relies on: the size StandBy shows, what the view is told, what
// is refused, and what the pixels are.

import Testing
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRaster
import WidgetRendering

@Suite("Places and appearances")
struct PlaceTests {
    static let renderer = Renderer()

    func document(_ extra: String = "", families: String = #"["systemSmall"]"#, view: String? = nil) throws
        -> EntryDocument
    {
        let body = view ?? #"{"type": "Text", "text": "Hi"}"#
        return try EntryDocument.decode(
            Array(#"{"version": 1.1\#(extra), "families": \#(families), "view": \#(body)}"#.utf8))
    }

    func device(_ name: String) throws -> Device { try DeviceCatalog.device(named: name) }

    @Test("StandBy lays the small widget out at its size and shows it 2.2 times larger, margins 8 pt")
    func standBySize() throws {
        let doc = try document(#", "place": "standBy""#)
        let iPhone = try device("iPhone 17")
        let plan = try RenderPlan(doc, RenderRequest(family: .systemSmall, device: iPhone))
        let small = try #require(iPhone.widgetSize(.systemSmall, os: .iOS26))
        #expect(plan.size == small)
        #expect(plan.scale == 3 * 2.2)
        // 361.67 pt on a 402-pt iPhone (measured: 361 ± 1.5): 1,085 pixels at 3x.
        #expect(plan.pixelWidth == Int((small.width * 6.6).rounded()))
        #expect(abs(Double(plan.pixelWidth) / 3 - 361.3) < 1.5)
        #expect(plan.chrome?.margins == 8)
        #expect(plan.chrome?.drawsBackground == false)
        #expect(plan.chrome?.showsContainerBackground == false)
        #expect(plan.renderingMode == .fullColor)
        #expect(plan.colorScheme == .dark)
        #expect(iPhone.standBySize(os: .iOS26)?.width == (small.width * 6.6).rounded() / 3)
        #expect(try device("iPad Pro 13-inch (M4 and later)").standBySize(os: .iOS26) == nil)
        #expect(iPhone.standBySize(os: .iOS16) == nil)
    }

    @Test("StandBy at night is vibrant; the clear and tinted appearances are accented in the scheme asked")
    func modesAndSchemes() throws {
        let night = try document(#", "place": "standByNight""#)
        #expect(RenderPlan.renderingMode(night, family: .systemSmall, onCanvas: false) == .vibrant)
        #expect(RenderPlan.fixedScheme(night, family: .systemSmall) == .dark)
        let clear = try document(#", "appearance": "clear""#)
        #expect(RenderPlan.renderingMode(clear, family: .systemSmall, onCanvas: false) == .accented)
        #expect(RenderPlan.fixedScheme(clear, family: .systemSmall) == nil)
        let plan = try RenderPlan(clear, RenderRequest(family: .systemSmall, colorScheme: .light))
        #expect(plan.colorScheme == .light)
        #expect(plan.templateContext.renderingMode == .accented)
        #expect(plan.templateContext.showsContainerBackground == false)
    }

    @Test("places and appearances a device, OS or family lacks are refused with the reason")
    func refusals() throws {
        func message(_ doc: EntryDocument, _ request: RenderRequest) -> String {
            do {
                _ = try RenderPlan(doc, request)
                return "planned"
            } catch { return "\(error)" }
        }
        let standBy = try document(#", "place": "standBy""#)
        #expect(
            message(standBy, RenderRequest(family: .systemSmall, device: try device("iPad Air 11-inch")))
                .contains("StandBy is an iPhone's"))
        #expect(message(standBy, RenderRequest(family: .systemSmall, os: .iOS16)).contains("iOS 17"))
        let clear = try document(#", "appearance": "clear""#)
        #expect(
            message(clear, RenderRequest(family: .systemSmall, device: try device("iPhone 16"), os: .iOS18))
                == "the clear appearance came with iOS 26; this render is for iOS 18; nothing was written")
        let both = try document(#", "place": "standBy", "appearance": "tinted""#)
        #expect(message(both, RenderRequest(family: .systemSmall)).contains("not both"))
        let contradiction = try document(#", "place": "standByNight", "renderingMode": "fullColor""#)
        #expect(
            message(contradiction, RenderRequest(family: .systemSmall))
                == "place standByNight is drawn vibrant, but the entry's renderingMode is fullColor; nothing was written"
        )
    }

    @Test("a place keeps the families it shows: unlisted families narrow, listed ones must fit")
    func families() throws {
        let unlisted = try EntryDocument.decode(
            Array(#"{"version": 1, "place": "standBy", "view": {"type": "Text", "text": "Hi"}}"#.utf8))
        #expect(unlisted.families == [.systemSmall])
        do {
            _ = try document(#", "place": "standBy""#, families: #"["systemSmall", "systemMedium"]"#)
            Issue.record("a medium family in StandBy was accepted")
        } catch {
            #expect("\(error)" == "$.families: StandBy shows systemSmall only, not systemMedium")
        }
        do {
            _ = try document(#", "appearance": "clear""#, families: #"["accessoryCircular"]"#)
            Issue.record("a Lock Screen family in the clear appearance was accepted")
        } catch {
            #expect("\(error)".hasPrefix("$.families: the clear appearance shows no Lock Screen family"))
        }
    }

    @Test("a view reads the place: showsContainerBackground is false in StandBy, the mode accented under glass")
    func viewAdapts() throws {
        let view = #"""
            {"type": "If", "condition": {"showsContainerBackground": false},
             "then": {"type": "Color", "color": "#FF0000"}, "else": {"type": "Color", "color": "#00FF00"}}
            """#
        let standBy = try document(#", "place": "standBy", "contentMarginsDisabled": true"#, view: view)
        let pixmap = try Self.renderer.render(standBy, RenderRequest(family: .systemSmall)).pixmap
        let center = px(pixmap, pixmap.width / 2, pixmap.height / 2)
        #expect(center == [255, 0, 0, 255])
        let home = try document(#", "contentMarginsDisabled": true"#, view: view)
        let homePixmap = try Self.renderer.render(home, RenderRequest(family: .systemSmall)).pixmap
        #expect(px(homePixmap, homePixmap.width / 2, homePixmap.height / 2) == [0, 255, 0, 255])
    }

    @Test("StandBy: over black, no container background; at night every pixel red by luminance")
    func standByPixels() throws {
        let view = #"{"type": "Color", "color": "white", "modifiers": [{"frame": {"width": 40, "height": 40}}]}"#
        let extra = ##", "containerBackground": "#3366FF""##
        let day = try Self.renderer.render(
            try document(extra + #", "place": "standBy""#, view: view), RenderRequest(family: .systemSmall)
        ).pixmap
        // The corner: black (the background is removed, StandBy is black), and opaque.
        #expect(px(day, 2, 2) == [0, 0, 0, 255])
        #expect(px(day, day.width / 2, day.height / 2) == [255, 255, 255, 255])
        let night = try Self.renderer.render(
            try document(extra + #", "place": "standByNight""#, view: view), RenderRequest(family: .systemSmall)
        ).pixmap
        let red = StandBy.nightRed
        #expect(
            px(night, night.width / 2, night.height / 2)
                == [
                    UInt8((red.red * 255).rounded()), UInt8((red.green * 255).rounded()),
                    UInt8((red.blue * 255).rounded()), 255,
                ])
        #expect(px(night, 2, 2) == [0, 0, 0, 255])
    }

    @Test("glass: every part white at its own opacity; images by widgetAccentedRenderingMode")
    func glassPixels() throws {
        // A 50 % grey opaque square (template: solid white), a red image in full colour,
        // and the same image desaturated (its luminance as white's opacity).
        let view = #"""
            {"type": "HStack", "spacing": 0, "children": [
              {"type": "Color", "color": "#808080", "modifiers": [{"frame": {"width": 30, "height": 30}}]},
              {"type": "Image", "src": "red.png", "modifiers": [{"resizable": true}, {"widgetAccentedRenderingMode": "fullColor"}, {"frame": {"width": 30, "height": 30}}]},
              {"type": "Image", "src": "red.png", "modifiers": [{"resizable": true}, {"frame": {"width": 30, "height": 30}}]}
            ]}
            """#
        var doc = try document(#", "appearance": "clear", "colorScheme": "dark""#, view: view)
        doc.imageFiles["red.png"] = try Self.redPNG()
        let glass = try Self.renderer.render(doc, RenderRequest(family: .systemSmall)).pixmap
        let cy = glass.height / 2, cx = glass.width / 2
        let s = 3  // pixels per point
        #expect(px(glass, cx - 30 * s, cy) == [255, 255, 255, 255], "the grey square, tinted white")
        #expect(px(glass, cx, cy) == [255, 0, 0, 255], "the full-colour image keeps its red")
        // Pure red's luminance is 0.2126: white at that opacity over the glass.
        let fill = Glass(
            appearance: .clear, colorScheme: .dark, tint: RenderingMode.defaultTint, wallpaper: nil, cornerRadius: 0
        ).fill
        let desaturated = px(glass, cx + 30 * s, cy)
        let expected = fill.green * 255 * (1 - 0.2126) + 255 * 0.2126
        #expect(abs(Double(desaturated[1]) - expected) <= 2, "\(desaturated) against \(expected)")
        // Outside the container: transparent, without a wallpaper.
        #expect(px(glass, 0, 0)[3] == 0)
        // A grey wallpaper or tint has no hue: the glass is grey, not red.
        for (appearance, wallpaper, tint) in [
            (HomeScreenAppearance.clear, Color(r: 90, g: 90, b: 90), RenderingMode.defaultTint),
            (.tinted, Color(r: 90, g: 90, b: 90), Color(r: 200, g: 200, b: 200)),
        ] {
            let fill = Glass(
                appearance: appearance, colorScheme: .dark, tint: tint, wallpaper: wallpaper, cornerRadius: 0
            ).fill
            #expect(abs(fill.red - fill.green) < 0.02 && abs(fill.green - fill.blue) < 0.02, "\(appearance): \(fill)")
        }
    }

    @Test("an emoji inside widgetAccentable is drawn in the tinted mode (its bitmap was dropped)")
    func accentedEmoji() throws {
        func inked(_ accentable: Bool) throws -> Int {
            let modifiers = #"[{"font": {"size": 40}}\#(accentable ? #", {"widgetAccentable": true}"# : "")]"#
            let doc = try document(
                #", "renderingMode": "accented""#, view: #"{"type": "Text", "text": "😀", "modifiers": \#(modifiers)}"#)
            let pixmap = try Self.renderer.render(doc, RenderRequest(family: .systemSmall)).pixmap
            let plain = try Self.renderer.render(
                try document(#", "renderingMode": "accented""#, view: #"{"type": "Spacer"}"#),
                RenderRequest(family: .systemSmall)
            ).pixmap
            var differing = 0
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width where px(pixmap, x, y) != px(plain, x, y) { differing += 1 }
            }
            return differing
        }
        let accented = try inked(true), plain = try inked(false)
        #expect(plain > 1000)
        #expect(accented > plain / 2, "accentable emoji: \(accented) pixels drawn, plain: \(plain)")
    }

    @Test("file names say the place and appearance, and never collide with the tile's")
    func fileNames() throws {
        let iPhone = try device("iPhone 17")
        func name(_ place: WidgetPlace, _ appearance: HomeScreenAppearance?, _ scheme: ColorScheme? = nil) -> String {
            SnapshotFileName.name(
                kind: "w", family: .systemSmall, device: iPhone, scale: 3, colorScheme: scheme, place: place,
                appearance: appearance)
        }
        #expect(name(.standBy, nil) == "w-systemSmall-iPhone17@3x-standBy.png")
        #expect(name(.standByNight, nil) == "w-systemSmall-iPhone17@3x-standByNight.png")
        #expect(name(.standard, .clear, .dark) == "w-systemSmall-iPhone17@3x-dark-clear.png")
        #expect(name(.standard, .tinted) == "w-systemSmall-iPhone17@3x-tinted.png")
        #expect(name(.standard, nil) == "w-systemSmall-iPhone17@3x.png")
    }

    /// A pixel's four bytes.
    func px(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let v = p.pixel(x: x, y: y)
        return [v.r, v.g, v.b, v.a]
    }

    /// A 2×2 opaque red PNG.
    static func redPNG() throws -> [UInt8] {
        let red = try #require(
            Pixmap(
                width: 2, height: 2, straightAlpha: Array([[UInt8]](repeating: [255, 0, 0, 255], count: 4).joined())))
        return try PNGCodec.encode(red)
    }
}

@Suite("Live Activities")
struct LiveActivityTests {
    static let renderer = Renderer()

    func activity(_ extra: String = "", island: Bool = true) throws -> EntryDocument {
        let text = #"{"type": "Text", "text": "Hi"}"#
        let dynamicIsland =
            island
            ? #", "dynamicIsland": {"compactLeading": \#(text), "compactTrailing": \#(text), "minimal": \#(text)}"#
            : ""
        return try EntryDocument.decode(
            Array(#"{"version": 1\#(extra), "liveActivity": {"lockScreen": \#(text)\#(dynamicIsland)}}"#.utf8))
    }

    func render(_ doc: EntryDocument, _ p: ActivityPresentation, _ device: String) throws -> Snapshot {
        try LiveActivityRendering.render(
            doc, p, RenderRequest(family: .systemSmall, device: try DeviceCatalog.device(named: device)),
            renderer: Self.renderer)
    }

    @Test("each presentation's size: the HIG's widths, the island's 36.67 pt, content height within 84–160")
    func sizes() throws {
        let doc = try activity()
        let lock = try render(doc, .lockScreen, "iPhone 16")
        #expect(lock.plan.size == Size(width: 393 - 22, height: 84))
        #expect(try render(doc, .compact, "iPhone 16").plan.size == Size(width: 230, height: 36.67))
        #expect(try render(doc, .compact, "iPhone 16 Pro Max").plan.size == Size(width: 250, height: 36.67))
        #expect(try render(doc, .minimal, "iPhone 17 Pro").plan.size == Size(width: 36.67, height: 36.67))
        #expect(try render(doc, .expanded, "iPhone 17 Pro Max").plan.size.width == 408)
        // A tall Lock Screen view is cut at 160 pt.
        let tall = try EntryDocument.decode(
            Array(
                #"{"version": 1, "liveActivity": {"lockScreen": {"type": "Color", "color": "red", "modifiers": [{"frame": {"height": 400}}]}}}"#
                    .utf8))
        #expect(try render(tall, .lockScreen, "iPhone 16").plan.size.height == 160)
    }

    @Test("the island is black around its regions, and dark whatever scheme is asked")
    func island() throws {
        let compact = try render(try activity(#", "colorScheme": "light""#), .compact, "iPhone 17 Pro")
        #expect(compact.plan.colorScheme == .dark)
        // The middle of the capsule, where the camera is: black, opaque.
        let p = compact.pixmap.pixel(x: compact.pixmap.width / 2, y: compact.pixmap.height / 2)
        #expect([p.r, p.g, p.b, p.a] == [0, 0, 0, 255])
        // Outside the capsule's rounded end: transparent.
        #expect(compact.pixmap.pixel(x: 0, y: 0).a == 0)
    }

    @Test("a region whose root is an If keeps its frame: the compact sides stay either side of the camera")
    func conditionalRegion() throws {
        // The leading side is an If that draws nothing in the placeholder: the trailing side
        // must not slide into its place.
        let red = #"{"type": "Color", "color": "red"}"#
        let doc = try EntryDocument.decode(
            Array(
                #"""
                {"version": 1.1, "liveActivity": {"lockScreen": {"type": "Spacer"}, "dynamicIsland": {
                  "compactLeading": {"type": "If", "condition": {"redacted": true}, "else": \#(red)},
                  "compactTrailing": \#(red), "minimal": \#(red)}}}
                """#.utf8))
        for variant in [RenderRequest.Variant.normal, .placeholder] {
            let snapshot = try LiveActivityRendering.render(
                doc, .compact,
                RenderRequest(
                    family: .systemSmall, device: try DeviceCatalog.device(named: "iPhone 17 Pro"), variant: variant),
                renderer: Self.renderer)
            let layout = snapshot.layout
            // The trailing side's red: at the right end whatever the leading side draws.
            let right = snapshot.pixmap.pixel(x: snapshot.pixmap.width - 30, y: snapshot.pixmap.height / 2)
            #expect(right.r > 200 && right.g < 80, "\(variant): \(right)")
            // The left end is red only when the leading side draws.
            let left = snapshot.pixmap.pixel(x: 30, y: snapshot.pixmap.height / 2)
            #expect((left.r > 200) == (variant == .normal), "\(variant): \(left)")
            #expect(layout.outerFrame.width == 230)
        }
    }

    @Test("a Live Activity has no place, appearance or rendering mode; a widget's view and one are not both")
    func activityKeys() throws {
        for key in [#""place": "standBy""#, #""appearance": "clear""#, #""renderingMode": "vibrant""#] {
            do {
                _ = try activity(", " + key)
                Issue.record("\(key) was accepted beside liveActivity")
            } catch {
                #expect("\(error)".contains("a Live Activity has no"), "\(error)")
            }
        }
    }

    @Test("in format 1.1 the tints and the views take the data")
    func templated() throws {
        let doc = try EntryDocument.decode(
            Array(
                #"""
                {"version": 1.1, "data": {"eta": "12 min", "tint": "orange"},
                 "liveActivity": {"backgroundTint": "{{tint}}", "lockScreen": {"type": "Text", "text": "{{eta}}"}}}
                """#.utf8))
        #expect(doc.liveActivity?.backgroundTint == .string("orange"))
        let lock = try LiveActivityRendering.render(
            doc, .lockScreen, RenderRequest(family: .systemSmall), renderer: Self.renderer)
        #expect(lock.plan.size.height == 84)
    }

    @Test("what a device or a document lacks is refused with the reason")
    func refusals() throws {
        func message(_ body: () throws -> Any) -> String {
            do {
                _ = try body()
                return "drawn"
            } catch { return "\(error)" }
        }
        #expect(
            message { try render(try activity(), .compact, "iPhone 16e") }
                == "iPhone 16e has no Dynamic Island; its Live Activities show the Lock Screen presentation only; nothing was written"
        )
        #expect(
            message { try render(try activity(island: false), .expanded, "iPhone 17 Pro") }
                .hasPrefix("the Live Activity has no \"dynamicIsland\""))
        #expect(
            message {
                try EntryDocument.decode(
                    Array(
                        #"{"version": 1, "view": {"type": "Spacer"}, "liveActivity": {"lockScreen": {"type": "Spacer"}}}"#
                            .utf8))
            }.hasPrefix("$.liveActivity: a document is a widget"))
        #expect(
            message {
                try EntryDocument.decode(
                    Array(#"{"version": 1, "liveActivity": {"lockScreen": {"type": "Txt"}}}"#.utf8))
            }.hasPrefix("$.liveActivity.lockScreen.type"))
        #expect(
            message {
                try EntryDocument.decode(
                    Array(#"{"version": 1, "liveActivity": {}}"#.utf8))
            }.contains("lockScreen"))
    }
}
