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
