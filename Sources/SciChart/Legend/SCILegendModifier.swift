import Foundation

/// Shows a legend of the chart's series: a marker and name per series, optional visibility
/// checkboxes, taps that hide, show and isolate series.
///
/// ```swift
/// let legendModifier = SCILegendModifier()
/// legendModifier.position = [.left, .top]
/// legendModifier.margins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// legendModifier.showCheckBoxes = true
/// surface.chartModifiers.add(legendModifier)
/// ```
///
/// With auto placement (``init()``, or ``init(legend:dataSource:useAutoPlacement:)`` with
/// `true`) the legend is drawn over the series area, at ``position`` inside it after
/// ``margins``, as large as its items need and at most the room there is (its items then
/// scroll); presses and scrolls on it go to it before any other receiver (see
/// ``SCIPointerClaimPriority/legend``). Without, the host places ``legend`` outside the chart
/// (see ``SCIChartLegend``). Either way the modifier fills the legend with the series
/// ``sourceMode`` lists, following every change to them.
///
/// A disabled modifier shows no legend.
public final class SCILegendModifier: SCIChartModifierBase {
    /// The legend the modifier fills (made for it when none was given).
    public let legend: SCIChartLegend

    override var legendOnChart: SCIChartLegend? { legend }
    /// The data source that holds the legend's items.
    public let dataSource: SCILegendDataSource
    /// Whether the modifier places the legend on the chart (`true`) or the host places it.
    public let useAutoPlacement: Bool

    private lazy var claimer = LegendPointerClaimer(legend: legend)
    private var seriesObserver: (surface: SCIChartSurface, token: Int)?

    /// A modifier that places a new legend on the chart, with the default item.
    public override init() {
        let legend = SCIChartLegend()
        self.legend = legend
        dataSource = SCISeriesInfoLegendDataSource(replacingSourceOf: legend)
        useAutoPlacement = true
        super.init()
        legend.modifier = self
    }

    /// A modifier that fills `legend` through `dataSource`; with `useAutoPlacement` it places
    /// the legend on the chart, otherwise the host places it (outside the chart, say). A
    /// data source made for another legend is moved to `legend`.
    public init(legend: SCIChartLegend, dataSource: SCILegendDataSource, useAutoPlacement: Bool) {
        self.legend = legend
        self.dataSource = dataSource
        self.useAutoPlacement = useAutoPlacement
        super.init()
        if dataSource.legend !== legend || legend.dataSource !== dataSource { dataSource.bind(to: legend) }
        legend.modifier = self
        legend.contentChanged()
    }

    // MARK: - Settings

    /// Where the legend sits in the series area when placed on the chart (default
    /// `[.left, .top]`): `.left`, `.right` or `.centerHorizontal` across, `.top`, `.bottom`
    /// or `.centerVertical` along (left and top when a direction has none); both of `.left`
    /// and `.right` (or `.top` and `.bottom`) stretch it across the room.
    public var position: SCIAlignment = [.left, .top] {
        didSet { if oldValue != position { legend.settingsChanged() } }
    }

    /// Space between the series area's edges and a legend placed on the chart (default 10
    /// points each side). Negative and non-finite values read as 0; margins that leave no
    /// room hide the legend.
    public var margins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { if oldValue != margins { legend.settingsChanged() } }
    }

    /// How the legend's items flow (default `.vertical`); see ``SCIChartLegend/orientation``.
    public var orientation: SCIOrientation {
        get { legend.orientation }
        set { legend.orientation = newValue }
    }

    /// Whether the legend is shown (default `true`); see ``SCIChartLegend/showLegend``.
    public var showLegend: Bool {
        get { legend.showLegend }
        set { legend.showLegend = newValue }
    }

    /// The title of the legend's header row; `nil` (the default): no header. See
    /// ``SCIChartLegend/title``.
    public var title: String? {
        get { legend.title }
        set { legend.title = newValue }
    }

    /// Whether the legend shows its header alone (default `false`); see
    /// ``SCIChartLegend/isCollapsed``.
    public var isCollapsed: Bool {
        get { legend.isCollapsed }
        set { legend.isCollapsed = newValue }
    }

    /// Whether each item has a visibility checkbox (default `false`).
    public var showCheckBoxes: Bool {
        get { legend.showCheckBoxes }
        set { legend.showCheckBoxes = newValue }
    }

    /// Whether each item has a marker in its series' colours (default `true`).
    public var showSeriesMarkers: Bool {
        get { legend.showSeriesMarkers }
        set { legend.showSeriesMarkers = newValue }
    }

    /// Which series the legend lists (default ``SCISourceMode/allSeries``). In
    /// ``SCISourceMode/allVisibleSeries`` a series that is hidden (by a tap, say) leaves the
    /// legend, as in SciChart.
    public var sourceMode: SCISourceMode = .allSeries {
        didSet { if oldValue != sourceMode { legend.contentChanged() } }
    }

    // MARK: - Life on a surface

    /// Follows the surface's series and, on the chart, puts the legend first in its pointer
    /// routing.
    public override func onAttached(to surface: SCIChartSurface) {
        let token = surface.renderableSeries.addObserver { [weak self] _ in
            // The surface redraws itself; a legend the host shows hears it here.
            self?.legend.refresh(notify: true, layingOut: false)
        }
        seriesObserver = (surface, token)
        if useAutoPlacement { surface.addPointerClaimer(claimer) }
        legend.contentChanged()
    }

    /// Stops following the surface; the legend empties.
    public override func onDetached(from surface: SCIChartSurface) {
        if let observer = seriesObserver { observer.surface.renderableSeries.removeObserver(observer.token) }
        seriesObserver = nil
        surface.removePointerClaimer(claimer)
        legend.contentChanged()
    }

    /// Before each frame the legend catches up with the series (a legend the host shows
    /// hears of it through its ``SCIChartLegend/onInvalidate``) and, on the chart, lays its
    /// items out for the frame's series area: drawing the frame changes nothing of it.
    override func prepareFrame() {
        legend.refresh(notify: !useAutoPlacement, layingOut: false)
        if useAutoPlacement, let surface = parentSurface {
            _ = legend.placement(area: surface.seriesAreaFrame)
        }
    }

    /// The part of `seriesArea` a legend placed on the chart has: below the deepest band
    /// the surface's other enabled modifiers keep along its top (a values line's row; see
    /// ``SCIChartModifierBase/topBandHeight``).
    func legendArea(in seriesArea: CGRect) -> CGRect {
        guard let surface = parentSurface else { return seriesArea }
        let band =
            surface.chartModifiers.lazy.filter { $0 !== self && $0.isEnabled }.map(\.topBandHeight)
            .filter(\.isFinite).max() ?? 0
        guard band > 0 else { return seriesArea }
        let top = min(band, seriesArea.height)
        return CGRect(
            x: seriesArea.minX, y: seriesArea.minY + top, width: seriesArea.width,
            height: seriesArea.height - top)
    }

    /// Draws the legend when placed on the chart, from the frame's series area.
    public override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        guard useAutoPlacement, let placement = legend.placement(area: layout.seriesArea) else { return }
        legend.draw(placement, into: &list)
    }

    // MARK: - What the legend lists

    /// What the legend's items are read from now; the surface lays out first when
    /// `layingOut` (never while it draws a frame).
    func sourceKey(layingOut: Bool) -> LegendSourceKey {
        guard let surface = parentSurface else {
            return LegendSourceKey(
                surfaceId: nil, generation: 0, mode: sourceMode, isEnabled: isEnabled, look: nil)
        }
        if layingOut { surface.layoutIfNeeded() }
        return LegendSourceKey(
            surfaceId: surface.surfaceId, generation: surface.chartGeneration,
            names: surface.seriesNameGeneration,
            mode: sourceMode, isEnabled: isEnabled, look: LegendLook(surface.drawingTheme))
    }

    /// The data series renamed between the reads keyed `previous` and `now`, when renames
    /// are all that differs (one count of them apart); `nil` otherwise.
    func renamedSince(_ previous: LegendSourceKey, now: LegendSourceKey) -> Set<UInt64>? {
        guard let surface = parentSurface, now.surfaceId == surface.surfaceId,
            previous.surfaceId == now.surfaceId, previous.generation == now.generation,
            previous.mode == now.mode, previous.isEnabled == now.isEnabled, previous.look == now.look,
            now.names == previous.names &+ 1, now.names == surface.seriesNameGeneration
        else { return nil }
        return surface.lastRenamed
    }

    /// The series the legend lists now, or none off a surface or while disabled.
    func listedEntries() -> [LegendEntry] {
        guard let surface = parentSurface, isEnabled else { return [] }
        return LegendEntries.make(surface: surface, mode: sourceMode)
    }
}
