// What a check renders: every entry × family × device × color scheme of the matrix, each
// with the golden file it is compared with. The matrix comes from flags or from a
// `render-check.json` beside the entries:
//
//   {"families": ["systemSmall", "medium"], "devices": ["iPhone 17", "se3"],
//    "colorSchemes": ["light", "dark"], "variants": ["normal", "placeholder"], "os": 18, "scale": 3,
//    "tolerance": {"channel": 2, "pixelBudget": 0, "deltaE": 2.3}}
//
// Every key is optional. Without families, each entry's own families are checked; with
// them, those of the listed families the entry declares (as `render` refuses the others);
// without devices, the iPhone 17; without color schemes, each entry's own scheme. Golden
// names are the render command's file names (SnapshotFileName),
// `<kind>-<family>-<device>@<scale>x.png`, with `-light` or `-dark` before `.png` when
// color schemes are given explicitly, and `-placeholder` for the placeholder variant
// (without variants, the normal one only).

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// The matrix and tolerance of a check.
public struct CheckConfiguration: Sendable {
    /// Nil: each entry's own families. Else the ones of these each entry declares.
    public var families: [WidgetFamily]?
    public var devices: [Device] = [DeviceCatalog.defaultDevice]
    /// Nil: each entry's own scheme, and no scheme in golden names.
    public var colorSchemes: [ColorScheme]?
    /// The variants to check (normal, placeholder).
    public var variants: [RenderRequest.Variant] = [.normal]
    public var os: OSVersion?
    /// Check one device per distinct set of sizes of each entry's families (on its OS)
    /// instead of every device (`--unique-sizes`).
    public var uniqueSizes = false
    public var scale: Double?
    public var tolerance: Tolerance = .default
    /// A snapshot whose widget cannot show all of its content fails (`--strict`).
    public var strict = false

    public init() {}

    public static let fileName = "render-check.json"
    /// The largest `render-check.json` read: a matrix and a tolerance take a few hundred bytes.
    public static let largestFile = 1 << 20

    /// Reads `render-check.json` in `folder`, or nil when there is none.
    public static func load(from folder: URL) throws(CheckError) -> CheckConfiguration? {
        let url = folder.appendingPathComponent(fileName)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        guard InputFile.contained(fileName, in: folder.path) != nil else {
            throw .outsideFolder(path: url.path, folder: folder.path)
        }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(url.path, limit: largestFile)
        } catch .tooLarge(let size, _) {
            throw .unreadable(path: url.path, reason: "is \(size) bytes; \(fileName) is limited to 1 MiB")
        } catch {
            throw .unreadable(path: url.path, reason: "\(error)")
        }
        do {
            return try parse(JSONValue.parse(bytes), path: url.path)
        } catch let e as CheckError {
            throw e
        } catch {
            throw .badConfiguration(path: url.path, message: "\(error)")
        }
    }

    static func parse(_ json: JSONValue, path: String) throws(CheckError) -> CheckConfiguration {
        func bad(_ key: String, _ message: String) -> CheckError {
            .badConfiguration(path: path, message: "$.\(key): \(message)")
        }
        guard case .object(let pairs) = json else {
            throw .badConfiguration(path: path, message: "$: expected an object")
        }
        var config = CheckConfiguration()
        for (key, value) in pairs {
            func strings() throws(CheckError) -> [String] {
                guard case .array(let items) = value, !items.isEmpty else {
                    throw bad(key, "expected a non-empty array of strings")
                }
                var result: [String] = []
                for item in items {
                    guard case .string(let s) = item else { throw bad(key, "expected a non-empty array of strings") }
                    result.append(s)
                }
                return result
            }
            switch key {
            case "families":
                config.families = []
                let names = try strings()
                guard !names.isEmpty else { throw bad(key, "expected at least one family") }
                for name in names {
                    guard let f = WidgetFamily(name: name) else {
                        throw bad(key, "unknown family '\(name)'; expected one of \(WidgetFamily.acceptedNames)")
                    }
                    config.families?.append(f)
                }
            case "devices":
                config.devices = []
                for name in try strings() {
                    do {
                        for d in try DeviceCatalog.devices(matching: name)
                        where !config.devices.contains(where: { $0.name == d.name }) {
                            config.devices.append(d)
                        }
                    } catch {
                        throw bad(key, "\(error)")
                    }
                }
            case "colorSchemes":
                config.colorSchemes = []
                for name in try strings() {
                    guard let s = ColorScheme(rawValue: name) else {
                        throw bad(key, "expected light or dark, found '\(name)'")
                    }
                    config.colorSchemes?.append(s)
                }
            case "variants":
                config.variants = []
                for name in try strings() {
                    guard let v = RenderRequest.Variant(rawValue: name) else {
                        throw bad(key, "expected normal, placeholder or privacy, found '\(name)'")
                    }
                    config.variants.append(v)
                }
            case "os":
                guard case .number(let n) = value, n == n.rounded(), (0...100).contains(n),
                    let os = OSVersion(rawValue: Int(n))
                else {
                    throw bad(key, "expected one of \(OSVersion.acceptedValues)")
                }
                config.os = os
            case "scale":
                guard case .number(let n) = value, n > 0, n <= 4 else {
                    throw bad(key, "expected a number greater than 0 and at most 4")
                }
                config.scale = n
            case "tolerance":
                guard case .object(let members) = value else {
                    throw bad(key, "expected an object with channel, pixelBudget, deltaE")
                }
                for (k, v) in members {
                    guard case .number(let n) = v, n >= 0, n <= 1_000_000_000 else {
                        throw bad("tolerance.\(k)", "expected a number ≥ 0")
                    }
                    switch k {
                    case "channel" where n == n.rounded() && n <= 255: config.tolerance.channel = Int(n)
                    case "pixelBudget" where n == n.rounded(): config.tolerance.pixelBudget = Int(n)
                    case "deltaE": config.tolerance.deltaE = n
                    case "channel", "pixelBudget":
                        throw bad("tolerance.\(k)", "expected a whole number (channel: 0…255)")
                    default: throw bad("tolerance.\(k)", "unknown key; allowed keys: channel, pixelBudget, deltaE")
                    }
                }
            default:
                throw bad(
                    key, "unknown key; allowed keys: colorSchemes, devices, families, os, scale, tolerance, variants")
            }
        }
        return config
    }
}

/// One snapshot to check.
public struct CheckCase: Sendable {
    /// The entry file, as the user named it.
    public var entry: String
    /// The decoded entry, or the message of why it could not be decoded.
    public var document: Result<EntryDocument, DocumentFailure>
    public var family: WidgetFamily
    public var device: Device
    public var colorScheme: ColorScheme?
    public var variant: RenderRequest.Variant = .normal
    /// The golden's file name, `<kind>-<family>-<device>@<scale>x[-scheme][-placeholder].png`.
    public var goldenName: String
    /// Which document of a run this case draws (`CheckConfiguration.cases` numbers them):
    /// cases of one document that plan alike are drawn once. Nil: drawn on its own.
    var documentID: Int? = nil
}

/// An entry that could not be read or decoded; it becomes one failing case.
public struct DocumentFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
}

extension CheckConfiguration {
    /// The cases for `entries` (file paths), in a stable order.
    public func cases(for entries: [String]) throws(CheckError) -> [CheckCase] {
        var skipped: [String] = []
        return try cases(for: entries, skippingLiveActivities: &skipped)
    }

    /// The cases for `entries`; the entries that are Live Activities, which a check does not
    /// draw yet, are left out and listed in `skipped`.
    public func cases(for entries: [String], skippingLiveActivities skipped: inout [String]) throws(CheckError)
        -> [CheckCase]
    {
        var result: [CheckCase] = []
        var seen: [String: String] = [:]
        let documents = Self.load(entries)
        var nextID = 0
        for (entry, document) in zip(entries, documents) {
            // A timeline is checked entry by entry, each under its own name.
            let entryDocuments: [EntryDocument?] = (try? document.get()).map { $0.entries } ?? [nil]
            for doc in entryDocuments {
                let document = doc.map { Result<EntryDocument, DocumentFailure>.success($0) } ?? document
                // A Live Activity is not checked yet.
                if doc?.liveActivity != nil {
                    if skipped.last != entry { skipped.append(entry) }
                    continue
                }
                let documentID = nextID
                nextID += 1
                let kind = doc?.kind ?? URL(fileURLWithPath: entry).deletingPathExtension().lastPathComponent
                // Listed families apply where the entry declares them; an entry that cannot
                // be read keeps one case, to report its error.
                let declared = doc?.families
                let entryFamilies =
                    families.map { listed in
                        declared.map { own in listed.filter(own.contains) } ?? listed.first.map { [$0] } ?? []
                    }
                    ?? declared ?? [.systemMedium]
                let entryDevices =
                    uniqueSizes
                    ? DeviceCatalog.uniqueSizes(devices, families: entryFamilies, os: os ?? doc?.os)
                        .map(\.representative)
                    : devices
                for family in entryFamilies {
                    // With several devices, "every device" means every device that shows the family.
                    for device in entryDevices
                    where entryDevices.count == 1
                        || doc.map({
                            RenderPlan.shownSize(
                                $0, family: family, device: device, os: os ?? $0.os ?? device.currentOS) != nil
                        }) ?? (device.widgetSize(family, os: os ?? device.currentOS) != nil)
                    {
                        // A family drawn in one scheme whatever is asked (vibrant, accented)
                        // has one golden per variant, in that scheme: never two of one picture.
                        let fixed = doc.flatMap { RenderPlan.fixedScheme($0, family: family) }
                        let schemes: [ColorScheme?] =
                            colorSchemes.map { listed in fixed.map { [$0] } ?? listed.map(Optional.some) } ?? [nil]
                        for scheme in schemes {
                            for variant in variants {
                                let scale = scale ?? Double(device.scale)
                                let name = SnapshotFileName.name(
                                    kind: kind, family: family, device: device, scale: scale, colorScheme: scheme,
                                    renderingMode: doc?.renderingMode, place: doc?.place ?? .standard,
                                    appearance: doc?.appearance, variant: variant)
                                if let first = seen[name] {
                                    throw .duplicateGolden(name: name, first: first, second: entry)
                                }
                                seen[name] = entry
                                result.append(
                                    CheckCase(
                                        entry: entry, document: document, family: family, device: device,
                                        colorScheme: scheme, variant: variant, goldenName: name,
                                        documentID: documentID))
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Each entry file read and decoded, on every core (in the order of `entries`).
    static func load(_ entries: [String]) -> [Result<EntryDocument, DocumentFailure>] {
        let slots = Slots<Result<EntryDocument, DocumentFailure>>(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: entries.count) { i in slots.set(i, load(entries[i])) }
        return slots.values.map { $0 ?? .failure(DocumentFailure(description: "was not read")) }
    }

    /// One entry file, read and decoded, with the files it names.
    static func load(_ entry: String) -> Result<EntryDocument, DocumentFailure> {
        do {
            let bytes = try InputFile.read(entry, limit: EntryDocument.largestEntryFile)
            do {
                var decoded = try EntryDocument.decode(bytes)
                try decoded.loadFiles(relativeTo: URL(fileURLWithPath: entry).deletingLastPathComponent())
                return .success(decoded)
            } catch {
                return .failure(DocumentFailure(description: "\(error)"))
            }
        } catch .tooLarge(let size, _) {
            return .failure(DocumentFailure(description: "is \(size) bytes; entry documents are limited to 16 MiB"))
        } catch {
            return .failure(DocumentFailure(description: "\(error)"))
        }
    }
}

/// Values filled in by concurrent workers, each slot by one.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: Value) { lock.withLock { slots[i] = value } }

    var values: [Value?] { lock.withLock { slots } }
}

extension CheckConfiguration {
    /// The goldens this matrix could write: a kind as it stands in file names, then one of
    /// the matrix's families, devices, scales, schemes, rendering modes and variants. A check
    /// reports (and `--prune` deletes) no other file as an orphan: not a golden of a device or
    /// scheme the matrix leaves out, nor an image that merely looks like a snapshot.
    public var writableGoldens: WritableGoldens {
        var suffixes = Set<String>()
        // Each rendering mode on the family's tile, each place, each appearance.
        let looks: [(RenderingMode?, WidgetPlace, HomeScreenAppearance?)] =
            ([nil] + RenderingMode.allCases).map { ($0, .standard, nil) }
            + WidgetPlace.allCases.filter(\.isStandBy).map { (nil, $0, nil) }
            + HomeScreenAppearance.allCases.map { (nil, .standard, $0) }
        for family in families ?? WidgetFamily.allCases {
            for device in devices {
                // Dark too: a vibrant or accented family is written dark whatever is listed.
                for scheme in colorSchemes.map({ $0.map(Optional.some) + [.dark] }) ?? [nil] {
                    for (mode, place, appearance) in looks {
                        for variant in variants {
                            // The name of kind "k", less the "k".
                            suffixes.insert(
                                String(
                                    SnapshotFileName.name(
                                        kind: "k", family: family, device: device,
                                        scale: scale ?? Double(device.scale), colorScheme: scheme,
                                        renderingMode: mode, place: place, appearance: appearance, variant: variant
                                    ).dropFirst()))
                        }
                    }
                }
            }
        }
        return WritableGoldens(suffixes: suffixes)
    }
}

/// File names a check could write (`CheckConfiguration.writableGoldens`), made once a run.
public struct WritableGoldens: Sendable {
    /// Every name of kind "k" less the "k": `-systemSmall-iPhone17@3x-dark.png`, ….
    let suffixes: Set<String>

    /// Whether `name` is a file-name-safe kind followed by one of the suffixes (a kind may
    /// hold "-", so each "-" is tried as where the suffix starts).
    public func contains(_ name: String) -> Bool {
        for i in name.indices where name[i] == "-" && i > name.startIndex && suffixes.contains(String(name[i...])) {
            let kind = String(name[..<i])
            if SnapshotFileName.safe(kind) == kind { return true }
        }
        return false
    }
}

/// The real paths of the files `entries` draw (images and fonts), which `--prune` never
/// deletes whatever their names.
public func filesUsed(by cases: [CheckCase]) -> Set<String> {
    var used = Set<String>()
    var seen = Set<String>()
    for c in cases where seen.insert(c.entry).inserted {
        guard case .success(let document) = c.document else { continue }
        let folder = URL(fileURLWithPath: c.entry).deletingLastPathComponent().path
        let sources =
            document.imageSources.map(\.source) + document.timeline.flatMap { $0.imageSources.map(\.source) }
            + document.fonts
        for source in sources {
            if let real = InputFile.contained(source, in: folder) { used.insert(real) }
        }
    }
    return used
}

/// The entry files named by `paths`: files as given, folders' `*.json` files (not
/// recursive, the configuration file excluded), sorted.
public func entryFiles(_ paths: [String]) throws(CheckError) -> [String] {
    var result: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file or folder")
        }
        if isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let entries = names.filter { $0.hasSuffix(".json") && $0 != CheckConfiguration.fileName }.sorted()
            if entries.isEmpty { throw .noEntries(path) }
            for name in entries {
                let entry = (path as NSString).appendingPathComponent(name)
                // A link committed among the entries must not make the check read elsewhere.
                guard InputFile.contained(name, in: path) != nil else {
                    throw .outsideFolder(path: entry, folder: path)
                }
                result.append(entry)
            }
        } else {
            result.append(path)
        }
    }
    return result
}
