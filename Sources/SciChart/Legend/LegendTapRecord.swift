import Foundation

/// The taps of a double tap, for the legend's rule on what they landed on.
struct LegendTapRecord {
    /// What the tap was on: nothing, a checkbox or a name.
    let part: LegendTarget.Part?
    /// The series tapped.
    weak var series: SCIRenderableSeriesBase?
    /// The visibility of the legend's series before the tap.
    let visibility: [LegendVisibility]
}
