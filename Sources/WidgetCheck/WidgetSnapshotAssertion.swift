// `assertWidgetSnapshot`: the one snapshot assertion of the Swift side, whatever the widget
// is written as. This file holds its form for an entry document (a JSON file or an
// `EntryDocument`) and what every form shares: where the goldens are, how they are named,
// record or verify, and the failure listing each cell. WidgetUI adds the forms for a view,
// a `Widget` and the previews, which build an entry document per cell and check it here.
//
//     @Test func weather() throws {
//         try assertWidgetSnapshot(entry: URL(fileURLWithPath: "Widgets/weather.json"), families: [.systemMedium])
//     }
//
// Goldens live beside the test file in `__Snapshots__/<TestFile>/`, named after the test
// (`weather-systemMedium-iPhone17@3x-light.png`); each cell is compared as `render
// check` compares it (`SnapshotAssertion.verify`).

import Foundation
import WidgetDevices
import WidgetDocument
import WidgetRendering

/// The failures of one `assertWidgetSnapshot`, one line each, naming the golden, the
/// actual image and the diff.
public struct WidgetSnapshotFailure: Error, CustomStringConvertible {
    public let failures: [String]

    public init(failures: [String]) {
        self.failures = failures
    }

    public var description: String {
        "\(failures.count) widget snapshot\(failures.count == 1 ? "" : "s") did not match:\n"
            + failures.map { "  " + $0 }.joined(separator: "\n")
    }
}

/// Checks the entry file `entry` against its goldens in every family, device, colour
/// scheme and variant given; throws `WidgetSnapshotFailure` listing every cell that did
/// not match.
///
/// - Parameters:
///   - name: the goldens' base name; the test function's name by default.
///   - families: the entry's own `families` (those its place shows) when nil.
///   - record: true records, false verifies; nil reads RECORD_GOLDENS (refused on CI).
///   - allowsOverflow: false (the default) fails a snapshot whose widget cannot show all
///     of its content, as `render check --strict` does.
///   - goldens: the goldens' folder; `__Snapshots__/<TestFile>/` beside the test by default.
public func assertWidgetSnapshot(
    entry: URL, named name: String? = nil, families: [WidgetFamily]? = nil,
    devices: [String] = [DeviceCatalog.defaultDeviceName], colorSchemes: [ColorScheme] = [.light],
    variants: [RenderRequest.Variant] = [.normal], tolerance: Tolerance = .default, record: Bool? = nil,
    allowsOverflow: Bool = false, goldens: URL? = nil, file: StaticString = #filePath, function: String = #function
) throws {
    let document: EntryDocument
    do { document = try EntryDocument.load(contentsOf: entry) } catch {
        throw WidgetSnapshotFailure(failures: ["\(entry.path): \(error)"])
    }
    try assertWidgetSnapshot(
        of: document, named: name, families: families, devices: devices, colorSchemes: colorSchemes,
        variants: variants, tolerance: tolerance, record: record, allowsOverflow: allowsOverflow, goldens: goldens,
        file: file, function: function)
}

/// Checks an entry document (decoded, or built in Swift) against its goldens in every
/// family, device, colour scheme and variant given, as `assertWidgetSnapshot(entry:…)`.
public func assertWidgetSnapshot(
    of document: EntryDocument, named name: String? = nil, families: [WidgetFamily]? = nil,
    devices: [String] = [DeviceCatalog.defaultDeviceName], colorSchemes: [ColorScheme] = [.light],
    variants: [RenderRequest.Variant] = [.normal], tolerance: Tolerance = .default, record: Bool? = nil,
    allowsOverflow: Bool = false, goldens: URL? = nil, file: StaticString = #filePath, function: String = #function
) throws {
    var document = document
    document.kind = SnapshotAssertion.baseName(name ?? function)
    let mode = SnapshotAssertion.mode(record: record)
    let folder = goldens ?? SnapshotAssertion.goldens(beside: file)
    let shown = families ?? document.familiesShown
    guard !shown.isEmpty else {
        throw WidgetSnapshotFailure(failures: ["no family to draw: the entry shows none of those given"])
    }
    var failures: [String] = []
    for deviceName in devices {
        let device: Device
        do { device = try DeviceCatalog.device(named: deviceName) } catch {
            throw WidgetSnapshotFailure(failures: ["\(error)"])
        }
        for family in shown {
            for scheme in colorSchemes {
                for variant in variants {
                    do {
                        try SnapshotAssertion.verify(
                            document: document, named: document.kind, family: family, device: device,
                            colorScheme: scheme, variant: variant, tolerance: tolerance, mode: mode, goldens: folder,
                            file: file, strict: !allowsOverflow)
                    } catch {
                        failures.append("\(error)")
                    }
                }
            }
        }
    }
    if !failures.isEmpty { throw WidgetSnapshotFailure(failures: failures) }
}

extension SnapshotAssertion {
    /// `__Snapshots__/<TestFile>/` beside the test file `file`.
    public static func goldens(beside file: StaticString) -> URL {
        let testFile = URL(fileURLWithPath: "\(file)")
        return testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    }

    /// Record or verify: `record` when given, else RECORD_GOLDENS.
    public static func mode(record: Bool?) -> CheckMode {
        record.map { $0 ? .record : .verify } ?? modeFromEnvironment()
    }

    /// A test's name as a file name: `weatherWidget()` → `weatherWidget`, `testWeather`
    /// kept, made safe as snapshot kinds are.
    public static func baseName(_ function: String) -> String {
        SnapshotFileName.safe(function.split(separator: "(").first.map(String.init) ?? function)
    }
}
