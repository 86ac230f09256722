// The faces text is set in: the bundled Inter weights for the system font, and the
// bundled CJK face as the fallback for the characters Inter lacks, opened once and shared.

import Foundation
import WidgetCore

/// Picks and caches the faces for a font request. Thread-safe.
public final class FontLibrary: @unchecked Sendable {
    private let interDirectory: URL
    private let fallbackDirectory: URL?
    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    /// The face lists by weight: text asks for them on every measurement, so the file
    /// names are worked out once per weight.
    private var lists: [FontWeight: [FontFace]] = [:]

    /// A library over a folder holding `Inter-<Weight>.otf` files and, optionally, a folder
    /// holding the CJK fallback (`NotoSansSC-Regular-subset.otf`, `…-Bold-subset.otf`).
    public init(interDirectory: URL, fallbackDirectory: URL? = nil) {
        self.interDirectory = interDirectory
        self.fallbackDirectory = fallbackDirectory
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

    /// The primary face for `font`'s weight.
    public func face(for font: FontDescriptor) throws -> FontFace {
        try open(interDirectory.appendingPathComponent("Inter-\(Self.interFileWeight(for: font.weight)).otf"))
    }

    /// The faces to try for `font`, in order: the primary face, then the CJK fallback
    /// (its Bold for semibold and heavier weights, as the system's CJK fonts go bold there).
    public func faces(for font: FontDescriptor) throws -> [FontFace] {
        if let known = lock.withLock({ lists[font.weight] }) { return known }
        var result = [try face(for: font)]
        if let fallbackDirectory {
            let weight = font.weight >= .semibold ? "Bold" : "Regular"
            result.append(try open(fallbackDirectory.appendingPathComponent("NotoSansSC-\(weight)-subset.otf")))
        }
        lock.withLock { lists[font.weight] = result }
        return result
    }

    private func open(_ url: URL) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let f = faces[url.path] { return f }
        let f = try FontFace(path: url.path)
        faces[url.path] = f
        return f
    }
}
