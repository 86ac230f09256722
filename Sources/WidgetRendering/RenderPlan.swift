// The render plan: everything about one render that is not the view tree, worked out
// once from the request, the document and the device. Every stage after it reads the
// plan and nothing else of the request: the canvas, the scale, the OS, the rendering
// mode, the colour scheme the widget is drawn in (after the rule that the one-colour
// modes draw it dark), the chrome (container shape, content margins, whether the
// container background is drawn) and the variant. The place and appearance (StandBy,
// iOS 26's glass) decide the mode, the chrome and the last step of drawing, the tone; in
// StandBy the widget keeps its small size and more pixels are drawn per point.
//
// The plan holds no device name: two devices with the same widget size, scale and
// corner radius plan equal, and equal plans of one document draw the same pixels. That
// makes the plan the matrix's cache key (`MatrixRenderer`).

import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout
import WidgetRaster

/// How one document is drawn for one request.
public struct RenderPlan: Hashable, Sendable {
    /// The family asked for (a bare canvas keeps it for the document's per-family views).
    public var family: WidgetFamily
    public var os: OSVersion
    public var renderingMode: RenderingMode
    /// Where the widget is shown: its family's tile or StandBy (`WidgetPlace`).
    public var place: WidgetPlace
    /// The iOS 26 Home Screen appearance it is drawn in, if clear or tinted.
    public var appearance: HomeScreenAppearance?
    /// The scheme the widget is drawn in: the request's or the document's in full color,
    /// dark in the one-colour modes (as iOS draws the Lock Screen and tinted widgets).
    public var colorScheme: ColorScheme
    public var variant: RenderRequest.Variant
    /// The canvas in points.
    public var size: Size
    /// Device pixels per point.
    public var scale: Double
    /// The canvas in device pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// The widget's container; nil for a bare canvas (`--size`).
    public var chrome: Chrome?
    /// The rendering mode's last step.
    public var tone: DisplayList.Tone

    /// What WidgetKit draws around the view.
    public struct Chrome: Hashable, Sendable {
        /// The container's corner radius in points (what `ContainerRelativeShape` takes).
        public var cornerRadius: Double
        /// What is cut out of the canvas: everything outside is transparent.
        public var clip: Clip
        /// The content margins on every edge, in points.
        public var margins: Double
        /// Whether the container background is drawn (not on the Lock Screen, nor in the
        /// tinted mode, which draws the system's own).
        public var drawsBackground: Bool
        /// Whether the document's `containerBackground` shows (iOS 17 and later), as
        /// format 1.1's `If` on `containerBackground` sees it.
        public var showsContainerBackground: Bool

        public enum Clip: Hashable, Sendable {
            case none
            case roundedRectangle
            case ellipse
        }
    }

    /// Plans `request` for `document`, refusing a canvas the device has no size for or
    /// that `budget` does not allow.
    public init(_ document: EntryDocument, _ request: RenderRequest, budget: RenderBudget = .standard)
        throws(RenderError)
    {
        // A watch or a Mac is drawn as its own platform does, whatever iOS is pinned.
        let os =
            request.device.idiom.isOtherPlatform
            ? request.device.currentOS : request.os ?? document.os ?? request.device.currentOS
        let canvas = request.canvasSize
        let accessory = request.family.isAccessory && canvas == nil
        if canvas == nil {
            try Self.checkPlace(document, family: request.family, device: request.device, os: os)
        } else if document.place.isStandBy || document.appearance != nil {
            throw .place("a bare canvas (--size) draws the view alone; StandBy and the appearances draw it on a device")
        }
        let mode = Self.renderingMode(document, family: request.family, onCanvas: canvas != nil)
        family = request.family
        self.os = os
        renderingMode = mode
        place = document.place
        appearance = document.appearance
        colorScheme =
            Self.fixedScheme(document, family: request.family, onCanvas: canvas != nil)
            ?? request.colorScheme ?? document.colorScheme
        variant = request.variant
        // StandBy lays the small widget out at its own size and shows it larger: more
        // pixels per point, the same layout.
        let magnified = canvas == nil ? request.device.standByMagnification(place: document.place, os: os) : 1
        scale = (request.scale ?? Double(request.device.scale)) * magnified
        if let canvas {
            size = canvas
        } else {
            guard let s = request.device.widgetSize(request.family, os: os) else {
                throw .device(
                    .noSize(
                        device: request.device.name, family: request.family, os: os,
                        known: request.device.families(os: os)))
            }
            size = s
        }
        // Compare in floating point first: a huge canvas must not overflow Int.
        let pixelWidth = (size.width * scale).rounded(), pixelHeight = (size.height * scale).rounded()
        let limit = Double(Pixmap.maxDimension)
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= limit, pixelHeight <= limit else {
            // A side past any real canvas (1e308 points, or infinite once scaled) is said as such.
            let side = { (v: Double) in v <= limit * 1000 ? DumpValue.format(v) : "more than \(Pixmap.maxDimension)" }
            throw .badCanvas(
                "the canvas would be \(side(pixelWidth))×\(side(pixelHeight)) pixels; "
                    + "sides must be 1…\(Pixmap.maxDimension) pixels")
        }
        self.pixelWidth = Int(pixelWidth)
        self.pixelHeight = Int(pixelHeight)
        guard self.pixelWidth * self.pixelHeight <= budget.canvasPixels else {
            throw .budget(
                path: "$",
                message:
                    "the canvas would be \(self.pixelWidth)×\(self.pixelHeight) pixels; the limit is \(budget.canvasPixels) pixels"
            )
        }
        if canvas == nil {
            // The system removes the container background in StandBy and draws its own
            // in the one-colour modes.
            let draws = !accessory && mode != .accented && !document.place.isStandBy
            chrome = Chrome(
                cornerRadius: Self.containerRadius(request.family, size: size, device: request.device, os: os),
                clip: request.family == .accessoryCircular || request.family == .accessoryCorner
                    ? .ellipse : accessory ? .none : .roundedRectangle,
                margins: accessory || document.contentMarginsDisabled || os == .iOS16
                    ? 0 : request.device.contentMargin(os: os, place: document.place),
                drawsBackground: draws, showsContainerBackground: draws && os != .iOS16)
        } else {
            chrome = nil
        }
        switch (document.place, document.appearance, mode) {
        case (.standBy, _, _): tone = .standBy(night: false)
        case (.standByNight, _, _): tone = .standBy(night: true)
        case (_, let appearance?, _):
            tone = .glass(
                Glass(
                    appearance: appearance, colorScheme: colorScheme, tint: document.accentTint,
                    wallpaper: document.wallpaper, cornerRadius: chrome?.cornerRadius ?? 0))
        case (_, nil, .fullColor): tone = .fullColor
        case (_, nil, .vibrant): tone = .vibrant(backdrop: document.wallpaper)
        case (_, nil, .accented):
            tone = .accented(
                background: Self.tintedBackground(document.accentTint),
                content: Self.tintedContent(document.accentTint), accent: document.accentTint)
        }
    }

    /// The size `device` shows a widget of `family` at for `document`'s place on `os`, in
    /// points, or nil when it shows none there: the family's size, or StandBy's.
    public static func shownSize(_ document: EntryDocument, family: WidgetFamily, device: Device, os: OSVersion)
        -> Size?
    {
        guard let size = device.widgetSize(family, os: os),
            (try? checkPlace(document, family: family, device: device, os: os)) != nil
        else { return nil }
        return document.place.isStandBy ? device.standBySize(os: os) : size
    }

    /// Refuses a place or appearance the device, OS or family does not have, and a
    /// rendering mode that contradicts the one the place or appearance draws in.
    public static func checkPlace(_ document: EntryDocument, family: WidgetFamily, device: Device, os: OSVersion)
        throws(RenderError)
    {
        let place = document.place
        if place.isStandBy {
            guard document.appearance == nil else {
                throw .place("StandBy has no Home Screen appearance: give \"place\" or \"appearance\", not both")
            }
            guard device.idiom == .phone else {
                throw .place("StandBy is an iPhone's; \(device.name) has none")
            }
            guard os >= .iOS17 else { throw .place("StandBy came with iOS 17; this render is for iOS \(os.rawValue)") }
            guard family == .systemSmall else {
                throw .place("StandBy shows systemSmall widgets only, not \(family.rawValue)")
            }
        }
        if let appearance = document.appearance {
            guard !family.isAccessory else {
                throw .place(
                    "the \(appearance.rawValue) appearance is the Home Screen's; \(family.rawValue) is a Lock Screen family"
                )
            }
            guard os >= .iOS26 else {
                throw .place(
                    "the \(appearance.rawValue) appearance came with iOS 26; this render is for iOS \(os.rawValue)"
                        + (appearance == .tinted
                            ? " (iOS 18's tinted Home Screen is \"renderingMode\": \"accented\")" : ""))
            }
        }
        if let implied = placeMode(document), let own = document.renderingMode, own != implied {
            let what = place.isStandBy ? "place \(place.rawValue)" : "appearance \(document.appearance?.rawValue ?? "")"
            throw .place("\(what) is drawn \(implied.rawValue), but the entry's renderingMode is \(own.rawValue)")
        }
    }

    /// The rendering mode `document` is drawn in, in `family` or on a bare canvas: the
    /// document's own, else vibrant for the Lock Screen's accessory families and full colour
    /// for the rest.
    public static func renderingMode(_ document: EntryDocument, family: WidgetFamily, onCanvas: Bool)
        -> RenderingMode
    {
        placeMode(document) ?? document.renderingMode ?? (family.isAccessory && !onCanvas ? .vibrant : .fullColor)
    }

    /// The mode a place or appearance draws in (StandBy full colour, vibrant at night; the
    /// glass accented), or nil on the family's own tile.
    static func placeMode(_ document: EntryDocument) -> RenderingMode? {
        switch (document.place, document.appearance) {
        case (.standBy, _): .fullColor
        case (.standByNight, _): .vibrant
        case (.standard, .some): .accented
        case (.standard, nil): nil
        }
    }

    /// The scheme `document` is drawn in whatever scheme is asked for, or nil when the asked
    /// one is used. The vibrant and accented modes are drawn in the dark appearance, as the
    /// Lock Screen and the tinted Home Screen show them, so a light and a dark render of
    /// them are the same picture: commands write it once (`SnapshotMatrix`, `render check`).
    public static func fixedScheme(_ document: EntryDocument, family: WidgetFamily, onCanvas: Bool = false)
        -> ColorScheme?
    {
        // StandBy is black, and its widgets are drawn dark; the iOS 26 appearances come in
        // light and dark.
        if document.place.isStandBy { return .dark }
        if document.appearance != nil { return nil }
        return renderingMode(document, family: family, onCanvas: onCanvas) == .fullColor ? nil : .dark
    }

    /// The canvas in points, at the origin.
    public var canvasRect: Rect { Rect(origin: .zero, size: size) }

    /// The family the widget is drawn as: nil for a bare canvas, which has none.
    public var widgetFamily: WidgetFamily? { chrome == nil ? nil : family }

    /// The choices format 1.1's `If` makes for this render.
    public var templateContext: TemplateContext {
        TemplateContext(
            family: family, colorScheme: colorScheme, renderingMode: renderingMode,
            redacted: variant == .placeholder, showsContainerBackground: chrome?.showsContainerBackground ?? false)
    }

    /// The container's corner radius in points: the device's for Home Screen families
    /// (SHOT in docs/sources.md), half the side for `accessoryCircular` and a watch's
    /// `accessoryCorner` (circles), none
    /// for the other Lock Screen families (the team's choice: Apple draws no container
    /// there).
    static func containerRadius(_ family: WidgetFamily, size: Size, device: Device, os: OSVersion) -> Double {
        switch family {
        case .accessoryCircular, .accessoryCorner: min(size.width, size.height) / 2
        case .accessoryRectangular, .accessoryInline: 0
        default: device.containerCornerRadius(os: os)
        }
    }

    /// The tinted Home Screen's container: a dark glass of the tint (the team's estimate).
    static func tintedBackground(_ tint: Color) -> Color {
        let base = (r: 18.0 / 255, g: 18.0 / 255, b: 20.0 / 255)
        return Color(
            red: base.r + (tint.red - base.r) * 0.22, green: base.g + (tint.green - base.g) * 0.22,
            blue: base.b + (tint.blue - base.b) * 0.22)
    }

    /// The tinted Home Screen's content color: the tint lightened toward white.
    static func tintedContent(_ tint: Color) -> Color {
        Color(red: 1 - (1 - tint.red) * 0.45, green: 1 - (1 - tint.green) * 0.45, blue: 1 - (1 - tint.blue) * 0.45)
    }
}
