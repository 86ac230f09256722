// `--in-place` as a user runs it: `render sheet` writes one picture of the widget on the
// Home Screen, the Lock Screen and in StandBy; `render gallery` adds a picture per scene
// to its page, which a browser shows at its size in points; what cannot be drawn in place
// is one line, exit 1, and nothing written.

import Foundation
import Testing

@Suite("render sheet and gallery --in-place")
struct InPlaceCLITests {
    @Test("sheet --in-place: one PNG, named for it, holding a 402 × 874 screen per scene at 2 pixels a point")
    func sheet() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run(["sheet", CLI.example("weather.json"), "--in-place", "--device", "iPhone 17 Pro"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLI.contents(dir) == ["Weather-in-place.png"])
        // The Home Screen (small and medium fit on one page) and StandBy side by side:
        // 24 + 402 + 32 + 874 + 24 points wide, at the default 2 pixels a point.
        let (w, h) = try CLI.pngSize(dir.appendingPathComponent("Weather-in-place.png"))
        #expect(w == 2 * (24 + 402 + 32 + 874 + 24))
        // Margin, title, gap, caption and its gap, the 874-pt screen, margin.
        #expect(h == 2 * (24 + 28 + 32 + 22 + 8 + 874 + 24))
    }

    @Test("a Live Activity is drawn in place, and still refused on a plain contact sheet or gallery")
    func liveActivity() throws {
        let dir = try CLI.temporaryDirectory()
        let entry = CLI.example("LiveActivity/delivery.json")
        let r = try CLI.run(["sheet", entry, "--in-place", "--device", "iPhone 17 Pro", "--scale", "1"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // The Lock Screen and the two islands side by side.
        let (w, _) = try CLI.pngSize(dir.appendingPathComponent("Delivery-in-place.png"))
        #expect(w == 24 + 3 * 402 + 2 * 32 + 24)
        let watch = try CLI.run(["sheet", entry, "--in-place", "--device", "watch45"], in: dir)
        #expect(
            watch.status == 1
                && watch.stderr.contains("a Live Activity is drawn in place on an iPhone, not on Apple Watch 45mm"))
        for arguments in [["sheet", entry], ["gallery", entry, "-o", "g"]] {
            let refused = try CLI.run(arguments, in: dir)
            #expect(refused.status == 1 && refused.stderr.contains("a Live Activity"), "\(refused.stderr)")
        }
    }

    @Test("what cannot be drawn in place is one line, exit 1, and nothing written")
    func refusals() throws {
        let dir = try CLI.temporaryDirectory()
        let cases: [([String], String)] = [
            (
                ["sheet", CLI.example("weather.json"), "--in-place", "--device", "iPad mini 8.3-inch"],
                "pictures in place are drawn for iPhones, Apple Watch and the Mac"
            ),
            (["sheet", CLI.example("weather.json"), "--app-name", "Weather"], "give it with --in-place"),
            (
                ["sheet", CLI.example("weather.json"), "--in-place", "--device", "watch"],
                "Apple Watch 40mm has no known systemSmall size; known families: accessoryCircular"
            ),
            (
                ["sheet", CLI.example("calendar.json"), "--in-place", "--os", "18"],
                "iPhone 17 has no known widget sizes on iOS 18; try --os 26"
            ),
            (
                ["sheet", CLI.example("weather.json"), "--in-place", "--device", "all"],
                "rows of screens would be drawn at 0.25 pixels per point"
            ),
            (["sheet", CLI.example("weather.json"), "--in-place", "--unique-sizes"], "--in-place draws each device"),
            (
                ["gallery", CLI.example("weather.json"), "--app-name", "Weather", "-o", "g"],
                "give it with --in-place"
            ),
        ]
        for (arguments, message) in cases {
            let r = try CLI.run(arguments, in: dir)
            #expect(r.status == 1, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").filter { $0.hasPrefix("error") }.count == 1, "\(r.stderr)")
        }
        #expect(CLI.contents(dir).isEmpty)
    }

    @Test("gallery --in-place: a picture per scene, first on the page, sized in points")
    func gallery() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            "gallery", CLI.example("lockscreen.json"), "--in-place", "--app-name", "Agenda", "--device", "iPhone 17",
            "--output", dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let pictures = CLI.contents(dir).filter { $0.contains("-lockScreen-") }
        #expect(
            pictures == ["LockScreen-lockScreen-iPhone17@3x-dark.png", "LockScreen-lockScreen-iPhone17@3x-light.png"])
        let (w, h) = try CLI.pngSize(dir.appendingPathComponent(pictures[0]))
        #expect(w == 3 * 402 && h == 3 * 874)
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        let inPlace = try #require(html.range(of: "<section class=\"in-place\">"))
        #expect(html.range(of: "<section data-group")!.lowerBound > inPlace.lowerBound)
        #expect(html.contains("srcset=\"LockScreen-lockScreen-iPhone17@3x-light.png 3x\" width=\"402\" height=\"874\""))
        // StandBy is dark in a light and a dark gallery alike: one picture of it.
        let both = try CLI.temporaryDirectory()
        let w2 = try CLI.run(["gallery", CLI.example("weather.json"), "--in-place", "--output", both.path])
        #expect(w2.status == 0, "\(w2.stderr)")
        #expect(
            CLI.contents(both).filter { $0.contains("-homeScreen-") || $0.contains("-standBy-") } == [
                "Weather-homeScreen-iPhone17@3x-dark.png", "Weather-homeScreen-iPhone17@3x-light.png",
                "Weather-standBy-iPhone17@3x-dark.png",
            ])
    }

    @Test(
        "gallery --in-place in a browser: each picture loads and is shown at its size in points",
        .enabled(
            if: Browser.path != nil,
            "no headless Chromium found (install Debian's chromium package; .ci/run does): in-place browser test skipped"
        ))
    func galleryInBrowser() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            "gallery", CLI.example("lockscreen.json"), "--in-place", "--device", "iPhone 17", "--output", dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let probe = """
            <script>
            window.addEventListener('load', function () {
              var images = Array.prototype.slice.call(document.querySelectorAll('section.in-place img'));
              var r = images.map(function (i) {
                var box = i.getBoundingClientRect();
                return [i.complete && i.naturalWidth > 0, box.width, box.height,
                        // Chromium reports the width the density gives, or the file's.
                        i.naturalWidth === 402 || i.naturalWidth === 1206,
                        i.closest('figure').offsetParent !== null];
              });
              var pre = document.createElement('pre');
              pre.id = 'probe';
              pre.textContent = JSON.stringify(r);
              document.body.appendChild(pre);
            });
            </script>
            """
        guard let found = try Browser.probe(dir, script: probe) else { return }
        // Each picture loaded, shown (the filters leave it alone) at 402 × 874 CSS pixels
        // (the file's 1206 pixels are checked in `gallery`).
        #expect(found == "[[true,402,874,true,true],[true,402,874,true,true]]")
    }
}
