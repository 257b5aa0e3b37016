"""SciChart.js's published frames a second: CITED, not measured here.

From the README of SciChart's javascript-chart-performance-test-suite (the rerun of
2026-04-20): Windows, Chrome 144, Intel Core i9-14900HX, NVIDIA GeForce RTX 4090 Laptop GPU.
Its frame rate is paced by requestAnimationFrame, so it saturates near the display's 240 Hz.
Where the README gives only a range for a group of sizes, the cell is that range as text.
"""

SOURCE = ("SciChart.js, cited from the suite's README: i9-14900HX + RTX 4090, Chrome 144, "
          "rAF-paced (ceiling ~240 fps); not measured here")
HEADER = "SciChart.js GPU (cited, i9-14900HX + RTX 4090, not measured here)"

_RANGE_SCATTER = "237-239"
_RANGE_FLAT = "228-239"

FPS = {
    "line_series/100x100": 235.30, "line_series/500x500": 129.03, "line_series/1000x1000": 63.71,
    "line_series/2000x2000": 27.43, "line_series/4000x4000": 9.67, "line_series/8000x8000": 2.19,
    "scatter/1e3": _RANGE_SCATTER, "scatter/1e4": _RANGE_SCATTER, "scatter/5e4": _RANGE_SCATTER,
    "scatter/1e5": 239.37, "scatter/2e5": _RANGE_SCATTER, "scatter/5e5": 98.71, "scatter/1e6": 59.33,
    "scatter/5e6": 10.54, "scatter/1e7": 5.39,
    "unsorted_line/1e3": "~237", "unsorted_line/1e4": "~237", "unsorted_line/5e4": "~237",
    "unsorted_line/1e5": 236.76, "unsorted_line/2e5": 194.96, "unsorted_line/5e5": 89.43,
    "unsorted_line/1e6": 50.31, "unsorted_line/5e6": 9.39, "unsorted_line/1e7": 2.86,
    "sorted_point_line/1e6": 62.94, "sorted_point_line/1e7": 4.82,
    "columns/1e6": 238.79, "columns/1e7": 237.03,
    "candlesticks/1e6": 234.66, "candlesticks/1e7": 228.04,
    "mountain/1e6": 239.39, "mountain/1e7": 236.00,
    "fifo/5x100": 235.13, "fifo/5x1e4": 235.69, "fifo/5x1e5": 236.14, "fifo/5x1e6": 79.21,
    "fifo/5x5e6": 29.09, "fifo/5x1e7": 19.40,
    "append/1e3": 238.16, "append/1e4": 239.14, "append/1e5": 173.61, "append/1e6": 69.38,
    "append/1e7": 21.84,
    "charts/1": 155.75, "charts/2": 124.67, "charts/4": 103.76, "charts/8": 71.09, "charts/16": 42.75,
    "charts/32": 26.78, "charts/64": 12.46, "charts/128": 7.90,
}

# "Column, candlestick and mountain: ~228-239 at all sizes" in the README's smaller sizes.
for _case in ("columns", "candlesticks", "mountain"):
    for _size in ("1e3", "1e4", "5e4", "1e5", "2e5", "5e5", "5e6"):
        FPS.setdefault(f"{_case}/{_size}", _RANGE_FLAT)


def fps(key):
    """The cited figure for "case/size": a number, a range as text, or None."""
    return FPS.get(key)
