/// One mark of a `Chart`, checked: its kind, its values and its look.
public struct ChartMarkSpec: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case line = "LineMark", area = "AreaMark", bar = "BarMark", point = "PointMark", rule = "RuleMark"
    }
    public enum Value: Hashable, Sendable {
        case number(Double)
        case category(String)
    }
    public var kind: Kind
    public var x: Value?
    public var y: Double?
    public var series: String
    public var style: StyleSpec?
    public var lineWidth: Double?
    public var interpolation: InterpolationMethod?
    public var symbolSize: Double?
    public var opacity: Double
    public var width: Double?
    /// `lineStyle(StrokeStyle(dash:))` of a line or rule, in points.
    public var dash: [Double]
    public var path: String
}
