"""matplotlib (Agg) peer: every case, in one 8 x 6 in figure at dpi 100 (800 x 600 pixels).

A frame is the case's data change on the artists plus `figure.canvas.draw()` (Agg renders the
whole figure into its buffer). Sizes are in pixels converted to points (1 px = 0.72 pt at dpi
100). `agg.path.chunksize` is 10,000, as matplotlib's docs advise for long lines (without it
Agg refuses lines of a few million points); everything else is matplotlib's default.
"""
import matplotlib

matplotlib.use("Agg")
import numpy as np  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.collections import LineCollection, PolyCollection  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

import suite_cases  # noqa: E402
import suite_data  # noqa: E402
from suite_timing import measure  # noqa: E402

PX = 72 / 100  # points in a pixel at dpi 100
GREEN = "#00ff00"
matplotlib.rcParams["agg.path.chunksize"] = 10_000


def versions():
    return {"matplotlib": matplotlib.__version__, "numpy": np.__version__}


def figure(rows=1, columns=1):
    """An 800 x 600 Agg figure and its axes, row by row."""
    fig = Figure(figsize=(8, 6), dpi=100)
    FigureCanvasAgg(fig)
    axes = fig.subplots(rows, columns, squeeze=False).ravel()
    return fig, list(axes)


def zooming(ax, zoom):
    """A step that widens the y range the way the case says."""
    ax.set_ylim(*zoom.range())

    def step():
        ax.set_ylim(*zoom.step())
    return step


def line_series(ax, size):
    data = suite_data.Lines(size.count)
    for y, color in zip(data.ys, data.colors):
        ax.plot(data.x, y, color=color, lw=2 * PX)
    ax.set_xlim(0, size.count)
    return zooming(ax, data.zoom)


def brownian(ax, size, line, seed=2):
    """Scatter (markers) or unsorted line on the Brownian data, fixed axes."""
    data = suite_data.Brownian(size.count, seed)
    if line:
        (artist,) = ax.plot(data.x, data.y, color=GREEN, lw=2 * PX)
    else:
        (artist,) = ax.plot(data.x, data.y, "o", ls="", ms=5 * PX, mew=0, color=GREEN)
    ax.set_xlim(*data.x_range)
    ax.set_ylim(*data.y_range)

    def step():
        data.step()
        artist.set_data(data.x, data.y)
    return step


def scatter(ax, size, seed=2):
    return brownian(ax, size, line=False, seed=seed)


def unsorted_line(ax, size):
    return brownian(ax, size, line=True, seed=3)


def sorted_point_line(ax, size):
    data = suite_data.SortedY(size.count)
    (line,) = ax.plot(data.x, data.y, color=GREEN, lw=2 * PX)
    (points,) = ax.plot(data.x, data.y, "o", ls="", ms=10 * PX, mfc="white", mec=GREEN, mew=PX)
    ax.set_xlim(0, size.count - 1)
    ax.set_ylim(*data.y_range)

    def step():
        data.step()
        line.set_data(data.x, data.y)
        points.set_data(data.x, data.y)
    return step


def rectangles(x, low, high, width=0.8):
    """(N, 4, 2) corners of bars from `low` to `high` centred on x."""
    left, right = x - width / 2, x + width / 2
    return np.stack([np.stack([left, low], 1), np.stack([left, high], 1),
                     np.stack([right, high], 1), np.stack([right, low], 1)], 1)


def columns(ax, size):
    data = suite_data.Walk(size.count, seed=5)
    bars = PolyCollection(rectangles(data.x, np.zeros_like(data.y), data.y), facecolors="C0", edgecolors="none")
    ax.add_collection(bars)
    ax.set_xlim(-0.5, size.count - 0.5)
    return zooming(ax, data.zoom)


def candlesticks(ax, size):
    data = suite_data.Candles(size.count)
    rising = data.close >= data.open
    colors = np.where(rising[:, None], np.array([[0.15, 0.65, 0.6, 1]]), np.array([[0.94, 0.33, 0.31, 1]]))
    wicks = np.stack([np.stack([data.x, data.low], 1), np.stack([data.x, data.high], 1)], 1)
    ax.add_collection(LineCollection(wicks, colors=colors, linewidths=PX))
    bodies = rectangles(data.x, np.minimum(data.open, data.close), np.maximum(data.open, data.close), 0.6)
    ax.add_collection(PolyCollection(bodies, facecolors=colors, edgecolors="none"))
    ax.set_xlim(-0.5, size.count - 0.5)
    return zooming(ax, data.zoom)


def fifo(ax, size):
    data = suite_data.Fifo(size.count, size.increment)
    artists = [ax.plot(data.x, y, lw=PX)[0] for y in data.ys]

    def step():
        data.step()
        for artist, y in zip(artists, data.ys):
            artist.set_data(data.x, y)
        ax.relim()
        ax.autoscale_view()
    return step


def mountain(ax, size):
    data = suite_data.Walk(size.count, seed=6)
    ax.fill_between(data.x, data.y, 0, color="C0", lw=0)
    ax.set_xlim(0, size.count - 1)
    return zooming(ax, data.zoom)


def append(ax, size):
    data = suite_data.Growing(size.count, size.increment)
    (line,) = ax.plot(data.x, data.y, color=GREEN, lw=2 * PX)

    def step():
        data.step()
        line.set_data(data.x, data.y)
        ax.relim()
        ax.autoscale_view()
    return step


CHARTS = {"append": append, "scatter": scatter, "columns": columns, "mountain": mountain}


def build(case_key, size):
    """The case's figure drawn once; returns the frame: the change and canvas.draw()."""
    if case_key == "charts":
        cols, rows = suite_cases.grid(size.charts)
        fig, axes = figure(rows, cols)
        one = suite_cases.Size(str(size.count), size.count, size.count, size.increment)
        steps = [CHARTS[suite_cases.chart_kind(i, size.charts)](ax, one) for i, ax in enumerate(axes)]
    else:
        fig, (ax,) = figure()
        steps = [globals()[case_key](ax, size)]
    fig.canvas.draw()

    def frame():
        for step in steps:
            step()
        fig.canvas.draw()
    return frame


def measure_size(case_key, size, seconds, setup_limit):
    return measure(lambda: build(case_key, size), seconds, setup_limit)
