// How a shape's outline is stroked: SwiftUI's `StrokeStyle`.

/// Line width, caps, joins and dashes of a stroke, in points (device pixels once scaled).
public struct StrokeStyle: Hashable, Sendable {
    public enum Cap: String, Hashable, Sendable { case butt, round, square }
    public enum Join: String, Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    /// A miter longer than this many half line widths becomes a bevel (SwiftUI's default 10).
    public var miterLimit: Double
    /// On and off lengths, repeated; empty: a solid line.
    public var dash: [Double]
    public var dashPhase: Double

    public init(
        lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The same style with every length multiplied by `factor` (points to pixels).
    public func scaled(by factor: Double) -> StrokeStyle {
        var s = self
        s.lineWidth *= factor
        s.dash = dash.map { $0 * factor }
        s.dashPhase *= factor
        return s
    }
}
