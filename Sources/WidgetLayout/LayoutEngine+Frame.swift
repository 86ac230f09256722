// `.padding` and `.frame`, as SwiftUI sizes them.
//
// Padding: the child is proposed the proposal minus the insets, never below zero (an
// unspecified dimension stays unspecified); the result is the child's size plus the
// insets. Negative insets pull the view outward.
//
// Fixed frame: each given dimension replaces the proposal to the child and is the
// frame's size; a missing dimension passes the proposal through and takes the child's size.
//
// Flexible frame, per axis (SwiftUI's `_FlexFrameLayout`):
// 1. Child proposal: an unspecified proposal becomes `ideal` (if given); a given one is
//    clamped to [min, max].
// 2. Size: with an unspecified proposal and an `ideal`, the ideal (clamped). Otherwise the
//    child's length, raised to `min` and lowered to `max`, where a bound also pulls the
//    result toward the proposal: r = max(min, min(child, p)) then r = min(max, max(r, p)).
//    So `maxWidth: .infinity` takes all the width offered, `minWidth` never less than min.

import WidgetCore

extension LayoutEngine {
    func paddingProposal(_ p: ProposedSize, insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: p.width.map { max(0, $0 - insets.horizontal) },
            height: p.height.map { max(0, $0 - insets.vertical) })
    }

    func paddingSize(_ node: ViewNode, level: Int, insets: EdgeInsets, proposal p: ProposedSize) -> Size {
        let child = sizeThatFits(node, level: level - 1, paddingProposal(p, insets: insets))
        return Size(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func frameProposal(_ p: ProposedSize, spec: FrameSpec) -> ProposedSize {
        switch spec {
        case .fixed(let width, let height, _):
            return ProposedSize(width: width ?? p.width, height: height ?? p.height)
        case .flexible(let w, let h, _):
            return ProposedSize(
                width: Self.flexibleProposal(p.width, w), height: Self.flexibleProposal(p.height, h))
        }
    }

    func frameSize(_ node: ViewNode, level: Int, spec: FrameSpec, proposal p: ProposedSize) -> Size {
        let child = sizeThatFits(node, level: level - 1, frameProposal(p, spec: spec))
        switch spec {
        case .fixed(let width, let height, _):
            return Size(width: width ?? child.width, height: height ?? child.height)
        case .flexible(let w, let h, _):
            return Size(
                width: Self.flexibleLength(p.width, child: child.width, w),
                height: Self.flexibleLength(p.height, child: child.height, h))
        }
    }

    /// Flexible frame, step 1.
    static func flexibleProposal(_ p: Double?, _ d: FlexibleDimension) -> Double? {
        guard var v = p else { return d.ideal }
        if let mx = d.max { v = Swift.min(v, mx) }
        if let mn = d.min { v = Swift.max(v, mn) }
        return v
    }

    /// Flexible frame, step 2.
    static func flexibleLength(_ p: Double?, child: Double, _ d: FlexibleDimension) -> Double {
        if p == nil, let ideal = d.ideal {
            var v = ideal
            if let mx = d.max { v = Swift.min(v, mx) }
            if let mn = d.min { v = Swift.max(v, mn) }
            return v
        }
        let offered = flexibleProposal(p, d)
        var r = child
        if let mn = d.min { r = Swift.max(mn, Swift.min(r, offered ?? r)) }
        if let mx = d.max { r = Swift.min(mx, Swift.max(r, offered ?? r)) }
        return r
    }
}
