// swift-tools-version: 6.2
// The widget snapshot renderer: JSON entry document → layout → display list → pixels → PNG.
// One stage per module; see README.md ("Architecture") for the pipeline.
import CompilerPluginSupport
import PackageDescription

/// The pixel loops' C (CRaster) and the PNG writer's (CPNGWrite), optimised in a debug
/// build as a release build optimises them: `swift run` and `swift test` build at -Onone,
/// where these loops were a third of a check's time (docs/speed.md). The same operations
/// in the same order, without fused multiply-adds (craster.c), so the same pixels. A
/// dependency may carry unsafe flags from tools version 6.2 on (swift-package-manager
/// pull request 8951); with 6.0 a package depending on this one by version was refused.
let optimizedInEveryBuild: [CSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]

// `import SwiftUI`, `WidgetKit`, `AppIntents`, `UIKit`, `Combine` and `ActivityKit` on Linux: each module
// re-exports WidgetUI, so a widget extension's files compile with no import changed. Only
// where those frameworks do not exist.
#if os(Linux) || os(Windows) || os(Android)
    let appleNames = ["SwiftUI", "WidgetKit", "AppIntents", "UIKit", "Combine", "ActivityKit"]
#else
    let appleNames: [String] = []
#endif
let appleNameTargets: [Target] = appleNames.map {
    .target(name: $0, dependencies: ["WidgetUI"], path: "Sources/AppleNames/\($0)")
}
let appleNameProducts: [Product] =
    appleNames.isEmpty ? [] : [.library(name: "WidgetUIAppleNames", targets: appleNames)]

let package = Package(
    name: "widget-render",
    products: [
        .executable(name: "render", targets: ["render"]),
        .library(name: "WidgetRendering", targets: ["WidgetRendering"]),
        .library(name: "WidgetCheck", targets: ["WidgetCheck"]),
        .library(name: "WidgetGallery", targets: ["WidgetGallery"]),
        .library(name: "WidgetUI", targets: ["WidgetUI"]),
        // Xcode's generated asset symbols (`Color(.brand)`, `Image(.logo)`) for a target's
        // asset catalogs.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    ] + appleNameProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // libjpeg through a small C wrapper (its errors longjmp, which Swift cannot catch).
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // The fast PNG writer's C side: zlib strips, and libpng's full API under setjmp.
        .target(
            name: "CPNGWrite", dependencies: ["CLibPNG"], cSettings: optimizedInEveryBuild,
            linkerSettings: [.linkedLibrary("z")]),
        // The allocator settings a one-shot render changes (malloc.h, for the command line).
        .target(name: "CAllocator"),
        // C's stdout stream, where `print` buffers, flushed and checked at exit.
        .target(name: "CStandardOutput"),
        .target(name: "WidgetCore"),
        // The raster stage's loops over pixels (optimised in a debug build too; craster.h).
        .target(name: "CRaster", cSettings: optimizedInEveryBuild, linkerSettings: [.linkedLibrary("m")]),
        .target(name: "WidgetRaster", dependencies: ["WidgetCore", "CRaster"]),
        .target(
            name: "WidgetFonts",
            dependencies: ["WidgetText"],
            path: "Fonts",
            exclude: ["README.md", "SymbolSubstitutesSource", "NotoColorEmojiSource"],
            resources: [
                .copy("Inter"), .copy("NotoSansCJK"), .copy("NotoColorEmoji"), .copy("JetBrainsMono"),
                .copy("NotoSerif"), .copy("MaterialIcons"), .copy("SymbolSubstitutes"), .copy("Nunito"),
            ]
        ),
        .target(name: "WidgetText", dependencies: ["WidgetCore", "CFreeType"]),
        // The resolved view tree: what resolving gives and layout reads.
        .target(name: "WidgetViewTree", dependencies: ["WidgetCore"]),
        .target(name: "WidgetLayout", dependencies: ["WidgetCore", "WidgetViewTree"]),
        .target(name: "WidgetDevices", dependencies: ["WidgetCore"]),
        // The format: JSON, templates, the schema, decoding into the typed tree.
        .target(name: "WidgetDocument", dependencies: ["WidgetCore", "WidgetDevices"]),
        // Resolving: the typed tree, in an environment, into layout's view tree.
        .target(
            name: "WidgetResolve", dependencies: ["WidgetCore", "WidgetDocument", "WidgetViewTree", "WidgetDevices"]),
        .target(name: "WidgetPNG", dependencies: ["WidgetRaster", "CLibPNG", "CPNGWrite"]),
        .target(name: "WidgetJPEG", dependencies: ["WidgetRaster", "CJPEG"]),
        .target(
            name: "WidgetRendering",
            dependencies: [
                "WidgetCore", "WidgetRaster", "WidgetText", "WidgetFonts", "WidgetViewTree", "WidgetLayout",
                "WidgetDevices", "WidgetDocument", "WidgetResolve", "WidgetPNG", "WidgetJPEG",
            ]
        ),
        .target(
            name: "WidgetCheck",
            dependencies: [
                "WidgetCore", "WidgetRaster", "WidgetPNG", "WidgetDevices", "WidgetDocument", "WidgetRendering",
            ]
        ),
        .target(
            name: "WidgetGallery",
            dependencies: [
                "WidgetCore", "WidgetDevices", "WidgetDocument", "WidgetLayout", "WidgetPNG", "WidgetRaster",
                "WidgetRendering",
            ]
        ),
        // The Swift API: SwiftUI-shaped views that build the same entry document.
        .target(
            name: "WidgetUI",
            dependencies: [
                "WidgetCore", "WidgetDevices", "WidgetDocument", "WidgetLayout", "WidgetRendering", "WidgetCheck",
                "WidgetPNG", "WidgetRaster", "WidgetUIMacros", "CSwiftMetadata",
            ]
        ),
        // The previews' types, found in the program's Swift metadata (WidgetPreview.swift).
        .target(name: "CSwiftMetadata"),
        // `#Preview`'s compiler plugin: registers each preview, with no dependency
        // (swift-syntax would add minutes to every clean build of a package using WidgetUI).
        .macro(name: "WidgetUIMacros"),
        .executableTarget(name: "widget-asset-symbols", path: "Sources/AssetSymbolsGenerator"),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["widget-asset-symbols"]),
        // The command, a library so that its tests link it without the executable's settings.
        .target(
            name: "RenderCLI",
            dependencies: [
                "WidgetRendering", "WidgetResolve", "WidgetCheck", "WidgetGallery", "WidgetPNG", "CAllocator",
                "CStandardOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "render",
            dependencies: ["RenderCLI"],
            // `render` carries the Swift runtime and Foundation, at a fixed address (no PIE):
            // nothing of theirs to load, bind or relocate at start-up, so it starts a quarter
            // sooner and in a third less memory, in every build (docs/speed.md), for half a
            // second more linking. Foundation's static archives need their libraries named.
            // Linked by the toolchain's lld in the order of the functions a one-shot render
            // runs (Scripts/render.order, as Scripts/build-static does): 2 MB less memory.
            // Linux only: elsewhere the toolchain links as it always does.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-Xlinker", "--start-group", "-lFoundation", "-lCoreFoundation",
                        "-lFoundationInternationalization", "-lFoundationEssentials", "-l_FoundationICU",
                        "-l_FoundationCShims", "-l_FoundationCollections", "-Xlinker", "--end-group",
                        "-Xclang-linker", "-no-pie", "-use-ld=lld",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Scripts/render.order",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(platforms: [.linux]))
            ]
        ),
        .testTarget(name: "WidgetCoreTests", dependencies: ["WidgetCore"]),
        .testTarget(name: "WidgetRasterTests", dependencies: ["WidgetRaster", "WidgetPNG", "WidgetJPEG", "CPNGWrite"]),
        .testTarget(name: "WidgetTextTests", dependencies: ["WidgetText", "WidgetFonts"], exclude: ["Fixtures"]),
        .testTarget(
            name: "WidgetLayoutTests",
            dependencies: ["WidgetLayout", "WidgetViewTree", "WidgetDocument", "WidgetResolve"],
            exclude: ["Fixtures"]),
        .testTarget(name: "WidgetDevicesTests", dependencies: ["WidgetDevices"]),
        .testTarget(name: "WidgetDocumentTests", dependencies: ["WidgetDocument", "WidgetResolve", "WidgetViewTree"]),
        .testTarget(
            name: "WidgetResolveTests",
            dependencies: ["WidgetResolve", "WidgetDocument", "WidgetViewTree", "WidgetLayout"]),
        .testTarget(
            name: "WidgetRenderingTests", dependencies: ["WidgetRendering", "WidgetResolve", "WidgetCheck"],
            exclude: ["Regressions", "InvalidDocuments"]),
        .testTarget(
            name: "WidgetCheckTests",
            dependencies: ["WidgetCheck", "WidgetDocument", "WidgetDevices", "WidgetRendering"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetGalleryTests", dependencies: ["WidgetGallery", "WidgetPNG", "WidgetCheck"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "RenderCLITests",
            dependencies: ["RenderCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(
            // The Apple names too: the widget files in Extension/ import SwiftUI and WidgetKit.
            name: "WidgetUITests",
            dependencies: ["WidgetUI", "WidgetRendering", "WidgetDocument", "WidgetCheck", "WidgetCore"]
                + appleNames.map { .target(name: $0) },
            exclude: ["__Snapshots__"],
            // An app's asset catalog and string tables as a test target carries them: found
            // with no set-up.
            resources: [.copy("Extension/Assets.xcassets"), .copy("Extension/Strings")],
            plugins: ["AssetSymbols"]),
    ] + appleNameTargets
)
