// Paragraphs of several runs (`Text + Text`): one paragraph that wraps across run
// boundaries, lines as tall as their tallest run, truncation in the runs' own styles.

import Testing
import WidgetCore
import WidgetFonts
import WidgetText

@Suite("Text runs")
struct TextRunTests {
    let fonts = FontLibrary(interDirectory: BundledFonts.interDirectory, fallbackDirectory: BundledFonts.cjkDirectory)
    let body = FontDescriptor(size: 17, weight: .regular)

    func run(_ s: String, _ font: FontDescriptor? = nil) throws -> TextRunInput {
        let f = font ?? body
        return TextRunInput(string: s, font: f, faces: try fonts.faces(for: f))
    }

    @Test("runs in the same font set exactly as the joined string: lines wrap across run boundaries")
    func sameAsJoined() throws {
        let parts = ["The quick br", "own fox ju", "mps over the lazy dog"]
        for width in [60.0, 120, 200] {
            let joined = Typesetter.typeset(
                parts.joined(), font: body, faces: try fonts.faces(for: body), width: width, height: nil, lineLimit: nil
            )
            let split = Typesetter.typeset(
                runs: try parts.map { try run($0) }, width: width, height: nil, lineLimit: nil)
            #expect(split.lines.map(\.text) == joined.lines.map(\.text))
            #expect(split.size == joined.size)
            #expect(split.lines.map(\.width) == joined.lines.map(\.width))
            #expect(split.lines.count > 1 || width == 200)
        }
    }

    @Test("each glyph keeps its run, and each run's extent on a line ends where the next begins")
    func extents() throws {
        let bold = FontDescriptor(size: 17, weight: .bold)
        let p = Typesetter.typeset(
            runs: [try run("Gate "), try run("E12", bold), try run(" closes")], width: nil, height: nil, lineLimit: nil)
        let line = try #require(p.lines.first)
        #expect(line.runExtents.map(\.run) == [0, 1, 2])
        #expect(line.runExtents[0].end == line.runExtents[1].start)
        #expect(line.runExtents[1].end == line.runExtents[2].start)
        #expect(abs(line.runExtents[2].end - line.width) < 1e-9)
        #expect(line.glyphs.map(\.run) == [0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2])
        // The bold run's glyphs come from the bold face.
        let boldFace = try fonts.face(for: bold)
        #expect(line.glyphs.filter { $0.run == 1 }.allSatisfy { p.faces[$0.face] === boldFace })
    }

    @Test("a line is as tall as its runs reach: a bigger run lowers the baseline of its line only")
    func mixedSizes() throws {
        let big = FontDescriptor(size: 34, weight: .bold)
        let alone = Typesetter.typeset(
            runs: [try run("small words here\nnext")], width: nil, height: nil, lineLimit: nil)
        let mixed = Typesetter.typeset(
            runs: [try run("small "), try run("BIG", big), try run(" words here\nnext")], width: nil, height: nil,
            lineLimit: nil)
        let bigFace = try fonts.face(for: big)
        let bigAscent = bigFace.ascender * 34 / bigFace.unitsPerEm
        #expect(abs(mixed.lines[0].baseline - bigAscent) < 1e-9)
        #expect(mixed.lines[0].baseline > alone.lines[0].baseline)
        // Line 1 reaches as far above the baseline as the big run and as far below as
        // the deeper of the two; line 2 keeps the body's 20.29 pt box.
        let bodyLine = 17 * 2444.0 / 2048
        let bodyAscent = alone.lines[0].baseline
        let bigBelow = (bigFace.lineGap - bigFace.descender) * 34 / bigFace.unitsPerEm
        let firstHeight = bigAscent + max(bodyLine - bodyAscent, bigBelow)
        #expect(abs(mixed.lines[1].baseline - (firstHeight + bodyAscent)) < 1e-9)
        #expect(abs(mixed.size.height - (firstHeight + bodyLine)) < 1e-9)
    }

    @Test("truncation cuts across runs and the ellipsis takes the style of the character before it")
    func truncation() throws {
        let bold = FontDescriptor(size: 17, weight: .bold)
        let p = Typesetter.typeset(
            runs: [try run("Departs "), try run("from gate E12 at half past two", bold)], width: 150, height: nil,
            lineLimit: 1)
        #expect(p.truncated)
        let line = try #require(p.lines.first)
        #expect(line.text.hasPrefix("Departs fr"))
        #expect(line.text.hasSuffix("…"))
        #expect(line.glyphs.last?.run == 1)
        #expect(line.width <= 150 + 1e-9)
    }

    @Test("minimumScaleFactor shrinks every run by the same factor")
    func shrinking() throws {
        let big = FontDescriptor(size: 30, weight: .bold)
        let p = Typesetter.typeset(
            runs: [try run("Shanghai "), try run("→ San Francisco", big)], width: 150, height: nil, lineLimit: 1,
            minimumScaleFactor: 0.3)
        #expect(!p.truncated)
        #expect(p.runSizes.count == 2)
        #expect(abs(p.runSizes[0] / 17 - p.runSizes[1] / 30) < 1e-12)
        #expect(p.runSizes[1] < 30)
    }

    @Test("kerning reaches across runs in the same face and size, not across a change of size")
    func kerningAcrossRuns() throws {
        let one = Typesetter.typeset(runs: [try run("AV")], width: nil, height: nil, lineLimit: nil)
        let two = Typesetter.typeset(runs: [try run("A"), try run("V")], width: nil, height: nil, lineLimit: nil)
        #expect(one.size.width == two.size.width)
        let bigger = FontDescriptor(size: 17.5, weight: .regular)
        let a = Typesetter.typeset(runs: [try run("A")], width: nil, height: nil, lineLimit: nil).size.width
        let v = Typesetter.typeset(runs: [try run("V", bigger)], width: nil, height: nil, lineLimit: nil).size.width
        let mixed = Typesetter.typeset(
            runs: [try run("A"), try run("V", bigger)], width: nil, height: nil, lineLimit: nil)
        #expect(abs(mixed.size.width - (a + v)) < 1e-9)
    }
}
