// Inputs at the edges of what the format allows must lay out to finite frames: a stack
// probes its children with infinite proposals, and grids and aspect ratios divide.

import Testing
import WidgetCore
import WidgetDocument
import WidgetLayout
import WidgetResolve

@Suite("Degenerate layouts")
struct DegenerateLayoutTests {
    static let cases: [String] = [
        // Zero minimum and zero spacing: as many tracks as fit, not infinitely many.
        #"{"type": "LazyVGrid", "columns": [{"size": "adaptive", "minimum": 0, "spacing": 0}], "children": [{"type": "Color", "color": "red"}, {"type": "Color", "color": "red"}]}"#,
        // Flexible tracks and greedy spanning rows probed at infinite widths by an HStack.
        #"{"type": "HStack", "children": [{"type": "LazyVGrid", "columns": [{"size": "flexible"}, {"size": "flexible"}], "children": [{"type": "Color", "color": "red"}]}, {"type": "Color", "color": "blue"}]}"#,
        #"{"type": "HStack", "children": [{"type": "Grid", "children": [{"type": "GridRow", "children": [{"type": "Color", "color": "red"}, {"type": "Text", "text": "a"}]}, {"type": "Divider"}]}, {"type": "Text", "text": "b"}]}"#,
        #"{"type": "VStack", "children": [{"type": "LazyHGrid", "rows": [{"size": "flexible"}], "children": [{"type": "Text", "text": "a"}]}, {"type": "Spacer"}]}"#,
        // Fill and fit probed at zero and infinity, and with a zero-sized ideal.
        #"{"type": "HStack", "children": [{"type": "Color", "color": "red", "modifiers": [{"aspectRatio": {"ratio": 3, "contentMode": "fill"}}]}, {"type": "Color", "color": "blue", "modifiers": [{"frame": {"width": 0, "height": 0}}, {"scaledToFit": true}]}]}"#,
        // A grid with ragged rows, an empty row and a cell spanning more than exists.
        #"{"type": "Grid", "children": [{"type": "GridRow", "children": []}, {"type": "GridRow", "children": [{"type": "Text", "text": "a"}]}, {"type": "GridRow", "children": [{"type": "Text", "text": "b", "modifiers": [{"gridCellColumns": 5}]}, {"type": "Text", "text": "c"}]}]}"#,
        #"{"type": "GeometryReader", "children": [{"type": "Color", "color": "red", "modifiers": [{"relativeFrame": {"width": 0, "height": 2}}]}]}"#,
    ]

    @Test("edge cases lay out to finite frames", arguments: cases)
    func finite(_ json: String) throws {
        let root = try Resolver(scheme: .light).resolve(ViewSpec.decode(JSONValue.parse(Array(json.utf8))))
        for size in [Size(width: 100, height: 100), Size(width: 0, height: 0), Size(width: 1, height: 5000)] {
            let engine = LayoutEngine(measurer: FixedAdvanceMeasurer(), pixelLength: 0.5)
            let layout = engine.layout(root, in: Rect(origin: .zero, size: size))
            var frames: [Rect] = []
            func collect(_ n: LayoutNode) {
                frames.append(n.frame)
                frames.append(n.outerFrame)
                n.children.forEach(collect)
                n.decorations.forEach { collect($0.node) }
            }
            collect(layout)
            for f in frames {
                #expect(
                    [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }, "\(json) in \(size): \(f)")
            }
        }
    }
}
