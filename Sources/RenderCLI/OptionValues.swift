// Checking command-line values: every command that takes a family, device, OS version,
// scale or color scheme reads it through these, so the messages are the same everywhere.

import Foundation
import Synchronization
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetLayout
import WidgetRendering

enum OptionValues {
    /// Repeatable, comma-separated values as one list (`--family small,medium --family large`).
    static func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingSpaces() } }
    }

    static func family(_ name: String) throws -> WidgetFamily {
        guard let f = WidgetFamily(name: name) else {
            throw CLIError("unknown family '\(name)'; expected one of \(WidgetFamily.acceptedNames)")
        }
        return f
    }

    static func device(_ name: String) throws -> Device {
        noteChoices(in: name)
        do { return try DeviceCatalog.device(named: name) } catch { throw CLIError("\(error)") }
    }

    /// Says on standard error which device a name that stands for several picks
    /// (`--device "iPhone SE"`), for each name of a comma-separated list, once a process.
    static func noteChoices(in value: String) {
        for part in value.split(separator: ",") {
            if let note = DeviceCatalog.choiceNote(for: part.trimmingSpaces()),
                notesSaid.withLock({ notes in notes.insert(note).inserted })
            {
                FileHandle.standardError.write(Data("note: \(note.escapedForMessages)\n".utf8))
            }
        }
    }

    /// The notes said so far.
    private static let notesSaid = Mutex<Set<String>>([])

    static func os(_ value: Int) throws -> OSVersion {
        guard let v = OSVersion(rawValue: value) else {
            throw CLIError("--os \(value) is not supported; use one of \(OSVersion.acceptedValues)")
        }
        return v
    }

    static func scale(_ value: Double) throws -> Double {
        guard value.isFinite, value > 0, value <= 4 else {
            throw CLIError("--scale must be a number greater than 0 and at most 4, found \(DumpValue.format(value))")
        }
        return value
    }

    /// `--variant` (and each value of `--variants`): normal, placeholder, privacy, or all
    /// (normal and placeholder).
    static func variants(_ name: String) throws -> [RenderRequest.Variant] {
        guard let choice = VariantChoice(argument: name) else {
            throw CLIError("--variants takes normal, placeholder, privacy or all, found '\(name)'")
        }
        return choice.variants
    }

    /// A color scheme named by `flag` (`--color-scheme` takes one, `--color-schemes` a list).
    static func colorScheme(_ name: String, flag: String, expected: String) throws -> ColorScheme {
        guard let s = ColorScheme(argument: name) else { throw CLIError("\(flag) takes \(expected), found '\(name)'") }
        return s
    }
}
