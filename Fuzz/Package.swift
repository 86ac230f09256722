// swift-tools-version: 6.0
// libFuzzer targets, apart from the library so the main build and CI never compile them
// with sanitizers. Build and run through Fuzz/run (docs/fuzzing.md); the build it runs:
//   swift build -c release --package-path Fuzz --scratch-path Fuzz/.build \
//       -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link
// (AddressSanitizer: -sanitize=fuzzer,address, -fsanitize=fuzzer-no-link,address and
// --scratch-path Fuzz/.build-asan).
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootPackage = root.lastPathComponent

// Each target defines LLVMFuzzerTestOneInput and an `@main` that starts libFuzzer's driver
// (FuzzerEntry): SwiftPM makes the module's entry point the program's `main`, so the one
// in libFuzzer's runtime is never linked. `@main` needs -parse-as-library.
let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "widget-render-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzerEntry"),
        .executableTarget(
            name: "fuzz-pipeline",
            dependencies: ["FuzzerEntry", .product(name: "WidgetRendering", package: rootPackage)],
            swiftSettings: fuzzSettings
        ),
        .executableTarget(
            name: "fuzz-images",
            dependencies: [
                "FuzzerEntry", .product(name: "WidgetRendering", package: rootPackage),
                .product(name: "WidgetCheck", package: rootPackage),
            ],
            swiftSettings: fuzzSettings
        ),
    ]
)
