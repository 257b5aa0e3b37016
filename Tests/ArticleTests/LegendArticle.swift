import CGtk
import Foundation
import SciChart
import SciChartCairo
import SciChartGtk
import Testing

/// A legend item of one's own, as Legend.md shows it: a swatch of the series' colour.
final class SwatchItem: ISCIDrawableLegendItem {
    private var info: SCISeriesInfoCore?

    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!) {
        info = source as? SCISeriesInfoCore
    }

    func size(in context: SCILegendItemContext) -> CGSize {
        CGSize(width: 120, height: 24)
    }

    func draw(in frame: CGRect, context: SCILegendItemContext, into list: inout SCIDisplayList) {
        var swatch = SCIPath()
        swatch.addRect(CGRect(x: frame.minX, y: frame.minY, width: 24, height: frame.height))
        list.fill(swatch, SCIFill(color: info?.seriesColor ?? .gray))
        let name = SCITextRun(
            text: info?.seriesName ?? "", anchor: CGPoint(x: frame.minX + 30, y: frame.midY),
            horizontal: .left, vertical: .center, font: context.font)
        list.text(name)
    }
}

/// The code of Legend.md, on SPY candles with their 50- and 200-day averages.
@Suite(.serialized) struct LegendArticle {
    @Test func onTheChart() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 12, 30))

        let legendModifier = SCILegendModifier()
        legendModifier.position = [.left, .top]
        legendModifier.margins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        legendModifier.orientation = .horizontal
        legendModifier.showCheckBoxes = true
        legendModifier.sourceMode = .allSeries
        surface.chartModifiers.add(legendModifier)

        let area = surface.seriesAreaFrame
        #expect(legendModifier.legend.frame.origin == CGPoint(x: area.minX + 16, y: area.minY + 16))
        #expect(legendModifier.legend.seriesInfo.map(\.seriesName) == ["SPY", "SMA 50", "SMA 200"])

        // A tap on the 200-day average's checkbox hides it; the item stays, greyed.
        let box = try #require(legendModifier.legend.checkBoxFrame(at: 2))
        let centre = CGPoint(x: box.midX, y: box.midY)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: centre, timestamp: 1.05))
        #expect(!surface.renderableSeries[2].isVisible)
        #expect(legendModifier.legend.itemCount == 3)

        // A double tap on a name shows that series alone; a second one gives the others back.
        let name = try #require(legendModifier.legend.itemFrame(at: 1))
        let onName = CGPoint(x: name.maxX - 4, y: name.midY)
        func doubleTap(at time: Double) {
            for offset in [0.0, 0.1] {
                surface.handlePointer(
                    SCIPointerEvent(phase: .began, location: onName, timestamp: time + offset))
                surface.handlePointer(
                    SCIPointerEvent(phase: .ended, location: onName, timestamp: time + offset + 0.02))
            }
        }
        doubleTap(at: 5)
        #expect(surface.renderableSeries.map(\.isVisible) == [false, true, false])
        doubleTap(at: 10)
        #expect(surface.renderableSeries.map(\.isVisible) == [true, true, false])
    }

    @Test func aHeaderTheUserCanFoldAndMove() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 12, 30))

        let legendModifier = SCILegendModifier()
        legendModifier.title = "SPY daily"
        legendModifier.showCheckBoxes = true
        surface.chartModifiers.add(legendModifier)

        // A tap on the header folds the legend; a drag on it takes it to the bottom right.
        let header = try #require(legendModifier.legend.headerFrame)
        let grip = CGPoint(x: header.midX, y: header.midY)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: grip, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: grip, timestamp: 1.05))
        #expect(legendModifier.isCollapsed)
        #expect(legendModifier.legend.itemFrame(at: 0) == nil)
        let area = surface.seriesAreaFrame
        let corner = CGPoint(x: area.maxX - 20, y: area.maxY - 20)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: grip, timestamp: 2))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: corner, timestamp: 2.1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: corner, timestamp: 2.2))
        #expect(legendModifier.position == [.right, .bottom])
        #expect(legendModifier.legend.frame.maxY == area.maxY - 10)
    }

    @Test func outsideTheChart() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 12, 30))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("legend.png")

        let legend = SCIChartLegend()
        guard let dataSource = SCISeriesInfoLegendDataSource(legend: legend) else { return }
        let legendModifier = SCILegendModifier(
            legend: legend, dataSource: dataSource, useAutoPlacement: false)
        surface.chartModifiers.add(legendModifier)
        legend.frame = CGRect(
            origin: .zero, size: legend.contentSize(fitting: CGSize(width: 300, height: 600)))
        try legend.renderPNG(to: output, scale: 2)

        #expect(try SCIRasterImage.read(pngAt: output).width == Int(legend.frame.width) * 2)
        #expect(legend.renderSVG().contains(">SMA 200</text>"))
        // Nothing of the legend is drawn on the chart.
        #expect(surface.renderDisplayList().group(named: "legend") == nil)
        try? FileManager.default.removeItem(at: output)
    }

    /// The GTK part of the article, compiled here; scichart-gtk-example runs it.
    @MainActor func legendBesideTheChart(_ surface: SCIChartSurface, legend: SCIChartLegend) {
        let box = UnsafeMutablePointer<GtkBox>(OpaquePointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)))
        let legendView = SCIChartLegendView(legend: legend)
        let chartView = SCIChartView(surface: surface)
        gtk_box_append(box, UnsafeMutablePointer(legendView.gtkWidget))
        gtk_box_append(box, UnsafeMutablePointer(chartView.gtkWidget))
    }

    @Test func customItems() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 12, 30))
        defer { SCISeriesInfoLegendDataSource.unregisterLegendItem(named: "SwatchItem") }

        SCISeriesInfoLegendDataSource.registerLegendItem(named: "SwatchItem") { SwatchItem() }
        let legend = SCIChartLegend()
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: "SwatchItem")
        let legendModifier = SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: true)
        legendModifier.position = [.left, .top]
        surface.chartModifiers.add(legendModifier)

        let drawn = try #require(surface.renderDisplayList().group(named: "legend"))
        #expect(drawn.textRuns.map(\.text) == ["SPY", "SMA 50", "SMA 200"])
        #expect(legend.itemFrame(at: 0)?.size.width ?? 0 >= 120)
    }
}
