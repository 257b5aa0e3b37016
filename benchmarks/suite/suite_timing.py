"""The frame loop every Python peer is timed with, the same as the bench's.

`build()` makes the charts and draws them once (its time is `setup_ms`); it returns `frame()`,
which makes one frame's change and draws everything. Two more frames are drawn untimed (the
suite waits for its first frames, and caches fill), then frames are drawn for `seconds`:
fps = frames / elapsed, ms_per_frame = the median frame.
"""
import statistics
import time


def measure(build, seconds, setup_limit):
    start = time.perf_counter()
    frame = build()
    setup_ms = (time.perf_counter() - start) * 1000
    if setup_ms > setup_limit * 1000:
        return {"status": "hanging", "setup_ms": setup_ms,
                "detail": f"setup took {setup_ms / 1000:.0f} s (limit {setup_limit:.0f} s)"}
    for _ in range(2):
        frame()
    samples = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        begin = time.perf_counter()
        frame()
        samples.append((time.perf_counter() - begin) * 1000)
    elapsed = time.perf_counter() - start
    return {"status": "ok", "fps": len(samples) / elapsed, "ms_per_frame": statistics.median(samples),
            "frames": len(samples), "setup_ms": setup_ms}
