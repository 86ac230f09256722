// SwiftUI's layout model: a parent proposes a size, the child chooses its own, the parent
// places it. `sizeThatFits` answers "what size for this proposal?" for one element,
// where an element is a view's content (level 0) or one of its modifiers wrapped around
// the levels inside it (level k = modifiers[k − 1]). What is costly to answer is cached
// per view and proposal: a container's arrangement and a text's measurement. So nested
// stacks that probe their children several times stay linear, and the cheap arithmetic
// of modifiers and leaves is redone rather than looked up.
//
// Every container computes its children's proposals and positions in one function
// (`arrange…`), used both to size the container and to place its children. A stack or
// ZStack larger than its proposal is placed by the arrangement for its final size where
// that arrangement fits it, as SwiftUI places children in the container's bounds
// (`placingArrangement`, LayoutEngine+Place.swift); otherwise the two passes agree.
//
// Sizes are fractional points; snapping to device pixels happens once, afterwards
// (`LayoutNode.roundedToPixels`). Stacks: LayoutEngine+Stack.swift, their default spacing:
// LayoutEngine+Spacing.swift; ZStack and GeometryReader: LayoutEngine+ZStack.swift;
// frames, padding and aspect ratios: LayoutEngine+Frame.swift; grids:
// LayoutEngine+Grid.swift and LayoutEngine+LazyGrid.swift; text baselines:
// LayoutEngine+Baseline.swift; placement: LayoutEngine+Place.swift.

import WidgetCore
import WidgetViewTree

/// Lays out one resolved view tree. Holds the measure cache: make one per layout pass.
public final class LayoutEngine {
    let measurer: any TextMeasuring
    /// The length of one device pixel in points (1/scale): the thickness of a Divider.
    public let pixelLength: Double
    /// The container `containerRelativeFrame` refers to: the widget's content area.
    var containerSize = Size.zero

    // Unchecked exclusivity: the engine is single-threaded and never holds two accesses to
    // a cache at once; the runtime check would cost more than the lookups themselves.
    @exclusivity(unchecked) private var textCache = LayoutCache<TextMeasurement>(capacity: 64)
    @exclusivity(unchecked) private var arrangementCache = LayoutCache<Arrangement>(capacity: 256)
    /// Default stack gaps, keyed by the stack.
    @exclusivity(unchecked) var gapCache = LayoutCache<[Double]>(capacity: 64)

    /// A container's size for one proposal, and where in the placement store its
    /// children's placements (relative to its origin, in `content.children` order) are.
    struct Arrangement {
        var size: Size
        var first: Int
        var count: Int
        /// The index of the first child placed (the others before it are not laid out).
        var firstChild = 0
    }

    /// Every arrangement's placements, end to end: one growing array for the whole pass
    /// instead of one small array per container and proposal.
    @exclusivity(unchecked) var placementStore: [Placement] = []

    public init(measurer: any TextMeasuring, pixelLength: Double) {
        self.measurer = measurer
        self.pixelLength = pixelLength
    }

    /// Lays out `root` in a container of `size` points: the root is proposed that size and
    /// centered in it, as WidgetKit places a widget's view inside its content margins.
    public func layout(_ root: ViewNode, in container: Rect) -> LayoutNode {
        containerSize = container.size
        // Size the tables once: a few proposals per container and per text.
        let views = root.treeSize
        arrangementCache = LayoutCache(capacity: views * 2)
        textCache = LayoutCache(capacity: views * 2)
        gapCache = LayoutCache(capacity: views)
        placementStore = []
        placementStore.reserveCapacity(views * 8)
        let proposal = ProposedSize(container.size)
        let size = sizeThatFits(root, proposal)
        let origin = Alignment.center.origin(of: size, in: container)
        return place(root, proposal: proposal, in: Rect(origin: origin, size: size))
    }

    /// The size `node` (with all its modifiers) chooses for `proposal`.
    public func sizeThatFits(_ node: ViewNode, _ proposal: ProposedSize) -> Size {
        sizeThatFits(node, level: node.modifiers.count, proposal)
    }

    func sizeThatFits(_ node: ViewNode, level: Int, _ proposal: ProposedSize) -> Size {
        level == 0 ? contentSize(node, proposal) : modifierSize(node, level: level, proposal)
    }

    /// The text's measurement for `proposal`, measured once per proposal.
    func measureText(_ node: ViewNode, _ proposal: ProposedSize) -> TextMeasurement {
        if let cached = textCache.value(node, level: 0, proposal) { return cached }
        guard case .text(let text) = node.content else {
            return TextMeasurement(size: .zero, lines: 0, truncated: false, firstBaseline: 0, lastBaseline: 0)
        }
        let m = measurer.measure(text, proposal: proposal)
        textCache.insert(m, node, level: 0, proposal)
        return m
    }

    /// A container's arrangement for `p`, computed once per proposal: sizing, placing
    /// and baseline queries all read the same one.
    func arrangement(_ node: ViewNode, _ p: ProposedSize) -> Arrangement {
        if let cached = arrangementCache.value(node, level: 0, p) { return cached }
        let result: Arrangement
        switch node.content {
        case .stack(let axis, let alignment, let spacing, let children):
            result = arrangeStack(
                node, children, axis: axis, alignment: alignment, spacing: spacing, proposal: p)
        case .zstack(let alignment, let children):
            result = arrangeZStack(children, alignment: alignment, proposal: p)
        case .geometryReader(let children):
            // Greedy: it takes what it is offered (10 pt where nothing is).
            let size = p.replacingUnspecified(with: Size(width: 10, height: 10))
            result = stored(size, arrangeGeometryReader(children, size: size))
        case .grid(let grid):
            result = arrangeGrid(grid, proposal: p)
        case .lazyGrid(let grid):
            result = arrangeLazyGrid(grid, proposal: p)
        case .viewThatFits(let horizontal, let vertical, let children):
            result = arrangeViewThatFits(children, horizontal: horizontal, vertical: vertical, proposal: p)
        case .anchored(let content):
            result = arrangeAnchored(content, proposal: p)
        case .text, .spacer, .divider, .shape, .fill, .fixed, .image:
            result = Arrangement(size: .zero, first: 0, count: 0)
        }
        arrangementCache.insert(result, node, level: 0, p)
        return result
    }

    /// An arrangement whose placements were computed apart, appended to the store.
    func stored(_ size: Size, _ placements: [Placement]) -> Arrangement {
        let first = placementStore.count
        placementStore.append(contentsOf: placements)
        return Arrangement(size: size, first: first, count: placements.count)
    }

    /// The size of a view's content, before its modifiers.
    private func contentSize(_ node: ViewNode, _ p: ProposedSize) -> Size {
        switch node.content {
        case .stack, .zstack, .geometryReader, .grid, .lazyGrid, .viewThatFits, .anchored:
            return arrangement(node, p).size
        case .text:
            return measureText(node, p).size
        case .spacer(let minLength, let axis):
            return spacerSize(minLength: minLength, axis: axis, proposal: p)
        case .divider(let stackAxis, _):
            // The line runs across the enclosing stack's axis, one device pixel thick, and
            // fills the length it is offered.
            let lineAxis = (stackAxis ?? .vertical).other
            // Like a shape along its length: it takes any length offered, infinity included,
            // so stacks treat it as flexible.
            return Size(lineAxis, main: p[lineAxis] ?? 0, cross: pixelLength)
        case .shape, .fill:
            // Shapes and colors take any proposal; their ideal size is 10×10.
            return p.replacingUnspecified(with: Size(width: 10, height: 10))
        case .fixed(let size):
            return size
        case .image(let image):
            // A resizable image takes any proposal, like a shape, with its own size as the
            // ideal; otherwise it is its size whatever it is offered (DOC).
            return image.resizable ? p.replacingUnspecified(with: image.size) : image.size
        }
    }

    /// A Spacer grows along its stack's axis from `minLength` (default 8 pt,
    /// RE in docs/sources.md) and takes no room across it; outside a stack it grows both ways.
    private func spacerSize(minLength: Double?, axis: Axis?, proposal p: ProposedSize) -> Size {
        let minimum = minLength ?? StackSpacing.defaultSpacing
        func grow(_ v: Double?) -> Double { max(minimum, v ?? minimum) }
        guard let axis else { return Size(width: grow(p.width), height: grow(p.height)) }
        return Size(axis, main: grow(p[axis]), cross: 0)
    }

    private func modifierSize(_ node: ViewNode, level: Int, _ p: ProposedSize) -> Size {
        switch node.modifiers[level - 1] {
        case .padding(let insets):
            return paddingSize(node, level: level, insets: insets, proposal: p)
        case .frame(let spec):
            return frameSize(node, level: level, spec: spec, proposal: p)
        case .relativeFrame, .containerRelativeFrame:
            return frameSize(
                node, level: level, spec: fixedFrame(for: node.modifiers[level - 1], proposal: p), proposal: p)
        case .aspectRatio(let ratio, let mode):
            return sizeThatFits(node, level: level - 1, aspectRatioProposal(node, level: level, ratio, mode, p))
        case .background, .overlay, .offset, .mask, .effect:
            // Decorations take the size of the view they decorate and never change it;
            // an offset only moves drawing; an effect only changes it.
            return sizeThatFits(node, level: level - 1, p)
        case .fixedSize(let horizontal, let vertical):
            return sizeThatFits(node, level: level - 1, Self.fixedSizeProposal(p, horizontal, vertical))
        }
    }

    /// `.fixedSize` proposes nil ("your ideal size") on its axes and passes the rest through.
    static func fixedSizeProposal(_ p: ProposedSize, _ horizontal: Bool, _ vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}
