// A bitmap image leaf of the view tree.

import WidgetCore

/// `Image` from a file: which one (its path relative to the entry, the key the painter
/// draws it by), its size in points, and whether it is `resizable`.
public struct ImageContent: Sendable, Hashable {
    public var source: String
    /// The image's size in points: its pixel size, as an image loaded from a file has
    /// scale 1.
    public var size: Size
    public var resizable: Bool
    /// Under `.redacted(reason: .placeholder)`: drawn as its frame filled with this style
    /// (the foreground at 16 % opacity) instead of its pixels.
    public var placeholder: Style?

    public init(source: String, size: Size, resizable: Bool) {
        self.source = source
        self.size = size
        self.resizable = resizable
    }
}
