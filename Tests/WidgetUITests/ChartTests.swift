// Swift Charts' names in WidgetUI draw what the format's `Chart` draws: the same marks,
// styles and chart modifiers, written once in Swift and once as JSON, give the same pixels.

import Foundation
import Testing
import WidgetDocument
import WidgetRendering
import WidgetUI

@Suite struct ChartTests {
    struct Reading: Identifiable {
        let id: Int
        let hour: Double
        let level: Double
    }

    static let readings = [(9.0, 3.0), (10, 5), (11, 4), (12, 6.5), (13, 6)].enumerated().map {
        Reading(id: $0.offset, hour: $0.element.0, level: $0.element.1)
    }

    struct LevelChart: View {
        var body: some View {
            Chart {
                ForEach(ChartTests.readings) { r in
                    AreaMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
                        .foregroundStyle(Color.green.opacity(0.3))
                        .interpolationMethod(.catmullRom)
                    LineMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
                        .foregroundStyle(.green)
                        .interpolationMethod(.catmullRom)
                        .lineStyle(StrokeStyle(lineWidth: 3))
                    PointMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
                        .symbolSize(40)
                }
                RuleMark(y: .value("Goal", 5.5))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
            }
            .chartYScale(domain: 0...8)
            .chartXAxis(.hidden)
        }
    }

    /// The same chart as the format writes it.
    static var json: String {
        let marks = readings.map { r in
            let point = #""x": \#(r.hour), "y": \#(r.level)"#
            return
                #"{"AreaMark": {\#(point), "interpolationMethod": "catmullRom", "foregroundStyle": {"color": "green", "opacity": 0.3}}}, "#
                + #"{"LineMark": {\#(point), "interpolationMethod": "catmullRom", "lineWidth": 3, "foregroundStyle": "green"}}, "#
                + #"{"PointMark": {\#(point), "symbolSize": 40}}"#
        }
        return #"{"version": 1.1, "view": {"type": "Chart", "marks": ["#
            + marks.joined(separator: ", ")
            + #", {"RuleMark": {"y": 5.5, "lineWidth": 1, "dash": [3, 3], "foregroundStyle": "secondary"}}], "#
            + #""modifiers": [{"chartYScale": {"domain": [0, 8]}}, {"chartXAxis": "hidden"}]}}"#
    }

    @Test func sameAsTheFormat() throws {
        let entry = try EntryDocument.decode(Array(Self.json.utf8))
        for family in [WidgetFamily.systemSmall, .systemMedium] {
            for scheme in [WidgetUI.ColorScheme.light, .dark] {
                let fromJSON = try Renderer().render(
                    entry, RenderRequest(family: family, colorScheme: .init(rawValue: scheme.rawValue))
                ).png()
                let fromSwift = try renderPNG(LevelChart(), family: family, colorScheme: scheme)
                #expect(fromJSON == fromSwift, "\(family) \(scheme)")
            }
        }
    }

    /// Every interpolation WidgetUI names is one the format accepts.
    @Test func interpolationNames() throws {
        let methods: [WidgetUI.InterpolationMethod] = [
            .linear, .catmullRom, .cardinal, .monotone, .stepStart, .stepEnd, .stepCenter,
        ]
        for method in methods {
            let chart = Chart {
                LineMark(x: .value("x", 1), y: .value("y", 2)).interpolationMethod(method)
                LineMark(x: .value("x", 2), y: .value("y", 3)).interpolationMethod(method)
            }
            #expect(throws: Never.self) { _ = try WidgetDocument(chart) }
        }
    }

    @Test func categoriesSeriesAndRules() throws {
        let bars = Chart(["Mon", "Tue", "Wed"], id: \.self) { day in
            BarMark(x: .value("Day", day), y: .value("Steps", day.count * 1000))
                .foregroundStyle(by: .value("Kind", "walk"))
                .opacity(0.8)
        }
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .chartXScale(domain: 0...1)
        // The document's JSON with its layout spaces taken out (no value here holds one).
        let node = try WidgetDocument(bars).json().filter { !$0.isWhitespace }
        #expect(node.contains(#"{"BarMark":{"x":"Mon","y":3000,"series":"walk","opacity":0.8}}"#), "\(node)")
        #expect(node.contains(#""chartYAxis":"hidden""#) && node.contains(#""chartLegend":"hidden""#))
        // A rule has one axis.
        let rule = try WidgetDocument(Chart { RuleMark(x: .value("Now", 12)) }).json().filter { !$0.isWhitespace }
        #expect(rule.contains(#"{"RuleMark":{"x":12}}"#), "\(rule)")
    }
}
