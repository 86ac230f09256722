// The PNG strips' Adler-32 is our own vector code in an optimised build and zlib's in an
// unoptimised one (CPNGWrite/adler32.c); a PNG reader rejects a file whose sum is off by
// one bit, so both are held to the definition here, whichever build runs the tests.

import CPNGWrite
import Testing

@Suite("Adler-32")
struct Adler32Tests {
    /// The definition, a byte at a time.
    static func reference(_ adler: UInt32, _ bytes: [UInt8]) -> UInt32 {
        var s1 = adler & 0xFFFF, s2 = adler >> 16
        for b in bytes {
            s1 = (s1 + UInt32(b)) % 65521
            s2 = (s2 + s1) % 65521
        }
        return s2 << 16 | s1
    }

    /// Deterministic bytes: a linear congruential sequence.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var x = seed
        return (0..<count).map { _ in
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: x >> 56)
        }
    }

    @Test("agrees with the definition over lengths around the vector width and the block size")
    func agrees() {
        let lengths = Array(0...70) + [255, 256, 5551, 5552, 5553, 5552 * 2 + 17, 65_536, 262_147]
        // 1 starts a stream; the others start near and at the modulus's edge.
        let starts: [UInt32] = [1, 0, 65520 << 16 | 65520, 0x1234_5678 % 65521 << 16 | 4321]
        for length in lengths {
            // Random bytes, and all 255 (the largest sums a block can reach).
            for data in [Self.bytes(length, seed: UInt64(length)), [UInt8](repeating: 255, count: length)] {
                for start in starts {
                    let expected = Self.reference(start, data)
                    let vector = data.withUnsafeBufferPointer { wr_adler32_vector(start, $0.baseAddress, $0.count) }
                    let chosen = data.withUnsafeBufferPointer { wr_adler32(start, $0.baseAddress, $0.count) }
                    #expect(vector == expected, "vector, length \(length), start \(start)")
                    #expect(chosen == expected, "length \(length), start \(start)")
                }
            }
        }
    }

    @Test("a sum continued over two parts is the sum of the whole")
    func continues() {
        let data = Self.bytes(10_000, seed: 7)
        for sum in [wr_adler32, wr_adler32_vector] {
            let whole = data.withUnsafeBufferPointer { sum(1, $0.baseAddress, $0.count) }
            let first = data.withUnsafeBufferPointer { sum(1, $0.baseAddress, 3_333) }
            let both = data.withUnsafeBufferPointer { sum(first, $0.baseAddress! + 3_333, 10_000 - 3_333) }
            #expect(whole == both)
        }
    }
}
