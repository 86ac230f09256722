// The display list's groups: they nest as the views do, and each carries the pixels it can
// reach, which the raster stage trusts to skip it; a reach that is short would lose pixels.

import Foundation
import Testing
import WidgetCore
import WidgetDocument
import WidgetRaster

@testable import WidgetRendering

@Suite("Display list groups")
struct DisplayGroupTests {
    static let renderer = Renderer()

    /// Every group of `items`, outermost first, each with the path of indices that leads to
    /// it (into a group's items; a mask's items count after them).
    static func groups(_ items: [DisplayItem], at path: [Int] = []) -> [(path: [Int], group: DisplayGroup)] {
        items.enumerated().flatMap { index, item -> [(path: [Int], group: DisplayGroup)] in
            guard case .group(let group) = item else { return [] }
            var inside = group.items
            if case .mask(let mask) = group.effect { inside += mask }
            return [(path + [index], group)] + groups(inside, at: path + [index])
        }
    }

    /// `items` without the group at `path`.
    static func removing(_ path: [Int], from items: [DisplayItem]) -> [DisplayItem] {
        guard let first = path.first else { return items }
        var items = items
        if path.count == 1 {
            items.remove(at: first)
            return items
        }
        guard case .group(let group) = items[first] else { return items }
        let rest = Array(path.dropFirst())
        if case .mask(let mask) = group.effect, rest[0] >= group.items.count {
            let shifted = [rest[0] - group.items.count] + rest.dropFirst()
            items[first] = .group(DisplayGroup(.mask(removing(shifted, from: mask)), items: group.items))
        } else {
            items[first] = .group(DisplayGroup(group.effect, items: removing(rest, from: group.items)))
        }
        return items
    }

    /// The examples whose pictures have groups, each once (light, its first family).
    static let cases: [ExampleCase] = {
        var seen: Set<String> = []
        return ExampleCase.all.filter { example in
            guard example.scheme == .light, example.variant == .normal, example.timelineEntry == nil,
                !seen.contains(example.entry.lastPathComponent),
                let document = try? EntryDocument.load(contentsOf: example.entry),
                let plan = try? RenderPlan(document, RenderRequest(family: example.family)),
                let snapshot = try? renderer.render(document, plan),
                !groups(snapshot.displayList.items).isEmpty
            else { return false }
            seen.insert(example.entry.lastPathComponent)
            return true
        }
    }()

    @Test("a group, drawn by itself, draws nothing outside its reach", arguments: cases)
    func reachHoldsItsPixels(_ example: ExampleCase) throws {
        let document = try EntryDocument.load(contentsOf: example.entry)
        let list = try Self.renderer.render(document, RenderPlan(document, RenderRequest(family: example.family)))
            .displayList
        Self.expectReachHolds(list, "\(example)")
    }

    /// Each group of `list`, drawn by itself on a clear canvas, draws only within its reach,
    /// and something when its reach is on the canvas.
    static func expectReachHolds(_ list: DisplayList, _ name: String) {
        for (path, group) in Self.groups(list.items) {
            guard let reach = group.reach else { continue }
            var alone = DisplayList(width: list.width, height: list.height)
            alone.scale = list.scale
            alone.images = list.images
            // Every group inside drawn too, so that a nested reach too small shows here.
            let drawn = DisplayListRasterizer.draw([.group(group)], of: alone, skipsUnreached: false)
            let x0 = Int(reach.minX.rounded(.down)), x1 = Int(reach.maxX.rounded(.up))
            let y0 = Int(reach.minY.rounded(.down)), y1 = Int(reach.maxY.rounded(.up))
            var outside = 0, inside = 0
            for y in 0..<drawn.height {
                for x in 0..<drawn.width where drawn.pixel(x: x, y: y).a != 0 {
                    if x < x0 || x >= x1 || y < y0 || y >= y1 { outside += 1 } else { inside += 1 }
                }
            }
            #expect(outside == 0, "\(name): group \(path) draws \(outside) pixels outside its reach \(reach)")
            let onCanvas = x0 < list.width && x1 > 0 && y0 < list.height && y1 > 0
            #expect(inside > 0 || !onCanvas, "\(name): group \(path) draws nothing: the test would hold anyway")
        }
    }

    @Test("the examples have groups of most kinds, so the test above covers them")
    func coverage() throws {
        var kinds: Set<String> = []
        for example in Self.cases {
            let document = try EntryDocument.load(contentsOf: example.entry)
            let list = try Self.renderer.render(document, RenderPlan(document, RenderRequest(family: example.family)))
                .displayList
            for (_, group) in Self.groups(list.items) {
                kinds.insert(String(describing: group.effect).prefix { $0 != "(" }.description)
            }
        }
        #expect(kinds.isSuperset(of: ["opacity", "shadow", "transform", "blend", "blur"]), "\(kinds.sorted())")
    }

    @Test("skipping the groups out of reach changes no pixel of an example, whole or in bands")
    func skippingKeepsPixels() throws {
        for example in Self.cases {
            let document = try EntryDocument.load(contentsOf: example.entry)
            let list = try Self.renderer.render(document, RenderPlan(document, RenderRequest(family: example.family)))
                .displayList
            let skipping = DisplayListRasterizer.draw(list.items, of: list)
            let drawingAll = DisplayListRasterizer.draw(list.items, of: list, skipsUnreached: false)
            #expect(skipping.data == drawingAll.data, "\(example)")
            let band = PixelBounds(x0: 0, y0: list.height / 3, x1: list.width, y1: list.height / 3 + 7)
            let bandSkipping = DisplayListRasterizer.draw(list.items, of: list, window: band)
            let bandAll = DisplayListRasterizer.draw(list.items, of: list, window: band, skipsUnreached: false)
            #expect(bandSkipping.data == bandAll.data, "\(example) rows \(band.y0)..<\(band.y1)")
        }
    }

    @Test("groups nest as the views do: a faded view in a masked one is a group in a group")
    func nesting() throws {
        let view = ##"""
            {"type": "ZStack", "children": [
              {"type": "Color", "color": "#FF0000", "modifiers": [{"opacity": 0.5}, {"frame": {"width": 20, "height": 20}}, {"mask": {"type": "Circle"}}, {"offset": {"x": 200}}]},
              {"type": "Color", "color": "#00FF00", "modifiers": [{"frame": {"width": 12, "height": 12}}, {"mask": {"type": "Circle", "modifiers": [{"blur": 1}]}}, {"offset": {"x": -20}}]},
              {"type": "Color", "color": "#0000FF", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"shadow": {"radius": 2, "y": 3}}]}
            ]}
            """##
        let doc = try EntryDocument.decode(Array("{\"version\": 1.1, \"view\": \(view)}".utf8))
        let list = try Self.renderer.render(
            doc, RenderRequest(family: .systemSmall, scale: 1, canvasSize: Size(width: 60, height: 40))
        ).displayList
        let lines = list.dump().split(separator: "\n").map(String.init)
        let mask = try #require(lines.firstIndex { $0.hasPrefix("group mask") })
        #expect(lines[mask + 1].hasPrefix("  group opacity 0.5"))
        #expect(lines[mask + 2].hasPrefix("    fill"))
        #expect(lines[mask + 3] == "  mask")
        #expect(lines[mask + 4].hasPrefix("    fill"))
        // The masked view sits past the canvas's right edge: its reach says so, and the
        // picture does not change when it is skipped.
        guard case .group(let masked)? = list.items.first(where: { if case .group = $0 { true } else { false } })
        else { return #expect(Bool(false), "no group") }
        let reach = try #require(masked.reach)
        #expect(reach.minX >= 60 - 1, "\(reach)")
        // The shadow's reach holds the square and its shadow, 3 pt lower and blurred.
        let shadow = try #require(Self.groups(list.items).last?.group)
        let r = try #require(shadow.reach)
        Self.expectReachHolds(list, "masked and shadowed squares")
        #expect(r.minY <= 15 - 5 && r.maxY >= 25 + 3 + 6, "\(r)")
    }
}
