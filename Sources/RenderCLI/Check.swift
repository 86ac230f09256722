// `render check`: renders entries for a matrix and compares them with goldens.

import ArgumentParser
import Foundation
import WidgetCheck
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRendering

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare renders of entry documents with their golden PNGs (exit status 1 when any differ).",
        discussion: """
            Checks every *.json in the given folders (or the given files) for each family, device and \
            color scheme of the matrix, from flags or a render-check.json beside the entries. Goldens are \
            named like render's output files. Verify mode never writes goldens; --record writes missing and \
            changed ones, --record-missing only missing ones, --add-records gives passing goldens without a \
            fingerprint record one when the picture drawn is exactly theirs (same pixels: later checks then \
            pass them without decoding); all three are refused when CI is set unless --force-record is \
            given. A widget that cannot show all of its content is a warning, a failure with --strict. The \
            artifacts of an earlier run are removed first.
            """)

    @Argument(help: "Entry files or folders of entries.")
    var paths: [String]

    @Option(help: "The goldens folder (default: Goldens/ beside the first entry).")
    var goldens: String?

    @Option(
        name: .long,
        help:
            "Families to check, where each entry declares them (default: each entry's families); repeat or comma-separate."
    )
    var family: [String] = []

    @Option(
        name: .long,
        help: "Devices to check: names, all, iphone, ipad, watch or mac (default: iPhone 17); repeat or comma-separate."
    )
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

    @Option(parsing: .unconditional, help: "iOS version (16, 17, 18, 26, 27).")
    var os: Int?

    @Option(parsing: .unconditional, help: "Pixels per point (default: each device's scale).")
    var scale: Double?

    @Flag(help: "Write missing and changed goldens.")
    var record = false

    @Flag(name: .customLong("record-missing"), help: "Write missing goldens only.")
    var recordMissing = false

    @Flag(
        name: .customLong("add-records"),
        help:
            "Write again, with a fingerprint record and the same pixels, each golden without one whose pixels are exactly the picture drawn; nothing else is written."
    )
    var addRecords = false

    @Flag(name: .customLong("force-record"), help: "Allow recording when CI is set.")
    var forceRecord = false

    @Option(
        name: .customLong("channel-tolerance"), parsing: .unconditional,
        help: "Largest per-channel difference that does not count (default 2).")
    var channelTolerance: Int?

    @Option(name: .customLong("pixel-budget"), parsing: .unconditional, help: "How many pixels may differ (default 0).")
    var pixelBudget: Int?

    @Option(
        name: .customLong("delta-e"), parsing: .unconditional,
        help: "Perceptual mode: largest CIE ΔE*ab that does not count (e.g. 2.3).")
    var deltaE: Double?

    @Option(help: "Folder for actual and diff images of failures; emptied of them when a check starts.")
    var artifacts: String = ".artifacts/check"

    @OptionGroup var strictOption: StrictOption

    @Flag(
        help:
            "Delete orphan goldens (goldens no entry renders any more) after the check; with --dry-run, only list them. Refused when CI is set unless --force-record."
    )
    var prune = false

    @Flag(name: .customLong("dry-run"), help: "With --prune: list the goldens it would delete, delete nothing.")
    var dryRun = false

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Write a self-contained HTML report into this folder.")
    var report: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Check only part I of N (1-based, e.g. 2/4), split by a stable hash of each golden's name; the N parts together check every snapshot once. The JUnit file and the HTML report get -shard-I-of-N in their names.",
            valueName: "I/N"))
    var shard: String?

    func run() throws {
        try reportingErrors {
            if [record, recordMissing, addRecords].filter({ $0 }).count > 1 {
                throw CLIError("--record, --record-missing and --add-records go one at a time")
            }
            let mode: CheckMode =
                record ? .record : recordMissing ? .recordMissing : addRecords ? .addRecords : .verify
            do {
                try GoldenChecker.checkRecordingAllowed(
                    mode, environment: ProcessInfo.processInfo.environment, force: forceRecord)
            } catch { throw CLIError("\(error)") }
            if dryRun && !prune {
                throw CLIError("--dry-run goes with --prune (list the orphan goldens it would delete)")
            }
            if prune && !dryRun {
                do {
                    try GoldenChecker.checkRecordingAllowed(
                        .record, environment: ProcessInfo.processInfo.environment, force: forceRecord)
                } catch {
                    throw CLIError(
                        "refusing to delete goldens on CI (the CI environment variable is set); prune locally, or list them with --prune --dry-run, or pass --force-record"
                    )
                }
            }
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
            config.strict = strictOption.strict
            if prune && folders.count != paths.count {
                throw CLIError(
                    "--prune needs folders of entries: with single files, every other golden would look orphaned")
            }
            // Pruning deletes what the matrix does not render: a matrix narrowed by flags
            // would make the rest of the goldens look orphaned.
            let narrowing = [
                ("--family", !family.isEmpty), ("--device", !device.isEmpty), ("--unique-sizes", uniqueSizes),
                ("--color-schemes", colorSchemes != nil), ("--variants", variants != nil), ("--os", os != nil),
                ("--scale", scale != nil),
            ].filter(\.1).map(\.0)
            if prune, !narrowing.isEmpty {
                throw CLIError(
                    "--prune takes the matrix of render-check.json (or the defaults), not \(narrowing.joined(separator: ", ")): with a narrower matrix, goldens still in use would look orphaned"
                )
            }
            let goldensBase = goldens.map { _ in "." } ?? entriesFolder(entries)
            let goldensFolder = URL(fileURLWithPath: goldens ?? PathText.appending(goldensBase, "Goldens"))
            // Every folder the check writes into or deletes from stays inside the folder it is
            // named from: a link committed on a branch must not lead it elsewhere.
            try refuseLinkOut(
                goldens ?? "Goldens", base: goldensBase, option: goldens == nil ? "the goldens folder" : "--goldens")
            try refuseLinkOut(artifacts, base: ".", option: "--artifacts")
            if let junit { try refuseLinkOut(PathText.deletingLastComponent(junit), base: ".", option: "--junit") }
            if let report { try refuseLinkOut(report, base: ".", option: "--report") }
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
            var activities: [String] = []
            do { all = try config.cases(for: entries, skippingLiveActivities: &activities) } catch {
                throw CLIError("\(error)")
            }
            let cases = part.map { p in all.filter { p.contains($0.goldenName) } } ?? all
            let checked = Set(all.map(\.entry))
            for entry in activities {
                FileHandle.standardError.write(
                    Data(
                        "note: \(entry.escapedForMessages) is a Live Activity; render check does not draw Live Activities yet (render it with `render ENTRY`)\n"
                            .utf8))
            }
            for entry in entries where !checked.contains(entry) && !activities.contains(entry) {
                FileHandle.standardError.write(
                    Data(
                        "note: \(entry.escapedForMessages) declares none of the families asked for; nothing of it is checked\n"
                            .utf8))
            }
            let artifactsFolder = URL(fileURLWithPath: artifacts)
            // An interrupt leaves no temporary, and records all of the goldens or none.
            InFlightFiles.shared.removeOnInterrupt()
            removeStaleArtifacts(in: artifactsFolder)
            let checker = GoldenChecker(
                goldens: goldensFolder, artifacts: artifactsFolder, mode: mode, configuration: config)
            if let part {
                // Before any progress line, so a piped log opens with what this job checks.
                print("shard \(part.index)/\(part.count): \(cases.count) of \(all.count) snapshots")
                fflush(nil)  // every stream: standard output is buffered when piped
            }
            let progress = Progress("checked")
            let result = checker.run(
                cases, findOrphans: folders.count == paths.count, expected: all, progress: progress.report)
            progress.finish()
            // Once per entry, family, device and message: schemes and variants lay out alike.
            // With --strict an overflow is its own failure line; a snapshot that failed
            // otherwise (a missing or changed golden) still shows its overflows here.
            _ = Matrix.printOverflowWarnings(
                result.results.compactMap { r in
                    if case .overflowed = r.outcome { return nil }
                    let c = r.checkCase
                    return ("\(c.entry) \(c.family.rawValue) on \(c.device.name)", r.overflows)
                })
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
            if prune {
                // An entry that cannot be read has no kind: its goldens would look orphaned.
                let unreadable = Set(all.filter { (try? $0.document.get()) == nil }.map(\.entry))
                guard unreadable.isEmpty else {
                    throw CLIError(
                        "not pruning: \(unreadable.sorted().joined(separator: ", ")) cannot be read, and its goldens would look orphaned; fix it first"
                    )
                }
                // On a case-insensitive disk a golden whose kind changed case is still in use.
                let expected = Set(all.map { $0.goldenName.lowercased() })
                try pruneOrphans(
                    result.orphans.filter { !expected.contains($0.lastPathComponent.lowercased()) },
                    used: filesUsed(by: all))
            }
            if result.failed > 0 { throw ExitCode(1) }
        }
    }

    func applyFlags(to config: inout CheckConfiguration) throws {
        if !family.isEmpty {
            let names = OptionValues.split(family)
            guard !names.isEmpty else {
                throw CLIError("--family takes a family name such as small or systemMedium; found an empty value")
            }
            config.families = try names.map(OptionValues.family)
        }
        if !device.isEmpty {
            config.devices = []
            for value in device {
                OptionValues.noteChoices(in: value)
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

    /// The folder the default goldens folder (`Goldens/`) is in: the first folder given, or
    /// the first entry's folder.
    func entriesFolder(_ entries: [String]) -> String {
        let first = paths.first ?? "."
        var d: ObjCBool = false
        let folder =
            FileManager.default.fileExists(atPath: first, isDirectory: &d) && d.boolValue
            ? first : PathText.deletingLastComponent(entries.first ?? first)
        return folder.isEmpty ? "." : folder
    }

    /// Refuses `path` (relative to `base`) when a symbolic link on it leads out of `base`.
    func refuseLinkOut(_ path: String, base: String, option: String) throws {
        if let reason = ContainedPath.linkLeavingFolder(path, base: base) {
            throw CLIError(CheckError.linkedFolder(option: option, reason: reason).description)
        }
    }

    /// Removes the actual and diff images an earlier run left in `folder` (only those: the
    /// folder may be one the user keeps other files in), so what is there is this run's.
    func removeStaleArtifacts(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where GoldenChecker.artifactSuffixes.contains(where: { name.hasSuffix("-\($0).png") }) {
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            // Regular files only: never follow a link out of the folder.
            if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
    }

    /// `--prune`: deletes (or with `--dry-run` lists) the orphan goldens.
    func pruneOrphans(_ orphans: [URL], used: Set<String>) throws {
        if orphans.isEmpty {
            print("prune: no orphan goldens")
            return
        }
        var deleted = 0
        for url in orphans {
            // Only regular files named like a snapshot: never an image an entry draws, a link
            // or a folder.
            var info = stat()
            guard SnapshotFileName.hasSnapshotShape(url.lastPathComponent), lstat(url.path, &info) == 0,
                info.st_mode & S_IFMT == S_IFREG
            else {
                print("kept \(url.path): not a regular file named like a snapshot".escapedForMessages)
                continue
            }
            if let real = InputFile.realPath(url.path), used.contains(real) {
                print("kept \(url.path): an entry draws it".escapedForMessages)
                continue
            }
            if dryRun {
                print("would delete \(url.path)".escapedForMessages)
            } else if unlink(url.path) == 0 {
                print("deleted \(url.path)".escapedForMessages)
            } else {
                throw CLIError("cannot delete \(url.path): \(String(cString: strerror(errno)))")
            }
            deleted += 1
        }
        let count = "\(deleted) orphan golden\(deleted == 1 ? "" : "s")"
        print(
            dryRun
                ? "prune: \(count) would be deleted; run again without --dry-run to delete"
                : "prune: deleted \(count)")
    }

    /// One line per failure, recording and orphan, then `N passed, N failed`. An entry
    /// that cannot be read or rendered the same way in every cell is reported once.
    func summaryLines(_ report: CheckReport) -> [String] {
        var lines: [String] = []
        var failures: [String: Int] = [:]
        for r in report.results {
            if case .renderFailed(let message) = r.outcome {
                failures[r.checkCase.entry + "\u{0}" + message, default: 0] += 1
            }
        }
        var reported = Set<String>()
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
                let key = r.checkCase.entry + "\u{0}" + message
                let count = failures[key] ?? 1
                if count == 1 {
                    lines.append("ERROR \(name): \(message)")
                } else if reported.insert(key).inserted {
                    lines.append("ERROR \(r.checkCase.entry): \(message) (in \(count) snapshots)")
                }
            case .overflowed(let messages):
                lines.append("OVERFLOW \(name): \(messages.joined(separator: "; ")) (--strict)")
            }
        }
        for o in report.orphans { lines.append("ORPHAN \(o.path): no entry renders it any more") }
        lines.append(
            "\(report.passed) passed, \(report.failed) failed"
                + (report.recorded > 0 ? " (\(report.recorded) recorded)" : "")
                + (report.recordsAdded > 0 ? " (\(report.recordsAdded) given a fingerprint record)" : ""))
        // File names come from someone's branch: a newline or an escape sequence in one must
        // not forge a line of this summary or reach the terminal.
        return lines.map(\.escapedForMessages)
    }
}
