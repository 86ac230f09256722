// The comparison a golden check rests on: strict enough to catch a 1 px text shift,
// loose enough to ignore ±1 rounding.

import Foundation
import Testing
import WidgetCheck
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRaster
import WidgetRendering

@Suite("Image comparison")
struct ComparisonTests {
    static let renderer = Renderer()

    static func render(leading: Double = 0) throws -> Pixmap {
        let json = """
            {"version": 1, "containerBackground": "#FFFFFF", "view": {"type": "Text", "text": "Departure 09:41",
             "modifiers": [{"font": "headline"}, {"padding": {"leading": \(leading)}},
             {"frame": {"maxWidth": "infinity", "alignment": "leading"}}]}}
            """
        let doc = try EntryDocument.decode(Array(json.utf8))
        return try renderer.render(doc, RenderRequest(family: .systemMedium)).pixmap
    }

    @Test("identical images match")
    func identical() throws {
        let a = try Self.render()
        let c = ImageComparison.compare(a, try Self.render())
        #expect(c.matches && c.differingPixels == 0 && c.worstChannel == 0)
        #expect(c.summary == "identical within tolerance")
    }

    @Test("only pixels that differ count, at any channel tolerance, and the diff image agrees")
    func countsOnlyDifferingPixels() throws {
        let a = try #require(Pixmap.filled(width: 40, height: 30, (r: 0.2, g: 0.4, b: 0.6)))
        var bytes = a.data
        bytes[(7 * 40 + 11) * 4] &+= 9  // one pixel's red, 9 levels up (still within its alpha)
        let b = try #require(Pixmap(width: 40, height: 30, premultiplied: bytes))
        for channel in [-1, 0, 2, 8] {
            let c = ImageComparison.compare(a, b, tolerance: Tolerance(channel: channel))
            #expect(c.differingPixels == 1 && c.worstChannel == 9, "channel tolerance \(channel)")
            let red = ImageComparison.diffImage(a, b, tolerance: Tolerance(channel: channel))
            #expect(red.pixel(x: 11, y: 7) == (230, 20, 20, 255) && red.pixel(x: 12, y: 7) != (230, 20, 20, 255))
        }
        let loose = ImageComparison.compare(a, b, tolerance: Tolerance(channel: 9))
        #expect(loose.differingPixels == 0 && loose.worstChannel == 9 && loose.matches)
    }

    @Test("a text line moved by one device pixel fails")
    func onePixelShift() throws {
        // 1/3 pt of padding is exactly one pixel at @3x once layout snaps to pixels.
        let c = ImageComparison.compare(try Self.render(), try Self.render(leading: 1.0 / 3))
        #expect(!c.matches)
        #expect(c.differingPixels > 100)
    }

    @Test("±1 noise on every channel passes")
    func rounding() throws {
        let a = try Self.render()
        var bytes = a.data
        var generator = SplitMix(seed: 7)
        for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] == 255 {
            for c in 0..<3 {
                let delta = Int(generator.next() % 3) - 1
                bytes[i + c] = UInt8(max(0, min(255, Int(bytes[i + c]) + delta)))
            }
        }
        let noisy = try #require(Pixmap(width: a.width, height: a.height, premultiplied: bytes))
        #expect(noisy != a)
        #expect(ImageComparison.compare(a, noisy).matches)
        #expect(!ImageComparison.compare(a, noisy, tolerance: Tolerance(channel: 0)).matches)
    }

    @Test("a pixel budget allows that many differing pixels")
    func budget() throws {
        let a = try #require(Pixmap(width: 4, height: 4))
        var bytes = a.data
        bytes[0] = 200
        bytes[3] = 200
        let b = try #require(Pixmap(width: 4, height: 4, premultiplied: bytes))
        #expect(!ImageComparison.compare(a, b).matches)
        #expect(ImageComparison.compare(a, b, tolerance: Tolerance(pixelBudget: 1)).matches)
    }

    @Test("perceptual mode ignores differences under the ΔE threshold")
    func perceptual() throws {
        let gray = [UInt8](repeating: 128, count: 16 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        let shifted = gray.enumerated().map { $0.offset % 4 == 0 ? $0.element + 4 : $0.element }
        let a = try #require(Pixmap(width: 4, height: 4, premultiplied: gray))
        let b = try #require(Pixmap(width: 4, height: 4, premultiplied: shifted))
        #expect(!ImageComparison.compare(a, b).matches)  // 4 steps of red > 2
        let c = ImageComparison.compare(a, b, tolerance: Tolerance(deltaE: 2.3))
        #expect(c.matches)
        #expect((c.worstDeltaE ?? 0) > 0.5 && (c.worstDeltaE ?? 9) < 2.3)
        #expect(!ImageComparison.compare(a, b, tolerance: Tolerance(deltaE: 0.5)).matches)
    }

    @Test("different sizes never match, and the diff shows the extra area in red")
    func sizes() throws {
        let a = try #require(Pixmap(width: 4, height: 4)), b = try #require(Pixmap(width: 5, height: 4))
        let c = ImageComparison.compare(a, b)
        #expect(!c.matches && !c.sizesMatch)
        let diff = ImageComparison.diffImage(a, b)
        #expect(diff.width == 5)
        #expect(diff.pixel(x: 4, y: 0) == (230, 20, 20, 255))
        #expect(diff.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    }
}

/// A small deterministic generator for test noise.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
