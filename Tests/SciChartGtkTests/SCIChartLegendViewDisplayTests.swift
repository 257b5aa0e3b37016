import CGtk
import Foundation
import SciChart
import Testing

@testable import SciChartGtk

extension MainLoopTests {
    /// A legend placed outside the chart, in its own widget beside the chart's.
    @MainActor
    @Suite("The legend view in a window", .enabled(if: GtkTestSupport.hasDisplay))
    struct SCIChartLegendViewDisplayTests {
        init() throws {
            try GtkTestSupport.start()
        }

        /// A chart of three named lines and its outside legend with checkboxes.
        private func chartAndLegend(orientation: SCIOrientation = .vertical) -> (
            SCIChartSurface, SCIChartLegend
        ) {
            let surface = GtkTestSupport.chart()
            for name in ["Two", "Three"] {
                let data = SCIXyDataSeries(xType: .double, yType: .double)
                data.seriesName = name
                data.append(x: [0, 1, 2, 3], y: [2, 1, 3, 2])
                let line = SCIFastLineRenderableSeries()
                line.dataSeries = data
                surface.renderableSeries.add(line)
            }
            surface.renderableSeries[0].dataSeries?.seriesName = "One"
            let legend = SCIChartLegend()
            let dataSource = SCISeriesInfoLegendDataSource(legend: legend)!
            let modifier = SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: false)
            modifier.showCheckBoxes = true
            modifier.orientation = orientation
            surface.chartModifiers.add(modifier)
            return (surface, legend)
        }

        /// A window with the legend view and the chart view side by side (or stacked).
        private func window(
            _ legendView: SCIChartLegendView, _ chartView: SCIChartView, vertical: Bool = false
        ) -> UnsafeMutablePointer<GtkWindow> {
            let box = gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 0)!
            let typedBox = UnsafeMutablePointer<GtkBox>(OpaquePointer(box))
            gtk_box_append(typedBox, UnsafeMutablePointer(legendView.gtkWidget))
            gtk_box_append(typedBox, UnsafeMutablePointer(chartView.gtkWidget))
            let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
            gtk_window_set_default_size(window, 480, 300)
            gtk_window_set_child(window, box)
            gtk_window_present(window)
            return window
        }

        private func width(_ view: SCIChartLegendView) -> Int32 {
            gtk_widget_get_width(UnsafeMutablePointer(view.gtkWidget))
        }

        private func height(_ view: SCIChartLegendView) -> Int32 {
            gtk_widget_get_height(UnsafeMutablePointer(view.gtkWidget))
        }

        /// Sized to its content, as the page's constraint example implies: as wide and as tall
        /// as its items, not the window's height.
        @Test func aVerticalLegendIsAsWideAndAsTallAsItsItems() {
            let (surface, legend) = chartAndLegend()
            let legendView = SCIChartLegendView(legend: legend)
            let chartView = SCIChartView(surface: surface)
            let window = window(legendView, chartView)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { legendView.framesDrawn > 0 && chartView.framesDrawn > 0 })
            let content = legend.contentSize(fitting: CGSize(width: Double.infinity, height: Double.infinity))
            #expect(Double(width(legendView)) == Double(content.width).rounded(.up))
            #expect(Double(height(legendView)) == Double(content.height).rounded(.up))
            #expect(height(legendView) < 300)
            #expect(
                legend.frame.size == CGSize(width: Int(width(legendView)), height: Int(height(legendView))))
            // The chart takes the rest of the window.
            #expect(Int(surface.frame.width) + Int(width(legendView)) >= 480)
        }

        @Test func aClickOnACheckboxHidesItsSeriesAndRedrawsBothViews() throws {
            let (surface, legend) = chartAndLegend()
            let legendView = SCIChartLegendView(legend: legend)
            let chartView = SCIChartView(surface: surface)
            let window = window(legendView, chartView)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { legendView.framesDrawn > 0 && chartView.framesDrawn > 0 }
            GtkTestSupport.run(for: 0.1)
            let frames = (legendView.framesDrawn, chartView.chartLayerDraws)
            let box = try #require(legend.checkBoxFrame(at: 1))
            legendView.host.dragBegan(nil, x: Double(box.midX), y: Double(box.midY))
            legendView.host.dragEnded(nil, dx: 0, dy: 0)
            #expect(!surface.renderableSeries[1].isVisible)
            #expect(
                GtkTestSupport.run {
                    legendView.framesDrawn > frames.0 && chartView.chartLayerDraws > frames.1
                })
            // The legend's view asks nothing more of GTK once drawn: idle again.
            GtkTestSupport.run(for: 0.2)
            let settled = legendView.framesDrawn
            GtkTestSupport.run(for: 0.4)
            #expect(legendView.framesDrawn == settled)
            #expect(!legendView.host.redraw.hasPendingCallback)
        }

        @Test func theWheelScrollsAShortLegendAndThePointerIsAHandOverItems() throws {
            let (surface, legend) = chartAndLegend()
            for index in 0..<30 {
                let data = SCIXyDataSeries(xType: .double, yType: .double)
                data.seriesName = "Extra \(index)"
                data.append(x: [0, 1], y: [0, 1])
                let line = SCIFastLineRenderableSeries()
                line.dataSeries = data
                surface.renderableSeries.add(line)
            }
            // Sized by the host, a legend of more items than fit scrolls.
            legend.container?.sizing = .host
            let legendView = SCIChartLegendView(legend: legend)
            let chartView = SCIChartView(surface: surface)
            let window = window(legendView, chartView)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { legendView.framesDrawn > 0 }
            let item = try #require(legend.itemFrame(at: 0))
            legendView.host.updateCursor(at: CGPoint(x: item.midX, y: item.midY))
            let widget = UnsafeMutablePointer<GtkWidget>(legendView.gtkWidget)
            let cursor = gtk_widget_get_cursor(widget).flatMap { gdk_cursor_get_name($0) }.map {
                String(cString: $0)
            }
            #expect(cursor == "pointer")
            #expect(legend.handleScroll(deltaX: 0, deltaY: 2, at: CGPoint(x: item.midX, y: item.midY)))
            #expect(legend.contentOffset.y > 0)
            #expect(legend.itemFrame(at: 0) == nil)
        }

        @Test func aHorizontalLegendAboveTheChartIsAsTallAsItsRowsAtItsWidth() {
            let (surface, legend) = chartAndLegend(orientation: .horizontal)
            for index in 0..<8 {
                let data = SCIXyDataSeries(xType: .double, yType: .double)
                data.seriesName = "Moving average \(index)"
                data.append(x: [0, 1], y: [0, 1])
                let line = SCIFastLineRenderableSeries()
                line.dataSeries = data
                surface.renderableSeries.add(line)
            }
            let legendView = SCIChartLegendView(legend: legend)
            let chartView = SCIChartView(surface: surface)
            let window = window(legendView, chartView, vertical: true)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { legendView.framesDrawn > 0 })
            GtkTestSupport.run(for: 0.2)
            let fitting = legend.contentSize(
                fitting: CGSize(width: Double(width(legendView)), height: Double.infinity))
            #expect(Double(height(legendView)) == Double(fitting.height).rounded(.up))
            #expect(width(legendView) >= 480)
            // Eleven items do not fit one row of 480 points.
            #expect(legend.itemFrame(at: 10)!.minY > legend.itemFrame(at: 0)!.maxY)
        }

        @Test func aLegendSizedByTheHostExpands() {
            let (surface, legend) = chartAndLegend()
            legend.container?.sizing = .host
            let legendView = SCIChartLegendView(legend: legend)
            let chartView = SCIChartView(surface: surface)
            let window = window(legendView, chartView)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { legendView.framesDrawn > 0 })
            // Both expand: they share the window.
            let content = legend.contentSize(fitting: CGSize(width: Double.infinity, height: Double.infinity))
            #expect(Double(width(legendView)) > Double(content.width) + 50)
        }

        @Test func theLegendViewIsFreedWithItsWindow() {
            let (surface, legend) = chartAndLegend()
            weak var weakView: SCIChartLegendView?
            let window: UnsafeMutablePointer<GtkWindow>
            do {
                let legendView = SCIChartLegendView(legend: legend)
                weakView = legendView
                window = self.window(legendView, SCIChartView(surface: surface))
            }
            #expect(GtkTestSupport.run { (weakView?.framesDrawn ?? 0) > 0 })
            gtk_window_destroy(window)
            GtkTestSupport.run(for: 0.1)
            #expect(weakView == nil)
            #expect(legend.onInvalidate == nil)
        }
    }
}
