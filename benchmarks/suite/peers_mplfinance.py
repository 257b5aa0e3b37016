"""mplfinance peer: the candlestick case drawn by `mpf.plot(type='candle')` into an 8 x 6 in
figure at dpi 100 (800 x 600), with its default style. The index is one bar a minute (mplfinance
needs dates; bars are placed at 0, 1, 2... as without non-trading gaps). A frame is the y
range of the price axes (`set_ylim(0, 1 + frame/300)`) and `figure.canvas.draw()`.
"""
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import mplfinance as mpf  # noqa: E402
import pandas as pd  # noqa: E402

import suite_data  # noqa: E402
from suite_timing import measure  # noqa: E402


def versions():
    return {"mplfinance": mpf.__version__, "pandas": pd.__version__}


def build(case_key, size):
    data = suite_data.Candles(size.count)
    bars = pd.DataFrame({"Open": data.open, "High": data.high, "Low": data.low, "Close": data.close},
                        index=pd.date_range("2020-01-01", periods=size.count, freq="min"))
    plt.close("all")
    fig, axes = mpf.plot(bars, type="candle", returnfig=True, figsize=(8, 6), warn_too_much_data=size.count + 1)
    fig.set_dpi(100)
    price = axes[0]
    price.set_ylim(*data.zoom.range())
    fig.canvas.draw()

    def frame():
        price.set_ylim(*data.zoom.step())
        fig.canvas.draw()
    return frame


def measure_size(case_key, size, seconds, setup_limit):
    return measure(lambda: build(case_key, size), seconds, setup_limit)
