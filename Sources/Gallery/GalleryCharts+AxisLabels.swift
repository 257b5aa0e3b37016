import Foundation
import MarketData
import SciChart

/// Writes share volumes as a trader reads them: "850K", "12M", "1.2B", from values counted
/// in `unit` shares.
final class ShareVolumeLabels: SCILabelProviderBase<ISCINumericAxis> {
    private let unit: Double

    init(unit: Double) {
        self.unit = unit
        super.init(axisType: ISCINumericAxis.self)
    }

    override func formatLabel(_ dataValue: ISCIComparable) -> ISCIString {
        let value = dataValue.toDouble * unit
        for (scale, suffix) in [(1e9, "B"), (1e6, "M"), (1e3, "K")] where abs(value) >= scale {
            let scaled = value / scale
            return (scaled == scaled.rounded() ? String(Int(scaled)) : String(format: "%.1f", scaled))
                + suffix
        }
        return value.isFinite ? String(Int(value)) : ""
    }
}

extension GalleryCharts {
    /// SPY's close and volume in 2016-2017 with labels written three ways: the dates by a
    /// date pattern ("MMM yy"), the price by a number pattern ("$0") on ticks placed by hand
    /// every $10 with its major bands shaded, the volume by a label provider of the chart's
    /// own ("120M").
    public static func axisLabels(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = multiAxis(theme: theme)
        surface.chartTitle =
            "SPY 2016-2017: labels by date and number patterns, by a label provider; ticks by hand"
        let xAxis = surface.xAxes[0]
        xAxis.textFormatting = "MMM yy"
        xAxis.cursorTextFormatting = "EEE dd MMM yyyy"
        let price = surface.yAxes[0]
        price.textFormatting = "$0"
        price.cursorTextFormatting = "$0.00"
        price.autoTicks = false
        price.majorDelta = 10
        price.minorDelta = 2
        price.drawMinorTicks = true
        price.drawMajorBands = true
        let volume = surface.yAxes[1]
        volume.axisTitle = "Volume (shares)"
        // The volume series counts millions of shares.
        volume.labelProvider = ShareVolumeLabels(unit: 1e6)
        return surface
    }
}
