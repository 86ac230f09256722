// `render check` on a branch someone else wrote: links that lead out of the folders it was
// given, an image named like a snapshot, file names that would forge the summary, and the
// reports a CI log relies on. Each case failed before its fix.

import Foundation
import Testing

@Suite("render check stays in its folders")
struct CheckEscapeTests {
    /// A workspace with `set/e.json` (kind K, small) and a second folder outside it.
    func workspace() throws -> (HostileWorkspace, outside: URL) {
        let w = try HostileWorkspace()
        try FileManager.default.createDirectory(atPath: w.path("set"), withIntermediateDirectories: true)
        try w.entry("set/e.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""kind": "K""#)
        return (w, try CLI.temporaryDirectory())
    }

    /// A small PNG an entry can draw.
    static var logo: Data {
        get throws { try Data(contentsOf: URL(fileURLWithPath: CLI.example("Images/logo.png"))) }
    }

    /// The files in `dir` with their sizes and times: what must not change.
    func listing(_ dir: URL) -> [String] {
        CLI.contents(dir).map { name in
            var info = stat()
            lstat(dir.appendingPathComponent(name).path, &info)
            return "\(name) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
    }

    @Test("an entry that is a link to a file outside the folder is refused, and nothing is recorded")
    func entryLinkOut() throws {
        let (w, outside) = try workspace()
        try Data(#"{"version": 1, "kind": "Secret", "view": {"type": "Text", "text": "x"}}"#.utf8)
            .write(to: outside.appendingPathComponent("secret.json"))
        try FileManager.default.createSymbolicLink(
            atPath: w.path("set/secret.json"), withDestinationPath: outside.appendingPathComponent("secret.json").path)
        try w.expectRefusal(
            ["check", "set", "--record-missing"], "set/secret.json: is a symbolic link to a file outside set")
        // A link to an entry inside the folder is followed.
        try FileManager.default.removeItem(atPath: w.path("set/secret.json"))
        try FileManager.default.createDirectory(atPath: w.path("set/sub"), withIntermediateDirectories: true)
        try w.entry("set/sub/inner.json", view: #"{"type": "Text", "text": "o"}"#, extra: #""kind": "Inner""#)
        try FileManager.default.createSymbolicLink(
            atPath: w.path("set/inner.json"), withDestinationPath: "sub/inner.json")
        let (r, _) = try w.run(["check", "set", "--record-missing"])
        #expect(r.status == 0, "\(r.out) \(r.stderr)")
        #expect(r.out.contains("RECORDED Inner-systemSmall-iPhone17@3x.png"), "\(r.out)")
    }

    @Test("a render-check.json that is a link out, or huge, is refused before it is read")
    func configurationLinkOutAndSize() throws {
        let (w, outside) = try workspace()
        try Data(#"{"devices": ["se1"]}"#.utf8).write(to: outside.appendingPathComponent("render-check.json"))
        try FileManager.default.createSymbolicLink(
            atPath: w.path("set/render-check.json"),
            withDestinationPath: outside.appendingPathComponent("render-check.json").path)
        try w.expectRefusal(["check", "set"], "render-check.json: is a symbolic link to a file outside")
        try FileManager.default.removeItem(atPath: w.path("set/render-check.json"))
        try w.sparse("set/render-check.json", size: 3 << 30)
        try w.expectRefusal(["check", "set"], "is 3221225472 bytes; render-check.json is limited to 1 MiB")
    }

    @Test("an entry of 3 GiB in a checked folder fails alone, by its size, before a byte is read")
    func hugeEntryInCheck() throws {
        let (w, _) = try workspace()
        try w.sparse("set/huge.json", size: 3 << 30)
        let (r, seconds) = try w.run(["check", "set", "--goldens", "g", "--record-missing"])
        #expect(r.status == 1)
        #expect(r.out.contains("is 3221225472 bytes; entry documents are limited to 16 MiB"), "\(r.out)")
        #expect(r.out.hasSuffix("1 passed, 1 failed (1 recorded)\n"), "\(r.out)")
        #expect(seconds < HostileWorkspace.timeLimit)
    }

    @Test("a Goldens folder that is a link out is refused: nothing recorded, pruned or read there")
    func goldensLinkOut() throws {
        let (w, outside) = try workspace()
        let victim = outside.appendingPathComponent("Old-systemSmall-iPhone17@3x.png")
        try Data(pngHeader(width: 1, height: 1)).write(to: victim)
        try FileManager.default.createSymbolicLink(atPath: w.path("set/Goldens"), withDestinationPath: outside.path)
        let before = listing(outside)
        for arguments in [["--record"], ["--prune"], ["--record-missing"], []] {
            try w.expectRefusal(
                ["check", "set"] + arguments, "the goldens folder: set/Goldens is a symbolic link to \(outside.path)")
        }
        // Named with --goldens (relative to the current folder), the same.
        try FileManager.default.createSymbolicLink(atPath: w.path("g"), withDestinationPath: outside.path)
        try w.expectRefusal(["check", "set", "--goldens", "g", "--record"], "--goldens: g is a symbolic link to")
        try w.expectRefusal(["check", "set", "--goldens", "g/sub", "--record"], "--goldens: g is a symbolic link to")
        #expect(listing(outside) == before)
        // A link that stays inside is followed.
        try FileManager.default.createDirectory(atPath: w.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: w.path("inside"), withDestinationPath: "real")
        let (r, _) = try w.run(["check", "set", "--goldens", "inside", "--record"])
        #expect(r.status == 0, "\(r.out) \(r.stderr)")
        #expect(CLI.contents(w.dir.appendingPathComponent("real")) == ["K-systemSmall-iPhone17@3x.png"])
    }

    @Test("an artifacts folder that is a link out is refused in verify mode: nothing deleted or written there")
    func artifactsLinkOut() throws {
        let (w, outside) = try workspace()
        let victim = outside.appendingPathComponent("precious-actual.png")
        try Data("keep".utf8).write(to: victim)
        try FileManager.default.createDirectory(atPath: w.path(".artifacts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: w.path(".artifacts/check"), withDestinationPath: outside.path)
        let before = listing(outside)
        try w.expectRefusal(["check", "set"], "--artifacts: .artifacts/check is a symbolic link to \(outside.path)")
        #expect(listing(outside) == before)
        // A report or JUnit file through a link out: the same.
        try FileManager.default.createSymbolicLink(atPath: w.path("reports"), withDestinationPath: outside.path)
        try w.expectRefusal(
            ["check", "set", "--artifacts", "a", "--report", "reports/html"], "--report: reports is a symbolic link")
        try w.expectRefusal(
            ["check", "set", "--artifacts", "a", "--junit", "reports/junit.xml"], "--junit: reports is a symbolic link")
        #expect(listing(outside) == before)
    }

    @Test("--prune deletes only goldens this matrix writes, never an image an entry draws")
    func pruneKeepsImages() throws {
        let (w, _) = try workspace()
        // Goldens in the entry's own folder, beside an image named like a snapshot.
        try Self.logo.write(to: URL(fileURLWithPath: w.path("set/hero-systemSmall-banner@2x.png")))
        try w.entry(
            "set/e.json", view: #"{"type": "Image", "src": "hero-systemSmall-banner@2x.png"}"#, extra: #""kind": "K""#)
        var (r, _) = try w.run(["check", "set", "--goldens", "set", "--record"])
        #expect(r.status == 0, "\(r.out) \(r.stderr)")
        (r, _) = try w.run(["check", "set", "--goldens", "set", "--prune"])
        #expect(r.status == 0, "\(r.out) \(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: w.path("set/hero-systemSmall-banner@2x.png")), "\(r.out)")
        // An image kept in Goldens/ under a golden's exact name, and a real orphan.
        try FileManager.default.createDirectory(atPath: w.path("two/Goldens"), withIntermediateDirectories: true)
        try Self.logo.write(to: URL(fileURLWithPath: w.path("two/Goldens/Logo-systemSmall-iPhone17@3x.png")))
        try Self.logo.write(to: URL(fileURLWithPath: w.path("two/Goldens/Gone-systemSmall-iPhone17@3x.png")))
        try w.entry(
            "two/e.json", view: #"{"type": "Image", "src": "Goldens/Logo-systemSmall-iPhone17@3x.png"}"#,
            extra: #""kind": "K""#)
        _ = try w.run(["check", "two", "--record"])
        (r, _) = try w.run(["check", "two", "--prune"])
        #expect(r.status == 0, "\(r.out) \(r.stderr)")
        #expect(r.out.contains("Goldens/Logo-systemSmall-iPhone17@3x.png: an entry draws it"), "\(r.out)")
        #expect(r.out.contains("deleted ") && r.out.contains("Goldens/Gone-systemSmall-iPhone17@3x.png\n"), "\(r.out)")
        #expect(
            CLI.contents(w.dir.appendingPathComponent("two/Goldens")) == [
                "K-systemSmall-iPhone17@3x.png", "Logo-systemSmall-iPhone17@3x.png",
            ])
    }

    @Test("a check narrowed to one device reports no other device's golden as an orphan")
    func narrowedCheckHasNoOrphans() throws {
        let (w, _) = try workspace()
        var (r, _) = try w.run(["check", "set", "--device", "17,se3", "--record"])
        #expect(r.status == 0, "\(r.out) \(r.stderr)")
        (r, _) = try w.run(["check", "set", "--device", "se3"])
        #expect(r.status == 0, "\(r.out) \(r.stderr)")
        #expect(!r.out.contains("ORPHAN"), "\(r.out)")
        #expect(r.out == "1 passed, 0 failed\n", "\(r.out)")
        // The whole matrix still finds a real orphan.
        try Data(pngHeader(width: 1, height: 1)).write(
            to: URL(fileURLWithPath: w.path("set/Goldens/Gone-systemSmall-iPhone17@3x.png")))
        (r, _) = try w.run(["check", "set", "--device", "17,se3"])
        #expect(r.out.contains("Goldens/Gone-systemSmall-iPhone17@3x.png: no entry renders it"), "\(r.out)")
    }

    @Test("entry file names are escaped: a newline cannot forge a summary line, nor an escape reach the terminal")
    func escapedNames() throws {
        let (w, _) = try workspace()
        try w.entry("set/x\n9 passed, 0 failed\n\u{1B}[2J.json", view: #"{"type": "Nope"}"#, extra: #""kind": "X""#)
        let (r, _) = try w.run(["check", "set", "--goldens", "g"])
        #expect(r.status == 1)
        let lines = r.out.split(separator: "\n")
        #expect(!lines.contains("9 passed, 0 failed"), "\(r.out)")
        #expect(!r.out.contains("\u{1B}"), "\(r.out)")
        #expect(r.out.contains(#"x\u{A}9 passed, 0 failed\u{A}\u{1B}[2J.json"#), "\(r.out)")
        #expect(lines.last == "0 passed, 2 failed", "\(r.out)")
    }

    @Test("with --strict, a missing golden still shows the overflow; the shard header comes before progress")
    func warningsAndShardHeader() throws {
        let (w, _) = try workspace()
        try w.write("set/row.json", OverflowCLITests.row)
        let (r, _) = try w.run(["check", "set", "--device", "se1", "--strict"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("content is 8 pt wider than the widget"), "\(r.stderr)")
        // Standard output and error into one pipe, as a CI log has them.
        let (merged, _) = try w.run(
            ["check", "set", "--goldens", "g", "--shard", "1/1"], redirect: "2>&1",
            environment: ["RENDER_PROGRESS_DELAY=0"])
        let text = merged.out
        #expect(text.hasPrefix("shard 1/1: 2 of 2 snapshots\n"), "\(text)")
    }
}
