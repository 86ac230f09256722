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

    @Option(name: .long, help: "Family to lay out (default: the entry's first family).")
    var family: String?

    @OptionGroup var target: TargetOptions

    func run() throws {
        try reportingErrors {
            var document = try loadEntry(entry)
            try target.apply(to: &document)
            let t = try target.resolved()
            if target.bothSchemes {
                throw CLIError("--color-scheme both writes two images; a layout is printed once: use light or dark")
            }
            let f = try families(family.map { [$0] } ?? [], entry: document, path: entry).first ?? .systemMedium
            // One device named: its layout. Several (a group or a list): a JSON array of
            // {"device", "layout"} objects, the devices without the family left out (listed on
            // stderr) as for images.
            let os = t.os ?? document.os
            let named = try target.devices().count > 1
            var groups = try target.groups(families: [f], os: os)
            if named && t.canvas == nil {
                let missing = groups.filter { $0.representative.widgetSize(f, os: os) == nil }
                groups.removeAll { $0.representative.widgetSize(f, os: os) == nil }
                if !missing.isEmpty {
                    FileHandle.standardError.write(
                        Data(
                            "note: skipped \(missing.count) devices with no \(f.shortName) widget on iOS \(os.rawValue): \(missing.map(\.representative.name).joined(separator: ", "))\n"
                                .utf8))
                }
                if groups.isEmpty {
                    throw CLIError("\(entry): no device named shows a \(f.shortName) widget on iOS \(os.rawValue)")
                }
            }
            Matrix.warnOfMissingSymbols(
                entry: entry, document: document,
                renders: groups.map { (f, t.canvas == nil ? $0.representative.name : nil) })
            let renderer = Renderer()
            var dumps: [String] = []
            for device in groups.map(\.representative) {
                do {
                    // The layout stage's output: nothing is painted or rasterized.
                    let placed = try renderer.layout(
                        document,
                        RenderRequest(
                            family: f, device: device, os: t.os, colorScheme: t.scheme, scale: t.scale,
                            canvasSize: t.canvas))
                    dumps.append(placed.dump())
                } catch {
                    throw CLIError("\(entry): \(named ? device.name + ": " : "")\(error)")
                }
            }
            if !named {
                print(dumps[0], terminator: "")
            } else {
                let items = zip(groups, dumps).map { group, dump in
                    "{\"device\": " + DumpValue.string(group.representative.name).text() + ", \"layout\": "
                        + dump.trimmingCharacters(in: .whitespacesAndNewlines) + "}"
                }
                print("[\n" + items.joined(separator: ",\n") + "\n]")
            }
        }
    }
}
