import Foundation

/// Which series a legend lists (``SCILegendModifier/sourceMode``).
public enum SCISourceMode: Int, Sendable {
    /// Every series of the surface, in `renderableSeries` order (the default). A hidden
    /// series keeps its item, greyed, so a tap can show it again.
    case allSeries
    /// The series whose `isVisible` is true. Hiding a series takes its item out of the
    /// legend, as in SciChart: it cannot be shown again from this legend.
    case allVisibleSeries
    /// The series whose `isSelected` is true, shown or hidden.
    case selectedSeries
    /// The series whose `isSelected` is false, shown or hidden.
    case unselectedSeries
}
