// libFuzzer target: the whole pipeline on one entry document. The input is the document's
// JSON; it is decoded and validated, then rendered for its first family on the default
// device at 1× (small canvases keep executions fast), encoded to PNG and dumped as layout
// JSON. No file is read: a document naming images or fonts fails in render with an error.
// Thrown errors are expected; only crashes, traps, hangs and memory blow-ups are findings.

import Foundation
import FuzzerEntry
import WidgetDevices
import WidgetDocument
import WidgetRendering

@main
enum FuzzPipeline {
    static func main() {
        let status = widget_fuzzer_run(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
            data.map { fuzz($0, size) } ?? 0
        }
        exit(status)
    }
}

/// One renderer for every input: it opens the bundled fonts, which is slow, and is safe to share.
let renderer = Renderer()

/// FUZZ_VERBOSE=1 prints what each input gave (an error or the snapshot's size), to see
/// why an input stops early.
let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let document = try EntryDocument.decode(bytes)
        guard let family = document.families.first else { return 0 }
        let request = RenderRequest(family: family, device: DeviceCatalog.defaultDevice, scale: 1)
        let snapshot = try renderer.render(document, request)
        let dump = snapshot.layoutDump()
        let png = try snapshot.png()
        if verbose {
            print("fuzz-pipeline: \(family.rawValue): \(png.count) PNG bytes, \(dump.utf8.count) bytes of layout")
        }
    } catch {
        if verbose { print("fuzz-pipeline: \(error)") }
    }
    return 0
}
