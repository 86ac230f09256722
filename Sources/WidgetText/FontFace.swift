// One font file opened with FreeType, read in font units only.
//
// Design: glyphs are loaded unscaled and unhinted (FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING),
// so outlines and advances are the designer's integers, and all scaling happens in
// Swift doubles. The pixels therefore do not depend on FreeType's version, its hinting
// settings or its rasterizer: FreeType only parses the file. Outlines are cached per
// glyph as paths in font units (y up); the renderer scales and flips them.

import CFreeType
import Foundation
import WidgetCore

/// Errors from opening fonts.
public enum FontError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, code: Int32)
    case notScalable(path: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let code):
            "cannot open the font file \(path) (FreeType error \(code)); is it a TrueType or OpenType font?"
        case .notScalable(let path):
            "the font file \(path) has no outlines (bitmap-only fonts cannot be scaled)"
        }
    }
}

/// A font file's outlines and metrics, in font units. Thread-safe.
public final class FontFace: @unchecked Sendable {
    public let path: String
    public let unitsPerEm: Double
    public let ascender: Double
    /// Negative: below the baseline.
    public let descender: Double
    public let lineGap: Double
    public let capHeight: Double

    private let library: FT_Library
    private let face: FT_Face
    private let lock = NSLock()
    private var glyphIndexCache: [Unicode.Scalar: UInt32] = [:]
    private var advanceCache: [UInt32: Double] = [:]
    private var outlineCache: [UInt32: Path] = [:]
    private let pairKerning: PairKerning
    private var kerningCache: [UInt64: Double] = [:]

    public init(path: String) throws {
        var lib: FT_Library?
        let initError = FT_Init_FreeType(&lib)
        guard initError == 0, let lib else { throw FontError.cannotOpen(path: path, code: initError) }
        var f: FT_Face?
        let openError = FT_New_Face(lib, path, 0, &f)
        guard openError == 0, let f else {
            FT_Done_FreeType(lib)
            throw FontError.cannotOpen(path: path, code: openError)
        }
        guard f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            throw FontError.notScalable(path: path)
        }
        self.path = path
        self.library = lib
        self.face = f
        unitsPerEm = Double(f.pointee.units_per_EM)
        ascender = Double(f.pointee.ascender)
        descender = Double(f.pointee.descender)
        lineGap = max(0, Double(f.pointee.height) - Double(f.pointee.ascender) + Double(f.pointee.descender))
        pairKerning = PairKerning(gpos: Self.table(f, tag: "GPOS"))
        if let os2 = FT_Get_Sfnt_Table(f, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            os2.pointee.sCapHeight > 0
        {
            capHeight = Double(os2.pointee.sCapHeight)
        } else {
            capHeight = Double(f.pointee.ascender) * 0.7
        }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
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
        lock.lock()
        defer { lock.unlock() }
        if let a = advanceCache[glyph] { return a }
        guard loadUnscaled(glyph) else { return 0 }
        let a = Double(face.pointee.glyph.pointee.metrics.horiAdvance)
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

    private func loadUnscaled(_ glyph: UInt32) -> Bool {
        FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0
    }

    private static func decompose(_ outline: inout FT_Outline) -> Path {
        final class Builder { var path = Path() }
        let builder = Builder()
        func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
            guard let v else { return .zero }
            return Point(x: Double(v.pointee.x), y: Double(v.pointee.y))
        }
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.move(to: Point(x: Double(to!.pointee.x), y: Double(to!.pointee.y)))
                return 0
            },
            line_to: { to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.line(to: Point(x: Double(to!.pointee.x), y: Double(to!.pointee.y)))
                return 0
            },
            conic_to: { c, to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.quad(
                    to: Point(x: Double(to!.pointee.x), y: Double(to!.pointee.y)),
                    control: Point(x: Double(c!.pointee.x), y: Double(c!.pointee.y)))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.cubic(
                    to: Point(x: Double(to!.pointee.x), y: Double(to!.pointee.y)),
                    control1: Point(x: Double(c1!.pointee.x), y: Double(c1!.pointee.y)),
                    control2: Point(x: Double(c2!.pointee.x), y: Double(c2!.pointee.y)))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withExtendedLifetime(builder) { FT_Outline_Decompose(&outline, &funcs, user) }
        builder.path.close()
        return builder.path
    }
}
