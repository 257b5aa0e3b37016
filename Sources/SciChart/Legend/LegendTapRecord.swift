import Foundation

/// The taps a double tap is judged from.
struct LegendTapRecord {
    /// What the tap was on: nothing, a checkbox or a name.
    let part: LegendTarget.Part?
    /// The series tapped.
    weak var series: SCIRenderableSeriesBase?
    /// The visibility of the legend's series before the tap.
    let visibility: [LegendVisibility]
    let location: CGPoint
    let time: Double
}
