// See wr_fingerprint in include/craster.h.
//
// Four 64-bit lanes, each taking one 8-byte word (little-endian) of every 32-byte block
// with the round of xxHash's XXH64 (its specification, doc/xxhash_spec.md in the xxHash
// repository: add the word times a prime, rotate left 31, multiply by another prime). The
// four lanes are independent, so a core runs them side by side: 0.22 ms for a medium
// widget's 2.2 MB at -O2 (unoptimised, see below), where decoding its PNG takes 5 to 10 ms. The
// tail is zero-padded into one more block; the length and every lane are then chained
// through MurmurHash3's 64-bit finalizer (fmix64) into two words, so each lane reaches both.
//
// Two ways to the same bits: a word at a time (`wr_fingerprint_words`), or the four lanes
// as one vector of four 64-bit words (`wr_fingerprint_vector`). Unoptimised, where clang
// keeps every value in memory between operations, the vector takes 0.86 ms; optimised, the
// words take 0.22 ms and the vector 0.37 (x86-64 multiplies 64-bit lanes one by one). So
// `wr_fingerprint` is the words where `__OPTIMIZE__` is defined and the vector where it is
// not; a test holds the two to each other. Package.swift builds this target at -O2 in
// SwiftPM's debug builds too (since 2026-11-29), so the vector serves only a build that
// drops that setting.
//
// Not cryptographic: it tells a changed picture from an unchanged one, not a forged one
// (whoever can write a golden can record any picture anyway).

#include "craster.h"

#include <string.h>

static const uint64_t prime1 = 0x9E3779B185EBCA87ULL;
static const uint64_t prime2 = 0xC2B2AE3D27D4EB4FULL;
static const uint64_t prime3 = 0x165667B19E3779F9ULL;

// One lane's round on the 8-byte word at `p`, read little-endian on every machine so that a
// fingerprint is the same everywhere. A macro, not a function: an unoptimised build does
// not inline, and a call per word would double its time.
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define WR_WORD(w) __builtin_bswap64(w)
#else
#define WR_WORD(w) (w)
#endif
#define WR_ROUND(lane, p)                          \
    do {                                           \
        uint64_t w_;                               \
        memcpy(&w_, (p), 8);                       \
        (lane) += WR_WORD(w_) * prime2;            \
        (lane) = ((lane) << 31) | ((lane) >> 33); \
        (lane) *= prime1;                          \
    } while (0)

static inline uint64_t fmix64(uint64_t k) {
    k ^= k >> 33;
    k *= 0xFF51AFD7ED558CCDULL;
    k ^= k >> 33;
    k *= 0xC4CEB9FE1A85EC53ULL;
    k ^= k >> 33;
    return k;
}

/// The lanes' last step: each through fmix64, chained, into two words.
static void finish(uint64_t l0, uint64_t l1, uint64_t l2, uint64_t l3, size_t length, uint64_t out[2]) {
    uint64_t a = fmix64(l0 + (uint64_t)length * prime3);
    uint64_t b = fmix64(l1 ^ a);
    uint64_t c = fmix64(l2 + b);
    uint64_t d = fmix64(l3 ^ c);
    out[0] = d;
    out[1] = fmix64(a + b + c + d + prime3);
}

void wr_fingerprint_words(const uint8_t *bytes, size_t length, uint64_t seed, uint64_t out[2]) {
    uint64_t l0 = seed + prime1 + prime2, l1 = seed + prime2, l2 = seed, l3 = seed - prime1;
    size_t blocks = length / 32;
    for (size_t i = 0; i < blocks; i++) {
        const uint8_t *p = bytes + i * 32;
        WR_ROUND(l0, p);
        WR_ROUND(l1, p + 8);
        WR_ROUND(l2, p + 16);
        WR_ROUND(l3, p + 24);
    }
    uint8_t tail[32] = {0};
    if (length > blocks * 32) memcpy(tail, bytes + blocks * 32, length - blocks * 32);
    WR_ROUND(l0, tail);
    WR_ROUND(l1, tail + 8);
    WR_ROUND(l2, tail + 16);
    WR_ROUND(l3, tail + 24);
    finish(l0, l1, l2, l3, length, out);
}

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__

void wr_fingerprint_vector(const uint8_t *bytes, size_t length, uint64_t seed, uint64_t out[2]) {
    wr_fingerprint_words(bytes, length, seed, out);
}

#else

typedef uint64_t u64x4 __attribute__((ext_vector_type(4)));
typedef uint64_t u64x4_unaligned __attribute__((ext_vector_type(4), aligned(1), may_alias));

// Every lane's round on its word of the 32 bytes at `p`: WR_ROUND four times at once. A
// macro for the same reason as WR_ROUND (an inlined function's 32-byte argument and result
// still go through memory unoptimised: 1.44 ms instead of 0.86).
#define WR_ROUND4(lanes, p)                                       \
    do {                                                          \
        (lanes) = (lanes) + *(const u64x4_unaligned *)(p) * prime2; \
        (lanes) = ((lanes) << 31) | ((lanes) >> 33);              \
        (lanes) = (lanes) * prime1;                               \
    } while (0)

void wr_fingerprint_vector(const uint8_t *bytes, size_t length, uint64_t seed, uint64_t out[2]) {
    u64x4 lanes = {seed + prime1 + prime2, seed + prime2, seed, seed - prime1};
    size_t blocks = length / 32;
    for (size_t i = 0; i < blocks; i++) WR_ROUND4(lanes, bytes + i * 32);
    uint8_t tail[32] = {0};
    if (length > blocks * 32) memcpy(tail, bytes + blocks * 32, length - blocks * 32);
    WR_ROUND4(lanes, tail);
    finish(lanes.x, lanes.y, lanes.z, lanes.w, length, out);
}

#endif

void wr_fingerprint(const uint8_t *bytes, size_t length, uint64_t seed, uint64_t out[2]) {
#if defined(__OPTIMIZE__)
    wr_fingerprint_words(bytes, length, seed, out);
#else
    wr_fingerprint_vector(bytes, length, seed, out);
#endif
}
