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

extension SCILegendMarker {
    /// The marker with every colour's alpha multiplied by `factor` (a series' opacity).
    func multiplyingAlpha(by factor: Double) -> SCILegendMarker {
        switch self {
        case .line(let color, let thickness):
            .line(color: color.multiplyingAlpha(by: factor), thickness: thickness)
        case .point(let color): .point(color: color.multiplyingAlpha(by: factor))
        case .fill(let color, let outline):
            .fill(color: color.multiplyingAlpha(by: factor), outline: outline?.multiplyingAlpha(by: factor))
        case .upDown(let up, let down):
            .upDown(up: up.multiplyingAlpha(by: factor), down: down.multiplyingAlpha(by: factor))
        }
    }
}
