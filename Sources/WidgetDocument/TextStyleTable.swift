// The Dynamic Type text styles as data: each style's weight and its size at every Dynamic
// Type size, from Apple's published table (HIG-T in docs/sources.md).

import WidgetCore

/// SwiftUI's text styles (`.body`, `.headline`, …) at every Dynamic Type size.
package enum TextStyleTable {
    /// The text styles at every Dynamic Type size (HIG-T in docs/sources.md): the size at
    /// each, in the order of `DynamicTypeSize` (smallest first); weights do not change.
    package static let styles: [String: (weight: FontWeight, sizes: [Double])] = [
        "largeTitle": (
            .regular,
            [
                31, 32, 33, 34, 36, 38, 40, 44, 48, 52,
                56, 60,
            ]
        ),
        "title": (
            .regular,
            [
                25, 26, 27, 28, 30, 32, 34, 38, 43, 48,
                53, 58,
            ]
        ),
        "title2": (
            .regular,
            [
                19, 20, 21, 22, 24, 26, 28, 34, 39, 44,
                50, 56,
            ]
        ),
        "title3": (
            .regular,
            [
                17, 18, 19, 20, 22, 24, 26, 31, 37, 43,
                49, 55,
            ]
        ),
        "headline": (
            .semibold,
            [
                14, 15, 16, 17, 19, 21, 23, 28, 33, 40,
                47, 53,
            ]
        ),
        "body": (
            .regular,
            [
                14, 15, 16, 17, 19, 21, 23, 28, 33, 40,
                47, 53,
            ]
        ),
        "callout": (
            .regular,
            [
                13, 14, 15, 16, 18, 20, 22, 26, 32, 38,
                44, 51,
            ]
        ),
        "subheadline": (
            .regular,
            [
                12, 13, 14, 15, 17, 19, 21, 25, 30, 36,
                42, 49,
            ]
        ),
        "footnote": (
            .regular,
            [
                12, 12, 12, 13, 15, 17, 19, 23, 27, 33,
                38, 44,
            ]
        ),
        "caption": (
            .regular,
            [
                11, 11, 11, 12, 14, 16, 18, 22, 26, 32,
                37, 43,
            ]
        ),
        "caption2": (
            .regular,
            [
                11, 11, 11, 11, 13, 15, 17, 20, 24, 29,
                34, 40,
            ]
        ),
    ]

    /// The font of text style `name` at Dynamic Type size `dynamicTypeSize`, or nil for an
    /// unknown style.
    package static func font(_ name: String, dynamicTypeSize: DynamicTypeSize) -> FontDescriptor? {
        guard let style = styles[name] else { return nil }
        return FontDescriptor(size: style.sizes[dynamicTypeSize.index], weight: style.weight)
    }
}
