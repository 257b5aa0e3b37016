/// What every renderable series offers: the members styles and selection work with.
public protocol ISCIRenderableSeries: ISCIRenderableSeriesCore {
    /// The data drawn; `nil` draws nothing.
    var dataSeries: SCIDataSeries? { get set }
    /// The line or outline pen; `nil` takes the theme's colour for the series' position.
    var strokeStyle: SCIPenStyle? { get set }
    /// The shape drawn at each point; `nil` draws none.
    var pointMarker: ISCIPointMarker? { get set }
    /// Whether the series is drawn (a legend checkbox toggles it).
    var isVisible: Bool { get set }
    /// Whether the series is selected; setting it applies or discards ``selectedSeriesStyle``.
    var isSelected: Bool { get set }
    /// The style applied while the series is selected.
    var selectedSeriesStyle: ISCIStyle? { get set }
    /// The id of the x axis the series is drawn against.
    var xAxisId: String { get set }
    /// The id of the y axis the series is drawn against.
    var yAxisId: String { get set }
    /// The opacity of everything the series draws, `0...1`.
    var opacity: Float { get set }
}
