// libjpeg(-turbo), for the JPEG variants of asset catalog image sets. libjpeg reports a fatal
// error by calling `error_exit`, which must not return: the decoder below jumps back out of the
// library with longjmp, which Swift cannot do, so the whole decode is this one C function.
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct scenekit_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void scenekit_jpeg_error_exit(j_common_ptr info) {
    struct scenekit_jpeg_error *error = (struct scenekit_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void scenekit_jpeg_output_message(j_common_ptr info) { (void)info; }

/// Decodes the JPEG in `data` (`size` bytes) to 8-bit RGBA (alpha 255), rows top to bottom, in
/// a buffer from malloc that the caller frees. Images wider or taller than `max_side` pixels, or
/// of more than `max_pixels`, are refused. Returns 0 and sets `*out`, `*width`, `*height`; else
/// returns 1 with `message` (of `message_size` bytes) saying why, and `*out` NULL.
static inline int scenekit_jpeg_decode(
    const unsigned char *data, unsigned long size, unsigned int max_side, unsigned long max_pixels,
    unsigned char **out, unsigned int *width, unsigned int *height, char *message, size_t message_size)
{
    struct jpeg_decompress_struct info;
    struct scenekit_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    *out = NULL;
    *width = 0;
    *height = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = scenekit_jpeg_error_exit;
    error.manager.output_message = scenekit_jpeg_output_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        snprintf(message, message_size, "%s", error.message);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > max_side || info.image_height > max_side
        || (unsigned long)info.image_width * info.image_height > max_pixels) {
        snprintf(message, message_size, "%ux%u pixels: each side must be 1...%u and the area at most %lu",
                 info.image_width, info.image_height, max_side, max_pixels);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    pixels = (unsigned char *)malloc(stride * info.output_height);
    if (pixels == NULL) {
        snprintf(message, message_size, "out of memory for %ux%u pixels", info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    *out = pixels;
    return 0;
}
