"""Our side: `scichart-bench suite --json` from a release build."""
import json
import os
import subprocess
import sys

import suite_cases

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, ".build", "release", "scichart-bench")


def build():
    """`swift build -c release --product scichart-bench` (quick when nothing changed)."""
    print("suite: swift build -c release --product scichart-bench", file=sys.stderr, flush=True)
    subprocess.check_call(["swift", "build", "-c", "release", "--product", "scichart-bench"], cwd=ROOT,
                          stdout=sys.stderr)


def command(smoke, seconds, cases, figures):
    """The bench's command line. `--case` for every case leaves the bench's extra figures out
    (the bench adds them only when it runs all cases)."""
    args = [BENCH, "suite", "--json"]
    if smoke:
        args.append("--smoke")
    if seconds is not None:
        args += ["--seconds", str(seconds)]
    if cases is not None and (not figures or set(cases) != {case.key for case in suite_cases.CASES}):
        for key in cases:
            args += ["--case", key]
    return args


def run(smoke, seconds, cases, figures=True):
    """The bench's JSON object: {"window", "suite": {"case/size": row}, "figures": {...}}."""
    args = command(smoke, seconds, cases, figures)
    print("suite: " + " ".join(os.path.relpath(a, ROOT) if a == BENCH else a for a in args),
          file=sys.stderr, flush=True)
    result = subprocess.run(args, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"scichart-bench suite exited {result.returncode}")
    return json.loads(result.stdout.strip().splitlines()[-1])
