import Foundation

/// What a legend item shows about one series: its name, colour, marker and visibility, as
/// of the legend's last refresh. Items receive it in ``ISCILegendItem/bindSeriesInfo(with:legend:)``.
public final class SCISeriesInfoCore {
    /// The name shown: the data series' `seriesName`, or "Series N" (N counting from 1 in
    /// `renderableSeries`) when it has none or an empty one.
    public let seriesName: String
    /// The colour that stands for the series: its stroke's or palette colour; the rising
    /// colour for candlestick and OHLC series.
    public let seriesColor: UIColor
    /// The marker drawn beside the name.
    public let marker: SCILegendMarker
    /// Whether the series was visible.
    public let isVisible: Bool
    /// Whether the series was selected.
    public let isSelected: Bool
    /// The series itself.
    public var renderableSeries: ISCIRenderableSeries { series }

    let series: SCIRenderableSeriesBase

    init(_ entry: LegendEntry) {
        series = entry.series
        seriesName = entry.name
        seriesColor = entry.color
        marker = entry.marker
        isVisible = entry.isVisible
        isSelected = entry.isSelected
    }
}

/// One series as a legend lists it: the values its item shows, compared to tell whether
/// the legend must change.
struct LegendEntry: Equatable {
    let series: SCIRenderableSeriesBase
    /// Where the series is in `renderableSeries` (its palette colour and default name follow it).
    let position: Int
    let name: String
    let color: SCIColor
    let marker: SCILegendMarker
    let isVisible: Bool
    let isSelected: Bool

    static func == (lhs: LegendEntry, rhs: LegendEntry) -> Bool {
        lhs.series === rhs.series && lhs.position == rhs.position && lhs.name == rhs.name
            && lhs.color == rhs.color
            && lhs.marker == rhs.marker && lhs.isVisible == rhs.isVisible && lhs.isSelected == rhs.isSelected
    }
}
