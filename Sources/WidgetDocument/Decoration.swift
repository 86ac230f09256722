import WidgetCore

/// `background` / `overlay`: a style, or a view, with the alignment of its frame.
public enum Decoration: Sendable {
    /// A style filling the frame.
    case style(StyleSpec, path: String, alignment: Alignment)
    /// A view node (or `{"style", "in": SHAPE}`'s shape filled with the style), laid out
    /// in the frame; its path is the view's own.
    case view(ViewSpec, alignment: Alignment)
}
