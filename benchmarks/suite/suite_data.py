"""The suite's data in numpy, for the Python peers: the same formulas as the bench.

Each model holds its arrays and a `step()` that makes one frame's change in place (or returns
what a frame appends). Random numbers come from numpy's seeded generator; the bench uses its
own generators, so values differ while the distributions are the same. The append case's walk
uses numpy too (the bench's xorshift32 is sequential and would cost Python more than the chart).
"""
import numpy as np


class Brownian:
    """Scatter and unsorted line: x = round(U*100) + (U-0.5), y = round(U*50) + (U-0.5);
    each frame every point steps by U-0.5 in x and in y, and all points are sent again."""

    x_range = (-10.0, 110.0)
    y_range = (-10.0, 60.0)

    def __init__(self, count, seed=2):
        self.rng = np.random.default_rng(seed)
        self.x = np.round(self.rng.random(count) * 100) + (self.rng.random(count) - 0.5)
        self.y = np.round(self.rng.random(count) * 50) + (self.rng.random(count) - 0.5)

    def step(self):
        self.x += self.rng.random(self.x.size) - 0.5
        self.y += self.rng.random(self.y.size) - 0.5


class SortedY:
    """Sorted point-line: x = i, y = round(U*50) + (U-0.5), each frame y += U-0.5."""

    y_range = (-10.0, 60.0)

    def __init__(self, count, seed=4):
        self.rng = np.random.default_rng(seed)
        self.x = np.arange(count, dtype=np.float64)
        self.y = np.round(self.rng.random(count) * 50) + (self.rng.random(count) - 0.5)

    def step(self):
        self.y += self.rng.random(self.y.size) - 0.5


def walk(rng, count, start=0.0):
    """A random walk y += U*10 - 5 from `start` (the first value is already one step)."""
    return start + np.cumsum(rng.random(count) * 10 - 5)


class Zoom:
    """Static data whose y range widens each frame by `delta` on each side (or only the top)."""

    def __init__(self, low, high, delta, keep_low=False):
        self.low, self.high, self.delta, self.keep_low = low, high, delta, keep_low
        self.frame = 0

    @classmethod
    def of_data(cls, y):
        """Columns and mountain: from the data's range, delta = max(|min|, |max|) / 300."""
        low, high = float(y.min()), float(y.max())
        return cls(low, high, max(abs(low), abs(high)) / 300)

    def step(self):
        self.frame += 1
        return self.range()

    def range(self):
        grow = self.delta * self.frame
        return (self.low if self.keep_low else self.low - grow), self.high + grow


class Walk:
    """Columns and mountain: x = i, y a random walk from 0; static; the y range zooms out."""

    def __init__(self, count, seed=5):
        rng = np.random.default_rng(seed)
        self.x = np.arange(count, dtype=np.float64)
        self.y = walk(rng, count)
        self.zoom = Zoom.of_data(self.y)


class Lines:
    """N line series of N points: random walks, random colours; x [0, N]; y [-300, 300]
    widening by 1 on each side a frame."""

    def __init__(self, count, seed=8):
        rng = np.random.default_rng(seed)
        self.x = np.arange(count, dtype=np.float64)
        self.ys = [walk(rng, count) for _ in range(count)]
        self.colors = [tuple(rng.random(3)) for _ in range(count)]
        self.zoom = Zoom(-300.0, 300.0, 1.0)


class Candles:
    """x = i; open, close, v1, v2 uniform; high the largest of the four, low the smallest;
    static; y range [0, 1 + frame/300]."""

    def __init__(self, count, seed=7):
        rng = np.random.default_rng(seed)
        values = rng.random((4, count))
        self.x = np.arange(count, dtype=np.float64)
        self.open, self.close = values[0], values[1]
        self.high, self.low = values.max(axis=0), values.min(axis=0)
        self.zoom = Zoom(0.0, 1.0, 1.0 / 300, keep_low=True)


class Fifo:
    """Five series sharing x with `capacity` points each; series i: y = U + 2i; each frame
    `increment` points are appended to each and as many of the oldest dropped."""

    series = 5

    def __init__(self, capacity, increment, seed=9):
        self.rng = np.random.default_rng(seed)
        self.capacity, self.increment = capacity, increment
        self.x = np.arange(capacity, dtype=np.float64)
        self.ys = [self.rng.random(capacity) + 2 * i for i in range(self.series)]
        self.next = capacity

    def step(self):
        """Shift the buffers left by `increment` and write the new points at the end."""
        keep = self.capacity - self.increment  # the suite's increments never pass the capacity
        fresh = np.arange(self.next, self.next + self.increment, dtype=np.float64)
        self.x[:keep] = self.x[self.increment:]
        self.x[keep:] = fresh
        for i, y in enumerate(self.ys):
            y[:keep] = y[self.increment:]
            y[keep:] = self.rng.random(self.increment) + 2 * i
        self.next += self.increment


class Growing:
    """Append: one line of `count` points, `increment` more each frame, nothing dropped.

    The arrays grow by doubling; `x`/`y` are views of the points so far."""

    def __init__(self, count, increment, seed=1):
        self.rng = np.random.default_rng(seed)
        self.increment = increment
        self._x = np.arange(max(count * 4, 1024), dtype=np.float64)
        self._y = np.empty_like(self._x)
        self._y[:count] = walk(self.rng, count)
        self.size = count

    @property
    def x(self):
        return self._x[:self.size]

    @property
    def y(self):
        return self._y[:self.size]

    def step(self):
        end = self.size + self.increment
        if end > self._x.size:
            grown = max(end, self._x.size * 2)
            self._x = np.arange(grown, dtype=np.float64)
            y = np.empty(grown)
            y[:self.size] = self._y[:self.size]
            self._y = y
        last = self._y[self.size - 1] if self.size else 0.0
        self._y[self.size:end] = walk(self.rng, self.increment, last)
        self.size = end
