import SciChart

/// The tools of the demo's tool bar: exactly one is active at a time.
enum DemoTool: String, CaseIterable, Sendable {
    /// Drag to pan, double-click to fit the data; a click on a drawing selects it for editing.
    case pan
    /// The Measure drawing tool: Start and End, each a press, drag and release.
    case measure
    /// The XABCD drawing tool: five points, each a press, drag and release.
    case xabcd
    /// Fibonacci retracement levels between two points.
    case fibonacci
    /// Andrews' pitchfork: handle and upper point in one drag, then the lower point.
    case pitchfork
    /// A trend line, ray or infinite line: one drag from the first point to the second.
    case trendLine
    /// A stop-loss/take-profit zone between an entry and a target.
    case stopLossTakeProfit
    /// A long or short position: entry, stop, target.
    case position
    /// An Elliott impulse wave, its rules checked: points 0 to 5.
    case elliott
    /// A head and shoulders: seven points.
    case headAndShoulders
    /// A stroke drawn by hand.
    case freehand
    /// A horizontal line across the chart at a price: one click.
    case horizontalLine
    /// A horizontal ray from a point to the right edge: one click.
    case horizontalRay
    /// A vertical line at a time: one click.
    case verticalLine
    /// A rectangle: one drag from a corner to the opposite one.
    case rectangle
    /// An arrow: one drag from its tail to its head.
    case arrow
    /// A text note: a click, then typing.
    case text

    /// The tools with a button of their own on the bar; the rest are in its tools menu.
    static let onTheBar: [DemoTool] = [.pan, .measure, .xabcd]

    /// The button's label.
    var label: String {
        switch self {
        case .pan: "Pan"
        case .measure: "Measure"
        case .xabcd: "XABCD"
        case .fibonacci: "Fibonacci"
        case .pitchfork: "Pitchfork"
        case .trendLine: "Trend line"
        case .stopLossTakeProfit: "Stop loss / take profit"
        case .position: "Position"
        case .elliott: "Elliott wave"
        case .headAndShoulders: "Head and shoulders"
        case .freehand: "Brush"
        case .horizontalLine: "Horizontal line"
        case .horizontalRay: "Horizontal ray"
        case .verticalLine: "Vertical line"
        case .rectangle: "Rectangle"
        case .arrow: "Arrow"
        case .text: "Text"
        }
    }

    /// The key that picks the tool.
    var key: Character {
        switch self {
        case .pan: "p"
        case .measure: "m"
        case .xabcd: "x"
        case .fibonacci: "f"
        case .pitchfork: "k"
        case .trendLine: "t"
        case .stopLossTakeProfit: "s"
        case .position: "o"
        case .elliott: "e"
        case .headAndShoulders: "h"
        case .freehand: "b"
        case .horizontalLine: "n"
        case .horizontalRay: "j"
        case .verticalLine: "v"
        case .rectangle: "r"
        case .arrow: "a"
        case .text: "w"
        }
    }

    /// The button's tooltip, with its key.
    var tooltip: String {
        let what =
            switch self {
            case .pan: "Pan and zoom; edit drawings"
            case .measure: "Measure a move between two points"
            case .xabcd: "Draw a harmonic XABCD pattern"
            case .fibonacci: "Draw Fibonacci retracement levels between two swings"
            case .pitchfork:
                "Draw Andrews' pitchfork: drag from the handle to the upper point, then place the lower"
            case .trendLine: "Draw a trend line: drag from one point to another"
            case .stopLossTakeProfit: "Draw a stop-loss or take-profit zone: the entry, then the target"
            case .position: "Draw a long or short position: entry, stop, target"
            case .elliott: "Draw an Elliott impulse wave, its rules checked: points 0 to 5"
            case .headAndShoulders: "Draw a head and shoulders: seven points"
            case .freehand: "Draw by hand"
            case .horizontalLine: "Draw a horizontal line at a price: click"
            case .horizontalRay: "Draw a horizontal ray from a point to the right: click"
            case .verticalLine: "Draw a vertical line at a time: click"
            case .rectangle: "Draw a rectangle: drag from one corner to the other"
            case .arrow: "Draw an arrow: drag from its tail to its head"
            case .text: "Write a note on the chart: click, type, Enter"
            }
        return "\(what) (\(key.uppercased()))"
    }

    /// The tool a plain key press picks.
    init?(shortcut key: Character) {
        guard let tool = Self.allCases.first(where: { $0.key == key }) else { return nil }
        self = tool
    }

    /// The names of the tool's points, in placing order.
    var pointNames: [String] {
        switch self {
        case .pan, .freehand: []
        case .measure: ["Start", "End"]
        case .xabcd: SCIXabcdAnnotation.pointNames
        case .fibonacci: ["the first extreme", "the second extreme"]
        case .pitchfork: ["the handle", "the upper point", "the lower point"]
        case .trendLine: ["the first point", "the second point"]
        case .stopLossTakeProfit: ["the entry", "the target"]
        case .position: ["the entry", "the stop", "the target"]
        case .elliott: (0...5).map { "point \($0)" }
        case .horizontalLine: ["the price"]
        case .horizontalRay: ["the start"]
        case .verticalLine: ["the time"]
        case .rectangle: ["the first corner", "the opposite corner"]
        case .arrow: ["the tail", "the head"]
        case .text: ["the spot for the note"]
        case .headAndShoulders:
            [
                "the start", "the left shoulder", "the left trough", "the head", "the right trough",
                "the right shoulder", "the end",
            ]
        }
    }
}
