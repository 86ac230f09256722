// `.containerRelativeFrame`: a view sized as tracks of its container.

/// `.containerRelativeFrame`: on each of its axes the view is `count` equal tracks of the
/// container, separated by `spacing`, and `span` of them wide.
public struct ContainerRelativeFrame: Sendable, Hashable {
    public var horizontal: Bool
    public var vertical: Bool
    public var count: Int
    public var span: Int
    public var spacing: Double
    public var alignment: Alignment

    public init(horizontal: Bool, vertical: Bool, count: Int, span: Int, spacing: Double, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.count = count
        self.span = span
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The length on an axis whose container length is `container`:
    /// (container − spacing × (count − 1)) / count × span + spacing × (span − 1), never negative.
    public func length(container: Double) -> Double {
        let n = Double(max(1, count)), k = Double(max(1, span))
        let track = (container - spacing * (n - 1)) / n
        return max(0, track * k + spacing * (k - 1))
    }
}
