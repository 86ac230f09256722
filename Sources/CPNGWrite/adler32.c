// Adler-32 of the PNG strips, 16 bytes at a time with SSE2 (every x86-64 processor has
// it), where zlib's own sums one byte at a time: for the reference widget it was 8% of a
// cold render's instructions.
//
// For bytes b[0..n) and sums (s1, s2): s1' = s1 + Σ b[j] and s2' = s2 + n·s1 + Σ (n − j)·b[j],
// both mod 65521. Over k chunks of 16 bytes, chunk c adds 16·(s1 + P(c)) + W(c) to s2,
// where P(c) is the sum of the bytes before chunk c and W(c) = Σ (16 − i)·b[16c + i]; so
// s2' = s2 + 16k·s1 + 16·Σ P(c) + Σ W(c). The vector loop keeps the byte sums, the running
// Σ P(c) and the weighted sums in 32-bit lanes and folds them with 64-bit arithmetic at
// the end of each block. Blocks are at most 5552 bytes (zlib's NMAX), which keeps every
// lane far from overflow. The sums are exact integers, so the result is zlib's to the
// bit (a test compares them over lengths and starting values).
//
// Only when optimised: unoptimised, clang keeps every vector in memory between operations
// and this loop takes 2.1-3.0 ms for the 2.2 MB of a medium widget at 3x, where zlib's own,
// always built optimised, takes 0.8 ms (0.14-0.24 against 0.73-0.91 ms optimised). So
// `wr_adler32` is this loop where `__OPTIMIZE__` is defined and zlib's where it is not;
// tests hold both to the definition. Package.swift builds this target at -O2 in SwiftPM's
// debug builds too (since 2026-11-29), so zlib's branch serves only a build that drops
// that setting.

#include "cpngwrite.h"

#include <zlib.h>

#if defined(__x86_64__)
#include <emmintrin.h>

enum { base = 65521, block = 5552 };

/// Horizontal sum of the four 32-bit lanes.
static uint64_t lanes_sum(__m128i v) {
    uint32_t l[4];
    _mm_storeu_si128((__m128i *)l, v);
    return (uint64_t)l[0] + l[1] + l[2] + l[3];
}

uint32_t wr_adler32_vector(uint32_t adler, const uint8_t *bytes, size_t length) {
    uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    const __m128i zero = _mm_setzero_si128();
    const __m128i high = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i low = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (length >= 16) {
        size_t n = (length < block ? length : block) & ~(size_t)15;
        length -= n;
        size_t chunks = n / 16;
        __m128i sums = zero, prefixes = zero, weighted = zero;
        for (size_t c = 0; c < chunks; c++, bytes += 16) {
            __m128i v = _mm_loadu_si128((const __m128i *)bytes);
            prefixes = _mm_add_epi32(prefixes, sums);
            // Two 16-bit byte sums, in lanes 0 and 2.
            sums = _mm_add_epi32(sums, _mm_sad_epu8(v, zero));
            __m128i first = _mm_unpacklo_epi8(v, zero), second = _mm_unpackhi_epi8(v, zero);
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(first, high));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(second, low));
        }
        s2 = (s2 + 16 * chunks * s1 + 16 * lanes_sum(prefixes) + lanes_sum(weighted)) % base;
        s1 = (s1 + lanes_sum(sums)) % base;
    }
    while (length--) {
        s1 += *bytes++;
        s2 += s1;
    }
    return (uint32_t)((s2 % base) << 16 | (s1 % base));
}

#else

uint32_t wr_adler32_vector(uint32_t adler, const uint8_t *bytes, size_t length) {
    return (uint32_t)adler32_z(adler, bytes, length);
}

#endif

uint32_t wr_adler32(uint32_t adler, const uint8_t *bytes, size_t length) {
#if defined(__OPTIMIZE__)
    return wr_adler32_vector(adler, bytes, length);
#else
    return (uint32_t)adler32_z(adler, bytes, length);
#endif
}
