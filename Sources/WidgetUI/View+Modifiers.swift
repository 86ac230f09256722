// The view modifiers, with SwiftUI's names and argument labels. Each writes the format's
// modifier of the same name (docs/entry-format.md, "Modifiers"); the ones that set
// something for the whole subtree (styles of controls, the environment, redaction) also
// change the environment the content is built in.

import Foundation
import WidgetDocument

extension View {
    func built(_ name: String, _ value: JSONValue) -> ModifiedContent<Self, _BuiltInModifier> {
        modifier(_BuiltInModifier(name, value))
    }
    func built(_ modifier: _BuiltInModifier) -> ModifiedContent<Self, _BuiltInModifier> { self.modifier(modifier) }

    // MARK: Layout

    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _BuiltInModifier> {
        built("padding", JSONValue(length))
    }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _BuiltInModifier> {
        if edges == .all, let length { return built("padding", JSONValue(length)) }
        return built(
            "padding",
            jsonObject([("edges", edges == .all ? nil : edges.json), ("length", length.map(JSONValue.init))]))
    }
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            "padding",
            .object([
                ("top", JSONValue(insets.top)), ("leading", JSONValue(insets.leading)),
                ("bottom", JSONValue(insets.bottom)), ("trailing", JSONValue(insets.trailing)),
            ]))
    }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<
        Self, _BuiltInModifier
    > {
        if edges == .all, let length { return built("safeAreaPadding", JSONValue(length)) }
        return built(
            "safeAreaPadding",
            jsonObject([("edges", edges == .all ? nil : edges.json), ("length", length.map(JSONValue.init))]))
    }
    public func ignoresSafeArea() -> ModifiedContent<Self, _BuiltInModifier> { built("ignoresSafeArea", .bool(true)) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        built(
            "frame",
            jsonObject([
                ("width", width.map(JSONValue.init)), ("height", height.map(JSONValue.init)),
                ("alignment", alignment == .center ? nil : alignment.json),
            ]))
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            "frame",
            jsonObject([
                ("minWidth", minWidth.map(JSONValue.init)), ("idealWidth", idealWidth.map(JSONValue.init)),
                ("maxWidth", lengthValue(maxWidth)), ("minHeight", minHeight.map(JSONValue.init)),
                ("idealHeight", idealHeight.map(JSONValue.init)), ("maxHeight", lengthValue(maxHeight)),
                ("alignment", alignment == .center ? nil : alignment.json),
            ]))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        built(
            "containerRelativeFrame",
            jsonObject([("axes", axes.json), ("alignment", alignment == .center ? nil : alignment.json)]))
    }
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            "containerRelativeFrame",
            jsonObject([
                ("axes", axes.json), ("count", JSONValue(count)), ("span", span == 1 ? nil : JSONValue(span)),
                ("spacing", JSONValue(spacing)), ("alignment", alignment == .center ? nil : alignment.json),
            ]))
    }
    /// A frame whose lengths the closure gives from the container's (the widget's content
    /// area), as SwiftUI's `containerRelativeFrame(_:alignment:_:)`: the closure runs when
    /// the widget is rendered, with the size of the device drawn; an entry document cannot
    /// hold it, so `WidgetDocument(view)` refuses it.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            _BuiltInModifier { nodes, context in
                guard let container = context.document.containerSize else {
                    throw WidgetUIError.unsupported(
                        "containerRelativeFrame with a closure: it runs with the device's size, so WidgetDocument(view).json() cannot write it; render with renderPNG or assertWidgetSnapshot"
                    )
                }
                let width = axes.contains(.horizontal) ? length(container.width, .horizontal) : nil
                let height = axes.contains(.vertical) ? length(container.height, .vertical) : nil
                let frame = jsonObject([
                    ("width", width.map { JSONValue(max(0, $0)) }), ("height", height.map { JSONValue(max(0, $0)) }),
                    ("alignment", alignment == .center ? nil : alignment.json),
                ])
                return nodes.map { ViewBuilding.modified($0, "frame", frame) }
            })
    }
    public func fixedSize() -> ModifiedContent<Self, _BuiltInModifier> { built("fixedSize", .bool(true)) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _BuiltInModifier> {
        built("fixedSize", .object([("horizontal", .bool(horizontal)), ("vertical", .bool(vertical))]))
    }
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _BuiltInModifier> {
        built("layoutPriority", .number(value))
    }
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _BuiltInModifier> {
        built("gridCellColumns", JSONValue(count))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _BuiltInModifier> {
        built("offset", .object([("x", JSONValue(x)), ("y", JSONValue(y))]))
    }
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _BuiltInModifier> {
        self.offset(x: offset.width, y: offset.height)
    }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<
        Self, _BuiltInModifier
    > {
        built(
            "aspectRatio",
            jsonObject([("ratio", ratio.map(JSONValue.init)), ("contentMode", .string(contentMode.rawValue))]))
    }
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _BuiltInModifier> {
        aspectRatio(ratio.width / ratio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> ModifiedContent<Self, _BuiltInModifier> { built("scaledToFit", .bool(true)) }
    public func scaledToFill() -> ModifiedContent<Self, _BuiltInModifier> { built("scaledToFill", .bool(true)) }
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier { nodes, _ in nodes.map { ViewBuilding.setting($0, "id", .string("\(id)")) } })
    }

    // MARK: Decoration

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        built(_BuiltInModifier("background") { _ in try styleJSON(style) })
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedContent<Self, _BuiltInModifier>
    {
        built(
            _BuiltInModifier("background") { _ in
                .object([("style", try styleJSON(style)), ("in", try shapeNode(shape))])
            })
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        decoration("background", content(), alignment)
    }
    /// The older form with the view as an argument; a colour or gradient is taken as a style.
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _BuiltInModifier
    > {
        decoration("background", view, alignment)
    }
    public func overlay<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("overlay") { _ in try styleJSON(style) })
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        decoration("overlay", content(), alignment)
    }
    /// The older form with the view as an argument; a colour or gradient is taken as a style.
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> ModifiedContent<Self, _BuiltInModifier> {
        decoration("overlay", view, alignment)
    }
    func decoration<V: View>(_ name: String, _ view: V, _ alignment: Alignment) -> ModifiedContent<
        Self, _BuiltInModifier
    > {
        built(
            _BuiltInModifier(name) { context in
                guard let node = try ViewBuilding.node(of: view, in: context) else { return nil }
                return alignment == .center ? node : .object([("content", node), ("alignment", alignment.json)])
            })
    }
    public func mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        let view = mask()
        return built(_BuiltInModifier("mask") { try ViewBuilding.node(of: view, in: $0) })
    }
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            _BuiltInModifier("border") { _ in
                width == 1
                    ? try styleJSON(style) : .object([("style", try styleJSON(style)), ("width", JSONValue(width))])
            })
    }
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _BuiltInModifier> {
        built("clipped", .bool(true))
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<
        Self, _BuiltInModifier
    > {
        built(_BuiltInModifier("clipShape") { _ in try shapeNode(shape) })
    }
    public func containerShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("containerShape") { _ in try shapeNode(shape) })
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _BuiltInModifier> {
        built("cornerRadius", JSONValue(radius))
    }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        built(
            "shadow",
            .object([
                ("color", color.styleJSON), ("radius", JSONValue(radius)), ("x", JSONValue(x)), ("y", JSONValue(y)),
            ]))
    }

    // MARK: Style and text

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("foregroundStyle") { _ in try styleJSON(style) })
    }
    /// The primary and secondary levels of the foreground style: a symbol's layers in the
    /// hierarchical and palette modes, and what `.secondary` means inside.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        built(_BuiltInModifier("foregroundStyle") { _ in .array([try styleJSON(primary), try styleJSON(secondary)]) })
    }
    /// The primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            _BuiltInModifier("foregroundStyle") { _ in
                .array([try styleJSON(primary), try styleJSON(secondary), try styleJSON(tertiary)])
            })
    }
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("foregroundColor") { _ in color?.styleJSON })
    }
    public func tint<S: ShapeStyle>(_ style: S?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("tint") { _ in try style.map { try styleJSON($0) } })
    }
    public func tint(_ color: Color?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("tint") { _ in color?.styleJSON })
    }
    public func font(_ font: Font?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            _BuiltInModifier(environment: { $0.font = font }) { nodes, _ in
                guard let font else { return nodes }
                return nodes.map { node in font.modifiers.reduce(node) { ViewBuilding.modified($0, $1.0, $1.1) } }
            })
    }
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("fontWeight") { _ in weight.map { .string($0.name) } })
    }
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("bold") { _ in isActive ? .bool(true) : nil })
    }
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("italic") { _ in isActive ? .bool(true) : nil })
    }
    public func monospacedDigit() -> ModifiedContent<Self, _BuiltInModifier> { built("monospacedDigit", .bool(true)) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("underline") { _ in isActive ? color?.styleJSON ?? .bool(true) : nil })
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("strikethrough") { _ in isActive ? color?.styleJSON ?? .bool(true) : nil })
    }
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("textCase") { _ in textCase.map { .string($0.rawValue) } })
    }
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _BuiltInModifier> {
        built("lineLimit", number.map(JSONValue.init) ?? .null)
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _BuiltInModifier> {
        built("multilineTextAlignment", .string(alignment.rawValue))
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _BuiltInModifier> {
        built("truncationMode", .string(mode.rawValue))
    }
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _BuiltInModifier> {
        built("minimumScaleFactor", JSONValue(factor))
    }
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _BuiltInModifier> {
        built("allowsTightening", .bool(flag))
    }
    public func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _BuiltInModifier> {
        built("lineSpacing", JSONValue(spacing))
    }
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _BuiltInModifier> {
        built("kerning", JSONValue(kerning))
    }
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _BuiltInModifier> {
        built("tracking", JSONValue(tracking))
    }
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _BuiltInModifier> {
        built("imageScale", .string(scale.rawValue))
    }
    /// SF's suffixes for the symbols inside: `.symbolVariant(.circle.fill)` draws `heart` as
    /// `heart.circle.fill` (or the nearest variant that exists).
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("symbolVariant") { _ in .string(variant.name) })
    }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("symbolRenderingMode") { _ in mode.map { .string($0.name) } })
    }

    // MARK: Drawing effects

    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _BuiltInModifier> {
        built("opacity", .number(min(max(opacity, 0), 1)))
    }
    public func hidden() -> ModifiedContent<Self, _BuiltInModifier> { built("hidden", .bool(true)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BuiltInModifier> {
        built("blur", opaque ? .object([("radius", JSONValue(radius)), ("opaque", .bool(true))]) : JSONValue(radius))
    }
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _BuiltInModifier> {
        built("grayscale", .number(min(max(amount, 0), 1)))
    }
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _BuiltInModifier> {
        built("saturation", .number(amount))
    }
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _BuiltInModifier> {
        built("brightness", .number(amount))
    }
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _BuiltInModifier> {
        built("contrast", .number(amount))
    }
    public func colorInvert() -> ModifiedContent<Self, _BuiltInModifier> { built("colorInvert", .bool(true)) }
    public func compositingGroup() -> ModifiedContent<Self, _BuiltInModifier> {
        built("compositingGroup", .bool(true))
    }
    public func luminanceToAlpha() -> ModifiedContent<Self, _BuiltInModifier> {
        built("luminanceToAlpha", .bool(true))
    }
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _BuiltInModifier> {
        built("colorMultiply", color.styleJSON)
    }
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _BuiltInModifier> {
        built("hueRotation", angle.jsonDegrees)
    }
    public func blendMode(_ mode: BlendMode) -> ModifiedContent<Self, _BuiltInModifier> {
        built("blendMode", .string(mode.rawValue))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            "rotationEffect",
            anchor == .center ? angle.jsonDegrees : .object([("degrees", angle.jsonDegrees), ("anchor", anchor.json)]))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            "scaleEffect",
            anchor == .center
                ? JSONValue(s) : .object([("x", JSONValue(s)), ("y", JSONValue(s)), ("anchor", anchor.json)]))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _BuiltInModifier
    > {
        built(
            "scaleEffect",
            jsonObject([("x", JSONValue(x)), ("y", JSONValue(y)), ("anchor", anchor == .center ? nil : anchor.json)]))
    }

    // MARK: Widget

    /// The widget's background, as WidgetKit's `containerBackground(_:for:)`.
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        built(
            _BuiltInModifier { nodes, context in
                context.document.containerBackground = try styleJSON(style)
                return nodes
            })
    }
    /// The widget's background as a view (format 1.1). A lone colour or gradient is
    /// written as a style, as the renderer draws both alike.
    public func containerBackground<V: View>(
        for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _BuiltInModifier> {
        let view = content()
        return built(
            _BuiltInModifier { nodes, context in
                if let style = view as? StyleValue, view is Color || view is LinearGradient || view is RadialGradient {
                    context.document.containerBackground = style.styleJSON
                } else {
                    context.document.containerBackground = try ViewBuilding.node(of: view, in: context)
                }
                return nodes
            })
    }
    public func widgetURL(_ url: URL?) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("widgetURL") { _ in url.map { .string($0.absoluteString) } })
    }
    public func widgetAccentable(_ accentable: Bool = true) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("widgetAccentable") { _ in accentable ? .bool(true) : nil })
    }
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            _BuiltInModifier(environment: { $0.redactionReasons.formUnion(reason) }) { nodes, _ in
                reason.contains(.placeholder)
                    ? nodes.map { ViewBuilding.modified($0, "redacted", .string("placeholder")) } : nodes
            })
    }
    public func unredacted() -> ModifiedContent<Self, _BuiltInModifier> {
        built(
            _BuiltInModifier(environment: { $0.redactionReasons = [] }) { nodes, _ in
                nodes.map { ViewBuilding.modified($0, "unredacted", .bool(true)) }
            })
    }
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier("privacySensitive") { _ in sensitive ? .bool(true) : nil })
    }
    public func invalidatableContent(_ invalidatable: Bool = true) -> ModifiedContent<Self, _BuiltInModifier> {
        built("invalidatableContent", .bool(invalidatable))
    }

    // MARK: Control styles

    public func labelStyle(_ style: ControlStyle) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier(environment: { $0.controlStyles["labelStyle"] = style.name }))
    }
    public func buttonStyle(_ style: ControlStyle) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier(environment: { $0.controlStyles["buttonStyle"] = style.name }))
    }
    public func progressViewStyle(_ style: ControlStyle) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier(environment: { $0.controlStyles["progressViewStyle"] = style.name }))
    }
    public func gaugeStyle(_ style: ControlStyle) -> ModifiedContent<Self, _BuiltInModifier> {
        built(_BuiltInModifier(environment: { $0.controlStyles["gaugeStyle"] = style.name }))
    }

    // MARK: Environment

    /// Sets an environment value for this view and everything in it. Colour scheme, locale,
    /// time zone and Dynamic Type size are also written for the renderer.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, _BuiltInModifier>
    {
        built(
            _BuiltInModifier(environment: { $0[keyPath: keyPath] = value }) { nodes, context in
                var entry: (String, JSONValue)?
                if let scheme = value as? ColorScheme, keyPath == \EnvironmentValues.colorScheme {
                    entry = ("colorScheme", .string(scheme.rawValue))
                } else if let locale = value as? Locale, keyPath == \EnvironmentValues.locale {
                    entry = ("locale", .string(locale.identifier))
                } else if let size = value as? DynamicTypeSize, keyPath == \EnvironmentValues.dynamicTypeSize {
                    entry = ("dynamicTypeSize", .string(size.rawValue))
                } else if let category = value as? ContentSizeCategory, keyPath == \EnvironmentValues.sizeCategory {
                    entry = ("dynamicTypeSize", .string(category.dynamicTypeSize.rawValue))
                } else if let zone = value as? TimeZone, keyPath == \EnvironmentValues.timeZone {
                    // The format takes a UTC offset: the zone's on the entry's date.
                    let seconds = zone.secondsFromGMT(for: context.document.date)
                    let minutes = abs(seconds) / 60
                    let hh = minutes / 60 < 10 ? "0\(minutes / 60)" : "\(minutes / 60)"
                    let mm = minutes % 60 < 10 ? "0\(minutes % 60)" : "\(minutes % 60)"
                    entry = ("timeZone", .string((seconds < 0 ? "-" : "+") + hh + ":" + mm))
                }
                guard let entry else { return nodes }
                return nodes.map { ViewBuilding.modified($0, "environment", .object([entry])) }
            })
    }

    // MARK: Accepted, not drawn (accessibility, animation, interaction)

    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, _BuiltInModifier> {
        built("accessibilityLabel", .string(label.text))
    }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _BuiltInModifier> {
        built("accessibilityLabel", .string(String(label)))
    }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _BuiltInModifier> {
        built("accessibilityHidden", .bool(hidden))
    }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
        Self, _BuiltInModifier
    > {
        built("accessibilityElement", .object([("children", .string(children.name))]))
    }
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _BuiltInModifier> {
        built("contentTransition", .string(transition.name))
    }
    /// Accepted: snapshots have no animation.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// Accepted: snapshots have no transitions.
    public func transition(_ t: AnyTransition) -> Self { self }
}

/// How accessibility children combine, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// A content transition, as SwiftUI's `ContentTransition` (accepted, not drawn).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

/// An animation, as SwiftUI's `Animation` (accepted, not drawn).
public struct Animation: Hashable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
}

/// A transition, as SwiftUI's `AnyTransition` (accepted, not drawn).
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
}

/// How a path's inside is found, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a view blends with what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker
    case plusLighter
}
