// See include/cjpeg.h. Every libjpeg call runs under a setjmp so a corrupt file returns
// an error instead of ending the process.

#include "cjpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct wr_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
};

static void wr_error_exit(j_common_ptr cinfo) {
    struct wr_error *err = (struct wr_error *)cinfo->err;
    char buffer[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, buffer);
    if (err->message) {
        strncpy(err->message, buffer, WR_JPEG_MESSAGE_LENGTH - 1);
        err->message[WR_JPEG_MESSAGE_LENGTH - 1] = 0;
    }
    longjmp(err->jump, 1);
}

static void wr_silence(j_common_ptr cinfo) { (void)cinfo; }

/// Error handling for one call: messages go to `message`, errors jump back to the caller's
/// setjmp (which must be in the caller's own frame, so it stays there).
static struct jpeg_error_mgr *wr_errors(struct wr_error *err, char *message) {
    struct jpeg_error_mgr *base = jpeg_std_error(&err->base);
    err->base.error_exit = wr_error_exit;
    err->base.output_message = wr_silence;
    err->message = message;
    return base;
}

int wr_jpeg_scaled_side(int side, int denominator) { return (side + denominator - 1) / denominator; }

int wr_jpeg_read_header(
    const unsigned char *data, size_t size, int *width, int *height, int *components, char *message) {
    struct jpeg_decompress_struct cinfo;
    struct wr_error err;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = wr_errors(&err, message);
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    *width = (int)cinfo.image_width;
    *height = (int)cinfo.image_height;
    *components = cinfo.num_components;
    jpeg_destroy_decompress(&cinfo);
    return 1;
}

int wr_jpeg_decode(
    const unsigned char *data, size_t size, int denominator, unsigned char *out, int out_width, int out_height,
    char *message) {
    struct jpeg_decompress_struct cinfo;
    struct wr_error err;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = wr_errors(&err, message);
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    /* Before libjpeg allocates anything for the image: a progressive file keeps every
       coefficient of the full-size image in memory (about 2 bytes per sample, even when
       decoded at 1/8), and any file makes libjpeg walk every block it claims, so both are
       bounded by the size the header claims; libjpeg's own allocator is capped too (it
       then fails with "backing store not supported" instead of growing). */
    double claimed = (double)cinfo.image_width * (double)cinfo.image_height;
    if (claimed > WR_JPEG_MAX_PIXELS || (cinfo.progressive_mode && claimed > WR_JPEG_MAX_PROGRESSIVE_PIXELS)) {
        snprintf(message, WR_JPEG_MESSAGE_LENGTH,
            "claims %ux%u pixels; JPEG images may have at most %d megapixels, progressive ones %d",
            cinfo.image_width, cinfo.image_height, WR_JPEG_MAX_PIXELS / 1000000,
            WR_JPEG_MAX_PROGRESSIVE_PIXELS / 1000000);
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    cinfo.mem->max_memory_to_use = WR_JPEG_MEMORY_LIMIT;
    if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        strncpy(message, "CMYK JPEG images are not supported (save it as RGB)", WR_JPEG_MESSAGE_LENGTH - 1);
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    cinfo.out_color_space = JCS_EXT_RGBA;
    cinfo.scale_num = 1;
    cinfo.scale_denom = (unsigned int)denominator;
    // The same decoding on every machine: the accurate integer transform, fancy
    // upsampling as libjpeg does by default, no dithering.
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.do_fancy_upsampling = TRUE;
    cinfo.dither_mode = JDITHER_NONE;
    cinfo.do_block_smoothing = FALSE;
    jpeg_start_decompress(&cinfo);
    if ((int)cinfo.output_width != out_width || (int)cinfo.output_height != out_height
        || cinfo.output_components != 4) {
        snprintf(message, WR_JPEG_MESSAGE_LENGTH, "unexpected decoded size %ux%u", cinfo.output_width,
            cinfo.output_height);
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + (size_t)cinfo.output_scanline * (size_t)out_width * 4;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    // A truncated or damaged file only warns (the rest comes out gray): refuse it.
    if (err.base.num_warnings > 0) {
        char buffer[JMSG_LENGTH_MAX];
        (*cinfo.err->format_message)((j_common_ptr)&cinfo, buffer);
        snprintf(message, WR_JPEG_MESSAGE_LENGTH, "%s", buffer);
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    jpeg_destroy_decompress(&cinfo);
    return 1;
}

int wr_jpeg_encode(
    const unsigned char *rgb, int width, int height, int quality, const unsigned char *exif, size_t exif_size,
    unsigned char **out, size_t *out_size, char *message) {
    struct jpeg_compress_struct cinfo;
    struct wr_error err;
    unsigned char *buffer = NULL;
    unsigned long length = 0;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = wr_errors(&err, message);
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return 0;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &buffer, &length);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    if (exif) jpeg_write_marker(&cinfo, JPEG_APP0 + 1, exif, (unsigned int)exif_size);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)cinfo.next_scanline * (size_t)width * 3);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out = buffer;
    *out_size = (size_t)length;
    return 1;
}

void wr_jpeg_free(unsigned char *buffer) { free(buffer); }
