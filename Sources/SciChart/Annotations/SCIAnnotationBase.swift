/// The base of every annotation: something drawn over the series at data coordinates.
///
/// Annotations store data values and derive pixels at render time, so they follow zoom,
/// pan and resize. They draw in the overlay layer, above the series.
open class SCIAnnotationBase {
    /// The surface the annotation is on.
    public internal(set) weak var parentSurface: SCIChartSurface?

    public init() {}

    /// The id of the x axis the annotation's x values belong to.
    public var xAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// The id of the y axis the annotation's y values belong to.
    public var yAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// Whether the annotation is hidden (default `false`).
    public var isHidden = false { didSet { invalidate() } }

    /// Whether the user may select, move, reshape and delete the annotation (default `false`).
    public var isEditable = false { didSet { invalidate() } }

    /// Draws the annotation into the overlay layer.
    open func draw(into list: inout SCIDisplayList, surface: SCIChartSurface) {}

    /// Asks the surface to redraw the overlay.
    public func invalidate() {
        parentSurface?.invalidateOverlay()
    }
}
