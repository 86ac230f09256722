// PNG writing for the fast encoder (WidgetPNG's PNGStreamWriter): raw deflate of one strip
// of filtered rows, Adler-32 and its combination, and the PNG file around a finished zlib
// stream, written by libpng (signature, IHDR, sRGB, IDAT and IEND chunks with their CRCs).
// libpng's full API reports errors by longjmp, which Swift cannot cross: every libpng call
// here runs under a setjmp and returns an error instead.

#ifndef WIDGET_RENDER_CPNGWRITE_H
#define WIDGET_RENDER_CPNGWRITE_H

#include <stddef.h>
#include <stdint.h>

#define WR_PNG_MESSAGE_LENGTH 200

/// The most bytes the raw deflate of `length` bytes can take (with the flush marker).
size_t wr_deflate_bound(size_t length);

/// Raw deflate (no zlib header) of `input` at `level` into `output`. A strip that is not the
/// last ends with a sync flush (byte-aligned, no final block), so strips compressed apart
/// join into one stream; the last ends the stream. Returns 0 on success and sets `written`.
int wr_deflate_strip(const uint8_t *input, size_t length, int level, int last, uint8_t *output,
                     size_t capacity, size_t *written);

/// zlib's Adler-32 of `bytes`, continuing `adler` (1 to start): `wr_adler32_vector` when
/// the C code is optimised, zlib's own when it is not (adler32.c says why).
uint32_t wr_adler32(uint32_t adler, const uint8_t *bytes, size_t length);
/// The same sum 16 bytes at a time with SSE2 on x86-64 (zlib's elsewhere).
uint32_t wr_adler32_vector(uint32_t adler, const uint8_t *bytes, size_t length);
uint32_t wr_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

/// zlib's CRC-32 of `bytes`, continuing `crc` (0 to start): a PNG chunk's check value.
uint32_t wr_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

/// The PNG file of an 8-bit RGBA image whose zlib stream (header, deflate data, Adler-32)
/// is `stream`. On success returns 0 and a malloc'ed buffer in `output` (free it with
/// wr_png_free); on failure returns 1 with libpng's message in `message`.
int wr_png_write_stream(uint32_t width, uint32_t height, const uint8_t *stream, size_t length,
                        uint8_t **output, size_t *output_length, char *message);

void wr_png_free(uint8_t *buffer);

#endif
