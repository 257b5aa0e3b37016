"""pyqtgraph peer (Qt offscreen platform): lines and scatter, one 800 x 600 PlotWidget.

As its users run it: `setDownsampling(auto=True, mode='peak')` and `setClipToView(True)` on
the plot, except for the Brownian cases whose x is unsorted (scatter, unsorted line): both
options assume sorted x and would drop points there, so they are off. A frame is the case's
change (`setData`, a range) then `QApplication.processEvents()` and `widget.grab()`, which
paints the whole widget (axes, curves) into a QPixmap of 800 x 600.
"""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pyqtgraph as pg  # noqa: E402

import suite_data  # noqa: E402
from suite_timing import measure  # noqa: E402

GREEN = (0, 255, 0)
_app = None


def versions():
    from pyqtgraph.Qt import QT_LIB, QtCore
    return {"pyqtgraph": pg.__version__, "Qt binding": f"{QT_LIB}", "Qt": QtCore.qVersion()}


def application():
    global _app
    if _app is None:
        _app = pg.mkQApp()
    return _app


def widget(sorted_x=True):
    """An 800 x 600 PlotWidget, shown offscreen."""
    application()
    view = pg.PlotWidget()
    view.resize(800, 600)
    plot = view.getPlotItem()
    if sorted_x:
        plot.setDownsampling(auto=True, mode="peak")
        plot.setClipToView(True)
    view.show()
    return view, plot


def fixed(plot, x_range, y_range):
    plot.disableAutoRange()
    plot.setXRange(*x_range, padding=0)
    plot.setYRange(*y_range, padding=0)


def line_series(size):
    data = suite_data.Lines(size.count)
    view, plot = widget()
    for y, color in zip(data.ys, data.colors):
        plot.plot(data.x, y, pen=pg.mkPen(tuple(int(c * 255) for c in color), width=2))
    fixed(plot, (0, size.count), data.zoom.range())
    return view, lambda: plot.setYRange(*data.zoom.step(), padding=0)


def brownian(size, line):
    data = suite_data.Brownian(size.count)
    view, plot = widget(sorted_x=False)
    if line:
        item = plot.plot(data.x, data.y, pen=pg.mkPen(GREEN, width=2))
    else:
        item = plot.plot(data.x, data.y, pen=None, symbol="o", symbolSize=5, symbolBrush=GREEN, symbolPen=None)
    fixed(plot, data.x_range, data.y_range)

    def step():
        data.step()
        item.setData(data.x, data.y)
    return view, step


def scatter(size):
    return brownian(size, line=False)


def unsorted_line(size):
    return brownian(size, line=True)


def sorted_point_line(size):
    data = suite_data.SortedY(size.count)
    view, plot = widget()
    item = plot.plot(data.x, data.y, pen=pg.mkPen(GREEN, width=2), symbol="o", symbolSize=10,
                     symbolBrush=(255, 255, 255), symbolPen=pg.mkPen(GREEN, width=1))
    fixed(plot, (0, size.count - 1), data.y_range)

    def step():
        data.step()
        item.setData(data.x, data.y)
    return view, step


def fifo(size):
    data = suite_data.Fifo(size.count, size.increment)
    view, plot = widget()
    items = [plot.plot(data.x, y, pen=pg.mkPen(pg.intColor(i, 5), width=1)) for i, y in enumerate(data.ys)]
    plot.enableAutoRange()

    def step():
        data.step()
        for item, y in zip(items, data.ys):
            item.setData(data.x, y)
    return view, step


def append(size):
    data = suite_data.Growing(size.count, size.increment)
    view, plot = widget()
    item = plot.plot(data.x, data.y, pen=pg.mkPen(GREEN, width=2))
    plot.enableAutoRange()

    def step():
        data.step()
        item.setData(data.x, data.y)
    return view, step


CASES = {"line_series": line_series, "scatter": scatter, "unsorted_line": unsorted_line,
         "sorted_point_line": sorted_point_line, "fifo": fifo, "append": append}


def build(case_key, size):
    view, step = CASES[case_key](size)
    app = application()
    app.processEvents()
    view.grab()

    def frame():
        step()
        app.processEvents()
        view.grab()
    frame.view = view
    return frame


def measure_size(case_key, size, seconds, setup_limit):
    frames = []

    def build_and_keep():
        frame = build(case_key, size)
        frames.append(frame)
        return frame
    row = measure(build_and_keep, seconds, setup_limit)
    for frame in frames:  # free the widget before the next size
        frame.view.close()
        frame.view.deleteLater()
    application().processEvents()
    return row


if __name__ == "__main__":
    import suite_cases
    print(versions(), measure_size("scatter", suite_cases.find_size("scatter", "1e4"), 0.5, 30))
