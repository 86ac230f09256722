// widget-asset-symbols: writes the `ColorResource` and `ImageResource` symbols Xcode
// generates for an asset catalog (`Color(.brandTeal)`, `Image(.badge)`), for the
// AssetSymbols build-tool plugin on Linux.
//
//     widget-asset-symbols <output.swift> <catalog.xcassets>…
//
// Names as Xcode makes them: the set's name in lower camel case, words split at spaces,
// `-`, `_` and `.`; a colour's trailing "Color" dropped (`AccentColor` → `accent`); a
// namespace folder's name before the set's (`Icons/Star` → `iconsStar`). A name that is
// not an identifier after that, or that two sets share, is skipped with a warning, as
// Xcode skips it.

import Foundation

/// The symbol name Xcode gives an asset.
func symbolName(_ assetName: String, isColor: Bool) -> String? {
    var words: [String] = []
    var current = ""
    for ch in assetName {
        if " -_./".contains(ch) {
            if !current.isEmpty { words.append(current) }
            current = ""
        } else {
            current.append(ch)
        }
    }
    if !current.isEmpty { words.append(current) }
    if isColor, var last = words.last, last.hasSuffix("Color"), last.count > 5 || words.count > 1 {
        last.removeLast(5)
        if last.isEmpty { words.removeLast() } else { words[words.count - 1] = last }
    }
    guard let first = words.first else { return nil }
    let head = first.prefix { $0.isUppercase }
    // `URLBar` → `urlBar`: a leading run of capitals is lowered but for the one that
    // starts the next word.
    let lowered: String
    if head.count > 1 && head.count < first.count {
        lowered = head.dropLast().lowercased() + first.dropFirst(head.count - 1)
    } else {
        lowered = first.prefix(1).lowercased() + first.dropFirst()
    }
    let name = lowered + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let start = name.unicodeScalars.first, start == "_" || start.properties.isAlphabetic,
        name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    else { return nil }
    return name
}

/// The colour and image sets of a catalog, by asset name (namespaces joined with `/`).
func assets(in catalog: URL) -> (colors: [String], images: [String]) {
    var colors: [String] = []
    var images: [String] = []
    let fm = FileManager.default
    func visit(_ folder: URL, namespace: String, depth: Int) {
        guard depth < 16 else { return }
        let children = ((try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
        for child in children {
            let base = child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "colorset": colors.append(namespace + base)
            case "imageset": images.append(namespace + base)
            case "":
                var isDirectory: ObjCBool = false
                guard fm.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                    continue
                }
                let contents = (try? Data(contentsOf: child.appendingPathComponent("Contents.json"))).flatMap {
                    try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
                }
                let properties = contents?["properties"] as? [String: Any]
                let provides = properties?["provides-namespace"] as? Bool ?? false
                visit(
                    child, namespace: provides ? namespace + child.lastPathComponent + "/" : namespace, depth: depth + 1
                )
            default: continue
            }
        }
    }
    visit(catalog, namespace: "", depth: 0)
    return (colors, images)
}

/// A Swift string literal of `text`.
func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: widget-asset-symbols <output.swift> <catalog.xcassets>…\n".utf8))
    exit(2)
}
/// SwiftUI's own colour names, which an asset symbol may not hide.
let reserved: Set<String> = [
    "primary", "secondary", "white", "black", "clear", "gray", "red", "orange", "yellow", "green", "mint", "teal",
    "cyan", "blue", "indigo", "purple", "pink", "brown", "accentColor",
]
var colorSymbols: [(symbol: String, name: String)] = []
var imageSymbols: [(symbol: String, name: String)] = []
var seenColors = Set<String>(), seenImages = Set<String>()
for path in arguments.dropFirst() {
    let found = assets(in: URL(fileURLWithPath: path))
    for name in found.colors {
        guard let symbol = symbolName(name, isColor: true), !reserved.contains(symbol),
            seenColors.insert(symbol).inserted
        else {
            FileHandle.standardError.write(Data("warning: \(path): no symbol for the colour set \"\(name)\"\n".utf8))
            continue
        }
        colorSymbols.append((symbol, name))
    }
    for name in found.images {
        guard let symbol = symbolName(name, isColor: false), seenImages.insert(symbol).inserted else {
            FileHandle.standardError.write(Data("warning: \(path): no symbol for the image set \"\(name)\"\n".utf8))
            continue
        }
        imageSymbols.append((symbol, name))
    }
}

var out = "// Generated by widget-render's AssetSymbols plugin from the target's asset catalogs.\n"
out += "// Do not edit: it is written again on every build.\n\n"
out += "import Foundation\nimport WidgetUI\n\n"
out += "private let assetBundle: Bundle = .module\n\n"
out += "extension ColorResource {\n"
for (symbol, name) in colorSymbols {
    out += "    static let \(symbol) = ColorResource(name: \(literal(name)), bundle: assetBundle)\n"
}
out += "}\n\nextension ImageResource {\n"
for (symbol, name) in imageSymbols {
    out += "    static let \(symbol) = ImageResource(name: \(literal(name)), bundle: assetBundle)\n"
}
out += "}\n\nextension Color {\n"
for (symbol, _) in colorSymbols { out += "    static var \(symbol): Color { Color(ColorResource.\(symbol)) }\n" }
out += "}\n\nextension ShapeStyle where Self == Color {\n"
for (symbol, _) in colorSymbols { out += "    static var \(symbol): Color { Color(ColorResource.\(symbol)) }\n" }
out += "}\n"
do {
    let data = Data(out.utf8)
    // Written only when it changes, so the target is not rebuilt for nothing.
    if (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) != data {
        try data.write(to: URL(fileURLWithPath: outputPath), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
}
