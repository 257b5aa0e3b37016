"""The comparison table: one row per case and size, as text and as Markdown.

Each peer's cell is its frames a second and, in brackets, ours over its (how many times
our frame rate is the peer's); a size that did not run says why.
"""
import cited

SHORT = {
    "hanging": "hanging",
    "out of memory": "out of mem",
    "error": "error",
    "skipped after hanging": "skip:hang",
    "skipped after out of memory": "skip:oom",
    "skipped after error": "skip:err",
    "skipped under 1 fps": "skip:<1fps",
    "skipped in smoke": "smoke skip",
}


def short(status):
    if status in SHORT:
        return SHORT[status]
    if status.startswith("not supported"):
        return "not supp."
    if status.startswith("not run"):
        return "-"
    return status[:12]


def fps_text(fps):
    return f"{fps:.3g}" if fps < 100 else f"{fps:.0f}"


def peer_cell(ours_row, row):
    if row is None:
        return ""
    if row.get("status") != "ok":
        return short(row.get("status", "?"))
    text = fps_text(row["fps"])
    if ours_row and ours_row.get("status") == "ok" and row["fps"] > 0:
        ratio = ours_row["fps"] / row["fps"]
        text += f" ({ratio:.3g}x)" if ratio < 100 else f" ({ratio:.0f}x)"
    return text


def cited_cell(key):
    value = cited.fps(key)
    if value is None:
        return "-"
    return f"{value:.2f}" if isinstance(value, float) else value


def table(rows, peer_labels):
    """`rows`: dicts with key, case, size, ours (a bench row or None) and peers {label: row}."""
    header = ["case", "size", "ours fps", "ours ms", *peer_labels, "SciChart.js cited*"]
    body = []
    for row in rows:
        ours = row["ours"]
        if ours and ours.get("status") == "ok":
            ours_fps, ours_ms = fps_text(ours["fps"]), f"{ours['ms_per_frame']:.3g}"
        else:
            ours_fps, ours_ms = short(ours.get("status", "?")) if ours else "not run", ""
        body.append([row["case"], row["size"], ours_fps, ours_ms,
                     *[peer_cell(ours, row["peers"].get(label)) for label in peer_labels],
                     cited_cell(row["key"])])
    return header, body


def text(header, body):
    widths = [max(len(str(line[i])) for line in [header, *body]) for i in range(len(header))]
    lines = ["  ".join(str(cell).ljust(widths[i]) if i < 2 else str(cell).rjust(widths[i])
                       for i, cell in enumerate(line)) for line in [header, *body]]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)


def markdown(header, body):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] * 2 + ["---:"] * (len(header) - 2)) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in line) + " |" for line in body]
    return "\n".join(lines)


def legend(browser, setup_limit=30, size_limit=60):
    text = LEGEND.format(setup=f"{setup_limit:g}", size=f"{size_limit:g}")
    if browser:
        text += ("\nBrowser peers: headless Chromium, WebGL on SwiftShader (the CPU); canvas 2D in software. "
                 "Plotly SVG frames force layout but not the SVG's raster (Chromium does it off the main thread "
                 "after the frame), so they leave the pixels out and flatter Plotly SVG.")
    return text


LEGEND = (
    "Cells: frames a second (ours / peer's fps in brackets). Every frame is the case's data change and a full "
    "draw of an 800x600 window; fps = frames / elapsed over the time budget, ms = median frame. "
    "hanging: a size past the setup ({setup} s) or size ({size} s past its budget) limit; "
    "out of mem: MemoryError or killed; "
    "skip:hang / skip:oom / skip:<1fps: larger sizes not run after that; not supp.: the library has no such "
    "chart; -: not run for this peer.\n"
    f"* {cited.SOURCE.replace('{', '{{').replace('}', '}}')}.")
