// The frames of `.frame`: fixed, or flexible with a min, ideal and max per dimension.

/// `.frame(width:height:alignment:)` or the flexible `.frame(minWidth:…maxHeight:alignment:)`.
public enum FrameSpec: Sendable, Hashable {
    case fixed(width: Double?, height: Double?, alignment: Alignment)
    case flexible(width: FlexibleDimension, height: FlexibleDimension, alignment: Alignment)
}

/// The min/ideal/max of one dimension of a flexible frame (max may be `.infinity`).
public struct FlexibleDimension: Sendable, Hashable {
    public var min: Double?
    public var ideal: Double?
    public var max: Double?

    public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }
}
