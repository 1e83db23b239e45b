"""The peer benchmark scene for Manim Community (Cairo renderer).

200 filled circles move in a straight line at constant speed across a 1920x1080 canvas in
1 s at 60 fps. It is the same scene, in pixels, as `MovingCircles` in
Sources/Benchmarks/PeerScene.swift: 20 columns x 10 rows, circle i in column i % 20 and row
i // 20, centre x from W*(0.03 + 0.44*col/19) to that plus W/2, centre y = H*(row + 0.5)/rows,
radius = 20 px at 1080 px height, colour PALETTE[i % 8], background #1A1A1A, no stroke.

Command-line use (what `make bench-peers` times end to end):
    manim render --renderer cairo --format png-sequence -r 1920,1080 --fps 60 \
        --disable_caching circles.py MovingCircles
"""

from manim import BLACK, Circle, Scene, config, linear

PALETTE = ["#E6194B", "#3CB44B", "#FFE119", "#4363D8", "#F58231", "#911EB4", "#46F0F0", "#F032E6"]
BACKGROUND = "#1A1A1A"
COUNT = 200
COLUMNS = 20
DURATION = 1.0


def layout(width, height, count=COUNT):
    """(x0, x1, y, radius) in pixels for every circle, as in PeerScene.swift."""
    rows = (count + COLUMNS - 1) // COLUMNS
    radius = min(width, height) * 20.0 / 1080.0
    out = []
    for i in range(count):
        col, row = i % COLUMNS, i // COLUMNS
        x0 = width * (0.03 + 0.44 * col / (COLUMNS - 1))
        out.append((x0, x0 + width * 0.5, height * (row + 0.5) / rows, radius))
    return out


class MovingCircles(Scene):
    def construct(self):
        self.camera.background_color = BACKGROUND
        width, height = config.pixel_width, config.pixel_height
        # Manim's frame is frame_height units tall, centred on the origin, y up.
        unit = height / config.frame_height
        circles, shifts = [], []
        for i, (x0, x1, y, r) in enumerate(layout(width, height)):
            c = Circle(radius=r / unit, color=PALETTE[i % len(PALETTE)], fill_opacity=1, stroke_width=0)
            c.move_to([(x0 - width / 2) / unit, (height / 2 - y) / unit, 0])
            circles.append(c)
            shifts.append((x1 - x0) / unit)
        self.add(*circles)
        self.play(*[c.animate.shift([dx, 0, 0]) for c, dx in zip(circles, shifts)],
                  run_time=DURATION, rate_func=linear)
