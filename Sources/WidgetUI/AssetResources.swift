// Xcode's generated asset symbols, as SwiftUI takes them: `ColorResource` and
// `ImageResource` (`Color(.brandTeal)`, `Image(.badge)`). The symbols themselves are written
// by the AssetSymbols build-tool plugin from the target's catalogs; a resource is looked
// up in the catalogs of its bundle, as `Color(_:bundle:)` does.

import Foundation

/// A colour set of an asset catalog, as DeveloperToolsSupport's `ColorResource`.
public struct ColorResource: Hashable, @unchecked Sendable {
    // Unchecked: a Bundle is not marked Sendable, and is never changed here.
    public let name: String
    public let bundle: Bundle?
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of an asset catalog, as DeveloperToolsSupport's `ImageResource`.
public struct ImageResource: Hashable, @unchecked Sendable {
    // Unchecked: as ColorResource.
    public let name: String
    public let bundle: Bundle?
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// A generated colour symbol's colour set.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Image {
    /// A generated image symbol's image set.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    extension UIColor {
        /// A generated colour symbol's colour set (clear when the set is missing).
        public convenience init(resource: ColorResource) {
            let set = try? AssetCatalogs.colorSet(named: resource.name, bundle: resource.bundle)
            let clear = ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)
            self.init(light: set?.light ?? clear, dark: set?.dark ?? clear)
        }
    }

    extension UIImage {
        /// A generated image symbol's image set.
        public convenience init(resource: ImageResource) {
            self.init(source: .resource(resource.name, resource.bundle))
        }
    }
#endif
