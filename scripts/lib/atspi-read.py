#!/usr/bin/python3
"""Prints what assistive technology reads of a program's widgets, through AT-SPI.

Usage: atspi-read.py PID

Finds the application whose process is PID on the accessibility bus and prints one line per
image, panel and frame in it: the role, then name=, description= and focused= (yes or no),
tab-separated, with newlines in the texts written as spaces. Exits with 1 when no application
of that process is on the bus. Run it with Debian's python3 (pyatspi comes from
python3-pyatspi).
"""
import sys

import pyatspi


def main():
    pid = int(sys.argv[1])
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [app for app in desktop if app is not None and app.get_process_id() == pid]
    if not apps:
        print(f"no application of process {pid} on the accessibility bus", file=sys.stderr)
        sys.exit(1)

    def flat(text):
        return " ".join((text or "").split())

    def walk(node, depth):
        if depth > 40:
            return
        role = node.getRoleName()
        if role in ("image", "panel", "frame"):
            focused = "yes" if node.getState().contains(pyatspi.STATE_FOCUSED) else "no"
            print(f"{role}\tname={flat(node.name)}\tdescription={flat(node.description)}\tfocused={focused}")
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None:
                walk(child, depth + 1)

    walk(apps[0], 0)


main()
