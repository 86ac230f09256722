// What can go wrong building a widget's document from its views.

/// A view that cannot become an entry document; the message says which and what to do.
public enum WidgetUIError: Error, CustomStringConvertible, Equatable {
    /// SwiftUI API this renderer has no drawing for.
    case unsupported(String)
    /// An image resource or file that cannot be found or read.
    case missingImage(String)
    /// A colour or image set missing from the asset catalogs, or one that cannot be read.
    case missingAsset(String)
    /// The document was built but does not decode (a value out of the format's range).
    case invalidDocument(String)
    /// An unknown device name.
    case unknownDevice(String)
    /// Rendering or encoding failed.
    case renderFailed(String)

    public var description: String {
        switch self {
        case .unsupported(let what): "not supported by this renderer: \(what)"
        case .missingImage(let message), .missingAsset(let message), .invalidDocument(let message),
            .unknownDevice(let message),
            .renderFailed(let message):
            message
        }
    }
}
