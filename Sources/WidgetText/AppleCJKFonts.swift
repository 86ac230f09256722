// The Chinese, Japanese and Korean fonts every iPhone has, which widget code names with
// `.custom(_:size:)` without bundling them: Hiragino Sans, Mincho, Kaku Gothic and Maru
// Gothic, PingFang, Apple SD Gothic Neo. An entry may name them without a font file; the
// bundled CJK face stands in, at its own size. Named like this, iOS sets the font's own
// advances (Hiragino Mincho measured one em a character, where the system font's Japanese
// fallback is 0.935 em: JAPANESE in docs/measurements.md), so no scaling applies to them.
// The Mincho and Maru faces are drawn by the sans-serif stand-in: the widths match, the
// shapes do not; Apple SD Gothic Neo's Hangul are narrower than the stand-in's one em.

import WidgetCore

/// Names of the CJK fonts installed on iOS, and the weight each face name stands for.
public enum AppleCJKFonts {
    /// Family names, lowercased.
    static let families: Set<String> = [
        "hiragino sans", "hiragino kaku gothic pron", "hiragino kaku gothic pro", "hiragino mincho pron",
        "hiragino mincho pro", "hiragino maru gothic pron", "pingfang sc", "pingfang tc", "pingfang hk",
        "apple sd gothic neo",
    ]

    /// PostScript name prefixes, lowercased, before the weight: "HiraginoSans-W6",
    /// "PingFangSC-Semibold", "AppleSDGothicNeo-Bold".
    static let prefixes = [
        "hiraginosans-", "hirakakupron-", "hirakakupro-", "hiraminpron-", "hiraminpro-", "hiramarupron-",
        "pingfangsc-", "pingfangtc-", "pingfanghk-", "applesdgothicneo-",
    ]

    /// Hiragino's W0–W9, and the style names of PingFang and Apple SD Gothic Neo.
    static let styles: [String: FontWeight] = [
        "w0": .ultraLight, "w1": .thin, "w2": .light, "w3": .regular, "w4": .medium, "w5": .medium, "w6": .semibold,
        "w7": .bold, "w8": .heavy, "w9": .black, "ultralight": .ultraLight, "thin": .thin, "light": .light,
        "regular": .regular, "medium": .medium, "semibold": .semibold, "bold": .bold, "extrabold": .heavy,
        "heavy": .heavy,
    ]

    /// Whether `name` is one of these fonts, and the weight it asks for: a face's
    /// PostScript name gives its own ("HiraMinProN-W6": semibold), a family name the
    /// requested `weight`; nil when the name is none of them.
    public static func weight(of name: String, requested weight: FontWeight) -> FontWeight? {
        let lowered = name.lowercased()
        if families.contains(lowered) { return weight }
        guard let prefix = prefixes.first(where: { lowered.hasPrefix($0) }) else { return nil }
        return styles[String(lowered.dropFirst(prefix.count))]
    }
}
