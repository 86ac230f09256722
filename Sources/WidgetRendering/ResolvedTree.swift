// The resolve stage's output: the document's view for one plan, with every default
// applied and every style a colour, and what drawing it needs from outside the tree
// (decoded images, the entry's own font faces) already loaded and checked. Nothing after
// this stage reads the document.

import WidgetCore
import WidgetRaster
import WidgetText
import WidgetViewTree

/// A document resolved for one `RenderPlan`.
public struct ResolvedTree: Sendable {
    /// The widget's view.
    public var root: ViewNode
    /// What the container is filled with, back to front: the system's opaque background
    /// under a clear or translucent one, then the document's (empty when the plan draws
    /// no background).
    public var backgroundFills: [Style]
    /// A view as the container background (format 1.1), drawn over `backgroundFills` and
    /// laid out over the whole container, margins ignored.
    public var backgroundView: ViewNode?
    /// The document's images, decoded, by their source path.
    public var images: [String: Pixmap]
    /// The faces of the document's `fonts`, opened.
    public var customFaces: [FontFace]
}
