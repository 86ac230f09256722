// libFuzzer target: the image decoders and the SVG path parser on the same bytes.
// Bytes that start like a JPEG go to JPEGCodec (with the renderer's 40-megapixel limit),
// any others to PNGCodec, after the renderer's own header check (ImageDecoder refuses a
// PNG over 40 megapixels before decoding it; without the check a tiny file could ask for
// gigabytes, which is a limit of the direct API, not a finding). The bytes as UTF-8 text
// go to Path(svg:). A decoded PNG is also compared and diffed (ImageComparison, as
// `render check` and `render diff` do) with itself and with a clear image of its sides
// swapped, the shape whose union canvas once took a gigabyte. Every byte string is read for
// a golden's fingerprint record (PNGFingerprint); a record that is believed must be the
// fingerprint of the picture the file decodes to, else the target traps: a check would
// pass a golden it should have decoded. Thrown errors are expected; only crashes, traps,
// hangs, memory blow-ups and that broken promise are findings.
//
// With FUZZ_WRITE_SEEDS=DIR in the environment the target writes small PNG and JPEG seed
// files (made with the codecs' encoders: sizes, qualities, every EXIF orientation) into
// DIR and exits; Fuzz/run uses them, as the repository holds no JPEG file.

import Foundation
import FuzzerEntry
import WidgetCheck
import WidgetCore
import WidgetJPEG
import WidgetPNG
import WidgetRaster

/// The renderer's limit (ImageDecoder.largestPixelCount).
let largestPixelCount = 40_000_000
let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if JPEGCodec.isJPEG(bytes) {
        _ = try? JPEGCodec.decode(bytes, maxPixels: largestPixelCount)
    } else if pngFitsLimit(bytes), let image = try? PNGCodec.decode(bytes) {
        if let recorded = PNGFingerprint.picture(in: bytes), recorded != image.fingerprint {
            fatalError("a believed record \(recorded) is not the decoded picture's \(image.fingerprint)")
        }
        _ = ImageComparison.compare(image, image)
        if let crossed = Pixmap(width: image.height, height: image.width) {
            _ = ImageComparison.compare(image, crossed)
            _ = ImageComparison.diffImage(image, crossed)
        }
    } else {
        _ = PNGFingerprint.picture(in: bytes)
    }
    _ = try? Path(svg: String(decoding: bytes, as: UTF8.self))
    return 0
}

/// ImageDecoder's check: the IHDR size (bytes 16…23) within 40 megapixels. Non-PNG bytes
/// pass, so PNGCodec sees them and refuses them itself.
func pngFitsLimit(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 24, bytes.starts(with: pngSignature) else { return true }
    func u32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let width = u32(16), height = u32(20)
    return width <= Pixmap.maxDimension && height <= Pixmap.maxDimension && width * height <= largestPixelCount
}

@main
enum FuzzImages {
    static func main() {
        if let folder = ProcessInfo.processInfo.environment["FUZZ_WRITE_SEEDS"] {
            do { try writeSeeds(to: URL(fileURLWithPath: folder)) } catch {
                FileHandle.standardError.write(Data("fuzz-images: cannot write seeds: \(error)\n".utf8))
                exit(1)
            }
            exit(0)
        }
        let status = widget_fuzzer_run(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
            data.map { fuzz($0, size) } ?? 0
        }
        exit(status)
    }
}

func writeSeeds(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    func rgb(_ width: Int, _ height: Int) -> [UInt8] {
        var p: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { p += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 128] }
        }
        return p
    }
    // JPEG: every EXIF orientation (and none), odd sizes across block edges, qualities.
    try write("seed-jpeg-40x20.jpg", try JPEGCodec.encode(rgb: rgb(40, 20), width: 40, height: 20))
    for orientation in 1...8 {
        try write(
            "seed-jpeg-orientation-\(orientation).jpg",
            try JPEGCodec.encode(rgb: rgb(12, 7), width: 12, height: 7, quality: 75, orientation: orientation))
    }
    for (w, h, q) in [(1, 1, 90), (17, 9, 10), (9, 17, 100), (64, 3, 50)] {
        let jpeg = try JPEGCodec.encode(rgb: rgb(w, h), width: w, height: h, quality: q)
        try write("seed-jpeg-\(w)x\(h)-q\(q).jpg", jpeg)
    }
    // PNG: opaque, translucent and transparent pixels, both compressions.
    for (w, h) in [(1, 1), (8, 8), (13, 5)] {
        var premultiplied: [UInt8] = []
        for i in 0..<(w * h) {
            let a = UInt8((i * 37) % 256)
            premultiplied += [a / 2, a / 3, a, a]
        }
        guard let pixmap = Pixmap(width: w, height: h, premultiplied: premultiplied) else { continue }
        try write("seed-png-\(w)x\(h)-fast.png", try PNGCodec.encode(pixmap, compression: .fast))
        try write("seed-png-\(w)x\(h)-smallest.png", try PNGCodec.encode(pixmap, compression: .smallest))
        try write("seed-png-\(w)x\(h)-recorded.png", try PNGFingerprint.encode(pixmap, compression: .smallest))
    }
    // SVG path data: every command, relative and absolute, packed numbers and arc flags.
    let paths = [
        "M0 60 L15 52 L30 55 L45 38 L60 42 Z", "m10,10 h20 v20 h-20 z", "M0 0 C10 0 20 10 20 20 S30 40 40 40",
        "M0 0 Q10 10 20 0 T40 0 t20 0", "M10 10 A20 10 30 1 0 50 50 a5 5 0 011 10 10", "M.5.5-1-2e3 1E-2L1,2,3,4",
    ]
    for (i, d) in paths.enumerated() { try write("seed-svg-\(i).txt", Array(d.utf8)) }
}
