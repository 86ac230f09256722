// The Swift API for teams that test with `swift test`: render an entry and check it
// against a golden beside the test file, with the same modes and tolerance as
// `render check`.
//
//     @Test func weatherWidget() throws {
//         try SnapshotAssertion.verify(entry: URL(fileURLWithPath: "Widgets/weather.json"), family: .systemMedium)
//     }
//
// Goldens live in `Goldens/` beside the calling file (its #filePath). Set RECORD_GOLDENS=1
// to record (refused when CI is set); artifacts go to `.artifacts/snapshots` beside it.

import Foundation
import WidgetDevices
import WidgetDocument
import WidgetRaster
import WidgetRendering

/// A snapshot that did not match; its description names the golden and the artifacts.
public struct SnapshotFailure: Error, CustomStringConvertible {
    public var description: String
    public var outcome: CheckOutcome?
}

public enum SnapshotAssertion {
    /// The mode the environment asks for: any RECORD_GOLDENS value records (`1`, `true`,
    /// `yes`…) except an empty one and `0`, `false`, `no`, `off` in any case, and
    /// `add-records`, which gives goldens without a fingerprint record theirs
    /// (`CheckMode.addRecords`); unset verifies.
    public static func modeFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> CheckMode
    {
        guard let value = environment["RECORD_GOLDENS"]?.trimmingCharacters(in: .whitespaces).lowercased() else {
            return .verify
        }
        if value == "add-records" { return .addRecords }
        return ["", "0", "false", "no", "off"].contains(value) ? .verify : .record
    }

    /// Renders the entry file and checks it against its golden; throws on a mismatch.
    public static func verify(
        entry: URL, family: WidgetFamily, device: Device = DeviceCatalog.defaultDevice, colorScheme: ColorScheme? = nil,
        variant: RenderRequest.Variant = .normal, tolerance: Tolerance = .default,
        mode: CheckMode = modeFromEnvironment(),
        goldens: URL? = nil, file: StaticString = #filePath
    ) throws {
        let document: EntryDocument
        do { document = try EntryDocument.load(contentsOf: entry) } catch {
            throw SnapshotFailure(description: "\(entry.path): \(error)", outcome: nil)
        }
        try verify(
            document: document, named: entry.path, family: family, device: device, colorScheme: colorScheme,
            variant: variant, tolerance: tolerance, mode: mode, goldens: goldens, file: file)
    }

    /// Renders a document built in Swift (or decoded) and checks it against its golden;
    /// `strict` fails a snapshot whose widget cannot show all of its content (`--strict`).
    public static func verify(
        document: EntryDocument, named name: String = "entry", family: WidgetFamily,
        device: Device = DeviceCatalog.defaultDevice, colorScheme: ColorScheme? = nil,
        variant: RenderRequest.Variant = .normal, tolerance: Tolerance = .default,
        mode: CheckMode = modeFromEnvironment(), goldens: URL? = nil, file: StaticString = #filePath,
        strict: Bool = false, os: OSVersion? = nil
    ) throws {
        let checker = try checker(
            tolerance: tolerance, mode: mode, goldens: goldens, file: file, strict: strict, os: os)
        let c = CheckCase(
            entry: name, document: .success(document), family: family, device: device, colorScheme: colorScheme,
            variant: variant,
            goldenName: SnapshotFileName.name(
                kind: document.kind, family: family, device: device, scale: Double(device.scale),
                colorScheme: colorScheme, renderingMode: document.renderingMode, place: document.place,
                appearance: document.appearance, variant: variant))
        let result = checker.check(c)
        if case .passed = result.outcome { removeStaleArtifacts(of: c.goldenName, in: checker.artifacts) }
        if case .recorded = result.outcome { removeStaleArtifacts(of: c.goldenName, in: checker.artifacts) }
        try throwUnlessPassed(result, name: name)
    }

    /// Checks any picture (a contact sheet, a filmstrip) against the golden `goldenName`.
    public static func verify(
        image: Pixmap, goldenName: String, tolerance: Tolerance = .default, mode: CheckMode = modeFromEnvironment(),
        goldens: URL? = nil, file: StaticString = #filePath
    ) throws {
        let checker = try checker(tolerance: tolerance, mode: mode, goldens: goldens, file: file)
        let c = CheckCase(
            entry: goldenName, document: .failure(DocumentFailure(description: "a picture, not an entry")),
            family: .systemSmall, device: DeviceCatalog.defaultDevice, colorScheme: nil, goldenName: goldenName)
        var result = CheckResult(
            checkCase: c, outcome: .missing, golden: checker.goldens.appendingPathComponent(goldenName), seconds: 0)
        result.outcome = checker.compare(image, golden: result.golden, result: &result)
        try throwUnlessPassed(result, name: goldenName)
    }

    /// The checker of an assertion made in the test file `file`: goldens in `Goldens/`
    /// beside it (or `goldens`), artifacts in `.artifacts/snapshots/`. Recording is refused
    /// on CI.
    static func checker(
        tolerance: Tolerance, mode: CheckMode, goldens: URL?, file: StaticString, strict: Bool = false,
        os: OSVersion? = nil
    ) throws -> GoldenChecker {
        do {
            try GoldenChecker.checkRecordingAllowed(
                mode, environment: ProcessInfo.processInfo.environment, force: false)
        } catch {
            throw SnapshotFailure(description: error.description, outcome: nil)
        }
        let here = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        var configuration = CheckConfiguration()
        configuration.tolerance = tolerance
        configuration.strict = strict
        configuration.os = os
        return GoldenChecker(
            goldens: goldens ?? here.appendingPathComponent("Goldens"),
            artifacts: here.appendingPathComponent(".artifacts/snapshots"), mode: mode, configuration: configuration,
            renderer: shared)
    }

    /// Removes the actual and diff images an earlier failure of this golden left, so the
    /// artifacts folder holds only what fails now. Only regular files are removed.
    static func removeStaleArtifacts(of goldenName: String, in artifacts: URL) {
        for suffix in ["actual", "diff"] {
            let path = artifacts.appendingPathComponent(GoldenChecker.artifactName(of: goldenName, suffix: suffix)).path
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
    }

    /// Throws the failure `result` describes, unless it passed.
    static func throwUnlessPassed(_ result: CheckResult, name: String) throws {
        let c = result.checkCase
        switch result.outcome {
        case .passed: return
        case .recorded(let new):
            throw SnapshotFailure(
                description:
                    "\(new ? "recorded" : "re-recorded") \(result.golden.path); review it, then run again without RECORD_GOLDENS",
                outcome: result.outcome)
        case .failed(let comparison):
            throw SnapshotFailure(
                description:
                    "\(c.goldenName): \(comparison.summary); actual: \(result.actualImage?.path ?? "not written"), diff: \(result.diffImage?.path ?? "not written")",
                outcome: result.outcome)
        case .missing:
            throw SnapshotFailure(
                description:
                    "no golden \(result.golden.path); record it with RECORD_GOLDENS=1 (actual: \(result.actualImage?.path ?? "not written"))",
                outcome: result.outcome)
        case .renderFailed(let message):
            throw SnapshotFailure(description: "\(name): \(message)", outcome: result.outcome)
        case .overflowed(let messages):
            throw SnapshotFailure(
                description: "\(c.goldenName): \(messages.joined(separator: "; "))", outcome: result.outcome)
        }
    }

    /// One renderer for every assertion: fonts are opened once per process.
    static let shared = Renderer()
}
