/// The base of every annotation: something drawn over (or under) the series at data
/// coordinates.
///
/// Annotations store data values and derive pixels when they draw, so they follow zoom,
/// pan and resize. By default they draw in the overlay layer, above the series, clipped to
/// the series area (see ``annotationSurface``). Subclass and override ``draw(into:layout:)``
/// to draw one of your own; subclass ``SCITradingAnnotationBase`` for one defined by points a
/// user places and edits, or one of the classic annotations (``SCIClassicAnnotationBase``).
open class SCIAnnotationBase {
    /// The surface the annotation is on.
    public internal(set) weak var parentSurface: SCIChartSurface?

    /// An annotation on no surface yet; add it to a surface's `annotations`.
    public init() {}

    /// A number that identifies this annotation for as long as the process runs (no other
    /// annotation, even one made after this one is freed, has it).
    public let annotationId = UniqueNumber.next()

    /// The id of the x axis the annotation's x values belong to (default
    /// ``SCIAxisBase/defaultAxisId``).
    public var xAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// The id of the y axis the annotation's y values belong to (default
    /// ``SCIAxisBase/defaultAxisId``).
    public var yAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// Whether the annotation is hidden (default `false`): not drawn, not editable. A change
    /// tells ``annotationIsHiddenChangedListener``.
    public var isHidden = false {
        didSet {
            guard oldValue != isHidden else { return }
            if isHidden { parentSurface?.editor.deselect(self) }
            invalidate()
            annotationIsHiddenChangedListener?.onIsHiddenChanged(self)
        }
    }

    /// Whether the user may select, move, reshape and delete the annotation (default `false`).
    public var isEditable = false { didSet { if oldValue != isEditable { invalidate() } } }

    /// Whether the annotation is the surface's selected one, showing its grips. Setting it
    /// selects the annotation when the user could (it is editable, finished and shown on a
    /// surface), or deselects it; a change tells ``annotationSelectionChangedListener``.
    public var isSelected: Bool {
        get { parentSurface.map { $0.selectedAnnotation === self } ?? false }
        set {
            guard let surface = parentSurface, newValue != isSelected else { return }
            surface.selectedAnnotation = newValue ? self : nil
        }
    }

    /// Where the annotation is drawn: over the series (``SCIAnnotationSurface/aboveChart``,
    /// the default), under them, or on an axis.
    public var annotationSurface: SCIAnnotationSurface = .aboveChart {
        didSet {
            guard oldValue != annotationSurface else { return }
            // Under the series it is part of the chart layer.
            parentSurface?.invalidateLayout()
        }
    }

    /// Told when the user drags the annotation (default `nil`).
    public var annotationDragListener: (any ISCIAnnotationDragListener)?
    /// Told when the annotation is selected or deselected (default `nil`).
    public var annotationSelectionChangedListener: (any ISCIAnnotationSelectionChangedListener)?
    /// Told when ``isHidden`` changes (default `nil`).
    public var annotationIsHiddenChangedListener: (any ISCIAnnotationIsHiddenChangedListener)?

    /// Moves the annotation by `xDelta` and `yDelta` points on the surface, as a drag of its
    /// body would (within its drag directions), without an undo step: for code. The base
    /// moves nothing; annotations defined by points move them.
    open func moveAnnotation(byXDelta xDelta: Double, yDelta: Double) {}

    /// Draws the annotation into the overlay layer of the frame laid out as `layout` (or into
    /// the chart layer, under the series, for ``SCIAnnotationSurface/belowChart``). The base
    /// draws nothing.
    open func draw(into list: inout SCIDisplayList, layout: SCIChartLayout) {}

    /// Draws what the annotation shows on its axes (price and date badges), after every
    /// annotation's ``draw(into:layout:)`` and outside the series area's clip. The base draws
    /// nothing.
    open func drawOnAxes(into list: inout SCIDisplayList, layout: SCIChartLayout) {}

    /// The data series the annotation reads at each layout of its surface (none by default):
    /// the surface hears of their changes even when none of its series shows them, and lays
    /// out again, calling ``followData()``. Read at each layout: after changing which series
    /// it follows, call the surface's ``SCIChartSurface/invalidateLayout()``.
    open var followedDataSeries: [SCIDataSeries] { [] }

    /// Reads the followed series at a layout of the surface, before its frame is taken (on
    /// the surface's thread): an annotation that follows data takes its values here (an axis
    /// marker the last value, a line its alert's crossings). Returns what to call once the
    /// frame is taken (handlers that may change the chart), or `nil` (the default).
    ///
    /// It may change the annotation's own coordinates and look; it must not add or remove
    /// annotations, series or axes (do that in the returned call).
    open func followData() -> (() -> Void)? { nil }

    /// How far a tag of the annotation on `axis` reaches across it from the series area's
    /// edge (a last-price marker's), for the layout to keep the axis' labels column that wide
    /// and its title beyond the tag; 0 for annotations with no tag there.
    func badgeRoom(on axis: SCIAxisBase, theme: SCIChartTheme) -> Double { 0 }

    /// Asks the surface to redraw: the overlay, or the chart layer for an annotation under the
    /// series.
    public func invalidate() {
        if annotationSurface == .belowChart {
            parentSurface?.invalidateLayout()
        } else {
            parentSurface?.invalidateOverlay()
        }
    }
}
