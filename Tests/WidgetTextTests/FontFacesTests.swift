// The bundled faces beyond Inter's uprights: italics, the monospaced and serif designs,
// color emoji; and the spacing text gets: the system font's tracking per size, the text's
// own tracking, monospaced digits, and underline and strikethrough metrics; Japanese at
// Hiragino's size and the CJK fonts every iPhone has.

import Testing
import WidgetCore
import WidgetFonts
import WidgetText

@Suite("Font faces")
struct FontFacesTests {
    let fonts = FontLibrary(
        folders: .init(
            inter: BundledFonts.interDirectory, cjk: BundledFonts.cjkDirectory, emoji: BundledFonts.emojiDirectory,
            monospaced: BundledFonts.monospacedDirectory, serif: BundledFonts.serifDirectory,
            rounded: BundledFonts.roundedDirectory))

    func set(_ s: String, _ font: FontDescriptor, width: Double? = nil) throws -> TypesetParagraph {
        Typesetter.typeset(s, font: font, faces: try fonts.faces(for: font), width: width, height: nil, lineLimit: nil)
    }

    @Test("italic, monospaced and serif requests open their own faces, every weight")
    func designs() throws {
        for w in FontWeight.allCases {
            let italic = try fonts.face(for: FontDescriptor(size: 12, weight: w, italic: true))
            #expect(italic.path.contains("Italic") && italic.path.contains("/Inter-"), "\(w): \(italic.path)")
            let mono = try fonts.face(for: FontDescriptor(size: 12, weight: w, design: .monospaced))
            #expect(mono.path.contains("JetBrainsMono-"), "\(w)")
            let serif = try fonts.face(for: FontDescriptor(size: 12, weight: w, design: .serif))
            #expect(serif.path.contains(w >= .semibold ? "NotoSerif-Bold-" : "NotoSerif-Regular-"), "\(w)")
        }
        // Rounded: Nunito's eight weights, set with SF Pro's line metrics; its italic is Inter's.
        for (w, file) in [
            (FontWeight.ultraLight, "ExtraLight"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
        ] {
            let rounded = try fonts.face(for: FontDescriptor(size: 12, weight: w, design: .rounded))
            #expect(
                rounded.path.hasSuffix("Nunito-\(file)-subset.ttf") && rounded.familyName.hasPrefix("Nunito"), "\(w)")
            #expect(abs(rounded.ascender / rounded.unitsPerEm - 1950.0 / 2048) < 1e-9)
        }
        let roundedLine = try set("Rounded 12°", FontDescriptor(size: 17, design: .rounded))
        #expect(abs(roundedLine.size.height - 17 * 2444.0 / 2048) < 1e-9)
        let roundedItalic = try fonts.face(for: FontDescriptor(size: 12, design: .rounded, italic: true))
        #expect(roundedItalic.path.hasSuffix("Inter-Italic.otf"))
        // Monospaced really is: every ASCII letter and digit has one advance.
        let mono = try fonts.face(for: FontDescriptor(size: 12, design: .monospaced))
        let advances = Set("Wil1.0 mM".unicodeScalars.map { mono.advance(of: mono.glyph(for: $0)!) })
        #expect(advances.count == 1)
        // Behind another design, Inter, the CJK face and the emoji face still fill in.
        let chain = try fonts.faces(for: FontDescriptor(size: 12, design: .serif))
        #expect(chain.map { ($0.path as String).split(separator: "/").last! }.contains("Inter-Regular.otf"))
        #expect(chain.last?.isColor == true)
        #expect(try set("→ 旅行 ✈️", FontDescriptor(size: 17, design: .serif)).lines.count == 1)
    }

    @Test("emoji come from the color face as bitmaps, one em and a quarter wide, on the shared baseline")
    func emoji() throws {
        let body = FontDescriptor(size: 17)
        let p = try set("旅行 Trip ✈️❤️", body)
        let faces = p.lines[0].glyphs.map { p.faces[$0.face] }
        #expect(faces.filter(\.isColor).count == 2)
        #expect(faces.contains { $0.path.contains("NotoSansSC") } && faces.contains { $0.path.contains("/Inter-") })
        #expect(abs(p.size.height - 17 * 2444.0 / 2048) < 1e-9)
        let face = try #require(faces.first { $0.isColor })
        #expect(face.unitsPerEm == 2048)
        let plane = face.glyph(for: "\u{2708}")!
        #expect(abs(face.advance(of: plane) / face.unitsPerEm - 2550.0 / 2048) < 1e-9)
        let bitmap = try #require(face.colorGlyph(of: plane))
        #expect(bitmap.width > 100 && bitmap.height > 100)
        #expect(bitmap.premultipliedRGBA.count == bitmap.width * bitmap.height * 4)
        // Premultiplied: no channel exceeds its alpha; and it is in color.
        var colorful = false
        for i in stride(from: 0, to: bitmap.premultipliedRGBA.count, by: 4) {
            let r = bitmap.premultipliedRGBA[i], g = bitmap.premultipliedRGBA[i + 1]
            let b = bitmap.premultipliedRGBA[i + 2], a = bitmap.premultipliedRGBA[i + 3]
            #expect(max(r, g, b) <= a)
            if Int(max(r, g, b)) - Int(min(r, g, b)) > 60 { colorful = true }
        }
        #expect(colorful)
        #expect(Typesetter.missingCharacters(in: "👍🏽 🎉 📼 ☀️ 1 ❤", faces: try fonts.faces(for: body)).isEmpty)
        #expect(Typesetter.missingCharacters(in: "1️⃣ 🇨🇳", faces: try fonts.faces(for: body)).isEmpty)
        // Text presentation asked for with U+FE0E stays out of the emoji face when a text face has the glyph.
        #expect(try set("©\u{FE0E}", body).lines[0].glyphs.allSatisfy { !p.faces[$0.face].isColor })
    }

    @Test(
        "emoji sequences draw their own glyph, one emoji wide: skin tones, joined families, flags, keycaps, tags",
        arguments: [
            ("👍🏽", "1F44D 1F3FD"), ("👨‍👩‍👧‍👦", "1F468 200D 1F469 200D 1F467 200D 1F466"), ("🇨🇳", "1F1E8 1F1F3"),
            ("🇯🇵", "1F1EF 1F1F5"), ("1️⃣", "0031 20E3"), ("#️⃣", "0023 20E3"), ("🏳️‍🌈", "1F3F3 200D 1F308"),
            ("👩🏻‍💻", "1F469 1F3FB 200D 1F4BB"), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1F3F4 E0067 E0062 E0073 E0063 E0074 E007F"),
            ("❤️‍🔥", "2764 200D 1F525"),
        ])
    func emojiSequences(sequence: String, key: String) throws {
        let body = FontDescriptor(size: 17)
        #expect(sequence.count == 1)
        let p = try set(sequence, body)
        let glyphs = p.lines[0].glyphs
        #expect(glyphs.count == 1)
        let face = p.faces[glyphs[0].face]
        #expect(face.isColor)
        // The glyph is the table's for the sequence, not the first emoji's, and is a bitmap.
        let table = try #require(face.sequences)
        let scalars = key.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
        #expect(table.glyph(for: scalars) == glyphs[0].glyph)
        #expect(glyphs[0].glyph != face.glyph(for: scalars[0]))
        #expect(face.colorGlyph(of: glyphs[0].glyph) != nil)
        // One emoji wide (the face's emoji are 2550/2048 em, drawn at 1.07 × the size at
        // 17 pt, EMOJI), not its parts side by side.
        #expect(abs(p.size.width - 17 * 1.07 * 2550.0 / 2048) < 1e-9, "\(p.size.width)")
    }

    @Test("the emoji table holds every sequence kind, and a sequence it lacks shows its first emoji")
    func emojiSequenceTable() throws {
        let face = try #require(try fonts.faces(for: FontDescriptor(size: 17)).first { $0.isColor })
        #expect((face.sequences?.count ?? 0) >= 2_000)
        // Not a sequence: a lone regional indicator pair nobody defined draws its first letter.
        let odd = try set("🇦🇦", FontDescriptor(size: 17))
        #expect(odd.lines[0].glyphs.count == 1)
    }

    @Test("Chinese takes the CJK face of the nearest weight: Light … Black", arguments: FontWeight.allCases)
    func cjkWeights(weight: FontWeight) throws {
        let expected =
            switch weight {
            case .ultraLight, .thin, .light: "Light"
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold, .bold: "Bold"
            case .heavy, .black: "Black"
            }
        let p = try set("周末天气", FontDescriptor(size: 17, weight: weight))
        let face = p.faces[p.lines[0].glyphs[0].face]
        #expect(face.path.hasSuffix("NotoSansSC-\(expected)-subset.otf"), "\(face.path)")
        // Japanese and Traditional Chinese date words are there too.
        let faces = try fonts.faces(for: FontDescriptor(size: 17, weight: weight))
        #expect(Typesetter.missingCharacters(in: "3時間前 這週 11月24日 週二 오후", faces: faces).isEmpty)
    }

    @Test("the system font's tracking follows Apple's table; the text's own adds after every character")
    func tracking() throws {
        // 17 pt: −26/1000 em per character; 12 pt: none; 28 pt: +14/1000 em.
        let plain = try set("Hello", FontDescriptor(size: 12))
        let face = try fonts.face(for: FontDescriptor(size: 12))
        let advances = "Hello".unicodeScalars.reduce(0.0) { $0 + face.advance(of: face.glyph(for: $1)!) }
        #expect(abs(plain.size.width - advances * 12 / face.unitsPerEm) < 0.3)  // kerning only
        for (size, milliEm) in [(17.0, -26.0), (28, 14), (6, 41), (100, 0), (16.5, -23)] {
            let a = try set("HH", FontDescriptor(size: size)).size.width
            let b = try set("H", FontDescriptor(size: size)).size.width
            // From display sizes on, a regular letter is narrower and set closer (BOLDDISPLAY).
            let letters = size >= FaceLikeness.displaySize ? FaceLikeness.regularDisplayLetters : (width: 1, spacing: 0)
            let hAdvance = face.advance(of: face.glyph(for: "H")!) * size / face.unitsPerEm * letters.width
            #expect(abs((a - b) - (hAdvance + letters.spacing * size + milliEm / 1000 * size)) < 1e-9, "\(size) pt")
        }
        let tracked = try set("HH", FontDescriptor(size: 12, tracking: 3)).size.width
        #expect(abs(tracked - (try set("HH", FontDescriptor(size: 12)).size.width + 6)) < 1e-9)
        // No system tracking for the other designs.
        let mono = try fonts.face(for: FontDescriptor(size: 17, design: .monospaced))
        let monoWidth = try set("HH", FontDescriptor(size: 17, design: .monospaced)).size.width
        #expect(abs(monoWidth - 2 * mono.advance(of: mono.glyph(for: "H")!) * 17 / mono.unitsPerEm) < 1e-9)
    }

    /// `text` set in one run of `font`, as the renderer sets it: the system font's own
    /// tracking only where no family is named.
    func setRun(_ text: String, _ font: FontDescriptor) throws -> TypesetParagraph {
        Typesetter.typeset(
            runs: [
                TextRunInput(
                    string: text, font: font, faces: try fonts.faces(for: font), systemTracking: font.family == nil)
            ], width: nil, height: nil, lineLimit: nil)
    }

    @Test(
        "Japanese in the system font is set at 93.5 % (Hiragino's size on iOS), Chinese and a named CJK font at one em")
    func japaneseSize() throws {
        let size = 14.0
        // Katakana, kanji and marks: every character on a 0.935 em pitch, not kerned (the
        // face kerns "ハイ" and "す。"), no system tracking.
        let pitch = Typesetter.japaneseScale * size
        let japanese = try setRun("ハイライト再生", FontDescriptor(size: size, weight: .semibold))
        #expect(abs(japanese.size.width - 7 * pitch) < 1e-6, "\(japanese.size.width)")
        #expect(abs(try setRun("ます。", FontDescriptor(size: size)).size.width - 3 * pitch) < 1e-6)
        // The whole text is Japanese when any of it has kana, every paragraph.
        let lines = try setRun("東京\nはれ", FontDescriptor(size: size)).lines
        #expect(lines.count == 2 && abs(lines[0].width - 2 * pitch) < 1e-6, "\(lines.map(\.width))")
        // An emoji among them keeps its size: its bitmap is not stretched.
        let emoji = try setRun("㊗", FontDescriptor(size: size)).size.width
        #expect(abs(try setRun("㊗は", FontDescriptor(size: size)).size.width - (emoji + pitch)) < 1e-6)
        // Kanji next to kana are Japanese too; Latin in the same paragraph keeps its size.
        let mixed = try setRun("東京 晴れ", FontDescriptor(size: size))
        let latinFree = try setRun("東京晴れ", FontDescriptor(size: size))
        #expect(abs(latinFree.size.width - 4 * Typesetter.japaneseScale * size) < 1e-6)
        #expect(mixed.size.width > latinFree.size.width)
        // A glyph is drawn smaller by the same factor, about its baseline origin.
        let kana = try #require(japanese.lines.first?.glyphs.first)
        #expect(abs(kana.stretch.width - Typesetter.japaneseScale) < 1e-9)
        #expect(abs(kana.stretch.height - Typesetter.japaneseScale) < 1e-9)
        // Kanji alone are Japanese when the text is said to be (a Japanese locale).
        let kanji = Typesetter.typeset(
            runs: [
                TextRunInput(
                    string: "東京大阪", font: FontDescriptor(size: size),
                    faces: try fonts.faces(for: FontDescriptor(size: size)))
            ],
            width: nil, height: nil, lineLimit: nil, japanese: true)
        #expect(abs(kanji.size.width - 4 * pitch) < 1e-6, "\(kanji.size.width)")
        // Chinese (no kana): one em a character, as PingFang.
        let chinese = try setRun("天气预报", FontDescriptor(size: size))
        #expect(abs(chinese.size.width - 4 * size) < 1e-6, "\(chinese.size.width)")
        // Hangul: a 0.863 em pitch (Apple SD Gothic Neo), the glyphs drawn at 96 %.
        let korean = try setRun("안녕하세요", FontDescriptor(size: 17, weight: .bold))
        #expect(abs(korean.size.width - 5 * Typesetter.koreanPitch * 17) < 1e-6, "\(korean.size.width)")
        #expect(try #require(korean.lines.first?.glyphs.first).stretch.height == Typesetter.koreanScale)
        // Hiragino Mincho named with `.custom`: the font's own advances, one em, and the
        // system font's line height.
        let named = try setRun("静かに見守り中", FontDescriptor(size: 12, family: "HiraMinProN-W3"))
        #expect(abs(named.size.width - 7 * 12) < 1e-6, "\(named.size.width)")
        #expect(abs(named.size.height - (try setRun("Aa", FontDescriptor(size: 12)).size.height)) < 1e-9)
    }

    @Test("the CJK fonts every iPhone has can be named without a font file, their weight from the name")
    func appleCJKNames() throws {
        #expect(AppleCJKFonts.weight(of: "HiraginoSans-W6", requested: .regular) == .semibold)
        #expect(AppleCJKFonts.weight(of: "HiraMinProN-W3", requested: .bold) == .regular)
        #expect(AppleCJKFonts.weight(of: "pingfangsc-semibold", requested: .regular) == .semibold)
        #expect(AppleCJKFonts.weight(of: "PingFang SC", requested: .bold) == .bold)
        #expect(AppleCJKFonts.weight(of: "Apple SD Gothic Neo", requested: .light) == .light)
        #expect(AppleCJKFonts.weight(of: "PingFangSC-Wide", requested: .regular) == nil)
        #expect(AppleCJKFonts.weight(of: "Brand Sans", requested: .regular) == nil)
        let bold = try fonts.faces(for: FontDescriptor(size: 12, family: "HiraginoSans-W7"))
        #expect(bold.first?.path.hasSuffix("NotoSansSC-Bold-subset.otf") == true)
        // Any other family still needs the entry's own font.
        #expect(throws: FontError.self) { try fonts.faces(for: FontDescriptor(size: 12, family: "Brand Sans")) }
    }

    @Test("monospaced digits are all as wide as the widest")
    func monospacedDigits() throws {
        let f = FontDescriptor(size: 12, monospacedDigits: true)
        let widths = Set((0...9).map { try! set(String($0), f).size.width })
        #expect(widths.count == 1)
        #expect(try set("1111", f).size.width == set("8888", f).size.width)
        #expect(try set("1111", FontDescriptor(size: 12)).size.width < set("1111", f).size.width)
    }

    @Test("underline and strikethrough positions come from the font")
    func lineMetrics() throws {
        let inter = try fonts.face(for: FontDescriptor(size: 12))
        #expect(inter.underlinePosition < 0 && inter.underlineThickness > 0)
        #expect(inter.strikeoutPosition > 0 && inter.strikeoutPosition < inter.capHeight)
        #expect(inter.strikeoutThickness > 0)
    }
}
