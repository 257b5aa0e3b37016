#!/usr/bin/env python3
"""SciChart's chart performance suite, for this library and its peers, on this machine.

Runs `scichart-bench suite --json` (our release build), then the same cases with the peers,
each in a process of its own and timed the way the bench times ours: warm (the first draws
are not counted), frames drawn for a time budget, fps = frames / elapsed and ms/frame = the
median frame. Peers:

- matplotlib (Agg, 800 x 600) for every case; mplfinance for candlesticks;
- datashader for the scatter and the unsorted line;
- pyqtgraph (Qt offscreen) for lines and scatter;
- Plotly.js (scattergl and SVG traces) and TradingView lightweight-charts in headless
  Chromium (WebGL on SwiftShader), their bundles from their PyPI packages.

A size that runs too long is "hanging" (setup over 30 s, or no result within 60 s past its
time budget, by default) and the larger sizes of that case are skipped, as after an "out of memory" or a
size under 1 fps. The table gives each peer's fps and ours over it, and SciChart.js's
published GPU figures, cited, not measured here.

Usage:
    benchmarks/suite.py [--smoke] [--seconds S] [--cases k1,k2] [--peers p1,p2]
                        [--max-points N] [--json OUT] [--markdown OUT] [--no-build]

It makes a virtual environment in .build/suite-venv (reused; SUITE_VENV names another),
pip-installs what the chosen peers need, installs Debian's chromium when a browser peer
runs and it is missing, and runs itself again inside the environment. `--smoke` runs the
small sizes briefly, ours and matplotlib only (numpy and matplotlib are all it installs),
and exits non-zero when either fails.
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(HERE, "suite"))

import peers  # noqa: E402
import suite_cases  # noqa: E402

VENV = os.environ.get("SUITE_VENV") or os.path.join(ROOT, ".build", "suite-venv")
SMOKE_PEERS = {"matplotlib"}


def parse(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--smoke", action="store_true",
                        help=f"sizes of at most {suite_cases.SMOKE_MAX_POINTS} points, "
                             f"{suite_cases.SMOKE_SECONDS} s each; ours and matplotlib only")
    parser.add_argument("--seconds", type=float, help="time budget of each size (default 3, smoke 0.3)")
    parser.add_argument("--cases", help="comma-separated case keys: " + ",".join(suite_cases.BY_KEY))
    parser.add_argument("--peers", help="comma-separated peers: " + ",".join(peers.BY_KEY))
    parser.add_argument("--max-points", type=float, help="only sizes of at most this many points")
    parser.add_argument("--json", metavar="OUT", help="write everything as JSON")
    parser.add_argument("--markdown", metavar="OUT", help="write the table as Markdown")
    parser.add_argument("--no-build", action="store_true", help="use the release bench as it is built")
    parser.add_argument("--setup-limit", type=float, default=30, help="seconds a size may take to set up")
    parser.add_argument("--size-limit", type=float, default=60, help="seconds past its budget a size may take")
    args = parser.parse_args(argv)
    args.case_keys = split(args.cases, suite_cases.BY_KEY, "case")
    args.peer_keys = split(args.peers, peers.BY_KEY, "peer")
    if args.seconds is None:
        args.seconds = suite_cases.SMOKE_SECONDS if args.smoke else 3.0
    if args.smoke:
        args.max_points = min(args.max_points or suite_cases.SMOKE_MAX_POINTS, suite_cases.SMOKE_MAX_POINTS)
    return args


def split(text, known, what):
    if not text:
        return list(known)
    keys = [key.strip() for key in text.split(",") if key.strip()]
    unknown = [key for key in keys if key not in known]
    if unknown:
        sys.exit(f"unknown {what}: {', '.join(unknown)} (known: {', '.join(known)})")
    return keys


def log(message):
    print(f"suite: {message}", file=sys.stderr, flush=True)


# ---- the environment ----

def running_peers(args):
    """The peers that run (not just get a "skipped in smoke" row)."""
    return [key for key in args.peer_keys if not args.smoke or key in SMOKE_PEERS]


def requirements(args):
    needed = ["numpy", "matplotlib"]
    for key in running_peers(args):
        needed += [name for name in peers.PIP[key] if name not in needed]
    return needed


def venv_python():
    return os.path.join(VENV, "bin", "python")


def inside_venv():
    return os.path.realpath(sys.prefix) == os.path.realpath(VENV)


def ensure_venv(args):
    """Makes the environment and installs the missing packages, then runs this script in it."""
    if not os.path.exists(venv_python()):
        log(f"creating the virtual environment {os.path.relpath(VENV, ROOT)}")
        if subprocess.call([sys.executable, "-m", "venv", VENV]) != 0:
            install_debian(["python3-venv"])
            subprocess.check_call([sys.executable, "-m", "venv", "--clear", VENV])
    missing = missing_packages(requirements(args))
    if missing:
        log("pip install " + " ".join(missing))
        subprocess.check_call([venv_python(), "-m", "pip", "install", "--quiet",
                               "--disable-pip-version-check", *missing], stdout=sys.stderr)
    os.execv(venv_python(), [venv_python(), os.path.abspath(__file__), *sys.argv[1:]])


def missing_packages(names):
    """The distributions of `names` the environment does not have."""
    check = ("import importlib.metadata as m, sys\n"
             "for name in sys.argv[1:]:\n"
             "    try: m.version(name)\n"
             "    except m.PackageNotFoundError: print(name)\n")
    output = subprocess.run([venv_python(), "-c", check, *names], capture_output=True, text=True, check=True)
    return output.stdout.split()


def install_debian(packages):
    """Debian packages, only the missing ones (scripts/install-deps)."""
    subprocess.check_call([os.path.join(ROOT, "scripts", "install-deps"), *packages], stdout=sys.stderr)


def ensure_chromium(args):
    if any(peers.BY_KEY[key].browser for key in running_peers(args)):
        import cdp
        if cdp.executable() is None:
            install_debian(["chromium"])


# ---- running ----

def selected_sizes(case, args):
    return [size for size in case.sizes if args.max_points is None or size.points <= args.max_points]


def run_ours(args):
    """Our rows by "case/size"; the bench's JSON as a whole beside them."""
    import ours
    if not args.no_build:
        ours.build()
    all_cases = len(args.case_keys) == len(suite_cases.CASES)
    # The smoke run leaves out the bench's extra figures (they take minutes); a full run of every
    # case keeps them.
    result = ours.run(args.smoke, None if args.smoke else args.seconds, args.case_keys,
                      figures=all_cases and not args.smoke)
    return result


def run_peers(args):
    """{peer key: {"case/size": row}} for every selected peer, case and size."""
    import suite_runner
    results = {key: {} for key in args.peer_keys}
    for case_key in args.case_keys:
        case = suite_cases.BY_KEY[case_key]
        sizes = selected_sizes(case, args)
        for peer_key in args.peer_keys:
            peer = peers.BY_KEY[peer_key]
            reason = peers.status_for(peer, case_key)
            if args.smoke and peer_key not in SMOKE_PEERS:
                reason = "skipped in smoke"
            if reason or not sizes:
                for size in sizes:
                    results[peer_key][f"{case_key}/{size.label}"] = {"status": reason}
                continue
            rows = suite_runner.run_case(peer_key, case_key, sizes, args.seconds, args.setup_limit,
                                         args.size_limit, progress=lambda text: log(text))
            for label, row in rows.items():
                row["measured"] = peer.notes[case_key]
                results[peer_key][f"{case_key}/{label}"] = row
    return results


def rows_of(args, ours_result, peer_results):
    rows = []
    for case_key in args.case_keys:
        for size in selected_sizes(suite_cases.BY_KEY[case_key], args):
            key = f"{case_key}/{size.label}"
            rows.append({"key": key, "case": case_key, "size": size.label, "points": size.points,
                         "ours": ours_result.get("suite", {}).get(key),
                         "peers": {peers.BY_KEY[p].label: peer_results[p].get(key) for p in args.peer_keys}})
    return rows


# ---- what it ran on ----

def versions(args):
    import machine
    names = ["numpy"]
    for key in running_peers(args):
        names += [name for name in peers.BY_KEY[key].packages if name not in names]
    found = machine.package_versions(names)
    if any(peers.BY_KEY[key].browser for key in running_peers(args)):
        import peers_browser
        found.update(peers_browser.versions())
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.strip().splitlines()
    found["swift"] = swift[0] if swift else None
    return found


def webgl_renderer(peer_results):
    for rows in peer_results.values():
        for row in rows.values():
            if row and row.get("renderer"):
                return row["renderer"]
    return None


def reproduce_command(argv):
    return "benchmarks/suite.py " + " ".join(shlex.quote(a) for a in argv)


def notes(args):
    """What each peer's frame measured, per case that ran."""
    lines = []
    for peer_key in running_peers(args):
        peer = peers.BY_KEY[peer_key]
        for case_key in args.case_keys:
            if case_key in peer.notes:
                lines.append(f"{peer.label} / {case_key}: {peer.notes[case_key]}")
    return lines


# ---- the run ----

def failures(args, ours_result, peer_results, table_rows):
    """What makes the run fail: ours missing or not ok (smoke: any size), matplotlib not ok in smoke."""
    problems = []
    for row in table_rows:
        if row["ours"] is None:
            problems.append(f"ours: no row for {row['key']}")
        elif args.smoke and row["ours"].get("status") != "ok":
            problems.append(f"ours: {row['key']} {row['ours'].get('status')}")
    if args.smoke and "matplotlib" in args.peer_keys:
        for key, row in peer_results["matplotlib"].items():
            if row.get("status") != "ok":
                problems.append(f"matplotlib: {key} {row.get('status')} {row.get('detail', '')}".strip())
    return problems


def report(args, argv, started, ours_result, peer_results):
    import cited
    import machine
    import report as tables
    table_rows = rows_of(args, ours_result, peer_results)
    labels = [peers.BY_KEY[key].label for key in running_peers(args)]
    header, body = tables.table(table_rows, labels)
    browser = any(peers.BY_KEY[key].browser for key in running_peers(args))
    about = {"machine": machine.describe(), "versions": versions(args), "webgl_renderer": webgl_renderer(peer_results),
             "command": reproduce_command(argv), "seconds_per_size": args.seconds, "window": "800x600",
             "took_s": round(time.monotonic() - started, 1)}
    text = "\n".join([
        tables.text(header, body), "", tables.legend(browser, args.setup_limit, args.size_limit), "",
        "What each peer's frame is:", *[f"  {line}" for line in notes(args)], "",
        f"Machine: {about['machine']['cpu']}, {about['machine']['cores']} cores, {about['machine']['ram_gib']} GiB "
        f"RAM, load average at the end {about['machine']['load_average']}",
        "Versions: " + ", ".join(f"{k} {v}" for k, v in about["versions"].items()),
        f"WebGL renderer: {about['webgl_renderer'] or 'not used'}",
        "Our bench figures: " + (json.dumps(ours_result["figures"]) if ours_result.get("figures")
                                 else "not measured (they run only with every case, not in smoke)"),
        f"Reproduce: {about['command']}   ({about['took_s']} s)",
    ])
    if args.smoke:
        text += "\n" + "\n".join(f"{peers.BY_KEY[key].label}: skipped in smoke" for key in args.peer_keys
                                 if key not in SMOKE_PEERS)
    print(text)
    if args.json:
        with open(args.json, "w") as file:
            json.dump({**about, "cited_source": cited.SOURCE, "ours": ours_result, "peers": peer_results,
                       "rows": table_rows, "notes": notes(args)}, file, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as file:
            legend = tables.legend(browser, args.setup_limit, args.size_limit)
            file.write(tables.markdown(header, body) + "\n\n" + legend + "\n\n"
                       + f"Measured on {about['machine']['cpu']} ({about['machine']['cores']} cores, "
                       + f"{about['machine']['ram_gib']} GiB) with "
                       + ", ".join(f"{k} {v}" for k, v in about["versions"].items())
                       + f"; WebGL: {about['webgl_renderer'] or 'not used'}.\n\n"
                       + f"`{about['command']}`\n")
    return failures(args, ours_result, peer_results, table_rows)


def main(argv):
    args = parse(argv)
    if not inside_venv():
        ensure_venv(args)  # does not return
    started = time.monotonic()
    if not args.smoke:
        ensure_chromium(args)
    try:
        ours_result = run_ours(args)
    except (OSError, subprocess.CalledProcessError, RuntimeError, ValueError) as error:
        log(f"our suite failed: {error}")
        ours_result = {"suite": {}, "error": str(error)}
    peer_results = run_peers(args)
    problems = report(args, argv, started, ours_result, peer_results)
    for problem in problems:
        log(f"FAILED {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
