// The AssetSymbols build-tool plugin: Xcode's generated asset symbols on Linux. For every
// `.xcassets` folder in the target it runs `widget-asset-symbols`, which writes
// `ColorResource` / `ImageResource` symbols (`Color(.brandTeal)`, `Image(.badge)`,
// `.foregroundStyle(.brandTeal)`) into the build folder; nothing is written beside the
// sources. The target must carry the catalog as a resource (`.copy("Assets.xcassets")`):
// the symbols name `Bundle.module`.

import Foundation
import PackagePlugin

@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var catalogs: [URL] = []
        var inputs: [URL] = []
        let fm = FileManager.default
        let root = target.directoryURL
        if let walker = fm.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker {
                if url.lastPathComponent.hasPrefix(".") || url.lastPathComponent == "__Snapshots__" {
                    walker.skipDescendants()
                } else if url.pathExtension == "xcassets" {
                    catalogs.append(url)
                } else if url.lastPathComponent == "Contents.json",
                    url.pathComponents.contains(where: { $0.hasSuffix(".xcassets") })
                {
                    inputs.append(url)
                }
            }
        }
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "widget-asset-symbols").url,
                arguments: [output.path] + catalogs.map(\.path),
                inputFiles: inputs, outputFiles: [output])
        ]
    }
}
