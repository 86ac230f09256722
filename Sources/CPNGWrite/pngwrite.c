// See include/cpngwrite.h.

#include "cpngwrite.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

size_t wr_deflate_bound(size_t length) {
    // compressBound covers the zlib wrapper; a sync flush adds an empty stored block.
    return compressBound((uLong)length) + 16;
}

int wr_deflate_strip(const uint8_t *input, size_t length, int level, int last, uint8_t *output,
                     size_t capacity, size_t *written) {
    z_stream z;
    memset(&z, 0, sizeof z);
    // Memory level 7 (a hash table of 16K entries, not 32K): widgets' flat rows do not need
    // the larger table, and each strip clears it when it starts. Measured in 256 KiB strips,
    // whose window slid and rebased the whole table every 32 KiB: over every example's
    // families 10% less time for 0.2% more bytes (docs/speed.md). Strips are now cut short
    // enough never to slide (PNGStreamWriter.stripBytes).
    if (deflateInit2(&z, level, Z_DEFLATED, -15, 7, Z_DEFAULT_STRATEGY) != Z_OK) return 1;
    z.next_in = (Bytef *)input;
    z.avail_in = (uInt)length;
    z.next_out = output;
    z.avail_out = (uInt)capacity;
    int status = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH);
    int ok = last ? status == Z_STREAM_END : (status == Z_OK && z.avail_in == 0 && z.avail_out > 0);
    *written = capacity - z.avail_out;
    deflateEnd(&z);
    return ok ? 0 : 1;
}

uint32_t wr_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}

uint32_t wr_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    return (uint32_t)crc32_z(crc, bytes, length);
}

struct wr_buffer {
    uint8_t *bytes;
    size_t length, capacity;
    int failed;
};

static void wr_write(png_structp png, png_bytep data, png_size_t length) {
    struct wr_buffer *b = png_get_io_ptr(png);
    if (b->failed) return;
    if (b->length + length > b->capacity) {
        size_t capacity = (b->length + length) * 2;
        uint8_t *grown = realloc(b->bytes, capacity);
        if (!grown) {
            b->failed = 1;
            png_error(png, "out of memory");
        }
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, data, length);
    b->length += length;
}

static void wr_flush(png_structp png) { (void)png; }

static void wr_error(png_structp png, png_const_charp text) {
    char *message = png_get_error_ptr(png);
    if (message) {
        strncpy(message, text, WR_PNG_MESSAGE_LENGTH - 1);
        message[WR_PNG_MESSAGE_LENGTH - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void wr_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

int wr_png_write_stream(uint32_t width, uint32_t height, const uint8_t *stream, size_t length,
                        uint8_t **output, size_t *output_length, char *message) {
    // The buffer lives on the heap and this pointer never changes after setjmp: what
    // wr_write grows is inside it, so the error path frees the current bytes.
    struct wr_buffer *const buffer = calloc(1, sizeof(struct wr_buffer));
    if (!buffer) return 1;
    buffer->capacity = length + 1024;
    buffer->bytes = malloc(buffer->capacity);
    if (!buffer->bytes) {
        free(buffer);
        return 1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, wr_error, wr_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, &info);
        free(buffer->bytes);
        free(buffer);
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(buffer->bytes);
        free(buffer);
        return 1;
    }
    png_set_write_fn(png, buffer, wr_write, wr_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    // The image data as IDAT chunks of at most 1 MiB each, then the end.
    const size_t chunk = 1 << 20;
    for (size_t at = 0; at < length; at += chunk) {
        size_t n = length - at < chunk ? length - at : chunk;
        png_write_chunk(png, (png_const_bytep) "IDAT", stream + at, n);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    *output = buffer->bytes;
    *output_length = buffer->length;
    free(buffer);
    return 0;
}

void wr_png_free(uint8_t *buffer) { free(buffer); }
