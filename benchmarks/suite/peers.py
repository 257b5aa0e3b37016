"""The peers: what each one draws for each case, and what a frame of it measures.

A case missing from a peer's `notes` is reported with the peer's reason from `missing`
("not supported" where the library has no such chart, "not run" where this suite leaves
the case out for the peer).
"""
from dataclasses import dataclass, field

MATPLOTLIB_NOTES = {
    "line_series": "N Line2D (ax.plot), lw 2 px; set_ylim + canvas.draw()",
    "scatter": "ax.plot(x, y, 'o', ms=5 px, no edge): Line2D markers (faster than ax.scatter); set_data + draw",
    "unsorted_line": "Line2D lw 2 px; set_data + draw",
    "sorted_point_line": "Line2D lw 2 px + Line2D 'o' markers 10 px white, green 1 px edge; set_data + draw",
    "columns": "PolyCollection of bar rectangles 0.8 wide (ax.bar's shapes without an artist a bar); set_ylim + draw",
    "candlesticks": "LineCollection wicks + PolyCollection bodies; set_ylim + draw",
    "fifo": "5 Line2D, buffers shifted, set_data, relim + autoscale_view + draw",
    "mountain": "ax.fill_between(x, y, 0); set_ylim + draw",
    "append": "Line2D grown, set_data, relim + autoscale_view + draw",
    "charts": "fig.subplots grid, an Axes a chart (line, 'o' markers, bar PolyCollection, fill_between); one draw",
}

PYQTGRAPH_NOTES = {
    "line_series": "N PlotDataItem lw 2, peak downsampling + clipToView; setYRange, processEvents + grab()",
    "scatter": "PlotDataItem symbol 'o' 5 px (downsampling/clip off: x unsorted); setData, processEvents + grab()",
    "unsorted_line": "PlotDataItem lw 2 (downsampling/clip off: x unsorted); setData, processEvents + grab()",
    "sorted_point_line": "PlotDataItem lw 2 + symbol 'o' 10 px, peak downsampling + clip; setData + grab()",
    "fifo": "5 PlotDataItem, peak downsampling + clip, autorange; setData + grab()",
    "append": "PlotDataItem lw 2, peak downsampling + clip, autorange; setData + grab()",
}

PLOTLY_GL_NOTES = {
    "line_series": "N scattergl lines w 2; relayout y range, then readPixels(1 px)",
    "scatter": "scattergl markers 5 px; in-place arrays, Plotly.react (datarevision), readPixels(1 px)",
    "unsorted_line": "scattergl line w 2; Plotly.react (datarevision), readPixels(1 px)",
    "sorted_point_line": "scattergl lines+markers (10 px white, green edge); Plotly.react, readPixels(1 px)",
    "fifo": "5 scattergl lines; Plotly.extendTraces(maxpoints), autorange, readPixels(1 px)",
    "mountain": "scattergl fill 'tozeroy'; relayout y range, readPixels(1 px)",
    "append": "scattergl line w 2; Plotly.extendTraces, autorange, readPixels(1 px)",
    "charts": "a div a chart: scattergl line/markers/fill, SVG bar; update each, readPixels(1 px) each",
}
PLOTLY_SVG_NOTES = {
    "line_series": "N SVG scatter lines w 2; relayout y range + layout read (offsetHeight)",
    "scatter": "SVG scatter markers 5 px; Plotly.react (datarevision) + offsetHeight",
    "unsorted_line": "SVG scatter line w 2; Plotly.react + offsetHeight",
    "sorted_point_line": "SVG lines+markers; Plotly.react + offsetHeight",
    "columns": "SVG bar trace; relayout y range + offsetHeight",
    "candlesticks": "SVG candlestick trace (no range slider); relayout y range + offsetHeight",
    "fifo": "5 SVG lines; Plotly.extendTraces(maxpoints), autorange + offsetHeight",
    "mountain": "SVG scatter fill 'tozeroy'; relayout y range + offsetHeight",
    "append": "SVG line w 2; Plotly.extendTraces, autorange + offsetHeight",
    "charts": "a div a chart, all SVG traces (line, markers, bar, fill); update each + offsetHeight",
}
# Layout is forced, the SVG's raster is not (it happens off the main thread, after the frame):
# the SVG figures leave out the pixels.
LWC_NOTES = {
    "line_series": "N line series w 2; autoscaleInfoProvider y range, takeScreenshot() (a sync paint) + 1 px read",
    "sorted_point_line": "line w 2, pointMarkersVisible r 5 (filled, not white); setData(all) + screenshot + 1 px read",
    "columns": "histogram series; autoscaleInfoProvider y range + screenshot + 1 px read",
    "candlesticks": "candlestick series; autoscaleInfoProvider y range + screenshot + 1 px read",
    "fifo": "5 line series; window spliced, setData(window), fitContent + screenshot + 1 px read",
    "mountain": "area series (fills to the pane bottom, not to 0); y range + screenshot + 1 px read",
    "append": "line series w 2; setData(all points), fitContent + screenshot + 1 px read",
}


@dataclass(frozen=True)
class Peer:
    key: str
    label: str
    module: str
    notes: dict
    missing: dict = field(default_factory=dict)
    default_missing: str = "not run"
    browser: bool = False
    packages: tuple = ()


PEERS = [
    Peer("matplotlib", "matplotlib Agg", "peers_matplotlib", MATPLOTLIB_NOTES, packages=("matplotlib", "numpy")),
    Peer("mplfinance", "mplfinance", "peers_mplfinance",
         {"candlesticks": "mpf.plot(type='candle', returnfig=True); price axes set_ylim + canvas.draw()"},
         default_missing="not run (candlesticks only)", packages=("mplfinance", "pandas")),
    Peer("datashader", "datashader", "peers_datashader",
         {"scatter": "points + tf.shade + tf.spread(px=2, circle) = 5 px dots, 800x600 image, no axes",
          "unsorted_line": "Canvas.line(line_width=2, antialiased) + tf.shade, 800x600 image, no axes"},
         default_missing="not run (dense scatter only)", packages=("datashader", "pandas", "numba")),
    Peer("pyqtgraph", "pyqtgraph", "peers_pyqtgraph", PYQTGRAPH_NOTES,
         default_missing="not run (lines and scatter only)", packages=("pyqtgraph", "PyQt6")),
    Peer("plotly-gl", "Plotly.js scattergl", "peers_browser", PLOTLY_GL_NOTES,
         {"columns": "not supported (no WebGL bar trace)", "candlesticks": "not supported (no WebGL candlestick)"},
         browser=True, packages=("plotly",)),
    Peer("plotly-svg", "Plotly.js SVG", "peers_browser", PLOTLY_SVG_NOTES, browser=True, packages=("plotly",)),
    Peer("lightweight-charts", "lightweight-charts", "peers_browser", LWC_NOTES,
         {"scatter": "not supported (no scatter series)",
          "unsorted_line": "not supported (time must be sorted and unique)",
          "charts": "not supported (no scatter series for its scatter charts)"},
         browser=True, packages=("lightweight-charts",)),
]

BY_KEY = {peer.key: peer for peer in PEERS}

# What each family needs from PyPI (besides numpy and matplotlib, which the smoke run needs).
PIP = {
    "matplotlib": ["numpy", "matplotlib"],
    "mplfinance": ["mplfinance", "pandas", "six"],  # mplfinance 0.12.10b0 imports six undeclared
    "datashader": ["datashader", "pandas"],
    "pyqtgraph": ["pyqtgraph", "PyQt6"],
    "plotly-gl": ["plotly", "websocket-client"],
    "plotly-svg": ["plotly", "websocket-client"],
    "lightweight-charts": ["lightweight-charts", "websocket-client"],
}


def status_for(peer, case_key):
    """None when the peer runs the case, else what the table says."""
    if case_key in peer.notes:
        return None
    return peer.missing.get(case_key, peer.default_missing)
