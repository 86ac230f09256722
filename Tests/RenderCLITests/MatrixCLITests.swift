// Many devices at once as a user runs them: --device all/iphone/ipad/lists and
// --unique-sizes on render and layout; render sheet and render gallery; --watch; and an
// interrupted run leaving no half-written file.

import Foundation
import Testing

@Suite("render on many devices")
struct MatrixCLITests {
    /// `(width, height)` from a PNG's IHDR.
    func pngSize(_ url: URL) throws -> (Int, Int) {
        let png = try Data(contentsOf: url)
        return (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    /// True when the file ends with a PNG's IEND chunk: it was written whole.
    func isCompletePNG(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url), data.count > 20 else { return false }
        return Array(data.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    }

    @Test("--device iphone writes every iPhone that has the family; the others are listed on stderr")
    func iphones() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            CLI.example("weather.json"), "--family", "small", "--device", "iphone", "--os", "18", "--output", dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let files = CLI.contents(dir)
        #expect(files.count > 30)
        #expect(files.contains("Weather-systemSmall-iPhone16@3x.png"))
        #expect(files.contains("Weather-systemSmall-iPhoneSE1st@2x.png"))
        #expect(!files.contains { $0.contains("iPad") })
        // iPhone 17-series rows only have iOS 26 sizes. Unpinned, every iPhone has the family.
        #expect(r.stderr.contains("note: skipped") && r.stderr.contains("iPhone 17 Pro Max small"))
        #expect(try pngSize(dir.appendingPathComponent("Weather-systemSmall-iPhoneSE1st@2x.png")) == (282, 282))
        let current = try CLI.temporaryDirectory()
        let unpinned = try CLI.run([
            CLI.example("weather.json"), "--family", "small", "--device", "iphone", "--output", current.path,
        ])
        #expect(unpinned.status == 0 && !unpinned.stderr.contains("note: skipped"), "\(unpinned.stderr)")
        #expect(CLI.contents(current).contains("Weather-systemSmall-iPhone17ProMax@3x.png"))
        // Each device on its own newest OS: iOS 26 for the SE (2nd), 18 for the SE (1st).
        #expect(try pngSize(current.appendingPathComponent("Weather-systemSmall-iPhoneSE2nd@2x.png")) == (292, 292))
        #expect(try pngSize(current.appendingPathComponent("Weather-systemSmall-iPhoneSE1st@2x.png")) == (282, 282))
    }

    @Test("--unique-sizes writes one device per distinct set of sizes")
    func uniqueSizes() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            CLI.example("weather.json"), "--device", "iPhone 16,iPhone 15,iPhone 16 Pro Max", "--unique-sizes",
            "--output", dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(dir) == [
                "Weather-systemMedium-iPhone16@3x.png", "Weather-systemMedium-iPhone16ProMax@3x.png",
                "Weather-systemSmall-iPhone16@3x.png", "Weather-systemSmall-iPhone16ProMax@3x.png",
            ])
        // The listing names each size's source, the default OS and the file-name form.
        let text = try CLI.run(["devices"])
        #expect(
            text.out.contains(
                "iPhone 17  402×874 pt @3x, files: iPhone17\n  iOS 18: unknown\n  iOS 26 (default; measured, FU): small 164.333×164.333"
            ), "\(text.out)")
        #expect(
            text.out.contains(
                "iPhone SE (2nd and 3rd generation, 4.7-inch)  375×667 pt @2x, files: iPhoneSE2nd\n  iOS 18 (HIG-W; Lock Screen measured, FU and LOCKSIZE):"
            ))
        let list = try CLI.run(["devices", "--unique-sizes", "--json"])
        #expect(list.status == 0, "\(list.stderr)")
        let groups = try #require(try JSONSerialization.jsonObject(with: list.stdout) as? [[String: Any]])
        let sixteen = try #require(groups.first { ($0["devices"] as? [String])?.contains("iPhone 16") == true })
        #expect((sixteen["devices"] as? [String])?.contains("iPhone 15") == true)
        #expect((sixteen["families_iOS26"] as? [String: [Double]])?["systemSmall"] == [162.667, 162.667])
        #expect(groups.count < 62)
    }

    @Test("a bad name in a device list is an error and nothing is written")
    func badDevice() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([CLI.example("weather.json"), "--device", "iphone,iPhone 99", "--output", dir.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: unknown device 'iPhone 99'"))
        #expect(CLI.contents(dir).isEmpty)
    }

    @Test("render layout with several devices prints one layout per device")
    func layouts() throws {
        let group = try CLI.run([
            "layout", CLI.example("weather.json"), "--family", "small", "--device", "iphone", "--os", "18",
        ])
        #expect(group.status == 0, "\(group.stderr)")
        #expect(group.stderr.contains("note: skipped") && group.stderr.contains("iPhone 17 Pro Max"))
        let all = try #require(try JSONSerialization.jsonObject(with: group.stdout) as? [[String: Any]])
        #expect(all.count > 30)
        let r = try CLI.run(["layout", CLI.example("weather.json"), "--family", "small", "--device", "16,se3"])
        #expect(r.status == 0, "\(r.stderr)")
        let list = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]])
        #expect(list.map { $0["device"] as? String } == ["iPhone 16", "iPhone SE (2nd and 3rd generation, 4.7-inch)"])
        #expect((list[1]["layout"] as? [String: Any])?["size"] as? [Double] == [146, 146])
        // Several families: one layout per device and family.
        let two = try CLI.run(["layout", CLI.example("weather.json"), "--family", "small,medium"])
        #expect(two.status == 0, "\(two.stderr)")
        let pairs = try #require(try JSONSerialization.jsonObject(with: two.stdout) as? [[String: Any]])
        #expect(pairs.map { $0["family"] as? String } == ["systemSmall", "systemMedium"])
        #expect((pairs[1]["layout"] as? [String: Any])?["size"] as? [Double] == [349.667, 164.333])
        let help = try CLI.run(["layout", "--help"])
        #expect(help.out.contains("light or dark") && !help.out.contains("both"))
    }

    @Test("render sheet writes one PNG; another device adds a row")
    func sheet() throws {
        let dir = try CLI.temporaryDirectory()
        let one = try CLI.run([
            "sheet", CLI.example("weather.json"), "--device", "16", "--output",
            dir.appendingPathComponent("a.png").path,
        ])
        #expect(one.status == 0, "\(one.stderr)")
        let two = try CLI.run([
            "sheet", CLI.example("weather.json"), "--device", "16,se1", "--color-scheme", "both", "--output",
            dir.appendingPathComponent("b.png").path,
        ])
        #expect(two.status == 0, "\(two.stderr)")
        #expect(CLI.contents(dir) == ["a.png", "b.png"])
        let a = try pngSize(dir.appendingPathComponent("a.png")), b = try pngSize(dir.appendingPathComponent("b.png"))
        #expect(b.1 > a.1 && b.0 > a.0)
        let bad = try CLI.run(["sheet", CLI.example("weather.json"), "--output", "/nonexistent-folder/s.png"])
        #expect(bad.status == 1 && bad.stderr.hasPrefix("error: output folder '/nonexistent-folder'"))
    }

    @Test("render gallery writes index.html naming every PNG it wrote, and nothing else")
    func gallery() throws {
        let dir = try CLI.temporaryDirectory().appendingPathComponent("new-folder")
        let r = try CLI.run([
            "gallery", CLI.example("weather.json"), "--device", "16,ipad mini", "--variant", "all", "--output",
            dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let files = CLI.contents(dir)
        // 2 devices × 2 families × light, dark × normal, placeholder, and the page.
        #expect(files.count == 17 && files.contains("index.html"))
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        for png in files where png.hasSuffix(".png") {
            #expect(isCompletePNG(dir.appendingPathComponent(png)))
            // Shown at its size in points; the file holds that many points at its density.
            let tag = try #require(html.range(of: "src=\"\(png)\""), "\(png) is not on the page")
            let rest = html[tag.upperBound...].prefix(300)
            func attribute(_ name: String) -> Double? {
                guard let r = rest.range(of: " \(name)=\"") else { return nil }
                return Double(rest[r.upperBound...].prefix { $0 != "\"" })
            }
            let density = try #require(
                rest.range(of: "x\"").map { Double(rest[..<$0.lowerBound].split(separator: " ").last!) ?? 0 })
            let (w, h) = try pngSize(dir.appendingPathComponent(png))
            #expect(try Double(w) == (#require(attribute("width")) * density).rounded(), "\(png)")
            #expect(try Double(h) == (#require(attribute("height")) * density).rounded(), "\(png)")
        }
    }

    /// A fresh folder with the entry `name`, written by `write(text)` from `document(text)`
    /// (first with "one"), and an empty `out/` to render into.
    func watchedEntry(_ name: String, _ document: @escaping (String) -> String) throws -> (
        dir: URL, entry: URL, out: URL, write: (String) throws -> Void
    ) {
        let dir = try CLI.temporaryDirectory()
        let entry = dir.appendingPathComponent(name)
        let write: (String) throws -> Void = { text in try Data(document(text).utf8).write(to: entry) }
        try write("one")
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        return (dir, entry, out, write)
    }

    @Test("--watch renders again after each save, reports an error and keeps going")
    func watch() throws {
        let (dir, entry, out, write) = try watchedEntry("w.json") { text in
            #"{"version": 1, "kind": "W", "families": ["systemSmall"], "view": {"type": "Text", "text": "\#(text)"}}"#
        }
        let watcher = try CLI.start([entry.path, "--output", out.path, "--watch"])
        defer { watcher.stop() }
        let png = out.appendingPathComponent("W-systemSmall-iPhone17@3x.png")
        try watcher.waitFor("watching", count: 1)
        let first = try Data(contentsOf: png)
        try write("two")
        try watcher.waitFor("watching", count: 2)
        #expect(watcher.output.contains("wrote \(png.path)"))
        let second = try Data(contentsOf: png)
        #expect(first != second)
        try Data("{ not json".utf8).write(to: entry)
        try watcher.waitFor("watching", count: 3)
        #expect(watcher.errors.contains("error: \(entry.path):"))
        #expect(try Data(contentsOf: png) == second)
        try write("one")
        try watcher.waitFor("watching", count: 4)
        #expect(try Data(contentsOf: png) == first)
        // An entry naming an image that is not there yet: an error, then a render as soon
        // as the file appears.
        try Data(
            ##"{"version": 1, "kind": "W", "families": ["systemSmall"], "view": {"type": "Image", "src": "later.png"}}"##
                .utf8
        ).write(to: entry)
        try watcher.waitFor("watching", count: 5)
        #expect(watcher.errors.contains("later.png"))
        try FileManager.default.copyItem(
            atPath: CLI.packageRoot.appendingPathComponent("Examples/Images/logo.png").path,
            toPath: dir.appendingPathComponent("later.png").path)
        try watcher.waitFor("watching", count: 6)
        #expect(try Data(contentsOf: png) != first)
        #expect(watcher.isRunning)
    }

    @Test("--watch warns of a missing symbol again on every run, once per run")
    func watchWarnsEachRun() throws {
        let (_, entry, out, write) = try watchedEntry("s.json") { text in
            #"{"version": 1, "kind": "S", "families": ["systemSmall"], "view": {"type": "VStack", "children": [{"type": "Image", "systemName": "not.a.symbol"}, {"type": "Text", "text": "\#(text)"}]}}"#
        }
        let watcher = try CLI.start([entry.path, "--output", out.path, "--watch"])
        defer { watcher.stop() }
        try watcher.waitFor("watching", count: 1)
        try write("two")
        try watcher.waitFor("watching", count: 2)
        // Standard error arrives through its own pipe: give it a moment to catch up.
        func count() -> Int {
            watcher.errors.components(separatedBy: "no substitute for the SF Symbol \"not.a.symbol\"").count - 1
        }
        let deadline = Date().addingTimeInterval(10)
        while count() < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(count() == 2, "\(watcher.errors)")
    }

    @Test("gallery --watch rewrites the page and bumps the version the page polls")
    func galleryWatch() throws {
        let dir = try CLI.temporaryDirectory()
        let entry = dir.appendingPathComponent("g.json")
        let text = try String(contentsOfFile: CLI.example("weather.json"), encoding: .utf8)
        try Data(text.utf8).write(to: entry)
        let out = dir.appendingPathComponent("gallery")
        let watcher = try CLI.start(["gallery", entry.path, "--device", "16", "--output", out.path, "--watch"])
        defer { watcher.stop() }
        try watcher.waitFor("watching", count: 1)
        let version = out.appendingPathComponent("version.js")
        let first = try String(contentsOf: version, encoding: .utf8)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("data-version=") && first.hasPrefix("window.galleryVersion = "))
        try Data(text.replacingOccurrences(of: "Cupertino", with: "Shanghai").utf8).write(to: entry)
        try watcher.waitFor("watching", count: 2)
        let second = try String(contentsOf: version, encoding: .utf8)
        #expect(second != first)
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains(second.split(separator: "\"")[1]))
    }

    @Test("an interrupted render, sheet or gallery leaves only whole files")
    func interrupted() throws {
        let dir = try CLI.temporaryDirectory()
        let commands = [
            ["gallery", CLI.example("calendar.json"), "--output", dir.path],
            [CLI.example("calendar.json"), "--device", "all", "--color-scheme", "both", "--output", dir.path],
            ["sheet", CLI.example("calendar.json"), "--output", dir.appendingPathComponent("sheet.png").path],
        ]
        for (command, delay) in zip(commands + commands, [0.4, 0.8, 0.6, 1.2, 1.6, 1.0]) {
            let run = try CLI.start(command)
            usleep(useconds_t(delay * 1_000_000))
            run.interrupt()
            let status = run.wait()
            #expect(status == 0 || status == 130, "exit status \(status)")
            for name in CLI.contents(dir) {
                #expect(!name.hasPrefix("."), "left behind \(name)")
                if name.hasSuffix(".png") { #expect(isCompletePNG(dir.appendingPathComponent(name)), "\(name)") }
            }
        }
    }
}

@Suite("render with SF Symbols")
struct SymbolCLITests {
    @Test("an unknown symbol name is a warning on stderr, not an error; render symbols lists the names")
    func unknownSymbol() throws {
        let dir = try CLI.temporaryDirectory()
        let entry = dir.appendingPathComponent("s.json")
        try Data(
            ##"{"version": 1, "kind": "S", "families": ["systemSmall"], "view": {"type": "HStack", "children": [{"type": "Image", "systemName": "heart.fill"}, {"type": "Image", "systemName": "not.a.symbol"}]}}"##
                .utf8
        ).write(to: entry)
        let r = try CLI.run([entry.path, "--output", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stderr.contains(
                "warning: \(entry.path): $.view.children[1].systemName: no substitute for the SF Symbol \"not.a.symbol\""
            ))
        #expect(CLI.contents(dir).contains("S-systemSmall-iPhone17@3x.png"))
        // The warning names the families and devices whose renders show the box, once.
        let two = dir.appendingPathComponent("t.json")
        try Data(
            ##"{"version": 1, "kind": "T", "families": ["systemSmall", "systemMedium"], "view": {"type": "Image", "systemName": "not.a.symbol"}, "familyViews": {"systemMedium": {"type": "Image", "systemName": "no.such.glyph"}}}"##
                .utf8
        ).write(to: two)
        let many = try CLI.run([two.path, "--device", "iPhone 16,iPad mini 8.3-inch", "--output", dir.path])
        #expect(many.status == 0, "\(many.stderr)")
        #expect(
            many.stderr.contains(
                "$.view.systemName: no substitute for the SF Symbol \"not.a.symbol\"; drawn as an empty box in systemSmall on iPhone 16, iPad mini 8.3-inch"
            ), "\(many.stderr)")
        #expect(
            many.stderr.contains(
                "$.familyViews.systemMedium.systemName: no substitute for the SF Symbol \"no.such.glyph\"; drawn as an empty box in systemMedium on iPhone 16, iPad mini 8.3-inch"
            ), "\(many.stderr)")
        #expect(many.stderr.components(separatedBy: "not.a.symbol").count == 2, "warned once: \(many.stderr)")
        // The same name in two families' views, one rendered: the rendered one is named.
        let same = dir.appendingPathComponent("u.json")
        try Data(
            ##"{"version": 1, "kind": "U", "families": ["systemSmall", "systemMedium"], "familyViews": {"systemSmall": {"type": "Image", "systemName": "not.a.symbol"}, "systemMedium": {"type": "Image", "systemName": "not.a.symbol"}}}"##
                .utf8
        ).write(to: same)
        let one = try CLI.run([same.path, "--family", "systemMedium", "--output", dir.path])
        #expect(
            one.stderr.contains(
                "$.familyViews.systemMedium.systemName: no substitute for the SF Symbol \"not.a.symbol\"; drawn as an empty box in systemMedium on iPhone 17"
            ),
            "\(one.stderr)")
        let list = try CLI.run(["symbols"])
        #expect(list.status == 0 && list.out.split(separator: "\n").count >= 1000)
        #expect(list.out.contains("heart.fill  bi:heart-fill\n"))
    }
}
