// swift-tools-version: 6.0
// WidgetUI views as swift-snapshot-testing snapshots, on Linux too:
// `assertSnapshot(of: view, as: .widget(family: .systemMedium))`. A package of its own, so
// the renderer and WidgetUI keep no dependency on swift-snapshot-testing (or the
// swift-syntax it brings). A team adds this package beside the renderer.
import PackageDescription

let package = Package(
    name: "WidgetSnapshotTesting",
    products: [
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"])
    ],
    dependencies: [
        // A team's package names both by URL and version instead.
        .package(name: "widget-render", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .target(
            name: "WidgetSnapshotTesting",
            dependencies: [
                .product(name: "WidgetUI", package: "widget-render"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "WidgetSnapshotTestingTests",
            dependencies: ["WidgetSnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
    ]
)
