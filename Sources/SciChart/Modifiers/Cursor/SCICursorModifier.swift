import Foundation

/// A crosshair that follows the pointer, with the value under it shown on every axis, as
/// trading charts have.
///
/// On mouse hosts the crosshair follows hover, stays where a drag is released and goes away
/// when the pointer leaves the surface (``SCIPointerPhase/exited``); on touch hosts, which
/// send no hover, it follows a press-drag and goes away when the finger lifts. It shows only
/// while the pointer is over the series area. Two lines cross the series area at the
/// pointer, and each visible axis shows, in its band beside the series area, the value at
/// the pointer as ``SCIAxisBase/formatCursorText(_:calculator:)`` writes it: dates on date
/// axes, the bar's date on category axes, numbers to a tenth of the tick step.
///
/// The modifier never handles an event: a pan or a drawing tool after it still gets every
/// gesture. It sees gestures an earlier modifier handled only with
/// ``SCIChartModifierBase/receiveHandledEvents``. The cursor over the series area is
/// ``SCICursor/crosshair``.
///
/// ```swift
/// let cursor = SCICursorModifier()
/// cursor.crosshairStyle = SCISolidPenStyle(color: 0xFFFF9800, thickness: 1)
/// surface.chartModifiers.add(cursor)
/// ```
public final class SCICursorModifier: SCIChartModifierBase {
    /// The pen of the crosshair's lines; `nil` (the default) takes the theme's axis label
    /// colour at 80 % opacity, 1 point, dashed 4 on 4 off.
    public var crosshairStyle: SCIPenStyle? { didSet { invalidateOverlay() } }

    /// Whether the axes show the values at the pointer (default `true`).
    public var showAxisLabels = true { didSet { invalidateOverlay() } }

    /// The font of the axis labels; `nil` (the default) takes the theme's label font size
    /// and tool label text colour.
    public var axisLabelStyle: SCIFontStyle? { didSet { invalidateOverlay() } }

    /// The background of the axis labels; `nil` (the default) takes the theme's tool label
    /// background.
    public var axisLabelBackgroundStyle: SCIBrushStyle? { didSet { invalidateOverlay() } }

    /// Where the crosshair is, in surface coordinates, or `nil` while it is hidden.
    public private(set) var crosshairLocation: CGPoint? {
        didSet { if oldValue != crosshairLocation { invalidateOverlay() } }
    }

    /// Whether hovers were seen since the pointer last left: a mouse host.
    private var hasMouse = false

    /// A crosshair in the theme's colours, with axis labels.
    public override init() {
        super.init()
    }

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
        if hasMouse { follow(args) } else { crosshairLocation = nil }
        return false
    }

    public override func onPointerCancelled(_ args: SCIPointerArgs) {
        crosshairLocation = nil
    }

    public override func onPointerExited(_ args: SCIPointerArgs) {
        hasMouse = false
        crosshairLocation = nil
    }

    public override func onDisabled() {
        crosshairLocation = nil
    }

    public override func onDetached(from surface: SCIChartSurface) {
        crosshairLocation = nil
    }

    /// ``SCICursor/crosshair`` over the series area, else `nil`.
    public override func cursor(at location: CGPoint) -> SCICursor? {
        crosshairOverSeriesArea(at: location)
    }

    public override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        guard let location = crosshairLocation, layout.seriesArea.contains(location) else { return }
        let area = layout.seriesArea
        let theme = layout.theme
        list.beginGroup("cursor")
        var lines = SCIPath()
        lines.move(to: CGPoint(x: location.x, y: area.minY))
        lines.line(to: CGPoint(x: location.x, y: area.maxY))
        lines.move(to: CGPoint(x: area.minX, y: location.y))
        lines.line(to: CGPoint(x: area.maxX, y: location.y))
        let pen =
            crosshairStyle
            ?? SCISolidPenStyle(color: theme.axisLabel.withAlpha(0.8), thickness: 1, strokeDashArray: [4, 4])
        list.pushClip(area)
        list.stroke(lines, SCIStroke(pen))
        list.popClip()
        if showAxisLabels {
            let label = CursorAxisLabel(
                font: axisLabelStyle
                    ?? SCIFontStyle(fontSize: theme.labelFontSize, textColor: theme.toolLabelText),
                background: SCIFill(
                    axisLabelBackgroundStyle ?? SCISolidBrushStyle(color: theme.toolLabelBackground)))
            for axis in layout.xAxes + layout.yAxes where axis.isVisible {
                label.draw(for: axis, at: location, layout: layout, into: &list)
            }
        }
        list.endGroup()
    }

    private func follow(_ args: SCIPointerArgs) {
        crosshairLocation = args.isInSeriesArea ? args.location : nil
    }
}
