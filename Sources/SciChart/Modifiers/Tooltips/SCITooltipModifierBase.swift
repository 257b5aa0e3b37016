import Foundation

/// What the rollover and the tooltip modifier share: whether they show tooltips, whether
/// values between data points are interpolated, which series they read, and how they follow
/// the pointer.
///
/// On mouse hosts they follow hover and go away when the pointer leaves the surface; on
/// touch hosts, which send no hover, they follow a press-drag and go away when the finger
/// lifts. They never handle an event, so a pan or a drawing tool after them still gets every
/// gesture. With an ``SCIChartModifierBase/eventsGroupTag`` shared by the panes of a
/// ``SCIChartVerticalGroup`` they move on every pane at once.
open class SCITooltipModifierBase: SCIChartModifierBase {
    /// Whether tooltips are drawn (default `true`); the markers and lines are drawn either way.
    public var showTooltip = true { didSet { invalidateOverlay() } }

    /// Whether a value between two data points is interpolated at the pointer (default
    /// `true`); when `false`, the nearest data point's value is shown, where it is. Bars
    /// (OHLC data) always show the nearest bar.
    public var useInterpolation = true { didSet { invalidateOverlay() } }

    /// Which series are read (default ``SCISourceMode/allVisibleSeries``). Hidden series are
    /// never read.
    public var sourceMode: SCISourceMode = .allVisibleSeries { didSet { invalidateOverlay() } }

    /// The font of tooltips; `nil` (the default) takes the theme's label font size, the text
    /// colour chosen to read on each tooltip's colour.
    public var tooltipTextStyle: SCIFontStyle? { didSet { invalidateOverlay() } }

    /// Where the pointer is, in surface coordinates, while the modifier shows something.
    public private(set) var pointerLocation: CGPoint? {
        didSet { if oldValue != pointerLocation { invalidateOverlay() } }
    }

    /// Whether the last event came from another pane of the group (``SCIPointerArgs/isMaster``
    /// was `false`): its y is not the pointer's.
    public private(set) var followsAnotherPane = false

    /// Whether hovers were seen since the pointer last left: a mouse host.
    private var hasMouse = false

    /// A modifier showing tooltips, reading every visible series with interpolation.
    public override init() {
        super.init()
    }

    /// The pointer moved to `location` (or left, `nil`): subclasses read their series here.
    open func pointerDidMove(to location: CGPoint?) {}

    public override func onHover(_ args: SCIPointerArgs) -> Bool {
        hasMouse = true
        follow(args)
        return false
    }

    public override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        follow(args)
        return false
    }

    public override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        follow(args)
        return false
    }

    public override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        if hasMouse { follow(args) } else { move(to: nil) }
        return false
    }

    public override func onPointerCancelled(_ args: SCIPointerArgs) { move(to: nil) }

    public override func onPointerExited(_ args: SCIPointerArgs) {
        hasMouse = false
        move(to: nil)
    }

    public override func onDisabled() { move(to: nil) }

    public override func onDetached(from surface: SCIChartSurface) { move(to: nil) }

    /// The tooltips' texts as the surface's next frame draws them, one a tooltip, its lines
    /// separated by newlines (empty while nothing is shown, or off a surface): what a status
    /// line or a test reads. Reading it lays the surface out when it needs to; drawing a
    /// frame never writes it.
    public var tooltipTexts: [String] {
        guard let surface = parentSurface else { return [] }
        return tooltipTexts(in: surface.currentLayout)
    }

    /// The tooltips' texts in a frame laid out as `layout`.
    func tooltipTexts(in layout: SCIChartLayout) -> [String] { [] }

    /// Whether `series` is read under ``sourceMode`` (hidden series never are).
    func reads(_ series: SCIRenderableSeriesBase) -> Bool {
        guard series.isVisible else { return false }
        switch sourceMode {
        case .allSeries, .allVisibleSeries: return true
        case .selectedSeries: return series.isSelected
        case .unselectedSeries: return !series.isSelected
        }
    }

    /// A marker on a series' point: a dot of its colour ringed in the background's.
    func drawMarker(
        at point: CGPoint, color: SCIColor, layout: SCIChartLayout, into list: inout SCIDisplayList
    ) {
        guard layout.seriesArea.contains(point) else { return }
        var dot = SCIPath()
        dot.addEllipse(in: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
        list.draw(
            dot, fill: SCIFill(color: color), stroke: SCIStroke(color: layout.theme.background, width: 1.5))
    }

    /// The tooltip font as drawn in `layout`.
    func tooltipFont(_ layout: SCIChartLayout) -> SCIFontStyle {
        tooltipTextStyle
            ?? SCIFontStyle(fontSize: layout.theme.labelFontSize, textColor: layout.theme.toolLabelText)
    }

    private func follow(_ args: SCIPointerArgs) {
        followsAnotherPane = !args.isMaster
        move(to: args.isInSeriesArea ? args.location : nil)
    }

    private func move(to location: CGPoint?) {
        pointerLocation = location
        pointerDidMove(to: location)
    }
}
