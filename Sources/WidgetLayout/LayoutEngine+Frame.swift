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
import WidgetViewTree

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

extension LayoutEngine {
    /// `relativeFrame` and `containerRelativeFrame` as the fixed frame they stand for at
    /// proposal `p`. Relative: each given fraction of the proposed length (an unspecified or
    /// infinite proposal leaves that dimension to the child). Container-relative: the
    /// container's tracks on its axes.
    func fixedFrame(for modifier: LayoutModifier, proposal p: ProposedSize) -> FrameSpec {
        switch modifier {
        case .relativeFrame(let width, let height, let alignment):
            func scaled(_ fraction: Double?, _ length: Double?) -> Double? {
                guard let fraction, let length, length.isFinite else { return nil }
                return fraction * length
            }
            return .fixed(width: scaled(width, p.width), height: scaled(height, p.height), alignment: alignment)
        case .containerRelativeFrame(let c):
            return .fixed(
                width: c.horizontal ? c.length(container: containerSize.width) : nil,
                height: c.vertical ? c.length(container: containerSize.height) : nil, alignment: c.alignment)
        default:
            return .fixed(width: nil, height: nil, alignment: .center)
        }
    }
}

extension LayoutEngine {
    /// `aspectRatio` (RE in docs/sources.md): what it offers the view inside it, which
    /// then decides its own size and is centered in it.
    /// 1. An unspecified proposal passes through: the view takes its ideal size.
    /// 2. Otherwise the ratio size R is (ratio, 1), or the view's ideal size with no ratio;
    ///    a square R (0×0 included) becomes 1×1.
    /// 3. Per specified axis the scale is proposed ÷ R; fit takes the smaller scale, fill
    ///    the larger, and the offer is R × scale. With one axis unspecified both follow
    ///    the other (a fill in a scrolling column is as wide as the column).
    func aspectRatioProposal(_ node: ViewNode, level: Int, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize)
        -> ProposedSize
    {
        guard p.width != nil || p.height != nil else { return p }
        var r = ratio.map { Size(width: $0, height: 1) } ?? sizeThatFits(node, level: level - 1, .unspecified)
        if r.width == r.height { r = Size(width: 1, height: 1) }
        func scale(_ proposed: Double?, _ length: Double) -> Double? {
            guard let proposed, !(proposed == 0 && length == 0) else { return nil }
            return proposed / length
        }
        // Fit takes the smaller of the two scales, fill the larger; a side without one
        // leaves the other (written out: a debug build spent more on an array's min than
        // on the layout).
        let s: Double
        switch (scale(p.width, r.width), scale(p.height, r.height)) {
        case (let w?, let h?): s = mode == .fit ? min(w, h) : max(w, h)
        case (let w?, nil): s = w
        case (nil, let h?): s = h
        case (nil, nil): s = .infinity
        }
        func offer(_ length: Double) -> Double {
            // 0 × ∞ (a zero side scaled without bound) offers nothing on that side.
            let v = length * s
            return v.isNaN ? 0 : v
        }
        return ProposedSize(width: offer(r.width), height: offer(r.height))
    }
}
