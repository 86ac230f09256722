// UIKit's fonts where UIKit does not exist, so widget code that says
// `Font(UIFont.systemFont(ofSize: 13, weight: .semibold))` compiles unchanged on Linux.
// A `UIFont` is the SwiftUI `Font` it stands for and its point size; text styles have
// their sizes at the default Dynamic Type size (UIKit's published table, `large`).

#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// A font, as UIKit's `UIFont`.
    open class UIFont: @unchecked Sendable {
        // Unchecked: every stored property is a constant value.
        let font: Font
        /// The size in points.
        public let pointSize: CGFloat

        init(font: Font, pointSize: CGFloat) {
            self.font = font
            self.pointSize = pointSize
        }

        /// A font of the document's `fonts`, by family name (SwiftUI's `Font.custom`).
        public convenience init?(name: String, size: CGFloat) {
            self.init(font: .custom(name, size: size), pointSize: size)
        }

        /// A weight, as UIKit's `UIFont.Weight`.
        public struct Weight: Hashable, Sendable {
            let weight: Font.Weight
            public static let ultraLight = Weight(weight: .ultraLight)
            public static let thin = Weight(weight: .thin)
            public static let light = Weight(weight: .light)
            public static let regular = Weight(weight: .regular)
            public static let medium = Weight(weight: .medium)
            public static let semibold = Weight(weight: .semibold)
            public static let bold = Weight(weight: .bold)
            public static let heavy = Weight(weight: .heavy)
            public static let black = Weight(weight: .black)
        }

        /// A text style, as UIKit's `UIFont.TextStyle`, with its size at the default
        /// Dynamic Type size.
        public struct TextStyle: Hashable, Sendable {
            let style: Font.TextStyle
            let size: CGFloat
            public static let largeTitle = TextStyle(style: .largeTitle, size: 34)
            public static let title1 = TextStyle(style: .title, size: 28)
            public static let title2 = TextStyle(style: .title2, size: 22)
            public static let title3 = TextStyle(style: .title3, size: 20)
            public static let headline = TextStyle(style: .headline, size: 17)
            public static let body = TextStyle(style: .body, size: 17)
            public static let callout = TextStyle(style: .callout, size: 16)
            public static let subheadline = TextStyle(style: .subheadline, size: 15)
            public static let footnote = TextStyle(style: .footnote, size: 13)
            public static let caption1 = TextStyle(style: .caption, size: 12)
            public static let caption2 = TextStyle(style: .caption2, size: 11)
        }

        open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
            UIFont(font: .system(size: size, weight: weight.weight), pointSize: size)
        }
        open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
        open class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
            UIFont(font: .system(size: size).italic(), pointSize: size)
        }
        open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
            UIFont(font: .system(size: size, weight: weight.weight).monospacedDigit(), pointSize: size)
        }
        open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
            UIFont(font: .system(size: size, weight: weight.weight, design: .monospaced), pointSize: size)
        }
        /// The font of a text style, scaled with Dynamic Type as the style is.
        open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection? = nil)
            -> UIFont
        {
            UIFont(font: .system(style.style), pointSize: style.size)
        }

        /// The same font at another size.
        public func withSize(_ size: CGFloat) -> UIFont {
            UIFont(font: font.resized(to: size), pointSize: size)
        }
    }

    extension Font {
        /// A UIKit font, as SwiftUI's `Font(_: UIFont)`.
        public init(_ font: UIFont) { self = font.font }
    }
#endif
