import Foundation

/// One series' visibility, held weakly: a removed series drops out.
struct LegendVisibility {
    weak var series: SCIRenderableSeriesBase?
    let isVisible: Bool
}
