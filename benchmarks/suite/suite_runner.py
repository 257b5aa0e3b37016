"""Runs one peer's sizes of a case in a worker process, with the suite's limits.

A size that does not finish within `size_limit` seconds (plus its time budget) is "hanging"
and its process group (the worker and any browser it started) is killed; a worker that dies
by SIGKILL (the kernel's OOM killer) or reports MemoryError is "out of memory". After any
size that is not ok, or is under 1 frame a second, the larger sizes are "skipped after ...".
"""
import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

SKIP_AFTER = {"hanging": "skipped after hanging", "out of memory": "skipped after out of memory",
              "error": "skipped after error"}


def run_case(peer_key, case_key, sizes, seconds, setup_limit=30, size_limit=60, progress=print):
    """{size label: row} for every label in `sizes`."""
    rows = {}
    command = [sys.executable, os.path.join(HERE, "suite_worker.py"), peer_key, case_key,
               "--sizes", ",".join(size.label for size in sizes), "--seconds", str(seconds),
               "--setup-limit", str(setup_limit), "--size-limit", str(size_limit)]
    with tempfile.TemporaryFile("w+") as errors:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors, text=True,
                                   start_new_session=True, cwd=HERE)
        current = None
        deadline = None
        buffer = ""
        try:
            while True:
                wait = None if deadline is None else max(0.0, deadline - time.monotonic())
                ready, _, _ = select.select([process.stdout], [], [], wait)
                if not ready:
                    rows[current] = {"status": "hanging", "detail": f"no result in {size_limit + seconds:.0f} s"}
                    kill(process)
                    break
                chunk = os.read(process.stdout.fileno(), 65536).decode()
                if not chunk:
                    break
                buffer += chunk
                while "\n" in buffer:
                    line, buffer = buffer.split("\n", 1)
                    message = json.loads(line)
                    if "begin" in message:
                        current = message["begin"]
                        # The worker's own limit comes first; this one catches a stuck worker.
                        deadline = time.monotonic() + size_limit + seconds + 15
                        progress(f"{peer_key} {case_key} {current}")
                    else:
                        rows[current] = message["row"]
                        current, deadline = None, None
        finally:
            kill(process)
        if current is None and not rows and sizes:
            current = sizes[0].label  # the worker died before its first size (an import, say)
        if current is not None and current not in rows:
            rows[current] = died(process.returncode, errors)
    return fill_skipped(rows, sizes)


def died(returncode, errors):
    """The row of a size whose worker exited without a result."""
    errors.seek(0)
    tail = errors.read()[-2000:]
    if returncode == -signal.SIGKILL or "MemoryError" in tail or "bad_alloc" in tail:
        return {"status": "out of memory", "detail": f"worker exited {returncode}"}
    last = tail.strip().splitlines()[-1] if tail.strip() else f"exit {returncode}"
    return {"status": "error", "detail": last[:300]}


def kill(process):
    """Ends the worker's process group (the worker and a browser it started), then reaps it.

    The group's id is the worker's pid (it was started in a session of its own), and Linux
    does not give that id to another process while any member of the group is alive."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


def fill_skipped(rows, sizes):
    """Every size gets a row: the ones after a stop say why they were not run."""
    result = {}
    reason = None
    for size in sizes:
        row = rows.get(size.label)
        if row is None:
            row = {"status": reason or "skipped (worker stopped)"}
        result[size.label] = row
        status = row.get("status")
        if status in SKIP_AFTER:
            reason = SKIP_AFTER[status]
        elif status == "ok" and row.get("fps", 0) < 1:
            reason = "skipped under 1 fps"
    return result
