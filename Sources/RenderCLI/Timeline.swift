// `render timeline ENTRY`: one PNG of a timeline's entries left to right (WidgetGallery.Filmstrip).

import ArgumentParser
import Foundation
import WidgetCheck
import WidgetCore
import WidgetDocument
import WidgetGallery
import WidgetLayout
import WidgetPNG
import WidgetRendering

struct Timeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Write a filmstrip: a timeline's entries left to right, with the time each is shown.",
        discussion:
            "Each entry is drawn as WidgetKit shows it at its date (date text counts from that date). With --variant all, the placeholder comes first. An entry without a timeline is one frame."
    )

    @Argument(help: "The entry document (.json).")
    var entry: String

    @Option(name: .long, help: "The family (default: the entry's first).")
    var family: String?

    @OptionGroup var target: TargetOptions

    @OptionGroup var schemeOption: OneSchemeOption

    @OptionGroup var pngSpeed: PNGSpeedOption

    @Option(name: .long, help: "normal, or all (the placeholder first, then every entry).")
    var variant: TimelineVariant = .normal

    @Option(
        name: [.short, .long],
        help: "The PNG to write (default: <kind>-timeline.png in the current folder), or - for standard output.")
    var output: String?

    func run() throws {
        try reportingErrors {
            InFlightFiles.shared.removeOnInterrupt()
            let document = try loadEntry(entry)
            if target.value.size != nil {
                throw CLIError("--size draws a bare canvas; a filmstrip shows a widget on a device")
            }
            let t = try target.value.resolved()
            let selected = try families(family.map { [$0] } ?? [], entry: document, path: entry)
            guard let chosen = selected.first, selected.count == 1 else {
                throw CLIError("a filmstrip shows one family; name it with --family")
            }
            let variants: [RenderRequest.Variant] = variant == .all ? RenderRequest.Variant.standard : [.normal]
            let compression = pngSpeed.compression
            let scheme = schemeOption.colorScheme
            let destination = try OutputTarget.single(
                output, defaultName: "\(SnapshotFileName.safe(document.kind))-timeline.png", fileExtension: ".png")
            let renderer = Renderer()
            let preferred = t.scale ?? Double(t.device.scale)
            var entries = document.entries
            for i in entries.indices { try target.value.apply(to: &entries[i]) }
            try refuseLiveActivity(document, entry: entry, command: "timeline")
            let warnings = Matrix.SymbolWarnings()
            for entryDocument in entries {
                Matrix.warnOfMissingSymbols(
                    entry: entry, document: entryDocument, renders: [(chosen, t.device.name)], once: warnings)
            }
            // The placeholder first, drawn from the first entry, as WidgetKit shows it
            // before the timeline arrives.
            var shots: [(EntryDocument, RenderRequest.Variant, String)] = []
            if variants.contains(.placeholder), let first = entries.first {
                shots.append((first, .placeholder, "placeholder"))
            }
            if variants.contains(.normal) {
                for e in entries { shots.append((e, .normal, Self.caption(e))) }
            }
            let title = "\(document.kind) · \(chosen.rawValue) · \(t.device.name)"
            // A long timeline is drawn smaller, as a large contact sheet is, to stay within
            // the pixel budget. The scale comes from the widget's size before anything is
            // drawn, so each frame is drawn once, at the strip's scale (1:1).
            // As shown: StandBy's size in StandBy.
            let os = t.os ?? document.os ?? t.device.currentOS
            let widget =
                RenderPlan.shownSize(document, family: chosen, device: t.device, os: os) ?? Size(width: 0, height: 0)
            let magnification = t.device.standByMagnification(place: document.place, os: os)
            let scale = Filmstrip(title: title, frames: shots.map { ($0.2, widget) }).scale(preferred: preferred)
            if scale < preferred {
                FileHandle.standardError.write(
                    Data("note: drawing the filmstrip at \(DumpValue.format(scale)) pixels per point to fit\n".utf8))
            }
            var frames: [(caption: String, size: Size)] = []
            var images: [[UInt8]] = []
            for (e, v, caption) in shots {
                let request = RenderRequest(
                    family: chosen, device: t.device, os: t.os, colorScheme: scheme, scale: scale,
                    variant: v)
                do {
                    let snapshot = try renderer.render(e, request)
                    frames.append(
                        (
                            caption,
                            Size(
                                width: snapshot.size.width * magnification, height: snapshot.size.height * magnification
                            )
                        ))
                    images.append(try snapshot.png())
                } catch {
                    throw CLIError("\(entry): \(caption): \(error)")
                }
            }
            let strip = Filmstrip(title: title, frames: frames)
            let bytes: [UInt8]
            do {
                bytes = try strip.render(snapshots: images, scale: scale, renderer: renderer).png(
                    compression: compression)
            } catch {
                throw CLIError("\(entry): the filmstrip: \(error)")
            }
            try destination.write(bytes)
            if destination != .standardOutput { print(destination.displayPath) }
        }
    }

    /// `08:30` (the entry's clock time in its own time zone), with its relevance if given.
    static func caption(_ e: EntryDocument) -> String {
        let hhmm = e.clockTime
        let time = "\(hhmm.prefix(2)):\(hhmm.suffix(2))"
        return e.relevance.map { "\(time) · relevance \(DumpValue.format($0))" } ?? time
    }
}
