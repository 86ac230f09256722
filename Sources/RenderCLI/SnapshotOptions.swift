// `render ENTRY`, the default command, once its arguments are read: one PNG per family,
// device, scheme and variant asked for. `Snapshot` reads the arguments with the argument
// parser; the one-shot form, `render ENTRY [options]`, is read without it
// (SnapshotOptions+Arguments.swift), and both give this value.

import CAllocator
import Foundation
import WidgetCheck
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout
import WidgetPNG
import WidgetRendering

/// The options of `render ENTRY`, as given.
struct SnapshotOptions: Equatable {
    /// The entry document (.json).
    var entry: String
    /// `--family`, each time given.
    var family: [String] = []
    /// `--presentation`, each time given (a Live Activity's).
    var presentation: [String] = []
    var target = Target()
    /// `--color-scheme`.
    var colorScheme: SchemeChoice?
    /// `--variant`.
    var variant = VariantChoice.normal
    /// `--strict`.
    var strict = false
    /// `--png-speed`.
    var pngSpeed = PNGSpeed.fast
    /// `-o`, `--output`.
    var output = "."
    /// `--watch`.
    var watch = false

    func run() throws {
        try reportingErrors {
            try Watch.writeFiles(entry: entry, output: output, watch: watch, once: { Self.keepFreedMemory() }) {
                try renderOnce()
            }
        }
    }

    /// Tells the allocator to keep what the one-shot render frees. It allocates and frees a
    /// few large buffers (the canvas, shape masks, PNG strips); the allocator would map each
    /// one over 128 KiB afresh and unmap it when freed, and give the heap's top back, so the
    /// same memory was faulted in again and again: about 0.4 ms of an 11 ms cold render
    /// (README.md, Speed), and no more memory at its peak. Not under --watch, nor in the
    /// other commands, which run long. True when the allocator took the settings.
    @discardableResult
    static func keepFreedMemory() -> Bool { allocator_keep_freed_memory() != 0 }

    /// Renders every requested image and writes them; nothing is written unless all render.
    func renderOnce() throws -> Watch.Outcome {
        var document = try loadEntry(entry)
        try target.apply(to: &document)
        let t = try target.resolved()
        let selected = try families(family, entry: document, path: entry)
        let variants = variant.variants
        let scheme = colorScheme?.scheme
        let compression = pngSpeed.compression
        let both = colorScheme == .both
        let schemes: [ColorScheme?] = both ? [.light, .dark] : [scheme]
        // A scheme other than the entry's own is named in the file name, so a dark render
        // never overwrites the light one.
        let schemeInName = both || scheme.map { $0 != document.colorScheme } ?? false
        // The output rule (OutputTarget): `-`, a folder, or one .png file.
        let destination = try OutputTarget.many(output)
        if case .file(let folder, _) = destination, PathText.exists(folder) {
            try checkWritableFolder(folder)
        }
        var files: [(name: String, bytes: [UInt8])] = []
        // A timeline draws every entry, each under its own name (`-entryN-HHMM`).
        let entryCount = document.entries.count
        let warnings = Matrix.SymbolWarnings()
        for var document in document.entries {
            try target.apply(to: &document)
            if document.liveActivity != nil {
                files += try liveActivityFiles(
                    document, schemes: schemes, schemeInName: schemeInName, variants: variants)
                continue
            }
            if let canvas = t.canvas {
                if try target.devices().count > 1 {
                    throw CLIError("--size draws the bare view on one canvas; --device names several devices")
                }
                // A bare canvas has no family: it is drawn once, with the view of the family
                // named (or the entry's first).
                guard selected.count == 1 || family.isEmpty else {
                    throw CLIError("--size draws the bare view once; name at most one --family (the view to draw)")
                }
                let renderer = Renderer()
                var canvasOverflows: [[Overflow]] = []
                Matrix.warnOfMissingSymbols(
                    entry: entry, document: document, renders: selected.prefix(1).map { ($0, nil) }, once: warnings)
                // A document drawn in one scheme whatever is asked is drawn once in it.
                let drawn =
                    selected.first.flatMap { RenderPlan.fixedScheme(document, family: $0, onCanvas: true) }
                    .map { [$0] } ?? schemes
                for (v, scheme) in variants.flatMap({ v in drawn.map { (v, $0) } }) {
                    for f in selected.prefix(1) {
                        let request = RenderRequest(
                            family: f, device: t.device, os: t.os, colorScheme: scheme, scale: t.scale,
                            canvasSize: canvas, variant: v)
                        do {
                            let plan = try RenderPlan(document, request)
                            let image = try renderer.png(document, plan, compression: compression)
                            canvasOverflows.append(image.overflows)
                            let name = SnapshotFileName.name(
                                kind: document.kind, canvas: canvas, scale: plan.scale,
                                colorScheme: schemeInName ? scheme : nil, renderingMode: document.renderingMode,
                                place: document.place, appearance: document.appearance,
                                variant: v)
                            files.append((name, image.png))
                        } catch {
                            throw CLIError("\(entry): \(error)")
                        }
                    }
                }
                let place = "on the \(DumpValue.format(canvas.width))×\(DumpValue.format(canvas.height)) pt canvas"
                try Matrix.warnOfOverflows(
                    entry: entry, canvasOverflows.map { (place, $0) }, strict: strict)
            } else {
                let matrix = try Matrix.plan(
                    entry: entry, document: document, target: target, families: selected, schemes: schemes,
                    schemeInName: schemeInName, variants: variants, os: t.os, scale: t.scale, notes: warnings)
                if destination.isSingle && matrix.cells.count * entryCount != 1 {
                    throw oneImageOnly(matrix.cells.count * entryCount, into: output)
                }
                let images = try Matrix.render(
                    entry: entry, document: document, cells: matrix.cells, warnings: warnings,
                    strict: strict, compression: compression)
                files += zip(matrix.cells, images).map { ($0.fileName, $1.png) }
            }
        }
        // Drawn over another wallpaper, the files are named for it, so they never replace the
        // files drawn without it (or over another).
        if let wallpaper = target.wallpaper {
            files = files.map { (SnapshotFileName.name($0.name, onWallpaper: wallpaper), $0.bytes) }
        }
        let watched = Matrix.watchedFiles(entry: entry, document: document)
        switch destination {
        case .standardOutput:
            guard files.count == 1 else { throw oneImageOnly(files.count) }
            try StandardOutput.write(files[0].bytes)
            return Watch.Outcome(written: [], watched: watched)
        case .file(let folder, let name):
            do { try AtomicFile.makeFolder(folder) } catch { throw CLIError("\(error)") }
            guard let name else {
                return Watch.Outcome(written: try OutputFiles.write(files, into: folder), watched: watched)
            }
            guard files.count == 1 else { throw oneImageOnly(files.count, into: output) }
            return Watch.Outcome(
                written: try OutputFiles.write([(name, files[0].bytes)], into: folder), watched: watched)
        }
    }
}
