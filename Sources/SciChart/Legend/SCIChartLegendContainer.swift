import Foundation

/// The box a host lays out to show a legend of its own (SciChart iOS's legend container
/// view): it says how the legend is sized.
public final class SCIChartLegendContainer {
    /// How a host sizes a legend.
    public enum Sizing: Sendable {
        /// From the legend's content (``SCIChartLegend/contentSize(fitting:)``): a vertical
        /// legend takes the width and height its items need; a horizontal one the height
        /// its rows need at the width the host gives.
        case content
        /// As the host's layout says: the legend fills what it is given and scrolls.
        case host
    }

    /// The legend in the box (held weakly: the legend holds its container).
    public private(set) weak var legend: SCIChartLegend?

    /// How the host sizes the legend (default ``Sizing/content``, as in SciChart).
    public var sizing = Sizing.content {
        didSet { if oldValue != sizing { legend?.onInvalidate?() } }
    }

    init(legend: SCIChartLegend) {
        self.legend = legend
    }
}
