// The faces text is set in: the bundled Inter weights, opened once and shared.

import Foundation
import WidgetCore

/// Picks and caches the face for a font request. Thread-safe.
public final class FontLibrary: @unchecked Sendable {
    private let directory: URL
    private let lock = NSLock()
    private var faces: [FontWeight: FontFace] = [:]

    /// A library over a folder holding `Inter-<Weight>.otf` files.
    public init(interDirectory: URL) {
        self.directory = interDirectory
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

    /// The face for `font`'s weight.
    public func face(for font: FontDescriptor) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let f = faces[font.weight] { return f }
        let file = directory.appendingPathComponent(
            "Inter-\(Self.interFileWeight(for: font.weight)).otf")
        let f = try FontFace(path: file.path)
        faces[font.weight] = f
        return f
    }
}
