// Golden-image tests of widget views, in `swift test` with swift-testing or XCTest: the
// assertion throws, and a thrown error fails a test in either. Goldens are recorded beside
// the test file in `__Snapshots__/<TestFile>/`, one PNG per family, device, scheme and
// variant; RECORD_GOLDENS=1 records (refused when CI is set), a missing golden fails, and
// a mismatch writes the actual image and a diff under `.artifacts/snapshots` beside the
// test, named in the failure. The comparison and its tolerance are `render check`'s.

import Foundation
import WidgetCheck
import WidgetDevices
import WidgetDocument
import WidgetRendering

// The tolerance type itself, so that a file importing only WidgetUI (or SwiftUI) can name
// its members (`.default`) where Swift asks for the defining module, as in a default
// argument.
@_exported import struct WidgetCheck.Tolerance
// The failure every form of `assertWidgetSnapshot` throws (WidgetSnapshotAssertion.swift).
@_exported import struct WidgetCheck.WidgetSnapshotFailure

/// How far a snapshot may differ from its golden: `render check`'s own tolerance type
/// (`WidgetCheck.Tolerance`: `channel`, `pixelBudget`, and `deltaE` for the perceptual mode).
public typealias SnapshotTolerance = Tolerance

/// Checks `view` against its goldens in every family, device, colour scheme and variant
/// given; throws `WidgetSnapshotFailure` listing every cell that did not match.
///
///     @Test func weather() throws {
///         try assertWidgetSnapshot(of: WeatherView(entry: .sample), families: [.systemSmall, .systemMedium])
///     }
///
/// - Parameters:
///   - name: the goldens' base name; the test function's name by default.
///   - record: true records, false verifies; nil reads RECORD_GOLDENS.
///   - allowsOverflow: false (the default) fails a snapshot whose widget cannot show all
///     of its content (clipped at its edges, or text truncated unasked), as
///     `render check --strict` does; the failure names what overflowed.
public func assertWidgetSnapshot<V: View>(
    of view: V, named name: String? = nil, families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
    devices: [String] = [DeviceCatalog.defaultDeviceName], colorSchemes: [ColorScheme] = [.light],
    variants: [SnapshotVariant] = [.normal],
    date: Date = WidgetDocument.defaultDate, fonts: [URL] = [], tolerance: SnapshotTolerance = .default,
    record: Bool? = nil, locale: Locale? = nil, allowsOverflow: Bool = false, contentMarginsDisabled: Bool = false,
    os: OSVersion? = nil, place: WidgetPlace = .standard, appearance: HomeScreenAppearance? = nil,
    file: StaticString = #filePath, function: String = #function
) throws {
    let base = SnapshotAssertion.baseName(name ?? function) + SnapshotCells.localeSuffix(locale)
    let goldens = SnapshotAssertion.goldens(beside: file)
    let mode = SnapshotAssertion.mode(record: record)
    var failures: [String] = []
    // StandBy shows the small widget; an appearance, the Home Screen's families.
    let shown = families.filter { place.isStandBy ? $0 == .systemSmall : appearance == nil || !$0.isAccessory }
    if shown.isEmpty && !families.isEmpty {
        throw WidgetUIError.unsupported(
            place.isStandBy
                ? "StandBy shows systemSmall widgets; none of the families given"
                : "the clear and tinted appearances show Home Screen families only")
    }
    for deviceName in devices {
        let device = try SnapshotCells.device(named: deviceName)
        for family in shown {
            for scheme in colorSchemes {
                for variant in variants {
                    let document = try WidgetDocument(
                        view, kind: base, families: [family], date: date, colorScheme: scheme,
                        contentMarginsDisabled: contentMarginsDisabled, redactionReasons: variant.redactionReasons,
                        displayScale: CGFloat(device.scale), fonts: fonts, locale: locale, layoutOn: device, os: os,
                        place: place, appearance: appearance
                    ).entryDocument()
                    if let failure = SnapshotCells.verify(
                        document, kind: base, family: family, device: device, colorScheme: scheme, variant: variant,
                        tolerance: tolerance, mode: mode, goldens: goldens, file: file, allowsOverflow: allowsOverflow,
                        os: os)
                    {
                        failures.append(failure)
                    }
                }
            }
        }
    }
    if !failures.isEmpty { throw WidgetSnapshotFailure(failures: failures) }
}

/// One cell of a snapshot assertion, checked as `render check` checks it.
enum SnapshotCells {
    /// `-zh_CN` after the goldens' name for a locale other than the default en_US.
    static func localeSuffix(_ locale: Locale?) -> String {
        guard let locale, locale.identifier != "en_US" else { return "" }
        return "-" + SnapshotFileName.safe(locale.identifier)
    }

    /// A device of the catalog by name, or an error naming the choices.
    static func device(named name: String) throws -> Device {
        do { return try DeviceCatalog.device(named: name) } catch { throw WidgetUIError.unknownDevice("\(error)") }
    }

    /// The failure of one cell, or nil when it matched (or was recorded).
    static func verify(
        _ document: EntryDocument, kind: String, family: WidgetFamily, device: Device, colorScheme: ColorScheme,
        variant: SnapshotVariant, tolerance: SnapshotTolerance, mode: CheckMode, goldens: URL, file: StaticString,
        allowsOverflow: Bool, os: OSVersion? = nil
    ) -> String? {
        do {
            try SnapshotAssertion.verify(
                document: document, named: kind, family: family, device: device,
                colorScheme: .init(rawValue: colorScheme.rawValue),
                variant: .init(rawValue: variant.rawValue) ?? .normal,
                tolerance: tolerance, mode: mode,
                goldens: goldens, file: file, strict: !allowsOverflow, os: os)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
