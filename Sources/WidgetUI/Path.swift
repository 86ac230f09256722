// Paths, as SwiftUI's `Path`: built with move/line/curve/arc calls in the view's own
// points and written as SVG path data (the format's `Path` node, `d`).

import Foundation
import WidgetDocument

/// An outline, as SwiftUI's `Path`; also a shape and a view.
public struct Path: Shape, _PrimitiveView, NodeSource, ShapeNode {
    public typealias Body = Never
    /// SVG path commands, in order.
    var commands: [String] = []
    var current: CGPoint?
    var start: CGPoint?

    public init() {}
    public init(_ build: (inout Path) -> Void) { build(&self) }
    public init(_ rect: CGRect) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public var isEmpty: Bool { commands.isEmpty }

    public func path(in rect: CGRect) -> Path { self }

    var d: String { commands.joined(separator: " ") }
    var shapeNode: JSONValue { viewNode("Path", [("d", .string(d))]) }
    func nodes(in context: BuildContext) throws -> [JSONValue] { [shapeNode] }

    static func n(_ v: CGFloat) -> String {
        let d = Double(v)
        return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
    }
    static func p(_ point: CGPoint) -> String { n(point.x) + " " + n(point.y) }

    public mutating func move(to point: CGPoint) {
        commands.append("M " + Self.p(point))
        current = point
        start = point
    }
    public mutating func addLine(to point: CGPoint) {
        if current == nil { return move(to: point) }
        commands.append("L " + Self.p(point))
        current = point
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        commands.append("Q " + Self.p(control) + " " + Self.p(point))
        current = point
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        commands.append("C " + Self.p(control1) + " " + Self.p(control2) + " " + Self.p(point))
        current = point
    }
    public mutating func closeSubpath() {
        guard current != nil else { return }
        commands.append("Z")
        current = start
    }
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }
    public mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let arc = "A " + Self.n(rx) + " " + Self.n(ry) + " 0 1 0 "
        move(to: CGPoint(x: rect.minX, y: rect.midY))
        commands.append(arc + Self.p(CGPoint(x: rect.maxX, y: rect.midY)))
        commands.append(arc + Self.p(CGPoint(x: rect.minX, y: rect.midY)))
        closeSubpath()
    }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let arc = "A " + Self.n(rx) + " " + Self.n(ry) + " 0 0 1 "
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        commands.append(arc + Self.p(CGPoint(x: rect.maxX, y: rect.minY + ry)))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        commands.append(arc + Self.p(CGPoint(x: rect.maxX - rx, y: rect.maxY)))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        commands.append(arc + Self.p(CGPoint(x: rect.minX, y: rect.maxY - ry)))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        commands.append(arc + Self.p(CGPoint(x: rect.minX + rx, y: rect.minY)))
        closeSubpath()
    }

    /// An arc of a circle. As in SwiftUI, `clockwise` is in a y-up frame, so `false` turns
    /// clockwise on screen.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        func point(_ a: Angle) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(a.radians)), y: center.y + radius * CGFloat(sin(a.radians)))
        }
        guard startAngle.radians.isFinite, endAngle.radians.isFinite, radius.isFinite else { return }
        let from = point(startAngle)
        if current == nil { move(to: from) } else { addLine(to: from) }
        // The sweep on screen: increasing angles turn clockwise in y-down points; a sweep
        // of a full turn or more draws the whole circle, as Core Graphics does.
        let turn = 2 * Double.pi
        let delta = endAngle.radians - startAngle.radians
        var sweep = delta.truncatingRemainder(dividingBy: turn)
        if abs(delta) >= turn {
            sweep = clockwise ? -turn : turn
        } else if clockwise {
            if sweep > 0 { sweep -= turn }
        } else {
            if sweep < 0 { sweep += turn }
        }
        let flag = clockwise ? "0" : "1"
        var angle = startAngle.radians
        // Arcs of a half turn or more go in two halves (SVG needs distinct end points).
        let steps = abs(sweep) >= .pi ? 2 : 1
        for _ in 0..<steps {
            angle += sweep / Double(steps)
            let to = point(.radians(angle))
            commands.append("A " + Self.n(radius) + " " + Self.n(radius) + " 0 0 " + flag + " " + Self.p(to))
            current = to
        }
    }
}
