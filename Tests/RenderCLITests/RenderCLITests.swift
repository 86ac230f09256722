// The `render` command as a user runs it: the built binary, its exit status, its one-line
// errors, and the files it leaves (or does not leave) behind.

import Foundation
import Testing

struct CLIResult {
    var status: Int32
    var stdout: Data
    var stderr: String
    var out: String { String(decoding: stdout, as: UTF8.self) }
}

/// `CLI.scratchRoot`'s path, for the exit handler (which can capture nothing).
nonisolated(unsafe) private var scratchRootPath = ""

/// Removes `path` and all it holds: links are removed, never followed, and folders a test
/// made read-only are opened up first.
private func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
        chmod(path, 0o700)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            removeTree(path + "/" + name)
        }
        rmdir(path)
    } else {
        unlink(path)
    }
}

enum CLI {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The `render` executable built beside this test bundle, or the one `RENDER_BINARY`
    /// names (CI runs the hostile-input tests again against the optimized build).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["RENDER_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("render")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/render")
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A new empty folder for one test, inside `scratchRoot`.
    static func temporaryDirectory() throws -> URL {
        let url = scratchRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The folder the tests' folders are made in: one per test process, removed with all
    /// it holds when the process exits (links are removed, never followed).
    static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("render-cli-\(getpid())")
        scratchRootPath = root.path
        atexit { removeTree(scratchRootPath) }
        return root
    }()

    static func contents(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    /// A PNG's width and height (IHDR, big-endian, at bytes 16…23).
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let png = try Data(contentsOf: url)
        return (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    static func example(_ name: String) -> String { packageRoot.appendingPathComponent("Examples/\(name)").path }
}

@Suite("render command")
struct RenderCLITests {
    @Test("renders the requested family with the documented file name and pixel size")
    func rendersMedium() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            CLI.example("weather.json"), "--family", "medium", "--device", "iPhone 15 Pro Max", "--os", "18",
            "--output", dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLI.contents(dir) == ["Weather-systemMedium-iPhone15ProMax@3x.png"])
        let png = try Data(contentsOf: dir.appendingPathComponent("Weather-systemMedium-iPhone15ProMax@3x.png"))
        // IHDR width and height, big-endian, at bytes 16…23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1092 && height == 510)
        #expect(r.out == dir.appendingPathComponent("Weather-systemMedium-iPhone15ProMax@3x.png").path + "\n")
    }

    @Test("an entry with a one-character name in the current folder renders, checks and shows (it used to crash)")
    func oneCharacterEntry() throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: CLI.example("weather.json"), toPath: dir.appendingPathComponent("w").path)
        let r = try CLI.run(["w", "--family", "small", "-o", "out/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.out.hasPrefix("out/Weather-systemSmall-") && r.out.hasSuffix(".png\n"), "\(r.out)")
        let check = try CLI.run(["check", "w", "--record", "--force-record"], in: dir)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(CLI.contents(dir.appendingPathComponent("Goldens")).count > 1)
    }

    @Test("a scheme other than the entry's is named in the file, so dark never overwrites light; -o is --output")
    func schemeInFileName() throws {
        let dir = try CLI.temporaryDirectory()
        for scheme in ["light", "dark"] {
            let r = try CLI.run([
                CLI.example("weather.json"), "--family", "small", "--color-scheme", scheme, "-o", dir.path,
            ])
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(
            CLI.contents(dir) == ["Weather-systemSmall-iPhone17@3x-dark.png", "Weather-systemSmall-iPhone17@3x.png"])
        let version = try CLI.run(["--version"])
        #expect(version.status == 0 && version.out.contains("entry format 1 and 1.1"))
    }

    @Test("--output: an existing folder or one ending in / (created), a .png file for one image, or -")
    func outputRule() throws {
        let dir = try CLI.temporaryDirectory()
        let weather = CLI.example("weather.json")
        let created = try CLI.run([weather, "-o", dir.appendingPathComponent("new/deeper").path + "/"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(CLI.contents(dir.appendingPathComponent("new/deeper")).count == 2)
        let one = try CLI.run([weather, "--family", "small", "-o", dir.appendingPathComponent("one.png").path])
        #expect(one.status == 0 && one.out == dir.appendingPathComponent("one.png").path + "\n", "\(one.stderr)")
        let two = try CLI.run([weather, "-o", dir.appendingPathComponent("two.png").path])
        #expect(two.status == 1 && two.stderr.contains("writes one image; this entry renders 2 images"))
        let typo = try CLI.run([weather, "-o", dir.appendingPathComponent("nofolder").path])
        #expect(typo.status == 1 && typo.stderr.contains("expected a folder (end it with / to create one)"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("two.png").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("nofolder").path))
    }

    @Test("--png-speed small writes a smaller file of the same pixels; fast is the default")
    func pngSpeed() throws {
        let dir = try CLI.temporaryDirectory()
        let weather = CLI.example("weather.json")
        let fast = dir.appendingPathComponent("fast.png"), small = dir.appendingPathComponent("small.png")
        #expect(try CLI.run([weather, "--family", "medium", "-o", fast.path]).status == 0)
        let r = try CLI.run([weather, "--family", "medium", "--png-speed", "small", "-o", small.path])
        #expect(r.status == 0, "\(r.stderr)")
        let fastBytes = try Data(contentsOf: fast), smallBytes = try Data(contentsOf: small)
        #expect(smallBytes.count < fastBytes.count)
        let diff = try CLI.run(["diff", fast.path, small.path, "--channel-tolerance", "0"])
        #expect(diff.status == 0, "\(diff.out)")
        // Refused before anything is drawn, by every command that writes PNG files: a usage
        // error naming the values.
        for command in ["png", "sheet", "timeline"] {
            let refused = try CLI.run([
                command, weather, "--family", "medium", "--png-speed", "slow", "-o",
                dir.appendingPathComponent("x.png").path,
            ])
            #expect(
                refused.status == 64
                    && refused.stderr
                        == "error: The value 'slow' is invalid for '--png-speed <png-speed>'. Please provide one of 'fast' and 'small'. (see `render \(command) --help`)\n",
                "\(command): \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    @Test("without --family every family of the entry is written, into the current folder by default")
    func allFamilies() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([CLI.example("calendar.json")], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(dir) == [
                "Calendar-systemLarge-iPhone17@3x.png", "Calendar-systemMedium-iPhone17@3x.png",
                "Calendar-systemSmall-iPhone17@3x.png",
            ])
        #expect(
            r.out
                == "Calendar-systemSmall-iPhone17@3x.png\nCalendar-systemMedium-iPhone17@3x.png\nCalendar-systemLarge-iPhone17@3x.png\n"
        )
    }

    @Test("--variant all writes the normal and the placeholder snapshot")
    func variants() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            CLI.example("weather.json"), "--family", "small", "--variant", "all", "--output", dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(dir) == [
                "Weather-systemSmall-iPhone17@3x-placeholder.png", "Weather-systemSmall-iPhone17@3x.png",
            ])
    }

    @Test("--color-scheme both writes a light and a dark snapshot")
    func bothSchemes() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([
            CLI.example("calendar.json"), "--family", "small", "--color-scheme", "both", "--output", dir.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(dir) == [
                "Calendar-systemSmall-iPhone17@3x-dark.png", "Calendar-systemSmall-iPhone17@3x-light.png",
            ])
        let light = try Data(contentsOf: dir.appendingPathComponent("Calendar-systemSmall-iPhone17@3x-light.png"))
        let dark = try Data(contentsOf: dir.appendingPathComponent("Calendar-systemSmall-iPhone17@3x-dark.png"))
        #expect(light != dark)
    }

    @Test("--output - writes PNG bytes to standard output")
    func stdout() throws {
        let r = try CLI.run([CLI.example("weather.json"), "--family", "small", "--output", "-", "--scale", "2"])
        #expect(r.status == 0)
        #expect(Array(r.stdout.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test("render devices --json lists every device with its sizes")
    func devicesJSON() throws {
        let r = try CLI.run(["devices", "--json"])
        #expect(r.status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]])
        // The 62 iPhones and iPads, then 7 watches and the Mac (not part of `all`).
        #expect(list.count == 62 + 8)
        #expect(list.filter { $0["inAll"] as? Bool == false }.count == 8)
        let proMax = try #require(list.first { $0["name"] as? String == "iPhone 15 Pro Max" })
        #expect(proMax["scale"] as? Int == 3)
        let sizes = try #require(proMax["families_iOS18"] as? [String: [Double]])
        #expect(sizes["systemMedium"] == [364, 170])
        #expect((proMax["families_iOS26"] as? [String: [Double]])?["systemSmall"] == [174.667, 174.667])
    }

    @Test("render layout prints the dump, and --size lays out a bare canvas")
    func layout() throws {
        let r = try CLI.run(["layout", CLI.example("weather.json"), "--family", "small"])
        #expect(r.status == 0, "\(r.stderr)")
        let dump = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])
        #expect(dump["size"] as? [Double] == [164.333, 164.333])
        #expect(dump["scale"] as? Double == 3)
        let root = try #require(dump["root"] as? [String: Any])
        #expect(root["type"] as? String == "VStack")
        // The root is proposed the 132.333 pt square content area and centred in it (to a pixel).
        let outer = try #require((root["outerFrame"] ?? root["frame"]) as? [Double])
        let middle = 164.333 / 2
        #expect(abs(outer[0] + outer[2] / 2 - middle) <= 0.34 && abs(outer[1] + outer[3] / 2 - middle) <= 0.34)
        let children = try #require(root["children"] as? [[String: Any]])
        let texts = children.filter { $0["type"] as? String == "Text" }
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0["lines"] as? Int == 1 && $0["truncated"] as? Bool == false })
        let bare = try CLI.run([
            "layout", CLI.example("weather.json"), "--family", "small", "--size", "200x100", "--scale", "2",
        ])
        let bareDump = try #require(try JSONSerialization.jsonObject(with: bare.stdout) as? [String: Any])
        #expect(bareDump["size"] as? [Double] == [200, 100])
        #expect(bareDump["scale"] as? Double == 2)
    }

    /// Bad input: status 1, one `error: …` line, nothing written.
    func expectRefusal(
        _ arguments: [String], _ expected: String, status: Int32 = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run(arguments + (arguments.contains("--output") ? [] : ["--output", dir.path]), in: dir)
        #expect(r.status == status, sourceLocation: sourceLocation)
        #expect(r.stderr == "error: \(expected)\n", sourceLocation: sourceLocation)
        #expect(CLI.contents(dir).isEmpty, "files were left behind", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    func entry(_ text: String) throws -> String {
        let dir = try CLI.temporaryDirectory()
        let url = dir.appendingPathComponent("entry.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("--rendering-mode and --accent-tint change the pixels, and bad values are refused")
    func renderingModes() throws {
        func png(_ extra: [String]) throws -> Data {
            let r = try CLI.run(
                [CLI.example("weather.json"), "--family", "small", "--scale", "1", "--output", "-"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            return r.stdout
        }
        let plain = try png([])
        let accented = try png(["--rendering-mode", "accented"])
        let orange = try png(["--rendering-mode", "accented", "--accent-tint", "#FF9F0A"])
        let vibrant = try png(["--rendering-mode", "vibrant"])
        #expect(Set([plain, accented, orange, vibrant]).count == 4)
        // The mode is in the file name when it is not the family's default.
        let dir = try CLI.temporaryDirectory()
        for mode in ["fullColor", "accented"] {
            let r = try CLI.run(
                [CLI.example("weather.json"), "--family", "small", "--rendering-mode", mode, "--output", dir.path])
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(
            CLI.contents(dir) == [
                "Weather-systemSmall-iPhone17@3x-accented.png", "Weather-systemSmall-iPhone17@3x.png",
            ])
        try expectRefusal(
            [CLI.example("weather.json"), "--accent-tint", "orange"],
            "--accent-tint takes a color as #RRGGBB, found 'orange'")
    }

    @Test("Lock Screen families render at their sizes")
    func lockScreen() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run([CLI.example("lockscreen.json"), "--output", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(dir) == [
                "LockScreen-accessoryCircular-iPhone17@3x.png", "LockScreen-accessoryInline-iPhone17@3x.png",
                "LockScreen-accessoryRectangular-iPhone17@3x.png",
            ])
    }

    @Test("a missing file")
    func missingFile() throws {
        try expectRefusal(["/nonexistent/entry.json"], "/nonexistent/entry.json: no such file")
    }

    @Test("invalid JSON names the line and column")
    func invalidJSON() throws {
        let path = try entry("{\n  \"version\": 1\n  \"view\": {}\n}")
        try expectRefusal([path], "\(path): line 3, column 3: expected ',' or '}' after an object member")
    }

    @Test("a document that breaks the format names the JSON path")
    func badDocument() throws {
        let path = try entry(
            "{\"version\": 1, \"view\": {\"type\": \"VStack\", \"children\": [{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"padding\": true}]}]}}"
        )
        try expectRefusal(
            [path],
            "\(path): $.view.children[0].modifiers[0].padding: expected a number or an object with keys bottom, edges, leading, length, top, trailing, found true"
        )
    }

    @Test("an unknown device lists the closest names")
    func unknownDevice() throws {
        try expectRefusal(
            [CLI.example("weather.json"), "--device", "iPhone 99 Pro"],
            "unknown device 'iPhone 99 Pro'; closest: 'iPhone 11 Pro', 'iPhone 12 Pro', 'iPhone 13 Pro' (`render devices` lists them all)"
        )
    }

    @Test("an unknown family lists the accepted names")
    func unknownFamily() throws {
        try expectRefusal(
            [CLI.example("weather.json"), "--family", "huge"],
            "unknown family 'huge'; expected one of small (systemSmall), medium (systemMedium), large (systemLarge), extraLarge (systemExtraLarge), extraLargePortrait (systemExtraLargePortrait), circular (accessoryCircular), rectangular (accessoryRectangular), inline (accessoryInline), corner (accessoryCorner)"
        )
    }

    @Test("a family the entry does not support")
    func unsupportedFamily() throws {
        let path = CLI.example("weather.json")
        try expectRefusal(
            [path, "--family", "large"],
            "\(path): the entry supports systemSmall, systemMedium, not systemLarge (add it to \"families\")")
    }

    @Test("an image path that escapes the entry's folder")
    func escapingImage() throws {
        let path = try entry("{\"version\": 1, \"view\": {\"type\": \"Image\", \"src\": \"../../etc/passwd\"}}")
        try expectRefusal(
            [path],
            "\(path): $.view.src: the path \"../../etc/passwd\" leads outside the entry's folder; keep images and fonts beside the entry"
        )
    }

    @Test("an unwritable or missing output folder")
    func unwritableOutput() throws {
        try expectRefusal(
            [CLI.example("weather.json"), "--output", "/nonexistent-folder"],
            "--output /nonexistent-folder: expected a folder (end it with / to create one), a file ending in .png, or - for standard output"
        )
        // A folder that exists but refuses writes, even for root.
        try expectRefusal([CLI.example("weather.json"), "--output", "/proc"], "output folder '/proc' is not writable")
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("file")
        try Data().write(to: file)
        try expectRefusal(
            [CLI.example("weather.json"), "--output", file.path],
            "--output \(file.path): expected a folder (end it with / to create one), a file ending in .png, or - for standard output"
        )
    }

    @Test("a feature not drawn yet fails with nothing written, even when other families would render")
    func notSupportedYet() throws {
        let path = try entry(
            "{\"version\": 1, \"families\": [\"systemSmall\", \"systemMedium\"], \"view\": {\"type\": \"Text\", \"text\": \"a\"}, \"familyViews\": {\"systemMedium\": {\"type\": \"RoundedRectangle\", \"cornerSize\": {\"width\": 4, \"height\": 8}}}}"
        )
        try expectRefusal(
            [path],
            "\(path): $.familyViews.systemMedium.cornerSize: a cornerSize with different width and height is not supported yet; nothing was written (remove it, or see \"Supported today\" in docs/drawing.md)"
        )
    }

    @Test("--output - with several families is refused")
    func stdoutNeedsOneImage() throws {
        try expectRefusal(
            [CLI.example("weather.json"), "--output", "-"],
            "--output - writes one image; this entry renders 2 images, so pick one family with --family, one device, one --variant and one --color-scheme, or give a folder"
        )
    }

    @Test(
        "bad option values",
        arguments: [
            (["--os", "15"], "--os 15 is not supported; use one of 16, 17, 18, 26, 27"),
            (["--scale", "0"], "--scale must be a number greater than 0 and at most 4, found 0"),
            (["--size", "10by10"], "--size takes WIDTHxHEIGHT in points, such as 200x100; found '10by10'"),
            (
                ["--size", "1e300x1", "--family", "small"],
                "\(CLI.example("weather.json")): the canvas would be more than 16384×3 pixels; sides must be 1…16384 pixels"
            ),
        ])
    func badOptions(_ extra: [String], _ message: String) throws {
        try expectRefusal([CLI.example("weather.json")] + extra, message)
    }

    /// The options that take one of a few words are typed (OptionChoices.swift): another
    /// word is a usage error (exit status 64) that lists them all, the same whether the
    /// one-shot reader or the argument parser reads the command line.
    @Test(
        "a word an option does not take is a usage error naming the words it takes",
        arguments: [
            (["--color-scheme", "sepia"], "--color-scheme <color-scheme>", "'light', 'dark' or 'both'"),
            (["--variant", "loading"], "--variant <variant>", "'normal', 'placeholder', 'privacy' or 'all'"),
            (
                ["--rendering-mode", "tinted"], "--rendering-mode <rendering-mode>",
                "'fullColor', 'accented' or 'vibrant'"
            ),
            (["--place", "sideways"], "--place <place>", "'standard', 'standby' or 'standby-night'"),
            (["--appearance", "frosted"], "--appearance <appearance>", "'clear' and 'tinted'"),
            (["--png-speed", "slow"], "--png-speed <png-speed>", "'fast' and 'small'"),
        ])
    func badWords(_ extra: [String], _ option: String, _ words: String) throws {
        let value = extra[1]
        let expected =
            "The value '\(value)' is invalid for '\(option)'. Please provide one of \(words). (see `render png --help`)"
        // `render ENTRY` (the one-shot reader hands it to the parser), `render png ENTRY`
        // (the parser alone), and the option before the entry.
        for arguments in [
            [CLI.example("weather.json")] + extra, ["png", CLI.example("weather.json")] + extra,
            extra + [CLI.example("weather.json")],
        ] {
            try expectRefusal(arguments, expected, status: 64)
        }
    }
}
