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

    /// Whether no pixel is inside.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The pixels in both, or nil when none is.
    public func intersection(_ other: PixelBounds) -> PixelBounds? {
        let r = PixelBounds(
            x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? nil : r
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelBounds) -> PixelBounds {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return PixelBounds(
            x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// Whether every pixel of `other` is inside.
    public func contains(_ other: PixelBounds) -> Bool {
        other.isEmpty || (other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1)
    }

    /// Grown by `n` pixels on every side.
    public func outset(by n: Int) -> PixelBounds {
        PixelBounds(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n)
    }
}
