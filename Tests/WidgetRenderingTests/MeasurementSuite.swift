// The measurement suite: real widgets, measured in real iOS screenshots, rendered here and
// compared element by element (docs/measurements.md).
//
// Each case is a folder in Tests/Measurements: `entry.json`, written from the widget's
// public source, with an `id` on each measured element, and `measured.json`, where each
// element's ink sits in the public screenshot, in points from the widget's top-left
// corner, with the sources of both. Neither the screenshot nor the widget's code is in
// the repository; the boxes are the measurement.
//
// An element's ink box in our render is found without any knowledge of how it is drawn:
// the entry is rendered once as written and once with that element at opacity 0 (layout
// unchanged); the element's ink is every pixel where the two differ by 48 or more in a
// channel (of 255), the same threshold the screenshots were measured with. The offset of
// an element is its worst edge: the largest of the differences of its left, top, right
// and bottom edges, in points.

import Foundation
import WidgetCore
import WidgetDevices
import WidgetRaster
import WidgetRendering

@testable import WidgetDocument

/// One real widget: where it comes from, how it was shown, and its elements' ink boxes.
struct MeasuredCase: Decodable, CustomStringConvertible, Sendable {
    struct Place: Decodable, Sendable {
        var repo: String
        var commit: String
        var path: String
        var url: String?
    }
    struct Sources: Decodable, Sendable {
        var code: Place
        var screenshot: Place
        var license: String?
    }
    struct Element: Decodable, Sendable {
        var id: String
        var kind: String
        /// x, y, width, height in points from the widget's top-left corner.
        var box: [Double]
        /// The ink threshold both pictures were measured with, when not `inkThreshold`
        /// (a faint fill, such as a colour at 20 % over a dark background).
        var threshold: Int?
        var note: String?
    }

    var name: String
    var source: Sources
    var device: String
    var os: Int
    var family: String
    var colorScheme: String
    var scale: Double
    var elements: [Element]
    var observations: [String]?

    /// The folder the case was read from.
    var folder: URL = URL(fileURLWithPath: "/")

    enum CodingKeys: String, CodingKey {
        case name, source, device, os, family, colorScheme, scale, elements, observations
    }

    var description: String { name }

    static let root = PackagePaths.root.appendingPathComponent("Tests/Measurements")

    /// Every case, by folder name.
    static func all() throws -> [MeasuredCase] {
        let folders = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("measured.json").path) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try folders.map { folder in
            var c = try JSONDecoder().decode(
                MeasuredCase.self, from: Data(contentsOf: folder.appendingPathComponent("measured.json")))
            c.folder = folder
            return c
        }
    }
}

/// One element compared: the screenshot's box, ours, and the worst edge's difference.
struct ElementComparison: Sendable {
    var caseName: String
    var id: String
    var kind: String
    var measured: Rect
    /// nil when the element drew nothing here.
    var rendered: Rect?

    /// The largest difference of the four edges, in points (infinite if nothing was drawn).
    var offset: Double {
        guard let r = rendered else { return .infinity }
        return max(
            abs(r.minX - measured.minX), abs(r.minY - measured.minY), abs(r.maxX - measured.maxX),
            abs(r.maxY - measured.maxY))
    }
}

enum MeasurementSuite {
    /// A pixel is an element's ink when hiding the element changes a channel by this much.
    static let inkThreshold = 48

    /// Renders the case and each of its elements hidden; compares every element's ink box.
    static func compare(_ c: MeasuredCase, renderer: Renderer) throws -> [ElementComparison] {
        let json = try JSONValue.parse(Array(Data(contentsOf: c.folder.appendingPathComponent("entry.json"))))
        guard let family = WidgetFamily(rawValue: c.family), let os = OSVersion(rawValue: c.os),
            let scheme = ColorScheme(rawValue: c.colorScheme)
        else { throw MeasurementError.badCase(c.name, "family, os or colorScheme is not one the renderer knows") }
        let request = RenderRequest(
            family: family, device: try DeviceCatalog.device(named: c.device), os: os, colorScheme: scheme,
            scale: c.scale)
        func render(_ value: JSONValue) throws -> Snapshot {
            var document = try EntryDocument.decode(value)
            try document.loadFiles(relativeTo: c.folder)
            return try renderer.render(document, request)
        }
        let whole = try render(json)
        let scale = whole.scale
        return try c.elements.map { element in
            guard element.box.count == 4 else {
                throw MeasurementError.badCase(c.name, "\(element.id): box is not 4 numbers")
            }
            let (hidden, found) = hiding(element.id, in: json)
            guard found else { throw MeasurementError.badCase(c.name, "no view has the id \"\(element.id)\"") }
            let ink = inkBox(whole.pixmap, try render(hidden).pixmap, threshold: element.threshold ?? inkThreshold).map
            {
                Rect(
                    x: Double($0.minX) / scale, y: Double($0.minY) / scale, width: Double($0.width) / scale,
                    height: Double($0.height) / scale)
            }
            return ElementComparison(
                caseName: c.name, id: element.id, kind: element.kind,
                measured: Rect(x: element.box[0], y: element.box[1], width: element.box[2], height: element.box[3]),
                rendered: ink)
        }
    }

    /// `value` with every view whose id is `id` given a last `opacity: 0` modifier.
    static func hiding(_ id: String, in value: JSONValue) -> (JSONValue, Bool) {
        switch value {
        case .array(let items):
            var found = false
            let mapped = items.map { item -> JSONValue in
                let (v, f) = hiding(id, in: item)
                found = found || f
                return v
            }
            return (.array(mapped), found)
        case .object(let pairs):
            var found = false
            var out = pairs.map { pair -> (key: String, value: JSONValue) in
                let (v, f) = hiding(id, in: pair.value)
                found = found || f
                return (pair.key, v)
            }
            if value["id"] == .string(id), value["type"] != nil {
                found = true
                let hide = JSONValue.object([(key: "opacity", value: .number(0))])
                if let i = out.firstIndex(where: { $0.key == "modifiers" }), case .array(let list) = out[i].value {
                    out[i].value = .array(list + [hide])
                } else {
                    out.append((key: "modifiers", value: .array([hide])))
                }
            }
            return (.object(out), found)
        default:
            return (value, false)
        }
    }

    struct PixelBox {
        var minX, minY, maxX, maxY: Int
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
    }

    /// The bounding box of the pixels where `a` and `b` differ by `threshold` or more.
    static func inkBox(_ a: Pixmap, _ b: Pixmap, threshold: Int) -> PixelBox? {
        var box: PixelBox?
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                var d = 0
                for k in 0..<4 { d = max(d, abs(Int(a.data[i + k]) - Int(b.data[i + k]))) }
                guard d >= threshold else { continue }
                if var b = box {
                    b.minX = min(b.minX, x)
                    b.minY = min(b.minY, y)
                    b.maxX = max(b.maxX, x)
                    b.maxY = max(b.maxY, y)
                    box = b
                } else {
                    box = PixelBox(minX: x, minY: y, maxX: x, maxY: y)
                }
            }
        }
        return box
    }

    /// The median and the largest of the offsets.
    static func summary(_ offsets: [Double]) -> (median: Double, worst: Double) {
        let sorted = offsets.sorted()
        guard !sorted.isEmpty else { return (0, 0) }
        let mid = sorted.count / 2
        let median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        return (median, sorted.last ?? 0)
    }
}

enum MeasurementError: Error, CustomStringConvertible {
    case badCase(String, String)
    var description: String {
        switch self {
        case .badCase(let name, let message): "Tests/Measurements/\(name): \(message)"
        }
    }
}
