// Charts: marks land at their data values in the plot, scales choose nice ticks, axes
// thin labels that would overlap, and bad marks are refused by path.

import Testing
import WidgetCore
import WidgetDocument
import WidgetLayout
import WidgetRaster
import WidgetRendering

@Suite("Charts")
struct ChartTests {
    static let renderer = Renderer()

    func render(_ view: String, _ width: Double, _ height: Double, data: String = "{}") throws -> Snapshot {
        let doc = try EntryDocument.decode(
            Array("{\"version\": 1.1, \"data\": \(data), \"view\": \(view)}".utf8))
        return try Self.renderer.render(
            doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: width, height: height)))
    }

    static let bare = ##"{"chartXAxis": "hidden"}, {"chartYAxis": "hidden"}"##

    @Test("bars stand in their category's band, as tall as their value on the y scale")
    func bars() throws {
        // Two bands of 50 pt; a bar is 0.6 of its band (30 pt) and centered in it.
        let p = try render(
            ##"{"type": "Chart", "marks": [{"BarMark": {"x": "A", "y": 5}}, {"BarMark": {"x": "B", "y": 10}}], "modifiers": [\##(Self.bare), {"chartYScale": {"domain": [0, 10]}}, {"foregroundStyle": "#0000FF"}]}"##,
            100, 100
        ).pixmap
        #expect(p.pixel(x: 25, y: 75) == (0, 0, 255, 255))
        #expect(p.pixel(x: 25, y: 25).a == 0, "A reaches half the height")
        #expect(p.pixel(x: 5, y: 75).a == 0, "bars leave a gap in their band")
        #expect(p.pixel(x: 75, y: 2) == (0, 0, 255, 255), "B reaches the top")
        #expect(p.pixel(x: 50, y: 90).a == 0)
    }

    @Test("a line runs through its points; ForEach-style marks come from the data")
    func line() throws {
        let p = try render(
            ##"{"type": "Chart", "in": "points", "marks": [{"LineMark": {"x": "{{x}}", "y": "{{y}}", "foregroundStyle": "#FF0000", "lineWidth": 4}}], "modifiers": [\##(Self.bare), {"chartXScale": {"domain": [0, 10]}}, {"chartYScale": {"domain": [0, 10]}}]}"##,
            100, 100, data: ##"{"points": [{"x": 0, "y": 0}, {"x": 10, "y": 10}]}"##
        ).pixmap
        // From the bottom-left corner to the top-right one.
        #expect(p.pixel(x: 50, y: 50) == (255, 0, 0, 255))
        #expect(p.pixel(x: 20, y: 80).r > 200)
        #expect(p.pixel(x: 20, y: 20).a == 0)
        #expect(p.pixel(x: 80, y: 80).a == 0)
    }

    @Test("a point mark is a circle of its symbol size at its value; a rule crosses the plot")
    func pointsAndRules() throws {
        let p = try render(
            ##"{"type": "Chart", "marks": [{"PointMark": {"x": 5, "y": 5, "symbolSize": 314.16, "foregroundStyle": "#00FF00"}}, {"RuleMark": {"y": 2, "foregroundStyle": "#0000FF", "lineWidth": 2}}], "modifiers": [\##(Self.bare), {"chartXScale": {"domain": [0, 10]}}, {"chartYScale": {"domain": [0, 10]}}]}"##,
            100, 100
        ).pixmap
        // Area 314.16 pt²: a circle 20 pt across, centered at (50, 50).
        #expect(p.pixel(x: 50, y: 50) == (0, 255, 0, 255))
        #expect(p.pixel(x: 58, y: 50) == (0, 255, 0, 255))
        #expect(p.pixel(x: 62, y: 50).a == 0)
        // y = 2 of 10: 80 % down.
        #expect(p.pixel(x: 3, y: 80) == (0, 0, 255, 255))
        #expect(p.pixel(x: 97, y: 80) == (0, 0, 255, 255))
    }

    @Test("axes: y labels trail the plot and x labels sit under it; labels that would overlap are thinned")
    func axes() throws {
        func labels(_ height: Double) throws -> (x: Int, y: Int) {
            let s = try render(
                ##"{"type": "Chart", "marks": [{"LineMark": {"x": 0, "y": 0}}, {"LineMark": {"x": 10, "y": 10}}]}"##,
                200, height)
            func count(_ node: LayoutNode, _ type: String) -> Int {
                (node.view.typeName == type ? node.children.count : 0)
                    + node.children.reduce(0) { $0 + count($1, type) }
            }
            return (count(s.layout, "XAxis"), count(s.layout, "YAxis"))
        }
        // 0…10 in steps of 2 on y (six labels) and of 2 on x (six labels).
        let tall = try labels(200)
        #expect(tall.y == 6 && tall.x == 6)
        // 40 pt tall: six 13 pt labels cannot all show; every other one does.
        let short = try labels(40)
        #expect(short.y < 6 && short.y >= 2)
    }

    @Test("a number among text on x is a category like the others; values may be large")
    func mixedCategories() throws {
        // Bands A, 1, 2: the bar of "1" stands in the middle band, not at the center of all.
        let p = try render(
            ##"{"type": "Chart", "marks": [{"BarMark": {"x": "A", "y": 1}}, {"BarMark": {"x": "1", "y": 250000}}, {"BarMark": {"x": 2, "y": 1}}], "modifiers": [\##(Self.bare), {"chartYScale": {"domain": [0, 250000]}}, {"foregroundStyle": "#0000FF"}]}"##,
            90, 90
        ).pixmap
        #expect(p.pixel(x: 45, y: 5) == (0, 0, 255, 255))
        #expect(p.pixel(x: 15, y: 5).a == 0 && p.pixel(x: 75, y: 5).a == 0)
    }

    @Test("a ForEach may make marks, as Chart { ForEach(data) { LineMark(…) } } does")
    func forEachMarks() throws {
        let p = try render(
            ##"{"type": "Chart", "marks": [{"type": "ForEach", "in": "points", "as": "pt", "content": {"BarMark": {"x": "{{pt.k}}", "y": {"bind": "pt.v"}}}}], "modifiers": [\##(Self.bare), {"chartYScale": {"domain": [0, 10]}}, {"foregroundStyle": "#00FF00"}]}"##,
            100, 100, data: ##"{"points": [{"k": "a", "v": 10}, {"k": "b", "v": 5}]}"##
        ).pixmap
        #expect(p.pixel(x: 25, y: 5) == (0, 255, 0, 255))
        #expect(p.pixel(x: 75, y: 5).a == 0 && p.pixel(x: 75, y: 80) == (0, 255, 0, 255))
    }

    @Test("bad marks are one-line errors naming their path")
    func errors() throws {
        func message(_ view: String, data: String = "{}") -> String {
            do {
                _ = try render(view, 100, 100, data: data)
                return ""
            } catch { return "\(error)" }
        }
        #expect(
            message(##"{"type": "Chart", "marks": [{"LineMark": {"x": 1}}]}"##).contains(
                "$.view.marks[0].LineMark: a LineMark needs \"x\" and \"y\""))
        #expect(
            message(##"{"type": "Chart", "marks": [{"RuleMark": {"x": 1, "y": 2}}]}"##).contains(
                "a RuleMark needs exactly one of \"x\" or \"y\""))
        #expect(
            message(##"{"type": "Chart", "marks": [{"BarMark": {"x": "a", "y": "tall"}}]}"##).contains(
                "$.view.marks[0].BarMark.y: expected a number, found \"tall\""))
        #expect(
            message(##"{"type": "Text", "text": "a", "modifiers": [{"chartXAxis": "hidden"}]}"##).contains(
                "chartXAxis applies to a Chart only"))
        #expect(
            message(##"{"type": "Chart", "in": "prices", "marks": []}"##, data: ##"{"price": 1}"##).contains(
                "$.view.in: no data at \"prices\""))
    }
}
