// Timelines from the command line: every entry written under its own name, and the
// filmstrip of them with the placeholder first.

import Foundation
import Testing

@Suite("timelines on the command line")
struct TimelineCLITests {
    @Test("render writes one snapshot per timeline entry, named by its index and clock time")
    func everyEntry() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([CLI.example("departures.json"), "--output", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(dir) == [
                "Departures-entry1-0830-systemSmall-iPhone17@3x.png",
                "Departures-entry2-0840-systemSmall-iPhone17@3x.png",
                "Departures-entry3-0845-systemSmall-iPhone17@3x.png",
            ])
        // Date text counts from each entry's own date: entries 1 and 2 differ.
        let first = try Data(
            contentsOf: dir.appendingPathComponent("Departures-entry1-0830-systemSmall-iPhone17@3x.png"))
        let second = try Data(
            contentsOf: dir.appendingPathComponent("Departures-entry2-0840-systemSmall-iPhone17@3x.png"))
        #expect(first != second)
    }

    @Test("render timeline writes one filmstrip: the placeholder, then every entry, side by side")
    func filmstrip() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("strip.png")
        let r = try CLI.run([
            "timeline", CLI.example("departures.json"), "--variant", "all", "--scale", "1", "--output", out.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLI.contents(dir) == ["strip.png"])
        let png = try Data(contentsOf: out)
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        // Four 164.333 pt frames 16 pt apart within 24 pt margins; the frame, a caption and
        // a title; the strip rounded to whole pixels.
        let frame = 164.333
        let expectedWidth: Double = 24 + 4 * frame + 3 * 16 + 24
        let expectedHeight: Double = 24 + 26 + 16 + frame + 8 + 18 + 24
        #expect(width == Int(expectedWidth.rounded()) && height == Int(expectedHeight.rounded()))
        // A long timeline is drawn smaller, each frame once at the strip's scale, within a
        // pixmap's largest side.
        let entries = (0..<48).map { i in
            #"{"date": "2026-11-24T\#(String(format: "%02d", 8 + i / 6)):\#(String(format: "%02d", i % 6 * 10)):00Z", "data": {"n": \#(i)}}"#
        }.joined(separator: ",")
        let long = dir.appendingPathComponent("long.json")
        try Data(
            #"{"version": 1.1, "kind": "Long", "families": ["systemSmall"], "timeline": [\#(entries)], "view": {"type": "Text", "text": "{{n}}"}}"#
                .utf8
        ).write(to: long)
        let strip = dir.appendingPathComponent("long.png")
        let l = try CLI.run(["timeline", long.path, "--output", strip.path])
        #expect(l.status == 0, "\(l.stderr)")
        #expect(l.stderr.contains("note: drawing the filmstrip at"))
        let longPNG = try Data(contentsOf: strip)
        let longWidth = longPNG[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(longWidth <= 16_384 && longWidth > 8_000)
        let two = try CLI.run(["timeline", CLI.example("weather.json"), "--output", dir.path + "/"])
        #expect(two.status == 1 && two.stderr.contains("a filmstrip shows one family; name it with --family"))
    }
}
