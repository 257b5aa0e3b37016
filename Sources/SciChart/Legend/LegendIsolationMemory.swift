import Foundation

/// What a double tap that isolated a series gives back.
struct LegendIsolationMemory {
    weak var series: SCIRenderableSeriesBase?
    let saved: [LegendVisibility]
}
