// UIKit's images where UIKit does not exist, so widget code that says
// `Image(uiImage: UIImage(named: "cover")!)` or `UIImage(data:)` compiles unchanged on
// Linux. A `UIImage` says where its pixels come from; the `Image` made from it reads them
// when the view is built, at the device's scale for a named image, as `Image(_:)` does.

#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// An image, as UIKit's `UIImage`.
    open class UIImage: @unchecked Sendable {
        // Unchecked: every stored property is a constant value.
        let source: Image.Source
        let template: Bool

        init(source: Image.Source, template: Bool = false) {
            self.source = source
            self.template = template
        }

        /// An image set of the asset catalogs or a PNG or JPEG resource, nil when there is
        /// none of that name, as UIKit answers.
        public convenience init?(
            named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil
        ) {
            var environment = EnvironmentValues()
            environment.colorScheme = traits?.userInterfaceStyle == .dark ? .dark : .light
            guard (try? Image.resource(name, bundle: bundle, environment: environment)) != nil else { return nil }
            self.init(source: .resource(name, bundle))
        }
        /// PNG or JPEG bytes; nil for anything else, as UIKit answers for data it cannot read.
        public convenience init?(data: Data, scale: CGFloat = 1) {
            let bytes = [UInt8](data)
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
            let isPNG = bytes.starts(with: png)
            let isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
            guard isPNG || isJPEG else { return nil }
            self.init(source: .bytes(bytes, isPNG ? "image.png" : "image.jpg"))
        }
        /// A PNG or JPEG file; nil when it cannot be read.
        public convenience init?(contentsOfFile path: String) {
            let url = URL(fileURLWithPath: path)
            guard let data = try? Data(contentsOf: url) else { return nil }
            self.init(data: data)
        }
        /// An SF Symbol.
        public convenience init?(systemName name: String, withConfiguration configuration: Configuration? = nil) {
            self.init(source: .symbol(name))
        }

        /// The same image drawn as a template or in its own colours.
        public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
            UIImage(source: source, template: mode == .alwaysTemplate)
        }

        /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
        public enum RenderingMode: Int, Sendable {
            case automatic, alwaysOriginal, alwaysTemplate
        }
        /// A symbol configuration, as UIKit's `UIImage.Configuration` (accepted, not read).
        open class Configuration: @unchecked Sendable {}
    }

    extension Image {
        /// A UIKit image, as SwiftUI's `Image(uiImage:)`.
        public init(uiImage: UIImage) { self.init(source: uiImage.source) }
    }
#endif
