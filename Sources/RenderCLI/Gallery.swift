// `render gallery ENTRY --output DIR`: every device × family × scheme × variant as PNGs
// plus a self-contained index.html to browse them (see WidgetGallery.GalleryPage).

import ArgumentParser
import Foundation
import WidgetCheck
import WidgetCore
import WidgetDocument
import WidgetGallery
import WidgetPNG
import WidgetRendering

struct Gallery: ParsableCommand, DrawsEntries {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write an HTML gallery of an entry on many devices: index.html and the PNGs, in one folder.",
        discussion:
            "Default: every device of the table, every family of the entry, light and dark, the normal variant. Open DIR/index.html in a browser; with --watch the page reloads itself after each render."
    )

    @Argument(help: "The entry document (.json).")
    var entry: String

    @Option(name: [.short, .long], help: "The folder to write (created if missing).")
    var output: String

    @Option(name: .long, help: "Families (default: every family of the entry); repeat or comma-separate.")
    var family: [String] = []

    @OptionGroup var target: TargetOptions

    @OptionGroup var scheme: SchemeOption

    @OptionGroup var variant: VariantOption

    @OptionGroup var strictness: StrictOption

    @OptionGroup var png: PNGSpeedOption

    @OptionGroup var inPlaceOptions: InPlaceOptions

    @Flag(help: "Write the gallery again whenever the entry or an image it uses changes (Ctrl-C to stop).")
    var watch = false

    func run() throws {
        try reportingErrors {
            if watch {
                var version = 0
                Watch.run(entry: entry) {
                    version += 1
                    return try write(liveVersion: "\(version)-\(ProcessInfo.processInfo.processIdentifier)")
                }
            }
            InFlightFiles.shared.removeOnInterrupt()
            let outcome = try write(liveVersion: nil)
            print("wrote \(outcome.written[0]); open \(PathText.appending(output, "index.html"))")
        }
    }

    func write(liveVersion: String?) throws -> Watch.Outcome {
        try inPlaceOptions.check()
        var document = try loadEntry(entry)
        try drawing.target.value.apply(to: &document)
        try refuseLiveActivity(document, entry: entry, command: "gallery")
        if drawing.target.value.size != nil {
            throw CLIError("--size draws a bare canvas; a gallery shows widgets on devices")
        }
        let t = try drawing.target.value.resolved()
        let selected = try families(family, entry: document, path: entry)
        let compression = drawing.compression
        let schemes: [ColorScheme?] =
            drawing.scheme.colorScheme == nil || drawing.scheme.both ? [.light, .dark] : [drawing.scheme.scheme]
        do { try AtomicFile.makeFolder(output) } catch { throw CLIError("\(error)") }
        try checkWritableFolder(output)
        var options = drawing.target.value
        if options.device == nil { options.device = "all" }
        let matrix = try Matrix.plan(
            entry: entry, document: document, target: options, families: selected, schemes: schemes,
            schemeInName: true, variants: drawing.variants, os: t.os, scale: t.scale)
        let images = try Matrix.render(
            entry: entry, document: document, cells: matrix.cells, strict: drawing.strict,
            compression: compression)
        let os = Matrix.osLabel(t.os ?? document.os, matrix.cells.map(\.device))
        var inPlaceFiles: [(name: String, bytes: [UInt8])] = []
        var pictures: [GalleryPage.Picture] = []
        if inPlaceOptions.inPlace {
            // One picture per scene, at the device's own scale (or --scale), on the devices
            // named (default: the iPhone 17, not every device: each picture is a screen).
            let rows = try InPlace.rows(
                entry: entry, document: document, target: drawing.target.value, families: selected,
                schemes: schemes.map { $0 ?? document.colorScheme }, variants: drawing.variants,
                name: inPlaceOptions.appName
            )
            let scenes = Array(InPlaceSheet(title: "", rows: rows).rows.joined())
            Matrix.warnOfMissingSymbols(
                entry: entry, document: document,
                renders: scenes.flatMap { $0.slots.map { ($0.request.family, $0.request.device.name) } })
            let drawn = InPlaceSheet.pictures(
                of: scenes, scale: t.scale, document: document, renderer: Renderer(), compression: compression)
            for (scene, result) in zip(scenes, drawn) {
                let scale = t.scale ?? Double(scene.device.scale)
                let name = scene.fileName(kind: document.kind, scale: scale)
                switch result {
                case .success(let image):
                    // Overflows are the matrix's own widgets': warned of there.
                    if drawing.strict, !image.overflows.isEmpty {
                        throw CLIError("\(entry): \(scene.caption): the widget's content does not fit (--strict)")
                    }
                    inPlaceFiles.append((name, image.png))
                case .failure(let error):
                    throw CLIError("\(entry): \(scene.caption): \(error)")
                }
                pictures.append(.init(fileName: name, caption: scene.caption, size: scene.size, scale: scale))
            }
        }
        let page = GalleryPage(
            title: "\(document.kind) on \(Set(matrix.cells.map(\.device.name)).count) devices",
            subtitle: "\(PathText.lastComponent(entry)), \(os)", cells: matrix.cells,
            liveVersion: liveVersion,
            overflows: Dictionary(
                images.enumerated().filter { !$0.element.overflows.isEmpty }.map { ($0.offset, $0.element.overflows) },
                uniquingKeysWith: { a, _ in a }), inPlace: pictures)
        var files = inPlaceFiles + zip(matrix.cells, images).map { (name: $0.fileName, bytes: $1.png) }
        // The page last: it never names a picture that is not there yet.
        files.append(("index.html", Array(page.html().utf8)))
        if let liveVersion {
            files.append((GalleryPage.versionFileName, Array(GalleryPage.versionScript(liveVersion).utf8)))
        }
        try OutputFiles.write(files, into: output)
        return Watch.Outcome(
            written: [
                "\(images.count) snapshots\(inPlaceFiles.isEmpty ? "" : ", \(inPlaceFiles.count) pictures in place") and index.html in \(output)"
            ],
            watched: Matrix.watchedFiles(entry: entry, document: document))
    }
}
