import Foundation

/// What a legend item may read of the legend that shows it.
public protocol ISCIChartLegend: AnyObject {
    /// How items flow: a column (`.vertical`) or rows that wrap (`.horizontal`).
    var orientation: SCIOrientation { get }
    /// Whether each item has a visibility checkbox.
    var showCheckBoxes: Bool { get }
    /// Whether each item has a marker in the series' colours.
    var showSeriesMarkers: Bool { get }
    /// Reads the series again and lays the items out anew.
    func reloadData()
}
