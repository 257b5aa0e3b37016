#!/usr/bin/env python3
"""Side-by-side speed of this library and matplotlib, measured in one run.

Runs `scichart-demo bench --json` (release build), then draws the same line series with
matplotlib (Agg backend, default settings, 1600 x 900 pixels) and prints both figures and
their ratio. The series is the closed form of Sources/Gallery/BenchData.swift:

    y[i] = sin(i / 1600000) * 40 + sin(i / 90000) * 12 + ((i * 7919) % 1000) / 100

Usage: benchmarks/compare.py [--runs N]   (matplotlib and numpy are installed if missing)
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def ensure_matplotlib():
    try:
        import matplotlib  # noqa: F401
        import numpy  # noqa: F401
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "matplotlib", "numpy"])


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
    for _ in range(runs):
        figure = plt.figure(figsize=(16, 9), dpi=100)
        axes = figure.add_subplot()
        axes.plot(x, y, linewidth=1)
        start = time.perf_counter()
        figure.canvas.draw()
        samples.append((time.perf_counter() - start) * 1000)
        plt.close(figure)
    return statistics.median(samples)


def ours():
    subprocess.check_call(["swift", "build", "-c", "release", "--product", "scichart-demo"], cwd=ROOT,
                          stdout=subprocess.DEVNULL)
    output = subprocess.check_output([os.path.join(ROOT, ".build", "release", "scichart-demo"), "bench", "--json"],
                                     cwd=ROOT, text=True)
    return json.loads(output.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="matplotlib draws per size (median)")
    args = parser.parse_args()
    ensure_matplotlib()
    figures = ours()
    rows = []
    for label in ("1e6", "1e7"):
        count = int(float(label))
        peer = matplotlib_ms(count, args.runs)
        mine = figures[f"raster_{label}_ms"]
        rows.append((label, mine, peer, peer / mine))
    print(json.dumps(figures))
    print()
    print(f"{'points':>6}  {'scichart raster ms':>18}  {'matplotlib Agg ms':>17}  {'ratio':>7}")
    for label, mine, peer, ratio in rows:
        print(f"{label:>6}  {mine:18.1f}  {peer:17.1f}  {ratio:6.1f}x")
    print()
    print(f"frame_1e7 / read_1e7 = {figures['frame_1e7_ms'] / figures['read_1e7_ms']:.2f} (target at most 3)")
    print(f"raster_1e7_ms = {figures['raster_1e7_ms']:.1f} (target at most 40)")
    print(f"overlay_1e6_ms = {figures['overlay_1e6_ms']:.2f} (target at most 4)")
    print(f"bytes_per_point = {figures['bytes_per_point']:.3f} (target at most 16)")
    print(f"measure_drag_event_ms = {figures['measure_drag_event_ms']:.2f} (target at most 4)")


if __name__ == "__main__":
    main()
