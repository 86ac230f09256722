// SwiftUI's `SymbolVariants`: the suffixes (`.fill`, `.circle`, `.slash`…) that
// `symbolVariant(_:)` adds to the SF Symbols inside a view.

/// A set of symbol variants, combined by chaining: `.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    var slashed = false
    var shape: String?
    var filled = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let fill = SymbolVariants(filled: true)
    public static let slash = SymbolVariants(slashed: true)

    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    public var square: SymbolVariants { with { $0.shape = "square" } }
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    public var fill: SymbolVariants { with { $0.filled = true } }
    public var slash: SymbolVariants { with { $0.slashed = true } }

    /// Whether `self` holds every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.slashed || slashed) && (other.shape == nil || other.shape == shape) && (!other.filled || filled)
    }

    /// The variant as the entry format writes it: the parts in SF's order, or `none`.
    var name: String {
        let parts = [slashed ? "slash" : nil, shape, filled ? "fill" : nil].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ".")
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }
}
