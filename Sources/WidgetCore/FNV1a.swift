// The 64-bit FNV-1a hash: small, stable across runs and machines (unlike `Hasher`, which
// is seeded per process), for keys and partitions that must not change between runs.

/// 64-bit FNV-1a.
public enum FNV1a {
    /// The hash of `bytes`.
    public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return h
    }
}
