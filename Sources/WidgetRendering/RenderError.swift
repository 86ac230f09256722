// Errors from rendering an entry: each says what went wrong and what to do about it.

import WidgetCore
import WidgetDevices
import WidgetDocument

/// Why an entry could not be rendered.
public enum RenderError: Error, CustomStringConvertible {
    case document(DocumentError)
    case device(DeviceError)
    /// A text holds characters the bundled fonts cannot draw.
    case missingGlyphs(path: String, characters: [Character])
    case fontUnavailable(String)
    /// A font the entry brings cannot be used (unreadable, or no such family).
    case font(path: String, message: String)
    /// The canvas would be empty or larger than the renderer draws.
    case badCanvas(String)
    case encoding(String)
    /// An image the entry names cannot be drawn.
    case image(source: String, path: String, message: String)
    /// The render would exceed `RenderBudget`: `message` names the limit.
    case budget(path: String, message: String)
    /// The place or appearance asked for does not exist on the device, OS or family.
    case place(String)

    public var description: String {
        switch self {
        case .document(let e): e.description
        case .device(let e): e.description
        case .missingGlyphs(let path, let characters):
            "\(path): the bundled fonts cannot draw "
                + characters.prefix(5).map { c in
                    "\"\(String(c).escapedForMessages)\" ("
                        + c.unicodeScalars.map { Self.codePoint($0) }.joined(
                            separator: " ") + ")"
                }.joined(separator: ", ") + (characters.count > 5 ? " and \(characters.count - 5) more" : "")
                + "; the bundled faces cover Latin, Chinese, Japanese kana, Korean Hangul and emoji, and nothing was written"
        case .fontUnavailable(let m): "cannot load the bundled fonts: \(m)"
        case .font(let path, let message): "\(path): \(message); nothing was written"
        case .badCanvas(let m): m
        case .encoding(let m): m
        case .image(let source, let path, let message):
            "\(path): the image \"\(source.escapedForMessages)\" \(message); nothing was written"
        case .budget(let path, let message):
            "\(path): \(message); that is beyond what this renderer accepts (see docs/limits.md)"
        case .place(let m): m + "; nothing was written"
        }
    }

    /// `U+0E2A`: at least four hex digits, as Unicode writes code points.
    static func codePoint(_ s: Unicode.Scalar) -> String {
        let hex = String(s.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
