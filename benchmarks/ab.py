#!/usr/bin/env python3
"""Compares two builds' bench figures in one run: A and B alternate, N runs each, and the
table gives each figure's median for both and the ratio B / A.

Use it to check that a change keeps the speed it had: build the old commit in a worktree
(`git worktree add ../old <commit>` and `swift build -c release` there), then

    benchmarks/ab.py --runs 5 "../old/.build/release/scichart-bench --json" \
        ".build/release/scichart-bench --json"

Each command must print the bench's JSON object (older builds ran it as
`scichart-demo bench --json`). Interleaving the runs spreads the machine's drift over both.
"""
import argparse
import json
import shlex
import statistics
import subprocess
import sys


def run(command):
    output = subprocess.check_output(shlex.split(command), text=True)
    return json.loads(output[output.index("{"):])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", help="the baseline command (prints the bench's JSON)")
    parser.add_argument("b", help="the command compared with it")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the medians and ratios as JSON")
    arguments = parser.parse_args()
    samples = {"a": [], "b": []}
    for index in range(arguments.runs):
        for side in ("a", "b"):
            print(f"run {index + 1}/{arguments.runs} {side}", file=sys.stderr)
            samples[side].append(run(getattr(arguments, side)))
    keys = [key for key in samples["a"][0] if all(key in run_ for run_ in samples["a"] + samples["b"])]
    rows = []
    for key in keys:
        a = statistics.median(run_[key] for run_ in samples["a"])
        b = statistics.median(run_[key] for run_ in samples["b"])
        rows.append((key, a, b, b / a if a else float("nan")))
    if arguments.json:
        print(json.dumps({key: {"a": a, "b": b, "ratio": ratio} for key, a, b, ratio in rows}, indent=1))
        return
    print(f"| figure | A (median of {arguments.runs}) | B (median of {arguments.runs}) | B / A |")
    print("| --- | ---: | ---: | ---: |")
    for key, a, b, ratio in rows:
        print(f"| `{key}` | {a:.3f} | {b:.3f} | {ratio:.2f} |")


if __name__ == "__main__":
    main()
