// `render layout ENTRY`: prints the layout dump as JSON.

import ArgumentParser
import Foundation
import WidgetDevices
import WidgetLayout
import WidgetRendering

struct LayoutDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print the layout of an entry as JSON: frames in points, ids echoed.")

    @Argument(help: "The entry document (.json).")
    var entry: String

    @Option(
        name: .long,
        help:
            "Family to lay out (default: the entry's first family); several, repeated or comma-separated, print a JSON array."
    )
    var family: [String] = []

    @OptionGroup var target: TargetOptions

    @OptionGroup var schemeOption: OneSchemeOption

    func run() throws {
        try reportingErrors {
            var document = try loadEntry(entry)
            try target.value.apply(to: &document)
            try refuseLiveActivity(document, entry: entry, command: "layout")
            let t = try target.value.resolved()
            let scheme = schemeOption.colorScheme
            let chosen = try families(family, entry: document, path: entry)
            let selected = family.isEmpty ? Array(chosen.prefix(1)) : chosen
            // One device and one family: that layout. Several devices (a group or a list) or
            // families: a JSON array of {"device", "family", "layout"} objects, the devices
            // without a family left out (listed on stderr) as for images.
            let pinned = t.os ?? document.os
            let severalDevices = try target.value.devices().count > 1
            let array = severalDevices || selected.count > 1
            var pairs: [(device: Device, family: WidgetFamily)] = []
            var missing: [String] = []
            for f in selected {
                for group in try target.value.groups(families: [f], os: pinned) {
                    let d = group.representative
                    if severalDevices && t.canvas == nil && d.widgetSize(f, os: pinned ?? d.currentOS) == nil {
                        missing.append("\(d.name) \(f.shortName)")
                    } else {
                        pairs.append((d, f))
                    }
                }
            }
            if !missing.isEmpty {
                FileHandle.standardError.write(
                    Data(
                        "note: skipped \(missing.count) device and family pairs with no widget of that size: \(missing.joined(separator: ", "))\n"
                            .utf8))
            }
            if pairs.isEmpty { throw CLIError("\(entry): no device named shows the families asked for") }
            Matrix.warnOfMissingSymbols(
                entry: entry, document: document,
                renders: pairs.map { ($0.family, t.canvas == nil ? $0.device.name : nil) })
            let renderer = Renderer()
            var dumps: [String] = []
            for (device, f) in pairs {
                do {
                    // The layout stage's output: nothing is painted or rasterized.
                    let placed = try renderer.layout(
                        document,
                        RenderRequest(
                            family: f, device: device, os: t.os, colorScheme: scheme, scale: t.scale,
                            canvasSize: t.canvas))
                    dumps.append(placed.dump())
                } catch {
                    throw CLIError("\(entry): \(array ? "\(device.name) \(f.rawValue): " : "")\(error)")
                }
            }
            if !array {
                print(dumps[0], terminator: "")
            } else {
                let items = zip(pairs, dumps).map { pair, dump in
                    "{\"device\": " + DumpValue.string(pair.device.name).text() + ", \"family\": "
                        + DumpValue.string(pair.family.rawValue).text() + ", \"layout\": "
                        + dump.trimmingCharacters(in: .whitespacesAndNewlines) + "}"
                }
                print("[\n" + items.joined(separator: ",\n") + "\n]")
            }
        }
    }
}
