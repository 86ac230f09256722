// The matrix a designer asks for: devices (or groups of devices sharing sizes) × families ×
// color schemes × variants, each cell a render request and the file it is written to.
// Cells whose device has no size for the family are left out and listed, not errors: an
// iPhone has no extra-large widget, and "every device" means every device that has one.

import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// One snapshot of the matrix.
public struct MatrixCell: Sendable {
    public var request: RenderRequest
    /// The other devices this one stands for (`--unique-sizes`), else empty.
    public var standsFor: [Device]
    /// The scheme the cell is drawn in (the request's, or the entry's own).
    public var colorScheme: ColorScheme
    /// The widget's size in points.
    public var size: Size
    /// The snapshot's file name (`SnapshotFileName`).
    public var fileName: String

    public var device: Device { request.device }
    public var family: WidgetFamily { request.family }
    public var variant: RenderRequest.Variant { request.variant }
    /// Pixels per point of the file.
    public var scale: Double { request.scale ?? Double(request.device.scale) }
}

/// A planned matrix: its cells in row order (device, then family, scheme, variant).
public struct SnapshotMatrix: Sendable {
    public var cells: [MatrixCell]
    /// Device and family pairs left out because the device shows no such widget on the OS
    /// (or the family cannot be drawn yet).
    public var skipped: [(device: Device, family: WidgetFamily)]

    /// Plans the matrix. A nil scheme is the entry's own; `schemeInName` adds `-light` or
    /// `-dark` to file names (when both are written); `scale` nil means each device's own.
    /// A family drawn in one scheme whatever is asked (`RenderPlan.fixedScheme`) gets its
    /// cells in that scheme only, named for it: never a light and a dark file of one picture.
    public init(
        document: EntryDocument, groups: [DeviceSizeGroup], families: [WidgetFamily], schemes: [ColorScheme?],
        schemeInName: Bool, variants: [RenderRequest.Variant], os: OSVersion?, scale: Double?
    ) {
        cells = []
        skipped = []
        for group in groups {
            let d = group.representative
            let version = os ?? document.os ?? d.currentOS
            for f in families {
                guard let size = RenderPlan.shownSize(document, family: f, device: d, os: version) else {
                    skipped.append((d, f))
                    continue
                }
                // A family drawn in one scheme whatever is asked (the Lock Screen's vibrant
                // mode, the tinted one) has one cell per variant, in that scheme.
                let fixed = RenderPlan.fixedScheme(document, family: f)
                let familySchemes: [ColorScheme?] = fixed.map { [$0] } ?? schemes
                for scheme in familySchemes {
                    for v in variants {
                        let request = RenderRequest(
                            family: f, device: d, os: os, colorScheme: scheme, scale: scale, variant: v)
                        let fileName = SnapshotFileName.name(
                            kind: document.kind, family: f, device: d, scale: scale ?? Double(d.scale),
                            colorScheme: schemeInName ? scheme ?? document.colorScheme : nil,
                            renderingMode: document.renderingMode, place: document.place,
                            appearance: document.appearance, variant: v)
                        cells.append(
                            MatrixCell(
                                request: request, standsFor: group.standsFor,
                                colorScheme: scheme ?? document.colorScheme, size: size, fileName: fileName))
                    }
                }
            }
        }
    }
}
