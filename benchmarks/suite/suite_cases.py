"""The suite's cases and sizes, as the Swift bench (`scichart-bench suite`) names them.

Each size carries what its case reads: `count` points per series (or series and points for
N line series, capacity for FIFO), `increment` points appended a frame, `charts` charts.
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Size:
    label: str
    points: int          # points on screen, as the bench's JSON "points"
    count: int           # points per series (N for "N line series N points")
    increment: int = 0   # appended a frame (FIFO, append, charts)
    charts: int = 1


@dataclass(frozen=True)
class Case:
    key: str
    title: str
    sizes: list = field(default_factory=list)


def label(count):
    """1000 -> "1e3", 50000 -> "5e4", 100 -> "100": the suite's way of naming sizes."""
    mantissa, exponent = count, 0
    while mantissa >= 10 and mantissa % 10 == 0:
        mantissa //= 10
        exponent += 1
    return f"{mantissa}e{exponent}" if exponent >= 3 else str(count)


POINT_SIZES = [1_000, 10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000, 10_000_000]


def _points():
    return [Size(label(n), n, n) for n in POINT_SIZES]


CASES = [
    Case("line_series", "N line series M points",
         [Size(f"{n}x{n}", n * n, n) for n in (100, 200, 500, 1000, 2000, 4000, 8000)]),
    Case("scatter", "Brownian Motion Scatter Series", _points()),
    Case("unsorted_line", "Line series which is unsorted in x", _points()),
    Case("sorted_point_line", "Point series, sorted, updating y-values", _points()),
    Case("columns", "Column chart with data ascending in X", _points()),
    Case("candlesticks", "Candlestick series test", _points()),
    Case("fifo", "FIFO / ECG Chart Performance Test",
         [Size(f"5x{label(n)}", 5 * n, n, inc) for n, inc in
          ((100, 100), (10_000, 1_000), (100_000, 10_000), (1_000_000, 100_000), (5_000_000, 250_000),
           (10_000_000, 250_000))]),
    Case("mountain", "Mountain Chart Performance Test", _points()),
    Case("append", "Series Compression Test",
         [Size(label(n), n, n, n // 10) for n in (1_000, 10_000, 100_000, 1_000_000, 10_000_000)]),
    Case("charts", "Multi Chart Performance Test",
         [Size(str(c), c * 100_000, 100_000, 10_000, c) for c in (1, 2, 4, 8, 16, 32, 64, 128)]),
]

BY_KEY = {case.key: case for case in CASES}

# The smoke run's limit, the same as the bench's `--smoke`.
SMOKE_MAX_POINTS = 10_000
SMOKE_SECONDS = 0.3


def grid(charts):
    """Columns and rows of the suite's grid of `charts` charts: 1x1, 2x1, 2x2, 4x2 ... 16x8."""
    columns = rows = 1
    while columns * rows < charts:
        if columns > rows:
            rows *= 2
        else:
            columns *= 2
    return columns, rows


def chart_kind(index, charts):
    """What chart `index` of the many-charts case draws."""
    if charts == 1:
        return "append"
    return ("append", "scatter", "columns", "mountain")[index % 4]


def find_size(case_key, size_label):
    for size in BY_KEY[case_key].sizes:
        if size.label == size_label:
            return size
    raise KeyError(f"{case_key} has no size {size_label}")
