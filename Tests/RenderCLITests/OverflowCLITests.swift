// Telling the designer what the widget cannot show: warnings on stderr, marks in the sheet
// and the gallery, and --strict for CI (render and render check).

import Foundation
import Testing

@Suite("overflow warnings and --strict")
struct OverflowCLITests {
    /// A medium widget with a 300 pt row: it fits the iPhone 17 (349.667 pt) and is cut by
    /// the iPhone SE (1st generation) (292 pt), 8 pt wider than the widget.
    static let row =
        ##"{"version": 1, "kind": "Row", "families": ["systemMedium"], "view": {"type": "HStack", "spacing": 0, "children": [{"type": "Color", "color": "#FF9500", "modifiers": [{"frame": {"width": 150, "height": 60}}]}, {"type": "Color", "color": "#007AFF", "modifiers": [{"frame": {"width": 150, "height": 60}}]}]}}"##

    func workspace() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("widgets"), withIntermediateDirectories: true)
        try Data(Self.row.utf8).write(to: dir.appendingPathComponent("widgets/row.json"))
        return dir
    }

    @Test("render warns of content past the widget's edges, once per device; --strict fails and writes nothing")
    func renderWarns() throws {
        let dir = try workspace()
        let entry = dir.appendingPathComponent("widgets/row.json").path
        let out = dir.appendingPathComponent("out")
        let r = try CLI.run([entry, "--device", "17,se1", "--variant", "all", "-o", out.path + "/"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stderr
                == "warning: \(entry) systemMedium on iPhone SE (1st generation, 4-inch): content is 8 pt wider than the widget (clipped)\n"
        )
        #expect(CLI.contents(out).count == 4)
        let strictOut = dir.appendingPathComponent("strict")
        let strict = try CLI.run([entry, "--device", "17,se1", "--strict", "-o", strictOut.path + "/"])
        #expect(strict.status == 1)
        #expect(strict.stderr.hasSuffix("--strict makes that an error\n"), "\(strict.stderr)")
        // Nothing written, not even the folder the path ending in / would have made.
        #expect(!FileManager.default.fileExists(atPath: strictOut.path))
        // On a device where it fits: no warning, and --strict passes.
        let fits = try CLI.run([entry, "--strict", "-o", strictOut.path + "/"])
        #expect(fits.status == 0 && fits.stderr.isEmpty, "\(fits.stderr)")
    }

    @Test("the gallery marks the overflowing cell; the sheet fails with --strict")
    func galleryAndSheet() throws {
        let dir = try workspace()
        let entry = dir.appendingPathComponent("widgets/row.json").path
        let gallery = dir.appendingPathComponent("gallery")
        let r = try CLI.run(["gallery", entry, "--device", "17,se1", "--color-scheme", "light", "-o", gallery.path])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "class=\"overflow\"").count == 2)
        #expect(html.contains("<strong>content is 8 pt wider than the widget (clipped)</strong>"))
        let sheet = try CLI.run([
            "sheet", entry, "--device", "17,se1", "--strict", "-o", dir.appendingPathComponent("s.png").path,
        ])
        #expect(sheet.status == 1 && sheet.stderr.contains("--strict"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
    }

    @Test("render check warns, and with --strict fails the snapshot as OVERFLOW in the text and JUnit")
    func checkStrict() throws {
        let dir = try workspace()
        let check = CheckCLITests()
        let recorded = try check.run(["check", "widgets", "--device", "17,se1", "--record"], in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(
            recorded.stderr.contains("warning: widgets/row.json systemMedium on iPhone SE (1st generation, 4-inch)"))
        let strict = try check.run(
            ["check", "widgets", "--device", "17,se1", "--strict", "--junit", "j.xml"], in: dir, ci: true)
        #expect(strict.status == 1)
        #expect(
            strict.out.contains(
                "OVERFLOW Row-systemMedium-iPhoneSE1st@2x.png (widgets/row.json): content is 8 pt wider than the widget (clipped) (--strict)"
            ), "\(strict.out)")
        #expect(strict.out.hasSuffix("1 passed, 1 failed\n"))
        let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(junit.contains("type=\"overflow\""))
        #expect(junit.contains("tests=\"2\" failures=\"1\" errors=\"0\""), "\(junit)")
    }
}
