// `render check` and `render diff` as a CI job runs them.

import Foundation
import Testing

@Suite("render check and diff")
struct CheckCLITests {
    func workspace() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("widgets"), withIntermediateDirectories: true)
        for name in ["weather.json", "stocks.json"] {
            try FileManager.default.copyItem(
                atPath: CLI.example(name), toPath: dir.appendingPathComponent("widgets/\(name)").path)
        }
        return dir
    }

    func run(_ args: [String], in dir: URL, ci: Bool = false, progressDelay: String? = nil) throws -> CLIResult {
        // Run through env so CI can be set or cleared for the child only.
        let env =
            (ci ? ["env", "CI=true"] : ["env", "-u", "CI"])
            + (progressDelay.map { ["RENDER_PROGRESS_DELAY=\($0)"] } ?? [])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = Array(env.dropFirst()) + [CLI.binary.path] + args
        process.currentDirectoryURL = dir
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: o, stderr: String(decoding: e, as: UTF8.self))
    }

    @Test("verify fails on missing goldens, record-missing writes them, then verify passes")
    func recordAndVerify() throws {
        let dir = try workspace()
        let first = try run(["check", "widgets"], in: dir)
        #expect(first.status == 1)
        #expect(first.out.hasSuffix("0 passed, 4 failed\n"))
        #expect(first.out.contains("MISSING Weather-systemSmall-iPhone17@3x.png (widgets/weather.json): no golden at"))
        let recorded = try run(["check", "widgets", "--record-missing"], in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.out.hasSuffix("4 passed, 0 failed (4 recorded)\n"))
        #expect(CLI.contents(dir.appendingPathComponent("widgets/Goldens")).count == 4)
        let verified = try run(["check", "widgets"], in: dir)
        #expect(verified.status == 0)
        #expect(verified.out == "4 passed, 0 failed\n")
    }

    @Test("--shard I/N: the parts check every snapshot once, each with its own JUnit file")
    func shards() throws {
        let dir = try workspace()
        _ = try run(["check", "widgets", "--record"], in: dir)
        func names(_ junit: String) throws -> Set<String> {
            let xml = try String(contentsOf: dir.appendingPathComponent(junit), encoding: .utf8)
            return Set(
                xml.components(separatedBy: " name=\"").dropFirst().compactMap {
                    $0.components(separatedBy: "\"").first
                }.filter { $0.hasSuffix(".png") })
        }
        let whole = try run(["check", "widgets", "--junit", "reports/junit.xml"], in: dir)
        #expect(whole.status == 0)
        let all = try names("reports/junit.xml")
        #expect(all.count == 4)
        var seen: [String] = []
        for i in 1...3 {
            let part = try run(["check", "widgets", "--shard", "\(i)/3", "--junit", "reports/junit.xml"], in: dir)
            #expect(part.status == 0, "\(part.stderr)")
            let mine = try names("reports/junit-shard-\(i)-of-3.xml")
            #expect(part.out.hasPrefix("shard \(i)/3: \(mine.count) of 4 snapshots\n"))
            #expect(part.out.hasSuffix("\(mine.count) passed, 0 failed\n"))
            // Goldens of the other parts are not orphans.
            #expect(!part.out.contains("ORPHAN"))
            seen += mine
        }
        #expect(seen.count == all.count)
        #expect(Set(seen) == all)
        let bad = try run(["check", "widgets", "--shard", "4/3"], in: dir)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--shard takes I/N with 1 ≤ I ≤ N"))
    }

    @Test("a changed widget fails with a summary line, artifacts, JUnit XML and an HTML report")
    func changedWidget() throws {
        let dir = try workspace()
        _ = try run(["check", "widgets", "--record"], in: dir)
        let entry = dir.appendingPathComponent("widgets/weather.json")
        let text = try String(contentsOf: entry, encoding: .utf8).replacingOccurrences(
            of: "Cupertino", with: "Shanghai")
        try Data(text.utf8).write(to: entry)
        let r = try run(["check", "widgets", "--junit", "reports/new/junit.xml", "--report", "reports/html"], in: dir)
        #expect(r.status == 1)
        #expect(r.out.contains("FAIL Weather-systemSmall-iPhone17@3x.png (widgets/weather.json): "))
        #expect(r.out.hasSuffix("2 passed, 2 failed\n"))
        #expect(
            CLI.contents(dir.appendingPathComponent(".artifacts/check")).contains(
                "Weather-systemSmall-iPhone17@3x-diff.png"))
        // Report folders that do not exist yet are created, as on a fresh clone.
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports/new/junit.xml").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports/html/index.html").path))
    }

    @Test("recording on CI is refused unless forced")
    func refusedOnCI() throws {
        let dir = try workspace()
        let r = try run(["check", "widgets", "--record"], in: dir, ci: true)
        #expect(r.status == 1)
        #expect(
            r.stderr
                == "error: refusing to record goldens on CI (the CI environment variable is set); record locally and commit the goldens, or pass --force-record\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("widgets/Goldens").path))
        let forced = try run(["check", "widgets", "--record", "--force-record"], in: dir, ci: true)
        #expect(forced.status == 0)
    }

    @Test("render diff: 0 when the same, 1 with a diff image when different, 2 on trouble")
    func diff() throws {
        let dir = try workspace()
        _ = try run(["check", "widgets", "--record"], in: dir)
        let goldens = dir.appendingPathComponent("widgets/Goldens")
        let a = goldens.appendingPathComponent("Weather-systemSmall-iPhone17@3x.png").path
        let b = goldens.appendingPathComponent("Weather-systemMedium-iPhone17@3x.png").path
        let same = try run(["diff", a, a], in: dir)
        #expect(same.status == 0 && same.out == "same: identical within tolerance\n")
        let different = try run(["diff", a, b, "--output", "d.png"], in: dir)
        #expect(different.status == 1)
        #expect(different.out == "different: the sizes differ (493×493 and 1049×493 px); diff image: d.png\n")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
        let trouble = try run(["diff", a, "/nonexistent.png"], in: dir)
        #expect(trouble.status == 2 && trouble.stderr == "error: /nonexistent.png: no such file\n")
    }
}

@Suite("render check housekeeping")
struct CheckHousekeepingTests {
    let check = CheckCLITests()

    @Test("--prune deletes orphan goldens, --dry-run only lists them, and CI refuses to delete")
    func prune() throws {
        let dir = try check.workspace()
        _ = try check.run(["check", "widgets", "--record"], in: dir)
        let orphan = dir.appendingPathComponent("widgets/Goldens/Gone-systemSmall-iPhone17@3x.png")
        try Data([1]).write(to: orphan)
        let listed = try check.run(["check", "widgets", "--prune", "--dry-run"], in: dir, ci: true)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.out.contains("ORPHAN \(orphan.path)") && listed.out.contains("would delete \(orphan.path)"))
        #expect(FileManager.default.fileExists(atPath: orphan.path))
        let refused = try check.run(["check", "widgets", "--prune"], in: dir, ci: true)
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: refusing to delete goldens on CI"))
        #expect(FileManager.default.fileExists(atPath: orphan.path))
        let pruned = try check.run(["check", "widgets", "--prune"], in: dir)
        #expect(pruned.status == 0 && pruned.out.hasSuffix("prune: deleted 1 orphan golden\n"), "\(pruned.out)")
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(CLI.contents(dir.appendingPathComponent("widgets/Goldens")).count == 4)
        // A broken entry's goldens are never pruned: without its kind they look orphaned.
        let weather = dir.appendingPathComponent("widgets/weather.json")
        try Data("{".utf8).write(to: weather)
        let broken = try check.run(["check", "widgets", "--prune"], in: dir)
        #expect(broken.status == 1 && broken.stderr.contains("error: not pruning: widgets/weather.json cannot be read"))
        #expect(CLI.contents(dir.appendingPathComponent("widgets/Goldens")).count == 4)
        // A narrower matrix would make goldens in use look orphaned; other files are kept.
        let narrowed = try check.run(["check", "widgets", "--prune", "--family", "small"], in: dir)
        #expect(narrowed.status == 1 && narrowed.stderr.contains("--prune takes the matrix of render-check.json"))
        try FileManager.default.removeItem(at: weather)
        try FileManager.default.copyItem(atPath: CLI.example("weather.json"), toPath: weather.path)
        try Data([1]).write(to: dir.appendingPathComponent("widgets/Goldens/photo.png"))
        let kept = try check.run(["check", "widgets", "--prune"], in: dir)
        // A file no check could have written is not an orphan at all.
        #expect(kept.status == 0 && kept.out.hasSuffix("prune: no orphan goldens\n"), "\(kept.out)")
        #expect(!kept.out.contains("photo.png"), "\(kept.out)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("widgets/Goldens/photo.png").path))
        let alone = try check.run(["check", "--dry-run", "widgets"], in: dir)
        #expect(alone.status == 1 && alone.stderr.contains("--dry-run goes with --prune"))
    }

    @Test("the artifacts of an earlier run are removed when a check starts, and only those")
    func staleArtifacts() throws {
        let dir = try check.workspace()
        _ = try check.run(["check", "widgets", "--record"], in: dir)
        let artifacts = dir.appendingPathComponent(".artifacts/check")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        for name in ["Old-systemSmall-iPhone17@3x-actual.png", "Old-systemSmall-iPhone17@3x-diff.png", "notes.txt"] {
            try Data([1]).write(to: artifacts.appendingPathComponent(name))
        }
        let r = try check.run(["check", "widgets"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLI.contents(artifacts) == ["notes.txt"])
    }

    @Test("render-check.json families apply where the entry declares them; a broken entry is reported once")
    func configFamiliesAndErrors() throws {
        let dir = try check.workspace()
        // Weather declares small and medium, stocks medium and large: small is checked for
        // weather only, large for stocks only, medium for neither.
        try Data(#"{"families": ["small", "large"]}"#.utf8).write(
            to: dir.appendingPathComponent("widgets/render-check.json"))
        try Data(#"{"version": 1, "families": ["systemSmall"], "view": {"type": "Marquee"}}"#.utf8).write(
            to: dir.appendingPathComponent("widgets/broken.json"))
        let r = try check.run(["check", "widgets", "--record", "--device", "17,se3"], in: dir)
        #expect(r.status == 1)
        let goldens = CLI.contents(dir.appendingPathComponent("widgets/Goldens"))
        #expect(goldens.filter { $0.hasPrefix("Weather-systemSmall-") }.count == 2, "\(goldens)")
        #expect(goldens.filter { $0.hasPrefix("Stocks-systemLarge-") }.count == 2, "\(goldens)")
        #expect(goldens.count == 4, "\(goldens)")
        let errors = r.out.split(separator: "\n").filter { $0.hasPrefix("ERROR") }
        #expect(errors.count == 1, "\(r.out)")
        #expect(errors.first?.hasSuffix("(in 2 snapshots)") == true, "\(r.out)")
    }

    @Test("a long check shows its progress with the time so far; a long sheet says it is assembling")
    func progress() throws {
        let dir = try check.workspace()
        // RENDER_PROGRESS_DELAY=0: progress from the start, however fast the run.
        let r = try check.run(["check", "widgets", "--record"], in: dir, progressDelay: "0")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains(/checked 1\/4, 0 s\n/), "\(r.stderr)")
        let quiet = try check.run(["check", "widgets"], in: dir, progressDelay: "60")
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let sheet = try check.run(
            ["sheet", "widgets/weather.json", "--device", "17", "-o", "s.png"], in: dir, progressDelay: "0")
        #expect(sheet.status == 0, "\(sheet.stderr)")
        #expect(sheet.stderr.contains(/assembling the sheet from \d+ snapshots\n/), "\(sheet.stderr)")
    }
}
