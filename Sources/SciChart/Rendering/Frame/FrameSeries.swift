/// One series as a frame sees it: the series, where it sits in the surface's list, the
/// axes it resolved to and its palette colour, all taken when the surface laid out.
struct FrameSeries {
    let series: SCIRenderableSeriesBase
    /// Its position in `renderableSeries` (palette colours follow it).
    let position: Int
    /// The x and y axes found by the series' axis ids, when both exist.
    let xAxis: SCIAxisBase?
    let yAxis: SCIAxisBase?
    /// The theme's colour for its position.
    let paletteColor: SCIColor
    /// Whether it was visible when the surface laid out.
    let isVisible: Bool
}
