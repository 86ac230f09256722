// Images, as SwiftUI's `Image`: SF Symbols by name, images from a bundle's resources
// (`Image("cover", bundle: .module)`) or from a file. The bytes are carried in the
// document (read here, once), so a render reads no file.

import Foundation
import WidgetDocument

/// An image, as SwiftUI's `Image`.
public struct Image: View, _PrimitiveView, NodeSource {
    public typealias Body = Never

    enum Source {
        case symbol(String)
        case file(URL)
        case resource(String, Bundle?)
        /// Image bytes (`UIImage(data:)`), with a file name for the document.
        case bytes([UInt8], String)
    }
    let source: Source
    var modifiers: [(String, JSONValue)] = []

    init(source: Source) { self.source = source }
    /// An SF Symbol.
    public init(systemName: String) { source = .symbol(systemName) }
    /// A PNG or JPEG named `name` among the bundle's resources (the main bundle when nil).
    public init(_ name: String, bundle: Bundle? = nil) { source = .resource(name, bundle) }
    /// A PNG or JPEG file (not a SwiftUI initializer: iOS code uses `Image(uiImage:)`).
    public init(contentsOf url: URL) { source = .file(url) }
    /// An image for decoration only; drawn the same.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// A resizable image: it takes the size offered instead of its own.
    public func resizable() -> Image { adding("resizable", .bool(true)) }
    /// How a symbol is coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        mode.map { adding("symbolRenderingMode", .string($0.name)) } ?? self
    }
    /// Template or original colours. A symbol in its original colours is drawn in multicolor
    /// mode, as SwiftUI draws it; a bitmap keeps its own colours either way (a template
    /// bitmap is not filled with the foreground).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        guard mode == .original, case .symbol = source else { return self }
        return adding("symbolRenderingMode", .string("multicolor"))
    }
    /// Accepted: the renderer always interpolates smoothly.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Template or original colours, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Image interpolation quality, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// A symbol's size relative to the font, as SwiftUI's `Image.Scale`.
    public enum Scale: String, Hashable, Sendable { case small, medium, large }

    /// The file of an image named `name`: the image set of the asset catalogs at the
    /// device's scale and appearance, else a PNG or JPEG resource of the bundle.
    static func resource(_ name: String, bundle: Bundle?, environment: EnvironmentValues) throws -> URL? {
        if let file = try AssetCatalogs.imageFile(
            named: name, bundle: bundle, scale: Int(environment.displayScale.rounded()),
            dark: environment.colorScheme == .dark)
        {
            return file
        }
        let bundle = bundle ?? Bundle.main
        return ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"].lazy.compactMap {
            bundle.url(forResource: name, withExtension: $0)
        }.first ?? bundle.url(forResource: name, withExtension: nil)
    }

    func adding(_ name: String, _ value: JSONValue) -> Image {
        var image = self
        image.modifiers.append((name, value))
        return image
    }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        var node: JSONValue
        switch source {
        case .symbol(let name): node = viewNode("Image", [("systemName", .string(name))])
        case .file(let url): node = viewNode("Image", [("src", .string(try context.document.addImage(url)))])
        case .resource(let name, let bundle):
            guard let url = try Self.resource(name, bundle: bundle, environment: context.environment) else {
                let catalogs = AssetCatalogs.catalogs(bundle: bundle)
                throw WidgetUIError.missingAsset(
                    "no image \"\(name)\": no image set of that name in the asset catalogs (\(AssetCatalogs.searched(catalogs, bundle: bundle))) and no PNG or JPEG resource in \((bundle ?? .main).bundleURL.lastPathComponent)"
                )
            }
            node = viewNode("Image", [("src", .string(try context.document.addImage(url)))])
        case .bytes(let bytes, let name):
            node = viewNode("Image", [("src", .string(context.document.addImage(bytes: bytes, named: name)))])
        }
        for (name, value) in modifiers { node = ViewBuilding.modified(node, name, value) }
        return [node]
    }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension DocumentParts {
    /// Reads an image file into the document and gives its `src`: `Images/` and its file
    /// name (a number added when two files share a name).
    func addImage(_ url: URL) throws -> String {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw WidgetUIError.missingImage("cannot read the image \(url.path)")
        }
        return addImage(bytes: [UInt8](data), named: url.lastPathComponent)
    }

    /// Adds image bytes to the document under a file name and gives their `src`.
    func addImage(bytes: [UInt8], named fileName: String) -> String {
        let name = Self.safeFileName(fileName)
        var src = "Images/" + name
        var n = 2
        while let existing = images[src], existing != bytes {
            src = "Images/\(n)-" + name
            n += 1
        }
        images[src] = bytes
        return src
    }

    /// A file name the format accepts as part of a path: letters, digits, `-`, `_`, `.`;
    /// anything else becomes `_`.
    static func safeFileName(_ name: String) -> String {
        let safe = String(
            name.unicodeScalars.map { s -> Character in
                s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "-_.".unicodeScalars.contains(s))
                    ? Character(s) : "_"
            })
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }
}
