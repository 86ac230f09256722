// The fingerprint a golden records of the picture it holds: it must be the fingerprint of
// exactly what decoding the file gives, the same on every machine, and be believed only
// while the file's image bytes are the ones it was recorded with.

import CRaster
import Testing
import WidgetCore
import WidgetPNG
import WidgetRaster

@Suite("PNG fingerprints")
struct PNGFingerprintTests {
    /// A picture with translucent pixels, stored with straight alpha in a PNG.
    func sample(_ alpha: Double = 0.8) throws -> Pixmap {
        var p = try #require(Pixmap(width: 41, height: 23))
        p.fill(
            Rasterizer.mask(for: .ellipse(Rect(x: 2.5, y: 1.5, width: 36, height: 20)), clip: (41, 23)),
            with: .solid(Color(red: 0.1, green: 0.5, blue: 0.9, alpha: alpha)))
        return p
    }

    @Test(
        "the record is the fingerprint of the decoded picture, and changes no pixel",
        arguments: [
            PNGCodec.Compression.fast, .smallest,
        ])
    func recordsTheDecodedPicture(_ compression: PNGCodec.Compression) throws {
        let picture = try sample()
        let plain = try PNGCodec.encode(picture, compression: compression)
        let recorded = try PNGFingerprint.encode(picture, compression: compression)
        let decoded = try PNGCodec.decode(recorded)
        let samePixels = decoded.data == (try PNGCodec.decode(plain)).data
        #expect(samePixels)
        #expect(PNGFingerprint.picture(in: recorded) == decoded.fingerprint)
        #expect(PNGFingerprint.picture(in: plain) == nil)
        // Recording again replaces the record rather than adding a second.
        let again = try #require(PNGFingerprint.embed(Fingerprint(high: 1, low: 2), in: recorded))
        #expect(again.count == recorded.count)
        #expect(PNGFingerprint.picture(in: again) == Fingerprint(high: 1, low: 2))
    }

    @Test("a file changed after recording has no record: any byte before it, or the record itself")
    func changedFilesAreNotBelieved() throws {
        let recorded = try PNGFingerprint.encode(try sample(), compression: .smallest)
        #expect(PNGFingerprint.picture(in: recorded) != nil)
        // The record is the 45-byte chunk before the 12-byte IEND.
        let recordStart = recorded.count - 12 - 45
        for i in stride(from: 0, to: recorded.count - 12, by: 7) {
            var changed = recorded
            changed[i] ^= 0x10
            let record = PNGFingerprint.picture(in: changed)
            #expect(record == nil, "byte \(i) of \(recorded.count) (the record starts at \(recordStart))")
        }
        // Image data after the record: the record no longer describes the whole image.
        let end = Array(recorded.suffix(12))
        let idat: [UInt8] = [0, 0, 0, 0] + Array("IDAT".utf8) + [0x35, 0xAF, 0x06, 0x1E]
        #expect(PNGFingerprint.picture(in: Array(recorded.dropLast(12)) + idat + end) == nil)
    }

    @Test("any prefix of a file, and bytes that are not a PNG, read as no record without a crash")
    func truncatedFiles() throws {
        let recorded = try PNGFingerprint.encode(try sample(), compression: .fast)
        for length in 0..<(recorded.count - 12) {
            #expect(PNGFingerprint.picture(in: Array(recorded.prefix(length))) == nil, "\(length) bytes")
        }
        #expect(PNGFingerprint.picture(in: Array("not a png at all".utf8)) == nil)
        // A chunk length of 2^32 − 1 must not overflow the walk.
        let huge = Array(recorded.prefix(8)) + [0xFF, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8)
        #expect(PNGFingerprint.picture(in: huge) == nil)
        #expect(PNGFingerprint.embed(Fingerprint(high: 0, low: 0), in: huge) == nil)
    }

    @Test("a fingerprint sees every byte, the picture's size and nothing else, and is the same on every machine")
    func fingerprints() throws {
        let bytes = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let base = Fingerprint(of: bytes)
        for i in bytes.indices {
            var changed = bytes
            changed[i] ^= 1
            #expect(Fingerprint(of: changed) != base, "byte \(i)")
        }
        #expect(Fingerprint(of: bytes + [0]) != base)
        #expect(Fingerprint(of: bytes, seed: 1) != base)
        // Goldens keep fingerprints: this value must never change (nor differ by machine).
        #expect(base.description == "9dd3a4d20feaac0a582fe33716c90bc6")
        #expect(Fingerprint(bytes: base.bytes) == base)
        // The same bytes as a 4×2 or a 2×4 picture are different pictures.
        let pixels = (0..<32).map { UInt8($0 * 8) }
        let wide = try #require(Pixmap(width: 4, height: 2, straightAlpha: pixels))
        let tall = try #require(Pixmap(width: 2, height: 4, straightAlpha: pixels))
        let sameBytes = wide.data == tall.data
        #expect(sameBytes)
        #expect(wide.fingerprint != tall.fingerprint)
        #expect(try sample().fingerprint == sample().fingerprint)
        #expect(try sample().fingerprint != sample(0.79).fingerprint)
    }

    @Test("the word-by-word and the vector fingerprint agree at every length around the 32-byte blocks")
    func bothWays() {
        let bytes = Adler32Tests.bytes(5_000, seed: 42)
        bytes.withUnsafeBufferPointer { buffer in
            for length in Array(0...100) + [4_095, 4_096, 4_999] {
                for seed: UInt64 in [0, 1, 0xFFFF_FFFF_FFFF_FFFF] {
                    var words = [UInt64](repeating: 0, count: 2), vector = [UInt64](repeating: 1, count: 2)
                    words.withUnsafeMutableBufferPointer {
                        wr_fingerprint_words(buffer.baseAddress, length, seed, $0.baseAddress)
                    }
                    vector.withUnsafeMutableBufferPointer {
                        wr_fingerprint_vector(buffer.baseAddress, length, seed, $0.baseAddress)
                    }
                    #expect(words == vector, "length \(length), seed \(seed)")
                }
            }
        }
    }
}
