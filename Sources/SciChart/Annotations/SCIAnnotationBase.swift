/// The base of every annotation: something drawn over the series at data coordinates.
///
/// Annotations store data values and derive pixels when they draw, so they follow zoom,
/// pan and resize. They draw in the overlay layer, above the series, clipped to the series
/// area. Subclass and override ``draw(into:layout:)`` to draw one of your own; subclass
/// ``SCITradingAnnotationBase`` for one defined by points a user places and edits.
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

    /// Whether the annotation is hidden (default `false`).
    public var isHidden = false { didSet { if oldValue != isHidden { invalidate() } } }

    /// Whether the user may select, move, reshape and delete the annotation (default `false`).
    public var isEditable = false { didSet { if oldValue != isEditable { invalidate() } } }

    /// Draws the annotation into the overlay layer of the frame laid out as `layout`. The
    /// base draws nothing.
    open func draw(into list: inout SCIDisplayList, layout: SCIChartLayout) {}

    /// Draws what the annotation shows on its axes (price and date badges), after every
    /// annotation's ``draw(into:layout:)`` and outside the series area's clip. The base draws
    /// nothing.
    open func drawOnAxes(into list: inout SCIDisplayList, layout: SCIChartLayout) {}

    /// Asks the surface to redraw the overlay.
    public func invalidate() {
        parentSurface?.invalidateOverlay()
    }
}
