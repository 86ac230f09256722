// The raster stage's inner loops over pixels, in C: source-over of a colour through a row
// of coverage, a layer onto a layer, resampled image rows, box blurs, premultiplying and
// comparing. WidgetRaster decides what to draw and where; these loops only run over the
// spans it hands them.
//
// Why C: `swift run` and `swift test` build everything at -Onone, where a Swift loop over
// pixels (each subscript, SIMD lane and integer conversion a call into generic code) runs
// 30 to 100 times slower than in a release build. Unoptimised C that works on the four
// channels of a pixel as one vector (clang's vector extension) is 2 to 7 times slower than
// optimised, and the loops a check runs most (filling, linear gradients, compositing,
// clipping, premultiplying, bytes to floats, the column blur) take four pixels as one
// 16-lane vector where they can, about 3 times slower than optimised, so a debug build
// draws within 3× of a release one (docs/speed.md, Benchmarks/debug-vs-release). Since
// tools version 6.2 (SwiftPM accepts a dependency's unsafe flags from that version on),
// Package.swift also builds this target at -O2 in a debug build, as a release build does;
// the loops are still written to be quick at -O0, for a build that drops that setting.
//
// Every function gives the same bits as the Swift it replaced: the same operations in the
// same order, in float (double where noted), without contraction into fused multiply-adds
// (craster.c sets FP_CONTRACT OFF, so ARM machines round as x86 ones do). A channel is
// rounded to the nearest byte, halves to even, as `Pixmap.channel` documents. Where the
// Swift stopped the program on a NaN (a gradient's parameter, a clip's coverage), the C
// takes the gradient's first colour and clears the pixel.

#ifndef WIDGET_RENDER_CRASTER_H
#define WIDGET_RENDER_CRASTER_H

#include <stddef.h>
#include <stdint.h>

/// A colour in premultiplied 0…1 floats.
typedef struct {
    float r, g, b, a;
} wr_rgba;

/// Source-over of `color` onto `count` pixels (premultiplied RGBA8, 4 bytes each), pixel k
/// at coverage `coverage[k] × opacity`. Fully covered pixels of an opaque colour are
/// written whole; `solid` says every coverage is 1.
void wr_fill_span(uint8_t *pixels, const float *coverage, ptrdiff_t count, wr_rgba color, float opacity,
                  int solid);

/// The same with the colour looked up per pixel in `table` (resolution + 1 entries) at
/// the gradient parameter: linear, t from `t` stepping `dt` a pixel.
void wr_fill_span_linear(uint8_t *pixels, const float *coverage, ptrdiff_t count, const wr_rgba *table,
                         ptrdiff_t resolution, double t, double dt, float opacity);

/// The same with t from the pixel centre's place around (cx, cy), the span's first pixel
/// being canvas pixel (x, y): radial (`angular` 0), t = (distance − from) ÷ span; angular,
/// t = (clockwise angle from `from` degrees) ÷ span.
void wr_fill_span_around(uint8_t *pixels, const float *coverage, ptrdiff_t count, const wr_rgba *table,
                         ptrdiff_t resolution, int angular, ptrdiff_t x, ptrdiff_t y, double cx, double cy,
                         double from, double span, float opacity);

/// Source-over of `count` premultiplied pixels of `source` onto `destination`, at `opacity`.
void wr_composite_span(uint8_t *destination, const uint8_t *source, ptrdiff_t count, float opacity);

/// Source-over onto `count` pixels from canvas pixel (x, y) on of a layer (`layer`,
/// `layer_width` × `layer_height` pixels from canvas pixel (layer_x, layer_y)) drawn
/// through a transform whose inverse is `inverse` (a, b, c, d, tx, ty: canvas x′ = a·x +
/// c·y + tx, y′ = b·x + d·y + ty): each pixel centre mapped back into the layer and
/// sampled bilinearly in premultiplied colour, clear outside it.
void wr_composite_transformed_span(uint8_t *pixels, ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                                   const double *inverse, const uint8_t *layer, ptrdiff_t layer_width,
                                   ptrdiff_t layer_height, ptrdiff_t layer_x, ptrdiff_t layer_y);

/// Source-over of premultiplied float pixels (0…255 a channel, 4 floats a pixel) onto
/// `count` pixels, pixel k at coverage `coverage[k] × row_coverage × opacity`.
void wr_blend_float_span(uint8_t *pixels, const float *source, const float *coverage, ptrdiff_t count,
                         float row_coverage, float opacity);

/// One row of an image resampled horizontally: destination pixel k is the sum over j of
/// `weights[start[k] + j] × source pixel first[k] + j`, for j < `taps[k]`, into `out`
/// (4 floats a pixel).
void wr_resample_row(const uint8_t *source, ptrdiff_t count, const ptrdiff_t *first, const ptrdiff_t *start,
                     const ptrdiff_t *taps, const float *weights, float *out);

/// `accumulator[k] += weight × row[k]` for k < count.
void wr_accumulate(float *accumulator, const float *row, ptrdiff_t count, float weight);

/// One box blur of `radius` along each row of `height` rows of `width` values of `lanes`
/// floats each (lane c of value k at k × lanes + c), each lane summed alone; outside is 0.
/// `line` holds `width × lanes` floats of scratch.
void wr_box_blur_rows(float *values, ptrdiff_t width, ptrdiff_t height, ptrdiff_t lanes, ptrdiff_t radius,
                      float *line);

/// One box blur of `radius` down each of `width` columns of `height` rows. `ring` holds
/// min(radius + 1, height) × width floats and `sums` width floats, both zeroed.
void wr_box_blur_columns(float *values, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float *ring,
                         float *sums);

/// `count` premultiplied pixels as floats in 0…1, 4 a pixel.
void wr_pixels_to_floats(const uint8_t *pixels, ptrdiff_t count, float *out);

/// `count` blurred float pixels (0…1, 4 a pixel) back to bytes: each divided by its
/// `weight` (max(weight, 1e-6); 1 when `weights` is NULL), colours kept within alpha.
void wr_floats_to_pixels(const float *values, const float *weights, ptrdiff_t count, uint8_t *pixels);

/// The alpha of `count` pixels as floats in 0…1.
void wr_alpha_to_floats(const uint8_t *pixels, ptrdiff_t count, float *out);

/// A shadow's pixels: `tint` (premultiplied) scaled by each value of `alpha` clamped to
/// 0…1; pixels where it is 0 are left as they are.
void wr_tint_span(uint8_t *pixels, const float *alpha, ptrdiff_t count, wr_rgba tint);

/// A material over `count` pixels: `tint` over the blurred backdrop (4 floats a pixel,
/// 0…1), replacing the pixels in proportion to `coverage[k] × opacity`.
void wr_material_span(uint8_t *pixels, const float *backdrop, const float *coverage, ptrdiff_t count,
                      wr_rgba tint, float opacity);

/// Multiplies `count` pixels by coverage (destination-in); coverage ≤ 0 clears a pixel.
void wr_clip_span(uint8_t *pixels, const float *coverage, ptrdiff_t count);

/// Multiplies `count` pixels by the alpha of the matching pixels of `mask`.
void wr_mask_span(uint8_t *pixels, const uint8_t *mask, ptrdiff_t count);

/// Straight-alpha RGBA to premultiplied, in place: c × a / 255, rounded.
void wr_premultiply(uint8_t *pixels, ptrdiff_t count);

/// `count` bytes of zeros from `bytes` on (none when count ≤ 0).
void wr_clear(void *bytes, ptrdiff_t count);

/// `count` copies of the pixel (r, g, b, a).
void wr_fill_pixels(uint8_t *pixels, ptrdiff_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a);

/// Each of `count` pixels as the straight colour (r, g, b) at its alpha × its luminance
/// (Rec. 709's weights of its straight colour).
void wr_tone(uint8_t *pixels, ptrdiff_t count, float r, float g, float b);

/// Each of `count` pixels as the straight colour (r, g, b) at its own alpha: a template
/// image's tint.
void wr_tint(uint8_t *pixels, ptrdiff_t count, float r, float g, float b);

/// Premultiplied to straight alpha: opaque and clear pixels as they are, others
/// c × 255 / a rounded, at most 255. `out` may be `source`, but must not otherwise overlap
/// it (blocks of pixels are read before they are written).
void wr_unpremultiply(const uint8_t *source, ptrdiff_t count, uint8_t *out);

/// 1 when every colour channel of `count` pixels is at most its alpha.
int wr_is_premultiplied(const uint8_t *pixels, ptrdiff_t count);

/// 1 when `count` pixels of `a` and `b` are the same bytes.
int wr_same_pixels(const uint8_t *a, const uint8_t *b, ptrdiff_t count);

/// The largest channel difference between `count` pixel pairs, and in `differing` how many
/// pixels have a channel differing by more than `tolerance`.
int wr_compare_channels(const uint8_t *expected, const uint8_t *actual, ptrdiff_t count, int tolerance,
                        ptrdiff_t *differing);

/// The first and one past the last pixel of a row of `count` pixels with alpha; 0 when
/// none has.
int wr_alpha_extent(const uint8_t *pixels, ptrdiff_t count, ptrdiff_t *first, ptrdiff_t *end);

/// The rasterizer's step 3 (WidgetRaster's Rasterizer.swift) for a line from (ax, ay) to
/// (bx, by), in pixels from the mask's origin, already inside its columns: for each row
/// from `first_row` to `end_row` (counted from the origin; row r stored at
/// `(r − first_row) × stride`) it crosses, the signed height it spans there, spread over
/// the cells it passes by the area right of it. `width` is the mask's; each row has
/// width + 2 cells.
void wr_accumulate_line(float *cells, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t first_row,
                        ptrdiff_t end_row, double ax, double ay, double bx, double by);

/// The rasterizer's steps 2 and 3 for a line from (ax, ay) to (bx, by) in canvas pixels,
/// for a mask whose origin is (origin_x, origin_y): the line is moved to the mask's
/// origin, split where it crosses the left border (x = 0) and the right one (x = width),
/// each piece clamped to the columns and added by `wr_accumulate_line`. Lines that are
/// level, or wholly above or below the rows stored, add nothing.
void wr_accumulate_segment(float *cells, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t first_row,
                           ptrdiff_t end_row, double origin_x, double origin_y, double ax, double ay,
                           double bx, double by);

/// Step 4: the running sum along each of `height` rows of cells, as non-zero coverage
/// (|sum| at most 1) or, with `even_odd`, folded into 0…1.
void wr_coverage_rows(const float *cells, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height, int even_odd,
                      float *out);

/// A 128-bit fingerprint of `length` bytes under `seed`, into `out` (fingerprint.c): equal
/// bytes give equal fingerprints, different bytes almost never do (not cryptographic: bytes
/// made to collide can). `bytes` may be NULL when `length` is 0. The same fingerprint is
/// computed word by word (`wr_fingerprint_words`) or four words as one vector
/// (`wr_fingerprint_vector`): `wr_fingerprint` is the first optimised and the second
/// unoptimised, whichever is quicker there.
void wr_fingerprint(const uint8_t *bytes, size_t length, uint64_t seed, uint64_t out[2]);
void wr_fingerprint_words(const uint8_t *bytes, size_t length, uint64_t seed, uint64_t out[2]);
void wr_fingerprint_vector(const uint8_t *bytes, size_t length, uint64_t seed, uint64_t out[2]);

#endif
