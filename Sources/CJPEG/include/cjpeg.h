// JPEG decoding for the renderer: libjpeg's error handling jumps out of a failing call
// with longjmp, which Swift cannot catch, so the calls live here in C and report
// failures as return values with libjpeg's message.

#ifndef WIDGET_CJPEG_H
#define WIDGET_CJPEG_H

#include <stddef.h>

#define WR_JPEG_MESSAGE_LENGTH 200
/* The most pixels a JPEG may claim (a 48-megapixel photo is decoded at 1/2 or 1/4). */
#define WR_JPEG_MAX_PIXELS 100000000
/* The most a progressive JPEG may claim: libjpeg holds its coefficients whole. */
#define WR_JPEG_MAX_PROGRESSIVE_PIXELS 50000000
/* The most memory libjpeg may allocate for one decode. */
#define WR_JPEG_MEMORY_LIMIT (400L << 20)

/// Reads the header: the image's size in pixels and its number of color components.
/// Returns 1 on success, 0 with `message` filled on failure.
int wr_jpeg_read_header(
    const unsigned char *data, size_t size, int *width, int *height, int *components, char *message);

/// Decodes at 1/`denominator` of the full size (1, 2, 4 or 8) into `out`, RGBA rows of
/// `out_width` × 4 bytes, opaque. `out_width` and `out_height` must be the scaled size
/// the header gives for that denominator. Returns 1 on success, 0 with `message` filled.
int wr_jpeg_decode(
    const unsigned char *data, size_t size, int denominator, unsigned char *out, int out_width, int out_height,
    char *message);

/// The size libjpeg decodes at 1/`denominator`: ceil(side / denominator).
int wr_jpeg_scaled_side(int side, int denominator);

/// Encodes opaque RGB rows (`width` × 3 bytes each) at `quality` (1…100), with an APP1
/// segment holding `exif` (`exif_size` bytes, without the marker) when `exif` is not NULL.
/// On success returns 1 and a malloc'd buffer in `*out` (free it with `wr_jpeg_free`).
/// Used by tests to make files with a given orientation.
int wr_jpeg_encode(
    const unsigned char *rgb, int width, int height, int quality, const unsigned char *exif, size_t exif_size,
    unsigned char **out, size_t *out_size, char *message);

void wr_jpeg_free(unsigned char *buffer);

#endif
