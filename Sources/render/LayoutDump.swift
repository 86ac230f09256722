// `render layout ENTRY`: prints the layout dump as JSON.

import ArgumentParser
import Foundation
import WidgetDevices
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
            let document = try loadEntry(entry)
            let t = try target.resolved()
            if target.bothSchemes {
                throw CLIError("--color-scheme both writes two images; a layout is printed once: use light or dark")
            }
            let f = try families(family.map { [$0] } ?? [], entry: document, path: entry).first ?? .systemMedium
            do {
                let snapshot = try Renderer().render(
                    document,
                    RenderRequest(
                        family: f, device: t.device, os: t.os, colorScheme: t.scheme, scale: t.scale,
                        canvasSize: t.canvas))
                print(snapshot.layoutDump(), terminator: "")
            } catch {
                throw CLIError("\(entry): \(error)")
            }
        }
    }
}
