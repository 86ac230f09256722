// Hostile input, as `render check` meets it on a pull request: every class of attack the
// "Limits and safety" (docs/limits.md) names, each generated here (no large file is committed),
// run in a child process under `ulimit -v` (1.5 GiB of address space) and a clock.
//
// Each case asserts what a CI owner relies on: the exit status, one `error: …` line on
// standard error (never a trap or a stack trace), that nothing was written or replaced,
// and the time. CI runs this suite twice: with the debug build as part of `swift test`,
// and against the optimized build (`RENDER_BINARY`), where the limit is 10 s a process.

import Foundation
import Testing

/// A folder of generated input and the `render` runs made in it.
struct HostileWorkspace {
    let dir: URL

    init() throws { dir = try CLI.temporaryDirectory() }

    /// Seconds a hostile run may take: 10 for the optimized build, more for debug builds.
    static var timeLimit: Double { ProcessInfo.processInfo.environment["RENDER_BINARY"] == nil ? 90 : 10 }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    func write(_ name: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: dir.appendingPathComponent(name))
    }

    /// An entry document around `view` (JSON text), with `extra` top-level members.
    func entry(_ name: String, view: String, extra: String = "", families: String = "\"systemSmall\"") throws {
        try write(
            name, "{\"version\": 1, \"families\": [\(families)]\(extra.isEmpty ? "" : ", " + extra), \"view\": \(view)}"
        )
    }

    /// A file of `size` bytes that takes no disk space (a sparse file).
    func sparse(_ name: String, size: Int) throws {
        let fd = open(path(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0)
        #expect(ftruncate(fd, off_t(size)) == 0)
        close(fd)
    }

    /// Everything in the folder (recursively) with its size and kind, to show that nothing
    /// was written, replaced or removed.
    func snapshot() -> [String] {
        var result: [String] = []
        let e = FileManager.default.enumerator(atPath: dir.path)
        while let name = e?.nextObject() as? String {
            var info = stat()
            lstat(path(name), &info)
            result.append("\(name) \(info.st_mode) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
        }
        return result.sorted()
    }

    /// Runs `render` with `arguments` in the folder under the address-space limit, through
    /// a shell so that `redirect` (such as `>/dev/full`) applies to the child.
    func run(
        _ arguments: [String], redirect: String = "", stdin: String = "</dev/null", environment: [String] = [],
        addressSpaceKB: Int = 1_572_864
    ) throws -> (result: CLIResult, seconds: Double) {
        let quote = { (s: String) in "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let quoted = ([CLI.binary.path] + arguments).map(quote)
        let exports = environment.map { "export \(quote($0)); " }.joined()
        // CI is cleared for the child: some cases record goldens, which CI=true refuses.
        let script =
            "unset CI; \(exports)ulimit -v \(addressSpaceKB); exec \(quoted.joined(separator: " ")) \(redirect) \(stdin)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = dir
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let start = Date()
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        return (
            CLIResult(status: process.terminationStatus, stdout: o, stderr: String(decoding: e, as: UTF8.self)),
            seconds
        )
    }

    /// Runs `render` and expects a refusal: `status`, one line `error: …` containing
    /// `message`, within the time limit, and the folder exactly as it was.
    @discardableResult
    func expectRefusal(
        _ arguments: [String], _ message: String, status: Int32 = 1, redirect: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CLIResult {
        let before = snapshot()
        let (r, seconds) = try run(arguments, redirect: redirect)
        #expect(r.status == status, "exit status; stderr: \(r.stderr)", sourceLocation: sourceLocation)
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 1, "one line on stderr, got: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix("error: "), "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.contains(message), "expected '\(message)' in: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(!r.stderr.contains("NSCocoaErrorDomain"), sourceLocation: sourceLocation)
        #expect(seconds < Self.timeLimit, "took \(seconds) s", sourceLocation: sourceLocation)
        #expect(snapshot() == before, "the folder changed", sourceLocation: sourceLocation)
        return r
    }
}

/// A PNG file: signature, IHDR (with its CRC) claiming `width` × `height`, then `rest`
/// (by default an empty IDAT and IEND: a header a reader believes, and no pixels).
func pngHeader(width: Int, height: Int, rest: [UInt8]? = nil, damageCRC: Bool = false) -> [UInt8] {
    func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }
    let chunk = Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0]
    var crc = crc32(chunk)
    if damageCRC { crc ^= 1 }
    let empty = { (type: String) in be32(0) + Array(type.utf8) + be32(Int(crc32(Array(type.utf8)))) }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + chunk + be32(Int(crc))
        + (rest ?? empty("IDAT") + empty("IEND"))
}

/// A whole, readable PNG of `width` × `height` clear pixels, its zlib stream made of stored
/// (uncompressed) blocks, so a test needs no compressor.
func storedPNG(width: Int, height: Int) -> [UInt8] {
    func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }
    let raw = [UInt8](repeating: 0, count: height * (1 + width * 4))  // filter 0, clear pixels
    var z: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let n = min(65_535, raw.count - offset)
        z += [offset + n == raw.count ? 1 : 0, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8 & 255)]
        z += raw[offset..<offset + n]
        offset += n
    } while offset < raw.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw {
        a = (a + UInt32(byte)) % 65_521
        b = (b + a) % 65_521
    }
    z += be32(Int(b << 16 | a))
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", z) + chunk("IEND", [])
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
        c ^= UInt32(b)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
}

/// A JPEG header (SOI, a progressive SOF2 frame claiming `width` × `height`, three
/// components) followed by junk: what a 1 KB "image" that claims gigapixels looks like.
func progressiveJPEGBomb(width: Int, height: Int) -> [UInt8] {
    let sof: [UInt8] = [
        0xFF, 0xC2, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 255), UInt8(width >> 8), UInt8(width & 255),
        0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    ]
    // A quantization table, so libjpeg reads on to the frame.
    let dqt: [UInt8] = [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
    let dqt1: [UInt8] = [0xFF, 0xDB, 0x00, 0x43, 0x01] + [UInt8](repeating: 1, count: 64)
    // A scan header (DC of all three components) so the header reader stops there.
    let dht: [UInt8] =
        [0xFF, 0xC4, 0x00, 0x14, 0x00] + [1] + [UInt8](repeating: 0, count: 15) + [0]
        + [0xFF, 0xC4, 0x00, 0x14, 0x01] + [1] + [UInt8](repeating: 0, count: 15) + [0]
    let sos: [UInt8] = [0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x00, 0x00]
    return [0xFF, 0xD8] + dqt + dqt1 + sof + dht + sos + [UInt8](repeating: 0x55, count: 800) + [0xFF, 0xD9]
}

@Suite("hostile input")
struct HostileInputTests {
    // MARK: Crashes

    @Test("path data with huge coordinates is refused, in a Path and through a mask")
    func hugePathCoordinates() throws {
        let w = try HostileWorkspace()
        try w.entry("path.json", view: #"{"type": "Path", "d": "M0 0 L1e300 1e300 A1e300 1e300 0 0 1 5 5 Z"}"#)
        try w.expectRefusal(["path.json", "--output", w.dir.path], "$.view.d: bad SVG path data")
        try w.entry(
            "mask.json",
            view:
                ##"{"type": "Color", "color": "#FF0000", "modifiers": [{"mask": {"type": "Path", "d": "M0 0 l99999 0 l99999 0 l99999 0 l99999 0 l99999 0 l99999 0 l99999 0 l99999 0 l99999 0 l99999 0 l99999 0 Z"}}]}"##
        )
        try w.expectRefusal(["mask.json", "--output", w.dir.path], "the path reaches beyond")
    }

    @Test("a chain of 1,000 modifiers is refused by render and render layout, and check carries on")
    func longModifierChain() throws {
        let w = try HostileWorkspace()
        let chain = Array(repeating: #"{"opacity": 0.99}"#, count: 1000).joined(separator: ",")
        try w.entry("chain.json", view: ##"{"type": "Color", "color": "#FF0000", "modifiers": [\##(chain)]}"##)
        try w.expectRefusal(["chain.json", "--output", w.dir.path], "nest more than 200 levels deep")
        try w.expectRefusal(["layout", "chain.json"], "nest more than 200 levels deep")
        // In a check run with a good entry, the bad one fails alone; the run ends with its
        // summary and JUnit file.
        try FileManager.default.createDirectory(atPath: w.path("set"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: w.path("chain.json"), toPath: w.path("set/chain.json"))
        try w.entry("set/good.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""kind": "Good""#)
        let (r, _) = try w.run(["check", "set", "--goldens", "goldens", "--junit", "junit.xml"])
        #expect(r.status == 1)
        #expect(r.out.contains("nest more than 200 levels deep"), "\(r.out)")
        #expect(FileManager.default.fileExists(atPath: w.path("junit.xml")))
    }

    @Test("views and modifiers at the depth limit render, on the main thread and in check's workers")
    func atTheDepthLimit() throws {
        let w = try HostileWorkspace()
        // 10 stacks nested, each with 18 modifiers, then a leaf with 9: depth 199 + the leaf.
        let modifiers = (0..<18).map { i in
            [
                #"{"padding": 0.5}"#, #"{"frame": {"maxWidth": "infinity"}}"#, #"{"offset": {"x": 0, "y": 0}}"#,
                ##"{"background": "#00000010"}"##, ##"{"opacity": 0.999}"##, ##"{"fixedSize": true}"##,
            ][i % 6]
        }.joined(separator: ",")
        let leafModifiers = Array(repeating: #"{"padding": 0.1}"#, count: 9).joined(separator: ",")
        var view = #"{"type": "Text", "text": "deep", "modifiers": [\#(leafModifiers)]}"#
        for _ in 0..<10 { view = #"{"type": "VStack", "children": [\#(view)], "modifiers": [\#(modifiers)]}"# }
        try w.entry("deep.json", view: view, extra: #""kind": "Deep""#)
        let (r, seconds) = try w.run(["deep.json", "--output", w.dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(seconds < HostileWorkspace.timeLimit)
        let (layout, _) = try w.run(["layout", "deep.json"])
        #expect(layout.status == 0, "\(layout.stderr)")
        // Several snapshots at once: rendered by concurrent workers.
        try FileManager.default.createDirectory(atPath: w.path("set"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: w.path("deep.json"), toPath: w.path("set/deep.json"))
        let (check, _) = try w.run(["check", "set", "--goldens", "goldens", "--record-missing", "--device", "iphone"])
        #expect(check.status == 0, "\(check.out) \(check.stderr)")
        // One view deeper is refused.
        try w.entry("deeper.json", view: #"{"type": "VStack", "children": [\#(view)]}"#)
        try w.expectRefusal(["deeper.json", "--output", w.dir.path], "nest more than 200 levels deep")
    }

    @Test("sheet --output takes a .png file, a folder or -, and refuses a bare name")
    func sheetOutputs() throws {
        let w = try HostileWorkspace()
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""kind": "S""#)
        try w.expectRefusal(
            ["sheet", "e.json", "--device", "iPhone 16", "--output", "x"], "--output x: expected a folder")
        let (folder, _) = try w.run(["sheet", "e.json", "--device", "iPhone 16", "--output", "d/"])
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(FileManager.default.fileExists(atPath: w.path("d/S-sheet.png")))
        let (out, _) = try w.run(["sheet", "e.json", "--device", "iPhone 16", "--output", "-"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("PNG bytes to a full or closed standard output are an error, not a trap")
    func brokenStandardOutput() throws {
        let w = try HostileWorkspace()
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#)
        try w.expectRefusal(
            ["e.json", "--output", "-"], "cannot write to standard output: No space left", redirect: ">/dev/full")
        try w.expectRefusal(
            ["e.json", "--output", "-"], "cannot write to standard output: it is closed", redirect: ">&-")
    }

    @Test("text for a full or closed standard output is an error from every command, help included")
    func textToBrokenStandardOutput() throws {
        let w = try HostileWorkspace()
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#)
        for arguments in [["layout", "e.json"], ["devices", "--json"], ["symbols"], ["--help"], ["check", "--help"]] {
            try w.expectRefusal(
                arguments, "cannot write to standard output: No space left on device", redirect: ">/dev/full")
            try w.expectRefusal(arguments, "cannot write to standard output: it is closed", redirect: ">&-")
        }
        // The paths written: the files are there, and the command says it could not list them.
        let (r, _) = try w.run(["e.json", "--output", "out/"], redirect: ">/dev/full")
        #expect(r.status == 1 && r.stderr == "error: cannot write to standard output: No space left on device\n")
        #expect(CLI.contents(w.dir.appendingPathComponent("out")) == ["widget-systemSmall-iPhone17@3x.png"])
    }

    @Test("an interrupted check --record records none of its goldens and leaves no temporary")
    func interruptedRecord() throws {
        let w = try HostileWorkspace()
        try FileManager.default.createDirectory(atPath: w.path("set"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.example("weather.json"), toPath: w.path("set/weather.json"))
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["check", "set", "--record", "--device", "all", "--variants", "all"]
        process.currentDirectoryURL = w.dir
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["RENDER_PROGRESS_DELAY"] = "0"
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        let seen = NSLock()
        nonisolated(unsafe) var text = ""
        err.fileHandleForReading.readabilityHandler = { h in
            let d = h.availableData
            seen.withLock { text += String(decoding: d, as: UTF8.self) }
        }
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while !seen.withLock({ text.contains("checked ") }) && process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        #expect(process.isRunning, "the check ended before it could be interrupted: \(seen.withLock { text })")
        process.interrupt()
        process.waitUntilExit()
        err.fileHandleForReading.readabilityHandler = nil
        #expect(process.terminationStatus == 130)
        let goldens = CLI.contents(w.dir.appendingPathComponent("set/Goldens"))
        #expect(goldens.isEmpty, "\(goldens)")
    }

    @Test("a 10 MB text is refused before it is typeset")
    func longText() throws {
        let w = try HostileWorkspace()
        try w.entry(
            "t.json", view: "{\"type\": \"Text\", \"text\": \"\(String(repeating: "汉字 text ", count: 1_250_000))\"}")
        try w.expectRefusal(["t.json", "--output", w.dir.path], "text is longer than 20000 characters")
    }

    @Test("the longest text allowed, shrinking to fit, renders in time")
    func longestShrinkingText() throws {
        let w = try HostileWorkspace()
        let text = String(repeating: "Widget 文字 ", count: 1_999)
        try w.entry(
            "t.json",
            view:
                "{\"type\": \"Text\", \"text\": \"\(text)\", \"modifiers\": [{\"minimumScaleFactor\": 0.01}, {\"lineLimit\": 3}]}"
        )
        let (r, seconds) = try w.run(["t.json", "--output", w.dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(seconds < HostileWorkspace.timeLimit)
    }

    // MARK: Escapes and clobbering

    @Test("a symlinked folder leads nowhere, and every refusal of a file reads the same")
    func symlinkedFolder() throws {
        let w = try HostileWorkspace()
        try FileManager.default.createSymbolicLink(atPath: w.path("root"), withDestinationPath: "/")
        try FileManager.default.createDirectory(atPath: w.path("folder.png"), withIntermediateDirectories: true)
        let refusal = "it is outside the entry's folder or not a readable image file"
        for src in ["root/etc/passwd", "root/etc/no-such-file", "missing.png", "folder.png", "root/dev/zero"] {
            try w.entry("e.json", view: "{\"type\": \"Image\", \"src\": \"\(src)\"}")
            try w.expectRefusal(["e.json", "--output", w.dir.path], "cannot use the image \"\(src)\": \(refusal)")
        }
        try w.entry("f.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""fonts": ["root/etc/passwd"]"#)
        try w.expectRefusal(
            ["f.json", "--output", w.dir.path],
            "cannot use the font \"root/etc/passwd\": it is outside the entry's folder or not a readable font file")
    }

    @Test("output targets that are not regular files are refused and left alone")
    func nonRegularTargets() throws {
        let w = try HostileWorkspace()
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""kind": "K""#)
        #expect(mkfifo(w.path("fifo.png"), 0o644) == 0)
        #expect(mkfifo(w.path("K-systemSmall-iPhone17@3x.png"), 0o644) == 0)
        #expect(mkfifo(w.path("junit.xml"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: w.path("null.png"), withDestinationPath: "/dev/null")
        try w.write("a.png", bytes: pngHeader(width: 1, height: 1))
        let notRegular = "something other than a regular file is there"
        try w.expectRefusal(["e.json", "--output", w.dir.path], notRegular)
        try w.expectRefusal(["sheet", "e.json", "--device", "iPhone 16", "--output", "fifo.png"], notRegular)
        try w.expectRefusal(["sheet", "e.json", "--device", "iPhone 16", "--output", "null.png"], notRegular)
        try FileManager.default.createDirectory(atPath: w.path("set"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: w.path("e.json"), toPath: w.path("set/e.json"))
        let (check, _) = try w.run(["check", "set", "--goldens", "g", "--record-missing", "--junit", "junit.xml"])
        #expect(check.status == 1)
        #expect(check.stderr.contains(notRegular), "\(check.stderr)")
        var info = stat()
        lstat(w.path("junit.xml"), &info)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("a kind with control characters or slashes never becomes a file name")
    func hostileKind() throws {
        let w = try HostileWorkspace()
        try w.write("weather.json", "{}")
        for kind in [
            #"bad\u0000weather.json"#, #"a\nb"#, #"\u001b[31mred"#, "../up", ".hidden",
            String(repeating: "k", count: 65),
        ] {
            try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#, extra: "\"kind\": \"\(kind)\"")
            try w.expectRefusal(["e.json", "--output", w.dir.path], "$.kind: expected a name of 1 to 64 characters")
        }
    }

    @Test("when one family fails, no family's file is written")
    func allOrNothing() throws {
        let w = try HostileWorkspace()
        try w.write("broken.png", bytes: pngHeader(width: 10, height: 10, rest: [0, 0, 0, 0]))
        try w.write(
            "e.json",
            #"{"version": 1, "families": ["systemSmall", "systemMedium"], "familyViews": {"systemSmall": {"type": "Text", "text": "fine"}, "systemMedium": {"type": "Image", "src": "broken.png"}}}"#
        )
        try w.expectRefusal(["e.json", "--output", w.dir.path], "is not a readable PNG")
    }

    // MARK: Memory and time bombs

    @Test("a 1 KB progressive JPEG claiming 20000×20000 pixels is refused before decoding")
    func jpegBomb() throws {
        let w = try HostileWorkspace()
        try w.write("bomb.jpg", bytes: progressiveJPEGBomb(width: 20000, height: 20000))
        try w.entry("e.json", view: #"{"type": "Image", "src": "bomb.jpg"}"#)
        try w.expectRefusal(["e.json", "--output", w.dir.path], "claims 20000x20000 pixels")
    }

    @Test("huge files are refused by their size, before a byte is read")
    func hugeFiles() throws {
        let w = try HostileWorkspace()
        try w.sparse("big.json", size: 2_500_000_000)
        try w.expectRefusal(["big.json"], "is 2500000000 bytes; entry documents are limited to 16 MiB")
        try w.sparse("huge.json", size: 3_500_000_000)
        try w.expectRefusal(["huge.json"], "is 3500000000 bytes; entry documents are limited to 16 MiB")
        try w.sparse("big.png", size: 2_500_000_000)
        try w.write("small.png", bytes: pngHeader(width: 1, height: 1))
        try w.expectRefusal(["diff", "big.png", "small.png"], "big.png: is 2500000000 bytes", status: 2)
    }

    @Test("images with more pixels than the budget are refused from their header")
    func pixelBudget() throws {
        let w = try HostileWorkspace()
        try w.write("wide.png", bytes: pngHeader(width: 8000, height: 5000))
        try w.entry("e.json", view: #"{"type": "Image", "src": "wide.png"}"#)
        try w.expectRefusal(["e.json", "--output", w.dir.path], "is 8000×5000 pixels; images may have at most")
        try w.expectRefusal(["diff", "wide.png", "wide.png"], "the PNG is 8000×5000 pixels", status: 2)
        try w.write("damaged.png", bytes: pngHeader(width: 3_000_000, height: 7, damageCRC: true))
        try w.entry("d.json", view: #"{"type": "Image", "src": "damaged.png"}"#)
        let r = try w.expectRefusal(["d.json", "--output", w.dir.path], "is not a readable PNG")
        #expect(!r.stderr.contains("3000000"), "a damaged header's size is not believed: \(r.stderr)")
    }

    @Test("shadows, materials and layers beyond the budget are refused before drawing")
    func drawingBudget() throws {
        let w = try HostileWorkspace()
        let shadowed = Array(repeating: #"{"type": "Circle", "modifiers": [{"shadow": {"radius": 10}}]}"#, count: 1000)
            .joined(separator: ",")
        try w.entry("s.json", view: #"{"type": "ZStack", "children": [\#(shadowed)]}"#)
        try w.expectRefusal(["s.json", "--output", w.dir.path], "shadows, blurs and materials would blur more than")
        let blurred = Array(repeating: #"{"type": "Circle", "modifiers": [{"blur": 10}]}"#, count: 300)
            .joined(separator: ",")
        try w.entry("b.json", view: #"{"type": "ZStack", "children": [\#(blurred)]}"#)
        try w.expectRefusal(["b.json", "--output", w.dir.path], "shadows, blurs and materials would blur more than")
        let materials = Array(repeating: #"{"type": "Rectangle", "fill": "ultraThinMaterial"}"#, count: 1000)
            .joined(separator: ",")
        try w.entry("m.json", view: #"{"type": "ZStack", "children": [\#(materials)]}"#)
        try w.expectRefusal(["m.json", "--output", w.dir.path], "shadows, blurs and materials would blur more than")
        let circles = Array(repeating: #"{"type": "Circle", "modifiers": [{"shadow": {"radius": 2}}]}"#, count: 6000)
            .joined(separator: ",")
        try w.entry("c.json", view: #"{"type": "ZStack", "children": [\#(circles)]}"#)
        try w.expectRefusal(["c.json", "--output", w.dir.path], "the document has more than 5000 views")
        try w.entry("f.json", view: #"{"type": "Text", "text": "big", "modifiers": [{"font": {"size": 50000}}]}"#)
        try w.expectRefusal(
            ["f.json", "--output", w.dir.path], "font.size: expected a number greater than 0 and at most 1000")
        let nested = Array(repeating: #"{"opacity": 0.9}"#, count: 150).joined(separator: ",")
        try w.entry("o.json", view: ##"{"type": "Color", "color": "#FF0000", "modifiers": [\##(nested)]}"##)
        try w.expectRefusal(["o.json", "--output", w.dir.path], "nested layers")
    }

    @Test("a symbol name of 30,000 dots is drawn as a missing symbol, in time")
    func symbolOfDots() throws {
        let w = try HostileWorkspace()
        try w.entry(
            "e.json", view: "{\"type\": \"Image\", \"systemName\": \"\(String(repeating: ".", count: 30_000))\"}")
        let (r, seconds) = try w.run(["e.json", "--output", w.dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("no substitute for the SF Symbol"), "\(r.stderr)")
        #expect(seconds < HostileWorkspace.timeLimit, "took \(seconds) s")
    }

    @Test("an object of 100,000 keys is read in linear time, in an entry and in render-check.json")
    func objectOfManyKeys() throws {
        let w = try HostileWorkspace()
        let members = (0..<100_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        try w.write(
            "e.json",
            "{\"version\": 1.1, \"families\": [\"systemSmall\"], \"data\": {\(members)}, \"view\": {\"type\": \"Text\", \"text\": \"{{k7}}\"}}"
        )
        let (r, seconds) = try w.run(["e.json", "--output", w.dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(seconds < HostileWorkspace.timeLimit, "took \(seconds) s")
        try FileManager.default.createDirectory(atPath: w.path("set"), withIntermediateDirectories: true)
        try w.entry("set/e.json", view: #"{"type": "Text", "text": "hi"}"#)
        // Within the configuration's 1 MiB: 50,000 keys.
        try w.write("set/render-check.json", "{\((0..<50_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", "))}")
        try w.expectRefusal(["check", "set"], "render-check.json: $.k0: unknown key")
    }

    @Test("7.8 million numbers under one long key are refused in bounded memory")
    func millionsOfNumbers() throws {
        let w = try HostileWorkspace()
        let key = String(repeating: "k", count: 2_000)
        var text =
            "{\"version\": 1, \"families\": [\"systemSmall\"], \"view\": {\"type\": \"VStack\", \"children\": [{\"type\": \"Text\", \"text\": \"hi\", \"\(key)\": ["
        text += String(repeating: "0,", count: 7_800_000) + "0]}]}}"
        try w.write("e.json", text)
        try w.expectRefusal(["e.json", "--output", w.dir.path], "$.view.children[0].\(key)")
    }

    @Test("diff of a 16,384×1 image against a 1×16,384 one draws no union canvas")
    func diffOfCrossedSizes() throws {
        let w = try HostileWorkspace()
        try w.write("wide.png", bytes: storedPNG(width: 16_384, height: 1))
        try w.write("tall.png", bytes: storedPNG(width: 1, height: 16_384))
        // Two images of 64 KB of pixels each: 512 MiB of address space is ample, a union
        // canvas of 16,384² pixels (1 GiB) is not.
        let (r, seconds) = try w.run(["diff", "wide.png", "tall.png", "--output", "d.png"], addressSpaceKB: 524_288)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.out.contains("the sizes differ (16384×1 and 1×16384 px)"), "\(r.out) \(r.stderr)")
        #expect(seconds < HostileWorkspace.timeLimit, "took \(seconds) s")
        #expect(FileManager.default.fileExists(atPath: w.path("d.png")))
    }

    @Test("templates that copy content per item or per component use are bounded by their work")
    func templateWork() throws {
        let w = try HostileWorkspace()
        let zeros = Array(repeating: "0", count: 5_000).joined(separator: ",")
        // A ForEach of 5,000 items, each copying a 5,000-number array that is not a view.
        try w.write(
            "each.json",
            ##"{"version": 1.1, "families": ["systemSmall"], "view": {"type": "VStack", "children": [{"type": "ForEach", "range": [0, 5000], "as": "i", "content": {"type": "Color", "color": "#FF0000", "x": [\##(zeros)]}}]}}"##
        )
        try w.expectRefusal(["each.json", "--output", w.dir.path], "the templates expand to more than 2000000")
        // Components that use the next one twice, ten deep: 1,024 copies of the last one.
        var components = (0..<10).map { i in
            #""C\#(i)": {"type": "HStack", "children": [{"type": "C\#(i + 1)"}, {"type": "C\#(i + 1)"}]}"#
        }
        components.append(##""C10": {"type": "Color", "color": "#FF0000", "x": [\##(zeros)]}"##)
        try w.write(
            "nested.json",
            #"{"version": 1.1, "families": ["systemSmall"], "components": {\#(components.joined(separator: ", "))}, "view": {"type": "C0"}}"#
        )
        try w.expectRefusal(["nested.json", "--output", w.dir.path], "the templates expand to more than 2000000")
        // One 1 MB string bound into 1,600 texts: refused at its first use.
        let long = String(repeating: "*a_", count: 350_000)
        try w.write(
            "bound.json",
            #"{"version": 1.1, "families": ["systemSmall"], "data": {"s": "\#(long)"}, "view": {"type": "VStack", "children": [{"type": "ForEach", "range": [0, 1600], "as": "i", "content": {"type": "Text", "text": {"bind": "s"}}}]}}"#
        )
        try w.expectRefusal(["bound.json", "--output", w.dir.path], "strings add up to more than 200000 characters")
    }

    @Test("a timeline's entries share one render's budget: 48 entries of 7 large blurs are refused in time")
    func timelineSharesTheBudget() throws {
        let w = try HostileWorkspace()
        let entries = (0..<48).map { #"{"date": "2026-11-24T08:\#(10 + $0 % 40):00Z"}"# }.joined(separator: ", ")
        let blurs = Array(repeating: #"{"type": "Circle", "modifiers": [{"blur": 100}]}"#, count: 7)
            .joined(separator: ", ")
        let view = #""view": {"type": "ZStack", "children": [\#(blurs)]}"#
        try w.write(
            "one.json", #"{"version": 1.1, "families": ["systemSmall"], "timeline": [\#(entries)], \#(view)}"#)
        // Alone, one entry of it is within a render's budget.
        try w.write("single.json", #"{"version": 1, "families": ["systemSmall"], \#(view)}"#)
        let (single, _) = try w.run(["single.json", "--output", "single.png"])
        #expect(single.status == 0, "\(single.stderr)")
        try w.expectRefusal(
            ["one.json", "--output", w.dir.path], "the timeline's 48 entries share one render's budget")
        // The filmstrip notes its scale first, then refuses the same way.
        let (strip, seconds) = try w.run(["timeline", "one.json", "--output", "strip.png"])
        #expect(strip.status == 1 && strip.stderr.contains("the timeline's 48 entries share one render's budget"))
        #expect(seconds < HostileWorkspace.timeLimit && !FileManager.default.fileExists(atPath: w.path("strip.png")))
    }

    @Test("a 120 KB device name (the longest argument Linux passes) is refused at once")
    func hugeDeviceName() throws {
        let w = try HostileWorkspace()
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#)
        try w.expectRefusal(["e.json", "--device", String(repeating: "iPhone", count: 20_000)], "unknown device")
    }

    // MARK: Unclear errors

    @Test("argument errors are one line naming the help to read")
    func argumentErrors() throws {
        let w = try HostileWorkspace()
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#)
        try w.expectRefusal(["e.json", "--scale", "-3"], "--scale")
        try w.expectRefusal(["e.json", "--no-such-option"], "render png --help", status: 64)
        try w.expectRefusal(["check"], "render check --help", status: 64)
        try w.expectRefusal(["e.json", "--family", ""], "--family takes a family name")
    }

    @Test("messages say what they mean: versions, scales, conditions, data names, negative numbers, limits")
    func wording() throws {
        let w = try HostileWorkspace()
        try w.write("v.json", #"{"version": 2, "view": {"type": "Text", "text": "hi"}}"#)
        try w.expectRefusal(["v.json"], "unsupported format version: found the number 2; this renderer reads")
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#)
        try w.expectRefusal(["e.json", "--scale", "6"], "at most 4, found 6")
        for (arguments, message) in [
            (["e.json", "--os", "-1"], "--os -1 is not supported"),
            (["e.json", "--size", "-1x-1"], "--size takes WIDTHxHEIGHT"),
            (["check", "e.json", "--shard", "-1/2"], "--shard takes I/N"),
            (["check", "e.json", "--channel-tolerance", "-5"], "--channel-tolerance takes 0…255, found -5"),
            (["e.json", "--size", "1e308x1"], "the canvas would be more than 16384×3 pixels"),
        ] {
            let r = try w.expectRefusal(arguments, message)
            #expect(!r.stderr.contains("Missing value"), "\(r.stderr)")
        }
        try w.write(
            "c.json",
            #"{"version": 1.1, "families": ["systemSmall"], "view": {"type": "If", "condition": {}, "then": {"type": "Text", "text": "x"}}}"#
        )
        try w.expectRefusal(["c.json"], "expected a condition object, found an empty object")
        try w.write(
            "d.json",
            #"{"version": 1.1, "families": ["systemSmall"], "data": {"": 1, "a": 2}, "view": {"type": "Text", "text": "{{b}}"}}"#
        )
        try w.expectRefusal(["d.json"], #"(the entry's data has members "", "a")"#)
        try w.entry(
            "f.json",
            view:
                #"{"type": "Text", "text": "x", "modifiers": [{"foregroundStyle": ["red", "blue", "green", "gray"]}]}"#)
        try w.expectRefusal(
            ["f.json"], "expected one to three levels (primary, secondary, tertiary), found an array of 4")
        // The environment's locale is read as the document's is.
        try w.entry(
            "l.json", view: #"{"type": "Text", "text": "x", "modifiers": [{"environment": {"locale": "xx_INVALID"}}]}"#)
        try w.expectRefusal(["l.json"], #"environment.locale: expected a locale identifier such as "en_US""#)
    }

    @Test("files drawn over a --wallpaper are named for it and never replace those drawn without")
    func wallpaperNames() throws {
        let w = try HostileWorkspace()
        try w.entry(
            "e.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""kind": "L""#,
            families: #""accessoryRectangular""#)
        let (plain, _) = try w.run(["e.json", "--output", "out/"])
        let (dark, _) = try w.run(["e.json", "--wallpaper", "#1c1c1e", "--output", "out/"])
        let (blue, _) = try w.run(["e.json", "--wallpaper", "#0A84FF", "--output", "out/"])
        #expect(plain.status == 0 && dark.status == 0 && blue.status == 0, "\(dark.stderr) \(blue.stderr)")
        #expect(
            CLI.contents(w.dir.appendingPathComponent("out")) == [
                "L-accessoryRectangular-iPhone17@3x-on-0A84FF.png", "L-accessoryRectangular-iPhone17@3x-on-1C1C1E.png",
                "L-accessoryRectangular-iPhone17@3x.png",
            ])
    }

    @Test("a family drawn dark whatever is asked writes one file, not a light and a dark copy")
    func oneSchemeFamilies() throws {
        let w = try HostileWorkspace()
        try w.entry(
            "e.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""kind": "L""#,
            families: #""accessoryCircular", "systemSmall""#)
        let (r, _) = try w.run(["e.json", "--color-scheme", "both", "--output", "out/"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            CLI.contents(w.dir.appendingPathComponent("out")) == [
                "L-accessoryCircular-iPhone17@3x-dark.png", "L-systemSmall-iPhone17@3x-dark.png",
                "L-systemSmall-iPhone17@3x-light.png",
            ])
        #expect(
            r.stderr.contains(
                "note: accessoryCircular is drawn vibrant, always in the dark appearance (as iOS shows the Lock Screen): one -dark file stands for both schemes"
            ), "\(r.stderr)")
        // The tinted mode, on a bare canvas too.
        try w.entry(
            "t.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""kind": "T", "renderingMode": "accented""#)
        let (c, _) = try w.run(["t.json", "--size", "100x50", "--color-scheme", "both", "--output", "canvas/"])
        #expect(c.status == 0, "\(c.stderr)")
        #expect(CLI.contents(w.dir.appendingPathComponent("canvas")) == ["T-100x50@3x-dark-accented.png"])
        // `render check` records one golden for the pair, and checks it.
        let (record, _) = try w.run([
            "check", "e.json", "--color-schemes", "light,dark", "--goldens", "g", "--record-missing",
        ])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(
            CLI.contents(w.dir.appendingPathComponent("g")) == [
                "L-accessoryCircular-iPhone17@3x-dark.png", "L-systemSmall-iPhone17@3x-dark.png",
                "L-systemSmall-iPhone17@3x-light.png",
            ])
        let (verify, _) = try w.run(["check", "e.json", "--color-schemes", "light,dark", "--goldens", "g"])
        #expect(verify.status == 0 && !verify.out.contains("ORPHAN"), "\(verify.out)")
    }

    @Test("a device name that stands for several says which it picks")
    func ambiguousDevice() throws {
        let w = try HostileWorkspace()
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#)
        let (r, _) = try w.run(["e.json", "--device", "iPhone SE", "--output", "out/"])
        #expect(r.status == 0)
        #expect(
            r.stderr
                == "note: \"iPhone SE\" is the iPhone SE (2nd and 3rd generation, 4.7-inch); name se1 for the 1st generation (4-inch)\n"
        )
        let (exact, _) = try w.run(["e.json", "--device", "se1", "--output", "out/"])
        #expect(exact.status == 0 && exact.stderr.isEmpty, "\(exact.stderr)")
    }

    @Test("inputs that are not regular files say so")
    func specialInputs() throws {
        let w = try HostileWorkspace()
        #expect(mkfifo(w.path("fifo.json"), 0o644) == 0)
        try w.expectRefusal(["fifo.json"], "fifo.json: is not a regular file")
        try w.expectRefusal(["/dev/zero"], "/dev/zero: is not a regular file")
        try w.expectRefusal(["/dev/null"], "/dev/null: is not a regular file")
        try w.expectRefusal(["diff", "fifo.json", "fifo.json"], "is not a regular file", status: 2)
    }

    @Test("a locale that is not one is refused; --goldens naming a file is an error")
    func documentAndFolderChecks() throws {
        let w = try HostileWorkspace()
        try w.entry("e.json", view: #"{"type": "Text", "text": "hi"}"#, extra: #""locale": "xx_INVALID""#)
        try w.expectRefusal(["e.json"], "$.locale: expected a locale identifier")
        try w.entry("ok.json", view: #"{"type": "Text", "text": "hi"}"#)
        try w.expectRefusal(["check", "ok.json", "--goldens", "ok.json"], "--goldens")
    }

    @Test("diff --output - writes the image to standard output")
    func diffToStandardOutput() throws {
        let w = try HostileWorkspace()
        let goldens = CLI.packageRoot.appendingPathComponent("Goldens")
        let (r, _) = try w.run([
            "diff", goldens.appendingPathComponent("Weather-systemSmall-iPhone17@3x-light.png").path,
            goldens.appendingPathComponent("Weather-systemSmall-iPhone17@3x-light-placeholder.png").path, "--output",
            "-",
        ])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(!FileManager.default.fileExists(atPath: w.path("-")))
    }
}
