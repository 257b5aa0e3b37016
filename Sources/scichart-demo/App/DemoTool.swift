import SciChart

/// The tools of the demo's tool bar: exactly one is active at a time. Each tool's facts (its
/// label, key, tooltip, point names and creation modifier) are in one place, ``facts``; the
/// tool bar, the keys, the status line and the pages read them from there.
enum DemoTool: String, CaseIterable, Sendable {
    case pan, measure, xabcd, fibonacci, pitchfork, trendLine, stopLossTakeProfit, position, elliott
    case headAndShoulders, freehand, horizontalLine, horizontalRay, verticalLine, rectangle, arrow, text

    /// What the demo says and does about one tool.
    struct Facts: Sendable {
        /// The button's label.
        let label: String
        /// The key that picks the tool.
        let key: Character
        /// What the tool does, for its tooltip.
        let what: String
        /// The names of the tool's points, in placing order.
        var pointNames: [String] = []
        /// Whether the first two points are placed by one drag (a segment), or each by a click.
        var opensWithDrag = false
        /// Whether it has a button on the bar (the others are in the bar's tools menu).
        var isOnTheBar = false
        /// Whether the tool places one drawing per pick, the pan tool taking over after it.
        var isOneShot = false
        /// The tool's creation modifier; `nil` for the pan tool.
        let make: @MainActor @Sendable () -> SCIAnnotationCreationModifierBase?
    }

    /// The tool's facts.
    var facts: Facts {
        switch self {
        case .pan:
            Facts(label: "Pan", key: "p", what: "Pan and zoom; edit drawings", isOnTheBar: true) { nil }
        case .measure:
            Facts(
                label: "Measure", key: "m", what: "Measure a move between two points",
                pointNames: ["Start", "End"], isOnTheBar: true, make: SCIMeasureCreationModifier.init)
        case .xabcd:
            Facts(
                label: "XABCD", key: "x", what: "Draw a harmonic XABCD pattern",
                pointNames: SCIXabcdAnnotation.pointNames, isOnTheBar: true,
                make: SCIXabcdCreationModifier.init)
        case .fibonacci:
            Facts(
                label: "Fibonacci", key: "f", what: "Draw Fibonacci retracement levels between two swings",
                pointNames: ["the first extreme", "the second extreme"],
                make: SCIFibonacciRetracementCreationModifier.init)
        case .pitchfork:
            Facts(
                label: "Pitchfork", key: "k",
                what:
                    "Draw Andrews' pitchfork: drag from the handle to the upper point, then place the lower",
                pointNames: ["the handle", "the upper point", "the lower point"], opensWithDrag: true,
                make: SCIPitchforkCreationModifier.init)
        case .trendLine:
            Facts(
                label: "Trend line", key: "t", what: "Draw a trend line: drag from one point to another",
                pointNames: ["the first point", "the second point"], opensWithDrag: true
            ) {
                let line = SCIExtendedLineCreationModifier()
                line.extendStart = false
                return line
            }
        case .stopLossTakeProfit:
            Facts(
                label: "Stop loss / take profit", key: "s",
                what: "Draw a stop-loss or take-profit zone: the entry, then the target",
                pointNames: ["the entry", "the target"], make: SCIStopLossTakeProfitCreationModifier.init)
        case .position:
            Facts(
                label: "Position", key: "o", what: "Draw a long or short position: entry, stop, target",
                pointNames: ["the entry", "the stop", "the target"], make: SCIPositionCreationModifier.init)
        case .elliott:
            Facts(
                label: "Elliott wave", key: "e",
                what: "Draw an Elliott impulse wave, its rules checked: points 0 to 5",
                pointNames: (0...5).map { "point \($0)" }, make: SCIElliottImpulseWaveCreationModifier.init)
        case .headAndShoulders:
            Facts(
                label: "Head and shoulders", key: "h", what: "Draw a head and shoulders: seven points",
                pointNames: [
                    "the start", "the left shoulder", "the left trough", "the head", "the right trough",
                    "the right shoulder", "the end",
                ], make: SCIHeadAndShouldersCreationModifier.init)
        case .freehand:
            Facts(label: "Brush", key: "b", what: "Draw by hand", make: SCIFreehandDrawingModifier.init)
        case .horizontalLine:
            Facts(
                label: "Horizontal line", key: "n", what: "Draw a horizontal line at a price: click",
                pointNames: ["the price"], make: SCIHorizontalLineCreationModifier.init)
        case .horizontalRay:
            Facts(
                label: "Horizontal ray", key: "j",
                what: "Draw a horizontal ray from a point to the right: click",
                pointNames: ["the start"], make: SCIHorizontalRayCreationModifier.init)
        case .verticalLine:
            Facts(
                label: "Vertical line", key: "v", what: "Draw a vertical line at a time: click",
                pointNames: ["the time"], make: SCIVerticalLineCreationModifier.init)
        case .rectangle:
            Facts(
                label: "Rectangle", key: "r", what: "Draw a rectangle: drag from one corner to the other",
                pointNames: ["the first corner", "the opposite corner"], opensWithDrag: true,
                make: SCIBoxCreationModifier.init)
        case .arrow:
            Facts(
                label: "Arrow", key: "a", what: "Draw an arrow: drag from its tail to its head",
                pointNames: ["the tail", "the head"], opensWithDrag: true,
                make: SCILineArrowCreationModifier.init)
        case .text:
            Facts(
                label: "Text", key: "w", what: "Write a note on the chart: click, type, Enter",
                pointNames: ["the spot for the note"], isOneShot: true, make: SCITextCreationModifier.init)
        }
    }

    /// The tools with a button of their own on the bar; the rest are in its tools menu.
    static var onTheBar: [DemoTool] { allCases.filter(\.facts.isOnTheBar) }

    /// The button's label.
    var label: String { facts.label }

    /// The key that picks the tool.
    var key: Character { facts.key }

    /// The names of the tool's points, in placing order.
    var pointNames: [String] { facts.pointNames }

    /// The button's tooltip, with its key.
    var tooltip: String { "\(facts.what) (\(key.uppercased()))" }
}
