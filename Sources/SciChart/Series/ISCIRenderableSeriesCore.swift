/// The selection members of a renderable series, as SciChart's `ISCIRenderableSeriesCore`
/// names them: what ``SCISeriesSelectionModifier`` sets on the topmost series at a tap, and
/// the style it tries to apply there. ``ISCIRenderableSeries`` refines it.
public protocol ISCIRenderableSeriesCore: AnyObject {
    /// Whether the series is selected; setting it applies or discards ``selectedSeriesStyle``.
    var isSelected: Bool { get set }
    /// The style applied while the series is selected.
    var selectedSeriesStyle: ISCIStyle? { get set }
}
