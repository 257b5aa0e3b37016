import SciChart

/// One of the window's actions with the keys that run it, as GTK takes them and the Keys
/// window lists them: one table (``DemoShortcuts/all``) serves both.
struct DemoShortcut: Sendable, Equatable {
    /// The detailed action name: `win.undo`, `win.tool::measure`.
    let action: String
    /// The keys, as GTK accelerators (`<Control>z`, `m`).
    let keys: [String]
    /// What the keys do, for the Keys window.
    let title: String

    /// Whether every key has a modifier other than Shift, or is a function key: such keys go
    /// to the application, which runs them before the focused widget; a plain letter goes to
    /// the window after the chart, so that typing a note or the chart's own keys come first.
    var isAccelerator: Bool {
        keys.allSatisfy { $0.hasPrefix("<Control>") || $0.hasPrefix("<Alt>") || $0.hasPrefix("F") }
    }

    /// The keys as the Keys window writes them: `Ctrl+Shift+Z`, `Page Down`.
    var keyLabels: [String] { keys.map(Self.label) }

    /// `accelerator` written for a person.
    static func label(_ accelerator: String) -> String {
        var rest = Substring(accelerator)
        var parts: [String] = []
        let modifiers = [("<Control>", "Ctrl"), ("<Shift>", "Shift"), ("<Alt>", "Alt")]
        while let (tag, name) = modifiers.first(where: { rest.hasPrefix($0.0) }) {
            parts.append(name)
            rest = rest.dropFirst(tag.count)
        }
        let key = rest.count == 1 ? rest.uppercased() : rest.replacingOccurrences(of: "_", with: " ")
        return (parts + [key]).joined(separator: "+")
    }
}

/// The window's actions and their keys.
enum DemoShortcuts {
    /// Pages that Alt and a digit show, at most.
    static let pageDigits = 9

    /// The keys of `action` as the Keys window writes them ("Ctrl+Shift+Z or Ctrl+Y"); empty
    /// for an action without keys. A page's action needs the pages' names.
    static func keys(of action: String, pageNames: [String] = []) -> String {
        all(pageNames: pageNames).first { $0.action == action }?.keyLabels.joined(separator: " or ") ?? ""
    }

    /// Every shortcut: the tools' keys (from ``DemoTool/Facts/key``), then the window's.
    static func all(pageNames: [String]) -> [DemoShortcut] {
        let tools = DemoTool.allCases.map {
            DemoShortcut(action: "win.tool::\($0.rawValue)", keys: [String($0.key)], title: $0.label)
        }
        let pages = pageNames.prefix(pageDigits).enumerated().map { index, name in
            DemoShortcut(action: "win.page::\(name)", keys: ["<Alt>\(index + 1)"], title: "page \(index + 1)")
        }
        return tools + [
            DemoShortcut(action: "win.undo", keys: ["<Control>z"], title: "undo"),
            DemoShortcut(action: "win.redo", keys: ["<Control><Shift>z", "<Control>y"], title: "redo"),
            DemoShortcut(action: "win.open", keys: ["<Control>o"], title: "open drawings"),
            DemoShortcut(action: "win.save", keys: ["<Control>s"], title: "save drawings"),
            DemoShortcut(action: "win.close", keys: ["<Control>w"], title: "close"),
            DemoShortcut(
                action: "win.remove-all", keys: ["<Control><Shift>Delete"], title: "remove all drawings"),
            DemoShortcut(action: "win.toggle-magnet", keys: ["g"], title: "the magnet on or off"),
            DemoShortcut(action: "win.toggle-light", keys: ["l"], title: "light or dark"),
            DemoShortcut(action: "win.previous-page", keys: ["<Control>Page_Up"], title: "the previous page"),
            DemoShortcut(action: "win.next-page", keys: ["<Control>Page_Down"], title: "the next page"),
            DemoShortcut(action: "win.keys", keys: ["F1"], title: "these keys"),
        ] + pages
    }
}
