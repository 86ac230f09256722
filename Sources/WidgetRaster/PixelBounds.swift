// A clip rectangle in whole device pixels, as the rasterizer takes it.

/// A rectangle of whole device pixels: columns x0..<x1, rows y0..<y1.
public struct PixelBounds: Sendable, Hashable {
    public var x0, y0, x1, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }
}
