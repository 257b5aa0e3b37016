// The legend page's samples as the page declares their surface, `let surface:
// ISCIChartSurface`: once as a stored property and once as a parameter, with the page's
// next lines using it (quotes straightened, one statement a line).
import Foundation
import SciChart

@MainActor
final class SurfaceProtocolSample {
    // Assume a surface has been created and configured somewhere
    let surface: ISCIChartSurface

    init(surface: ISCIChartSurface) {
        self.surface = surface
    }

    func addLegend() {
        // Create a Modifier
        let legendModifier = SCILegendModifier()
        legendModifier.position = [.left, .top]
        legendModifier.margins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        legendModifier.sourceMode = .allVisibleSeries
        legendModifier.orientation = .horizontal
        // Add the modifier to the surface
        self.surface.chartModifiers.add(legendModifier)
    }

    /// The custom item sample, with the surface as a parameter.
    static func addCustomItemLegend(to surface: ISCIChartSurface) {
        // Create a legend
        let legend = SCIChartLegend()
        // Create a dataSource with your custom legend item xib name. Assume a CustomLegendItem class has been created and configured somewhere
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: "CustomLegendItem")
        // Create a modifier.
        // By passing `true` to `useAutoPlacement` argument you indicate that you want to place Legend inside the Chart Surface.
        let legendModifier = SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: true)
        legendModifier.position = [.left, .top]
        legendModifier.margins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        // Add the modifier to the surface
        surface.chartModifiers.add(legendModifier)
    }
}

/// The page's custom item returns the reuse identifier by its global name.
final class ReuseIdentifiedItem {
    var reuseIdentifier: String? {
        return LegendItemReuseIdentifier
    }
}

/// Page 003 names the selection members on `ISCIRenderableSeriesCore`.
func selectTopmost(_ series: ISCIRenderableSeriesCore, style: ISCIStyle) {
    series.selectedSeriesStyle = style
    series.isSelected = true
}
