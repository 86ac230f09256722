// Text in the reference widget (reference-widget.json: weather, systemMedium, iPhone 15 Pro
// Max @3x): measuring (setting every text at the size layout proposed it, from scratch,
// with no paragraph cache) and drawing (blending every glyph's coverage with the glyph
// masks already cached, as every render after the first does). Prints the median of
// each and of their sum, in milliseconds, over many iterations.
// Usage: text-benchmark [ITERATIONS]

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetFonts
import WidgetLayout
import WidgetRaster
import WidgetRendering
import WidgetText
import WidgetViewTree

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

/// Every text of the layout with the proposal it was set at.
func texts(_ node: LayoutNode) -> [(TextContent, ProposedSize)] {
    var found: [(TextContent, ProposedSize)] = []
    if case .text(let t) = node.view.content, let p = node.textProposal { found.append((t, p)) }
    for child in node.children { found += texts(child) }
    for d in node.decorations { found += texts(d.node) }
    return found
}

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 2000

do {
    let document = try EntryDocument.decode(
        [UInt8](Data(contentsOf: here.appendingPathComponent("reference-widget.json"))))
    // iOS 18: the reference scene is the HIG-size widget, 1092×510 px.
    let request = RenderRequest(
        family: .systemMedium, device: try DeviceCatalog.device(named: "iPhone 15 Pro Max"), os: .iOS18)
    let snapshot = try Renderer().render(document, request)
    let fonts = FontLibrary(
        folders: .init(
            inter: BundledFonts.interDirectory, cjk: BundledFonts.cjkDirectory, emoji: BundledFonts.emojiDirectory,
            monospaced: BundledFonts.monospacedDirectory, serif: BundledFonts.serifDirectory))
    let all = texts(snapshot.layout)
    let faces = try all.map { try fonts.faces(for: $0.0.font) }
    var runs: [(glyphs: [PlacedGlyph], paint: Paint, clip: PixelBounds)] = []
    let canvas = PixelBounds(x0: 0, y0: 0, x1: snapshot.pixmap.width, y1: snapshot.pixmap.height)
    for item in DisplayList.leaves(of: snapshot.displayList.items) {
        if case .glyphs(let glyphs, let style, let frame, _) = item {
            runs.append((glyphs, Paint(style, frame: frame, scale: snapshot.scale), canvas))
        }
    }
    guard var pixmap = Pixmap(width: snapshot.pixmap.width, height: snapshot.pixmap.height) else { exit(1) }
    var measure: [Double] = [], draw: [Double] = [], both: [Double] = []
    var lines = 0
    for _ in 0..<iterations {
        let m = milliseconds {
            for (i, (t, p)) in all.enumerated() {
                let set = Typesetter.typeset(
                    t.string, font: t.font, faces: faces[i], width: p.width, height: p.height, lineLimit: t.lineLimit,
                    lineSpacing: t.lineSpacing, truncation: t.truncationMode, minimumScaleFactor: t.minimumScaleFactor)
                lines &+= set.lines.count
            }
        }
        let d = milliseconds {
            for run in runs {
                for g in run.glyphs { pixmap.fill(GlyphCache.shared.mask(for: g), with: run.paint, clip: run.clip) }
            }
        }
        measure.append(m)
        draw.append(d)
        both.append(m + d)
    }
    let glyphCount = runs.reduce(0) { $0 + $1.glyphs.count }
    var area = 0, full = 0, partial = 0
    for run in runs {
        for g in run.glyphs {
            let m = GlyphCache.shared.mask(for: g)
            area += m.width * m.height
            for y in m.y..<(m.y + m.height) {
                for x in m.x..<(m.x + m.width) {
                    let c = m.coverage(x: x, y: y)
                    if c >= 1 { full += 1 } else if c > 0 { partial += 1 }
                }
            }
        }
    }
    print("glyph masks: \(area) pixels, \(full) covered, \(partial) partly covered")
    print(
        "reference widget: \(all.count) texts, \(glyphCount) glyphs, \(iterations) iterations (\(lines / iterations) lines)"
    )
    print(String(format: "measure (set from scratch)   median %.3f ms", median(measure)))
    print(String(format: "draw (glyph masks cached)    median %.3f ms", median(draw)))
    print(String(format: "text per render              median %.3f ms", median(both)))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
