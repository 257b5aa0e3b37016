"""One peer's sizes of one case, in a process of their own (started by suite_runner).

    python suite_worker.py PEER CASE --sizes 1e3,1e4 --seconds S --setup-limit 30 --size-limit 60

Writes a JSON line {"begin": size} before each size and {"row": {...}} after it, on the
stdout it was given (the libraries' own prints go to stderr). It stops after a size that is
not "ok" or is under 1 frame a second; the parent marks the larger sizes skipped. The
parent kills the process group of a size that runs past its limit.
"""
import argparse
import json
import os
import resource
import sys
import traceback

import peers
import suite_cases


def protocol_stream():
    """The real stdout for our lines; fd 1 goes to stderr from now on."""
    stream = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    return stream


def limit_memory(fraction=0.75):
    """A Python peer gets MemoryError (reported "out of memory") before the machine runs out."""
    with open("/proc/meminfo") as file:
        total_kb = int(next(line for line in file if line.startswith("MemTotal")).split()[1])
    limit = int(total_kb * 1024 * fraction)
    resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("peer")
    parser.add_argument("case")
    parser.add_argument("--sizes", required=True)
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("--setup-limit", type=float, default=30)
    parser.add_argument("--size-limit", type=float, default=60)
    args = parser.parse_args()
    out = protocol_stream()
    peer = peers.BY_KEY[args.peer]
    if not peer.browser:
        limit_memory()
    module = __import__(peer.module)
    if hasattr(module, "warm"):
        module.warm(args.case)
    try:
        for label in args.sizes.split(","):
            size = suite_cases.find_size(args.case, label)
            out.write(json.dumps({"begin": label}) + "\n")
            row = run_size(module, peer, args, size)
            out.write(json.dumps({"row": row}) + "\n")
            if row.get("status") != "ok" or row.get("fps", 0) < 1:
                break
    finally:
        if hasattr(module, "close"):
            module.close()


def run_size(module, peer, args, size):
    try:
        if peer.browser:
            return module.measure_size(peer.key, args.case, size, args.seconds, args.setup_limit, args.size_limit)
        return module.measure_size(args.case, size, args.seconds, args.setup_limit)
    except MemoryError:
        return {"status": "out of memory", "detail": "MemoryError"}
    except Exception as error:  # reported in the table's row, with the traceback on stderr
        traceback.print_exc()
        return {"status": "error", "detail": f"{type(error).__name__}: {error}"[:300]}


if __name__ == "__main__":
    sys.exit(main())
