// The font a text is set in, as the view tree describes it: a size, a weight, a design.
// Which file draws it is the typesetter's business; layout only passes this along.

/// SwiftUI's font weights, lightest first.
public enum FontWeight: String, Sendable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// 0 for the lightest, 8 for the heaviest.
    public var rank: Int {
        switch self {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rank < b.rank }
}

/// SwiftUI's font designs.
public enum FontDesign: String, Sendable, CaseIterable {
    case `default`, rounded, serif, monospaced
}

/// A font request: size in points, weight, design, slant and the like. Lines are as tall as
/// the primary face's ascender and descender reach (the system font's are SF Pro's,
/// SystemFontMetrics.swift), for text styles too, as in SwiftUI.
public struct FontDescriptor: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// The italic face of the family (`.italic()`), not a slanted outline.
    public var italic: Bool
    /// Digits all as wide as the widest (`.monospacedDigit()`).
    public var monospacedDigits: Bool
    /// Space added after each character, in points (`.tracking`, `.kerning`), on top of the
    /// system font's own tracking for its size.
    public var tracking: Double
    /// A font the entry brings (`.custom`): a family, full or PostScript name from the
    /// document's `fonts`; nil for the system font.
    public var family: String?

    public init(
        size: Double, weight: FontWeight = .regular, design: FontDesign = .default,
        italic: Bool = false, monospacedDigits: Bool = false, tracking: Double = 0,
        family: String? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigits = monospacedDigits
        self.tracking = tracking
    }

    /// SwiftUI's default font: `.body`, 17 pt regular.
    public static let body = FontDescriptor(size: 17, weight: .regular)
}

/// Where text that does not fit is cut and "…" put in its place.
public enum TruncationMode: String, Sendable, CaseIterable {
    case head, middle, tail
}
