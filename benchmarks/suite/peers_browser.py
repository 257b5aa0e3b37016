"""Browser peers: Plotly.js (scattergl and SVG scatter traces) and TradingView
lightweight-charts, in headless Chromium (WebGL on SwiftShader), window 800 x 600.

The libraries' own bundles come from their PyPI packages (`plotly/package_data/plotly.min.js`,
`lightweight_charts/js/lightweight-charts.js`); the cases are `page.js`, loaded into
`page.html`. Each size gets a fresh page. The frame loop and what forces each frame to
finish are described at the top of `page.js`.
"""
import importlib.util
import json
import os
import pathlib
import re
import shutil
import tempfile
import urllib.parse

import cdp

HERE = pathlib.Path(__file__).resolve().parent

_browser = None
_pages = {}


def package_folder(name):
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return pathlib.Path(list(spec.submodule_search_locations)[0])


def library(peer):
    """The peer's JavaScript bundle."""
    if peer.startswith("plotly"):
        folder = package_folder("plotly")
        return folder / "package_data" / "plotly.min.js" if folder else None
    folder = package_folder("lightweight_charts")
    if not folder:
        return None
    for path in sorted(folder.rglob("*.js")):
        with open(path, encoding="utf-8", errors="replace") as file:
            if "Lightweight Charts" in file.read(400):
                return path
    return None


def library_version(peer):
    """The version in the bundle's licence header: "plotly.js v4.1.1", "Lightweight Charts™ v4.1.3"."""
    path = library(peer)
    if not path or not path.exists():
        return None
    with open(path, encoding="utf-8", errors="replace") as file:
        match = re.search(r"v(\d+\.\d+\.\d+)", file.read(400))
    return match.group(1) if match else None


def page(peer):
    """A page for the peer: page.html with its library and page.js, in a temporary folder."""
    if peer not in _pages:
        folder = pathlib.Path(tempfile.mkdtemp(prefix="suite-page-"))
        html = (HERE / "page.html").read_text()
        html = (html.replace("{{PEER}}", peer).replace("{{LIBRARY}}", library(peer).as_uri())
                .replace("{{PAGE_JS}}", (HERE / "page.js").as_uri()))
        path = folder / "page.html"
        path.write_text(html)
        _pages[peer] = path.as_uri()
    return _pages[peer]


def browser():
    global _browser
    if _browser is None:
        _browser = cdp.Browser()
        _browser.send("Emulation.setDeviceMetricsOverride", width=800, height=600, deviceScaleFactor=1,
                      mobile=False)
    return _browser


def close():
    """Closes the browser and removes the pages written for it."""
    global _browser
    if _browser is not None:
        _browser.close()
        _browser = None
    for url in _pages.values():
        shutil.rmtree(pathlib.Path(urllib.parse.urlparse(url).path).parent, ignore_errors=True)
    _pages.clear()


def measure_size(peer, case_key, size, seconds, setup_limit, size_limit):
    """One size in a fresh page; a size past `size_limit` seconds is hanging (the browser is
    closed, as the larger sizes are not run)."""
    chrome = browser()
    chrome.open(page(peer))
    spec = {"label": size.label, "points": size.points, "count": size.count, "increment": size.increment,
            "charts": size.charts}
    call = f"runSize({json.dumps(peer)}, {json.dumps(case_key)}, {json.dumps(spec)}, {seconds}, {setup_limit})"
    try:
        row = chrome.evaluate(call, timeout=size_limit)
    except TimeoutError:
        close()
        return {"status": "hanging", "detail": f"no result in {size_limit:.0f} s"}
    except RuntimeError as error:
        text = str(error)
        if "out of memory" in text.lower() or "Array buffer allocation failed" in text \
                or "Invalid array length" in text:
            return {"status": "out of memory", "detail": text[:300]}
        raise
    return row


def versions():
    return {"chromium": cdp.version(), "plotly.js": library_version("plotly-gl"),
            "lightweight-charts (JS)": library_version("lightweight-charts")}


if __name__ == "__main__":
    print(versions(), os.fspath(library("plotly-gl")), os.fspath(library("lightweight-charts")))
