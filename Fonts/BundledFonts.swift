// The fonts that ship with the renderer. Rendering never reads system fonts, so the same
// entry gives the same pixels on every machine.

import Foundation
import WidgetText

#if canImport(Glibc)
    import Glibc
#endif

/// File locations of the bundled font faces.
public enum BundledFonts {
    /// The Inter faces that stand in for Apple's system font, keyed by their file's weight
    /// name (Thin, ExtraLight, Light, Regular, Medium, SemiBold, Bold, ExtraBold, Black).
    public static let interWeights = [
        "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
    ]

    /// The folder the build copies the fonts into. On Linux it is found beside the running
    /// executable, where the build puts it and where an installed copy keeps it, with one
    /// `readlink` and one `stat`: the package manager's accessor (`Bundle.module`, used when
    /// that fails and on other systems) creates the main bundle first, which lists the
    /// executable's folder and looks for property lists, a measurable share of a one-shot
    /// render's start-up (README.md, Speed).
    static let resources = URL(fileURLWithPath: resourcesPath, isDirectory: true)

    /// `resources` as a path: found as text, so a render never asks a `URL` for its path
    /// (the first time, Foundation's answer searches every conformance record of the
    /// program: README.md, Speed).
    static let resourcesPath: String =
        besideExecutable() ?? (Bundle.module.resourceURL ?? Bundle.module.bundleURL).path

    /// The bundled font folders.
    public enum Folder: String, Sendable, CaseIterable {
        case inter = "Inter"
        case cjk = "NotoSansCJK"
        case emoji = "NotoColorEmoji"
        case monospaced = "JetBrainsMono"
        case rounded = "Nunito"
        case serif = "NotoSerif"
        case symbols = "MaterialIcons"
        case symbolSubstitutes = "SymbolSubstitutes"
    }

    /// The path of a bundled font folder: the folder of the matching `…Directory` URL.
    public static func path(_ folder: Folder) -> String { resourcesPath + "/" + folder.rawValue }

    /// Every bundled folder, for a `FontLibrary` that sets text as the renderer does.
    public static var folderPaths: FontLibrary.FolderPaths {
        FontLibrary.FolderPaths(
            inter: path(.inter), cjk: path(.cjk), emoji: path(.emoji), monospaced: path(.monospaced),
            serif: path(.serif), rounded: path(.rounded), symbols: path(.symbols),
            symbolSubstitutes: path(.symbolSubstitutes))
    }

    /// The path of the resource folder next to the running executable, if there is one.
    private static func besideExecutable() -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let slash = executable.lastIndex(of: "/") else { return nil }
            let folder = String(executable[..<slash]) + "/widget-render_WidgetFonts.resources"
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            return folder
        #else
            return nil
        #endif
    }

    /// The folder that holds the Inter OTF files.
    public static var interDirectory: URL {
        resources.appendingPathComponent(Folder.inter.rawValue, isDirectory: true)
    }

    /// The folder that holds the CJK fallback faces (Simplified Chinese, kana, Hangul).
    public static var cjkDirectory: URL {
        resources.appendingPathComponent(Folder.cjk.rawValue, isDirectory: true)
    }

    /// The folder that holds the color emoji face and its table of sequences.
    public static var emojiDirectory: URL {
        resources.appendingPathComponent(Folder.emoji.rawValue, isDirectory: true)
    }

    /// The folder that holds the monospaced faces (`design: monospaced`).
    public static var monospacedDirectory: URL {
        resources.appendingPathComponent(Folder.monospaced.rawValue, isDirectory: true)
    }

    /// The folder that holds the rounded faces (`design: rounded`).
    public static var roundedDirectory: URL {
        resources.appendingPathComponent(Folder.rounded.rawValue, isDirectory: true)
    }

    /// The folder that holds the serif faces (`design: serif`).
    public static var serifDirectory: URL {
        resources.appendingPathComponent(Folder.serif.rawValue, isDirectory: true)
    }

    /// The folder that holds the SF Symbols substitute drawn as it is (Material Icons).
    public static var symbolsDirectory: URL {
        resources.appendingPathComponent(Folder.symbols.rawValue, isDirectory: true)
    }

    /// The folder that holds the SF Symbols substitutes built for the renderer
    /// (`SymbolSubstitutes.ttf`: Bootstrap Icons and Inter outlines).
    public static var symbolSubstitutesDirectory: URL {
        resources.appendingPathComponent(Folder.symbolSubstitutes.rawValue, isDirectory: true)
    }

    /// The file of one Inter weight (see `interWeights`).
    public static func inter(_ weightName: String) -> URL {
        interDirectory.appendingPathComponent("Inter-\(weightName).otf")
    }
}
