import Foundation
import SciChart

extension GalleryCharts {
    /// The names of the series-type samples, as ``seriesSample(_:theme:)`` takes them.
    public static let seriesTypes = [
        "line", "mountain", "column", "scatter", "candlestick", "ohlc", "spline-line", "spline-mountain",
        "spline-band", "digital-line", "impulse", "bubble", "error-bars", "stacked-columns",
        "stacked-columns-100", "stacked-columns-grouped", "stacked-mountains", "heatmap",
        "custom-rounded-columns", "fan", "sprite-markers",
    ]

    /// A small chart of one series type over 24 points of a wave: a line with markers, a
    /// mountain with a gap, columns above and below zero, triangle markers, candlesticks and
    /// OHLC bars; splines (a line with markers at its points, a mountain, a band whose curves
    /// cross) over every third point, a digital line, stems from the wave's middle, and
    /// bubbles sized by a second wave, and error bars (wider above than below); three waves
    /// stacked as columns (as they are, as shares of 100 %, and as two stacks side by side)
    /// and as mountains, over every other point; a heatmap of 60 × 40 cells of two waves,
    /// with its colour key; columns with rounded tops, a series of its own drawn through the
    /// custom-series API; a fan chart: a forecast's widening ranges as bands around the line
    /// of history and forecast; a line with a picture at each point (a star read from a PNG
    /// file, as a sprite point marker).
    /// The SVG and PNG goldens render these.
    public static func seriesSample(_ type: String, theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 260))
        surface.theme = theme
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(yAxis)
        if type == "fan" {
            for series in fanSeries() { surface.renderableSeries.add(series) }
            return surface
        }
        let series = sampleSeries(type)
        surface.renderableSeries.add(series)
        if let heatmap = series as? SCIFastUniformHeatmapRenderableSeries {
            yAxis.growBy = nil
            let key = SCIChartHeatmapColourMap()
            key.minimum = heatmap.minimum
            key.maximum = heatmap.maximum
            key.colourMap = heatmap.colorMap
            key.textFormat = "%.0f"
            surface.chartModifiers.add(key)
        }
        return surface
    }

    /// The star the sprite sample draws at its points: a 64 × 64 PNG file of the gallery's.
    static let star: SCIImage = {
        let path =
            Bundle.module.path(forResource: "star", ofType: "png", inDirectory: "Resources") ?? "star.png"
        do {
            return try SCIImage(pngFile: path)
        } catch {
            preconditionFailure("the gallery's star.png: \(error)")
        }
    }()

    private static func sampleSeries(_ type: String) -> SCIRenderableSeriesBase {
        let xs = (0..<24).map(Double.init)
        let ys = xs.map { 50 + 30 * sin($0 / 3) + ($0.truncatingRemainder(dividingBy: 5) == 0 ? 8 : 0) }
        func xy(_ values: [Double]) -> SCIXyDataSeries {
            let data = SCIXyDataSeries()
            data.append(x: xs, y: values)
            return data
        }
        func everyThird(_ values: [Double]) -> SCIXyDataSeries {
            let thirds = Array(stride(from: 0, to: xs.count, by: 3))
            let data = SCIXyDataSeries()
            data.append(x: thirds.map { xs[$0] }, y: thirds.map { values[$0] })
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
        case "spline-line":
            let series = SCISplineLineRenderableSeries()
            series.dataSeries = everyThird(ys)
            series.strokeStyle = SCISolidPenStyle(color: 0xFF4F_C3F7, thickness: 2)
            let marker = SCIEllipsePointMarker()
            marker.fillStyle = SCISolidBrushStyle(color: 0xFFFF_D23F)
            series.pointMarker = marker
            return series
        case "spline-mountain":
            let series = SCISplineMountainRenderableSeries()
            series.dataSeries = everyThird(ys)
            series.areaStyle = SCILinearGradientBrushStyle(
                start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1), startColorCode: 0xAAFF_8D42,
                endColorCode: 0x10FF_8D42)
            series.strokeStyle = SCISolidPenStyle(color: 0xFFFF_8D42, thickness: 2)
            return series
        case "spline-band":
            let data = SCIXyyDataSeries()
            let thirds = Array(stride(from: 0, to: xs.count, by: 3))
            data.append(x: thirds.map { xs[$0] }, y: thirds.map { ys[$0] }, y1: thirds.map { 100 - ys[$0] })
            let series = SCISplineBandRenderableSeries()
            series.dataSeries = data
            series.strokeStyle = SCISolidPenStyle(color: 0xFF4F_C3F7, thickness: 1.5)
            series.strokeY1Style = SCISolidPenStyle(color: 0xFFFF_6B6B, thickness: 1.5)
            return series
        case "digital-line":
            let series = SCIFastLineRenderableSeries()
            series.dataSeries = xy(ys.map { ($0 / 10).rounded() * 10 })
            series.isDigitalLine = true
            series.strokeStyle = SCISolidPenStyle(color: 0xFF50_C878, thickness: 2)
            return series
        case "impulse":
            let series = SCIFastImpulseRenderableSeries()
            series.dataSeries = xy(ys)
            series.zeroLineY = 50
            let marker = SCIEllipsePointMarker()
            marker.size = CGSize(width: 7, height: 7)
            series.pointMarker = marker
            return series
        case "bubble":
            let data = SCIXyzDataSeries()
            data.append(x: xs, y: ys, z: xs.map { 1.2 + cos($0 / 2) })
            let series = SCIFastBubbleRenderableSeries()
            series.dataSeries = data
            series.bubbleBrushStyle = SCISolidBrushStyle(color: 0x664F_C3F7)
            series.strokeStyle = SCISolidPenStyle(color: 0xFF4F_C3F7, thickness: 1)
            return series
        case "error-bars":
            let data = SCIHlDataSeries()
            data.append(x: xs, y: ys, high: xs.map { 4 + 3 * cos($0 / 4) }, low: xs.map { 2 + cos($0 / 4) })
            let series = SCIFastErrorBarsRenderableSeries()
            series.dataSeries = data
            series.strokeHighStyle = SCISolidPenStyle(color: 0xFF4F_C3F7, thickness: 1.5)
            series.strokeLowStyle = SCISolidPenStyle(color: 0xFFFF_8D42, thickness: 1.5)
            return series
        case "stacked-columns", "stacked-columns-100", "stacked-columns-grouped", "stacked-mountains":
            return stackedSample(type)
        case "sprite-markers":
            let series = SCIFastLineRenderableSeries()
            series.dataSeries = everyThird(ys)
            series.strokeStyle = SCISolidPenStyle(color: 0xFFFF_D23F, thickness: 1.5)
            let marker = SCISpritePointMarker(image: star)
            marker.size = CGSize(width: 20, height: 20)
            series.pointMarker = marker
            return series
        case "custom-rounded-columns":
            let series = RoundedTopColumns()
            series.dataSeries = xy(ys.map { $0 - 20 })
            series.fillBrushStyle = SCILinearGradientBrushStyle(
                start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1), startColorCode: 0xFF4F_C3F7,
                endColorCode: 0xFF1E_5A8C)
            return series
        case "heatmap":
            let (width, height) = (60, 40)
            let data = SCIUniformHeatmapDataSeries(
                xType: .double, yType: .double, zType: .double, xSize: width, ySize: height)
            data.startX = 0.0
            data.stepX = 23.0 / Double(width)
            func z(_ x: Double, _ y: Double) -> Double {
                let waves: Double = 60 * sin(x / 7) * cos(y / 6)
                return 100 + waves + 40 * sin((x + y) / 11)
            }
            let rows: [[Double]] = (0..<height).map { y in (0..<width).map { x in z(Double(x), Double(y)) } }
            data.updateZValues(rows)
            let series = SCIFastUniformHeatmapRenderableSeries()
            series.dataSeries = data
            series.minimum = 0
            series.maximum = 200
            series.colorMap = SCIColorMap(
                colors: [0xFF00_008B, 0xFF64_95ED, 0xFF00_6400, 0xFF7F_FF00, .yellow, .red],
                andStops: [0, 0.2, 0.4, 0.6, 0.8, 1])
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

    /// Three waves over every other point of 24, stacked as `type` says.
    private static func stackedSample(_ type: String) -> SCIRenderableSeriesBase {
        let xs = stride(from: 0.0, to: 24, by: 2).map { $0 }
        let waves = [(8.0, 0.0), (5, 2), (4, 4)].map { base, phase in
            xs.map { base + 3 * sin(($0 + phase) / 4) }
        }
        let colors: [UInt32] = [0xFF4F_C3F7, 0xFFFF_8D42, 0xFF50_C878]
        func data(_ index: Int) -> SCIXyDataSeries {
            let data = SCIXyDataSeries()
            data.append(x: xs, y: waves[index])
            return data
        }
        func column(_ index: Int) -> SCIStackedColumnRenderableSeries {
            let series = SCIStackedColumnRenderableSeries()
            series.dataSeries = data(index)
            series.fillBrushStyle = SCISolidBrushStyle(colorCode: colors[index] & 0xDDFF_FFFF)
            series.strokeStyle = SCISolidPenStyle(colorCode: colors[index], thickness: 1)
            return series
        }
        switch type {
        case "stacked-mountains":
            let stack = SCIVerticallyStackedMountainsCollection()
            for index in 0..<3 {
                let series = SCIStackedMountainRenderableSeries()
                series.dataSeries = data(index)
                series.strokeStyle = SCISolidPenStyle(colorCode: colors[index], thickness: 1.5)
                series.areaStyle = SCILinearGradientBrushStyle(
                    start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1),
                    startColorCode: colors[index] & 0xCCFF_FFFF,
                    endColorCode: colors[index] & 0x66FF_FFFF)
                stack.add(series)
            }
            return stack
        case "stacked-columns-grouped":
            let first = SCIVerticallyStackedColumnsCollection()
            first.add(column(0))
            first.add(column(1))
            let group = SCIHorizontallyStackedColumnsCollection()
            group.add(first)
            group.add(column(2))
            group.dataPointWidth = 0.8
            return group
        default:
            let stack = SCIVerticallyStackedColumnsCollection()
            for index in 0..<3 { stack.add(column(index)) }
            stack.isOneHundredPercent = type == "stacked-columns-100"
            return stack
        }
    }
}

extension GalleryCharts {
    /// A fan chart: 16 points of history, then a forecast of 8 whose 50 %, 80 % and 95 % ranges
    /// widen with time, each a band (the widest first, so the narrower lie on top), and the
    /// line through history and the forecast's middle.
    static func fanSeries() -> [SCIRenderableSeriesBase] {
        let history = (0..<16).map { Double($0) }
        let values = history.map { 50 + 12 * sin($0 / 3) + $0 }
        let last = values[values.count - 1]
        let ahead = (15..<24).map { Double($0) }
        let middle = ahead.map { last + 1.2 * ($0 - 15) }
        var bands: [SCIRenderableSeriesBase] = []
        for (spread, alpha) in [(2.0, 0x40), (1.3, 0x66), (0.7, 0x99)] as [(Double, UInt32)] {
            let data = SCIXyyDataSeries()
            data.append(
                x: ahead, y: zip(ahead, middle).map { $1 + spread * 3 * sqrt($0 - 15) },
                y1: zip(ahead, middle).map { $1 - spread * 3 * sqrt($0 - 15) })
            let band = SCIFastBandRenderableSeries()
            band.dataSeries = data
            let color = SCIColor(argb: alpha << 24 | 0xFF_8D42)
            band.fillBrushStyle = SCISolidBrushStyle(color: color)
            band.fillY1BrushStyle = SCISolidBrushStyle(color: color)
            band.strokeStyle = SCISolidPenStyle(color: .clear, thickness: 0)
            band.strokeY1Style = SCISolidPenStyle(color: .clear, thickness: 0)
            bands.append(band)
        }
        let line = SCIFastLineRenderableSeries()
        let path = SCIXyDataSeries()
        path.append(x: history + ahead.dropFirst(), y: values + middle.dropFirst())
        line.dataSeries = path
        line.strokeStyle = SCISolidPenStyle(color: 0xFF4F_C3F7, thickness: 2)
        return bands + [line]
    }
}

/// Columns with rounded tops: a column series that draws its columns its own way, from the
/// frame's column render pass data, through the custom-series API.
final class RoundedTopColumns: SCIFastColumnRenderableSeries {
    override func internalDraw(
        with renderContext: ISCIRenderContext2D!, assetManager: ISCIAssetManager2D!,
        renderPassData: ISCISeriesRenderPassData!
    ) {
        guard let columns = renderPassData as? SCIColumnRenderPassData,
            let style = fillBrushStyle ?? strokeStyle.map({ SCISolidBrushStyle(color: $0.color) })
        else { return }
        let brush = assetManager.brush(withStyle: style)
        let half = columns.columnPixelWidth / 2
        let zero = Double(columns.zeroLineCoord)
        var path = SCIPath()
        for index in 0..<columns.pointsCount {
            let x = Double(columns.xCoords.getValueAt(index))
            let top = Double(columns.yCoords.getValueAt(index))
            guard x.isFinite, top.isFinite else { continue }
            // A round cap at the value's end, on a column from the zero line.
            let rising = top <= zero
            let radius = min(half, abs(zero - top))
            let capBase = rising ? top + radius : top - radius
            let control = rising ? top - radius / 3 : top + radius / 3
            path.move(to: CGPoint(x: x - half, y: zero))
            path.line(to: CGPoint(x: x - half, y: capBase))
            path.curve(
                to: CGPoint(x: x + half, y: capBase), control1: CGPoint(x: x - half, y: control),
                control2: CGPoint(x: x + half, y: control))
            path.line(to: CGPoint(x: x + half, y: zero))
            path.close()
        }
        renderContext.fillPath(path, brush: brush)
    }
}
