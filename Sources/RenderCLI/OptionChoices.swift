// The values of the options that take one of a few words, as types the argument parser
// reads (`ExpressibleByArgument`): a value outside them is a usage error naming every word
// (from `allCases`), and help lists them. The renderer's own enums are used where they are
// the choice (`--rendering-mode`, `--appearance`, `--place`, a single `--color-scheme`); the
// choices that add words of the command line's (`both`, `all`, `small`) are enums here. The
// one-shot reader (SnapshotOptions+Arguments.swift) reads a value through the same
// `init(argument:)`, so the two cannot differ.

import ArgumentParser
import Foundation
import WidgetDevices
import WidgetDocument
import WidgetPNG
import WidgetRendering

/// `--color-scheme` of the commands that can draw both schemes: one of them, or both.
enum SchemeChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case light, dark, both

    /// The one scheme named, or nil for both.
    var scheme: ColorScheme? { ColorScheme(rawValue: rawValue) }
}

/// `--variant`: one variant, or `all` (normal and placeholder).
enum VariantChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case normal, placeholder, privacy, all

    /// The variants it names.
    var variants: [RenderRequest.Variant] {
        RenderRequest.Variant(rawValue: rawValue).map { [$0] } ?? RenderRequest.Variant.standard
    }
}

/// `timeline --variant`: the entries, or the placeholder first and then the entries.
enum TimelineVariant: String, CaseIterable, ExpressibleByArgument, Sendable {
    case normal, all
}

/// `--png-speed`.
enum PNGSpeed: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Parallel strips at zlib's level 1.
    case fast
    /// libpng's adaptive row filters at zlib's default level.
    case small

    var compression: PNGCodec.Compression {
        switch self {
        case .fast: .fast
        case .small: .smallest
        }
    }
}

extension ColorScheme: ExpressibleByArgument {}

extension RenderingMode: ExpressibleByArgument {}

extension HomeScreenAppearance: ExpressibleByArgument {
    /// Case-insensitively (`Clear`).
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension WidgetPlace: ExpressibleByArgument {
    /// `standard`, `standBy`, `standByNight`, case-insensitively, with or without a hyphen
    /// (`standby-night`).
    public init?(argument: String) {
        let key = argument.lowercased().replacingOccurrences(of: "-", with: "")
        guard let place = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = place
    }

    public static var allValueStrings: [String] { ["standard", "standby", "standby-night"] }
}
