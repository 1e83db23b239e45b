// PNG's Sub filter (PNG specification §9.2, filter type 1) of an opaque row of Cairo's ARGB32
// pixels, packed to RGB: the vector instructions Swift cannot choose at run time (SSSE3's and
// AVX2's byte shuffles), for `IgzipPNGEncoder.filterRow`. Each function writes the filter byte
// (1), then for each pixel its red, green and blue minus those of the pixel to its left
// (0 left of the first), modulo 256; it may write up to 4 bytes past the row's 1 + 3 × width
// bytes. `IgzipPNGEncoder.processorFeatures` picks the widest one the processor has.
#include <stdint.h>

#if defined(__x86_64__)
#include <immintrin.h>

/// The row's first pixel and any pixels from `x` on, one at a time.
static inline void scenekit_sub_filter_rgb_tail(const uint32_t *src, long x, long width, uint8_t *rgb) {
    for (; x < width; x++) {
        uint32_t p = src[x], q = x > 0 ? src[x - 1] : 0;
        rgb[3 * x] = (uint8_t)((p >> 16) - (q >> 16));
        rgb[3 * x + 1] = (uint8_t)((p >> 8) - (q >> 8));
        rgb[3 * x + 2] = (uint8_t)(p - q);
    }
}

/// Four pixels at a time: 16 bytes minus the 16 bytes one pixel to the left, shuffled to R G B.
__attribute__((target("ssse3")))
static inline void scenekit_sub_filter_rgb_ssse3(const uint32_t *src, long width, uint8_t *out) {
    out[0] = 1;
    uint8_t *rgb = out + 1;
    if (width <= 0) return;
    scenekit_sub_filter_rgb_tail(src, 0, 1, rgb);
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    long x = 1;
    for (; x + 4 <= width; x += 4) {
        __m128i a = _mm_loadu_si128((const __m128i *)(src + x));
        __m128i b = _mm_loadu_si128((const __m128i *)(src + x - 1));
        _mm_storeu_si128((__m128i *)(rgb + 3 * x), _mm_shuffle_epi8(_mm_sub_epi8(a, b), order));
    }
    scenekit_sub_filter_rgb_tail(src, x, width, rgb);
}

/// Eight pixels at a time, as `scenekit_sub_filter_rgb_ssse3` with 32-byte vectors.
__attribute__((target("avx2")))
static inline void scenekit_sub_filter_rgb_avx2(const uint32_t *src, long width, uint8_t *out) {
    out[0] = 1;
    uint8_t *rgb = out + 1;
    if (width <= 0) return;
    scenekit_sub_filter_rgb_tail(src, 0, 1, rgb);
    const __m256i order = _mm256_setr_epi8(
        2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
        2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    long x = 1;
    for (; x + 8 <= width; x += 8) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(src + x));
        __m256i b = _mm256_loadu_si256((const __m256i *)(src + x - 1));
        __m256i d = _mm256_shuffle_epi8(_mm256_sub_epi8(a, b), order);
        _mm_storeu_si128((__m128i *)(rgb + 3 * x), _mm256_castsi256_si128(d));
        _mm_storeu_si128((__m128i *)(rgb + 3 * x + 12), _mm256_extracti128_si256(d, 1));
    }
    scenekit_sub_filter_rgb_tail(src, x, width, rgb);
}

/// 1: these functions exist (an x86-64 build).
static inline int scenekit_sub_filter_rgb_available(void) { return 1; }
#else
static inline int scenekit_sub_filter_rgb_available(void) { return 0; }
static inline void scenekit_sub_filter_rgb_ssse3(const uint32_t *src, long width, uint8_t *out) { (void)src; (void)width; (void)out; }
static inline void scenekit_sub_filter_rgb_avx2(const uint32_t *src, long width, uint8_t *out) { (void)src; (void)width; (void)out; }
#endif
