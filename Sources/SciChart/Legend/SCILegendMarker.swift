import Foundation

/// The small picture beside a series' name in a legend, in the series' colours.
public enum SCILegendMarker: Hashable, Sendable {
    /// A line: line series, and anything without a fill of its own.
    case line(color: SCIColor, thickness: Double)
    /// A dot: scatter series.
    case point(color: SCIColor)
    /// A filled box, with a top edge in `outline` when given: mountain and column series.
    case fill(color: SCIColor, outline: SCIColor?)
    /// A rising and a falling bar: candlestick and OHLC series.
    case upDown(up: SCIColor, down: SCIColor)
}
