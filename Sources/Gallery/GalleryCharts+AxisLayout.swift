import Foundation
import MarketData
import SciChart

/// Left axes one above another, each as tall as an equal share of the series area.
final class StackedLeftAxes: SCIVerticalAxisLayoutStrategy {
    override func measureAxes(
        withAvailableWidth width: CGFloat, height: CGFloat,
        andChartLayoutState chartLayoutState: SCIChartLayoutState!
    ) {
        for axis in axes {
            axis.updateMeasurements()
            let size = SCIVerticalAxisLayoutStrategy.getRequiredAxisSize(from: axis.axisLayoutState)
            chartLayoutState.leftOuterAreaSize = max(size, chartLayoutState.leftOuterAreaSize)
        }
    }

    override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        let share = (bottom - top) / CGFloat(max(axes.count, 1))
        for (index, axis) in axes.enumerated() {
            let size = SCIVerticalAxisLayoutStrategy.getRequiredAxisSize(from: axis.axisLayoutState)
            let upper = top + share * CGFloat(index)
            axis.layoutArea(withLeft: right - size, top: upper, right: right, bottom: upper + share)
        }
    }
}

/// The top axes pinned where another axis shows zero.
final class PinnedAtZero: SCITopAlignmentInnerAxisLayoutStrategy {
    let yAxis: ISCIAxis

    init(yAxis: ISCIAxis) {
        self.yAxis = yAxis
    }

    override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        let zero = CGFloat(yAxis.currentCoordinateCalculator.getCoordinateFrom(0))
        SCIHorizontalAxisLayoutStrategy.layoutAxesFromTop(
            toBottom: axes, withLeft: left, top: top + zero, right: right)
    }
}

extension GalleryCharts {
    /// SPY's close, its daily volume and its 20-day return on three left axes stacked one
    /// above another: three charts sharing one time axis in one surface.
    public static func stackedAxes(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let bars = Array(MarketData.spyDaily.suffix(500))
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle = "SPY 2016-2017: price, volume and 20-day return on stacked left axes"
        surface.xAxes.add(SCIDateAxis())
        let closes = bars.map(\.close)
        let returns = closes.indices.map { index in
            index >= 20 ? (closes[index] / closes[index - 20] - 1) * 100 : .nan
        }
        let panes: [(String, String, [Double], String?)] = [
            ("Price", "Close (USD)", closes, "$0"),
            ("Volume", "Volume (M)", bars.map { $0.volume / 1e6 }, "0"),
            ("Return", "20-day return (%)", returns, "0.0"),
        ]
        for (id, title, values, format) in panes {
            let axis = SCINumericAxis()
            axis.axisId = id
            axis.axisAlignment = .left
            axis.axisTitle = title
            axis.textFormatting = format
            axis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
            axis.maxAutoTicks = 4
            surface.yAxes.add(axis)
            let data = SCIXyDataSeries(xType: .date, yType: .double)
            data.seriesName = id
            data.append(x: bars.map(\.x), y: values)
            let series: SCIRenderableSeriesBase =
                id == "Volume" ? SCIFastColumnRenderableSeries() : SCIFastLineRenderableSeries()
            series.dataSeries = data
            series.yAxisId = id
            surface.renderableSeries.add(series)
        }
        let layoutManager = SCIDefaultLayoutManager()
        layoutManager.leftOuterAxisLayoutStrategy = StackedLeftAxes()
        surface.layoutManager = layoutManager
        return surface
    }

    /// A damped wave around zero with its x axis drawn inside the chart at y = 0 and its y
    /// axis inside on the left: the axes cross where the values do.
    public static func centralAxis(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle = "Central axes: x pinned at y = 0, y inside the chart"
        let xAxis = SCINumericAxis()
        xAxis.axisAlignment = .top
        xAxis.isCenterAxis = true
        let yAxis = SCINumericAxis()
        yAxis.axisAlignment = .left
        yAxis.isCenterAxis = true
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let xs = (0...400).map { -10 + Double($0) * 0.05 }
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.seriesName = "sin(3x) e^(-x/8)"
        data.append(x: xs, y: xs.map { sin(3 * $0) * exp(-$0 / 8) })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        let layoutManager = SCIDefaultLayoutManager()
        layoutManager.topInnerAxisLayoutStrategy = PinnedAtZero(yAxis: yAxis)
        surface.layoutManager = layoutManager
        return surface
    }
}
