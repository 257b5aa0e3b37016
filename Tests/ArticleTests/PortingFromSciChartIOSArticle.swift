import Foundation
import SciChart
import Testing

/// The spec's custom legend item without its UIKit cell, as PortingFromSciChartIOS.md shows it.
final class CustomLegendItem: ISCILegendItem {
    private(set) var seriesName = ""
    private(set) var markerColor: UIColor = .clear

    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!) {
        guard let seriesInfo = source as? SCISeriesInfoCore else { return }
        markerColor = seriesInfo.seriesColor
        seriesName = seriesInfo.seriesName
    }
}

/// A screen of a trading app, as ported in PortingFromSciChartIOS.md: the listener captures
/// `self` weakly, as on iOS.
final class MeasureScreen {
    let surface = SCIChartSurface()
    let measureModifier = SCIMeasureCreationModifier()
    private(set) var measured: [SCIAnnotationDataPoint] = []

    func setUp() {
        self.measureModifier.annotationCreationCompletionListener = { [weak self] createdAnnotation, type in
            guard let self, let measure = createdAnnotation as? SCIMeasureAnnotation else { return }
            self.measured = measure.getBaseDataValues()
        }
        self.surface.chartModifiers.add(items: self.measureModifier)
    }
}

/// The code of PortingFromSciChartIOS.md.
@Suite(.serialized) struct PortingFromSciChartIOSArticle {
    @Test func legendOutsideTheChartSizedByContentThenByTheHost() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 12, 30))

        let legend = SCIChartLegend()
        guard let dataSource = SCISeriesInfoLegendDataSource(legend: legend) else { return }
        let legendModifier = SCILegendModifier(
            legend: legend, dataSource: dataSource, useAutoPlacement: false)
        surface.chartModifiers.add(legendModifier)

        // Leading and top at 1000, width and bottom below 800: sized from its content.
        legend.container?.sizing = .content
        let size = legend.contentSize(fitting: CGSize(width: 300, height: 600))
        legend.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        surface.frame = CGRect(x: size.width, y: 0, width: 1000 - size.width, height: 600)

        #expect(size.width <= 300 && size.height < 600)
        #expect(legend.itemCount == 3)

        // Every constraint above 801, a height of 70: the legend fills it and scrolls.
        legend.container?.sizing = .host
        legend.frame = CGRect(x: 0, y: 0, width: 1000, height: 70)
        surface.frame = CGRect(x: 0, y: 70, width: 1000, height: 530)

        #expect(legend.frame.height == 70)
        #expect(surface.seriesAreaFrame.height < 530)
    }

    @Test func customItemFromAFactory() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 12, 30))
        defer { SCISeriesInfoLegendDataSource.unregisterLegendItem(named: "CustomLegendItem") }

        SCISeriesInfoLegendDataSource.registerLegendItem(named: "CustomLegendItem") { CustomLegendItem() }
        let legend = SCIChartLegend()
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: "CustomLegendItem")
        surface.chartModifiers.add(
            SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: true))

        let item = try #require(legend.item(at: 1) as? CustomLegendItem)
        // The average takes the theme's second series colour.
        #expect(item.seriesName == "SMA 50" && item.markerColor == SCIChartTheme.light.seriesPalette[1])
    }

    @Test func weakSelfListener() {
        var screen: MeasureScreen? = MeasureScreen()
        weak let released = screen
        screen?.setUp()
        #expect(screen?.surface.chartModifiers.count == 1)
        screen = nil
        #expect(released == nil)
    }

    @Test func rangesAreObjects() {
        let price = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 12, 30))
        let volume = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 12, 30))
        let priceXAxis = price.xAxes[0]
        let volumeXAxis = volume.xAxes[0]

        // Filled by the first auto-range; pans and zooms on either axis move both.
        let shared = SCIDoubleRange()
        priceXAxis.visibleRange = shared
        volumeXAxis.visibleRange = shared

        // A snapshot, not the live range; then a new range, which unlinks this axis.
        let before = priceXAxis.visibleRange.copy()
        priceXAxis.visibleRange = SCIDoubleRange(min: 10, max: 20)

        #expect(volumeXAxis.visibleRange === shared && shared.isValid)
        #expect(before == shared && priceXAxis.visibleRange != before)
        shared.setMinMax(min: 1_460_000_000, max: 1_470_000_000)
        #expect(volumeXAxis.visibleRange.max == 1_470_000_000 && priceXAxis.visibleRange.max == 20)
    }
}
