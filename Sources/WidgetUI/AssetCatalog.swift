// Asset catalogs (`.xcassets` folders) read as Xcode reads them, so `Color("Brand")`,
// `Image("Logo")`, `UIColor(named:)` and `UIImage(named:)` find an app's own assets on
// Linux without a copy of them.
//
// A catalog is a folder tree: each `<name>.colorset` and `<name>.imageset` has a
// `Contents.json` that lists its variants; a folder whose `Contents.json` says
// `"provides-namespace": true` puts its name before its assets' (`Icons/star`).
//
// - Colour sets: components as Xcode writes them ("0.200" in 0…1, "0x33" or "51" in
//   0…255), in `srgb`, `extended-srgb`, `display-p3` (converted to sRGB: the renderer
//   draws in sRGB), or the grey spaces (`white`); a `reference` to a system colour
//   (`systemBlueColor`) is that colour. The variant without appearances is the light
//   value, `luminosity: dark` the dark one; `universal` and `iphone` idioms are read.
// - Image sets: PNG and JPEG files at 1x, 2x and 3x; the render takes the file at the
//   device's scale, else the largest, and the dark appearance's file when drawing dark.
//   Vector files (PDF, SVG) are refused with an error that says so.
//
// Where catalogs are found: the bundle given (`Image("x", bundle: .module)`), else the
// main bundle and the SwiftPM resource bundles beside the running executable (a test
// target's `resources: [.copy("Assets.xcassets")]`), and any catalog registered with
// `AssetCatalogs.register(_:)`, such as the Xcode project's own.

import Foundation
import Synchronization
import WidgetCore
import WidgetDocument

/// The asset catalogs a render looks in.
public enum AssetCatalogs {
    /// Catalogs added by the test (an Xcode project's `Assets.xcassets`), searched after the
    /// bundle's own.
    private static let registered = Mutex<[URL]>([])
    /// Parsed catalogs by folder path.
    private static let parsed = Mutex<[String: AssetCatalog]>([:])

    /// Adds a catalog (an `.xcassets` folder) to every later look-up without a bundle.
    public static func register(_ catalog: URL) {
        registered.withLock { list in
            if !list.contains(catalog.standardizedFileURL) { list.append(catalog.standardizedFileURL) }
        }
    }

    /// Catalog folders found under each searched place, by the place's path.
    private static let found = Mutex<[String: [URL]]>([:])

    /// The catalogs of `bundle`, or of the main bundle, its resource bundles and the
    /// registered ones.
    static func catalogs(bundle: Bundle?) -> [AssetCatalog] {
        var folders: [URL] = []
        for (place, depth) in ResourcePlaces.places(bundle: bundle) {
            if let cached = found.withLock({ $0[place.path] }) {
                folders += cached
            } else {
                let list = catalogFolders(in: place, depth: depth)
                found.withLock { $0[place.path] = list }
                folders += list
            }
        }
        if bundle == nil { folders += registered.withLock { $0 } }
        var seen = Set<String>()
        return folders.filter { seen.insert($0.path).inserted }.map { catalog(at: $0) }
    }

    /// `.xcassets` folders at most `depth` levels under `root`.
    static func catalogFolders(in root: URL, depth: Int) -> [URL] {
        var found: [URL] = []
        func visit(_ folder: URL, depth: Int) {
            let children =
                ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .sorted { $0.path < $1.path }
            for child in children {
                if child.pathExtension == "xcassets" {
                    found.append(child.standardizedFileURL)
                } else if depth > 0, (try? child.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    visit(child, depth: depth - 1)
                }
            }
        }
        if root.pathExtension == "xcassets" { return [root.standardizedFileURL] }
        visit(root, depth: depth)
        return found
    }

    static func catalog(at folder: URL) -> AssetCatalog {
        if let cached = parsed.withLock({ $0[folder.path] }) { return cached }
        let catalog = AssetCatalog(folder: folder)
        parsed.withLock { $0[folder.path] = catalog }
        return catalog
    }

    /// Where a look-up searched, for an error message.
    static func searched(_ catalogs: [AssetCatalog], bundle: Bundle?) -> String {
        if catalogs.isEmpty {
            return
                "no asset catalog was found (in \(bundle.map { $0.bundleURL.lastPathComponent } ?? "the main bundle or its resource bundles"); add one with AssetCatalogs.register(_:) or as a resource)"
        }
        return "searched " + catalogs.map { $0.folder.lastPathComponent }.joined(separator: ", ")
    }

    /// The colour set `name`: its light and dark values.
    static func colorSet(named name: String, bundle: Bundle?) throws -> (
        light: ColorComponents, dark: ColorComponents
    ) {
        let catalogs = catalogs(bundle: bundle)
        for catalog in catalogs {
            if let set = try catalog.colorSet(name) { return set }
        }
        throw WidgetUIError.missingAsset(
            "no colour set \"\(name)\" in the asset catalogs: \(searched(catalogs, bundle: bundle))")
    }

    /// The image file of set `name` for a scale and appearance.
    static func imageFile(named name: String, bundle: Bundle?, scale: Int, dark: Bool) throws -> URL? {
        let catalogs = catalogs(bundle: bundle)
        for catalog in catalogs {
            if let file = try catalog.imageFile(name, scale: scale, dark: dark) { return file }
        }
        return nil
    }
}

/// One `.xcassets` folder: where each named set is.
struct AssetCatalog: Sendable {
    let folder: URL
    /// `.colorset` and `.imageset` folders by asset name (namespaces joined with `/`).
    let colorSets: [String: URL]
    let imageSets: [String: URL]

    init(folder: URL) {
        self.folder = folder
        var colors: [String: URL] = [:]
        var images: [String: URL] = [:]
        func visit(_ dir: URL, namespace: String, depth: Int) {
            guard depth < 16 else { return }
            let children =
                ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? [])
                .sorted { $0.path < $1.path }
            for child in children {
                let base = child.deletingPathExtension().lastPathComponent
                switch child.pathExtension {
                case "colorset": colors[namespace + base] = colors[namespace + base] ?? child
                case "imageset": images[namespace + base] = images[namespace + base] ?? child
                case "":
                    guard (try? child.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
                    let contents = AssetCatalog.contents(of: child)
                    let provides = contents?["properties"]?["provides-namespace"] == .bool(true)
                    visit(
                        child, namespace: provides ? namespace + child.lastPathComponent + "/" : namespace,
                        depth: depth + 1)
                default: continue
                }
            }
        }
        visit(folder, namespace: "", depth: 0)
        colorSets = colors
        imageSets = images
    }

    /// A folder's `Contents.json`, nil when missing or not JSON (at most 1 MiB read).
    static func contents(of folder: URL) -> JSONValue? {
        let url = folder.appendingPathComponent("Contents.json")
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 20) else { return nil }
        return try? JSONValue.parse([UInt8](data))
    }

    /// Whether a variant is for this device (universal or iPhone).
    static func isForPhone(_ variant: JSONValue) -> Bool {
        guard case .string(let idiom)? = variant["idiom"] else { return true }
        return idiom == "universal" || idiom == "iphone"
    }

    /// The appearance a variant is for: nil for any, "dark" or "light"; "other" for high
    /// contrast and the rest (not read).
    static func appearance(_ variant: JSONValue) -> String? {
        guard case .array(let list)? = variant["appearances"], !list.isEmpty else { return nil }
        for item in list {
            if item["appearance"] == .string("luminosity"), case .string(let value)? = item["value"] {
                if list.count == 1 { return value }
            }
        }
        return "other"
    }

    func colorSet(_ name: String) throws -> (light: ColorComponents, dark: ColorComponents)? {
        guard let set = colorSets[name] else { return nil }
        let where_ = "\(folder.lastPathComponent)/\(set.lastPathComponent)/Contents.json"
        guard let contents = Self.contents(of: set), case .array(let variants)? = contents["colors"] else {
            throw WidgetUIError.missingAsset("\(where_) has no \"colors\" list")
        }
        var any: ColorComponents?, light: ColorComponents?, dark: ColorComponents?
        for variant in variants where Self.isForPhone(variant) {
            guard let colorValue = variant["color"] else { continue }
            let color = try Self.color(colorValue, in: where_)
            switch Self.appearance(variant) {
            case nil: any = any ?? color
            case "light": light = light ?? color
            case "dark": dark = dark ?? color
            default: continue
            }
        }
        guard let base = light ?? any ?? dark else {
            throw WidgetUIError.missingAsset("\(where_) has no colour for iPhone")
        }
        return (base, dark ?? base)
    }

    /// One colour of a colour set.
    static func color(_ value: JSONValue, in place: String) throws -> ColorComponents {
        if case .string(let reference)? = value["reference"] {
            // `systemBlueColor`, `labelColor`: the system colour of that name.
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let pair = StyleDecoder.namedColor(name) else {
                throw WidgetUIError.missingAsset("\(place): the system colour \"\(reference)\" is not known")
            }
            return ColorComponents(pair.light)
        }
        let space: String = if case .string(let s)? = value["color-space"] { s } else { "srgb" }
        guard let components = value["components"] else {
            throw WidgetUIError.missingAsset("\(place): a colour without \"components\"")
        }
        func component(_ key: String) throws -> Double {
            let raw = components[key]
            let number: Double?
            switch raw {
            case .number(let n)?: number = n <= 1 ? n : n / 255
            case .string(let s)?:
                let text = s.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("0x") || text.hasPrefix("0X") {
                    number = UInt32(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
                } else if text.contains(".") {
                    number = Double(text)
                } else {
                    number = Double(text).map { $0 / 255 }
                }
            default: number = nil
            }
            guard let number, number.isFinite else {
                throw WidgetUIError.missingAsset("\(place): the component \"\(key)\" is not a number Xcode writes")
            }
            return number
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = try component("white")
            return ColorComponents(red: white, green: white, blue: white, alpha: alpha)
        case "display-p3":
            let (r, g, b) = displayP3ToSRGB(try component("red"), try component("green"), try component("blue"))
            return ColorComponents(red: r, green: g, blue: b, alpha: alpha)
        case "srgb", "extended-srgb":
            return ColorComponents(
                red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        default:
            throw WidgetUIError.missingAsset(
                "\(place): the colour space \"\(space)\" is not read (srgb, extended-srgb, display-p3, gray-gamma-22)")
        }
    }

    /// Display P3 to sRGB: both use sRGB's transfer curve; the primaries are converted in
    /// linear light (the matrix from the two spaces' primaries, D65 white), then clamped.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: Double) -> Double {
            let c = min(max(v, 0), 1)
            return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        return (
            encoded(1.224940 * lr - 0.224940 * lg),
            encoded(-0.042057 * lr + 1.042057 * lg),
            encoded(-0.019638 * lr - 0.078636 * lg + 1.098274 * lb)
        )
    }

    func imageFile(_ name: String, scale: Int, dark: Bool) throws -> URL? {
        guard let set = imageSets[name] else { return nil }
        let where_ = "\(folder.lastPathComponent)/\(set.lastPathComponent)"
        guard let contents = Self.contents(of: set), case .array(let variants)? = contents["images"] else {
            throw WidgetUIError.missingAsset("\(where_)/Contents.json has no \"images\" list")
        }
        var candidates: [(file: String, scale: Int, dark: Bool)] = []
        for variant in variants where Self.isForPhone(variant) {
            guard case .string(let file)? = variant["filename"] else { continue }
            let appearance = Self.appearance(variant)
            guard appearance == nil || appearance == "dark" || appearance == "light" else { continue }
            let s: Int = if case .string(let text)? = variant["scale"] { Int(text.dropLast()) ?? 1 } else { 0 }
            candidates.append((file, s, appearance == "dark"))
        }
        let sameAppearance = candidates.filter { $0.dark == dark }
        let pool = sameAppearance.isEmpty ? candidates : sameAppearance
        guard
            let pick = pool.first(where: { $0.scale == scale }) ?? pool.max(by: { $0.scale < $1.scale })
        else {
            throw WidgetUIError.missingAsset("the image set \(where_) lists no image file")
        }
        let ext = (pick.file as NSString).pathExtension.lowercased()
        guard ["png", "jpg", "jpeg"].contains(ext) else {
            throw WidgetUIError.missingAsset(
                "the image set \(where_) holds \(pick.file): vector images (PDF, SVG) are not drawn yet; add PNG files at 2x and 3x"
            )
        }
        // The file must be inside its set: a name with `..` or a link cannot lead out.
        let file = set.appendingPathComponent(pick.file).standardizedFileURL
        guard !pick.file.contains("/"),
            file.resolvingSymlinksInPath().path.hasPrefix(set.resolvingSymlinksInPath().path + "/")
        else {
            throw WidgetUIError.missingAsset("the image set \(where_) names a file outside it: \(pick.file)")
        }
        return file
    }
}

/// Problems met while a view builds that a value cannot throw where it is made (a colour
/// set missing from the catalogs, met in `Color("Name")`): the document build throws the
/// first one.
final class BuildProblems: @unchecked Sendable {
    // Unchecked: the lock guards `problems`.
    @TaskLocal static var current: BuildProblems?
    private let lock = NSLock()
    private var problems: [Error] = []

    static func report(_ error: Error) {
        guard let collector = current else { return }
        collector.lock.lock()
        collector.problems.append(error)
        collector.lock.unlock()
    }

    var first: Error? {
        lock.lock()
        defer { lock.unlock() }
        return problems.first
    }
}

/// Where an app's resources are looked for: the bundle given, else the main bundle's own
/// folder (only its top level: on Linux it is the build folder) and the SwiftPM resource
/// bundles beside the running executable, listed once per process.
enum ResourcePlaces {
    private static let beside = Mutex<[URL]?>(nil)

    /// The places with how deep to search each.
    static func places(bundle: Bundle?) -> [(URL, Int)] {
        if let bundle { return [(bundle.resourceURL ?? bundle.bundleURL, 2)] }
        let resourceBundles = beside.withLock { cached -> [URL] in
            if let cached { return cached }
            let list =
                ((try? FileManager.default.contentsOfDirectory(
                    at: Bundle.main.bundleURL, includingPropertiesForKeys: nil))
                ?? [])
                .filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
                .sorted { $0.path < $1.path }
            cached = list
            return list
        }
        return [(Bundle.main.resourceURL ?? Bundle.main.bundleURL, 0)] + resourceBundles.map { ($0, 2) }
    }
}
