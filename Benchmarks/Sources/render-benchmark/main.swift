// Renders the reference widget (reference-widget.json, a copy of the shared reference
// scene: weather, systemMedium, iPhone 15 Pro Max @3x) many times and prints the median
// and spread of each stage in milliseconds: the whole render to PNG, reading the entry
// (parse, check, decode), the render without PNG (resolve, layout, text, drawing),
// drawing alone (the display list to pixels), and
// the PNG encoders. Then the cost of one effect on a 50×50 pt view (a shadow, a blur, a
// material, an opacity group) on a small and on an extra-large canvas: the drawing time
// with the effect minus the time without it. A layer covers what it holds, so the two
// canvases should cost about the same. The floor (a copy of the pixels, a stored PNG) and
// the one-shot CLI, cold (ColdStart.swift), close the run. Timing uses the monotonic
// clock; nothing here is a pass/fail test.

import Foundation
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRendering

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func report(_ name: String, _ samples: [Double]) {
    let s = samples.sorted()
    func at(_ q: Double) -> Double { s[min(s.count - 1, Int(Double(s.count - 1) * q))] }
    let label = name.padding(toLength: 36, withPad: " ", startingAt: 0)
    print(label + String(format: "median %8.3f ms   min %8.3f   p90 %8.3f   (n=%d)", at(0.5), s[0], at(0.9), s.count))
}

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let entry = here.appendingPathComponent("reference-widget.json")
let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 60

do {
    let document = try EntryDocument.decode([UInt8](Data(contentsOf: entry)))
    // iOS 18: the reference scene is the HIG-size widget, 1092×510 px.
    let request = RenderRequest(
        family: .systemMedium, device: try DeviceCatalog.device(named: "iPhone 15 Pro Max"), os: .iOS18)
    let renderer = Renderer()
    // Warm up: font files opened, glyph outlines cached.
    var snapshot = try renderer.render(document, request)
    var fast: [UInt8] = [], small: [UInt8] = []
    for _ in 0..<3 { snapshot = try renderer.render(document, request) }

    // Each stage is timed in a loop of its own, so that one stage's memory traffic (the
    // encoders') does not land in the next stage's numbers.
    var decodeOnly: [Double] = [], renderOnly: [Double] = [], full: [Double] = [], drawOnly: [Double] = []
    var encodeFast: [Double] = [], encodeSmall: [Double] = []
    // `render-benchmark N draw`: the drawing loop alone, for a profiler.
    if CommandLine.arguments.dropFirst(2).first == "draw" {
        for _ in 0..<iterations {
            drawOnly.append(milliseconds { _ = DisplayListRasterizer.rasterize(snapshot.displayList) })
        }
        report("draw the display list (pixels only)", drawOnly)
        exit(0)
    }
    for _ in 0..<iterations {
        full.append(
            try milliseconds {
                snapshot = try renderer.render(document, request)
                fast = try snapshot.png()
            })
    }
    // What `render ENTRY` does: drawn a band at a time straight into the PNG writer.
    var banded: [Double] = []
    let plan = try RenderPlan(document, request)
    for _ in 0..<iterations {
        banded.append(try milliseconds { _ = try renderer.png(document, plan) })
    }
    guard try renderer.png(document, plan).png == fast else {
        print("render to PNG in bands: the bytes differ from the whole picture's")
        exit(1)
    }
    // Reading the entry: the JSON parsed, checked and decoded into the typed view tree.
    let bytes = [UInt8](try Data(contentsOf: entry))
    for _ in 0..<iterations {
        decodeOnly.append(try milliseconds { _ = try EntryDocument.decode(bytes) })
    }
    for _ in 0..<iterations {
        renderOnly.append(try milliseconds { snapshot = try renderer.render(document, request) })
    }
    for _ in 0..<iterations {
        drawOnly.append(milliseconds { _ = DisplayListRasterizer.rasterize(snapshot.displayList) })
    }
    for _ in 0..<iterations {
        encodeFast.append(try milliseconds { fast = try PNGCodec.encode(snapshot.pixmap, compression: .fast) })
    }
    for _ in 0..<iterations {
        encodeSmall.append(try milliseconds { small = try PNGCodec.encode(snapshot.pixmap, compression: .smallest) })
    }
    print("reference widget: \(snapshot.pixmap.width)×\(snapshot.pixmap.height) px, \(iterations) iterations")
    report("render to PNG in memory (default)", full)
    report("render to PNG in bands (render ENTRY)", banded)
    report("decode the entry (JSON to typed views)", decodeOnly)
    report("render, no PNG", renderOnly)
    report("draw the display list (pixels only)", drawOnly)
    report("PNG encode, fast (default)", encodeFast)
    report("PNG encode, smallest", encodeSmall)
    // The floor: copying the pixels, and a stored PNG (zlib level 0: every byte touched,
    // filtered, checksummed and written, none compressed).
    var copyPixels: [Double] = [], encodeStored: [Double] = []
    var storedBytes = 0
    let pixels = snapshot.pixmap.data
    // Each copy's bytes are summed after the timing, so the copy cannot be optimized away.
    // Every copy is kept until then, so each lands in freshly mapped memory, as an encoder's
    // output does (a freed copy's pages would be reused, already touched).
    var copies: [[UInt8]] = []
    for _ in 0..<iterations {
        var copy: [UInt8] = []
        copyPixels.append(
            milliseconds {
                copy = [UInt8](unsafeUninitializedCapacity: pixels.count) { out, count in
                    pixels.withUnsafeBytes { source in
                        if let to = out.baseAddress, let from = source.baseAddress { memcpy(to, from, source.count) }
                    }
                    count = pixels.count
                }
            })
        copies.append(copy)
    }
    let copied = copies.reduce(0) { $0 + $1.reduce(0) { $0 &+ Int($1) } }
    let sum = pixels.reduce(0) { $0 &+ Int($1) }
    guard copied == iterations &* sum else {
        throw BenchmarkError("a copy of the pixels differs")
    }
    copies = []
    for _ in 0..<iterations {
        encodeStored.append(
            try milliseconds {
                var writer = try PNGStreamWriter(
                    width: snapshot.pixmap.width, height: snapshot.pixmap.height, level: 0)
                try writer.append(snapshot.pixmap)
                storedBytes = try writer.finish().count
            })
    }
    report("floor: copy the pixels (memcpy)", copyPixels)
    report("floor: PNG stored (zlib level 0)", encodeStored)
    print("PNG size: fast \(fast.count) bytes, smallest \(small.count) bytes, stored \(storedBytes) bytes")
    // The one-shot CLI, cold, 15 runs (`render-benchmark N skip-cold` leaves it out).
    if CommandLine.arguments.dropFirst(2).first != "skip-cold" {
        let root = here.deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "render-benchmark-\(ProcessInfo.processInfo.processIdentifier).png")
        defer { try? FileManager.default.removeItem(at: output) }
        func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
        func line(_ label: String, _ m: (ms: [Double], mb: [Double]?)) -> String {
            label.padding(toLength: 56, withPad: " ", startingAt: 0)
                + String(format: "median %6.1f ms", median(m.ms))
                + (m.mb.map { String(format: ", peak RSS median %5.1f MB", median($0)) }
                    ?? ", peak RSS: no /usr/bin/time")
        }
        var binaries = [("one-shot CLI, cold (render ENTRY -o FILE.png)", try ColdStart.buildRender(root: root))]
        do {
            binaries.append(
                ("one-shot CLI, cold, self-contained (build-static)", try ColdStart.buildStaticRender(root: root)))
        } catch {
            print("one-shot CLI, cold, self-contained: skipped, Scripts/build-static failed (\(error))")
        }
        for (label, binary) in binaries {
            let runs = try ColdStart.measure(
                binary: binary,
                arguments: [
                    entry.path, "--family", "medium", "--device", "iPhone 15 Pro Max", "--os", "18", "-o",
                    output.path,
                ], runs: 15)
            let version = try ColdStart.measure(binary: binary, arguments: ["--version"], runs: 15)
            print(line(label, runs) + " (n=15)")
            print(line("  start-up alone (render --version)", version))
        }
    }
    try effectCosts(renderer, iterations: iterations)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}

/// The drawing time one effect on a 50×50 pt square adds, on a systemSmall canvas of an
/// iPhone and on a systemExtraLarge canvas of an iPad, both @3x: only the canvas differs.
func effectCosts(_ renderer: Renderer, iterations: Int) throws {
    let effects: [(String, String)] = [
        ("shadow radius 8", ##"{"shadow": {"radius": 8, "y": 4}}"##),
        ("blur radius 6", ##"{"blur": 6}"##),
        ("opacity 0.5", ##"{"opacity": 0.5}"##),
        ("material (background)", ##"{"background": "regularMaterial"}"##),
    ]
    let canvases: [(String, WidgetFamily, String)] = [
        ("systemSmall @3x", .systemSmall, "iPhone 15 Pro Max"),
        ("systemExtraLarge @3x", .systemExtraLarge, "iPad Pro 13-inch (M4 and later)"),
    ]
    func document(_ modifier: String?) throws -> EntryDocument {
        let square =
            ##"{"type": "Rectangle", "fill": "#FF9500", "modifiers": [{"frame": {"width": 50, "height": 50}}"##
            + (modifier.map { ", " + $0 } ?? "") + "]}"
        let json =
            ##"{"version": 1, "families": ["systemSmall", "systemExtraLarge"], "view": {"type": "ZStack", "children": ["##
            + ##"{"type": "LinearGradient", "colors": ["#5856D6", "#FF2D55"]}, "## + square + "]}}"
        return try EntryDocument.decode(Array(json.utf8))
    }
    func drawTime(_ document: EntryDocument, _ request: RenderRequest) throws -> (Double, Int) {
        let list = try renderer.render(document, request).displayList
        var samples: [Double] = []
        for _ in 0..<iterations { samples.append(milliseconds { _ = DisplayListRasterizer.rasterize(list) }) }
        return (samples.sorted()[samples.count / 2], list.width * list.height)
    }
    print("one effect on a 50×50 pt view: drawing time added (median of \(iterations))")
    for (canvasName, family, device) in canvases {
        let request = RenderRequest(family: family, device: try DeviceCatalog.device(named: device), scale: 3)
        let (plain, pixels) = try drawTime(try document(nil), request)
        for (name, modifier) in effects {
            let (with, _) = try drawTime(try document(modifier), request)
            let label = "  \(name), \(canvasName)".padding(toLength: 48, withPad: " ", startingAt: 0)
            print(label + String(format: "%8.3f ms   (%.3f − %.3f; canvas %d px)", with - plain, with, plain, pixels))
        }
    }
}
