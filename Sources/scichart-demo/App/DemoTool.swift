/// The tools of the demo's tool bar: exactly one is active at a time.
enum DemoTool: String, CaseIterable, Sendable {
    /// Drag to pan, double-click to fit the data; a click on a drawing selects it for editing.
    case pan
    /// The Measure drawing tool: Start and End, each a press, drag and release.
    case measure
    /// The XABCD drawing tool: five points, each a press, drag and release.
    case xabcd

    /// The button's label.
    var label: String {
        switch self {
        case .pan: "Pan"
        case .measure: "Measure"
        case .xabcd: "XABCD"
        }
    }

    /// The button's tooltip, with its key.
    var tooltip: String {
        switch self {
        case .pan: "Pan and zoom; edit drawings (P)"
        case .measure: "Measure a move between two points (M)"
        case .xabcd: "Draw a harmonic XABCD pattern (X)"
        }
    }

    /// The tool a plain key press picks: P, M and X.
    init?(shortcut key: Character) {
        switch key {
        case "p": self = .pan
        case "m": self = .measure
        case "x": self = .xabcd
        default: return nil
        }
    }
}
