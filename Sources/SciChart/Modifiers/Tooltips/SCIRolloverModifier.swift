import Foundation

/// A vertical line at the pointer's x with every series' value there: a marker on each
/// series and a tooltip of its name and value in its colour, the x value on the x axis.
///
/// Values are interpolated between data points (``SCITooltipModifierBase/useInterpolation``)
/// or read at the nearest point; over candles or OHLC bars the line stands on the nearest
/// bar and its tooltip reads the bar's open, high, low and close. Values are written as
/// their axes write them (cents for SPY). Tooltips stay inside the series area and clear of
/// each other. On the panes of a ``SCIChartVerticalGroup`` with one
/// ``SCIChartModifierBase/eventsGroupTag``, the line runs through every pane, each showing
/// its own series.
///
/// ```swift
/// let rollover = SCIRolloverModifier()
/// rollover.eventsGroupTag = "SharedEventGroup"
/// surface.chartModifiers.add(rollover)
/// ```
public final class SCIRolloverModifier: SCITooltipModifierBase {
    /// Whether the x axis shows the value at the line (default `true`).
    public var showAxisLabel = true { didSet { invalidateOverlay() } }

    /// Whether the vertical line is drawn (default `true`).
    public var drawVerticalLine = true { didSet { invalidateOverlay() } }

    /// The pen of the vertical line; `nil` (the default) takes the theme's axis label colour
    /// at 80 % opacity, 1 point.
    public var verticalLineStyle: SCIPenStyle? { didSet { invalidateOverlay() } }

    /// A rollover with a line, markers, tooltips and an x axis label.
    public override init() {
        super.init()
    }

    public override func cursor(at location: CGPoint) -> SCICursor? {
        crosshairOverSeriesArea(at: location)
    }

    /// What the rollover shows in a frame laid out as `layout`, worked out from the layout
    /// alone: where its line stands, the values read there and their tooltips; `nil` while
    /// the pointer is not over the series area.
    func plan(in layout: SCIChartLayout) -> RolloverPlan? {
        let area = layout.seriesArea
        guard let location = pointerLocation, area.contains(location) else { return nil }
        let x = SCICursorModifier.barX(near: location, layout: layout) ?? location.x
        let readings = layout.frameSeries.filter { reads($0.series) }.compactMap {
            SeriesReading.read($0, atX: x, layout: layout, interpolate: useInterpolation)
        }
        guard showTooltip else {
            return RolloverPlan(location: location, x: x, readings: readings, boxes: [])
        }
        let font = tooltipFont(layout)
        var boxes = readings.map { reading in
            let size = TooltipBox.size(of: reading.lines, fontSize: Double(font.fontSize))
            // Right of the marker, or left of it where the right side has no room.
            let right = reading.point.x + 8
            let left = right + size.width > area.maxX ? reading.point.x - 8 - size.width : right
            let frame = CGRect(
                x: left, y: reading.point.y - size.height / 2, width: size.width, height: size.height)
            return TooltipBox(lines: reading.lines, color: reading.color, frame: frame)
        }
        TooltipBox.separate(&boxes, in: area)
        return RolloverPlan(location: location, x: x, readings: readings, boxes: boxes)
    }

    override func tooltipTexts(in layout: SCIChartLayout) -> [String] {
        plan(in: layout)?.boxes.map { $0.lines.joined(separator: "\n") } ?? []
    }

    public override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        guard let plan = plan(in: layout) else { return }
        let area = layout.seriesArea
        list.beginGroup("rollover")
        list.pushClip(area)
        if drawVerticalLine {
            var line = SCIPath()
            line.move(to: CGPoint(x: plan.x, y: area.minY))
            line.line(to: CGPoint(x: plan.x, y: area.maxY))
            let pen =
                verticalLineStyle
                ?? SCISolidPenStyle(color: layout.theme.axisLabel.withAlpha(0.8), thickness: 1)
            list.stroke(line, SCIStroke(pen))
        }
        for reading in plan.readings {
            drawMarker(at: reading.point, color: reading.color, layout: layout, into: &list)
        }
        let font = tooltipFont(layout)
        for box in plan.boxes { box.draw(into: &list, font: font) }
        list.popClip()
        if showAxisLabel {
            let label = CursorAxisLabel(
                font: SCIFontStyle(
                    fontSize: layout.theme.labelFontSize, textColor: layout.theme.toolLabelText),
                background: SCIFill(color: layout.theme.toolLabelBackground))
            for axis in layout.shownAxes where axis.isHorizontalAxis {
                label.draw(for: axis, at: CGPoint(x: plan.x, y: plan.location.y), layout: layout, into: &list)
            }
        }
        list.endGroup()
    }
}

/// What a rollover draws in one frame.
struct RolloverPlan {
    /// The pointer.
    let location: CGPoint
    /// Where the line stands (on the nearest bar over bars).
    let x: CGFloat
    let readings: [SeriesReading]
    /// The tooltips, clear of each other (none when tooltips are off).
    let boxes: [TooltipBox]
}
