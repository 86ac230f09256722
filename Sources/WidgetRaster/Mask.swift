// A coverage mask: how much of each pixel a shape covers, 0…1, over the shape's bounds.

/// Coverage values over a rectangle of device pixels (`x`, `y` its top-left pixel).
public struct Mask: Sendable {
    public private(set) var x: Int
    public private(set) var y: Int
    public let width: Int
    public let height: Int
    /// Row-major coverage, `width × height` values in 0…1; for a solid mask, one row of
    /// 1s that stands for every row (a pixel-aligned rectangle, such as a widget's
    /// background, costs one row of memory, not its whole area).
    public internal(set) var values: [Float]
    /// Every pixel of the bounds fully covered.
    public let solid: Bool

    init(x: Int, y: Int, width: Int, height: Int, values: [Float]) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.values = values
        solid = false
    }

    /// A mask covering all of its bounds.
    init(solidX x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        values = [Float](repeating: 1, count: width)
        solid = true
    }

    /// The index in `values` of the coverage of canvas pixel (0, `py`): add a canvas x to
    /// it. For rows inside the bounds only.
    @inline(__always)
    public func rowStart(_ py: Int) -> Int {
        solid ? -x : (py - y) * width - x
    }

    /// An empty mask: covers nothing.
    public static let empty = Mask(x: 0, y: 0, width: 0, height: 0, values: [])

    /// The same coverage with its top-left pixel at (`x`, `y`).
    public func moved(x: Int, y: Int) -> Mask {
        var m = self
        m.x = x
        m.y = y
        return m
    }

    /// The coverage at a canvas pixel; 0 outside the mask's bounds.
    public func coverage(x px: Int, y py: Int) -> Float {
        let mx = px - x, my = py - y
        guard mx >= 0, my >= 0, mx < width, my < height else { return 0 }
        return solid ? 1 : values[my * width + mx]
    }
}
