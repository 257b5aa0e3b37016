/// The demo's keys, as its Keys window (F1, or the main menu) lists them: the chart's, the
/// tools' and the window's.
enum DemoKeys {
    /// The longest line the window shows.
    static let lineLength = 60

    /// The sections, each a title and its lines.
    static var sections: [(title: String, lines: [String])] {
        [
            (
                "The chart",
                [
                    "← →  pan a bar (with Shift, a screen)",
                    "↑ ↓  + −  zoom in and out",
                    "Home End  the first and the last bar",
                    "C  a keyboard cursor: ← → a point, ↑ ↓ a series,",
                    "    Enter selects it or places the tool's next point",
                    "Tab  the legend's items, then the drawings",
                    "Enter Space  hide or show the legend item",
                    "Delete  remove the selected drawing",
                    "Escape  leave the cursor, a drawing, the selection",
                ]
            ),
            (
                "The tools",
                wrapped(DemoTool.allCases.map { "\($0.key.uppercased()) \($0.label)" })
            ),
            (
                "The window",
                [
                    "Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo",
                    "Ctrl+O open, Ctrl+S save, Ctrl+W close",
                    "Ctrl+Shift+Delete remove all drawings",
                    "G the magnet, L the light theme, Alt+1 to Alt+4 a page",
                    "F10 the menu, F1 these keys",
                ]
            ),
        ]
    }

    /// The window's text: each section's title, then its lines.
    static var text: String {
        sections.map { section in
            ([section.title] + section.lines.map { "    " + $0 }).joined(separator: "\n")
        }
        .joined(separator: "\n\n")
    }

    /// `items` joined by commas into lines of at most ``lineLength`` characters.
    static func wrapped(_ items: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            let next = line.isEmpty ? item : line + ", " + item
            if next.count + 5 > lineLength, !line.isEmpty {
                lines.append(line + ",")
                line = item
            } else {
                line = next
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
