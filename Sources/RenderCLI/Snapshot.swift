// `render ENTRY` (`render png ENTRY`), the default command, as the argument parser reads
// it: its options, their help, and the `SnapshotOptions` they give, which renders. A
// one-shot `render ENTRY [options]` is read without the parser when it can be
// (SnapshotOptions+Arguments.swift), into the same value.

import ArgumentParser
import Foundation
import WidgetCheck

struct Snapshot: ParsableCommand, DrawsEntries {
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

    @Option(
        name: .long,
        help:
            "A Live Activity's presentation: lockScreen, compact, minimal or expanded; repeat or separate with commas. Default: every presentation the device has (the Lock Screen's only without a Dynamic Island)."
    )
    var presentation: [String] = []

    @OptionGroup var target: TargetOptions

    @OptionGroup var scheme: SchemeOption

    @OptionGroup var variant: VariantOption

    @OptionGroup var strictness: StrictOption

    @OptionGroup var png: PNGSpeedOption

    @Option(
        name: [.short, .long],
        help:
            "Folder to write into (an existing one, or a path ending in / to create; default: the current folder), a .png file (one image only), or - to write PNG bytes to standard output (one image only)."
    )
    var output: String = "."

    @Flag(help: "Render again whenever the entry or an image it uses changes (Ctrl-C to stop).")
    var watch = false

    /// The values given, which `SnapshotOptions` renders with.
    var options: SnapshotOptions {
        SnapshotOptions(
            entry: entry, family: family, presentation: presentation, target: target.value,
            colorScheme: scheme.colorScheme, variant: variant.variant, strict: strictness.strict,
            pngSpeed: png.pngSpeed,
            output: output,
            watch: watch)
    }

    func run() throws { try options.run() }
}

/// The refusal of `--output -` (or a .png file) for more than one image.
func oneImageOnly(_ count: Int, into output: String = "-") -> CLIError {
    CLIError(
        "--output \(output) writes one image; this entry renders \(count) images, so pick one family with --family, one device, one --variant and one --color-scheme, or give a folder"
    )
}

/// Fails unless `path` is an existing folder we may write into.
func checkWritableFolder(_ path: String) throws {
    guard PathText.isFolder(path) else { throw CLIError("output folder '\(path)' does not exist (create it first)") }
    // Permission bits say nothing for root or read-only mounts: try a real write, a new
    // empty file of a name no one else uses, removed at once.
    let probe = AtomicFile.temporaryPath(for: PathText.appending(path, "render-write-probe"))
    let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw CLIError("output folder '\(path)' is not writable") }
    close(fd)
    unlink(probe)
}
