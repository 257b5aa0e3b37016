// The Swift code samples of the four spec pages, verbatim apart from
// straightened quotes and line breaks, each wrapped in the smallest context
// that lets it compile. UIKit-only lines (views, layout constraints, the
// xib cell) are left out; "Assume a surface has been created" becomes a
// `surface` property. A test target compiles this file unchanged.
import Foundation
import SciChart

@MainActor
final class LegendSample {
    let surface = SCIChartSurface()

    func setUpInside() {
        // Create a Modifier
        let legendModifier = SCILegendModifier()
        legendModifier.position = [.left, .top]
        legendModifier.margins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        legendModifier.sourceMode = .allVisibleSeries
        legendModifier.orientation = .horizontal
        // added: the members the page's property table names
        legendModifier.showLegend = true
        legendModifier.showCheckBoxes = true
        legendModifier.showSeriesMarkers = true
        // Add the modifier to the surface
        self.surface.chartModifiers.add(legendModifier)
    }

    func setUpOutside() {
        // Create a legend
        let legend = SCIChartLegend()
        guard let container = legend.container else { return }
        _ = container
        // Create a dataSource
        guard let dataSource = SCISeriesInfoLegendDataSource(legend: legend) else { return }
        // Create a modifier
        let legendModifier = SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: false)
        // Add the modifier to the surface
        surface.chartModifiers.add(legendModifier)
    }

    func setUpCustomItem() {
        // Create a legend
        let legend = SCIChartLegend()
        // Create a dataSource with your custom legend item xib name.
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: "CustomLegendItem")
        // By passing `true` to `useAutoPlacement` argument you indicate that you want to place Legend inside the Chart Surface.
        let legendModifier = SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: true)
        legendModifier.position = [.left, .top]
        legendModifier.margins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        // Add the modifier to the surface
        surface.chartModifiers.add(legendModifier)
    }
}

// The spec's CustomLegendItem without its UIKit cell: only the binding.
final class CustomLegendItemBinding: ISCILegendItem {
    var name = ""
    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!) {
        guard let seriesInfo = source as? SCISeriesInfoCore else { return }
        _ = seriesInfo.seriesColor
        name = seriesInfo.seriesName
    }
}
