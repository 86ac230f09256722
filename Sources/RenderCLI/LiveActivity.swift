// `render ENTRY` for a Live Activity (an entry with `"liveActivity"`): each presentation
// on each device asked for, named `<kind>-<presentation>-<device>@<scale>x.png`
// (`activityLockScreen`, `islandCompact`, `islandMinimal`, `islandExpanded`).

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRendering

/// Refuses a Live Activity in a command that draws widgets only.
func refuseLiveActivity(_ document: EntryDocument, entry: String, command: String) throws {
    guard document.liveActivity != nil else { return }
    throw CLIError(
        "\(entry): a Live Activity; render \(command) does not draw one yet: render it with `render \(entry)` (each presentation)"
    )
}

extension SnapshotOptions {
    /// The PNG files of a Live Activity's presentations.
    func liveActivityFiles(
        _ document: EntryDocument, schemes: [ColorScheme?], schemeInName: Bool, variants: [RenderRequest.Variant]
    ) throws -> [(name: String, bytes: [UInt8])] {
        let t = try target.resolved()
        guard t.canvas == nil else { throw CLIError("--size draws a widget's view; a Live Activity has its own sizes") }
        let asked = try OptionValues.split(presentation).map { name in
            guard let p = ActivityPresentation.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
            else {
                throw CLIError("--presentation takes \(ActivityPresentation.acceptedValues), found '\(name)'")
            }
            return p
        }
        let compression = pngSpeed.compression
        let renderer = Renderer()
        var files: [(name: String, bytes: [UInt8])] = []
        let devices = try target.devices()
        // A watch or a Mac does not draw an iPhone's Live Activity: refused alone, else noted.
        let others = devices.filter(\.idiom.isOtherPlatform)
        if !others.isEmpty {
            let message =
                "Live Activities are drawn on an iPhone or iPad, not on \(others.map(\.name).joined(separator: ", "))"
            if others.count == devices.count { throw CLIError("\(entry): \(message)") }
            FileHandle.standardError.write(Data("note: \(message)\n".utf8))
        }
        for device in devices where !device.idiom.isOtherPlatform {
            var shown = asked.isEmpty ? ActivityPresentation.allCases : asked
            if document.liveActivity?.island == nil { shown = shown.filter { !$0.isDynamicIsland } }
            let island = shown.filter(\.isDynamicIsland)
            if device.dynamicIsland == nil && !island.isEmpty {
                // Named alone, a device without the island is an error; among several, a note.
                if devices.count == 1 && !asked.isEmpty {
                    throw CLIError(
                        "\(entry): \(device.name) has no Dynamic Island; its Live Activities show the Lock Screen presentation only"
                    )
                }
                FileHandle.standardError.write(
                    Data(
                        "note: \(device.name) has no Dynamic Island: the Lock Screen presentation only\n".utf8))
                shown = shown.filter { !$0.isDynamicIsland }
            }
            guard !shown.isEmpty else {
                throw CLIError(
                    "\(entry): nothing to draw: the Live Activity has no \"dynamicIsland\", and only the island's presentations were asked for"
                )
            }
            for p in shown {
                // The island is dark whatever is asked: one file.
                let drawn: [ColorScheme?] = p.isDynamicIsland ? [.dark] : schemes
                for scheme in drawn {
                    for variant in variants {
                        let request = RenderRequest(
                            family: .systemSmall, device: device, os: t.os, colorScheme: scheme, scale: t.scale,
                            variant: variant)
                        do {
                            let snapshot = try LiveActivityRendering.render(document, p, request, renderer: renderer)
                            let png = try snapshot.png(compression: compression)
                            let scale = t.scale ?? Double(device.scale)
                            let name = SnapshotFileName.name(
                                kind: document.kind, presentation: p, device: device, scale: scale,
                                colorScheme: schemeInName && !p.isDynamicIsland ? scheme ?? document.colorScheme : nil,
                                variant: variant)
                            files.append((name, png))
                        } catch {
                            throw CLIError("\(entry): \(error)")
                        }
                    }
                }
            }
        }
        return files
    }
}
