// `render diff A.png B.png`: the check's comparison for any two images.

import ArgumentParser
import Foundation
import WidgetCheck
import WidgetCore
import WidgetPNG
import WidgetRaster

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNG images by decoded pixels (exit 0 same, 1 different, 2 trouble).")

    @Argument(help: "The expected image.")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(help: "Where to write the diff image when they differ (default: diff.png).")
    var output: String = "diff.png"

    @Option(
        name: .customLong("channel-tolerance"), help: "Largest per-channel difference that does not count (default 2).")
    var channelTolerance: Int = 2

    @Option(name: .customLong("pixel-budget"), help: "How many pixels may differ (default 0).")
    var pixelBudget: Int = 0

    @Option(name: .customLong("delta-e"), help: "Perceptual mode: largest CIE ΔE*ab that does not count.")
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
            do {
                try AtomicFile.write(
                    try PNGCodec.encode(ImageComparison.diffImage(a, b, tolerance: tolerance)),
                    to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError("cannot write the diff image \(output): \(error.localizedDescription)")
            }
            print("different: \(summary); diff image: \(output)")
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("error: \(error.description.escapedForMessages)\n".utf8))
            throw ExitCode(2)
        }
        throw ExitCode(1)
    }

    func load(_ path: String) throws -> Pixmap {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("\(path): no such file (or unreadable)")
        }
        do { return try PNGCodec.decode([UInt8](data)) } catch { throw CLIError("\(path): \(error)") }
    }
}
