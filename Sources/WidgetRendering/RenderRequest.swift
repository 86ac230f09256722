// What a caller asks to render: a family on a device, with the request's overrides of the
// document (OS, colour scheme, scale), a bare canvas instead of the widget, and the
// variant. `RenderPlan` resolves it against the document.

import WidgetCore
import WidgetDevices
import WidgetDocument

/// What to render an entry for.
public struct RenderRequest: Sendable {
    public var family: WidgetFamily
    public var device: Device
    /// Overrides the entry's `os`.
    public var os: OSVersion?
    /// Overrides the entry's `colorScheme`.
    public var colorScheme: ColorScheme?
    /// Pixels per point; default the device's scale.
    public var scale: Double?
    /// A bare canvas in points instead of the widget (no chrome, no margins).
    public var canvasSize: Size?
    /// The normal snapshot, or the placeholder WidgetKit shows while the widget loads.
    public var variant: Variant = .normal

    /// What WidgetKit is asked to draw.
    public enum Variant: String, Sendable, CaseIterable {
        case normal
        /// `.redacted(reason: .placeholder)` on the whole view: text as bars, images as
        /// filled frames; layout unchanged.
        case placeholder
        /// `.redacted(reason: .privacy)`: only `privacySensitive` content is redacted.
        case privacy

        /// What `--variant all` writes: the normal snapshot and the placeholder.
        public static let standard: [Variant] = [.normal, .placeholder]
    }

    public init(
        family: WidgetFamily, device: Device = DeviceCatalog.defaultDevice, os: OSVersion? = nil,
        colorScheme: ColorScheme? = nil, scale: Double? = nil, canvasSize: Size? = nil, variant: Variant = .normal
    ) {
        self.variant = variant
        self.family = family
        self.device = device
        self.os = os
        self.colorScheme = colorScheme
        self.scale = scale
        self.canvasSize = canvasSize
    }
}
