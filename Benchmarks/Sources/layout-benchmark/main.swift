// Lays out a tree of about 1,000 views many times and prints the median time per layout
// pass in milliseconds (issue goal: under 1 ms). The tree is a dense list widget: ten
// sections, each a title in a flexible frame, nine rows and a LazyVGrid of six squares; a
// row is an HStack (on its first text baseline) of a two-line VStack, a Spacer, a padded
// value and a badge (a ZStack of a circle and a text) over a rounded background. Text is measured by a fixed-advance
// measurer so the time is layout's own (typesetting has its own benchmark in issue #4);
// every pass starts with an empty cache, as each render does.

import Foundation
import WidgetCore
import WidgetDocument
import WidgetLayout
import WidgetResolve
import WidgetViewTree

struct FixedAdvance: TextMeasuring {
    func measure(_ text: TextContent, proposal: ProposedSize) -> TextMeasurement {
        let characters = Double(text.string.utf8.count)
        let ideal = characters * 7
        let width = proposal.width.map { min(ideal, max(0, $0)) } ?? ideal
        let lines = width > 0 ? max(1, (ideal / width).rounded(.up)) : 1
        return TextMeasurement(
            size: Size(width: width, height: lines * 20), lines: Int(lines), truncated: false, firstBaseline: 16,
            lastBaseline: lines * 20 - 4)
    }

    func spacingMetrics(_ text: TextContent) -> TextSpacingMetrics {
        TextSpacingMetrics(ascender: 16, descender: 4, capHeight: 12, lineGap: 0, topInset: 0, bottomInset: 0)
    }
}

func row(_ section: Int, _ index: Int) -> String {
    """
    {"type": "HStack", "alignment": "firstTextBaseline", "children": [
      {"type": "VStack", "alignment": "leading", "children": [
        {"type": "Text", "text": "Row \(section)-\(index) title", "modifiers": [{"font": "headline"}]},
        {"type": "Text", "text": "A subtitle that may wrap when narrow", "modifiers": [{"lineLimit": 2}]}
      ]},
      {"type": "Spacer"},
      {"type": "Text", "text": "\(index * 7)%", "modifiers": [{"padding": {"edges": "horizontal", "length": 6}}]},
      {"type": "ZStack", "children": [
        {"type": "Circle", "fill": "blue"},
        {"type": "Text", "text": "\(index)"}
      ], "modifiers": [{"frame": {"width": 24, "height": 24}}]}
    ], "modifiers": [{"padding": 4}, {"background": {"type": "RoundedRectangle", "cornerRadius": 6, "fill": "systemGray6"}}]}
    """
}

func section(_ s: Int) -> String {
    let rows = (0..<9).map { row(s, $0) }.joined(separator: ",\n")
    let grid = """
        {"type": "LazyVGrid", "columns": [{"size": "adaptive", "minimum": 30}], "children": [
          \((0..<6).map { _ in "{\"type\": \"Color\", \"color\": \"green\", \"modifiers\": [{\"aspectRatio\": {\"ratio\": 1}}]}" }.joined(separator: ", "))
        ]}
        """
    return """
        {"type": "VStack", "spacing": 4, "children": [
          {"type": "Text", "text": "Section \(s)", "modifiers": [{"font": "title3"}, {"frame": {"maxWidth": "infinity", "alignment": "leading"}}]},
          \(rows),
          \(grid)
        ]}
        """
}

let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 400
let json = "{\"type\": \"VStack\", \"children\": [\((0..<10).map(section).joined(separator: ",\n"))]}"
do {
    let value = try JSONValue.parse(Array(json.utf8))
    let root = try Resolver(scheme: .light).resolve(ViewSpec.decode(value))
    let container = Rect(x: 16, y: 16, width: 332, height: 3000)
    var samples: [Double] = []
    var frames = 0
    for i in 0..<(iterations + 20) {
        let start = DispatchTime.now().uptimeNanoseconds
        let engine = LayoutEngine(measurer: FixedAdvance(), pixelLength: 1.0 / 3)
        var layout = engine.layout(root, in: container)
        layout.roundToPixels(scale: 3)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        if i >= 20 { samples.append(elapsed) }  // the first passes warm up
        frames = layout.children.count
    }
    samples.sort()
    func at(_ q: Double) -> Double { samples[min(samples.count - 1, Int(Double(samples.count - 1) * q))] }
    print("layout of \(root.treeSize) views (\(frames) sections), \(iterations) passes")
    print(String(format: "layout pass: median %.3f ms   min %.3f   p90 %.3f", at(0.5), samples[0], at(0.9)))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
