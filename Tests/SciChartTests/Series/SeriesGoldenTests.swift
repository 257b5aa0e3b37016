import Foundation
import Gallery
import Testing

@testable import SciChart

/// SVG goldens of each series type and of the real charts. Each golden is backed by the
/// geometric assertions of `SeriesGeometryTests`.
@Suite struct SeriesGoldenTests {
    static func chart(_ series: SCIRenderableSeriesBase, theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 260))
        surface.theme = theme
        let xAxis = SCINumericAxis()
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        surface.renderableSeries.add(series)
        return surface
    }

    static let xs = (0..<24).map(Double.init)
    static let ys = xs.map { 50 + 30 * sin($0 / 3) + ($0.truncatingRemainder(dividingBy: 5) == 0 ? 8 : 0) }

    static func ohlcData() -> SCIOhlcDataSeries {
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        for (x, y) in zip(xs, ys) {
            let open = y - 4 * cos(x)
            data.append(x: x, open: open, high: max(open, y) + 3, low: min(open, y) - 3, close: y)
        }
        return data
    }

    static let cases: [String: @Sendable () -> SCIRenderableSeriesBase] = [
        "line": {
            let series = SCIFastLineRenderableSeries()
            series.dataSeries = SeriesFixture.xy(xs, ys)
            let marker = SCIEllipsePointMarker()
            marker.fillStyle = SCISolidBrushStyle(color: 0xFFFF_D23F)
            series.pointMarker = marker
            return series
        },
        "mountain": {
            let series = SCIFastMountainRenderableSeries()
            series.dataSeries = SeriesFixture.xy(
                xs, ys.enumerated().map { $0.offset == 12 ? .nan : $0.element })
            return series
        },
        "column": {
            let series = SCIFastColumnRenderableSeries()
            series.dataSeries = SeriesFixture.xy(xs, ys.map { $0 - 50 })
            return series
        },
        "scatter": {
            let series = SCIXyScatterRenderableSeries()
            series.dataSeries = SeriesFixture.xy(xs, ys)
            let marker = SCITrianglePointMarker()
            marker.size = CGSize(width: 9, height: 9)
            marker.fillStyle = SCISolidBrushStyle(color: 0xFFAE_81FF)
            series.pointMarker = marker
            return series
        },
        "candlestick": {
            let series = SCIFastCandlestickRenderableSeries()
            series.dataSeries = ohlcData()
            return series
        },
        "ohlc": {
            let series = SCIFastOhlcRenderableSeries()
            series.dataSeries = ohlcData()
            return series
        },
    ]

    @Test(arguments: cases.keys.sorted())
    func seriesGolden(name: String) {
        for (themeName, theme) in [("dark", SCIChartTheme.dark), ("light", SCIChartTheme.light)] {
            let surface = Self.chart(Self.cases[name]!(), theme: theme)
            Golden.check(text: surface.renderSVG(), named: "series-\(name)-\(themeName).svg")
        }
    }

    @Test func realChartsGolden() {
        Golden.check(text: GalleryCharts.spyDaily().renderSVG(), named: "spy-daily.svg")
        Golden.check(text: GalleryCharts.sp500Minutes().renderSVG(), named: "sp500-minutes.svg")
    }
}
