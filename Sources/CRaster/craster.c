// The raster stage's pixel loops (craster.h says why they are in C).
//
// Written to be quick unoptimised too: plain loops over pointers, no calls in the loops
// but the inline helpers. Each loop is the Swift one it replaced, operation for operation,
// so the pixels are the same bits: floats are never contracted into fused multiply-adds,
// every clamp treats NaN as the Swift `min`/`max` did (max(0, NaN) is 0), and a channel is
// rounded by adding 1.5 × 2²³ and keeping the low byte of the float's bits.

#include "craster.h"

#include <math.h>
#include <string.h>

#pragma STDC FP_CONTRACT OFF

/// `v` clamped to 0…255 (NaN to 0) and rounded to the nearest integer, halves to even.
static inline __attribute__((always_inline)) uint8_t channel(float v) {
    float m = v >= 0 ? v : 0;
    m = m < 255 ? m : 255;
    m += 12582912.0f;
    uint32_t bits;
    memcpy(&bits, &m, sizeof bits);
    return (uint8_t)bits;
}

// Four lanes as one value: clang's vector extension. Each operation is one instruction for
// all four lanes even unoptimised, and rounds in each lane exactly as the scalar one.
typedef float f4 __attribute__((ext_vector_type(4)));
typedef uint8_t u4 __attribute__((ext_vector_type(4)));
typedef uint32_t w4 __attribute__((ext_vector_type(4)));

// Four floats or bytes anywhere in memory, read and written as one vector (one instruction
// each, where a memcpy through a temporary would be two pairs unoptimised).
typedef float f4_unaligned __attribute__((ext_vector_type(4), aligned(4), may_alias));
typedef uint8_t u4_unaligned __attribute__((ext_vector_type(4), aligned(1), may_alias));

static inline __attribute__((always_inline)) f4 load4(const float *p) { return *(const f4_unaligned *)p; }

static inline __attribute__((always_inline)) void store4(float *p, f4 v) { *(f4_unaligned *)p = v; }

// Sixteen lanes, four pixels' channels, for the loops a debug build runs most: unoptimised,
// clang keeps every value in memory between operations, so an operation on sixteen lanes
// costs about what one on four does. Each lane is computed as the four-lane code computes
// it, so the bits are the same.
// The helpers that take and return them are static and always inlined, so no call passes
// one across an ABI boundary: clang's note that 64-byte vector arguments need AVX-512 for
// a stable ABI does not apply.
#pragma clang diagnostic ignored "-Wpsabi"
typedef float f16 __attribute__((ext_vector_type(16)));
typedef uint8_t b16 __attribute__((ext_vector_type(16)));
typedef uint32_t w16 __attribute__((ext_vector_type(16)));
typedef int32_t i16 __attribute__((ext_vector_type(16)));
typedef float f16_unaligned __attribute__((ext_vector_type(16), aligned(4), may_alias));
typedef uint8_t b16_unaligned __attribute__((ext_vector_type(16), aligned(1), may_alias));

static inline __attribute__((always_inline)) f16 load16(const float *p) { return *(const f16_unaligned *)p; }

static inline __attribute__((always_inline)) void store16(float *p, f16 v) { *(f16_unaligned *)p = v; }

/// Whether a < b in every lane.
static inline __attribute__((always_inline)) int all4(f4 a, f4 b) {
    __typeof__(a < b) m = a < b;
    return m.x & m.y & m.z & m.w;
}

/// Whether a ≤ b in every lane (false for a NaN lane).
static inline __attribute__((always_inline)) int all_le4(f4 a, f4 b) {
    __typeof__(a <= b) m = a <= b;
    return m.x & m.y & m.z & m.w;
}

/// Whether a < b in no lane (NaN lanes included).
static inline __attribute__((always_inline)) int none4(f4 a, f4 b) {
    __typeof__(a < b) m = a < b;
    return !(m.x | m.y | m.z | m.w);
}

/// Each lane as `channel` gives it: clamped to 0…255 (NaN to 0), rounded, halves to even.
static inline __attribute__((always_inline)) u4 channels4(f4 v) {
    v = v >= 0 ? v : (f4)0.0f;
    v = v < 255 ? v : (f4)255.0f;
    v += 12582912.0f;
    return __builtin_convertvector((w4)v, u4);
}

/// The same in sixteen lanes.
static inline __attribute__((always_inline)) b16 channels16(f16 v) {
    v = v >= 0 ? v : (f16)0.0f;
    v = v < 255 ? v : (f16)255.0f;
    v += 12582912.0f;
    return __builtin_convertvector((w16)v, b16);
}

/// One value per pixel spread over its four channels' lanes.
static inline __attribute__((always_inline)) f16 spread4(f4 v) {
    return __builtin_shufflevector(v, v, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
}

/// Source-over of premultiplied `s` at coverage `c` onto the pixel `p`: each channel
/// s × c × 255 + p × (1 − s.a × c), clamped to 0…255 (NaN to 0) and rounded as `channel`.
static inline __attribute__((always_inline)) void blend4(f4 source, float c, uint8_t *p) {
    float keep = 1 - source.w * c;
    float k = c * 255;
    u4 old = *(const u4_unaligned *)p;
    *(u4_unaligned *)p = channels4(source * k + __builtin_convertvector(old, f4) * keep);
}

static inline __attribute__((always_inline)) void blend(wr_rgba s, float c, uint8_t *p) {
    f4 source = {s.r, s.g, s.b, s.a};
    blend4(source, c, p);
}

/// `blend4` on the four pixels from `p`, pixel i of colour source[4i…4i+3] at coverage
/// c[i]: each lane as `blend4` computes it.
static inline __attribute__((always_inline)) void blend16(f16 s16, f4 c, uint8_t *p) {
    f4 alpha = __builtin_shufflevector(s16, s16, 3, 7, 11, 15);
    f4 keep = 1 - alpha * c;
    f4 k = c * 255;
    b16 old = *(const b16_unaligned *)p;
    *(b16_unaligned *)p = channels16(s16 * spread4(k) + __builtin_convertvector(old, f16) * spread4(keep));
}

/// The gradient's colour at `t`, clamped to 0…1 (NaN to 0).
static inline __attribute__((always_inline)) wr_rgba ramp(const wr_rgba *table, ptrdiff_t resolution, double t) {
    double clamped = t < 0 ? 0 : (t > 1 ? 1 : t);
    if (clamped != clamped) clamped = 0;
    return table[(ptrdiff_t)(clamped * (double)resolution + 0.5)];
}

/// Swift's `Int(saturating:)` (WidgetCore): toward zero, within ±2⁴⁰, NaN to 0.
static inline __attribute__((always_inline)) ptrdiff_t saturating(double v) {
    if (v != v) return 0;
    double limit = (double)((ptrdiff_t)1 << 40);
    double m = v >= -limit ? v : -limit;
    m = m < limit ? m : limit;
    return (ptrdiff_t)m;
}

/// `n` copies of the pixel `word` from `p` on: one written, then doubled by copies (a few
/// calls to the C library's copy, quick at any optimisation level).
static void fill_pixels(uint8_t *p, const uint8_t word[4], ptrdiff_t n) {
    if (n <= 0) return;
    memcpy(p, word, 4);
    ptrdiff_t done = 1;
    while (done < n) {
        ptrdiff_t more = done < n - done ? done : n - done;
        memcpy(p + 4 * done, p, (size_t)more * 4);
        done += more;
    }
}

/// x ÷ 255 rounded down, for x ≤ 65,534 (checked for every such x), without a division.
static inline __attribute__((always_inline)) int div255(int x) { return (x + 1 + (x >> 8)) >> 8; }

void wr_fill_span(uint8_t *pixels, const float *coverage, ptrdiff_t count, wr_rgba s, float opacity,
                  int solid) {
    if (!(s.a > 0)) return;
    int opaque = s.a >= 1;
    uint8_t word[4] = {channel(s.r * 255), channel(s.g * 255), channel(s.b * 255), 255};
    if (opaque && solid && opacity >= 1) {
        fill_pixels(pixels, word, count);
        return;
    }
    f4 one = {s.r, s.g, s.b, s.a};
    f16 source = __builtin_shufflevector(one, one, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3);
    ptrdiff_t x = 0;
    while (x < count) {
        // Four pixels that are each blended (covered, and not wholly by an opaque colour)
        // at once.
        if (x + 4 <= count) {
            f4 c4 = load4(coverage + x) * opacity;
            if (all4((f4)0.0f, c4) && (!opaque || all4(c4, (f4)1.0f))) {
                blend16(source, c4, pixels + 4 * x);
                x += 4;
                continue;
            }
            // Four with no coverage (or NaN): nothing to draw.
            if (none4((f4)0.0f, c4)) {
                x += 4;
                continue;
            }
        }
        // Else these four (or the last few) one by one, before trying four at once again.
        for (ptrdiff_t stop = x + 4 < count ? x + 4 : count; x < stop;) {
            float c = coverage[x] * opacity;
            if (c >= 1 && opaque) {
                // A run of fully covered pixels, written whole.
                ptrdiff_t end = x + 1;
                while (end < count && coverage[end] * opacity >= 1) end++;
                fill_pixels(pixels + 4 * x, word, end - x);
                x = end;
                continue;
            }
            if (c > 0) blend(s, c, pixels + 4 * x);
            x++;
        }
    }
}

void wr_fill_span_linear(uint8_t *pixels, const float *coverage, ptrdiff_t count, const wr_rgba *table,
                         ptrdiff_t resolution, double t, double dt, float opacity) {
    ptrdiff_t x = 0;
    while (x < count) {
        // Four covered pixels at once, each of its own colour.
        if (x + 4 <= count) {
            f4 c4 = load4(coverage + x) * opacity;
            if (all4((f4)0.0f, c4)) {
                float colours[16];
                for (int i = 0; i < 4; i++, t += dt) {
                    wr_rgba r = ramp(table, resolution, t);
                    store4(colours + 4 * i, (f4){r.r, r.g, r.b, r.a});
                }
                blend16(load16(colours), c4, pixels + 4 * x);
                x += 4;
                continue;
            }
            // Four with no coverage: nothing drawn, the parameter stepped as for each.
            if (all_le4(c4, (f4)0.0f)) {
                for (int i = 0; i < 4; i++) t += dt;
                x += 4;
                continue;
            }
        }
        // Else these four (or the last few) one by one.
        for (ptrdiff_t stop = x + 4 < count ? x + 4 : count; x < stop; x++, t += dt) {
            float c = coverage[x] * opacity;
            if (!(c <= 0)) blend(ramp(table, resolution, t), c, pixels + 4 * x);
        }
    }
}

/// The gradient parameter at a pixel centre (dx, dy) from the centre: radial, t = (distance
/// − from) ÷ span (span 0: 0 inside `from`, 1 outside); angular, the clockwise angle on
/// screen (y points down) less `from` degrees, in 0…360, ÷ span (span 0: 0).
static inline __attribute__((always_inline)) double around(int angular, double dx, double dy, double from,
                                                           double span) {
    if (!angular) {
        double d = hypot(dx, dy);
        return span != 0 ? (d - from) / span : (d < from ? 0 : 1);
    }
    double angle = atan2(dy, dx) * 180 / M_PI;
    angle -= from;
    angle = fmod(angle, 360);
    if (angle < 0) angle += 360;
    return span != 0 ? angle / span : 0;
}

void wr_fill_span_around(uint8_t *pixels, const float *coverage, ptrdiff_t count, const wr_rgba *table,
                         ptrdiff_t resolution, int angular, ptrdiff_t x, ptrdiff_t y, double cx, double cy,
                         double from, double span, float opacity) {
    double dy = (double)y + 0.5 - cy;
    for (ptrdiff_t k = 0; k < count; k++) {
        float c = coverage[k] * opacity;
        if (c <= 0) continue;
        double t = around(angular, (double)(x + k) + 0.5 - cx, dy, from, span);
        blend(ramp(table, resolution, t), c, pixels + 4 * k);
    }
}

/// One pixel of `wr_composite_span`.
static inline __attribute__((always_inline)) void composite_one(uint8_t *d, const uint8_t *s, float opacity) {
    uint8_t a = s[3];
    if (a == 0) return;
    if (a == 255 && opacity >= 1) {
        d[0] = s[0];
        d[1] = s[1];
        d[2] = s[2];
        d[3] = 255;
        return;
    }
    wr_rgba color = {(float)s[0] / 255, (float)s[1] / 255, (float)s[2] / 255, (float)a / 255};
    blend(color, opacity, d);
}

void wr_composite_span(uint8_t *destination, const uint8_t *source, ptrdiff_t count, float opacity) {
    ptrdiff_t k = 0;
    while (k < count) {
        // Four pixels at once when all four are clear, all four copied, or all four blended.
        if (k + 4 <= count) {
            b16 s16 = *(const b16_unaligned *)(source + 4 * k);
            uint8_t a0 = s16.s3, a1 = s16.s7, a2 = s16.sb, a3 = s16.sf;
            int opaque = a0 == 255 && a1 == 255 && a2 == 255 && a3 == 255;
            int some_opaque = a0 == 255 || a1 == 255 || a2 == 255 || a3 == 255;
            if (!(a0 | a1 | a2 | a3)) {
                k += 4;
                continue;
            }
            if (opacity >= 1 && opaque) {
                memcpy(destination + 4 * k, source + 4 * k, 16);
                k += 4;
                continue;
            }
            if (a0 && a1 && a2 && a3 && !(opacity >= 1 && some_opaque)) {
                blend16(__builtin_convertvector(s16, f16) / 255, (f4)opacity, destination + 4 * k);
                k += 4;
                continue;
            }
        }
        // Else these four (or the last few) one by one.
        for (ptrdiff_t stop = k + 4 < count ? k + 4 : count; k < stop; k++) {
            composite_one(destination + 4 * k, source + 4 * k, opacity);
        }
    }
}

void wr_composite_transformed_span(uint8_t *pixels, ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                                   const double *inverse, const uint8_t *layer, ptrdiff_t layer_width,
                                   ptrdiff_t layer_height, ptrdiff_t layer_x, ptrdiff_t layer_y) {
    double a = inverse[0], b = inverse[1], c = inverse[2], d = inverse[3], tx = inverse[4], ty = inverse[5];
    double py = (double)y + 0.5;
    for (ptrdiff_t k = 0; k < count; k++) {
        double px = (double)(x + k) + 0.5;
        double u = a * px + c * py + tx - 0.5, v = b * px + d * py + ty - 0.5;
        if (!(u > (double)layer_x - 1 && v > (double)layer_y - 1 && u < (double)(layer_x + layer_width) &&
              v < (double)(layer_y + layer_height)))
            continue;
        ptrdiff_t i0 = saturating(floor(u)), j0 = saturating(floor(v));
        float fx = (float)(u - (double)i0), fy = (float)(v - (double)j0);
        // The four texels around (u, v), clear where outside the layer.
        const uint8_t *texel[4] = {NULL, NULL, NULL, NULL};
        for (int n = 0; n < 4; n++) {
            ptrdiff_t tx0 = i0 + (n & 1) - layer_x, ty0 = j0 + (n >> 1) - layer_y;
            if (tx0 >= 0 && ty0 >= 0 && tx0 < layer_width && ty0 < layer_height)
                texel[n] = layer + (ty0 * layer_width + tx0) * 4;
        }
        float rgba[4];
        for (int ch = 0; ch < 4; ch++) {
            float t[4];
            for (int n = 0; n < 4; n++) t[n] = texel[n] ? (float)texel[n][ch] : 0;
            float top = t[0] * (1 - fx) + t[1] * fx;
            float bottom = t[2] * (1 - fx) + t[3] * fx;
            rgba[ch] = (top * (1 - fy) + bottom * fy) / 255;
        }
        if (!(rgba[3] > 0)) continue;
        wr_rgba s = {rgba[0], rgba[1], rgba[2], rgba[3]};
        blend(s, 1, pixels + 4 * k);
    }
}

/// One pixel of `wr_blend_float_span`.
static inline __attribute__((always_inline)) void blend_float_one(uint8_t *p, const float *source, float coverage,
                                                                 float row_coverage, float opacity) {
    float c = coverage * row_coverage * opacity;
    if (!(c > 0)) return;
    f4 s = load4(source) / 255;
    if (!(s.w > 0)) return;
    blend4(s, c, p);
}

void wr_blend_float_span(uint8_t *pixels, const float *source, const float *coverage, ptrdiff_t count,
                         float row_coverage, float opacity) {
    ptrdiff_t k = 0;
    for (; k + 4 <= count; k += 4) {
        // Four pixels covered and not clear at once (a drawn image's inside, a debug
        // build's sheet of snapshots); four uncovered or four clear skipped; any other
        // block a pixel at a time. Each lane as `blend_float_one` computes it.
        f4 c4 = load4(coverage + k) * row_coverage * opacity;
        f16 s16 = load16(source + 4 * k) / 255;
        f4 alpha = __builtin_shufflevector(s16, s16, 3, 7, 11, 15);
        if (all4((f4)0.0f, c4) && all4((f4)0.0f, alpha)) {
            blend16(s16, c4, pixels + 4 * k);
        } else if (!none4((f4)0.0f, c4) && !none4((f4)0.0f, alpha)) {
            for (ptrdiff_t j = k; j < k + 4; j++) {
                blend_float_one(pixels + 4 * j, source + 4 * j, coverage[j], row_coverage, opacity);
            }
        }
    }
    for (; k < count; k++) blend_float_one(pixels + 4 * k, source + 4 * k, coverage[k], row_coverage, opacity);
}

void wr_resample_row(const uint8_t *source, ptrdiff_t count, const ptrdiff_t *first, const ptrdiff_t *start,
                     const ptrdiff_t *taps, const float *weights, float *out) {
    for (ptrdiff_t k = 0; k < count; k++) {
        // r, g, b, a each summed in the lane of its own, as four sums would be.
        f4 sum = 0;
        const float *w = weights + start[k];
        const uint8_t *p = source + 4 * first[k];
        for (ptrdiff_t j = 0; j < taps[k]; j++, p += 4) {
            sum += w[j] * __builtin_convertvector(*(const u4_unaligned *)p, f4);
        }
        store4(out + 4 * k, sum);
    }
}

void wr_accumulate(float *accumulator, const float *row, ptrdiff_t count, float weight) {
    ptrdiff_t k = 0;
    for (; k + 4 <= count; k += 4) store4(accumulator + k, load4(accumulator + k) + weight * load4(row + k));
    for (; k < count; k++) accumulator[k] += weight * row[k];
}

/// max(0, v) × scale: v when v ≥ 0 (−0 included), else 0 (NaN too).
static inline __attribute__((always_inline)) float clamped_to_zero(float v, float scale) {
    return (v >= 0 ? v : 0) * scale;
}

/// The same in four lanes: each lane as `clamped_to_zero` gives it, −0 included.
static inline __attribute__((always_inline)) f4 clamped_to_zero4(f4 v, float scale) {
    return (v >= 0 ? v : (f4)0.0f) * scale;
}

/// And in sixteen.
static inline __attribute__((always_inline)) f16 clamped_to_zero16(f16 v, float scale) {
    return (v >= 0 ? v : (f16)0.0f) * scale;
}



void wr_box_blur_rows(float *values, ptrdiff_t width, ptrdiff_t height, ptrdiff_t lanes, ptrdiff_t radius,
                      float *line) {
    if (radius <= 0 || width <= 0 || height <= 0) return;
    ptrdiff_t r = radius;
    float scale = 1 / (float)(2 * r + 1);
    ptrdiff_t head = r < width ? r : width;
    ptrdiff_t end = width * lanes;
    for (ptrdiff_t y = 0; y < height; y++) {
        float *row = values + y * end;
        memcpy(line, row, (size_t)end * sizeof(float));
        if (lanes == 4) {
            // The four lanes of a pixel at once, each summed as it would be alone.
            f4 sum = 0;
            for (ptrdiff_t k = 0; k < head; k++) sum = sum + load4(line + 4 * k);
            for (ptrdiff_t k = 0; k < width; k++) {
                if (k + r < width) sum = sum + load4(line + 4 * (k + r));
                if (k - r - 1 >= 0) sum = sum - load4(line + 4 * (k - r - 1));
                store4(row + 4 * k, clamped_to_zero4(sum, scale));
            }
            continue;
        }
        for (ptrdiff_t c = 0; c < lanes; c++) {
            float sum = 0;
            for (ptrdiff_t k = 0; k < head; k++) sum = sum + line[k * lanes + c];
            // Lane c of value k is written, k + r added and k − r − 1 dropped: indices
            // stepped a value at a time.
            ptrdiff_t out = c, add = r * lanes + c, drop = c - (r + 1) * lanes;
            for (; out < end; out += lanes, add += lanes, drop += lanes) {
                if (add < end) sum = sum + line[add];
                if (drop >= 0) sum = sum - line[drop];
                row[out] = clamped_to_zero(sum, scale);
            }
        }
    }
}

void wr_box_blur_columns(float *values, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float *ring,
                         float *sums) {
    if (radius <= 0 || width <= 0 || height <= 0) return;
    ptrdiff_t r = radius;
    float scale = 1 / (float)(2 * r + 1);
    ptrdiff_t slots = r + 1 < height ? r + 1 : height;
    // Every column's running sum at once, a row at a time; a row is dropped from the sums
    // r + 1 rows after it is overwritten, so the last r + 1 rows as they were are kept in
    // a ring (row k in slot k mod slots).
    // Sixteen columns at a time (each lane its own column), then four, then one by one.
    ptrdiff_t sixteens = width / 16 * 16, quads = width / 4 * 4;
    for (ptrdiff_t k = 0; k < (r < height ? r : height); k++) {
        const float *add = values + k * width;
        ptrdiff_t x = 0;
        for (; x < sixteens; x += 16) store16(sums + x, load16(sums + x) + load16(add + x));
        for (; x < width; x++) sums[x] = sums[x] + add[x];
    }
    for (ptrdiff_t k = 0; k < height; k++) {
        if (k + r < height) {
            const float *add = values + (k + r) * width;
            ptrdiff_t x = 0;
            for (; x < sixteens; x += 16) store16(sums + x, load16(sums + x) + load16(add + x));
            for (; x < quads; x += 4) store4(sums + x, load4(sums + x) + load4(add + x));
            for (; x < width; x++) sums[x] = sums[x] + add[x];
        }
        float *slot = ring + (k % slots) * width;
        if (k - r - 1 >= 0) {
            ptrdiff_t x = 0;
            for (; x < sixteens; x += 16) store16(sums + x, load16(sums + x) - load16(slot + x));
            for (; x < quads; x += 4) store4(sums + x, load4(sums + x) - load4(slot + x));
            for (; x < width; x++) sums[x] = sums[x] - slot[x];
        }
        float *row = values + k * width;
        memcpy(slot, row, (size_t)width * sizeof(float));
        ptrdiff_t x = 0;
        for (; x < sixteens; x += 16) store16(row + x, clamped_to_zero16(load16(sums + x), scale));
        for (; x < quads; x += 4) store4(row + x, clamped_to_zero4(load4(sums + x), scale));
        for (; x < width; x++) row[x] = clamped_to_zero(sums[x], scale);
    }
}

void wr_pixels_to_floats(const uint8_t *pixels, ptrdiff_t count, float *out) {
    ptrdiff_t i = 0;
    for (; i + 16 <= 4 * count; i += 16)
        store16(out + i, __builtin_convertvector(*(const b16_unaligned *)(pixels + i), f16) / 255);
    for (; i < 4 * count; i++) out[i] = (float)pixels[i] / 255;
}

void wr_floats_to_pixels(const float *values, const float *weights, ptrdiff_t count, uint8_t *pixels) {
    for (ptrdiff_t k = 0; k < count; k++) {
        float w = 1;
        if (weights) w = 1e-6f >= weights[k] ? 1e-6f : weights[k];  // Swift's max(weight, 1e-6)
        // Each channel as `channel(v / w * 255)`, the colour no more than the alpha.
        u4 value = channels4(load4(values + 4 * k) / w * 255);
        u4 alpha = value.w;
        value = value < alpha ? value : alpha;
        *(u4_unaligned *)(pixels + 4 * k) = value;
    }
}

void wr_alpha_to_floats(const uint8_t *pixels, ptrdiff_t count, float *out) {
    for (ptrdiff_t k = 0; k < count; k++) out[k] = (float)pixels[4 * k + 3] / 255;
}

void wr_tint_span(uint8_t *pixels, const float *alpha, ptrdiff_t count, wr_rgba tint) {
    for (ptrdiff_t k = 0; k < count; k++) {
        float v = alpha[k] >= 0 ? alpha[k] : 0;
        v = v < 1 ? v : 1;
        if (v <= 0) continue;
        uint8_t *p = pixels + 4 * k;
        p[0] = channel(tint.r * v * 255);
        p[1] = channel(tint.g * v * 255);
        p[2] = channel(tint.b * v * 255);
        p[3] = channel(tint.a * v * 255);
    }
}

void wr_material_span(uint8_t *pixels, const float *backdrop, const float *coverage, ptrdiff_t count,
                      wr_rgba tint, float opacity) {
    float tint4[4] = {tint.r, tint.g, tint.b, tint.a};
    for (ptrdiff_t k = 0; k < count; k++) {
        float c = coverage[k] * opacity;
        if (c <= 0) continue;
        uint8_t *p = pixels + 4 * k;
        const float *b = backdrop + 4 * k;
        float out[4];
        for (int i = 0; i < 4; i++) {
            float material = tint4[i] + b[i] * (1 - tint.a);
            float old = (float)p[i] / 255;
            out[i] = material * c + old * (1 - c);
        }
        for (int i = 0; i < 4; i++) p[i] = channel(out[i] * 255);
        for (int i = 0; i < 3; i++)
            if (p[i] > p[3]) p[i] = p[3];
    }
}

/// One pixel of `wr_clip_span`.
static inline __attribute__((always_inline)) void clip_one(uint8_t *p, float c) {
    if (c >= 1) return;
    if (!(c > 0)) {
        // No coverage (or NaN): the pixel is cleared.
        memset(p, 0, 4);
        return;
    }
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)((float)p[i] * c + 0.5f);
}

void wr_clip_span(uint8_t *pixels, const float *coverage, ptrdiff_t count) {
    ptrdiff_t k = 0;
    while (k < count) {
        if (k + 4 <= count) {
            f4 c4 = load4(coverage + k);
            // Four wholly covered pixels: kept as they are.
            if (all_le4((f4)1.0f, c4)) {
                k += 4;
                continue;
            }
            // Four partly covered pixels at once, each lane as `clip_one` computes it.
            if (all4((f4)0.0f, c4) && all4(c4, (f4)1.0f)) {
                uint8_t *p = pixels + 4 * k;
                f16 v = __builtin_convertvector(*(const b16_unaligned *)p, f16) * spread4(c4) + 0.5f;
                *(b16_unaligned *)p = __builtin_convertvector(v, b16);
                k += 4;
                continue;
            }
        }
        // Else these four (or the last few) one by one.
        for (ptrdiff_t stop = k + 4 < count ? k + 4 : count; k < stop; k++) clip_one(pixels + 4 * k, coverage[k]);
    }
}

void wr_mask_span(uint8_t *pixels, const uint8_t *mask, ptrdiff_t count) {
    for (ptrdiff_t k = 0; k < count; k++) {
        int a = mask[4 * k + 3];
        if (a == 255) continue;
        uint8_t *p = pixels + 4 * k;
        for (int i = 0; i < 4; i++) p[i] = (uint8_t)div255(p[i] * a + 127);
    }
}

void wr_premultiply(uint8_t *pixels, ptrdiff_t count) {
    ptrdiff_t k = 0;
    // Four pixels at once: every colour lane as the loop below computes it (an opaque
    // pixel's colour comes out as it went in), the alpha lanes kept.
    for (; k + 4 <= count; k += 4) {
        b16 bytes = *(const b16_unaligned *)(pixels + 4 * k);
        // Four opaque pixels (most of a photo): nothing to change.
        if ((bytes.s3 & bytes.s7 & bytes.sb & bytes.sf) == 255) continue;
        i16 v = __builtin_convertvector(bytes, i16);
        i16 a = __builtin_shufflevector(v, v, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
        i16 x = v * a + 127;
        x = (x + 1 + (x >> 8)) >> 8;
        i16 out = __builtin_shufflevector(x, v, 0, 1, 2, 19, 4, 5, 6, 23, 8, 9, 10, 27, 12, 13, 14, 31);
        *(b16_unaligned *)(pixels + 4 * k) = __builtin_convertvector(out, b16);
    }
    for (; k < count; k++) {
        uint8_t *p = pixels + 4 * k;
        int a = p[3];
        if (a == 255) continue;
        for (int i = 0; i < 3; i++) p[i] = (uint8_t)div255(p[i] * a + 127);
    }
}

void wr_clear(void *bytes, ptrdiff_t count) {
    if (count > 0) memset(bytes, 0, (size_t)count);
}

void wr_fill_pixels(uint8_t *pixels, ptrdiff_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    uint8_t word[4] = {r, g, b, a};
    fill_pixels(pixels, word, count);
}

void wr_tone(uint8_t *pixels, ptrdiff_t count, float r, float g, float b) {
    for (ptrdiff_t k = 0; k < count; k++) {
        uint8_t *p = pixels + 4 * k;
        float a = (float)p[3];
        if (a == 0) continue;
        // Premultiplied channels over alpha are the straight ones.
        float l = (0.2126f * (float)p[0] + 0.7152f * (float)p[1] + 0.0722f * (float)p[2]) / a;
        float clamped = l >= 0 ? l : 0;
        clamped = clamped < 1 ? clamped : 1;
        float alpha = a * clamped / 255;
        p[0] = channel(r * alpha * 255);
        p[1] = channel(g * alpha * 255);
        p[2] = channel(b * alpha * 255);
        p[3] = channel(alpha * 255);
        for (int i = 0; i < 3; i++)
            if (p[i] > p[3]) p[i] = p[3];
    }
}

void wr_tint(uint8_t *pixels, ptrdiff_t count, float r, float g, float b) {
    for (ptrdiff_t k = 0; k < count; k++) {
        uint8_t *p = pixels + 4 * k;
        float a = (float)p[3];
        if (a == 0) continue;
        p[0] = channel(r * a);
        p[1] = channel(g * a);
        p[2] = channel(b * a);
    }
}

/// Pixels `0..<count` of `s` to `o` with straight alpha, one at a time.
static void unpremultiply_pixels(const uint8_t *s, ptrdiff_t count, uint8_t *o) {
    for (ptrdiff_t k = 0; k < count; k++, s += 4, o += 4) {
        int a = s[3];
        if (a == 0 || a == 255) {
            // Opaque or clear: the same bytes.
            memcpy(o, s, 4);
            continue;
        }
        for (int i = 0; i < 3; i++) {
            int v = (s[i] * 255 + a / 2) / a;
            o[i] = (uint8_t)(v < 255 ? v : 255);
        }
        o[3] = (uint8_t)a;
    }
}

void wr_unpremultiply(const uint8_t *source, ptrdiff_t count, uint8_t *out) {
    ptrdiff_t k = 0;
    // Sixteen pixels at once: when all are opaque (most of a widget), their bytes as they
    // are; else four at once where all four are opaque or clear, and the others one at a
    // time. Unoptimised, the test of sixteen alphas costs about what one pixel's did.
    for (; k + 16 <= count; k += 16) {
        const uint8_t *s = source + 4 * k;
        uint8_t *o = out + 4 * k;
        b16 a = *(const b16_unaligned *)s, b = *(const b16_unaligned *)(s + 16);
        b16 c = *(const b16_unaligned *)(s + 32), d = *(const b16_unaligned *)(s + 48);
        b16 all = a & b & c & d;
        if ((all.s3 & all.s7 & all.sb & all.sf) == 255) {
            *(b16_unaligned *)o = a;
            *(b16_unaligned *)(o + 16) = b;
            *(b16_unaligned *)(o + 32) = c;
            *(b16_unaligned *)(o + 48) = d;
            continue;
        }
        for (ptrdiff_t q = 0; q < 64; q += 16) {
            b16 v = *(const b16_unaligned *)(s + q);
            u4 alpha = v.s37bf;
            // A lane of `edge` is all ones where that pixel is clear or opaque.
            __typeof__(alpha == 0) edge = (alpha == 0) | (alpha == 255);
            if ((edge.x & edge.y & edge.z & edge.w) != 0) {
                *(b16_unaligned *)(o + q) = v;
            } else {
                unpremultiply_pixels(s + q, 4, o + q);
            }
        }
    }
    unpremultiply_pixels(source + 4 * k, count - k, out + 4 * k);
}

int wr_is_premultiplied(const uint8_t *pixels, ptrdiff_t count) {
    for (ptrdiff_t k = 0; k < count; k++) {
        const uint8_t *p = pixels + 4 * k;
        if (p[0] > p[3] || p[1] > p[3] || p[2] > p[3]) return 0;
    }
    return 1;
}

int wr_same_pixels(const uint8_t *a, const uint8_t *b, ptrdiff_t count) {
    return memcmp(a, b, (size_t)count * 4) == 0;
}

int wr_compare_channels(const uint8_t *expected, const uint8_t *actual, ptrdiff_t count, int tolerance,
                        ptrdiff_t *differing) {
    int worst = 0;
    ptrdiff_t n = 0;
    for (ptrdiff_t k = 0; k < count; k++) {
        int d = 0;
        for (int i = 0; i < 4; i++) {
            int e = expected[4 * k + i] - actual[4 * k + i];
            if (e < 0) e = -e;
            if (e > d) d = e;
        }
        if (d > worst) worst = d;
        if (d > 0 && d > tolerance) n++;
    }
    *differing = n;
    return worst;
}

int wr_alpha_extent(const uint8_t *pixels, ptrdiff_t count, ptrdiff_t *first, ptrdiff_t *end) {
    ptrdiff_t k = 0;
    while (k < count && pixels[4 * k + 3] == 0) k++;
    if (k == count) return 0;
    ptrdiff_t last = count - 1;
    while (pixels[4 * last + 3] == 0) last--;
    *first = k;
    *end = last + 1;
    return 1;
}

/// ∫₀ˢ clamp(t, 0, 1) dt.
static inline __attribute__((always_inline)) double ramp_integral(double s) {
    if (s <= 0) return 0;
    if (s <= 1) return s * s / 2;
    return s - 0.5;
}

/// c(i): the mean over the line from x `lo` to `hi` of how much of cell i lies right of it.
static inline __attribute__((always_inline)) double coverage_right(ptrdiff_t i, double lo, double hi) {
    double edge = (double)(i + 1);
    double length = hi - lo;
    if (length < 1e-9) {
        double v = edge - lo;
        v = v >= 0 ? v : 0;
        return v < 1 ? v : 1;
    }
    return (ramp_integral(edge - lo) - ramp_integral(edge - hi)) / length;
}

void wr_accumulate_line(float *cells, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t first_row,
                        ptrdiff_t end_row, double ax, double ay, double bx, double by) {
    if (ay == by) return;
    double direction = ay < by ? 1 : -1;
    double tx = ay < by ? ax : bx, ty = ay < by ? ay : by;
    double ux = ay < by ? bx : ax, uy = ay < by ? by : ay;
    double dxdy = (ux - tx) / (uy - ty);
    ptrdiff_t from = saturating(floor(ty)), to = saturating(ceil(uy));
    if (from < first_row) from = first_row;
    if (to > end_row) to = end_row;
    for (ptrdiff_t row = from; row < to; row++) {
        double ya = ty >= (double)row ? ty : (double)row;
        double yb = uy < (double)(row + 1) ? uy : (double)(row + 1);
        if (!(yb > ya)) continue;
        double xa = tx + (ya - ty) * dxdy;
        double xb = tx + (yb - ty) * dxdy;
        double lo = xb < xa ? xb : xa, hi = xb >= xa ? xb : xa;
        double weight = direction * (yb - ya);
        // Interpolation can land a hair outside the columns: what falls left of column 0
        // counts in column 0, what falls right of the last column in the spare cell.
        float *base = cells + (row - first_row) * stride;
        ptrdiff_t first = saturating(floor(lo)), last = saturating(ceil(hi));
        if (first < -1) first = -1;
        if (last > width + 1) last = width + 1;
        if (last < first) last = first;
        double previous = 0;
        for (ptrdiff_t i = first; i <= last; i++) {
            double c = coverage_right(i, lo, hi);
            ptrdiff_t index = i < 0 ? 0 : (i > width + 1 ? width + 1 : i);
            base[index] += (float)(weight * (c - previous));
            previous = c;
        }
    }
}

// Comparisons written as Swift's `min` and `max` are (`max(x, y)` is `y >= x ? y : x`,
// `min(x, y)` is `y < x ? y : x`), so the points are those the Swift steps gave.
static void cut_at(double border, double px, double qx, double *t1, double *t2) {
    if (!((px - border) * (qx - border) < 0)) return;
    double t = (border - px) / (qx - px);
    if (t < *t1) {
        *t2 = *t1;
        *t1 = t;
    } else {
        *t2 = t < *t2 ? t : *t2;
    }
}

static double clamped_x(double px, double qx, double t, double w) {
    double x = px + (qx - px) * t;
    double m = x >= 0 ? x : 0;
    return m < w ? m : w;
}

void wr_accumulate_segment(float *cells, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t first_row,
                           ptrdiff_t end_row, double origin_x, double origin_y, double ax, double ay,
                           double bx, double by) {
    double px = ax - origin_x, py = ay - origin_y;
    double qx = bx - origin_x, qy = by - origin_y;
    if (py == qy) return;
    double high = qy >= py ? qy : py, low = qy < py ? qy : py;
    if (!(high > (double)first_row) || !(low < (double)end_row)) return;
    double w = (double)width;
    double t1 = 1, t2 = 1;
    cut_at(0, px, qx, &t1, &t2);
    cut_at(w, px, qx, &t1, &t2);
    double x0 = clamped_x(px, qx, 0, w), y0 = py + (qy - py) * 0;
    double x1 = clamped_x(px, qx, t1, w), y1 = py + (qy - py) * t1;
    wr_accumulate_line(cells, stride, width, first_row, end_row, x0, y0, x1, y1);
    if (t1 < 1) {
        double x2 = clamped_x(px, qx, t2, w), y2 = py + (qy - py) * t2;
        wr_accumulate_line(cells, stride, width, first_row, end_row, x1, y1, x2, y2);
        if (t2 < 1) {
            double x3 = clamped_x(px, qx, 1, w), y3 = py + (qy - py) * 1;
            wr_accumulate_line(cells, stride, width, first_row, end_row, x2, y2, x3, y3);
        }
    }
}

void wr_coverage_rows(const float *cells, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height, int even_odd,
                      float *out) {
    for (ptrdiff_t row = 0; row < height; row++) {
        const float *src = cells + row * stride;
        float *dst = out + row * width;
        float sum = 0;
        for (ptrdiff_t col = 0; col < width; col++) {
            sum += src[col];
            float magnitude = fabsf(sum);
            if (even_odd) {
                float folded = fmodf(magnitude, 2);
                dst[col] = folded > 1 ? 2 - folded : folded;
            } else {
                dst[col] = magnitude < 1 ? magnitude : 1;
            }
        }
    }
}
