// SwiftUI's Dynamic Type sizes, smallest first: the columns of TextStyleTable.

/// A Dynamic Type size: the entry's `dynamicTypeSize` and `environment`'s.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Its column in TextStyleTable (`large`, the default, is 3).
    package var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }
}
