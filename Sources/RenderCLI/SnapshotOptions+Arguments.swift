// Reading `render ENTRY [options]`, the one-shot render, without the argument parser.
//
// Design: the parser reflects over every option of the command before it reads one, which
// was the largest single share of a one-shot render's start-up: about 1.7 ms and 3.3 MB
// of its peak memory (README.md, Speed). This reads the forms a shell or a script writes
// and hands everything else to the parser:
//
// - one entry: a word that does not start with `-` and names no subcommand, anywhere;
// - each option as `--name value` or `--name=value` (`-o value` for `--output`), each flag
//   as `--name`; `--family` as often as wanted, any other at most once.
//
// Anything else gives nil, and the parser reads the arguments as before, so help,
// `--version` and every usage error are its own: a name this table does not hold
// (`--help`, a typo), a value that starts with `-` (other than `-` itself, standard
// output), an option or flag given twice, a value that does not read as its type, a second
// entry, no entry. Each value is read by its type's `init(argument:)`, the conformance the
// parser reads `Snapshot`'s declaration with, so the two read values alike; the table below
// holds the names, types and repetition `Snapshot` declares, and a test compares the two.

import ArgumentParser
import WidgetDevices
import WidgetDocument

extension SnapshotOptions {
    /// One option or flag of the default command, as this reader takes it.
    struct Argument {
        /// Its names as written: `--family`, `-o`.
        var names: [String]
        /// Whether it takes a value (an option) or not (a flag).
        var takesValue: Bool
        /// Whether it may be given more than once (its values are collected).
        var repeats = false
        /// Stores the value (nil for a flag); false when the value does not read as the
        /// option's type.
        var store: @Sendable (inout SnapshotOptions, String?) -> Bool
    }

    /// The default command's options and flags (`Snapshot` and its option groups).
    static let arguments: [Argument] = [
        option("--family", as: String.self, repeats: true) { $0.family.append($1) },
        option("--presentation", as: String.self, repeats: true) { $0.presentation.append($1) },
        option("--device", as: String.self) { $0.target.device = $1 },
        flag("--unique-sizes") { $0.target.uniqueSizes = true },
        option("--os", as: Int.self) { $0.target.os = $1 },
        option("--scale", as: Double.self) { $0.target.scale = $1 },
        option("--size", as: String.self) { $0.target.size = $1 },
        option("--rendering-mode", as: RenderingMode.self) { $0.target.renderingMode = $1 },
        option("--accent-tint", as: String.self) { $0.target.accentTint = $1 },
        option("--wallpaper", as: String.self) { $0.target.wallpaper = $1 },
        flag("--transparent-background") { $0.target.transparentBackground = true },
        option("--place", as: WidgetPlace.self) { $0.target.place = $1 },
        option("--appearance", as: HomeScreenAppearance.self) { $0.target.appearance = $1 },
        option("--color-scheme", as: SchemeChoice.self) { $0.colorScheme = $1 },
        option("--variant", as: VariantChoice.self) { $0.variant = $1 },
        flag("--strict") { $0.strict = true },
        option("--png-speed", as: PNGSpeed.self) { $0.pngSpeed = $1 },
        option("-o", "--output", as: String.self) { $0.output = $1 },
        flag("--watch") { $0.watch = true },
    ]

    /// The options `arguments` (the command line after the program's name) give, or nil
    /// when the argument parser is to read them. `subcommands` are the names a first word
    /// may give instead of an entry.
    static func read(_ arguments: [String], subcommands: Set<String>) -> SnapshotOptions? {
        var options = SnapshotOptions(entry: "")
        var entry: String?
        var seen: Set<String> = []
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            i += 1
            guard word.hasPrefix("-") else {
                guard entry == nil, !subcommands.contains(word) else { return nil }
                entry = word
                continue
            }
            // `--name=value`, or `--name` (`-o`) with its value in the next word.
            var name = word
            var value: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
                // The parser refuses `--name=` with nothing after it.
                guard value != "" else { return nil }
            }
            guard let argument = Self.arguments.first(where: { $0.names.contains(name) }) else { return nil }
            let key = argument.names[0]
            guard argument.repeats || seen.insert(key).inserted else { return nil }
            if argument.takesValue {
                if value == nil {
                    guard i < arguments.count else { return nil }
                    value = arguments[i]
                    i += 1
                }
                guard let value, value == "-" || !value.hasPrefix("-") else { return nil }
                guard argument.store(&options, value) else { return nil }
            } else {
                guard value == nil, argument.store(&options, nil) else { return nil }
            }
        }
        guard let entry else { return nil }
        options.entry = entry
        return options
    }

    /// An option whose value reads as `T` reads it as the parser does (`T(argument:)`, the
    /// same conformance the command's declaration uses); one that does not is the parser's
    /// to report.
    private static func option<T: ExpressibleByArgument>(
        _ names: String..., as type: T.Type, repeats: Bool = false,
        _ store: @escaping @Sendable (inout SnapshotOptions, T) -> Void
    ) -> Argument {
        Argument(names: names, takesValue: true, repeats: repeats) { options, value in
            guard let read = value.flatMap(T.init(argument:)) else { return false }
            store(&options, read)
            return true
        }
    }

    private static func flag(_ name: String, _ store: @escaping @Sendable (inout SnapshotOptions) -> Void) -> Argument {
        Argument(names: [name], takesValue: false) { options, _ in
            store(&options)
            return true
        }
    }
}
