// One column of a LazyVGrid or row of a LazyHGrid, as SwiftUI's `GridItem` describes it.

/// SwiftUI's `GridItem`: one column of a LazyVGrid (row of a LazyHGrid).
public struct GridTrack: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The space after this track; nil: 8 pt.
    public var spacing: Double?
    /// How cells sit in their slot; nil: center.
    public var alignment: Alignment?

    public init(size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
