// `render ENTRY`: writes one PNG per family.

import ArgumentParser
import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRendering

struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png", abstract: "Render an entry to PNG files (the default command).")

    @Argument(help: "The entry document (.json).")
    var entry: String

    @Option(
        name: .long,
        help:
            "Family to render: small, medium, large, extraLarge or a full name (systemMedium); repeat or separate with commas. Default: every family in the entry."
    )
    var family: [String] = []

    @OptionGroup var target: TargetOptions

    @Option(
        name: .long,
        help:
            "normal, placeholder (as WidgetKit shows the widget while it loads: text as bars, images as filled frames), privacy (privacySensitive content redacted), or all (normal and placeholder; the others end in -placeholder, -privacy)."
    )
    var variant: String = "normal"

    @Option(
        name: .long,
        help:
            "Folder to write into (default: the current folder), or - to write PNG bytes to standard output (one image only)."
    )
    var output: String = "."

    func run() throws {
        try reportingErrors {
            let document = try loadEntry(entry)
            let t = try target.resolved()
            let selected = try families(family, entry: document, path: entry)
            let variants = try OptionValues.variants(variant)
            let schemes: [ColorScheme?] = target.bothSchemes ? [.light, .dark] : [t.scheme]
            if output != "-" { try checkWritableFolder(output) }
            let count = selected.count * variants.count * schemes.count
            if output == "-" && count != 1 {
                throw CLIError(
                    "--output - writes one image; this entry renders \(count) images, so pick one family with --family, one --variant and one --color-scheme"
                )
            }
            let renderer = Renderer()
            var files: [(name: String, bytes: [UInt8])] = []
            for (v, scheme) in variants.flatMap({ v in schemes.map { (v, $0) } }) {
                for f in selected {
                    let request = RenderRequest(
                        family: f, device: t.device, os: t.os, colorScheme: scheme, scale: t.scale,
                        canvasSize: t.canvas, variant: v)
                    do {
                        let snapshot = try renderer.render(document, request)
                        let bytes = try snapshot.png()
                        files.append(
                            (
                                fileName(
                                    document: document, family: f, device: t.device, snapshot: snapshot,
                                    canvas: t.canvas, variant: v, scheme: target.bothSchemes ? scheme : nil),
                                bytes
                            ))
                    } catch {
                        throw CLIError("\(entry): \(error)")
                    }
                }
            }
            if output == "-" {
                FileHandle.standardOutput.write(Data(files[0].bytes))
                return
            }
            // Every file is written to a temporary name first; only when all are written are
            // they renamed into place, so a failure (a full disk, say) leaves nothing behind.
            let folder = URL(fileURLWithPath: output)
            let staged = try files.map { file -> (temporary: URL, final: URL) in
                let final = folder.appendingPathComponent(file.name)
                let temporary = folder.appendingPathComponent(
                    ".\(file.name).\(ProcessInfo.processInfo.processIdentifier).tmp")
                do { try Data(file.bytes).write(to: temporary) } catch {
                    throw CLIError("cannot write \(final.path): \(error.localizedDescription)")
                }
                return (temporary, final)
            }
            defer { for s in staged { try? FileManager.default.removeItem(at: s.temporary) } }
            for s in staged where rename(s.temporary.path, s.final.path) != 0 {
                throw CLIError("cannot write \(s.final.path): \(String(cString: strerror(errno)))")
            }
            for file in files {
                print(output == "." ? file.name : (output as NSString).appendingPathComponent(file.name))
            }
        }
    }

    func fileName(
        document: EntryDocument, family: WidgetFamily, device: Device, snapshot: WidgetRendering.Snapshot,
        canvas: Size?,
        variant: RenderRequest.Variant, scheme: ColorScheme?
    ) -> String {
        if let canvas {
            return SnapshotFileName.name(
                kind: document.kind, canvas: canvas, scale: snapshot.scale, colorScheme: scheme, variant: variant)
        }
        return SnapshotFileName.name(
            kind: document.kind, family: family, device: device, scale: snapshot.scale, colorScheme: scheme,
            variant: variant)
    }
}

/// Fails unless `path` is an existing folder we may write into.
func checkWritableFolder(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw CLIError("output folder '\(path)' does not exist (create it first)")
    }
    // Permission bits say nothing for root or read-only mounts: try a real write.
    let probe = URL(fileURLWithPath: path).appendingPathComponent(
        ".render-write-probe-\(ProcessInfo.processInfo.processIdentifier)")
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
        throw CLIError("output folder '\(path)' is not writable")
    }
    try? FileManager.default.removeItem(at: probe)
}
