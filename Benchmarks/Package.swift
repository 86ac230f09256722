// swift-tools-version: 6.0
// Benchmarks live apart from the library so the main build and CI never compile them.
// Run: swift run -c release --package-path Benchmarks render-benchmark (or layout-benchmark,
// check-benchmark, matrix-benchmark, text-benchmark)
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootPackage = root.lastPathComponent

let package = Package(
    name: "widget-render-benchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "render-benchmark",
            dependencies: [.product(name: "WidgetRendering", package: rootPackage)],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        ),
        .executableTarget(
            name: "layout-benchmark",
            dependencies: [.product(name: "WidgetRendering", package: rootPackage)],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        ),
        .executableTarget(
            name: "text-benchmark",
            dependencies: [.product(name: "WidgetRendering", package: rootPackage)],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        ),
        .executableTarget(
            name: "matrix-benchmark",
            dependencies: [.product(name: "WidgetGallery", package: rootPackage)],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        ),
        .executableTarget(
            name: "check-benchmark",
            dependencies: [.product(name: "WidgetCheck", package: rootPackage)],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        ),
    ]
)
