// `render diff A.png B.png`: the check's comparison for any two images.

import ArgumentParser
import Foundation
import WidgetCheck
import WidgetCore
import WidgetPNG
import WidgetRaster

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images by decoded pixels (exit 0 same, 1 different, 2 trouble).")

    @Argument(help: "The expected image.")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(
        name: [.short, .long],
        help:
            "Where to write the diff image when they differ: a .png file, a folder, or - for standard output (default: diff.png)."
    )
    var output: String?

    @Option(
        name: .customLong("channel-tolerance"), parsing: .unconditional,
        help: "Largest per-channel difference that does not count.")
    var channelTolerance: Int = 2

    @Option(name: .customLong("pixel-budget"), parsing: .unconditional, help: "How many pixels may differ.")
    var pixelBudget: Int = 0

    @Option(
        name: .customLong("delta-e"), parsing: .unconditional,
        help: "Perceptual mode: largest CIE ΔE*ab that does not count.")
    var deltaE: Double?

    func run() throws {
        do {
            guard (0...255).contains(channelTolerance), pixelBudget >= 0, deltaE.map({ $0.isFinite && $0 >= 0 }) ?? true
            else {
                throw CLIError("--channel-tolerance takes 0…255, --pixel-budget a count ≥ 0, --delta-e a number ≥ 0")
            }
            let a = try load(expected), b = try load(actual)
            let tolerance = Tolerance(channel: channelTolerance, pixelBudget: pixelBudget, deltaE: deltaE)
            let comparison = ImageComparison.compare(a, b, tolerance: tolerance)
            if comparison.matches {
                print("same: \(comparison.summary)")
                return
            }
            let summary =
                comparison.sizesMatch
                ? comparison.summary : "the sizes differ (\(a.width)×\(a.height) and \(b.width)×\(b.height) px)"
            let destination = try OutputTarget.single(output, defaultName: "diff.png", fileExtension: ".png")
            let image: [UInt8]
            do { image = try PNGCodec.encode(ImageComparison.diffImage(a, b, tolerance: tolerance)) } catch {
                throw CLIError("cannot encode the diff image: \(error)")
            }
            try destination.write(image)
            // With the image on standard output, the verdict goes to standard error.
            let line = "different: \(summary); diff image: \(destination.displayPath)\n"
            if destination == .standardOutput {
                FileHandle.standardError.write(Data(line.utf8))
            } else {
                print(line, terminator: "")
            }
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("error: \(error.description.escapedForMessages)\n".utf8))
            throw ExitCode(2)
        }
        throw ExitCode(1)
    }

    func load(_ path: String) throws -> Pixmap {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: GoldenChecker.largestGoldenFile) } catch {
            throw CLIError("\(path): \(error)")
        }
        do { return try PNGCodec.decode(bytes, maxPixels: GoldenChecker.largestGoldenPixels) } catch {
            throw CLIError("\(path): \(error)")
        }
    }
}
