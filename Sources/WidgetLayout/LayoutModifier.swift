// The modifiers that change layout, kept in order on each view (first innermost).

import WidgetCore

/// A modifier that changes layout (modifiers that only change style are resolved away).
public enum LayoutModifier: Sendable {
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)
    /// `.fixedSize(horizontal:vertical:)`: the child gets its ideal length on those axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.offset(x:y:)`: moves what is inside it when drawn; layout does not see it.
    case offset(x: Double, y: Double)

    /// The modifier's name in the document, for the dump.
    public var name: String {
        switch self {
        case .padding: "padding"
        case .frame: "frame"
        case .background: "background"
        case .overlay: "overlay"
        case .fixedSize: "fixedSize"
        case .offset: "offset"
        }
    }
}

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
