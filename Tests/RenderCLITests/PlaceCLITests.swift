// `--place` and `--appearance` as a user runs them: the files they write, the families
// they keep, and the one-line errors for what a device or OS does not have.

import Foundation
import Testing

@Suite("render --place and --appearance")
struct PlaceCLITests {
    @Test("--place standby draws the small family only, 2.2 times larger, and names the file for it")
    func standBy() throws {
        let dir = try CLI.temporaryDirectory()
        for place in ["standby", "standby-night"] {
            let r = try CLI.run([CLI.example("weather.json"), "--place", place, "-o", dir.path])
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(
            CLI.contents(dir) == [
                "Weather-systemSmall-iPhone17@3x-standBy.png", "Weather-systemSmall-iPhone17@3x-standByNight.png",
            ])
        // 164.333 pt × 2.2 × 3 px.
        let (w, h) = try CLI.pngSize(dir.appendingPathComponent("Weather-systemSmall-iPhone17@3x-standBy.png"))
        #expect(w == 1085 && h == 1085)
    }

    @Test("--appearance writes -clear and -tinted files in the schemes asked")
    func appearances() throws {
        let dir = try CLI.temporaryDirectory()
        for appearance in ["clear", "tinted"] {
            let r = try CLI.run([
                CLI.example("nexttrain.json"), "--appearance", appearance, "--color-scheme", "both", "-o", dir.path,
            ])
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(
            CLI.contents(dir) == [
                "NextTrain-systemSmall-iPhone17@3x-dark-clear.png", "NextTrain-systemSmall-iPhone17@3x-dark-tinted.png",
                "NextTrain-systemSmall-iPhone17@3x-light-clear.png",
                "NextTrain-systemSmall-iPhone17@3x-light-tinted.png",
            ])
    }

    @Test("what a device, OS or family lacks is one line, exit 1, and nothing written")
    func refusals() throws {
        let dir = try CLI.temporaryDirectory()
        let cases: [([String], String)] = [
            (
                ["--place", "standby", "--family", "medium"],
                "StandBy shows systemSmall of this entry, not systemMedium"
            ),
            (["--place", "standby", "--device", "ipadmini"], "StandBy is an iPhone's; iPad mini"),
            (
                ["--appearance", "clear", "--os", "18", "--device", "iPhone 16"],
                "the clear appearance came with iOS 26"
            ),
        ]
        for (arguments, message) in cases {
            let r = try CLI.run([CLI.example("weather.json")] + arguments + ["-o", dir.path])
            #expect(r.status == 1, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
            #expect(!r.stderr.contains("\n") || r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        }
        #expect(CLI.contents(dir).isEmpty)
    }

    @Test("render devices lists StandBy's size for each iPhone that has it, and no iPad")
    func devices() throws {
        let r = try CLI.run(["devices", "--json"])
        #expect(r.status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]])
        let iPhone = try #require(list.first { $0["name"] as? String == "iPhone 17" })
        let shown = try #require(iPhone["standBy_iOS26"] as? [Double])
        #expect(abs(shown[0] - 361.667) < 0.001)
        #expect(iPhone["source_standBy"] as? String == "measured, STANDBY")
        let iPad = try #require(list.first { ($0["idiom"] as? String) == "pad" })
        #expect(iPad["standBy_iOS26"] == nil)
        // Live Activities: the HIG's island widths; the Lock Screen the screen less 22 pt.
        let activity = try #require(iPhone["liveActivity"] as? [String: Any])
        #expect(activity["lockScreenWidth"] as? Double == 380)
        let island = try #require(activity["dynamicIsland"] as? [String: Any])
        #expect(island["compactWidth"] as? Double == 230 && island["expandedWidth"] as? Double == 371)
        let e = try #require(list.first { $0["name"] as? String == "iPhone 16e" })
        #expect((e["liveActivity"] as? [String: Any])?["dynamicIsland"] == nil)
    }
}

@Suite("render a Live Activity")
struct LiveActivityCLITests {
    @Test("every presentation the device has, named for it; the Lock Screen's alone without an island")
    func presentations() throws {
        let dir = try CLI.temporaryDirectory()
        let entry = CLI.example("LiveActivity/delivery.json")
        let r = try CLI.run([entry, "--device", "iPhone 17 Pro", "-o", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(dir) == [
                "Delivery-activityLockScreen-iPhone17Pro@3x.png", "Delivery-islandCompact-iPhone17Pro@3x.png",
                "Delivery-islandExpanded-iPhone17Pro@3x.png", "Delivery-islandMinimal-iPhone17Pro@3x.png",
            ])
        let se = try CLI.temporaryDirectory()
        let s = try CLI.run([entry, "--device", "iPhone 16e", "-o", se.path])
        #expect(s.status == 0, "\(s.stderr)")
        #expect(s.stderr.contains("iPhone 16e has no Dynamic Island"))
        #expect(CLI.contents(se) == ["Delivery-activityLockScreen-iPhone16e@3x.png"])
        let asked = try CLI.run([entry, "--device", "iPhone 16e", "--presentation", "compact", "-o", se.path])
        #expect(asked.status == 1)
        #expect(asked.stderr.contains("iPhone 16e has no Dynamic Island"))
        // Only the island asked for, of an activity without one: nothing to draw, an error.
        let noIsland = try CLI.temporaryDirectory()
        try Data(#"{"version": 1, "liveActivity": {"lockScreen": {"type": "Spacer"}}}"#.utf8).write(
            to: noIsland.appendingPathComponent("a.json"))
        let none = try CLI.run(["a.json", "--presentation", "compact", "-o", "out/"], in: noIsland)
        #expect(none.status == 1 && none.stderr.contains("nothing to draw"), "\(none.stderr)")
        // A Live Activity takes no widget look.
        let look = try CLI.run([entry, "--place", "standby", "-o", se.path])
        #expect(look.status == 1 && look.stderr.contains("a Live Activity's presentations"), "\(look.stderr)")
        // render check skips it with a note, and checks the rest.
        let check = try CLI.run(["check", "a.json"], in: noIsland)
        #expect(check.stderr.contains("a.json is a Live Activity; render check does not draw Live Activities yet"))
        #expect(!check.stderr.contains("declares none of the families"))
        let bad = try CLI.run([entry, "--presentation", "banner", "-o", se.path])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("--presentation takes lockScreen, compact, minimal, expanded, found 'banner'"))
    }
}
