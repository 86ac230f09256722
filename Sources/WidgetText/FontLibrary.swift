// The faces text is set in, all bundled (Fonts/README.md): Inter for the system font (its
// italics for `italic`) and Nunito for `design: rounded`, both set with SF Pro's vertical
// metrics so that lines are as tall as iOS's (SystemFontMetrics), JetBrains Mono for
// `monospaced`, Noto Serif for `serif`; then, for the characters the primary face lacks,
// Inter (behind the other designs), the CJK face of the nearest weight and the color emoji
// face (with its table of emoji sequences). Files are opened once and shared; each design, weight and slant's list of faces is
// worked out once.

import Foundation
import WidgetCore

/// Picks and caches the faces for a font request. Thread-safe.
public final class FontLibrary: @unchecked Sendable {
    /// Where each family of faces lives; nil folders are simply not used.
    public struct Folders: Sendable {
        public var inter: URL
        public var cjk: URL?
        public var emoji: URL?
        public var monospaced: URL?
        public var serif: URL?
        /// Nunito, for `design: rounded` (Inter when nil).
        public var rounded: URL?
        /// The SF Symbols substitute drawn as it is (Material Icons).
        public var symbols: URL?
        /// The SF Symbols substitutes built for the renderer (Bootstrap Icons and Inter outlines,
        /// code points from U+F0000).
        public var symbolSubstitutes: URL?

        public init(
            inter: URL, cjk: URL? = nil, emoji: URL? = nil, monospaced: URL? = nil, serif: URL? = nil,
            rounded: URL? = nil, symbols: URL? = nil, symbolSubstitutes: URL? = nil
        ) {
            self.rounded = rounded
            self.inter = inter
            self.cjk = cjk
            self.emoji = emoji
            self.monospaced = monospaced
            self.serif = serif
            self.symbols = symbols
            self.symbolSubstitutes = symbolSubstitutes
        }
    }

    /// The folders the faces are opened from.
    private let paths: FolderPaths
    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    /// The face lists by design, weight and slant: text asks for them on every measurement.
    private var lists: [Key: [FontFace]] = [:]
    /// Their first one or two faces (`leadingFaces`), likewise.
    private var leading: [Key: [FontFace]] = [:]

    private struct Key: Hashable {
        var design: FontDesign
        var weight: FontWeight
        var italic: Bool
    }

    /// `Folders` as file system paths, what the library opens files by. A library made
    /// from paths never asks a `URL` for its path: the first time, Foundation's answer
    /// searches every conformance record of the program (README.md, Speed).
    public struct FolderPaths: Sendable {
        public var inter: String
        public var cjk, emoji, monospaced, serif, rounded, symbols, symbolSubstitutes: String?

        public init(
            inter: String, cjk: String? = nil, emoji: String? = nil, monospaced: String? = nil,
            serif: String? = nil, rounded: String? = nil, symbols: String? = nil, symbolSubstitutes: String? = nil
        ) {
            self.inter = inter
            self.cjk = cjk
            self.emoji = emoji
            self.monospaced = monospaced
            self.serif = serif
            self.rounded = rounded
            self.symbols = symbols
            self.symbolSubstitutes = symbolSubstitutes
        }

        /// The paths of `folders`.
        public init(_ folders: Folders) {
            self.init(
                inter: folders.inter.path, cjk: folders.cjk?.path, emoji: folders.emoji?.path,
                monospaced: folders.monospaced?.path, serif: folders.serif?.path, rounded: folders.rounded?.path,
                symbols: folders.symbols?.path, symbolSubstitutes: folders.symbolSubstitutes?.path)
        }
    }

    public convenience init(folders: Folders) {
        self.init(folderPaths: FolderPaths(folders))
    }

    public init(folderPaths: FolderPaths) {
        paths = folderPaths
    }

    /// A library over a folder holding `Inter-<Weight>.otf` files and, optionally, a folder
    /// holding the CJK fallback (`NotoSansSC-Regular-subset.otf`, `…-Bold-subset.otf`).
    public convenience init(interDirectory: URL, fallbackDirectory: URL? = nil) {
        self.init(folders: Folders(inter: interDirectory, cjk: fallbackDirectory))
    }

    /// The Inter file that stands in for each SwiftUI weight (see Fonts/README.md).
    public static func interFileWeight(for weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: "Thin"
        case .thin: "ExtraLight"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy: "ExtraBold"
        case .black: "Black"
        }
    }

    /// The Inter file name for a weight and slant: `Inter-Bold.otf`, `Inter-BoldItalic.otf`,
    /// `Inter-Italic.otf` (the regular italic has no weight in its name).
    static func interFile(_ weight: FontWeight, italic: Bool) -> String {
        let w = interFileWeight(for: weight)
        guard italic else { return "Inter-\(w).otf" }
        return w == "Regular" ? "Inter-Italic.otf" : "Inter-\(w)Italic.otf"
    }

    /// JetBrains Mono's weights run Thin…ExtraBold; heavy and black use ExtraBold.
    static func monospacedFile(_ weight: FontWeight, italic: Bool) -> String {
        let w = weight >= .heavy ? "ExtraBold" : interFileWeight(for: weight)
        if italic { return w == "Regular" ? "JetBrainsMono-Italic-subset.ttf" : "JetBrainsMono-\(w)Italic-subset.ttf" }
        return "JetBrainsMono-\(w)-subset.ttf"
    }

    /// Nunito runs ExtraLight…Black: ultraLight and thin use ExtraLight; it has no italics
    /// (an italic rounded text is set in Inter's italic).
    static func roundedFile(_ weight: FontWeight) -> String {
        let w = weight <= .thin ? "ExtraLight" : interFileWeight(for: weight)
        return "Nunito-\(w)-subset.ttf"
    }

    /// The Noto Sans CJK SC weight that stands in for the system's CJK face at a SwiftUI
    /// weight: Light for light and thinner, Regular, Medium, Bold for semibold and bold,
    /// Black for heavy and black (iOS 18's system CJK face has all nine weights).
    public static func cjkFileWeight(for weight: FontWeight) -> String {
        switch weight {
        case .ultraLight, .thin, .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold, .bold: "Bold"
        case .heavy, .black: "Black"
        }
    }

    /// Noto Serif comes in Regular and Bold: semibold and heavier use Bold.
    static func serifFile(_ weight: FontWeight, italic: Bool) -> String {
        let bold = weight >= .semibold
        switch (bold, italic) {
        case (false, false): return "NotoSerif-Regular-subset.ttf"
        case (true, false): return "NotoSerif-Bold-subset.ttf"
        case (false, true): return "NotoSerif-Italic-subset.ttf"
        case (true, true): return "NotoSerif-BoldItalic-subset.ttf"
        }
    }

    /// The primary face for `font`: its design, weight and slant.
    public func face(for font: FontDescriptor) throws -> FontFace {
        switch font.design {
        case .monospaced:
            if let folder = paths.monospaced {
                return try open(folder, Self.monospacedFile(font.weight, italic: font.italic))
            }
        case .serif:
            if let folder = paths.serif {
                return try open(folder, Self.serifFile(font.weight, italic: font.italic))
            }
        case .rounded:
            if let folder = paths.rounded, !font.italic {
                return try open(
                    folder, Self.roundedFile(font.weight), metrics: .system, likeness: .rounded(weight: font.weight))
            }
        case .default:
            break
        }
        return try openSystem(font.weight, italic: font.italic)
    }

    /// The system font's stand-in for a weight and slant, with SF Pro's vertical metrics,
    /// stretched like SF Pro (FaceLikeness.swift).
    private func openSystem(_ weight: FontWeight, italic: Bool) throws -> FontFace {
        try open(
            paths.inter, Self.interFile(weight, italic: italic), metrics: .system,
            likeness: .system(weight: weight))
    }

    /// The faces to try for `font`, in order: the primary face; Inter behind the other
    /// designs; the CJK fallback of the nearest weight (`cjkFileWeight`); the color emoji
    /// face. A font with a `family` takes its
    /// primary face from `custom` (the entry's own fonts) and falls back to the system's.
    public func faces(for font: FontDescriptor, custom: [FontFace] = []) throws -> [FontFace] {
        if let family = font.family {
            return [try customFace(family, of: font, in: custom)] + (try faces(for: systemFont(font)))
        }
        let key = Key(design: font.design, weight: font.weight, italic: font.italic)
        if let known = lock.withLock({ lists[key] }) { return known }
        var result = try leadingFaces(for: font, custom: custom)
        if let folder = paths.cjk {
            let weight = Self.cjkFileWeight(for: font.weight)
            result.append(try open(folder, "NotoSansSC-\(weight)-subset.otf"))
        }
        if let folder = paths.emoji {
            result.append(
                try open(folder, "NotoColorEmoji-subset.ttf", emoji: .apple, sequences: "sequences.txt"))
        }
        // Last, the SF Symbol substitutes, whose private-use code points no other face has:
        // a symbol in a run of text (`Text(Image(systemName:))`) is set as a character.
        if let substitutes = try symbolFace(for: Self.symbolSubstitutesStart) { result.append(substitutes) }
        if let icons = try symbolFace() { result.append(icons) }
        lock.withLock { lists[key] = result }
        return result
    }

    /// The faces to try for `font` when setting `text`: those of `faces(for:custom:)`, or
    /// only its first one or two (the primary face and Inter) when they set every character
    /// of `text`, and the ellipsis of a truncated line, exactly as the whole list would
    /// (`Typesetter.setsAlike`). The fallback faces (CJK, emoji, symbols) are then neither
    /// opened nor read: a one-shot render of Latin text maps none of them (README.md, Speed).
    public func faces(for font: FontDescriptor, custom: [FontFace] = [], setting text: String) throws -> [FontFace] {
        let leading = try leadingFaces(for: font, custom: custom)
        if Typesetter.setsAlike(text, with: leading) { return leading }
        return try faces(for: font, custom: custom)
    }

    /// The primary face `faces(for:custom:)` starts with.
    public func primaryFace(for font: FontDescriptor, custom: [FontFace] = []) throws -> FontFace {
        if let family = font.family { return try customFace(family, of: font, in: custom) }
        return try face(for: font)
    }

    /// The start of `faces(for:custom:)`: the primary face, then Inter when it is not Inter.
    private func leadingFaces(for font: FontDescriptor, custom: [FontFace]) throws -> [FontFace] {
        if let family = font.family {
            return [try customFace(family, of: font, in: custom)]
                + (try leadingFaces(for: systemFont(font), custom: []))
        }
        let key = Key(design: font.design, weight: font.weight, italic: font.italic)
        if let known = lock.withLock({ leading[key] }) { return known }
        let primary = try face(for: font)
        let inter = try openSystem(font.weight, italic: font.italic)
        let result = primary === inter ? [primary] : [primary, inter]
        lock.withLock { leading[key] = result }
        return result
    }

    /// The system font a custom font falls back to: its weight and slant.
    private func systemFont(_ font: FontDescriptor) -> FontDescriptor {
        var system = font
        system.family = nil
        system.design = .default
        return system
    }

    /// The entry's face for `family`, at the weight and slant of `font`.
    private func customFace(_ family: String, of font: FontDescriptor, in custom: [FontFace]) throws -> FontFace {
        guard let primary = Self.match(family, weight: font.weight, italic: font.italic, in: custom) else {
            // A CJK font every iPhone has (AppleCJKFonts.swift): the bundled CJK face stands
            // in, its lines as tall as the system font's (as measured: JAPANESE in
            // docs/measurements.md), not Noto's taller ones.
            if let weight = AppleCJKFonts.weight(of: family, requested: font.weight), let folder = paths.cjk {
                return try open(
                    folder, "NotoSansSC-\(Self.cjkFileWeight(for: weight))-subset.otf", metrics: .system,
                    variant: "#system-metrics")
            }
            var known: [String] = []
            for f in custom where !known.contains(f.familyName) { known.append(f.familyName) }
            throw FontError.unknownFamily(family, known: known)
        }
        return primary
    }

    /// The face of `faces` that `.custom(name)` picks: one whose PostScript name or full
    /// name ("Family Style") is `name` exactly; else, among the faces of the family
    /// `name`, the one of the requested slant (if there is one) whose weight class is
    /// nearest the weight's (ultraLight 100 … black 900; a tie goes to the heavier).
    /// Names compare without regard to case.
    public static func match(_ name: String, weight: FontWeight, italic: Bool, in faces: [FontFace]) -> FontFace? {
        let wanted = name.lowercased()
        if let exact = faces.first(where: {
            $0.postScriptName.lowercased() == wanted || "\($0.familyName) \($0.styleName)".lowercased() == wanted
        }) {
            return exact
        }
        let family = faces.filter { $0.familyName.lowercased() == wanted }
        guard !family.isEmpty else { return nil }
        let slanted = family.filter { $0.isItalic == italic }
        let pool = slanted.isEmpty ? family : slanted
        let target = 100 * (weight.rank + 1)
        return pool.min { a, b in
            let da = abs(a.weightClass - target), db = abs(b.weightClass - target)
            return da != db ? da < db : a.weightClass > b.weightClass
        }
    }

    /// Opens a font the entry brought, from its bytes; the same bytes give the same face.
    public func customFace(data: [UInt8], name: String) throws -> FontFace {
        let key = FontFace.memoryKey(data: data, name: name)
        lock.lock()
        defer { lock.unlock() }
        if let f = faces[key] { return f }
        let f = try FontFace(data: data, name: name)
        faces[key] = f
        return f
    }

    /// The Material Icons face (nil when the library has none).
    public func symbolFace() throws -> FontFace? {
        try paths.symbols.map { try open($0, "MaterialIcons-Regular.ttf") }
    }

    /// The first code point of the built substitutes face; the code points below it are
    /// Material Icons glyphs.
    public static let symbolSubstitutesStart: UInt32 = 0xF0000

    /// The face an SF Symbol substitute's code point is drawn from: the built substitutes
    /// from U+F0000 up, Material Icons below (nil when the library has no such face).
    public func symbolFace(for codePoint: UInt32) throws -> FontFace? {
        guard codePoint >= Self.symbolSubstitutesStart else { return try symbolFace() }
        return try paths.symbolSubstitutes.map {
            try open($0, "SymbolSubstitutes.ttf")
        }
    }

    /// The face in the file `file` of the folder at `base` (with the table of emoji
    /// sequences in `sequences` beside it), opened once, stretched to `likeness` (an emoji
    /// face sized by `emoji`) when given. The paths are joined as text: a URL's `appendingPathComponent` asks the file
    /// system whether each path is a folder.
    private func open(
        _ base: String, _ file: String, metrics: FontFace.VerticalMetrics? = nil,
        likeness: FaceLikeness? = nil, emoji: EmojiLikeness? = nil, sequences: String? = nil, variant: String = ""
    ) throws -> FontFace {
        func inFolder(_ name: String) -> String { base.hasSuffix("/") ? base + name : base + "/" + name }
        let path = inFolder(file)
        lock.lock()
        defer { lock.unlock() }
        // A file opened with other metrics is another face (`variant` tells them apart).
        let key = path + variant
        if let f = faces[key] { return f }
        let f = try FontFace(path: path, metrics: metrics, likeness: likeness, emoji: emoji)
        if let sequences, FileManager.default.fileExists(atPath: inFolder(sequences)) {
            f.sequences = EmojiSequences(path: inFolder(sequences))
        }
        faces[key] = f
        return f
    }
}
