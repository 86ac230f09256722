// The modifiers that change only how a view is drawn. Layout passes through every one of
// them (`LayoutModifier.effect`): the size and place of the view are those of its inside.
// The painter and the display list are the only stages that look into them, so a new
// drawing modifier is a case here, its decoding and its drawing. It lives below layout so
// that the format decodes into it without importing layout.

/// A modifier that changes how a view is drawn, never its size or place.
public enum DrawingEffect: Sendable, Hashable {
    /// `.clipped()`: drawing is cut to the frame.
    case clipped
    /// `.clipShape(_:)` and `.cornerRadius(_:)`: drawing is cut to the shape in the frame.
    case clipShape(ShapeContent.Kind)
    /// `.opacity(_:)` (and `.hidden()`, opacity 0): the inside is one layer, faded.
    case opacity(Double)
    /// `.blendMode(_:)`: the inside is one layer, blended onto what is behind it.
    case blendMode(BlendMode)
    /// `.widgetAccentable()`: drawn in the accent when the system tints the widget.
    case widgetAccentable
    /// `.rotationEffect` and `.scaleEffect`: drawing is rotated (degrees, clockwise) and
    /// scaled about `anchor` of the frame.
    case transform(degrees: Double, scaleX: Double, scaleY: Double, anchor: UnitPoint)
    /// `.shadow(color:radius:x:y:)`: the inside casts a blurred, offset shadow.
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    /// `.blur(radius:opaque:)`: the inside, blurred; opaque keeps the frame's edges solid.
    case blur(radius: Double, opaque: Bool)
    /// `.containerShape(_:)`: the shape `ContainerRelativeShape` takes inside, in this
    /// view's frame, instead of the widget's.
    case containerShape(ShapeContent.Kind)
    /// `.grayscale`, `.saturation`, `.brightness`, `.contrast`, `.colorInvert`,
    /// `.colorMultiply`, `.hueRotation`, `.luminanceToAlpha`: every pixel of the inside, recoloured.
    case color(ColorAdjustment)
    /// `.compositingGroup()`: the inside is one layer, composited as it is, so blend modes
    /// inside it mix only with what is inside it.
    case compositingGroup

    /// The modifier's name in the document, for the dump.
    public var name: String {
        switch self {
        case .clipped: "clipped"
        case .clipShape: "clipShape"
        case .opacity: "opacity"
        case .blendMode: "blendMode"
        case .widgetAccentable: "widgetAccentable"
        case .transform(let degrees, _, _, _): degrees != 0 ? "rotationEffect" : "scaleEffect"
        case .shadow: "shadow"
        case .blur: "blur"
        case .containerShape: "containerShape"
        case .color(let adjustment): adjustment.name
        case .compositingGroup: "compositingGroup"
        }
    }

    /// How many layers drawing it opens (0: it is drawn in place).
    public var layers: Int {
        switch self {
        case .clipped, .widgetAccentable, .containerShape: 0
        case .opacity, .clipShape, .blendMode, .transform, .shadow, .blur, .color, .compositingGroup: 1
        }
    }

    /// The Gaussian standard deviation, in points, of the blur it applies (nil: none).
    public var blurRadius: Double? {
        switch self {
        case .shadow(_, let radius, _, _), .blur(let radius, _): radius
        default: nil
        }
    }
}

/// A per-pixel colour change (`DrawingEffect.color`).
public enum ColorAdjustment: Sendable, Hashable {
    /// `.grayscale(_:)`: 0 leaves the colours, 1 removes them.
    case grayscale(Double)
    /// `.saturation(_:)`: 0 is gray, 1 leaves the colours, more saturates.
    case saturation(Double)
    /// `.brightness(_:)`: adds the amount to every channel (1 is white, −1 black).
    case brightness(Double)
    /// `.contrast(_:)`: scales every channel's distance from middle gray.
    case contrast(Double)
    /// `.colorInvert()`.
    case invert
    /// `.colorMultiply(_:)`: every channel times the colour's.
    case multiply(Color)
    /// `.hueRotation(_:)`, in degrees.
    case hueRotation(Double)
    /// `.luminanceToAlpha()`: black, as opaque as the colour is light.
    case luminanceToAlpha

    /// The modifier's name in the document.
    public var name: String {
        switch self {
        case .grayscale: "grayscale"
        case .saturation: "saturation"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .invert: "colorInvert"
        case .multiply: "colorMultiply"
        case .hueRotation: "hueRotation"
        case .luminanceToAlpha: "luminanceToAlpha"
        }
    }
}
