#!/usr/bin/env python3
"""Side-by-side speed of this library and matplotlib, measured in one run.

Runs `scichart-bench --json` (release build), then draws the same charts in Python
and prints both figures and their ratio:

- the bench's line series with matplotlib (Agg backend, default settings, 1600 x 900
  pixels), the closed form of Sources/Gallery/BenchData.swift:

    y[i] = sin(i / 1600000) * 40 + sin(i / 90000) * 12 + ((i * 7919) % 1000) / 100

- SPY daily candles (Sources/MarketData) with 50- and 200-day moving averages, a title
  and a y-axis title, at 1600 x 900, written to a PNG file with mplfinance, against the
  bench's `spy_png_ms` (the same chart, from the bars to the PNG file).

Every side is warm: one untimed draw first, so font caches are not counted.

Usage: benchmarks/compare.py [--runs N]   (matplotlib, numpy and mplfinance are installed
if missing)
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPY_CSV = os.path.join(ROOT, "Sources", "MarketData", "Resources", "yahoofinance-SPY-20080101-20180101.csv")


def ensure_packages():
    try:
        import matplotlib  # noqa: F401
        import mplfinance  # noqa: F401
        import numpy  # noqa: F401
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "matplotlib", "numpy",
                               "mplfinance"])


def series(count):
    import numpy as np

    index = np.arange(count, dtype=np.int64)
    x = index.astype(np.float64)
    y = np.sin(x / 1600000) * 40 + np.sin(x / 90000) * 12 + ((index * 7919) % 1000) / 100
    return x, y


def matplotlib_ms(count, runs):
    """Median milliseconds of drawing a figure with one line of `count` points."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    x, y = series(count)
    samples = []
    # The first draw is untimed: it fills matplotlib's font caches.
    for run in range(runs + 1):
        figure = plt.figure(figsize=(16, 9), dpi=100)
        axes = figure.add_subplot()
        axes.plot(x, y, linewidth=1)
        start = time.perf_counter()
        figure.canvas.draw()
        elapsed = (time.perf_counter() - start) * 1000
        plt.close(figure)
        if run > 0:
            samples.append(elapsed)
    return statistics.median(samples)


def mplfinance_spy_ms(runs):
    """Median milliseconds of SPY daily candles with SMA 50 and 200, 1600 x 900, to a PNG file."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import mplfinance as mpf
    import pandas as pd

    bars = pd.read_csv(SPY_CSV, index_col="Date", parse_dates=True)
    samples = []
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "spy.png")
        # The first run is untimed: it fills matplotlib's font caches.
        for run in range(runs + 1):
            start = time.perf_counter()
            mpf.plot(bars, type="candle", mav=(50, 200), figsize=(16, 9),
                     title="SPY daily with 50- and 200-day moving averages", ylabel="Price (USD)",
                     warn_too_much_data=len(bars) + 1, savefig=dict(fname=path, dpi=100))
            elapsed = (time.perf_counter() - start) * 1000
            plt.close("all")
            if run > 0:
                samples.append(elapsed)
    return statistics.median(samples)


def ours():
    subprocess.check_call(["swift", "build", "-c", "release", "--product", "scichart-bench"], cwd=ROOT,
                          stdout=subprocess.DEVNULL)
    output = subprocess.check_output([os.path.join(ROOT, ".build", "release", "scichart-bench"), "--json"],
                                     cwd=ROOT, text=True)
    return json.loads(output.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed Python draws per chart (median)")
    args = parser.parse_args()
    ensure_packages()
    figures = ours()
    rows = []
    for label in ("1e6", "1e7"):
        count = int(float(label))
        peer = matplotlib_ms(count, args.runs)
        mine = figures[f"raster_{label}_ms"]
        rows.append((f"line {label}", mine, "matplotlib Agg", peer))
    rows.append(("SPY to PNG", figures["spy_png_ms"], "mplfinance", mplfinance_spy_ms(max(args.runs, 5))))
    print(json.dumps(figures))
    print()
    print(f"{'chart':>10}  {'scichart ms':>11}  {'peer':>14}  {'peer ms':>8}  {'ratio':>7}")
    for label, mine, name, peer in rows:
        print(f"{label:>10}  {mine:11.1f}  {name:>14}  {peer:8.1f}  {peer / mine:6.1f}x")
    print()
    print(f"spy_png_ms = {figures['spy_png_ms']:.1f}: mplfinance / spy_png = {rows[-1][3] / rows[-1][1]:.1f}"
          " (target at least 7)")
    print(f"frame_1e7 / read_1e7 = {figures['frame_1e7_ms'] / figures['read_1e7_ms']:.2f} (target at most 3)")
    print(f"raster_1e7_ms = {figures['raster_1e7_ms']:.1f} (target at most 40)")
    print(f"overlay_1e6_ms = {figures['overlay_1e6_ms']:.2f} (target at most 4)")
    print(f"bytes_per_point = {figures['bytes_per_point']:.3f} (target at most 16)")
    print(f"measure_drag_event_ms = {figures['measure_drag_event_ms']:.2f} (target at most 4)")


if __name__ == "__main__":
    main()
