// swift-tools-version: 6.0
// A widget's view code in a package of its own, snapshot-tested on Linux with WidgetUI.
// On Apple platforms the same view file compiles against SwiftUI and WidgetKit.
import PackageDescription

let package = Package(
    name: "WeatherWidget",
    // On Apple platforms the view is SwiftUI's (containerBackground needs iOS 17 / macOS 14);
    // the snapshot tests run on Linux.
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "WeatherWidget", targets: ["WeatherWidget"])],
    dependencies: [
        // In your own package: .package(url: "<this repository's URL>", branch: "main")
        .package(name: "widget-render", path: "../..")
    ],
    targets: [
        .target(
            name: "WeatherWidget",
            dependencies: [.product(name: "WidgetUI", package: "widget-render", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "WeatherWidgetTests",
            dependencies: ["WeatherWidget", .product(name: "WidgetUI", package: "widget-render")],
            exclude: ["__Snapshots__"]
        ),
    ]
)
