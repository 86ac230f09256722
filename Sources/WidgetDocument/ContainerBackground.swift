/// `containerBackground`: a style, or (format 1.1) a view filling the container behind
/// the content.
public enum ContainerBackground: Sendable {
    case style(StyleSpec)
    case view(ViewSpec)
}
