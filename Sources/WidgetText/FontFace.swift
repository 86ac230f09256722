// One font file opened with FreeType, read in font units only.
//
// Design: glyphs are loaded unscaled and unhinted (FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING),
// so outlines and advances are the designer's integers, and all scaling happens in
// Swift doubles. The pixels therefore do not depend on FreeType's version, its hinting
// settings or its rasterizer: FreeType only parses the file. Outlines are cached per
// glyph as paths in font units (y up); the renderer scales and flips them.
//
// Color emoji fonts (CBDT: PNG bitmaps at one size, no outlines) are the exception: their
// glyphs are bitmaps, decoded once per glyph by FreeType and drawn as images scaled to the
// text's size (the bundled emoji face by its share of it, EmojiLikeness.swift).
// Their advances come from the hmtx table, in font units like any other.

import CFreeType
import Foundation
import WidgetCore

/// Errors from opening fonts.
public enum FontError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, code: Int32)
    case notScalable(path: String)
    case noColorStrike(path: String)
    /// No font the entry brought has this family, full or PostScript name.
    case unknownFamily(String, known: [String])

    public var description: String {
        switch self {
        case .cannotOpen(let path, let code):
            "cannot open the font file \(path) (FreeType error \(code)); is it a TrueType or OpenType font?"
        case .notScalable(let path):
            "the font file \(path) has no outlines (bitmap-only fonts cannot be scaled)"
        case .unknownFamily(let name, let known):
            "no font in the entry's \"fonts\" is named \"\(name)\""
                + (known.isEmpty
                    ? " (the entry lists no fonts)"
                    : "; its fonts are " + known.map { "\"\($0)\"" }.joined(separator: ", "))
        case .noColorStrike(let path):
            "the font file \(path) is a bitmap font without color bitmaps (only color emoji fonts may lack outlines)"
        }
    }
}

/// A font file's outlines and metrics, in font units. Thread-safe.
public final class FontFace: @unchecked Sendable {
    /// The file the face was opened from; for a face opened from bytes, a name made of
    /// the source's name and a hash of the bytes (what caches key glyphs by).
    public let path: String
    /// The family name (`name` table), e.g. "Inter".
    public let familyName: String
    /// The style name, e.g. "Bold Italic".
    public let styleName: String
    /// The PostScript name, e.g. "Inter-BoldItalic" (empty when the font has none).
    public let postScriptName: String
    /// The weight class, 100…900 (OS/2 `usWeightClass`; 400 when the font gives none).
    public let weightClass: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    public let unitsPerEm: Double
    public let ascender: Double
    /// Negative: below the baseline.
    public let descender: Double
    public let lineGap: Double
    public let capHeight: Double
    /// The underline's centre (negative: below the baseline) and thickness, in font units.
    public let underlinePosition: Double
    public let underlineThickness: Double
    /// The strikethrough's top edge above the baseline and its thickness, in font units
    /// (OS/2 `yStrikeoutPosition`, `yStrikeoutSize`).
    public let strikeoutPosition: Double
    public let strikeoutThickness: Double
    /// A color bitmap font (emoji): glyphs are `colorGlyph(of:)`, not outlines.
    public let isColor: Bool
    /// The emoji sequences the face draws as one glyph, when it comes with a table of them
    /// (set once, by the library that opens the face, before anyone else sees it).
    public internal(set) var sequences: EmojiSequences?
    /// How the face's glyphs are stretched to measure like the font it stands in for, from
    /// the likeness it was opened with (nil: drawn as designed). Set once, at the end of
    /// `init`.
    private var stretches: FaceLikeness.Stretches?
    /// For a color emoji face opened with a sizing (EMOJI): that sizing, and the middle of
    /// its ascender and descender in ems, which its glyphs are scaled about. Set once, at
    /// the end of `init`.
    private var emoji: (likeness: EmojiLikeness, middle: Double)?
    /// The pixels per em of a color font's bitmaps.
    let strikePixelsPerEm: Double
    /// Advance widths from the hmtx table (color fonts, which FreeType cannot load unscaled).
    private let horizontalAdvances: [Double]

    /// The font's bytes, for a face opened from memory (FreeType reads them in place).
    private let memory: UnsafeMutableBufferPointer<UInt8>?
    private let library: FT_Library
    private let face: FT_Face
    private let lock = NSLock()
    private var glyphIndexCache: [Unicode.Scalar: UInt32] = [:]
    private var advanceCache: [UInt32: Double] = [:]
    private var outlineCache: [UInt32: Path] = [:]
    private var emboldenedCache: [EmboldenedKey: Path] = [:]
    private var inkCache: [UInt32: Rect?] = [:]
    private var colorCache: [UInt32: ColorGlyph?] = [:]
    private let pairKerning: PairKerning
    private var kerningCache: [UInt64: Double] = [:]
    private var colonRiseCache: Double?

    /// Vertical metrics to set a face with instead of its own, in ems: what a stand-in
    /// for another font takes from the font it stands in for.
    public struct VerticalMetrics: Sendable {
        public var ascender: Double
        /// Negative: below the baseline.
        public var descender: Double
        public var lineGap: Double
        public var capHeight: Double

        public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double) {
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
            self.capHeight = capHeight
        }

        /// SF Pro's (SystemFontMetrics.swift), for the system font's stand-in.
        public static let system = VerticalMetrics(
            ascender: SystemFontMetrics.ascender, descender: SystemFontMetrics.descender, lineGap: 0,
            capHeight: SystemFontMetrics.capHeight)
    }

    /// Opens the font file at `path`, with `metrics` in place of its own vertical metrics
    /// when given, its glyphs stretched to `likeness` when given (an outline face) or sized
    /// by `emoji` (a color emoji face).
    public convenience init(
        path: String, metrics: VerticalMetrics? = nil, likeness: FaceLikeness? = nil, emoji: EmojiLikeness? = nil
    ) throws {
        try self.init(path: path, memory: nil, metrics: metrics, likeness: likeness, emoji: emoji) { lib, face in
            FT_New_Face(lib, path, 0, &face)
        }
    }

    /// Opens a font from its bytes; `name` (the file's name as the user gave it) names it
    /// in errors.
    public convenience init(data: [UInt8], name: String) throws {
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
        _ = memory.initialize(from: data)
        let key = Self.memoryKey(data: data, name: name)
        do {
            try self.init(path: key, memory: memory, metrics: nil, likeness: nil, emoji: nil) { lib, face in
                FT_New_Memory_Face(lib, memory.baseAddress, FT_Long(data.count), 0, &face)
            }
        } catch FontError.cannotOpen(_, let code) {
            throw FontError.cannotOpen(path: name, code: code)
        } catch FontError.notScalable {
            throw FontError.notScalable(path: name)
        } catch FontError.noColorStrike {
            throw FontError.noColorStrike(path: name)
        }
    }

    /// What a face opened from bytes is known by: the name and an FNV-1a hash of the
    /// bytes, so two different files never share cached glyphs.
    public static func memoryKey(data: [UInt8], name: String) -> String {
        "\(name)#\(String(FNV1a.hash(data), radix: 16))"
    }

    private init(
        path: String, memory: UnsafeMutableBufferPointer<UInt8>?, metrics: VerticalMetrics?,
        likeness: FaceLikeness?, emoji sizing: EmojiLikeness?, open: (FT_Library, inout FT_Face?) -> FT_Error
    ) throws {
        var lib: FT_Library?
        let initError = FT_Init_FreeType(&lib)
        guard initError == 0, let lib else {
            memory?.deallocate()
            throw FontError.cannotOpen(path: path, code: initError)
        }
        var f: FT_Face?
        let openError = open(lib, &f)
        guard openError == 0, let f else {
            FT_Done_FreeType(lib)
            memory?.deallocate()
            throw FontError.cannotOpen(path: path, code: openError)
        }
        let scalable = f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let color = f.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        guard scalable || (color && f.pointee.num_fixed_sizes > 0 && FT_Select_Size(f, 0) == 0) else {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            memory?.deallocate()
            throw scalable || !color ? FontError.notScalable(path: path) : FontError.noColorStrike(path: path)
        }
        isColor = !scalable
        strikePixelsPerEm = isColor ? Double(f.pointee.available_sizes[0].y_ppem) / 64 : 0
        horizontalAdvances = isColor ? Self.advances(f) : []
        self.path = path
        self.memory = memory
        self.library = lib
        self.face = f
        familyName = f.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = f.pointee.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(f).map { String(cString: $0) } ?? ""
        isItalic = f.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        // FreeType fills the face's units and vertical metrics for scalable faces only: a
        // color bitmap face's come from its head and hhea tables.
        let head = FT_Get_Sfnt_Table(f, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self)
        let hhea = FT_Get_Sfnt_Table(f, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self)
        if !isColor, let metrics {
            unitsPerEm = Double(f.pointee.units_per_EM)
            ascender = metrics.ascender * unitsPerEm
            descender = metrics.descender * unitsPerEm
            lineGap = metrics.lineGap * unitsPerEm
        } else if isColor, let head, let hhea, head.pointee.Units_Per_EM > 0 {
            unitsPerEm = Double(head.pointee.Units_Per_EM)
            ascender = Double(hhea.pointee.Ascender)
            descender = Double(hhea.pointee.Descender)
            lineGap = max(0, Double(hhea.pointee.Line_Gap))
        } else {
            unitsPerEm = Double(f.pointee.units_per_EM)
            ascender = Double(f.pointee.ascender)
            descender = Double(f.pointee.descender)
            lineGap = max(0, Double(f.pointee.height) - Double(f.pointee.ascender) + Double(f.pointee.descender))
        }
        pairKerning = PairKerning(gpos: Self.table(f, tag: "GPOS"))
        let os2 = FT_Get_Sfnt_Table(f, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        let weight = Int(os2?.pointee.usWeightClass ?? 0)
        weightClass = (1...1000).contains(weight) ? weight : 400
        if let metrics {
            capHeight = metrics.capHeight * unitsPerEm
        } else if let os2, os2.pointee.sCapHeight > 0 {
            capHeight = Double(os2.pointee.sCapHeight)
        } else {
            capHeight = Double(f.pointee.ascender) * 0.7
        }
        let designCapHeight = os2.flatMap { $0.pointee.sCapHeight > 0 ? Double($0.pointee.sCapHeight) : nil }
        // Fallbacks for fonts that leave these out: the usual proportions of the em.
        let em = unitsPerEm
        let thickness = Double(f.pointee.underline_thickness)
        underlineThickness = thickness > 0 ? thickness : em * 0.05
        underlinePosition = f.pointee.underline_position != 0 ? Double(f.pointee.underline_position) : -em * 0.1
        if let os2, os2.pointee.yStrikeoutSize > 0 {
            strikeoutThickness = Double(os2.pointee.yStrikeoutSize)
            strikeoutPosition = Double(os2.pointee.yStrikeoutPosition)
        } else {
            strikeoutThickness = underlineThickness
            strikeoutPosition = em * 0.25
        }
        // Last, with every property set: a color face's sizing, about the middle of its
        // line; an outline face's stretches, from the figures' own advances (in ems) when
        // the likeness sets figures to other widths.
        if isColor, let sizing {
            emoji = (sizing, (ascender + descender) / 2 / unitsPerEm)
        }
        if !isColor, let likeness {
            let figureAdvances = likeness.figureAdvances.map { _ in
                (0...9).map { d in glyph(for: Unicode.Scalar(UInt8(48 + d))).map { advance(of: $0) / unitsPerEm } ?? 0 }
            }
            var degreeInk: (minY: Double, maxY: Double)?
            if likeness.degreeSign != nil, let g = glyph(for: "°"), let ink = inkBounds(of: g) {
                degreeInk = (ink.minY / unitsPerEm, ink.maxY / unitsPerEm)
            }
            let space = likeness.displaySpace.flatMap { _ in glyph(for: " ").map { advance(of: $0) / unitsPerEm } }
            stretches = likeness.stretches(
                designCapHeight: designCapHeight, unitsPerEm: unitsPerEm, designFigureAdvances: figureAdvances,
                designDegreeInk: degreeInk, designSpace: space)
        }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        memory?.deallocate()
    }

    /// How the glyphs of `character` are stretched at `size` points.
    public func stretch(for character: Character, size: Double) -> GlyphStretch {
        if let emoji {
            let scale = emoji.likeness.scale(size: size)
            return GlyphStretch(width: scale, height: scale)
        }
        return stretches?.stretch(for: character, size: size) ?? .none
    }

    /// How far the glyphs of `character` are raised at `size` points, in points: the
    /// degree sign of a likeness that moves it (DEGREE in docs/measurements.md), an emoji
    /// scaled about its middle (EMOJI), else 0.
    public func rise(for character: Character, size: Double) -> Double {
        if let emoji { return (1 - emoji.likeness.scale(size: size)) * emoji.middle * size }
        return stretches?.rise(for: character, size: size) ?? 0
    }

    /// How far a colon between two figures is raised, in font units, so that its dots sit
    /// centred on the figures' height (the cap height, which the figures are drawn to), as
    /// SF's contextual colon does (COLON in docs/measurements.md): 0 for a face drawn as
    /// designed (no likeness), or without a colon.
    public var colonRise: Double {
        guard let stretches else { return 0 }
        if let known = lock.withLock({ colonRiseCache }) { return known }
        var rise = 0.0
        if let g = glyph(for: ":"), let bounds = outline(of: g).controlBounds {
            let h = stretches.stretch(for: ":", size: 0).height
            rise = (capHeight - bounds.minY * h - bounds.maxY * h) / 2
        }
        lock.withLock { colonRiseCache = rise }
        return rise
    }

    /// The space, in points, a colon between two figures gains before and after its ink at
    /// `size` points (RCOLON in docs/measurements.md; none for a face drawn as designed).
    public func colonSpace(size: Double) -> (before: Double, after: Double) {
        stretches?.colonSpace(size: size) ?? (0, 0)
    }

    /// What the advance of `character` gains at `size` points, in points (the figures'
    /// spacing at display sizes).
    public func spacing(after character: Character, size: Double) -> Double {
        stretches?.spacing(after: character, size: size) ?? 0
    }

    /// The glyph for `scalar`, or nil when the font has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        lock.lock()
        defer { lock.unlock() }
        if let g = glyphIndexCache[scalar] { return g == 0 ? nil : g }
        let g = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndexCache[scalar] = g
        return g == 0 ? nil : g
    }

    /// The kerning between two glyphs in font units (negative: closer), from the font's
    /// GPOS `kern` feature; 0 when the font has none.
    public func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard !pairKerning.isEmpty else { return 0 }
        let key = UInt64(left) << 32 | UInt64(right)
        lock.lock()
        defer { lock.unlock() }
        if let k = kerningCache[key] { return k }
        let k = Double(pairKerning.kerning(left, right))
        kerningCache[key] = k
        return k
    }

    /// The bytes of an OpenType table, or none when the font lacks it (or it is over 16 MiB).
    private static func table(_ face: FT_Face, tag: String) -> [UInt8] {
        let t = tag.utf8.reduce(0) { $0 << 8 | FT_ULong($1) }
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, t, 0, nil, &length) == 0, length > 0, length < 16 << 20 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, t, 0, &bytes, &length) == 0 else { return [] }
        return bytes
    }

    /// The glyph's advance width in font units.
    public func advance(of glyph: UInt32) -> Double {
        if isColor {
            guard let last = horizontalAdvances.last else { return 0 }
            return Int(glyph) < horizontalAdvances.count ? horizontalAdvances[Int(glyph)] : last
        }
        lock.lock()
        defer { lock.unlock() }
        if let a = advanceCache[glyph] { return a }
        // From the horizontal metrics, without loading the glyph (for a CFF face, without
        // running its charstring): the advance an unscaled load reports.
        var units: FT_Fixed = 0
        guard FT_Get_Advance(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP), &units) == 0
        else { return 0 }
        let a = Double(units)
        advanceCache[glyph] = a
        return a
    }

    /// The glyph's outline in font units, y up, origin on the baseline.
    public func outline(of glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let p = outlineCache[glyph] { return p }
        guard loadUnscaled(glyph) else { return Path() }
        let p = Self.decompose(&face.pointee.glyph.pointee.outline)
        outlineCache[glyph] = p
        return p
    }

    /// The glyph's outline made bolder (or, for a negative `strength`, lighter): every stroke
    /// `strength` font units wider, half on each side (FreeType's emboldening). How SF Symbols'
    /// substitutes follow the font's weight.
    public func outline(of glyph: UInt32, emboldenedBy strength: Double) -> Path {
        let units = FT_Pos(strength.rounded())
        guard units != 0 else { return outline(of: glyph) }
        lock.lock()
        defer { lock.unlock() }
        let key = EmboldenedKey(glyph: glyph, units: units)
        if let p = emboldenedCache[key] { return p }
        guard loadUnscaled(glyph) else { return Path() }
        // On failure (an outline FreeType cannot embolden), the glyph as it is.
        if FT_Outline_Embolden(&face.pointee.glyph.pointee.outline, units) != 0 {
            guard loadUnscaled(glyph) else { return Path() }
        }
        let p = Self.decompose(&face.pointee.glyph.pointee.outline)
        emboldenedCache[key] = p
        return p
    }

    /// The tight bounds of the glyph's ink in font units, y up, origin on the baseline
    /// (FreeType's exact box of the outline, curves' extremes included, not their control
    /// points); nil for a glyph without an outline or without ink.
    public func inkBounds(of glyph: UInt32) -> Rect? {
        lock.lock()
        defer { lock.unlock() }
        if let known = inkCache[glyph] { return known }
        var bounds: Rect?
        var box = FT_BBox()
        if loadUnscaled(glyph), FT_Outline_Get_BBox(&face.pointee.glyph.pointee.outline, &box) == 0,
            box.xMax > box.xMin, box.yMax > box.yMin
        {
            bounds = Rect(
                x: Double(box.xMin), y: Double(box.yMin), width: Double(box.xMax - box.xMin),
                height: Double(box.yMax - box.yMin))
        }
        inkCache[glyph] = bounds
        return bounds
    }

    private struct EmboldenedKey: Hashable {
        var glyph: UInt32
        var units: FT_Pos
    }

    /// A color font's bitmap for `glyph`, decoded once; nil for outline fonts and glyphs
    /// without a bitmap.
    public func colorGlyph(of glyph: UInt32) -> ColorGlyph? {
        guard isColor else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = colorCache[glyph] { return known }
        var result: ColorGlyph?
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0 {
            let slot = face.pointee.glyph.pointee
            let bitmap = slot.bitmap
            if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
                let buffer = bitmap.buffer
            {
                let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
                var rgba = [UInt8](repeating: 0, count: width * height * 4)
                for y in 0..<height {
                    for x in 0..<width {
                        let s = y * pitch + x * 4, d = (y * width + x) * 4
                        // FreeType's BGRA is premultiplied already.
                        rgba[d] = buffer[s + 2]
                        rgba[d + 1] = buffer[s + 1]
                        rgba[d + 2] = buffer[s]
                        rgba[d + 3] = buffer[s + 3]
                    }
                }
                let unitsPerPixel = unitsPerEm / strikePixelsPerEm
                result = ColorGlyph(
                    width: width, height: height, premultipliedRGBA: rgba,
                    left: Double(slot.bitmap_left) * unitsPerPixel, top: Double(slot.bitmap_top) * unitsPerPixel,
                    unitsPerPixel: unitsPerPixel)
            }
        }
        colorCache[glyph] = result
        return result
    }

    /// Every glyph's advance from the hmtx table (the last entry repeats for the rest).
    private static func advances(_ face: FT_Face) -> [Double] {
        let hmtx = table(face, tag: "hmtx")
        guard let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self) else {
            return []
        }
        let count = min(Int(hhea.pointee.number_Of_HMetrics), hmtx.count / 4)
        return (0..<count).map { (i: Int) -> Double in
            let high = UInt16(hmtx[i * 4]), low = UInt16(hmtx[i * 4 + 1])
            return Double(high << 8 | low)
        }
    }

    private func loadUnscaled(_ glyph: UInt32) -> Bool {
        FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0
    }

    private static func decompose(_ outline: inout FT_Outline) -> Path {
        let builder = OutlineBuilder()
        // C callbacks: no captures; a null pointer (FreeType never passes one) stops the walk.
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let b = OutlineBuilder.from(user), let to = OutlineBuilder.point(to) else { return 1 }
                b.path.move(to: to)
                return 0
            },
            line_to: { to, user in
                guard let b = OutlineBuilder.from(user), let to = OutlineBuilder.point(to) else { return 1 }
                b.path.line(to: to)
                return 0
            },
            conic_to: { c, to, user in
                guard let b = OutlineBuilder.from(user), let to = OutlineBuilder.point(to),
                    let c = OutlineBuilder.point(c)
                else { return 1 }
                b.path.quad(to: to, control: c)
                return 0
            },
            cubic_to: { c1, c2, to, user in
                guard let b = OutlineBuilder.from(user), let to = OutlineBuilder.point(to),
                    let c1 = OutlineBuilder.point(c1), let c2 = OutlineBuilder.point(c2)
                else { return 1 }
                b.path.cubic(to: to, control1: c1, control2: c2)
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withExtendedLifetime(builder) { FT_Outline_Decompose(&outline, &funcs, user) }
        builder.path.close()
        return builder.path
    }
}

/// The path FreeType's outline walk builds, reached from its C callbacks through their
/// user pointer.
private final class OutlineBuilder {
    var path = Path()

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder? {
        user.map { Unmanaged<OutlineBuilder>.fromOpaque($0).takeUnretainedValue() }
    }

    static func point(_ v: UnsafePointer<FT_Vector>?) -> Point? {
        v.map { Point(x: Double($0.pointee.x), y: Double($0.pointee.y)) }
    }
}
