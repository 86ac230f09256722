// Runs a check: renders every case (in parallel, on every core), compares it with its
// golden by decoded pixels, records goldens in the record modes, and writes the actual
// and diff images of every failure to the artifacts folder. A golden recorded here also
// records the fingerprint of the picture it decodes to (PNGFingerprint): a render with
// that fingerprint passes without the golden being decoded, most of a check's time.
// Verify mode never writes a golden. A run's recorded goldens are staged as they are made
// and renamed into place together at its end (`InFlightFiles`): an interrupted run
// records all of them or none.

import Foundation
import WidgetCore
import WidgetDocument
import WidgetPNG
import WidgetRaster
import WidgetRendering

/// Checks snapshots against goldens.
public struct GoldenChecker: Sendable {
    public var goldens: URL
    public var artifacts: URL
    public var mode: CheckMode
    public var configuration: CheckConfiguration
    let renderer: Renderer

    public init(
        goldens: URL, artifacts: URL, mode: CheckMode, configuration: CheckConfiguration,
        renderer: Renderer = Renderer()
    ) {
        self.goldens = goldens
        self.artifacts = artifacts
        self.mode = mode
        self.configuration = configuration
        self.renderer = renderer
    }

    /// Refuses the record modes when the CI environment variable is set, unless forced.
    public static func checkRecordingAllowed(_ mode: CheckMode, environment: [String: String], force: Bool)
        throws(CheckError)
    {
        if mode != .verify && !(environment["CI"] ?? "").isEmpty && !force { throw .recordingOnCI }
    }

    /// Runs every case, `progress(done, total)` after each (from any thread). Orphans are
    /// goldens no case of `expected` (by default `cases`) renders: a sharded check runs
    /// one part of the cases and knows them all.
    public func run(
        _ cases: [CheckCase], findOrphans: Bool, expected: [CheckCase]? = nil,
        progress: @Sendable (Int, Int) -> Void = { _, _ in }
    ) -> CheckReport {
        let collected = Collector(count: cases.count)
        let batch = Batch()
        let groups = Self.groups(cases, configuration: configuration)
        DispatchQueue.concurrentPerform(iterations: groups.count) { g in
            check(groups[g].map { cases[$0] }, batch: batch) { k, result in
                let done = collected.store(result, at: groups[g][k])
                progress(done, cases.count)
            }
        }
        var results = collected.results
        do {
            try InFlightFiles.shared.commit(batch.staged)
        } catch {
            for i in results.indices {
                if case .recorded = results[i].outcome {
                    results[i].outcome = .renderFailed("could not record the goldens: \(error)")
                } else if results[i].addedRecord {
                    results[i].addedRecord = false
                    results[i].outcome = .renderFailed("could not add the golden's fingerprint record: \(error)")
                }
            }
        }
        var orphans: [URL] = []
        if findOrphans {
            let expected = Set((expected ?? cases).map(\.goldenName))
            let present = ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []).filter {
                $0.hasSuffix(".png")
            }
            let writable = configuration.writableGoldens
            orphans = present.filter { !expected.contains($0) && writable.contains($0) }.sorted().map {
                goldens.appendingPathComponent($0)
            }
        }
        return CheckReport(results: results, orphans: orphans)
    }

    /// Renders one case and compares it with its golden (a recorded golden is written at once).
    public func check(_ c: CheckCase) -> CheckResult {
        var result: CheckResult?
        check([c], batch: nil) { result = $1 }
        return result ?? CheckResult(checkCase: c, outcome: .renderFailed("not checked"), golden: goldens, seconds: 0)
    }

    /// The cases of a run in groups that draw the same picture: one document (read once
    /// by `CheckConfiguration.cases`) planned alike (`RenderPlan`: the same size, scale,
    /// scheme and variant on two devices), each group in the order of `cases`. A case
    /// whose document or plan failed is a group of its own.
    static func groups(_ cases: [CheckCase], configuration: CheckConfiguration) -> [[Int]] {
        struct Key: Hashable {
            var document: Int
            var plan: RenderPlan
        }
        var groups: [[Int]] = []
        var index: [Key: Int] = [:]
        for (i, c) in cases.enumerated() {
            guard let id = c.documentID, case .success(let document) = c.document,
                let plan = try? RenderPlan(document, request(for: c, configuration: configuration))
            else {
                groups.append([i])
                continue
            }
            let key = Key(document: id, plan: plan)
            if let g = index[key] {
                groups[g].append(i)
            } else {
                index[key] = groups.count
                groups.append([i])
            }
        }
        return groups
    }

    static func request(for c: CheckCase, configuration: CheckConfiguration) -> RenderRequest {
        RenderRequest(
            family: c.family, device: c.device, os: configuration.os, colorScheme: c.colorScheme,
            scale: configuration.scale, variant: c.variant)
    }

    /// Renders the first of `cases` (cases that draw the same picture: `groups`) and
    /// compares the picture with each case's golden, handing each result to `report` with
    /// its index in `cases`; a recorded golden is staged into `batch` when there is one,
    /// else written at once. Only one picture is held at a time.
    func check(_ cases: [CheckCase], batch: Batch?, report: (Int, CheckResult) -> Void) {
        guard let first = cases.first else { return }
        var start = DispatchTime.now().uptimeNanoseconds
        let drawn: Result<Snapshot, CheckFailure>
        switch first.document {
        case .failure(let failure):
            drawn = .failure(CheckFailure(message: failure.description))
        case .success(let document):
            do {
                drawn = .success(try renderer.render(document, Self.request(for: first, configuration: configuration)))
            } catch {
                drawn = .failure(CheckFailure(message: error.description))
            }
        }
        for (k, c) in cases.enumerated() {
            var result = CheckResult(
                checkCase: c, outcome: .missing, golden: goldens.appendingPathComponent(c.goldenName), seconds: 0)
            switch drawn {
            case .failure(let failure):
                result.outcome = .renderFailed(failure.message)
            case .success(let snapshot):
                result.overflows = snapshot.overflows
                result.outcome = compare(snapshot.pixmap, golden: result.golden, result: &result, batch: batch)
                switch result.outcome {
                case .passed, .recorded:
                    if configuration.strict && !result.overflows.isEmpty {
                        result.outcome = .overflowed(result.overflows.map(\.description))
                    }
                default: break
                }
            }
            // The render's time counts toward the first case; each case adds its comparison.
            let now = DispatchTime.now().uptimeNanoseconds
            result.seconds = Double(now - start) / 1e9
            start = now
            report(k, result)
        }
    }

    /// Why a group's picture could not be drawn.
    struct CheckFailure: Error {
        var message: String
    }

    /// Compares (and in record modes writes) one golden.
    func compare(_ actual: Pixmap, golden: URL, result: inout CheckResult, batch: Batch? = nil) -> CheckOutcome {
        let existing: [UInt8]?
        do {
            existing = try Self.readGolden(golden)
        } catch {
            return .renderFailed("the golden \(golden.path) \(error)")
        }
        guard let existing else {
            if mode == .verify || mode == .addRecords {
                result.actualImage = writeArtifact(actual, name: result.checkCase.goldenName, suffix: "actual")
                return .missing
            }
            return record(actual, to: golden, new: true, batch: batch)
        }
        // A golden that records the very picture drawn passes without being decoded.
        if let recorded = PNGFingerprint.picture(in: existing), recorded == actual.fingerprint {
            return .passed(
                Comparison(
                    differingPixels: 0, worstChannel: 0, worstDeltaE: configuration.tolerance.deltaE.map { _ in 0 },
                    sizesMatch: true, matches: true))
        }
        let expected: Pixmap
        do {
            expected = try PNGCodec.decode(existing, maxPixels: Self.largestGoldenPixels)
        } catch {
            return mode == .record
                ? record(actual, to: golden, new: false, batch: batch)
                : .renderFailed("the golden \(golden.path) is unreadable: \(error)")
        }
        let comparison = ImageComparison.compare(expected, actual, tolerance: configuration.tolerance)
        if comparison.matches {
            // A golden without a record whose every pixel is the one drawn: the same
            // pixels again, with the record (only then: a record never stands for a
            // picture within tolerance of the golden's, only for the golden's own).
            if mode == .addRecords, expected == actual, PNGFingerprint.picture(in: existing) == nil {
                if case .renderFailed(let message) = record(actual, to: golden, new: false, batch: batch) {
                    return .renderFailed(message)
                }
                result.addedRecord = true
            }
            return .passed(comparison)
        }
        if mode == .record { return record(actual, to: golden, new: false, batch: batch) }
        result.actualImage = writeArtifact(actual, name: result.checkCase.goldenName, suffix: "actual")
        result.diffImage = writeArtifact(
            ImageComparison.diffImage(expected, actual, tolerance: configuration.tolerance),
            name: result.checkCase.goldenName,
            suffix: "diff")
        return .failed(comparison)
    }

    /// The largest golden file read.
    public static let largestGoldenFile = 64 << 20
    /// The most pixels a golden may have: as many as a render's canvas.
    public static let largestGoldenPixels = RenderBudget.standard.canvasPixels

    /// The bytes of the golden at `url`, or nil when there is none. A golden is someone's
    /// file: only a regular file (not a link, pipe or device) within the size limit is read.
    static func readGolden(_ url: URL) throws(InputFileError) -> [UInt8]? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return try InputFile.read(url.path, limit: largestGoldenFile)
        case S_IFDIR: throw .folder
        default: throw .notRegular
        }
    }

    private func record(_ pixmap: Pixmap, to url: URL, new: Bool, batch: Batch?) -> CheckOutcome {
        do {
            try AtomicFile.makeFolder(url.deletingLastPathComponent().path)
            let bytes = try PNGFingerprint.encode(pixmap, compression: .smallest)
            if let batch {
                batch.add(try AtomicFile.stage(bytes, to: url.path))
            } else {
                try AtomicFile.write(bytes, to: url)
            }
            return .recorded(new: new)
        } catch {
            return .renderFailed("could not write the golden \(url.path): \(error)")
        }
    }

    /// The suffixes of the images a check writes beside the artifacts: what was drawn and
    /// where it differs.
    public static let artifactSuffixes = ["actual", "diff"]

    /// The name of a picture about a golden: `W-systemSmall-iPhone17@3x.png` with `diff` is
    /// `W-systemSmall-iPhone17@3x-diff.png`.
    public static func artifactName(of goldenName: String, suffix: String) -> String {
        String(goldenName.dropLast(4)) + "-\(suffix).png"
    }

    private func writeArtifact(_ pixmap: Pixmap, name: String, suffix: String) -> URL? {
        let url = artifacts.appendingPathComponent(Self.artifactName(of: name, suffix: suffix))
        do {
            try AtomicFile.makeFolder(artifacts.path)
            try AtomicFile.write(try PNGCodec.encode(pixmap), to: url)
            return url
        } catch {
            return nil
        }
    }
}

/// Goldens staged by concurrent workers, renamed into place together when the run ends.
final class Batch: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [(temporary: String, final: String)] = []

    func add(_ file: (temporary: String, final: String)) { lock.withLock { files.append(file) } }
    var staged: [(temporary: String, final: String)] { lock.withLock { files } }
}

/// Results gathered from concurrent workers.
private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [CheckResult?]
    private var done = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores a result; returns how many are stored.
    func store(_ result: CheckResult, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        done += 1
        return done
    }

    var results: [CheckResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
