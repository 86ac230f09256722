// A view's modifiers, decoded into typed values (Modifier+Decoding.swift): one case per
// modifier of the format, its argument in the types the later stages take (edge insets,
// frames, fonts, styles, enums), every default of SwiftUI's applied where it is decoded.
// The resolver switches over these cases; nothing after decoding reads a modifier's JSON.
// Views inside modifiers (`background`, `overlay`, `mask`, `clipShape`, `containerShape`)
// are decoded `ViewSpec`s, resolved with the view they decorate.

import WidgetCore

/// One modifier of a view, as written at `path`.
public struct Modifier: Sendable {
    /// The modifier's name in the document (`foregroundColor` and `foregroundStyle` share
    /// a value, as do `kerning` and `tracking`).
    public var name: String
    /// Its JSON path, `$.view.modifiers[2].padding`.
    public var path: String
    public var value: Value

    package init(name: String, path: String, value: Value) {
        self.name = name
        self.path = path
        self.value = value
    }

    public enum Value: Sendable {
        // Layout.
        /// `padding` and `safeAreaPadding` (a widget has no safe area of its own).
        case padding(EdgeInsets)
        case frame(FrameSpec)
        case relativeFrame(width: Double?, height: Double?, alignment: Alignment)
        case containerRelativeFrame(ContainerRelativeFrame)
        case background(Decoration)
        case overlay(Decoration)
        case mask(ViewSpec)
        case layoutPriority(Double)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `resizable`: read by the Image it is on.
        case resizable
        /// `widgetAccentedRenderingMode(_:)`: read by the Image it is on.
        case widgetAccentedRenderingMode(AccentedImageMode?)
        case aspectRatio(Double?, ContentMode)
        case offset(x: Double, y: Double)
        case gridCellColumns(Int)
        /// `.border(style, width:)`.
        case border(StyleSpec, width: Double)
        /// `ignoresSafeArea`: a widget has no safe area, so nothing changes.
        case ignoresSafeArea

        // Drawing.
        case clipped
        /// `.cornerRadius(r)`: a clip to a circular-style rounded rectangle.
        case cornerRadius(Double)
        /// A shape node.
        case clipShape(ViewSpec)
        /// A shape node.
        case containerShape(ViewSpec)
        case opacity(Double)
        case blendMode(BlendMode)
        case widgetAccentable
        case rotationEffect(degrees: Double, anchor: UnitPoint)
        case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
        /// nil color: SwiftUI's default, black at 33 %.
        case shadow(color: ColorSpec?, radius: Double, x: Double, y: Double)
        /// A drawing effect that needs nothing from the environment (`hidden`, `blur`,
        /// `grayscale`, …).
        case effect(DrawingEffect)
        case colorMultiply(ColorSpec)

        // The environment.
        /// `foregroundStyle` / `foregroundColor`: one style.
        case foregroundStyle(StyleSpec)
        /// `foregroundStyle(_:_:)` / `(_:_:_:)`: the primary, secondary (and tertiary) levels.
        case foregroundLevels([StyleSpec])
        case font(FontSpec)
        case fontWeight(FontWeight)
        case bold
        case italic
        case monospacedDigit
        case smallCaps
        case underline(TextLineSpec)
        case strikethrough(TextLineSpec)
        case textCase(TextCase)
        /// nil: no limit.
        case lineLimit(Int?)
        case lineSpacing(Double)
        case multilineTextAlignment(HorizontalAlignment)
        case truncationMode(TruncationMode)
        case minimumScaleFactor(Double)
        case allowsTightening(Bool)
        /// `kerning` and `tracking`: points after each character.
        case tracking(Double)
        case tint(StyleSpec)
        case redacted
        case unredacted
        case privacySensitive
        case imageScale(ImageScale)
        case symbolRenderingMode(SymbolRenderingMode)
        /// SF's suffixes (`fill`, `circle.fill`); `none` is kept, and changes nothing.
        case symbolVariant(String)
        case environment(EnvironmentSpec)

        // Charts (a Chart only): read by the chart.
        case chartAxis(ChartAxis, visibility: AxisVisibility)
        case chartScale(ChartAxis, domain: [Double])
        case interpolationMethod(InterpolationMethod)

        // Accepted and not drawn: `widgetURL` (an annotation), `invalidatableContent`,
        // `contentTransition`, accessibility.
        case widgetURL(String)
        case inert
    }

    public enum ChartAxis: Sendable { case x, y, legend }

    /// The views this modifier holds: a decoration's view, a mask, a clip or container shape.
    public var views: [ViewSpec] {
        switch value {
        case .background(.view(let view, _)), .overlay(.view(let view, _)), .mask(let view), .clipShape(let view),
            .containerShape(let view):
            [view]
        default: []
        }
    }
}

/// `underline` / `strikethrough`: in the text's color (`true`), or in a style of its own.
public enum TextLineSpec: Sendable, Hashable {
    case foreground
    case style(StyleSpec)
}

public enum TextCase: String, Sendable, Hashable { case uppercase, lowercase }

public enum ImageScale: String, Sendable, Hashable { case small, medium, large }

public enum SymbolRenderingMode: String, Sendable, Hashable { case monochrome, hierarchical, palette, multicolor }
