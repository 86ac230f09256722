// A coverage mask: how much of each pixel a shape covers, 0…1, over the shape's bounds.

/// Coverage values over a rectangle of device pixels (`x`, `y` its top-left pixel).
public struct Mask: Sendable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    /// Row-major coverage, `width × height` values in 0…1.
    public internal(set) var values: [Float]

    init(x: Int, y: Int, width: Int, height: Int, values: [Float]) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.values = values
    }

    /// An empty mask: covers nothing.
    public static let empty = Mask(x: 0, y: 0, width: 0, height: 0, values: [])

    /// The coverage at a canvas pixel; 0 outside the mask's bounds.
    public func coverage(x px: Int, y py: Int) -> Float {
        let mx = px - x, my = py - y
        guard mx >= 0, my >= 0, mx < width, my < height else { return 0 }
        return values[my * width + mx]
    }
}
