"""datashader peer: dense scatter (and the unsorted line) rasterised to an 800 x 600 image.

A frame is the Brownian step, a pandas DataFrame over the arrays (no copy),
`Canvas(plot_width=800, plot_height=600, x_range=(-10, 110), y_range=(-10, 60))`'s
aggregation and `tf.shade` (green, its default eq_hist). Scatter adds `tf.spread(px=2,
shape='circle')`, which grows each point into a 5 px disc as the suite's markers; the line
is `Canvas.line(..., line_width=2)` (antialiased). No axes: datashader draws none. Numba's
compilation is done before any size is timed.
"""
import datashader as ds
import datashader.transfer_functions as tf
import pandas as pd

import suite_data
from suite_timing import measure

GREEN = "#00ff00"


def versions():
    import numba
    return {"datashader": ds.__version__, "pandas": pd.__version__, "numba": numba.__version__}


def canvas():
    return ds.Canvas(plot_width=800, plot_height=600, x_range=suite_data.Brownian.x_range,
                     y_range=suite_data.Brownian.y_range)


def draw(cvs, data, line):
    frame = pd.DataFrame({"x": data.x, "y": data.y}, copy=False)
    if line:
        return tf.shade(cvs.line(frame, "x", "y", line_width=2), cmap=[GREEN])
    return tf.spread(tf.shade(cvs.points(frame, "x", "y"), cmap=[GREEN]), px=2, shape="circle")


def build(case_key, size):
    line = case_key == "unsorted_line"
    data = suite_data.Brownian(size.count, seed=3 if line else 2)
    cvs = canvas()
    draw(cvs, data, line)

    def frame():
        data.step()
        draw(cvs, data, line)
    return frame


def warm(case_key):
    """Compiles datashader's numba kernels on a few points, untimed."""
    build(case_key, type("Size", (), {"count": 100})())()


def measure_size(case_key, size, seconds, setup_limit):
    return measure(lambda: build(case_key, size), seconds, setup_limit)


if __name__ == "__main__":
    import time
    import suite_cases
    start = time.perf_counter()
    warm("scatter")
    warm("unsorted_line")
    print("numba warm-up", round(time.perf_counter() - start, 1), "s", versions())
    for case in ("scatter", "unsorted_line"):
        print(case, measure_size(case, suite_cases.find_size(case, "1e5"), 1, 30))
