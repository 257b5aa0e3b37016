/// What every chart surface offers: its collections of modifiers, series, annotations and
/// axes, as SciChart's `ISCIChartSurface` protocol names them. ``SCIChartSurface`` adopts it,
/// so code that declares `let surface: ISCIChartSurface`, as the legend page's samples do,
/// works with it.
///
/// ```swift
/// let surface: ISCIChartSurface = SCIChartSurface()
/// let legendModifier = SCILegendModifier()
/// surface.chartModifiers.add(legendModifier)
/// ```
public protocol ISCIChartSurface: AnyObject {
    /// The modifiers, which see pointer events in collection order.
    var chartModifiers: SCIObservableCollection<SCIChartModifierBase> { get }
    /// The series, drawn in collection order (later ones on top).
    var renderableSeries: SCIObservableCollection<SCIRenderableSeriesBase> { get }
    /// The annotations, drawn over the series in collection order.
    var annotations: SCIObservableCollection<SCIAnnotationBase> { get }
    /// The x axes, addressed by `axisId`.
    var xAxes: SCIObservableCollection<SCIAxisBase> { get }
    /// The y axes, addressed by `axisId`.
    var yAxes: SCIObservableCollection<SCIAxisBase> { get }
}
