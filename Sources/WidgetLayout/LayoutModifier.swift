// The modifiers that change layout, kept in order on each view (first innermost).

import WidgetCore

/// A modifier that changes layout (modifiers that only change style are resolved away).
public enum LayoutModifier: Sendable {
    case padding(EdgeInsets)
    indirect case frame(FrameSpec)
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)
    /// `.fixedSize(horizontal:vertical:)`: the child gets its ideal length on those axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.offset(x:y:)`: moves what is inside it when drawn; layout does not see it.
    case offset(x: Double, y: Double)
    /// `.aspectRatio(_:contentMode:)` (and `scaledToFit`/`scaledToFill`): nil ratio uses
    /// the child's ideal size.
    case aspectRatio(Double?, ContentMode)
    /// `.mask(_:)`: the view's alpha masks everything inside; laid out like an overlay.
    case mask(ViewNode, alignment: Alignment)
    /// A modifier that changes only drawing (DrawingEffect.swift): layout passes through it.
    case effect(DrawingEffect)
    /// `relativeFrame`: a fixed frame whose given dimensions are fractions of the proposal.
    case relativeFrame(width: Double?, height: Double?, alignment: Alignment)
    /// `.containerRelativeFrame(axes, count:, span:, spacing:, alignment:)`.
    indirect case containerRelativeFrame(ContainerRelativeFrame)

    /// The modifier's name in the document, for the dump.
    public var name: String {
        switch self {
        case .padding: "padding"
        case .frame: "frame"
        case .background: "background"
        case .overlay: "overlay"
        case .fixedSize: "fixedSize"
        case .offset: "offset"
        case .aspectRatio: "aspectRatio"
        case .mask: "mask"
        case .effect(let effect): effect.name
        case .relativeFrame: "relativeFrame"
        case .containerRelativeFrame: "containerRelativeFrame"
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

/// How `aspectRatio` fits its ratio to the proposal.
public enum ContentMode: String, Sendable, Hashable {
    case fit, fill
}

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
