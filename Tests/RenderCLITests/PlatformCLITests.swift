// Apple Watch and the Mac from the command line: `--device watch` and `--device mac` draw
// their families (what they lack is skipped and said, naming the platform, not an iOS
// version), and `render devices` lists them, and the Today view, with their sources.

import Foundation
import Testing

@Suite("render --device watch and mac; render devices")
struct PlatformCLITests {
    @Test("--device watch draws every case with a published size; the rest is noted as watchOS's")
    func watch() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([CLI.example("parking.json"), "--device", "watch", "-o", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let files = CLI.contents(dir)
        #expect(files.count == 10 && files.allSatisfy { $0.contains("AppleWatch") })
        #expect(files.contains("Parking-accessoryRectangular-AppleWatch45mm@2x.png"))
        // 184 × 80.5 pt at 2 pixels a point.
        let (w, h) = try CLI.pngSize(dir.appendingPathComponent("Parking-accessoryRectangular-AppleWatch45mm@2x.png"))
        #expect(w == 368 && h == 161)
        #expect(r.stderr.contains("on watchOS:") && !r.stderr.contains("iOS 26"), "\(r.stderr)")
    }

    @Test("--device all over the watch-only corner family picks the watches; one iPhone says where it lives")
    func corner() throws {
        let dir = try CLI.temporaryDirectory()
        let steps = CLI.example("Watch/steps.json")
        let r = try CLI.run([steps, "--device", "all", "--family", "corner", "-o", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(dir).count == 5 && CLI.contents(dir).allSatisfy { $0.contains("accessoryCorner-AppleWatch") })
        let one = try CLI.run([steps, "--family", "corner", "-o", dir.path])
        #expect(one.status == 1 && one.stderr.contains("accessoryCorner is an Apple Watch family: --device watch"))
    }

    @Test("render check Examples/Watch checks the watch example on the watches its render-check.json names")
    func checkWatchExample() throws {
        let r = try CLI.run(["check", CLI.example("Watch")])
        #expect(r.status == 0, "\(r.stderr)")
        // Rectangular, circular and corner on the 45 and 40 mm watches.
        #expect(r.out.contains("6 passed, 0 failed"), "\(r.out)")
    }

    @Test("--device mac draws the desktop's sizes; --rendering-mode vibrant its receded look")
    func mac() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            CLI.example("weather.json"), "--device", "mac", "--family", "small", "--rendering-mode", "vibrant", "-o",
            dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLI.contents(dir) == ["Weather-systemSmall-Mac@2x-vibrant.png"])
        let (w, h) = try CLI.pngSize(dir.appendingPathComponent("Weather-systemSmall-Mac@2x-vibrant.png"))
        #expect(w == 328 && h == 328)
        // --os is the iPhone's and iPad's: the Mac draws the same pixels whatever is pinned.
        let pinned = try CLI.run([
            CLI.example("weather.json"), "--device", "mac", "--family", "small", "--os", "16", "-o", "-",
        ])
        let own = try CLI.run([CLI.example("weather.json"), "--device", "mac", "--family", "small", "-o", "-"])
        #expect(pinned.status == 0 && !own.stdout.isEmpty && pinned.stdout == own.stdout)
    }

    @Test("render devices lists the watches, the Mac and the Today view, with their sources")
    func listing() throws {
        let text = try CLI.run(["devices"])
        #expect(text.status == 0)
        #expect(text.out.contains("Apple Watch and Mac (--device watch, mac or a name;"))
        #expect(text.out.contains("Apple Watch 45mm  198×242 pt @2x"))
        #expect(text.out.contains("watchOS (HIG-L, WATCH): circular 50×50, rectangular 184×80.5, corner 38×38"))
        #expect(text.out.contains("macOS (MAC): small 164×164, medium 344×164, large 344×344"))
        #expect(text.out.contains("Today view, iOS 10–13 (TODAY): 359 wide, 110 compact, up to 616 expanded"))
        let json = try CLI.run(["devices", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        let watch = try #require(list.first { $0["name"] as? String == "Apple Watch 45mm" })
        #expect(watch["inAll"] as? Bool == false && watch["idiom"] as? String == "watch")
        #expect((watch["families"] as? [String: [Double]])?["accessoryCorner"] == [38, 38])
        let se = try #require(list.first { ($0["name"] as? String)?.hasPrefix("iPhone SE (2nd") == true })
        #expect((se["todayView"] as? [String: Any])?["width"] as? Double == 359)
    }
}
