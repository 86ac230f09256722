// swift-tools-version: 6.0
// The Tides widget extension, tested on Linux: this package's targets point into the Xcode
// project's folders (Tides/TidesWidget, Tides/Shared) without moving or changing a file.
// `import SwiftUI`, `WidgetKit` and `AppIntents` in those files are WidgetUI's Linux
// modules (product WidgetUIAppleNames). Linux only: on a Mac, Xcode builds the real thing.
import PackageDescription

let package = Package(
    name: "TidesOnLinux",
    dependencies: [
        // A team's package names the renderer by its URL and a version instead.
        .package(name: "widget-render", path: "../..")
    ],
    targets: [
        .target(
            name: "TidesWidget",
            dependencies: [.product(name: "WidgetUIAppleNames", package: "widget-render")],
            path: "Tides",
            // The widget extension and the model it shares with the app; the app itself and
            // the extension's Info.plist are Xcode's.
            exclude: ["App", "TidesWidget/Info.plist"],
            resources: [.copy("TidesWidget/Assets.xcassets"), .copy("TidesWidget/Localizable.xcstrings")],
            swiftSettings: [
                // The extension's `@main` bundle gets an entry point of another name, so the
                // test runner's own `main` links beside it.
                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "tidesWidgetMain"])
            ],
            // `Color(.sea)`: the asset symbols Xcode generates, generated here from the catalog.
            plugins: [.plugin(name: "AssetSymbols", package: "widget-render")]
        ),
        .testTarget(
            name: "TidesWidgetTests",
            dependencies: ["TidesWidget", .product(name: "WidgetUI", package: "widget-render")],
            exclude: ["__Snapshots__"]
        ),
    ],
    // Xcode's widget template declares `static var title` in its intent, which Swift 6's
    // strict concurrency refuses; the extension builds in Swift 5 mode, as its Xcode
    // target does.
    swiftLanguageModes: [.v5]
)
