# Finding X windows by name without tripping over windows that close during the search.
#
# `xdotool search` walks the window tree; a window destroyed in the middle of that walk (a
# tooltip, a popover, a dialog's transient surface) makes X answer BadWindow and xdotool exit
# with an error, so a bare search fails now and then for no fault of the program under test.
# These helpers ask again when that happens. Source after defining `fail MESSAGE`.

# visible_windows REGEX: the ids of the visible windows whose name matches REGEX, one a line
# (nothing when there are none).
visible_windows() {
    local attempt ids errors errors_file
    errors_file=$(mktemp)
    for attempt in $(seq 20); do
        ids=$(xdotool search --onlyvisible --name "$1" 2>"$errors_file") || true
        errors=$(cat "$errors_file")
        if [[ $errors != *"X Error"* ]]; then
            rm -f "$errors_file"
            printf '%s' "$ids"
            return 0
        fi
        sleep 0.05
    done
    rm -f "$errors_file"
    fail "searching the X windows for \"$1\" kept failing: $errors"
}

# wait_window REGEX [SECONDS]: waits (default 60 s, as a loaded machine is slow to start a
# program) for a visible window whose name matches REGEX; sets found_window to its id.
wait_window() {
    local deadline=$((SECONDS + ${2:-60}))
    while :; do
        found_window=$(visible_windows "$1" | head -1)
        [ -n "$found_window" ] && return 0
        [ $SECONDS -lt $deadline ] || fail "no window named \"$1\" showed within ${2:-60} s"
        sleep 0.1
    done
}
