// A 128-bit fingerprint of bytes (C, CRaster's fingerprint.c), and of a pixmap: its size
// and its premultiplied pixels. Two pixmaps with equal fingerprints are, but for a chance
// too small to matter, the same picture; `render check` uses it to pass a snapshot whose
// golden records the fingerprint of the picture it decodes to, without decoding it.

import CRaster

/// A 128-bit digest of some bytes; not cryptographic (see fingerprint.c).
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The fingerprint of `bytes` under `seed`.
    public init(of bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) {
        var out: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &out) {
            wr_fingerprint(
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, seed,
                $0.baseAddress?.assumingMemoryBound(to: UInt64.self))
        }
        high = out.0
        low = out.1
    }

    /// The fingerprint of `bytes` under `seed`.
    public init(of bytes: [UInt8], seed: UInt64 = 0) {
        self = bytes.withUnsafeBytes { Fingerprint(of: $0, seed: seed) }
    }

    /// The 16 bytes, big-endian, high word first.
    public var bytes: [UInt8] {
        var result = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 {
            let shift = UInt64(56 - 8 * i)
            result[i] = UInt8(truncatingIfNeeded: high >> shift)
            result[8 + i] = UInt8(truncatingIfNeeded: low >> shift)
        }
        return result
    }

    /// The fingerprint in `bytes` (16, as `bytes` writes them), or nil when there are not 16.
    public init?<C: Collection>(bytes: C) where C.Element == UInt8 {
        guard bytes.count == 16 else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0
        for (i, b) in bytes.enumerated() {
            if i < 8 { high = high << 8 | UInt64(b) } else { low = low << 8 | UInt64(b) }
        }
        self.init(high: high, low: low)
    }

    /// 32 hexadecimal digits.
    public var description: String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

extension Pixmap {
    /// The fingerprint of the picture: its width and height (the seed) and its premultiplied
    /// RGBA bytes. Where it sits on a canvas (its origin) is not part of it.
    public var fingerprint: Fingerprint {
        data.withUnsafeBytes { Fingerprint(of: $0, seed: UInt64(width) << 32 | UInt64(height)) }
    }
}
