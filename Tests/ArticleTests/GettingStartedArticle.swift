import CGtk
import Foundation
import SciChart
import SciChartCairo
import SciChartGtk
import Testing

/// The code of GettingStarted.md, in the order the article shows it.
@Suite struct GettingStartedArticle {
    @Test func chartMeasureAndPNG() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(SCIDateAxis())
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.yAxes.add(yAxis)

        let bars: [(day: String, open: Double, high: Double, low: Double, close: Double)] = [
            ("2016-02-08", 185.77, 186.12, 182.80, 185.42),
            ("2016-02-09", 183.36, 186.94, 183.20, 185.43),
            ("2016-02-10", 186.41, 188.34, 185.12, 185.27),
            ("2016-02-11", 182.34, 184.10, 181.09, 182.86),
            ("2016-02-12", 184.96, 186.65, 183.96, 186.63),
            ("2016-02-16", 188.77, 189.81, 187.63, 189.78),
            ("2016-02-17", 191.16, 193.32, 191.01, 192.88),
        ]
        let candles = SCIOhlcDataSeries(xType: .date, yType: .double)
        candles.seriesName = "SPY"
        let days = ISO8601DateFormatter()
        for bar in bars {
            guard let date = days.date(from: bar.day + "T00:00:00Z") else { continue }
            candles.append(x: date, open: bar.open, high: bar.high, low: bar.low, close: bar.close)
        }
        let candlesticks = SCIFastCandlestickRenderableSeries()
        candlesticks.dataSeries = candles
        surface.renderableSeries.add(candlesticks)

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("spy.png")
        try surface.renderPNG(to: output, scale: 2)
        let svg: String = surface.renderSVG()

        #expect(candles.count == 7)
        #expect(try SCIRasterImage.read(pngAt: output).width == 1600)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))

        let measure = SCIMeasureCreationModifier()
        measure.snapToCandles = true
        measure.isEditable = true
        measure.annotationCreationCompletionListener = { annotation, type in
            guard let created = annotation as? SCIMeasureAnnotation else { return }
            print(SCIAnnotationTypeName(type), created.getBaseDataValues())
        }
        surface.chartModifiers.add(items: measure)

        let area = surface.seriesAreaFrame
        let start = CGPoint(x: area.minX + 60, y: area.maxY - 60)
        let end = CGPoint(x: area.maxX - 60, y: area.minY + 60)
        for point in [start, end] {
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point))
        }
        try surface.renderPNG(to: output, scale: 2)

        let created = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(created.isGrowing)
        // Snapped to whole candles: both points are on a bar's date.
        let dates = created.getBaseDataValues().compactMap(\.date)
        #expect(dates.count == 2)
        #expect(dates.allSatisfy { $0.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0 })
        try? FileManager.default.removeItem(at: output)
    }

    /// The window of the article, compiled here; Examples/GtkWindowExample runs it.
    @MainActor func showInWindow(_ surface: SCIChartSurface, window: UnsafeMutablePointer<GtkWindow>) {
        let view = SCIChartView(surface: surface)
        gtk_window_set_child(window, UnsafeMutablePointer(view.gtkWidget))
        gtk_window_present(window)
    }
}
