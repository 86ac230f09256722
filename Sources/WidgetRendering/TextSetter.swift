// The bridge between layout (which measures text through `TextMeasuring`) and the
// typesetter: sets each text once per proposal and keeps the result, so layout's
// repeated probes and the painter's final drawing see the very same lines. Paragraphs are
// also shared between renders (`ParagraphCache`, SharedCache.swift): setting is a pure
// function of the text and the proposal, and a matrix of devices asks for the same ones
// again and again. What does not depend on the proposal (the runs' faces, each
// character's glyphs and advance: `Typesetter.shape`) is kept per text
// (`ShapingCache`), so a text probed at five proposals is shaped once.

import WidgetCore
import WidgetLayout
import WidgetText
import WidgetViewTree

/// Sets text with the bundled fonts, caching one paragraph per text and proposal.
final class TextSetter: TextMeasuring {
    /// A text's runs with their faces, and the runs shaped at full size
    /// (`Typesetter.shape`; nil for a placeholder, which is not shaped).
    struct ShapedRuns: Sendable {
        let runs: [TextRunInput]
        let shaped: Typesetter.Shaped?
    }

    private let fonts: FontLibrary
    /// The fonts the entry brings.
    private let custom: [FontFace]
    private let shared: ParagraphCache
    private let shapings: ShapingCache
    private var cache: [ParagraphKey: TypesetParagraph] = [:]

    init(fonts: FontLibrary, custom: [FontFace] = [], shared: ParagraphCache, shapings: ShapingCache) {
        self.fonts = fonts
        self.custom = custom
        self.shared = shared
        self.shapings = shapings
    }

    /// The paragraph for `text` at `proposal`. Fonts were checked before layout
    /// (`Renderer.checkText`), so a face is always found here.
    func paragraph(_ text: TextContent, proposal: ProposedSize) -> TypesetParagraph? {
        let textKey = TextKey(text: text, customFonts: text.usesCustomFont ? custom.map(\.path) : [])
        let key = ParagraphKey(text: textKey, proposal: proposal)
        if let p = cache[key] { return p }
        if let p = shared[key] {
            cache[key] = p
            return p
        }
        guard let shaping = shapedRuns(textKey) else { return nil }
        let runs = shaping.runs
        let p =
            text.redacted
            ? Typesetter.placeholder(
                runs: runs, width: proposal.width, height: proposal.height, lineLimit: text.lineLimit,
                lineSpacing: text.lineSpacing, minimumScaleFactor: text.minimumScaleFactor)
            : Typesetter.typeset(
                runs: runs, width: proposal.width, height: proposal.height, lineLimit: text.lineLimit,
                lineSpacing: text.lineSpacing, truncation: text.truncationMode,
                minimumScaleFactor: text.minimumScaleFactor, allowsTightening: text.allowsTightening,
                japanese: text.japanese, shaped: shaping.shaped)
        cache[key] = p
        shared[key] = p
        return p
    }

    /// The runs of the text `key` names, with their faces, and shaped: once for every
    /// proposal, device and family the text is set at (steps 1 and 2 of the typesetter
    /// were most of its time). Nil when a face cannot be found.
    private func shapedRuns(_ key: TextKey) -> ShapedRuns? {
        if let known = shapings[key] { return known }
        let text = key.text
        var runs: [TextRunInput] = []
        for run in text.styledRuns {
            guard var faces = try? fonts.faces(for: run.font, custom: custom, setting: run.string) else { return nil }
            // An SF Symbol's run: its primary face for the line, then the symbol face its
            // code point is drawn from (the typesetter skips the primary face for it).
            if run.symbol != nil, let primary = faces.first, let codePoint = run.string.unicodeScalars.first?.value,
                let symbolFace = try? fonts.symbolFace(for: codePoint)
            {
                faces = [primary, symbolFace]
            }
            runs.append(
                TextRunInput(
                    string: run.string, font: run.font, faces: faces, systemTracking: run.font.family == nil,
                    symbol: run.symbol))
        }
        let shaping = ShapedRuns(
            runs: runs, shaped: text.redacted ? nil : Typesetter.shape(runs, japanese: text.japanese))
        shapings[key] = shaping
        return shaping
    }

    /// The primary face of `font`.
    func primaryFace(for font: FontDescriptor) throws -> FontFace? { try fonts.primaryFace(for: font, custom: custom) }

    /// The face an SF Symbol substitute's code point is drawn from.
    func symbolFace(for codePoint: UInt32) -> FontFace? { try? fonts.symbolFace(for: codePoint) }

    func measure(_ text: TextContent, proposal: ProposedSize) -> TextMeasurement {
        guard let p = paragraph(text, proposal: proposal) else {
            return TextMeasurement(size: .zero, lines: 0, truncated: false, firstBaseline: 0, lastBaseline: 0)
        }
        return TextMeasurement(
            size: p.size, lines: p.lines.count, truncated: p.truncated, firstBaseline: p.firstBaseline,
            lastBaseline: p.lastBaseline)
    }

    func spacingMetrics(_ text: TextContent) -> TextSpacingMetrics {
        guard let face = try? fonts.primaryFace(for: text.font, custom: custom) else {
            return TextSpacingMetrics(ascender: 0, descender: 0, capHeight: 0, lineGap: 0, topInset: 0, bottomInset: 0)
        }
        let scale = text.font.size / face.unitsPerEm
        return TextSpacingMetrics(
            ascender: face.ascender * scale, descender: -face.descender * scale, capHeight: face.capHeight * scale,
            lineGap: face.lineGap * scale, topInset: 0, bottomInset: face.lineGap * scale)
    }
}
