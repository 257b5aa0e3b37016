# Helpers for the scripts that drive the demo window with a real X pointer and keyboard under
# Xvfb (scripts/e2e-demo, scripts/soak-demo): starting the demo, reading its --log lines,
# moving and clicking in chart coordinates, pressing its buttons, and screenshots of the chart.
#
# Source it from a script running inside xvfb-run, with `set -euo pipefail`, after setting:
#   out    a folder for logs and screenshots
#   name   the script's name, for messages
# and define `fail MESSAGE` (report and exit); source scripts/lib/x-windows.sh first. Needs
# xdotool, ImageMagick (import, convert, compare, identify) and awk.

demo=.build/debug/scichart-demo
demo_pid=
cursor=0

# start_demo [ARG...]: starts the demo with --log in $out (its file dialogs open in the
# documents folder, which the scripts make $out), waits until its window is up; sets
# demo_pid, log, window.
start_demo() {
    log="$out/demo.log"
    : >"$log"
    cursor=0
    local binary
    binary="$(pwd)/$demo"
    (cd "$out" && exec "$binary" --log "$@") >"$log" 2>"$out/demo.stderr" &
    demo_pid=$!
    next_line "^started "
    wait_window '^SciChart demo$'
    window=$found_window
    # Until GTK has mapped and drawn the window, a stats request answers with frames=0.
    local deadline=$((SECONDS + 20))
    while :; do
        view_stats
        [ "$frames" -gt 0 ] && break
        [ $SECONDS -lt $deadline ] || fail "the chart did not draw within 20 s"
        sleep 0.2
    done
}

# stop_demo: closes the window as SIGTERM does (like its close button), waits for the process
# and checks that it ended well and GTK did not complain.
stop_demo() {
    kill -TERM "$demo_pid"
    next_line "^closed$"
    local status=0
    wait "$demo_pid" || status=$?
    demo_pid=
    [ "$status" = 0 ] || fail "the demo exited with status $status"
    # GTK 4.8 sometimes warns that it snapshots one of its own buttons or boxes "without a
    # current allocation" (twice in some thirty runs, both when the window was resized right
    # after the workspace's indicator popover closed; the pictures were right). The widgets
    # are GTK's, not the chart's; every other complaint fails.
    if grep -E "CRITICAL|WARNING|ERROR" "$out/demo.stderr" |
        grep -vE "Gtk-WARNING \*\*: [0-9:.]+: Trying to snapshot Gtk(Button|Box) 0x[0-9a-f]+ without a current allocation"; then
        fail "GLib or GTK complained (see $out/demo.stderr)"
    fi
}

# demo_alive: whether the demo process still runs.
demo_alive() { [ -n "$demo_pid" ] && kill -0 "$demo_pid" 2>/dev/null; }

# next_line REGEX [SECONDS]: waits (default 10 s) for the first line of the log after the
# cursor matching REGEX; puts it in $line and moves the cursor past it.
next_line() { find_line '$0 ~ ENVIRON["WANTED"]' "$@"; }

# next_exact LINE [SECONDS]: next_line for a line that is exactly LINE.
next_exact() { find_line '$0 == ENVIRON["WANTED"]' "$@"; }

find_line() {
    local condition=$1 regex=$2 deadline=$((SECONDS + ${3:-10})) found
    while :; do
        found=$(WANTED=$regex awk -v from="$cursor" "NR > from && $condition { print NR \": \" \$0; exit }" "$log")
        if [ -n "$found" ]; then
            cursor=${found%%:*}
            line=${found#*: }
            return 0
        fi
        demo_alive || fail "the demo is gone, waiting for /$regex/ (see $out/demo.stderr)"
        [ $SECONDS -lt "$deadline" ] || fail "no line matching /$regex/ after line $cursor of $log"
        sleep 0.05
    done
}

# skip_lines: moves the cursor past every line logged so far.
skip_lines() { cursor=$(wc -l <"$log"); }

# field NAME: the value of NAME=... in $line.
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$line"; }

# view_stats: asks the demo for the page in view (it answers once it has handled the input
# events and frames waiting, so what was just clicked or typed has taken effect): sets page,
# origin_x, origin_y, view_w, view_h, the series area ax ay aw ah (view points), the visible
# ranges x0 x1 y0 y1,
# drawings, frames, can_undo, can_redo, selected, tool, theme, min_width (the narrowest the
# window can be), magnet (the tool bar's check), menu_magnet (the context menu's),
# message_shown (whether the page's message band shows), active_pane (the pane the status line
# follows), buttons (the line of button centres) and, on a workspace, pane_count, panes_x
# panes_y panes_w panes_h, pane_heights, separators and pane_drawings (each shown pane's).
view_stats() {
    skip_lines
    kill -USR1 "$demo_pid"
    next_line "^view "
    page=$(field page)
    IFS=, read -r origin_x origin_y <<<"$(field origin)"
    IFS=, read -r view_w view_h <<<"$(field size)"
    IFS=, read -r ax ay aw ah <<<"$(field area)"
    IFS=, read -r x0 x1 <<<"$(field x)"
    IFS=, read -r y0 y1 <<<"$(field y)"
    drawings=$(field drawings)
    frames=$(field frames)
    can_undo=$(field can-undo)
    can_redo=$(field can-redo)
    selected=$(field selected)
    tool=$(field tool)
    theme=$(field theme)
    min_width=$(field min-width)
    following=$(field following)
    magnet=$(field magnet)
    menu_magnet=$(field menu-magnet)
    message_shown=$(field message)
    active_pane=$(field pane)
    next_line "^buttons "
    buttons=$line
    next_line "^series "
    visible=$(field visible)
    selected_series=$(field selected)
    checkboxes=$(field checkboxes)
    line1=$(field line1)
    legend_header=$(field legend-header)
    legend=$(field legend)
    keyboard_cursor=$(field cursor)
    focus=$(field focus)
    next_line "^panes "
    pane_count=$(field count)
    IFS=, read -r panes_x panes_y <<<"$(field origin)"
    IFS=, read -r panes_w panes_h <<<"$(field size)"
    pane_heights=$(field heights)
    separators=$(field separators)
    pane_drawings=$(field drawings)
    values_line=$(field values)
}

# --- Pointer and keys ------------------------------------------------------------------------

# to X Y: moves the pointer to (X, Y) in the chart view's points.
to() {
    xdotool mousemove --window "$window" \
        "$(awk -v o="$origin_x" -v p="$1" 'BEGIN { printf "%d", o + p }')" \
        "$(awk -v o="$origin_y" -v p="$2" 'BEGIN { printf "%d", o + p }')"
    sleep 0.05
}
down() { xdotool mousedown 1; sleep 0.08; }
up() { xdotool mouseup 1; sleep 0.08; }
keys() { xdotool key --clearmodifiers --delay 80 "$@"; }

# drag X0 Y0 X1 Y1: a press at (X0, Y0), a drag in four steps, a release at (X1, Y1).
drag() {
    to "$1" "$2"
    down
    local step
    for step in 1 2 3 4; do
        to "$(awk -v a="$1" -v b="$3" -v s=$step 'BEGIN { print a + (b - a) * s / 4 }')" \
            "$(awk -v a="$2" -v b="$4" -v s=$step 'BEGIN { print a + (b - a) * s / 4 }')"
    done
    up
}

# click_button NAME: clicks the tool bar's button NAME (from the last view_stats).
click_button() {
    local at
    at=$(tr ' ' '\n' <<<"$buttons" | sed -n "s/^$1=//p")
    [ -n "$at" ] || fail "no button $1 in: $buttons"
    xdotool mousemove --window "$window" "${at%,*}" "${at#*,}" click 1
    sleep 0.15
}

# menu_item NAME: opens the main menu with its button and clicks its item NAME (the screen
# with the menu open goes to $out/main-menu.png).
menu_item() {
    click_button menu
    next_exact "main menu"
    sleep 0.2
    # The popover is a window of its own: the screen's picture shows it.
    import -window root "$out/main-menu.png"
    view_stats
    click_button "$1"
}

# away: moves the pointer off the chart (onto the window's title bar), so no crosshair shows.
away() {
    xdotool mousemove --window "$window" "$(awk -v o="$origin_x" 'BEGIN { printf "%d", o + 2 }')" 3
    sleep 0.1
}

# --- Chart coordinates -----------------------------------------------------------------------

# at_x VALUE, at_y VALUE: the view point of an x value (seconds since 1970 on date axes) or a
# y value, from the ranges of the last view_stats.
at_x() { awk -v v="$1" -v a="$ax" -v w="$aw" -v l="$x0" -v h="$x1" 'BEGIN { printf "%.2f", a + (v - l) / (h - l) * w }'; }
at_y() { awk -v v="$1" -v a="$ay" -v w="$ah" -v l="$y0" -v h="$y1" 'BEGIN { printf "%.2f", a + (h - v) / (h - l) * w }'; }

# day YYYY-MM-DD: seconds since 1970 of that UTC day.
day() { date -u -d "$1" +%s; }

# --- Screenshots -----------------------------------------------------------------------------

# shot NAME: a screenshot of the window ($out/NAME-window.png) and of the chart view in it
# ($out/NAME.png), once two screenshots in a row are the same (the chart has settled).
shot() {
    local previous="" attempt sum
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
        import -window "$window" "$out/$1-window.png"
        sum=$(md5sum <"$out/$1-window.png")
        [ "$sum" = "$previous" ] && break
        previous=$sum
        sleep 0.2
    done
    convert "$out/$1-window.png" -crop "${view_w}x${view_h}+${origin_x%.*}+${origin_y%.*}" +repage "$out/$1.png"
}

# rss_kb: the demo's resident memory in KiB.
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$demo_pid/status"; }
