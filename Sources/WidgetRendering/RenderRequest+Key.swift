// Which requests draw the same pixels. Many devices share a widget size, so a matrix of
// requests (every device, family and scheme) holds many that differ only in the device's
// name. The key holds every input `Renderer.render` reads from a request, resolved against
// the document; keep it in step with that function.

import WidgetCore
import WidgetDevices
import WidgetDocument

extension RenderRequest {
    /// Everything about a request that reaches the pixels. Two requests with equal keys
    /// render the same document to the same pixels.
    public struct PixelKey: Hashable, Sendable {
        var family: WidgetFamily
        var size: Size?
        var canvas: Size?
        var scale: Double
        var cornerRadius: Double
        var os: OSVersion
        var scheme: ColorScheme
        var variant: Variant
    }

    /// The key of this request for `document`.
    public func pixelKey(for document: EntryDocument) -> PixelKey {
        let os = self.os ?? document.os
        return PixelKey(
            family: family, size: canvasSize == nil ? device.widgetSize(family, os: os) : nil, canvas: canvasSize,
            scale: scale ?? Double(device.scale), cornerRadius: device.containerCornerRadius(os: os), os: os,
            scheme: colorScheme ?? document.colorScheme, variant: variant)
    }
}
