/// An `Image`'s source: a file beside the entry, or an SF Symbol.
public enum ImageSource: Sendable, Hashable {
    case file(String)
    case symbol(String)
}
