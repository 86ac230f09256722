// `Path` and `UnevenRoundedRectangle` views, hierarchical fills, blend modes, materials and
// the rings of circular gauges, rendered.

import Foundation
import Testing
import WidgetCore
import WidgetDocument
import WidgetRaster
import WidgetRendering

@Suite("Path views, hierarchical fills and blend modes")
struct PathViewTests {
    static let renderer = Renderer()

    func render(_ view: String, scheme: ColorScheme = .light) throws -> Snapshot {
        let doc = try EntryDocument.decode(Array("{\"version\": 1, \"view\": \(view)}".utf8))
        return try Self.renderer.render(
            doc,
            RenderRequest(
                family: .systemSmall, colorScheme: scheme, scale: 1, canvasSize: Size(width: 40, height: 40)))
    }

    @Test("a Path is drawn in the view's own points from its top-left corner, and fills its frame like a shape")
    func pathPoints() throws {
        let s = try render(
            ##"{"type": "Path", "d": "M0 0 H20 V20 H0 Z", "fill": "#FF0000", "modifiers": [{"padding": 10}]}"##)
        #expect(s.layout.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        // The square covers (10…30) on both axes: the padding moved the origin.
        #expect(s.pixmap.pixel(x: 15, y: 15) == (255, 0, 0, 255))
        #expect(s.pixmap.pixel(x: 29, y: 29) == (255, 0, 0, 255))
        #expect(s.pixmap.pixel(x: 31, y: 15).a == 0)
        #expect(s.pixmap.pixel(x: 5, y: 5).a == 0)
    }

    @Test("bad path data is an error naming the node's d and the character")
    func badData() {
        do {
            _ = try render(##"{"type": "Path", "d": "M0 0 L10"}"##)
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("$.view.d: bad SVG path data at character 8"), "\(error)")
        }
    }

    @Test("an uneven rounded rectangle rounds only the corners given a radius")
    func uneven() throws {
        let s = try render(
            ##"{"type": "UnevenRoundedRectangle", "topLeadingRadius": 12, "bottomTrailingRadius": 12, "fill": "#000000"}"##
        )
        #expect(s.pixmap.pixel(x: 0, y: 0).a == 0)
        #expect(s.pixmap.pixel(x: 39, y: 39).a == 0)
        #expect(s.pixmap.pixel(x: 39, y: 0).a == 255)
        #expect(s.pixmap.pixel(x: 0, y: 39).a == 255)
    }

    @Test("fill, fill.secondary, … are the system fill colors of the scheme")
    func hierarchicalFills() throws {
        func alpha(_ style: String, _ scheme: ColorScheme) throws -> UInt8 {
            try render(##"{"type": "Rectangle", "fill": ""## + style + ##""}"##, scheme: scheme).pixmap.pixel(
                x: 20, y: 20
            ).a
        }
        #expect(try alpha("fill", .light) == 51)  // 0.2
        #expect(try alpha("fill.secondary", .light) == 41)  // 0.16
        #expect(try alpha("fill.tertiary", .light) == 31)  // 0.12
        #expect(try alpha("fill.quaternary", .light) == 20)  // 0.08
        #expect(try alpha("fill", .dark) == 92)  // 0.36
    }

    @Test("blendMode composites the view onto what is behind it, as one layer")
    func blending() throws {
        let s = try render(
            ##"{"type": "ZStack", "children": [{"type": "Color", "color": "#0040FF"}, {"type": "ZStack", "children": [{"type": "Color", "color": "#FF8000"}, {"type": "Color", "color": "#FFFFFF", "modifiers": [{"frame": {"width": 10, "height": 10}}]}], "modifiers": [{"blendMode": "multiply"}]}]}"##
        )
        // Orange × blue, and white × blue where the white square covers the orange.
        #expect(s.pixmap.pixel(x: 2, y: 2) == (0, 32, 0, 255))
        #expect(s.pixmap.pixel(x: 20, y: 20) == (0, 64, 255, 255))
        #expect(s.displayList.dump().contains("group blend multiply"))
    }

    @Test("a material blurs what lies behind it and veils it, lighter in light mode and darker in dark")
    func materials() throws {
        // Red left half, blue right half, a material across the middle.
        let view =
            ##"{"type": "ZStack", "children": [{"type": "HStack", "spacing": 0, "children": [{"type": "Color", "color": "#FF0000"}, {"type": "Color", "color": "#0000FF"}]}, {"type": "Rectangle", "fill": "regularMaterial", "modifiers": [{"frame": {"width": 30, "height": 20}}]}]}"##
        let light = try render(view).pixmap
        let dark = try render(view, scheme: .dark).pixmap
        // Outside the material: the plain colors.
        #expect(light.pixel(x: 2, y: 2) == (255, 0, 0, 255))
        // At the seam under the material the blur mixes both colors; the veil lightens them.
        let seam = light.pixel(x: 20, y: 20)
        #expect(seam.r > 100 && seam.b > 100 && seam.g > 150, "\(seam)")
        let seamDark = dark.pixel(x: 20, y: 20)
        #expect(seamDark.r > 15 && seamDark.b > 15 && seamDark.g < 60, "\(seamDark)")
        #expect(Int(seamDark.r) + Int(seamDark.g) + Int(seamDark.b) < Int(seam.r) + Int(seam.g) + Int(seam.b))
        // Over nothing, a material is its veil alone.
        let alone = try render(##"{"type": "Rectangle", "fill": "regularMaterial"}"##).pixmap.pixel(x: 20, y: 20)
        #expect(alone.a == 184)  // 0.72
    }

    @Test("a capacity gauge fills its ring clockwise from the top; an open one leaves the bottom empty")
    func rings() throws {
        func ring(_ style: String, _ value: Double) throws -> Pixmap {
            try render(
                ##"{"type": "Gauge", "value": "## + "\(value)" + ##", "gaugeStyle": ""## + style
                    + ##"", "modifiers": [{"tint": "#FF0000"}]}"##
            ).pixmap
        }
        func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.a > 200 }
        // A 40 pt square at 1 px a point, ring 6 pt wide: its middle runs 17 pt from the centre.
        let quarter = try ring("accessoryCircularCapacity", 0.25)
        #expect(isRed(quarter.pixel(x: 32, y: 8)))  // top right: filled
        #expect(isRed(quarter.pixel(x: 37, y: 20)))  // 3 o'clock: the end of the quarter
        #expect(!isRed(quarter.pixel(x: 3, y: 20)) && quarter.pixel(x: 3, y: 20).a > 0)  // 9 o'clock: track
        let open = try ring("accessoryCircular", 1)
        #expect(isRed(open.pixel(x: 3, y: 20)) && isRed(open.pixel(x: 37, y: 20)))
        #expect(open.pixel(x: 20, y: 37).a == 0)  // the gap at the bottom
    }
}
