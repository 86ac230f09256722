// The render plan: what a request and a document decide before any view is resolved, and
// the stages run one by one giving what `render` gives.

import Testing
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRendering

@Suite("Render plan and stages")
struct RenderPlanTests {
    static let renderer = Renderer()

    func document(_ extra: String = "") throws -> EntryDocument {
        try EntryDocument.decode(
            Array(
                #"{"version": 1\#(extra), "families": ["systemSmall", "accessoryCircular"], "view": {"type": "Text", "text": "Hi"}}"#
                    .utf8))
    }

    @Test("two devices with the same widget size, scale and radius plan equal; another size does not")
    func planIsTheCacheKey() throws {
        let doc = try document()
        let plans = try ["iPhone 16", "iPhone 15", "iPhone 16 Pro Max"].map { name in
            try RenderPlan(doc, RenderRequest(family: .systemSmall, device: try DeviceCatalog.device(named: name)))
        }
        #expect(plans[0] == plans[1])
        #expect(plans[0] != plans[2])
        #expect(Set(plans).count == 2)
    }

    @Test(
        "content margins: 16 pt before iOS 26 and on iPad; 0.11 of the small side, pixel-snapped, on iPhones with iOS 26"
    )
    func contentMargins() throws {
        let doc = try document()
        func margins(_ device: String, _ os: OSVersion?, _ family: WidgetFamily = .systemMedium) throws -> Double? {
            try RenderPlan(doc, RenderRequest(family: family, device: DeviceCatalog.device(named: device), os: os))
                .chrome?.margins
        }
        // Measured (MARGIN in docs/measurements.md): 18 pt on the 393- and 402-pt iPhones,
        // 19.33 pt on the 440-pt ones.
        #expect(try margins("iPhone 16", .iOS26) == 18)
        #expect(try margins("iPhone 17 Pro", .iOS26) == 18)
        #expect(try margins("iPhone 17 Pro Max", .iOS26, .systemSmall) == 58.0 / 3)
        // Computed, not measured: 0.11 × 162 pt on the 390-pt iPhones is 53 pixels.
        #expect(try margins("iPhone 16e", .iOS26) == 53.0 / 3)
        // The device's pixel grid, not the output's: --scale does not move the layout.
        let scaled = try RenderPlan(
            doc, RenderRequest(family: .systemSmall, device: DeviceCatalog.device(named: "iPhone 17 Pro Max"), scale: 1)
        )
        #expect(scaled.chrome?.margins == 58.0 / 3)
        #expect(try margins("iPhone 16 Pro", .iOS18) == 16)
        #expect(try margins("iPhone 16", .iOS17) == 16)
        #expect(try margins("iPhone 16", .iOS16) == 0)
        #expect(try margins("iPad Pro 13-inch (M4 and later)", .iOS26) == 16)
        #expect(try margins("iPhone 16", .iOS26, .accessoryRectangular) == 0)
    }

    @Test("the one-colour modes draw the widget dark whatever scheme is asked for")
    func accessoryIsDark() throws {
        let doc = try document()
        let lock = try RenderPlan(doc, RenderRequest(family: .accessoryCircular, colorScheme: .light))
        #expect(lock.colorScheme == .dark && lock.renderingMode == .vibrant)
        #expect(lock.chrome?.clip == .ellipse && lock.chrome?.drawsBackground == false)
        let home = try RenderPlan(doc, RenderRequest(family: .systemSmall, colorScheme: .light))
        #expect(home.colorScheme == .light && home.renderingMode == .fullColor)
        #expect(home.chrome?.margins == 18 && home.chrome?.clip == .roundedRectangle)
        let canvas = try RenderPlan(doc, RenderRequest(family: .systemSmall, canvasSize: Size(width: 40, height: 30)))
        #expect(canvas.chrome == nil && canvas.widgetFamily == nil)
        #expect(canvas.pixelWidth == 40 * Int(canvas.scale))
    }

    @Test("a device without the family is refused when planning, before anything is drawn")
    func noSize() throws {
        let doc = try document()
        let phone = try DeviceCatalog.device(named: "iPhone 16")
        #expect(throws: RenderError.self) {
            try RenderPlan(doc, RenderRequest(family: .systemExtraLarge, device: phone))
        }
    }

    @Test("the stages run one by one give render's pixels")
    func stagesComposeToRender() throws {
        let doc = try document(##", "containerBackground": "#FFCC00""##)
        let request = RenderRequest(family: .systemSmall)
        let plan = try RenderPlan(doc, request)
        let tree = try Self.renderer.resolve(doc, plan)
        #expect(tree.backgroundFills.count == 1)
        let placed = Self.renderer.layout(tree, plan)
        let list = Self.renderer.paint(placed)
        let pixmap = DisplayListRasterizer.rasterize(list)
        let snapshot = try Self.renderer.render(doc, request)
        #expect(pixmap == snapshot.pixmap)
        #expect(placed.dump() == snapshot.layoutDump())
        #expect(try Self.renderer.layout(doc, request).dump() == snapshot.layoutDump())
    }
}
