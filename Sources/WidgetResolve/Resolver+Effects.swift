// Resolve: `border`, an overlay the resolver makes itself.

import WidgetCore
import WidgetDocument
import WidgetViewTree

extension Resolver {
    /// `.border(style, width:)`: a rectangle's inside edge stroked over the view, as
    /// SwiftUI draws it (an overlay of `Rectangle().strokeBorder(style, lineWidth: width)`).
    func border(_ style: StyleSpec, width: Double, at path: String) -> ViewNode {
        let stroke = ShapeStroke(
            style: style.style(in: scheme), strokeStyle: StrokeStyle(lineWidth: width), border: true)
        return ViewNode(
            content: .shape(ShapeContent(kind: .rectangle, fill: nil, stroke: stroke)), typeName: "Rectangle",
            path: path)
    }
}
