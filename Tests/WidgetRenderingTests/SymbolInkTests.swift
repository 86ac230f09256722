// SF Symbols' ink boxes measured in real iOS screenshots (Tests/Measurements/symbol-ink.json,
// SYMINK in docs/measurements.md): the table the renderer draws them at
// (`SymbolCatalog.measuredInk`) is exactly what the measurements give, every measurement
// names its source, and the symbols used most in widget code stay covered.

import Foundation
import Testing
import WidgetCore
import WidgetResolve

@Suite("SF Symbols' measured ink")
struct SymbolInkTests {
    struct Source: Decodable {
        var repo: String
        var commit: String
        var screenshot: String
    }

    struct Measurement: Decodable {
        var name: String
        var fontSize: Double
        var weight: String
        var imageScale: String
        var ink: [Double]
        var source: Source
    }

    struct Usage: Decodable {
        struct Name: Decodable {
            var rank: Int
            var name: String
        }
        var top: [Name]
    }

    struct File: Decodable {
        var usage: Usage
        var measurements: [Measurement]
    }

    static func load() throws -> File {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Measurements/symbol-ink.json")
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    }

    /// How much wider than regular a weight's strokes are, in ems: what the renderer adds
    /// to a measured box at that weight (`SymbolCatalog.emboldening`), taken off here.
    static func growth(_ weight: String) -> Double? {
        FontWeight(rawValue: weight).map { SymbolCatalog.emboldening(for: $0) }
    }

    static func median(_ values: [Double]) -> Double {
        let v = values.sorted()
        return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
    }

    /// Each name's box: each screenshot's median, then the median over screenshots, in ems
    /// at regular weight and medium scale.
    static func boxes(_ file: File) throws -> [String: Size] {
        var shots: [String: [String: [(Double, Double)]]] = [:]
        for m in file.measurements {
            let grow = try #require(growth(m.weight), "\(m.name): weight \(m.weight)")
            let em = m.fontSize * SymbolCatalog.scale(m.imageScale)
            let shot = m.source.repo + "/" + m.source.screenshot
            shots[m.name, default: [:]][shot, default: []].append((m.ink[0] / em - grow, m.ink[1] / em - grow))
        }
        return shots.mapValues { byShot in
            let perShot = byShot.values.map { ($0.map(\.0), $0.map(\.1)) }
            return Size(
                width: median(perShot.map { median($0.0) }), height: median(perShot.map { median($0.1) }))
        }
    }

    @Test("the renderer's table is the measurements' medians, each measurement with its source")
    func tableFollowsMeasurements() throws {
        let file = try Self.load()
        for m in file.measurements {
            #expect(m.ink.count == 2 && m.ink.allSatisfy { $0 > 0 } && m.fontSize > 0, "\(m.name)")
            #expect(!m.source.repo.isEmpty && !m.source.commit.isEmpty && !m.source.screenshot.isEmpty, "\(m.name)")
            #expect(["small", "medium", "large"].contains(m.imageScale), "\(m.name)")
        }
        let boxes = try Self.boxes(file)
        #expect(Set(boxes.keys) == Set(SymbolCatalog.measuredInk.keys))
        for (name, box) in boxes {
            let table = try #require(SymbolCatalog.measuredInk[name])
            #expect(abs(table.width - box.width) < 0.0011 && abs(table.height - box.height) < 0.0011, "\(name)")
        }
    }

    @Test("the symbols used most in widget code are measured, and every measured name has a substitute")
    func coverage() throws {
        let file = try Self.load()
        #expect(file.usage.top.map(\.rank) == Array(1...200))
        let measured = file.usage.top.filter { SymbolCatalog.measuredInk[$0.name] != nil }
        // The count docs/measurements.md states (SYMINK); more is better, fewer a regression.
        #expect(measured.count >= 125, "\(measured.count) of the top 200 measured")
        for name in SymbolCatalog.measuredInk.keys {
            #expect(SymbolCatalog.resolve(name) != nil, "\(name) has no substitute to draw at its box")
        }
    }
}
