/* Baseline for the render benchmark: the same 1,000 spring-driven circles drawn with Cairo
 * calls directly, one frame after another.
 *
 *   circles png  FRAMES OUTDIR   draw each frame and write it with cairo_surface_write_to_png
 *   circles draw FRAMES          draw only
 *
 * Prints "frames N seconds S fps F". Scene: 1920x1080 white canvas; circle i (diameter 36)
 * moves from (x0, y0) to (x1, y1), both from the LCG below, along the step response of a spring
 * with duration 1.2 s and bounce 0.3 (stiffness (2pi/d)^2, damping 4pi(1-b)/d), at t = k / 60. */
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define COUNT 1000
#define WIDTH 1920
#define HEIGHT 1080
#define DIAMETER 36.0

static uint32_t lcg_state = 12345u;
static uint32_t next(void) {
    lcg_state = lcg_state * 1664525u + 1013904223u;
    return lcg_state >> 8;
}

static const unsigned char palette[6][3] = {
    {255, 59, 48}, {255, 149, 0}, {52, 199, 89}, {0, 122, 255}, {88, 86, 214}, {255, 45, 85}};

/* Fraction of the way travelled at time t (underdamped closed form, initial velocity 0). */
static double spring_progress(double t) {
    const double duration = 1.2, bounce = 0.3;
    const double w0 = 2 * M_PI / duration, zeta = 1 - bounce;
    const double lambda = zeta * w0, wd = w0 * sqrt(1 - zeta * zeta);
    return 1 - exp(-lambda * t) * (cos(wd * t) + lambda / wd * sin(wd * t));
}

int main(int argc, char **argv) {
    if (argc < 3 || (strcmp(argv[1], "png") != 0 && strcmp(argv[1], "draw") != 0) ||
        (strcmp(argv[1], "png") == 0 && argc < 4)) {
        fprintf(stderr, "usage: circles png FRAMES OUTDIR | circles draw FRAMES\n");
        return 2;
    }
    int write_png = strcmp(argv[1], "png") == 0;
    int frames = atoi(argv[2]);
    if (frames < 1) { fprintf(stderr, "circles: FRAMES must be >= 1\n"); return 2; }
    double x0[COUNT], y0[COUNT], x1[COUNT], y1[COUNT];
    int colour[COUNT];
    for (int i = 0; i < COUNT; i++) {
        x0[i] = next() % 1884; y0[i] = next() % 1044;
        x1[i] = next() % 1884; y1[i] = next() % 1044;
        colour[i] = i % 6;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    char path[4096];
    for (int k = 0; k < frames; k++) {
        double s = spring_progress(k / 60.0);
        cairo_t *cr = cairo_create(surface);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        for (int i = 0; i < COUNT; i++) {
            double x = x0[i] + (x1[i] - x0[i]) * s, y = y0[i] + (y1[i] - y0[i]) * s;
            const unsigned char *c = palette[colour[i]];
            cairo_set_source_rgb(cr, c[0] / 255.0, c[1] / 255.0, c[2] / 255.0);
            cairo_new_path(cr);
            cairo_arc(cr, x + DIAMETER / 2, y + DIAMETER / 2, DIAMETER / 2, 0, 2 * M_PI);
            cairo_fill(cr);
        }
        cairo_destroy(cr);
        if (write_png) {
            snprintf(path, sizeof path, "%s/frame_%06d.png", argv[3], k);
            if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) {
                fprintf(stderr, "circles: cannot write %s\n", path);
                return 1;
            }
        } else {
            cairo_surface_flush(surface);
        }
    }
    cairo_surface_destroy(surface);
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("frames %d seconds %.4f fps %.2f\n", frames, seconds, frames / seconds);
    return 0;
}
