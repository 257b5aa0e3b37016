"""A headless Chromium driven over the DevTools protocol (a websocket, `websocket-client`).

Starts `chromium --headless=new` on a port it picks, attaches to its first page, and sends
commands one at a time, waiting for each answer (events are ignored).
"""
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket

# WebGL on the CPU (no GPU here): ANGLE over SwiftShader. Canvas 2D and page raster in
# software, as Chromium does on a machine without a GPU (2D canvas "accelerated" on SwiftShader
# is some hundred times slower). The frame-rate limit and vsync are off.
FLAGS = [
    "--headless=new", "--no-sandbox", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
    "--mute-audio", "--window-size=800,600", "--remote-debugging-port=0", "--remote-allow-origins=*",
    "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist",
    "--disable-accelerated-2d-canvas", "--disable-gpu-rasterization",
    "--disable-frame-rate-limit", "--disable-gpu-vsync", "--allow-file-access-from-files",
    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
]


def executable():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def version():
    path = executable()
    if not path:
        return None
    output = subprocess.run([path, "--version"], capture_output=True, text=True).stdout
    match = re.search(r"[\d.]+\d", output)
    return match.group(0) if match else output.strip()


class Browser:
    def __init__(self, start_timeout=30):
        self.profile = tempfile.mkdtemp(prefix="suite-chromium-")
        self.log = open(os.path.join(self.profile, "stderr.log"), "w+")
        self.process = subprocess.Popen([executable(), *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
                                        stdout=subprocess.DEVNULL, stderr=self.log)
        port = self._port(start_timeout)
        deadline = time.monotonic() + start_timeout
        while True:
            pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
            pages = [page for page in pages if page.get("type") == "page"]
            if pages or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        self.socket = websocket.create_connection(pages[0]["webSocketDebuggerUrl"], suppress_origin=True,
                                                  enable_multithread=False)
        self.next_id = 0

    def _port(self, timeout):
        """The port from Chromium's "DevTools listening on ws://127.0.0.1:PORT/..." line."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.log.seek(0)
            match = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", self.log.read())
            if match:
                return int(match.group(1))
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        self.log.seek(0)
        raise RuntimeError("chromium did not start: " + self.log.read()[-2000:])

    def send(self, method, timeout=60, **params):
        """One command's result; raises TimeoutError past `timeout` seconds."""
        self.next_id += 1
        self.socket.settimeout(timeout)
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        while True:
            self.socket.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                message = json.loads(self.socket.recv())
            except websocket.WebSocketTimeoutException as error:
                raise TimeoutError(f"{method}: no answer in {timeout} s") from error
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression, timeout=60):
        """The value of a JavaScript expression (a promise is awaited)."""
        result = self.send("Runtime.evaluate", timeout=timeout, expression=expression, awaitPromise=True,
                           returnByValue=True)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise RuntimeError(f"javascript: {text}")
        return result["result"].get("value")

    def open(self, url, ready="window.suiteReady === true", timeout=60):
        """Loads `url` as a new document and waits until it has loaded and `ready` is true in it."""
        self.pages_opened = getattr(self, "pages_opened", 0) + 1
        url = f"{url}{'&' if '?' in url else '?'}page={self.pages_opened}"
        self.send("Page.navigate", url=url)
        loaded = f"location.href === {json.dumps(url)} && document.readyState === 'complete' && ({ready})"
        deadline = time.monotonic() + timeout
        while not self.evaluate(f"Boolean({loaded})"):
            if time.monotonic() > deadline:
                raise TimeoutError(f"{url} did not get ready in {timeout} s")
            time.sleep(0.05)

    def close(self):
        try:
            self.socket.close()
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)
