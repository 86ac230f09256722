// Text under `.redacted(reason: .placeholder)`, set by the rules measured from iOS
// (PLACEHOLDER in docs/sources.md), not by the real glyphs:
//
// - every character, spaces and punctuation included, is one placeholder of a fixed
//   advance of 0.44 em of its run's font;
// - lines therefore break per character: as many as fit the width; every line of a
//   paragraph but its last spans the full width available, the last is its characters ×
//   the advance;
// - lines are as tall, and as far apart, as the real text's (the runs' line boxes and
//   `lineSpacing`); `lineLimit` and the height offered cut lines as for real text, and a
//   line cut short spans the full width.
//
// So the placeholder can be wider, narrower or taller than the real text, as on iOS: its
// size is what layout measures. The painter draws one bar a line (`PlaceholderBar`).
//
// Shrinking was not measured; it follows the real text's rule (`Typesetter.shrunk`):
// with `minimumScaleFactor` below 1, placeholders that do not fit are set at the
// largest scale that fits, so an emoji at 500 pt shrunk into a 50 pt circle is a bar
// inside the circle, not one 220 pt wide spilling out of the widget. Truncation marks
// are not modelled (placeholders show none).

import WidgetCore

extension Typesetter {
    /// Each placeholder character's advance, in ems (measured).
    public static let placeholderAdvance = 0.44

    /// The placeholder paragraph of `runs` for a width and height (nil: unlimited), shrunk
    /// as far as `minimumScaleFactor` allows when it does not fit.
    public static func placeholder(
        runs: [TextRunInput], width: Double?, height: Double?, lineLimit: Int?, lineSpacing: Double = 0,
        minimumScaleFactor: Double = 1
    ) -> TypesetParagraph {
        func set(_ scale: Double) -> TypesetParagraph {
            let scaled = runs.map { run in
                var r = run
                r.font.size = run.font.size * scale
                return r
            }
            return placeholderOnce(
                runs: scaled, width: width, height: height, lineLimit: lineLimit, lineSpacing: lineSpacing)
        }
        return shrunk(set(1), minimumScaleFactor: minimumScaleFactor, fits: { $0.fits(width: width, height: height) }) {
            set($0)
        }
    }

    /// The placeholder paragraph of `runs` at their own sizes.
    static func placeholderOnce(
        runs: [TextRunInput], width: Double?, height: Double?, lineLimit: Int?, lineSpacing: Double
    ) -> TypesetParagraph {
        guard !runs.isEmpty, runs.allSatisfy({ !$0.faces.isEmpty }) else {
            return TypesetParagraph(
                lines: [], size: .zero, truncated: false, faces: [], runSizes: runs.map(\.font.size))
        }
        let boxes = runs.map { LineBox(font: $0.font, primary: $0.faces[0]) }
        let maxWidth = width.map { $0.isFinite ? max(0, $0) : Double.infinity } ?? .infinity
        // Lines: (width, first run, runs on it, whether a paragraph ends there).
        var lines: [(width: Double, run: Int, runs: Set<Int>, ends: Bool)] = []
        for paragraph in splitParagraphs(runs) {
            var x = 0.0
            var runsOnLine: Set<Int> = []
            var first = paragraph.startRun
            // The run last added: a run's characters come together, so the set is asked
            // once a run, not once a character (an index loop for unoptimised builds, as
            // in `setOnce`).
            var added = -1
            for k in paragraph.characters.indices {
                let run = paragraph.characters[k].1
                let advance = placeholderAdvance * runs[run].font.size
                if k > 0 && x + advance > maxWidth + fitTolerance * max(1, maxWidth) {
                    lines.append((maxWidth, first, runsOnLine, false))
                    x = 0
                    runsOnLine = []
                    added = -1
                }
                if runsOnLine.isEmpty { first = run }
                if run != added {
                    runsOnLine.insert(run)
                    added = run
                }
                x += advance
            }
            lines.append((x, first, runsOnLine.isEmpty ? [first] : runsOnLine, true))
        }
        // A line's box: as far above and below the baseline as its runs' boxes reach.
        func box(_ runsOnLine: Set<Int>, first: Int) -> LineBox {
            var result = boxes[first]
            var below = result.height - result.ascent
            for r in runsOnLine {
                result.ascent = max(result.ascent, boxes[r].ascent)
                below = max(below, boxes[r].height - boxes[r].ascent)
            }
            result.height = result.ascent + below
            return result
        }
        let lineBoxes = lines.map { box($0.runs, first: $0.run) }
        let maxLines = maxLines(lineBoxes, height: height, lineLimit: lineLimit, lineSpacing: lineSpacing)
        let truncated = lines.count > maxLines
        if truncated {
            lines.removeLast(lines.count - maxLines)
            // The last line shown is cut short: a full bar, as every line that goes on.
            if maxWidth.isFinite { lines[lines.count - 1].width = maxWidth }
        }
        var set: [TypesetLine] = []
        var top = 0.0, widest = 0.0
        for i in lines.indices {
            let line = lines[i]
            if i > 0 { top += lineSpacing }
            set.append(
                TypesetLine(
                    text: "", glyphs: [], width: line.width, baseline: top + lineBoxes[i].ascent,
                    runExtents: [RunExtent(run: line.run, start: 0, end: line.width)]))
            widest = max(widest, line.width)
            top += lineBoxes[i].height
        }
        var faces: [FontFace] = []
        for run in runs where !faces.contains(where: { $0 === run.faces[0] }) { faces.append(run.faces[0]) }
        return TypesetParagraph(
            lines: set, size: Size(width: widest, height: top), truncated: truncated, faces: faces,
            runSizes: runs.map(\.font.size))
    }
}
