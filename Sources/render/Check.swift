// `render check`: renders entries for a matrix and compares them with goldens.

import ArgumentParser
import Foundation
import WidgetCheck
import WidgetCore
import WidgetDevices
import WidgetDocument

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare renders of entry documents with their golden PNGs (exit status 1 when any differ).",
        discussion: """
            Checks every *.json in the given folders (or the given files) for each family, device and \
            color scheme of the matrix, from flags or a render-check.json beside the entries. Goldens are \
            named like render's output files. Verify mode never writes goldens; --record writes missing and \
            changed ones, --record-missing only missing ones; both are refused when CI is set unless \
            --force-record is given.
            """)

    @Argument(help: "Entry files or folders of entries.")
    var paths: [String]

    @Option(help: "The goldens folder (default: Goldens/ beside the first entry).")
    var goldens: String?

    @Option(name: .long, help: "Families to check (default: each entry's families); repeat or comma-separate.")
    var family: [String] = []

    @Option(
        name: .long,
        help: "Devices to check: names, all, iphone or ipad (default: iPhone 17); repeat or comma-separate.")
    var device: [String] = []

    @Flag(
        name: .customLong("unique-sizes"),
        help: "Check one device per distinct set of widget sizes (the newest stands for the others).")
    var uniqueSizes = false

    @Option(
        name: .customLong("color-schemes"),
        help: "light, dark or light,dark (default: each entry's own; adds -light/-dark to golden names).")
    var colorSchemes: String?

    @Option(
        help:
            "Variants to check, comma-separated: normal, placeholder, privacy, or all (normal and placeholder). Default: normal; the others add -placeholder or -privacy to golden names."
    )
    var variants: String?

    @Option(help: "iOS version (16, 17, 18, 26, 27).")
    var os: Int?

    @Option(parsing: .unconditional, help: "Pixels per point (default: each device's scale).")
    var scale: Double?

    @Flag(help: "Write missing and changed goldens.")
    var record = false

    @Flag(name: .customLong("record-missing"), help: "Write missing goldens only.")
    var recordMissing = false

    @Flag(name: .customLong("force-record"), help: "Allow recording when CI is set.")
    var forceRecord = false

    @Option(
        name: .customLong("channel-tolerance"), help: "Largest per-channel difference that does not count (default 2).")
    var channelTolerance: Int?

    @Option(name: .customLong("pixel-budget"), help: "How many pixels may differ (default 0).")
    var pixelBudget: Int?

    @Option(name: .customLong("delta-e"), help: "Perceptual mode: largest CIE ΔE*ab that does not count (e.g. 2.3).")
    var deltaE: Double?

    @Option(help: "Folder for actual and diff images of failures.")
    var artifacts: String = ".artifacts/check"

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Write a self-contained HTML report into this folder.")
    var report: String?

    @Option(
        help: ArgumentHelp(
            "Check only part I of N (1-based, e.g. 2/4), split by a stable hash of each golden's name; the N parts together check every snapshot once. The JUnit file and the HTML report get -shard-I-of-N in their names.",
            valueName: "I/N"))
    var shard: String?

    func run() throws {
        try reportingErrors {
            let mode: CheckMode = record ? .record : (recordMissing ? .recordMissing : .verify)
            do {
                try GoldenChecker.checkRecordingAllowed(
                    mode, environment: ProcessInfo.processInfo.environment, force: forceRecord)
            } catch { throw CLIError("\(error)") }
            let entries: [String]
            do { entries = try entryFiles(paths) } catch { throw CLIError("\(error)") }
            let folders = paths.filter {
                var d: ObjCBool = false;
                return FileManager.default.fileExists(atPath: $0, isDirectory: &d) && d.boolValue
            }
            var config: CheckConfiguration
            do {
                config =
                    try folders.first.flatMap { try CheckConfiguration.load(from: URL(fileURLWithPath: $0)) }
                    ?? CheckConfiguration()
            } catch { throw CLIError("\(error)") }
            try applyFlags(to: &config)
            let goldensFolder = URL(fileURLWithPath: goldens ?? defaultGoldens(entries))
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: goldensFolder.path, isDirectory: &isFolder), !isFolder.boolValue {
                throw CLIError("--goldens \(goldensFolder.path) is a file; it takes the folder that holds the goldens")
            }
            let part = try shard.map { text in
                guard let part = CheckShard(text) else {
                    throw CLIError(
                        "--shard takes I/N with 1 ≤ I ≤ N ≤ \(CheckShard.largestCount) (for example 2/4), found \"\(text)\""
                    )
                }
                return part
            }
            let all: [CheckCase]
            do { all = try config.cases(for: entries) } catch { throw CLIError("\(error)") }
            let cases = part.map { p in all.filter { p.contains($0.goldenName) } } ?? all
            let checker = GoldenChecker(
                goldens: goldensFolder, artifacts: URL(fileURLWithPath: artifacts), mode: mode, configuration: config)
            let interactive = isatty(STDERR_FILENO) != 0
            let result = checker.run(cases, findOrphans: folders.count == paths.count, expected: all) {
                done, total in
                if interactive && total >= 20 {
                    FileHandle.standardError.write(Data("\rchecked \(done)/\(total)".utf8))
                }
            }
            if interactive && cases.count >= 20 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            if let part {
                print("shard \(part.index)/\(part.count): \(cases.count) of \(all.count) snapshots")
            }
            print(summaryLines(result).joined(separator: "\n"))
            if let junit {
                do {
                    let url = URL(fileURLWithPath: part.map { $0.naming(junit) } ?? junit)
                    try AtomicFile.makeFolder(url.deletingLastPathComponent().path)
                    try AtomicFile.write(Array(JUnitReport.xml(result).utf8), to: url)
                } catch {
                    throw CLIError("the JUnit report: \(error)")
                }
            }
            if let report {
                do {
                    try HTMLReport.write(result, to: URL(fileURLWithPath: part.map { $0.naming(report) } ?? report))
                } catch {
                    throw CLIError("the HTML report: \(error)")
                }
            }
            if result.failed > 0 { throw ExitCode(1) }
        }
    }

    func applyFlags(to config: inout CheckConfiguration) throws {
        if !family.isEmpty { config.families = try OptionValues.split(family).map(OptionValues.family) }
        if !device.isEmpty {
            config.devices = []
            for value in device {
                do {
                    for d in try DeviceCatalog.devices(matching: value)
                    where !config.devices.contains(where: { $0.name == d.name }) {
                        config.devices.append(d)
                    }
                } catch { throw CLIError("\(error)") }
            }
        }
        if uniqueSizes { config.uniqueSizes = true }
        if let colorSchemes {
            config.colorSchemes = try OptionValues.split([colorSchemes]).map {
                try OptionValues.colorScheme($0, flag: "--color-schemes", expected: "light, dark or light,dark")
            }
        }
        if let variants {
            config.variants = try OptionValues.split([variants]).flatMap(OptionValues.variants)
        }
        if let os { config.os = try OptionValues.os(os) }
        if let scale { config.scale = try OptionValues.scale(scale) }
        if let channelTolerance {
            guard (0...255).contains(channelTolerance) else {
                throw CLIError("--channel-tolerance takes 0…255, found \(channelTolerance)")
            }
            config.tolerance.channel = channelTolerance
        }
        if let pixelBudget {
            guard pixelBudget >= 0 else { throw CLIError("--pixel-budget takes a count ≥ 0, found \(pixelBudget)") }
            config.tolerance.pixelBudget = pixelBudget
        }
        if let deltaE {
            guard deltaE.isFinite, deltaE >= 0 else { throw CLIError("--delta-e takes a number ≥ 0, found \(deltaE)") }
            config.tolerance.deltaE = deltaE
        }
    }

    func defaultGoldens(_ entries: [String]) -> String {
        let first = paths.first ?? "."
        var d: ObjCBool = false
        let folder =
            FileManager.default.fileExists(atPath: first, isDirectory: &d) && d.boolValue
            ? first : ((entries.first ?? first) as NSString).deletingLastPathComponent
        return ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent("Goldens")
    }

    /// One line per failure, recording and orphan, then `N passed, N failed`.
    func summaryLines(_ report: CheckReport) -> [String] {
        var lines: [String] = []
        for r in report.results {
            let name = "\(r.checkCase.goldenName) (\(r.checkCase.entry))"
            switch r.outcome {
            case .passed: break
            case .failed(let c):
                lines.append(
                    "FAIL \(name): \(c.summary); actual: \(r.actualImage?.path ?? "-"), diff: \(r.diffImage?.path ?? "-")"
                )
            case .missing:
                lines.append(
                    "MISSING \(name): no golden at \(r.golden.path); record it with --record-missing (actual: \(r.actualImage?.path ?? "-"))"
                )
            case .recorded(let new):
                lines.append("\(new ? "RECORDED" : "RE-RECORDED") \(name): \(r.golden.path)")
            case .renderFailed(let message):
                lines.append("ERROR \(name): \(message)")
            }
        }
        for o in report.orphans { lines.append("ORPHAN \(o.path): no entry renders it any more") }
        lines.append(
            "\(report.passed) passed, \(report.failed) failed"
                + (report.recorded > 0 ? " (\(report.recorded) recorded)" : ""))
        return lines
    }
}
