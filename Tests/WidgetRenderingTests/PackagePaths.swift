import Foundation

/// Folders of this package, found from this file's location.
enum PackagePaths {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
    static var examples: URL { root.appendingPathComponent("Examples") }
    static var goldens: URL { root.appendingPathComponent("Goldens") }
}
