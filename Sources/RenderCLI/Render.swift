// The `render` command: parses arguments, reads the entry, calls the library, writes
// files atomically. All drawing happens in WidgetRendering. The executable (Sources/render)
// only calls `RenderCommand.main()`: the command is a library so that its tests link it without
// the executable's link settings (Package.swift).

import ArgumentParser
import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRendering

/// What the `render` executable runs.
public enum RenderCommand {
    public static func main() { Render.main() }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render iOS home-screen widgets from JSON entry documents to PNG snapshots.",
        discussion:
            "Examples:\n  render Examples/weather.json --family medium\n  render Examples/weather.json --device \"iPhone 15 Pro Max\" --output out\n  render layout Examples/weather.json --family small\n  render devices --json\n  render check Examples --goldens Goldens\n  render sheet Examples/weather.json --device iphone --unique-sizes\n  render timeline Examples/departures.json --variant all\n  render gallery Examples/weather.json --output gallery --watch\n  render diff expected.png actual.png\n  render schema > entry.schema.json",
        version: "render (widget-render), entry format 1 and 1.1",
        subcommands: [
            Snapshot.self, LayoutDump.self, Devices.self, Check.self, Diff.self, Sheet.self, Timeline.self,
            Gallery.self,
            Symbols.self, Schema.self,
        ],
        defaultSubcommand: Snapshot.self)

    /// Runs the command. Every failure is one line on standard error: `error: …`, with
    /// the `--help` to read for a usage error (exit status 64), else exit status 1; help
    /// and `--version` print as usual.
    static func main() {
        StandardOutput.prepare()
        do {
            // The one-shot render is read without the argument parser when it can be
            // (SnapshotOptions+Arguments.swift); everything else, as before.
            if let options = SnapshotOptions.read(Array(CommandLine.arguments.dropFirst()), subcommands: subcommands) {
                try options.run()
            } else {
                try parseAndRun()
            }
        } catch {
            exitReporting(error)
        }
    }

    /// The names a word may give instead of an entry: the subcommands, and `help`. Written
    /// out, not read from `configuration`: reading that sets up every command's type and
    /// its options, what the one-shot reader is there to avoid (a test keeps the two alike).
    static let subcommands: Set<String> = [
        "png", "layout", "devices", "check", "diff", "sheet", "timeline", "gallery", "symbols", "schema", "help",
    ]

    /// Reads the arguments with the argument parser and runs the command they name.
    static func parseAndRun() throws {
        var command = try parseAsRoot()
        try command.run()
    }

    static func exitReporting(_ error: any Error) -> Never {
        let code = exitCode(for: error)
        if code == .success || error is ExitCode { exit(withError: error) }
        let full = fullMessage(for: error)
        let lines = full.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var line = lines.first { !$0.isEmpty } ?? "failed"
        if line.hasPrefix("Error: ") { line = String(line.dropFirst(7)) }
        if let see = lines.first(where: { $0.hasPrefix("See '") && $0.hasSuffix("for more information.") }),
            let help = see.split(separator: "'").dropFirst().first
        {
            line += " (see `\(help)`)"
        }
        FileHandle.standardError.write(Data("error: \(line.escapedForMessages)\n".utf8))
        Foundation.exit(code.rawValue)
    }
}

/// `--variant`, as every command that writes snapshots takes it (`timeline` has its own:
/// a filmstrip's variants mean something else).
struct VariantOption: ParsableArguments {
    @Option(
        name: .long,
        help:
            "normal, placeholder (as WidgetKit shows the widget while it loads: text as bars, images as filled frames), privacy (privacySensitive content redacted), or all (normal and placeholder; the others end in -placeholder, -privacy)."
    )
    var variant: VariantChoice = .normal

    /// The variants `--variant` names.
    var variants: [RenderRequest.Variant] { variant.variants }
}

/// `--png-speed`, as every command that writes PNG files takes it.
struct PNGSpeedOption: ParsableArguments {
    @Option(
        name: .customLong("png-speed"),
        help:
            "fast (deflate in parallel strips at zlib's level 1) or small (libpng's adaptive row filters at zlib's default level: about 10% smaller files, ten times slower). Pixels are the same."
    )
    var pngSpeed: PNGSpeed = .fast

    var compression: PNGCodec.Compression { pngSpeed.compression }
}

/// `--strict`, as every command that renders widgets takes it.
struct StrictOption: ParsableArguments {
    @Flag(
        help:
            "Fail (exit 1, nothing written) when a widget cannot show all of its content: content past its edges, or text truncated where no lineLimit asks for it. Without it, these are warnings."
    )
    var strict = false
}

/// Options every rendering command shares.
struct TargetOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Device name from `render devices` (case-insensitive; aliases like 16pm, se3), all, iphone, ipad, or a comma-separated list. Default: iPhone 17 (sheet and gallery: every device)."
    )
    var device: String?

    @Flag(
        name: .customLong("unique-sizes"),
        help: "One device per distinct set of widget sizes (the first, newest, stands for the others).")
    var uniqueSizes = false

    @Option(
        name: .long,
        parsing: .unconditional,
        help:
            "iOS version whose widget sizes and behaviour to use: 16, 17, 18, 26 or 27 (default: the entry's os, else the device's newest with known sizes: 26, or 18 for iPhones measured only on 18)."
    )
    var os: Int?

    @Option(name: .long, parsing: .unconditional, help: "Pixels per point (default: the device's scale, 2 or 3).")
    var scale: Double?

    @Option(
        name: .long, parsing: .unconditional,
        help: "Render the bare view on a WxH point canvas: no container, no margins (e.g. 200x100).")
    var size: String?

    @Option(
        name: .customLong("rendering-mode"),
        help:
            "fullColor, accented (the iOS 18 tinted Home Screen: one tint, widgetAccentable parts in the accent) or vibrant (the Lock Screen: luminance as opacity). Default: the entry's renderingMode, else vibrant for accessory families and fullColor for the others."
    )
    var renderingMode: RenderingMode?

    @Option(
        name: .customLong("accent-tint"),
        help: "The tint of --rendering-mode accented and --appearance tinted, as #RRGGBB (default #64B4FF).")
    var accentTint: String?

    @Option(
        help:
            "A wallpaper color (#RRGGBB) for vibrant widgets (the Lock Screen) and the glass of --appearance to be drawn over. Default: none, transparent around the content (the glass lies on a blue of its own)."
    )
    var wallpaper: String?

    @Option(
        help:
            "Where the widget is shown: standard (its family's tile, the default), standby (iPhone, iOS 17+: the small widget scaled up over black, its container background removed) or standby-night (the same in StandBy's red). Default: the entry's place."
    )
    var place: WidgetPlace?

    @Option(
        help:
            "An iOS 26 Home Screen appearance: clear (white over glass) or tinted (white over a glass of --accent-tint), drawn in the accented mode, light or dark. Default: the entry's appearance, else none (full color)."
    )
    var appearance: HomeScreenAppearance?

    @Flag(
        help:
            "Keep what a clear or translucent containerBackground leaves transparent. Default: the system's opaque widget background shows through it, as on the Home Screen."
    )
    var transparentBackground = false

    /// The values given.
    var value: Target {
        Target(
            device: device, uniqueSizes: uniqueSizes, os: os, scale: scale, size: size, renderingMode: renderingMode,
            accentTint: accentTint, wallpaper: wallpaper, transparentBackground: transparentBackground, place: place,
            appearance: appearance)
    }
}

/// The options of the commands that draw an entry into PNG files on many devices, in
/// many schemes and variants (`png`, `sheet`, `gallery`): each declares the five option
/// groups itself (`DrawsEntries`), and this value gathers what they give.
///
/// Not an option group of groups: the argument parser's debug build (the one `swift run`
/// and `swift test` use) checks every group's declaration again at every level above it,
/// five checks a level, so one level of nesting cost `render sheet` about 150 ms of start-up
/// there, and every other command about 50 ms (the default command's options are read with
/// theirs). Release builds skip the checks.
struct DrawingOptions {
    var target: TargetOptions
    var scheme: SchemeOption
    var variant: VariantOption
    var strictness: StrictOption
    var png: PNGSpeedOption

    /// `--strict`.
    var strict: Bool { strictness.strict }
    /// The variants `--variant` names.
    var variants: [RenderRequest.Variant] { variant.variants }
    /// The compression `--png-speed` names.
    var compression: PNGCodec.Compression { png.compression }
}

/// A command that draws an entry with the options `DrawingOptions` gathers, each declared
/// as `@OptionGroup var target: TargetOptions` and so on, between its own options.
protocol DrawsEntries {
    var target: TargetOptions { get }
    var scheme: SchemeOption { get }
    var variant: VariantOption { get }
    var strictness: StrictOption { get }
    var png: PNGSpeedOption { get }
}

extension DrawsEntries {
    /// The drawing options given.
    var drawing: DrawingOptions {
        DrawingOptions(target: target, scheme: scheme, variant: variant, strictness: strictness, png: png)
    }
}

/// `--color-scheme` for the commands that can write both schemes (`png`, `sheet`, `gallery`).
struct SchemeOption: ParsableArguments {
    @Option(
        name: .customLong("color-scheme"),
        help:
            "light, dark, or both (two files, ending in -light and -dark; one, -dark, for a family drawn vibrant or accented, which is always dark). Default: the entry's colorScheme (gallery: both)."
    )
    var colorScheme: SchemeChoice?

    /// `--color-scheme both`: render each scheme, its name in the file name.
    var both: Bool { colorScheme == .both }

    /// The one scheme named, or nil for both or the entry's own.
    var scheme: ColorScheme? { colorScheme?.scheme }
}

/// `--color-scheme` for the commands that draw one scheme (`layout`, `timeline`).
struct OneSchemeOption: ParsableArguments {
    @Option(name: .customLong("color-scheme"), help: "light or dark. Default: the entry's colorScheme.")
    var colorScheme: ColorScheme?
}

/// A user-facing error: printed as `error: …`, exit status 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// Runs `body`, turning every error into one `error: …` line on stderr and exit status 1.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CLIError {
        FileHandle.standardError.write(Data("error: \(error.description.escapedForMessages)\n".utf8))
        throw ExitCode(1)
    }
}

/// Reads and decodes an entry, naming the file in every error.
func loadEntry(_ path: String) throws -> EntryDocument {
    let bytes: [UInt8]
    do {
        bytes = try InputFile.read(path, limit: EntryDocument.largestEntryFile)
    } catch .tooLarge(let size, _) {
        throw CLIError("\(path): is \(size) bytes; entry documents are limited to 16 MiB")
    } catch .folder {
        throw CLIError("\(path): is a folder; expected an entry .json file")
    } catch {
        throw CLIError("\(path): \(error)")
    }
    do {
        var document = try EntryDocument.decode(bytes)
        try document.loadFiles(relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent())
        return document
    } catch {
        throw CLIError("\(path): \(error)")
    }
}

/// Parses `--family` values (repeatable, comma-separated) against the entry's families.
func families(_ names: [String], entry: EntryDocument, path: String) throws -> [WidgetFamily] {
    let requested = OptionValues.split(names)
    if requested.isEmpty && !names.isEmpty {
        throw CLIError("--family takes a family name such as small or systemMedium; found an empty value")
    }
    guard !requested.isEmpty else { return entry.families }
    var result: [WidgetFamily] = []
    for name in requested {
        let f = try OptionValues.family(name)
        guard entry.families.contains(f) else {
            if entry.place.isStandBy || entry.appearance != nil {
                throw CLIError(
                    "\(path): \(entry.placeName) shows \(entry.families.map(\.rawValue).joined(separator: ", ")) of this entry, not \(f.rawValue)"
                )
            }
            throw CLIError(
                "\(path): the entry supports \(entry.families.map(\.rawValue).joined(separator: ", ")), not \(f.rawValue) (add it to \"families\")"
            )
        }
        if !result.contains(f) { result.append(f) }
    }
    return result
}
