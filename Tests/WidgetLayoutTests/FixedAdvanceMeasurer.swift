// A text measurer with exact, font-free numbers: every character is 10 pt wide and every
// line 20 pt tall. Lines break after spaces (greedy), a word wider than the line breaks
// between characters, trailing spaces do not count. Its font metrics are round numbers:
// ascender 16, descender 4, cap height 12, no line gap, frames tight around the lines.

import WidgetCore
import WidgetLayout
import WidgetViewTree

struct FixedAdvanceMeasurer: TextMeasuring {
    static let advance = 10.0
    static let lineHeight = 20.0

    func measure(_ text: TextContent, proposal: ProposedSize) -> TextMeasurement {
        let maxWidth = proposal.width ?? .infinity
        var lines: [Int] = []  // visible character count per line
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0  // characters on the line, trailing space included
            var visible = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let length = word.count
                let needed = Double(current + length) * Self.advance
                if current > 0 && needed > maxWidth {
                    lines.append(visible)
                    current = 0
                    visible = 0
                }
                var remaining = length
                while current == 0 && Double(remaining) * Self.advance > maxWidth && remaining > 1 {
                    let fit = max(1, Int(maxWidth / Self.advance))
                    lines.append(fit)
                    remaining -= fit
                }
                current += remaining
                visible = current
                current += 1
            }
            lines.append(visible)
        }
        if let limit = text.lineLimit, lines.count > limit { lines = Array(lines.prefix(limit)) }
        let widest = Double(lines.max() ?? 0) * Self.advance
        let height = Double(lines.count) * Self.lineHeight
        return TextMeasurement(
            size: Size(width: min(widest, maxWidth.isFinite ? max(widest, 0) : widest), height: height),
            lines: lines.count, truncated: false, firstBaseline: 16, lastBaseline: height - 4)
    }

    func spacingMetrics(_ text: TextContent) -> TextSpacingMetrics {
        TextSpacingMetrics(ascender: 16, descender: 4, capHeight: 12, lineGap: 0, topInset: 0, bottomInset: 0)
    }
}
