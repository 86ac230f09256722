// The fonts that ship with the renderer. Rendering never reads system fonts, so the same
// entry gives the same pixels on every machine.

import Foundation

/// File locations of the bundled font faces.
public enum BundledFonts {
    /// The Inter faces that stand in for Apple's system font, keyed by their file's weight
    /// name (Thin, ExtraLight, Light, Regular, Medium, SemiBold, Bold, ExtraBold, Black).
    public static let interWeights = [
        "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
    ]

    /// The folder that holds the Inter OTF files.
    public static var interDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Inter", isDirectory: true)
    }

    /// The folder that holds the CJK fallback faces (Simplified Chinese, kana, Hangul).
    public static var cjkDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("NotoSansCJK", isDirectory: true)
    }

    /// The folder that holds the color emoji face and its table of sequences.
    public static var emojiDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("NotoColorEmoji", isDirectory: true)
    }

    /// The folder that holds the monospaced faces (`design: monospaced`).
    public static var monospacedDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("JetBrainsMono", isDirectory: true)
    }

    /// The folder that holds the rounded faces (`design: rounded`).
    public static var roundedDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Nunito", isDirectory: true)
    }

    /// The folder that holds the serif faces (`design: serif`).
    public static var serifDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("NotoSerif", isDirectory: true)
    }

    /// The folder that holds the SF Symbols substitute drawn as it is (Material Icons).
    public static var symbolsDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("MaterialIcons", isDirectory: true)
    }

    /// The folder that holds the SF Symbols substitutes built for the renderer
    /// (`SymbolSubstitutes.ttf`: Bootstrap Icons and Inter outlines).
    public static var symbolSubstitutesDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("SymbolSubstitutes", isDirectory: true)
    }

    /// The file of one Inter weight (see `interWeights`).
    public static func inter(_ weightName: String) -> URL {
        interDirectory.appendingPathComponent("Inter-\(weightName).otf")
    }
}
