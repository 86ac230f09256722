// Resolve: a decoded view (`ViewSpec`) → the layout stage's view tree.
//
// Environment values (font, foreground style, line limit, …) flow from outer modifiers
// to inner ones, the innermost winning, exactly as SwiftUI's environment does. Because
// modifiers are listed innermost first, the content of a view sees the inherited
// environment updated by the modifiers from the last to the first; a background or
// overlay at position i sees only the modifiers outside it (i + 1 …).
// Layout modifiers stay in order on the node. Anything valid that the renderer cannot
// draw yet is reported as `unsupported`, naming it, never dropped. Format 1.1's `If`
// becomes the branch `context` chooses: left out of its array without one, or an empty
// view where one view is needed.

import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetViewTree

/// Turns a decoded view into a view tree for one color scheme.
public struct Resolver: Sendable {
    public var scheme: ColorScheme
    /// A Dynamic Type size (`xSmall` … `accessibility5`); text styles scale with it,
    /// `.system(size:)` fonts do not.
    public var dynamicTypeSize: DynamicTypeSize

    /// "Now" for date-styled text: the entry's date, seconds since 1970 UTC.
    public var now: Double
    /// The UTC offset, in seconds, in which date-styled text shows clock times.
    public var timeZoneOffset: Int
    /// The locale of date-styled text (`en_US`, `zh_CN`, …).
    public var locale: String
    /// The iOS version whose formats date text follows (17 and later: a narrow no-break
    /// space before AM/PM).
    public var os: OSVersion
    /// The pixel size of every image the document names, by source path.
    public var imageSizes: [String: Size]
    /// Resolve the whole view as `.redacted(reason: .placeholder)` (the placeholder variant).
    public var redacted = false
    /// Resolve as `.redacted(reason: .privacy)`: `privacySensitive` content is redacted.
    public var privacy = false
    /// The family the view is drawn in (nil: a bare canvas): where `AccessoryWidgetBackground`
    /// shows.
    public var family: WidgetFamily?
    /// What format 1.1's `If` conditions ask about this render (nil: none holds, so every
    /// `If` takes its `else`).
    public var context: TemplateContext?
    /// The ink bounds of an SF Symbol substitute's glyph, by code point, in ems of its
    /// square, y up from the baseline (the renderer reads them from the substitutes' fonts);
    /// nil when the glyph is unknown. Without it, a symbol's ink is taken to fill its
    /// square.
    public var symbolInkBounds: @Sendable (UInt32) -> Rect? = { _ in nil }

    public init(
        scheme: ColorScheme, dynamicTypeSize: DynamicTypeSize = .large, now: Double = 1_767_225_600,
        timeZoneOffset: Int = 0,
        locale: String = "en_US", os: OSVersion = .iOS18, imageSizes: [String: Size] = [:]
    ) {
        self.imageSizes = imageSizes
        self.scheme = scheme
        self.dynamicTypeSize = dynamicTypeSize
        self.now = now
        self.timeZoneOffset = timeZoneOffset
        self.locale = locale
        self.os = os
    }

    /// The inherited values a view sees.
    struct Environment {
        var font: FontDescriptor = .body
        /// The text style `font` came from (nil: a fixed size), so that a Dynamic Type size
        /// set by `environment` inside can scale it again.
        var fontStyleName: String? = "body"
        var weightOverride: FontWeight?
        var foreground: Style?
        /// The foreground without a hierarchical level (`.secondary` … `.quaternary` keep
        /// the one around them): what placeholders are drawn in.
        var foregroundBase: Style?
        /// The secondary and tertiary levels set with the primary by
        /// `foregroundStyle(_:_:)` / `(_:_:_:)` (an array of styles): what `.secondary` and
        /// `.tertiary` and a symbol's secondary layer are drawn in, instead of fading the
        /// primary.
        var foregroundLevels: [Style] = []
        /// `symbolRenderingMode`: monochrome, hierarchical, palette or multicolor; nil when
        /// none is set (monochrome, or palette where `foregroundStyle` gave levels).
        var symbolRenderingMode: SymbolRenderingMode?
        /// `symbolVariant`: SF's suffixes added to symbol names inside (`fill`, `circle.fill`…).
        var symbolVariant: String?
        var lineLimit: Int?
        var lineSpacing = 0.0
        var multilineAlignment = 0.0
        var truncationMode = TruncationMode.tail
        var minimumScaleFactor = 1.0
        var allowsTightening = false
        var textCase: TextCase?
        var italic = false
        var monospacedDigits = false
        /// `.smallCaps()`: lowercase letters as small capitals.
        var smallCaps = false
        /// `.tracking` / `.kerning`, points after each character.
        var tracking = 0.0
        /// `.imageScale` for SF Symbols: small, medium or large.
        var imageScale: ImageScale?
        var underline: TextLine?
        var strikethrough: TextLine?
        var stackAxis: Axis?
        /// `.tint`: controls' accent (nil: the accent color).
        var tint: Style?
        /// Under `.redacted(reason: .placeholder)` (and not `unredacted`).
        var redacted = false
    }

    /// An underline or strikethrough: in the text's color, or in a style of its own.
    enum TextLine {
        case foreground
        case style(Style)

        func style(foreground: Style) -> Style {
            switch self {
            case .foreground: foreground
            case .style(let s): s
            }
        }
    }

    /// The view tree of `view`.
    public func resolve(_ view: ViewSpec) throws(DocumentError) -> ViewNode {
        var environment = Environment()
        environment.font = textStyle("body") ?? .body
        environment.redacted = redacted
        return try resolve(view, environment: environment)
    }

    func resolve(_ view: ViewSpec, environment inherited: Environment) throws(DocumentError) -> ViewNode {
        let view = chosen(view)
        // `.environment(\.colorScheme, .dark)` and its kin: the view and everything in it
        // are resolved as under those values. Outermost first, so an inner `environment`
        // wins, as in SwiftUI.
        var r = self, e = inherited
        for m in view.modifiers.reversed() {
            if case .environment(let values) = m.value { r.applyEnvironment(values, to: &e) }
        }
        return try r.resolveNode(view, environment: e)
    }

    /// `view`, or the branch an `If` chooses (an empty view where it has none).
    func chosen(_ view: ViewSpec) -> ViewSpec {
        var view = view
        while case .conditional(let condition, let then, let otherwise) = view.content {
            guard let branch = condition.holds(in: context) ? then : otherwise else { return .empty(at: view.path) }
            view = branch
        }
        return view
    }

    /// `views` with each `If` replaced by the branch `context` chooses, or left out.
    func chosen(_ views: [ViewSpec]) -> [ViewSpec] {
        guard views.contains(where: { if case .conditional = $0.content { true } else { false } }) else {
            return views
        }
        return views.flatMap { view -> [ViewSpec] in
            guard case .conditional(let condition, let then, let otherwise) = view.content else { return [view] }
            return chosen([condition.holds(in: context) ? then : otherwise].compactMap { $0 })
        }
    }

    /// An `environment` modifier's values, applied to this resolver and to `e`.
    mutating func applyEnvironment(_ values: EnvironmentSpec, to e: inout Environment) {
        if let s = values.colorScheme { scheme = s }
        if let s = values.locale { locale = s }
        if let offset = values.timeZoneOffset { timeZoneOffset = offset }
        if let s = values.dynamicTypeSize {
            dynamicTypeSize = s
            if let name = e.fontStyleName, let scaled = textStyle(name) {
                e.font.size = scaled.size
            }
        }
    }

    private func resolveNode(_ view: ViewSpec, environment inherited: Environment) throws(DocumentError) -> ViewNode {
        let modifiers = view.modifiers, type = view.type
        // Environment seen at each position: env[i] = inherited + modifiers i..<n, innermost last.
        var environments = [Environment](repeating: inherited, count: modifiers.count + 1)
        for i in stride(from: modifiers.count - 1, through: 0, by: -1) {
            var e = environments[i + 1]
            apply(modifiers[i], to: &e)
            environments[i] = e
        }
        let environment = environments[0]
        var layoutModifiers: [LayoutModifier] = []
        // A bare Spacer has layout priority −∞ in SwiftUI, so stacks size it last and the
        // other children share the space left after its minimum length; an explicit
        // `layoutPriority` on it replaces that.
        var priority = if case .spacer = view.content { -Double.infinity } else { 0.0 }
        var annotations: [(key: String, value: String)] = []
        for (i, m) in modifiers.enumerated() {
            let outside = environments[i + 1]
            switch m.value {
            case .padding(let insets): layoutModifiers.append(.padding(insets))
            case .containerShape(let shape):
                layoutModifiers.append(.effect(.containerShape(try shapeKind(shape))))
            case .frame(let frame): layoutModifiers.append(.frame(frame))
            case .background(let decoration):
                let (view, alignment) = try self.decoration(decoration, environment: outside)
                layoutModifiers.append(.background(view, alignment: alignment))
            case .overlay(let decoration):
                let (view, alignment) = try self.decoration(decoration, environment: outside)
                layoutModifiers.append(.overlay(view, alignment: alignment))
            case .layoutPriority(let p): priority = p
            case .fixedSize(let horizontal, let vertical):
                layoutModifiers.append(.fixedSize(horizontal: horizontal, vertical: vertical))
            case .resizable where !view.content.isImage:
                throw .invalid(path: m.path, message: "resizable applies to an Image only")
            case .widgetAccentedRenderingMode where !view.content.isImage:
                throw .invalid(path: m.path, message: "widgetAccentedRenderingMode applies to an Image only")
            case .aspectRatio(let ratio, let mode): layoutModifiers.append(.aspectRatio(ratio, mode))
            case .clipped: layoutModifiers.append(.effect(.clipped))
            case .opacity(let o): layoutModifiers.append(.effect(.opacity(o)))
            case .widgetAccentable: layoutModifiers.append(.effect(.widgetAccentable))
            case .blendMode(let mode): layoutModifiers.append(.effect(.blendMode(mode)))
            case .cornerRadius(let r):
                // SwiftUI's cornerRadius clips to a RoundedRectangle of the default (circular) style.
                layoutModifiers.append(.effect(.clipShape(.roundedRectangle(radius: r, style: .circular))))
            case .clipShape(let shape):
                guard
                    ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape"]
                        .contains(shape.type)
                else {
                    throw .unsupported(path: m.path, feature: "this clip shape")
                }
                layoutModifiers.append(.effect(.clipShape(try shapeKind(shape))))
            case .rotationEffect(let degrees, let anchor):
                layoutModifiers.append(.effect(.transform(degrees: degrees, scaleX: 1, scaleY: 1, anchor: anchor)))
            case .scaleEffect(let sx, let sy, let anchor):
                layoutModifiers.append(.effect(.transform(degrees: 0, scaleX: sx, scaleY: sy, anchor: anchor)))
            case .shadow(let color, let radius, let x, let y):
                // SwiftUI's default shadow color: black at 33 % opacity.
                let c = color?.color(in: scheme) ?? Color(r: 0, g: 0, b: 0, alpha: 0.33)
                layoutModifiers.append(.effect(.shadow(color: c, radius: radius, x: x, y: y)))
            case .effect(let effect): layoutModifiers.append(.effect(effect))
            case .colorMultiply(let color): layoutModifiers.append(.effect(.color(.multiply(color.color(in: scheme)))))
            case .mask(let view):
                var e = outside
                e.stackAxis = nil
                layoutModifiers.append(.mask(try resolve(view, environment: e), alignment: .center))
            case .relativeFrame(let width, let height, let alignment):
                layoutModifiers.append(.relativeFrame(width: width, height: height, alignment: alignment))
            case .containerRelativeFrame(let frame): layoutModifiers.append(.containerRelativeFrame(frame))
            case .offset(let x, let y): layoutModifiers.append(.offset(x: x, y: y))
            case .chartAxis, .chartScale, .interpolationMethod:
                guard case .chart = view.content else {
                    throw .invalid(path: m.path, message: "\(m.name) applies to a Chart only")
                }
            case .border(let style, let width):
                layoutModifiers.append(
                    .overlay(border(style, width: width, at: m.path), alignment: .center))
            case .widgetURL(let url): annotations.append(("widgetURL", url))
            case .resizable, .widgetAccentedRenderingMode, .gridCellColumns, .ignoresSafeArea, .inert:
                // Read by the Image and the Grid; the rest change nothing drawn.
                break
            case .environment, .foregroundStyle, .foregroundLevels, .font, .fontWeight, .bold, .italic,
                .monospacedDigit, .smallCaps, .underline, .strikethrough, .textCase, .lineLimit, .lineSpacing,
                .multilineTextAlignment, .truncationMode, .minimumScaleFactor, .allowsTightening, .tracking, .tint,
                .redacted, .unredacted, .privacySensitive, .imageScale, .symbolRenderingMode, .symbolVariant:
                // The environment, applied above.
                break
            }
        }
        let content = try self.content(view, environment: environment)
        var nodeAnnotations: [(key: String, value: String)] = []
        if case .control(let control) = view.content, case .link = control.kind, let url = control.destination {
            nodeAnnotations.append(("destination", url))
        }
        if let origin = view.origin { nodeAnnotations.append(("data", origin)) }
        return ViewNode(
            content: content, modifiers: layoutModifiers, id: view.id, typeName: type, path: view.path,
            layoutPriority: priority, annotations: nodeAnnotations + annotations)
    }

    /// Environment modifiers update `e`; the others (layout and drawing, read in
    /// `resolveNode`) pass.
    func apply(_ m: Modifier, to e: inout Environment) {
        switch m.value {
        case .foregroundLevels(let styles):
            // `foregroundStyle(_:_:)` / `(_:_:_:)`: the primary, secondary (and tertiary)
            // levels, each read as a single style would be, inside the levels around.
            let resolved = styles.map { foregroundStyle($0, inside: e) }
            e.foreground = resolved.first
            e.foregroundBase = resolved.first
            e.foregroundLevels = Array(resolved.dropFirst())
        case .foregroundStyle(let style):
            e.foreground = foregroundStyle(style, inside: e)
            // A level keeps the styles around it; any other style replaces them.
            let level = style.isHierarchicalLevel || (style.colorName == "primary" && !e.foregroundLevels.isEmpty)
            if !level {
                e.foregroundBase = e.foreground
                e.foregroundLevels = []
            }
        case .font(let spec):
            e.font = font(spec)
            e.fontStyleName = if case .textStyle(let name) = spec, textStyle(name) != nil { name } else { nil }
        case .fontWeight(let weight): e.weightOverride = weight
        case .bold: e.weightOverride = .bold
        case .lineLimit(let n): e.lineLimit = n
        case .lineSpacing(let n): e.lineSpacing = n
        case .multilineTextAlignment(let a): e.multilineAlignment = a.fraction
        case .truncationMode(let mode): e.truncationMode = mode
        case .allowsTightening(let on): e.allowsTightening = on
        case .minimumScaleFactor(let n): e.minimumScaleFactor = n
        case .tint(let style): e.tint = style.style(in: scheme)
        case .redacted: e.redacted = true
        case .unredacted: e.redacted = false
        case .privacySensitive: if privacy { e.redacted = true }
        case .textCase(let c): e.textCase = c
        case .imageScale(let s): e.imageScale = s
        case .symbolRenderingMode(let mode): e.symbolRenderingMode = mode
        case .symbolVariant(let variant):
            // Nested variants add up (`.fill` inside `.circle` is `.circle.fill`); `none`
            // changes nothing, as SwiftUI's `symbolVariant(.none)`.
            if variant != "none" { e.symbolVariant = SymbolCatalog.combining(e.symbolVariant, variant) }
        case .italic: e.italic = true
        case .monospacedDigit: e.monospacedDigits = true
        case .smallCaps: e.smallCaps = true
        case .tracking(let n): e.tracking = n
        case .underline(let line): e.underline = textLine(line)
        case .strikethrough(let line): e.strikethrough = textLine(line)
        case .environment:
            // Applied before the node is resolved (`resolve`), to the resolver itself.
            break
        case .padding, .frame, .relativeFrame, .containerRelativeFrame, .background, .overlay, .mask, .layoutPriority,
            .fixedSize, .resizable, .widgetAccentedRenderingMode, .aspectRatio, .offset, .gridCellColumns, .border,
            .ignoresSafeArea, .clipped,
            .cornerRadius, .clipShape, .containerShape, .opacity, .blendMode, .widgetAccentable, .rotationEffect,
            .scaleEffect, .shadow, .effect, .colorMultiply, .chartAxis, .chartScale, .interpolationMethod, .widgetURL,
            .inert:
            // Layout and drawing, read in `resolveNode`.
            break
        }
    }

    /// `true`: in the text's foreground (known when the text is made); a style: that.
    private func textLine(_ spec: TextLineSpec) -> TextLine {
        switch spec {
        case .foreground: .foreground
        case .style(let s): .style(s.style(in: scheme))
        }
    }

    /// The style one `foregroundStyle` value gives inside `e`: `tint` is the tint set around
    /// the view; `.primary`, `.secondary` and `.tertiary` are the levels set around it by
    /// `foregroundStyle(_:_:)`, or else the foreground around it faded (HIER in
    /// docs/sources.md), or else the system's label colors; any other style is itself.
    func foregroundStyle(_ value: StyleSpec, inside e: Environment) -> Style {
        if value.colorName == "tint", let tint = e.tint { return tint }
        if value.colorName == "primary", !e.foregroundLevels.isEmpty, let primary = e.foregroundBase { return primary }
        if let index = value.hierarchicalLevel, index <= e.foregroundLevels.count {
            return e.foregroundLevels[index - 1]
        }
        if let level = value.hierarchicalOpacity(scheme: scheme), let base = e.foregroundBase {
            return base.withOpacity(level)
        }
        return value.style(in: scheme)
    }

    /// A text style at this resolver's Dynamic Type size.
    func textStyle(_ name: String) -> FontDescriptor? {
        TextStyleTable.font(name, dynamicTypeSize: dynamicTypeSize)
    }

    private func font(_ spec: FontSpec) -> FontDescriptor {
        switch spec {
        case .textStyle(let name):
            return textStyle(name) ?? .body
        case .custom(let family, let size, let weight, let relativeTo, let fixedSize):
            // `.custom(_:size:relativeTo:)`: scales with Dynamic Type as its text style
            // does (body unless named), unless `fixedSize` (`.custom(_:fixedSize:)`).
            var scale = 1.0
            if !fixedSize, let style = TextStyleTable.styles[relativeTo] {
                scale = style.sizes[dynamicTypeSize.index] / style.sizes[DynamicTypeSize.large.index]
            }
            var descriptor = FontDescriptor(size: size * scale, weight: .regular, family: family)
            if let weight { descriptor.weight = weight }
            return descriptor
        case .system(let style, let size, let weight, let design):
            var descriptor = FontDescriptor.body
            if let style, let font = textStyle(style) {
                descriptor = font
            } else if let size {
                descriptor = FontDescriptor(size: size, weight: .regular)
            }
            if let weight { descriptor.weight = weight }
            if let design { descriptor.design = design }
            return descriptor
        }
    }

    private func decoration(_ decoration: Decoration, environment: Environment) throws(DocumentError)
        -> (ViewNode, Alignment)
    {
        var e = environment
        e.stackAxis = nil
        switch decoration {
        case .view(let view, let alignment):
            return (try resolve(view, environment: e), alignment)
        case .style(let style, let path, let alignment):
            return (ViewNode(content: .fill(style.style(in: scheme)), typeName: "Color", path: path), alignment)
        }
    }
}
