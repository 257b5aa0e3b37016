/// The demo's keys, as its Keys window (F1, or the main menu) lists them: the chart's, the
/// tools' and the window's.
enum DemoKeys {
    /// The longest line the window shows.
    static let lineLength = 60

    /// The sections, each a title and its lines: the chart's keys, then the tools' and the
    /// window's from ``DemoShortcuts/all(pageNames:)``, the table GTK's shortcuts are made from.
    static func sections(pageNames: [String]) -> [(title: String, lines: [String])] {
        let shortcuts = DemoShortcuts.all(pageNames: pageNames)
        let tools = shortcuts.filter { $0.action.hasPrefix("win.tool::") }
        let window = shortcuts.filter {
            !$0.action.hasPrefix("win.tool::") && !$0.action.hasPrefix("win.page::")
        }
        let pages = shortcuts.filter { $0.action.hasPrefix("win.page::") }.flatMap(\.keyLabels)
        let pageLine = pages.count > 1 ? ["\(pages[0]) to \(pages[pages.count - 1]) a page"] : []
        return [
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
            ("The tools", wrapped(tools.map { "\($0.keyLabels.joined(separator: " or ")) \($0.title)" })),
            (
                "The window",
                wrapped(window.map { "\($0.keyLabels.joined(separator: " or ")) \($0.title)" } + pageLine)
                    + ["F10 the menu"]
            ),
        ]
    }

    /// The window's text: each section's title, then its lines.
    static func text(pageNames: [String]) -> String {
        sections(pageNames: pageNames).map { section in
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
