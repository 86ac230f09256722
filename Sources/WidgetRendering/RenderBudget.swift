// The limits that need the canvas: what one render may cost in pixels, checked on the
// resolved tree before layout, painting or any pixel work starts (the document's own
// limits, views, depth and text, are `DocumentBudget`'s).
//
// Why these: each layer (opacity, clipShape, mask, blendMode, shadow, rotationEffect,
// scaleEffect) covers what its group draws, at most the whole canvas, so the work of a
// render grows at worst with layers × canvas pixels and its memory with the layers open at
// once × canvas pixels; the budget charges every layer the whole canvas. A shadow
// blurs what it shades grown by 3σ on each side, a material the backdrop under it grown
// the same way in four channels: at most the canvas grown by 3σ (σ is capped at the
// canvas's longer side), which is what each is charged. The bounds below keep one render
// within a few seconds and a few hundred megabytes; a real widget uses a handful of layers.
// Decoded images count against `imagePixels` as they are decoded.

import WidgetCore
import WidgetLayout
import WidgetRaster
import WidgetViewTree

/// Limits on the pixel work of one render.
public struct RenderBudget: Sendable, Equatable {
    /// Pixels of the canvas (width × height in device pixels).
    public var canvasPixels = 4096 * 4096
    /// Pixels of one decoded image (larger JPEGs are decoded at 1/2, 1/4 or 1/8 to fit).
    public var imagePixels = 4096 * 4096
    /// Pixels of all the images of a document, decoded.
    public var totalImagePixels = 48_000_000
    /// Layers of one render.
    public var layers = 1_000
    /// Layers × canvas pixels: the pixels every layer of a render allocates and composites.
    public var layerPixels = 600_000_000
    /// Layers open at once × canvas pixels: the memory of nested layers.
    public var openLayerPixels = 32_000_000
    /// The largest font size, in points: a glyph is rasterized whole, so its size bounds
    /// the work of each glyph that touches the canvas.
    public var fontSize = 1_000.0
    /// Pixels blurred by every shadow and material of a render (each charged the canvas
    /// grown by its reach, four times for a material's four channels).
    public var blurPixels = 150_000_000

    /// How many renders share this budget (`shared(by:)`); 1 for a render of its own.
    public private(set) var sharedBy = 1

    public init() {}

    /// The limits `render` enforces.
    public static let standard = RenderBudget()

    /// The budget of each of `count` renders that share this one, as a timeline's entries
    /// do: the limits that add up over renders (layer pixels, blurred pixels, decoded image
    /// pixels) divided among them, so together they cost no more than one render may; the
    /// limits of a single render (canvas, one image, layers, nesting, font size) unchanged.
    public func shared(by count: Int) -> RenderBudget {
        guard count > 1 else { return self }
        var budget = self
        budget.layerPixels /= count
        budget.blurPixels /= count
        budget.totalImagePixels /= count
        budget.sharedBy = sharedBy * count
        return budget
    }

    /// Said after a limit that `shared(by:)` divided.
    var shareNote: String {
        sharedBy > 1 ? " (the timeline's \(sharedBy) entries share one render's budget)" : ""
    }

    /// Throws the first limit `root`, drawn on a canvas of `width` × `height` pixels at
    /// `scale` pixels per point, exceeds.
    func check(_ root: ViewNode, width: Int, height: Int, scale: Double) throws(RenderError) {
        let pixels = width * height
        // What one blur of σ points may cost: the canvas grown by its reach (as the
        // rasterizer caps σ at the canvas's longer side).
        func blurArea(_ sigma: Double) -> Int {
            let side = Double(max(width, height))
            let margin = Int(saturating: (3 * min(max(0, sigma * scale), side)).rounded(.up)) + 1
            return (width + 2 * margin) * (height + 2 * margin)
        }
        guard max(width, height) <= Pixmap.maxDimension else {
            throw .budget(
                path: root.path,
                message: "the canvas would be \(width)×\(height) pixels; a side may be at most \(Pixmap.maxDimension)")
        }
        guard pixels <= canvasPixels else {
            throw .budget(
                path: root.path, message: "the canvas would have \(pixels) pixels; the limit is \(canvasPixels)")
        }
        var layerCount = 0, blurred = 0
        // (node, layers open around it); a loop, so a deep tree cannot overflow the stack.
        var pending: [(ViewNode, Int)] = [(root, 0)]
        while let (node, outer) = pending.popLast() {
            var open = outer
            for m in node.modifiers {
                switch m {
                case .mask:
                    // Two layers: the content's and the mask's own.
                    layerCount += 2
                    open += 2
                case .effect(let effect):
                    layerCount += effect.layers
                    open += effect.layers
                    // A blur works on four channels, a shadow on alpha alone.
                    if let radius = effect.blurRadius {
                        let channels = if case .blur = effect { 4 } else { 1 }
                        blurred += channels * blurArea(radius)
                    }
                default: break
                }
                if case .background(let v, _) = m { pending.append((v, open)) }
                if case .overlay(let v, _) = m { pending.append((v, open)) }
                if case .mask(let v, _) = m { pending.append((v, open)) }
            }
            if let sigma = Self.materialBlur(node.content) { blurred += 4 * blurArea(sigma) }
            if case .text(let text) = node.content,
                let size = text.styledRuns.map(\.font.size).max(), size > fontSize
            {
                throw .budget(
                    path: node.path,
                    message:
                        "a font of \(DumpValue.format(size)) points is larger than the \(DumpValue.format(fontSize)) a text may have"
                )
            }
            if layerCount > layers {
                throw .budget(path: node.path, message: "the widget uses more than \(layers) layers")
            }
            if layerCount * pixels > layerPixels {
                throw .budget(
                    path: node.path,
                    message:
                        "\(layerCount) layers of \(pixels) pixels each are more than the \(layerPixels) layer pixels a render may use\(shareNote)"
                )
            }
            if open * pixels > openLayerPixels {
                throw .budget(
                    path: node.path,
                    message:
                        "\(open) nested layers (opacity, clipShape, mask, blendMode, shadow, effects) of \(pixels) pixels each are more than the \(openLayerPixels) pixels of layers a render may hold at once"
                )
            }
            if blurred > blurPixels {
                throw .budget(
                    path: node.path,
                    message:
                        "shadows, blurs and materials would blur more than \(blurPixels) pixels (each may blur the whole canvas and its reach)\(shareNote)"
                )
            }
            for child in node.content.children.reversed() { pending.append((child, open)) }
        }
    }

    /// The blur (σ in points) of the material `content` is filled with, if any.
    static func materialBlur(_ content: ViewContent) -> Double? {
        switch content {
        case .fill(.material(_, let blur, _)): return blur
        case .shape(let shape): if case .material(_, let blur, _) = shape.fill { return blur }
        default: break
        }
        return nil
    }
}
