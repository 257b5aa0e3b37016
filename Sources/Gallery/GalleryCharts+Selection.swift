import Foundation
import MarketData
import SciChart

extension GalleryCharts {
    /// SPY's daily close and its 10- and 20-day moving averages through the October 2014
    /// dip, three lines that cross and overlap, with a series selection modifier in the
    /// spec's `SelectedSeriesStyle`: before any tap.
    public static func spySelectionBefore(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spySelectionChart(theme: theme)
        surface.chartTitle = "SPY close and its 10- and 20-day averages: tap a line to select it"
        return surface
    }

    /// The same chart after a tap on the 20-day average: white, 4 points thick, with
    /// magenta markers, as the spec's `SelectedSeriesStyle` draws it.
    public static func spySelectionAfter(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spySelectionChart(theme: theme)
        surface.chartTitle = "After a tap on the 20-day average, in the spec's SelectedSeriesStyle"
        let location = selectionTapLocation(on: surface)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: location, timestamp: 0))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: location, timestamp: 0.05))
        return surface
    }

    /// The bars the selection charts show: September 2 2014 to January 30 2015.
    static var selectionBars: Range<Int> {
        let bars = MarketData.spyDaily
        let first = bars.firstIndex { $0.x >= day(2014, 9, 2) } ?? 0
        let end = bars.firstIndex { $0.x > day(2015, 1, 30) } ?? bars.count
        return first..<max(end, first)
    }

    /// The series of the selection charts, in drawing order: close, SMA 10, SMA 20.
    private static func spySelectionChart(theme: SCIChartTheme) -> SCIChartSurface {
        let bars = MarketData.spyDaily
        let shown = selectionBars
        let closes = bars.map(\.close)
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        yAxis.axisTitle = "Price (USD)"
        surface.xAxes.add(SCIDateAxis())
        surface.yAxes.add(yAxis)
        let lines: [(String, [Double], UInt32)] = [
            ("Close", closes, 0xFF9C_A3AF),
            ("SMA 10", movingAverage(closes, period: 10), 0xFFF5_A623),
            ("SMA 20", movingAverage(closes, period: 20), 0xFF47_BDE6),
        ]
        for (name, values, color) in lines {
            let data = SCIXyDataSeries(xType: .date, yType: .double)
            data.seriesName = name
            data.append(x: shown.map { bars[$0].x }, y: shown.map { values[$0] })
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            line.strokeStyle = SCISolidPenStyle(color: SCIColor(argb: color), thickness: 2)
            surface.renderableSeries.add(line)
        }
        let modifier = SCISeriesSelectionModifier()
        modifier.selectedSeriesStyle = SelectedSeriesStyle()
        surface.chartModifiers.add(modifier)
        return surface
    }

    /// Where the gallery taps the 20-day average: on its point farthest from the other two
    /// lines, so that no other line is within the modifier's reach.
    public static func selectionTapLocation(on surface: SCIChartSurface) -> CGPoint {
        let lines = Array(surface.renderableSeries).compactMap { $0.dataSeries as? SCIXyDataSeries }
        guard lines.count == 3 else { return .zero }
        let xs = lines[2].xValuesArray
        let ys = lines.map { $0.yValuesArray }
        let yCalculator = surface.yAxes[0].currentCoordinateCalculator
        var best = (index: 0, gap: -Double.infinity)
        for index in xs.indices {
            let pixels = ys.map { yCalculator.getCoordinate($0[index]) }
            let gap = min(abs(pixels[2] - pixels[0]), abs(pixels[2] - pixels[1]))
            if gap > best.gap { best = (index, gap) }
        }
        return surface.currentLayout.surfacePoint(x: xs[best.index], y: ys[2][best.index])
    }
}

/// The spec's `SelectedSeriesStyle`: a selected series is drawn white, 4 points thick,
/// with 10-point magenta ellipse markers; deselecting puts back its own stroke and marker.
final class SelectedSeriesStyle: SCIStyleBase<ISCIRenderableSeries> {
    let stroke = "Stroke"
    let selectedStrokeStyle = SCISolidPenStyle(color: .white, thickness: 4)
    let pointMarker = "PointMarker"
    let selectedPointMarker: ISCIPointMarker

    init() {
        selectedPointMarker = SCIEllipsePointMarker()
        selectedPointMarker.size = CGSize(width: 10, height: 10)
        selectedPointMarker.fillStyle = SCISolidBrushStyle(colorCode: 0xFFFF_00DC)
        selectedPointMarker.strokeStyle = SCISolidPenStyle(color: .white, thickness: 1)
        super.init(styleableType: SCIRenderableSeriesBase.self)
    }

    override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
        putProperty(stroke, value: styleableObject.strokeStyle, intoObject: styleableObject)
        putProperty(pointMarker, value: styleableObject.pointMarker, intoObject: styleableObject)
        styleableObject.strokeStyle = selectedStrokeStyle
        styleableObject.pointMarker = selectedPointMarker
    }

    override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
        let penStyle = getValueFromProperty(
            stroke, ofType: SCISolidPenStyle.self, fromObject: styleableObject)
        let marker = getValueFromProperty(
            pointMarker, ofType: ISCIPointMarker.self, fromObject: styleableObject)
        styleableObject.strokeStyle = penStyle as? SCIPenStyle
        styleableObject.pointMarker = marker as? ISCIPointMarker
    }
}
