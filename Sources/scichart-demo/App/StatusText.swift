import SciChart

/// Where a drawing tool is in placing its points.
struct PlacementProgress: Equatable, Sendable {
    /// The point being dragged, or the next one to place (0 when idle).
    var activePointIndex: Int
    /// The points the tool places.
    var pointCount: Int
    /// Whether a point is being dragged (from its press to its release).
    var isDragging: Bool
    /// Whether a drawing is under way (a stroke that follows the pointer after a click too).
    var isPlacing = false
}

/// The status line's text: which tool is active and what the next click does.
struct StatusText: Equatable, Sendable {
    var tool: DemoTool
    /// The drawing tool's progress; ignored for the pan tool.
    var progress: PlacementProgress?
    /// Whether a drawing is selected for editing.
    var isEditing = false
    /// The pattern the XABCD points being placed form, once all five are down.
    var patternInProgress: String?
    /// What the active tool's last drawing on the page formed ("no harmonic pattern").
    var lastPattern: String?
    /// How the magnet snaps the active drawing tool's points to candles.
    var magnet: SCIMagnetMode = .off
    /// The name of the selected series, if one is.
    var selectedSeries: String?
    /// Whether a note's text is being typed.
    var isTyping = false
    /// The point the keyboard cursor is on, in words, while it is on.
    var keyboardCursor: String?

    var text: String {
        let step = stepText
        guard magnet != .off, tool != .pan, keyboardCursor == nil, !isTyping else { return step }
        return step + " · \(magnet.rawValue) magnet (\(Self.magnetKeys))"
    }

    /// The keys that turn the magnet off and on, from the shortcuts table (read once: the
    /// line is written at every refresh).
    private static let magnetKeys = DemoShortcuts.keys(of: "win.toggle-magnet")

    /// What the next click does.
    private var stepText: String {
        if isTyping {
            return "Text: type the note; Enter ends it (Shift+Enter: a new line), Escape cancels, "
                + "a click elsewhere ends it too"
        }
        if let keyboardCursor {
            let enter =
                tool == .pan ? "selects the series" : "places the next point of the \(tool.label) tool"
            return "Cursor: \(keyboardCursor) ←/→ a point (Shift: ten), ↑/↓ another series, Enter \(enter), "
                + "Escape ends"
        }
        guard let progress, tool != .pan else {
            if isEditing {
                return "Editing a drawing: drag a grip to move a point, or the drawing to move it all; "
                    + "the arrows nudge it (Shift: by ten), Delete removes it, Escape lets it go"
            }
            if let selectedSeries {
                return "Selected: \(selectedSeries); click empty space to deselect, or another line "
                    + "to select it; drag to pan"
            }
            return "Pan: drag to move the chart, wheel to zoom (Shift+wheel: time only), double-click "
                + "to fit; click a line to select it, a drawing to edit it; keys: ←/→ a bar (Shift: a "
                + "screen), ↑/↓ or +/− zoom, Home/End first/last bar, C a keyboard cursor, Tab the legend "
                + "and drawings"
        }
        if tool == .freehand {
            guard progress.isPlacing else {
                return "Brush: press and draw, release to end (or click, move, click)"
            }
            let points =
                "\(progress.activePointIndex + 1) \(progress.activePointIndex == 0 ? "point" : "points")"
            return progress.isDragging
                ? "Brush: drawing (\(points)), release to end" : "Brush: drawing (\(points)), click to end"
        }
        let names = tool.pointNames
        let index = min(max(progress.activePointIndex, 0), max(names.count - 1, 0))
        // A tool of one point: a click.
        if progress.pointCount == 1, !progress.isDragging {
            return "\(tool.label): click at \(names.first ?? "a point")"
        }
        // A segment's first point: one drag places both.
        if index == 0, !progress.isDragging, tool.facts.opensWithDrag {
            let text = "\(tool.label): press at \(names[0]) and drag to \(names[1]) (or click each)"
            return lastPattern.map { text + " · last drawn: \($0)" } ?? text
        }
        let name = names.isEmpty ? "point \(index + 1)" : names[index]
        let step = "\(name) (\(index + 1) of \(progress.pointCount))"
        var text =
            progress.isDragging
            ? "\(tool.label): drag \(step), release to place it"
            : "\(tool.label): press and drag to place \(step)"
        if let patternInProgress {
            text += " · \(patternInProgress)"
        } else if let lastPattern, !progress.isDragging, index == 0 {
            text += " · last drawn: \(lastPattern)"
        }
        return text
    }
}
