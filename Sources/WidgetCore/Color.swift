// Colors and the paint styles a resolved view tree carries. Colors are sRGB
// (gamma-encoded) with straight alpha, components in 0…1; interpolation happens in
// this space, as SwiftUI's gradients do by default.

/// An sRGB color with straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 0–255 components and an alpha in 0…1.
    public init(r: Int, g: Int, b: Int, alpha: Double = 1) {
        self.init(
            red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// A color from hue (0…1 of a turn), saturation and brightness in 0…1, as SwiftUI's
    /// `Color(hue:saturation:brightness:)`.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let f = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) % 6 {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The saturation, 0…1 (HSB: the spread of the components over the largest).
    public var saturation: Double {
        let top = max(red, green, blue)
        return top > 0 ? (top - min(red, green, blue)) / top : 0
    }

    /// The hue, 0…1 of a turn (0 for a grey).
    public var hue: Double {
        let top = max(red, green, blue), d = top - min(red, green, blue)
        guard d > 0 else { return 0 }
        let sixths =
            top == red ? (green - blue) / d : top == green ? 2 + (blue - red) / d : 4 + (red - green) / d
        return (sixths / 6 + 1).truncatingRemainder(dividingBy: 1)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same color with its alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    public var description: String {
        func hex(_ v: Double) -> String {
            let n = Int((max(0, min(1, v)) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[n / 16], digits[n % 16]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}

/// A gradient color stop: a color at a location in 0…1.
public struct GradientStop: Hashable, Sendable {
    public var color: Color
    public var location: Double

    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}

/// A resolved paint style: what fills a shape, a text or a background.
public enum Style: Hashable, Sendable {
    case color(Color)
    /// A linear gradient between two unit points of the filled view's frame.
    case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    /// A radial gradient around a unit point, from `startRadius` to `endRadius` points.
    case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// An angular (conic) gradient around a unit point, from `startAngle` to `endAngle`
    /// degrees, clockwise on screen from the trailing direction.
    case angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// A material: what lies behind, blurred by a Gaussian of `blur` points (σ) and
    /// covered with `tint`, the whole at `opacity`.
    case material(tint: Color, blur: Double, opacity: Double)

    /// Whether the style covers what is under it completely: an opaque color, or a gradient
    /// of opaque stops (a material never does).
    public var isOpaque: Bool {
        switch self {
        case .color(let c): c.alpha >= 1
        case .material: false
        case .linearGradient, .radialGradient, .angularGradient:
            !stops.isEmpty && stops.allSatisfy { $0.color.alpha >= 1 }
        }
    }

    /// The gradient's stops (none for a color).
    public var stops: [GradientStop] {
        switch self {
        case .color, .material: []
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _): s
        }
    }

    /// The style with every color's alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Style {
        switch self {
        case .color(let c): .color(c.withOpacity(opacity))
        case .linearGradient(let stops, let start, let end):
            .linearGradient(stops: Self.faded(stops, opacity), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            .radialGradient(stops: Self.faded(stops, opacity), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            .angularGradient(stops: Self.faded(stops, opacity), center: center, startAngle: a0, endAngle: a1)
        case .material(let tint, let blur, let o): .material(tint: tint, blur: blur, opacity: o * opacity)
        }
    }

    private static func faded(_ stops: [GradientStop], _ opacity: Double) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.withOpacity(opacity), location: $0.location) }
    }

    /// True when drawing this style changes no pixel.
    public var isInvisible: Bool {
        switch self {
        case .color(let c): c.alpha <= 0
        case .material(_, _, let o): o <= 0
        default: stops.allSatisfy { $0.color.alpha <= 0 }
        }
    }
}
