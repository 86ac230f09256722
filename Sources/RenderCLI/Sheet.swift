// `render sheet ENTRY`: one PNG with the entry on many devices (see WidgetGallery.ContactSheet).

import ArgumentParser
import Foundation
import WidgetCore
import WidgetDocument
import WidgetGallery
import WidgetPNG
import WidgetRendering

struct Sheet: ParsableCommand, DrawsEntries {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Write a contact sheet: one PNG of the entry on many devices, families and schemes.",
        discussion:
            "Rows are devices, columns families × color schemes × variants, every widget at true relative scale. Default: every device, one row per distinct set of sizes (as --unique-sizes; name devices with --device to get one row each), every family of the entry, the entry's color scheme."
    )

    @Argument(help: "The entry document (.json).")
    var entry: String

    @Option(name: .long, help: "Families (default: every family of the entry); repeat or comma-separate.")
    var family: [String] = []

    @OptionGroup var target: TargetOptions

    @OptionGroup var scheme: SchemeOption

    @OptionGroup var variant: VariantOption

    @OptionGroup var strictness: StrictOption

    @OptionGroup var png: PNGSpeedOption

    @Option(
        name: [.short, .long],
        help:
            "The PNG to write (default: <kind>-sheet.png, or <kind>-in-place.png with --in-place, in the current folder), or - for standard output."
    )
    var output: String?

    @OptionGroup var inPlaceOptions: InPlaceOptions

    @Flag(help: "Write the sheet again whenever the entry or an image it uses changes (Ctrl-C to stop).")
    var watch = false

    func run() throws {
        try reportingErrors { try Watch.writeFiles(entry: entry, output: output, watch: watch) { try write() } }
    }

    func write() throws -> Watch.Outcome {
        try inPlaceOptions.check()
        var document = try loadEntry(entry)
        try drawing.target.value.apply(to: &document)
        if drawing.target.value.size != nil {
            throw CLIError("--size draws a bare canvas; a contact sheet shows widgets on devices")
        }
        let t = try drawing.target.value.resolved()
        let destination = try OutputTarget.single(
            output,
            defaultName: "\(SnapshotFileName.safe(document.kind))-\(inPlaceOptions.inPlace ? "in-place" : "sheet").png",
            fileExtension: ".png")
        let selected = try families(family, entry: document, path: entry)
        let compression = drawing.compression
        let schemes: [ColorScheme?] =
            drawing.scheme.both ? [.light, .dark] : [drawing.scheme.scheme ?? document.colorScheme]
        if !inPlaceOptions.inPlace {
            // A Live Activity is drawn in place (`--in-place`), not on a contact sheet.
            try refuseLiveActivity(document, entry: entry, command: "sheet")
        }
        if inPlaceOptions.inPlace {
            if drawing.target.value.uniqueSizes {
                throw CLIError("--unique-sizes groups a contact sheet's rows; --in-place draws each device named")
            }
            return try writeInPlace(
                document, families: selected, schemes: schemes.map { $0 ?? document.colorScheme },
                destination: destination)
        }
        var options = drawing.target.value
        if options.device == nil {
            options.device = "all"
            options.uniqueSizes = true
        }
        let planned = try Matrix.plan(
            entry: entry, document: document, target: options, families: selected, schemes: schemes,
            schemeInName: true, variants: drawing.variants, os: t.os, scale: nil)
        let os = Matrix.osLabel(t.os ?? document.os, planned.cells.map(\.device))
        let sheet = ContactSheet(title: "\(document.kind) · \(os)", cells: planned.cells)
        let preferred = t.scale ?? 2
        let scale = sheet.scale(preferred: preferred)
        noteSheetScale(scale, preferred: preferred, budget: ContactSheet.pixelBudget)
        // Each snapshot at the sheet's scale, so it is drawn 1:1.
        let cells = planned.cells.map { cell -> MatrixCell in
            var c = cell
            c.request.scale = scale
            return c
        }
        let renderer = Renderer()
        let started = Date()
        let images = try Matrix.render(
            entry: entry, document: document, cells: cells, renderer: renderer, strict: drawing.strict)
        // A long run says what it does after the renders: the sheet is one large picture.
        if Date().timeIntervalSince(started) >= Progress.delay {
            FileHandle.standardError.write(Data("assembling the sheet from \(images.count) snapshots\n".utf8))
        }
        let bytes: [UInt8]
        do {
            bytes = try sheet.png(
                snapshots: images.map { .success($0) }, scale: scale, renderer: renderer,
                compression: compression)
        } catch {
            throw CLIError("\(entry): the contact sheet: \(error)")
        }
        let watched = Matrix.watchedFiles(entry: entry, document: document)
        try destination.write(bytes)
        return Watch.Outcome(
            written: destination == .standardOutput ? [] : [destination.displayPath], watched: watched)
    }
}
