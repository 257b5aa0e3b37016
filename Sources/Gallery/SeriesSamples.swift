import Foundation
import SciChart

extension GalleryCharts {
    /// The names of the series-type samples, as ``seriesSample(_:theme:)`` takes them.
    public static let seriesTypes = ["line", "mountain", "column", "scatter", "candlestick", "ohlc"]

    /// A small chart of one series type over 24 points of a wave: a line with markers, a
    /// mountain with a gap, columns above and below zero, triangle markers, candlesticks and
    /// OHLC bars. The SVG and PNG goldens render these.
    public static func seriesSample(_ type: String, theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 260))
        surface.theme = theme
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(yAxis)
        surface.renderableSeries.add(sampleSeries(type))
        return surface
    }

    private static func sampleSeries(_ type: String) -> SCIRenderableSeriesBase {
        let xs = (0..<24).map(Double.init)
        let ys = xs.map { 50 + 30 * sin($0 / 3) + ($0.truncatingRemainder(dividingBy: 5) == 0 ? 8 : 0) }
        func xy(_ values: [Double]) -> SCIXyDataSeries {
            let data = SCIXyDataSeries()
            data.append(x: xs, y: values)
            return data
        }
        func bars() -> SCIOhlcDataSeries {
            let data = SCIOhlcDataSeries(xType: .double, yType: .double)
            for (x, y) in zip(xs, ys) {
                let open = y - 4 * cos(x)
                data.append(x: x, open: open, high: max(open, y) + 3, low: min(open, y) - 3, close: y)
            }
            return data
        }
        switch type {
        case "line":
            let series = SCIFastLineRenderableSeries()
            series.dataSeries = xy(ys)
            let marker = SCIEllipsePointMarker()
            marker.fillStyle = SCISolidBrushStyle(color: 0xFFFF_D23F)
            series.pointMarker = marker
            return series
        case "mountain":
            let series = SCIFastMountainRenderableSeries()
            series.dataSeries = xy(ys.enumerated().map { $0.offset == 12 ? .nan : $0.element })
            return series
        case "column":
            let series = SCIFastColumnRenderableSeries()
            series.dataSeries = xy(ys.map { $0 - 50 })
            return series
        case "scatter":
            let series = SCIXyScatterRenderableSeries()
            series.dataSeries = xy(ys)
            let marker = SCITrianglePointMarker()
            marker.size = CGSize(width: 9, height: 9)
            marker.fillStyle = SCISolidBrushStyle(color: 0xFFAE_81FF)
            series.pointMarker = marker
            return series
        case "candlestick":
            let series = SCIFastCandlestickRenderableSeries()
            series.dataSeries = bars()
            return series
        default:
            let series = SCIFastOhlcRenderableSeries()
            series.dataSeries = bars()
            return series
        }
    }
}
