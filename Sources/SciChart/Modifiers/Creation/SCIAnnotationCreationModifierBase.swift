import Foundation

/// The base of modifiers that create trading annotations point by point (Measure: 2
/// points, XABCD: 5): pointer down places the current point, drag moves it with a live
/// preview, up locks it and advances; after the last point the annotation is finished,
/// the completion listener is called once, and the modifier is ready for the next one.
///
/// Pointers outside the series area are clamped to it. A cancelled pointer, ``reset()``,
/// ``cancel()``, Escape or leaving the surface during placement removes the unfinished
/// annotation and calls nothing. When ``xAxisId`` or ``yAxisId`` matches no axis, the
/// modifier ignores events.
open class SCIAnnotationCreationModifierBase: SCIChartModifierBase {
    /// Called once per finished annotation with the annotation and its type, after the
    /// modifier has reset (so it may call ``reset()`` or remove the annotation).
    public var annotationCreationCompletionListener: ((Any, SCIAnnotationCreationType) -> Void)?

    /// Copied to each annotation created: whether the user may then edit it (default `false`).
    public var isEditable = false

    /// The x axis the annotation's points belong to (default: the default axis, or the
    /// first x axis when none has the default id).
    public var xAxisId: String = SCIAxisBase.defaultAxisId

    /// The y axis the annotation's points belong to (default as for ``xAxisId``).
    public var yAxisId: String = SCIAxisBase.defaultAxisId

    private var machine: PlacementStateMachine
    /// The annotation being placed.
    private(set) var inProgress: SCITradingAnnotationBase?

    init(pointCount: Int) {
        machine = PlacementStateMachine(pointCount: pointCount)
        super.init()
    }

    /// The kind of annotation the modifier creates.
    open var creationType: SCIAnnotationCreationType { .measure }

    /// Whether a point follows the pointer now.
    public var isDragging: Bool { machine.isDragging }

    /// The index of the point being placed, or to be placed next (0 when idle).
    public var activePointIndex: Int { machine.activePointIndex }

    /// Whether an annotation is being placed (at least one point down).
    public var isPlacing: Bool { machine.isPlacing }

    /// Cancels and removes the annotation being placed, if any; ready for a new one.
    public func reset() {
        perform(machine.handle(.reset))
    }

    /// The same as ``reset()``.
    public func cancel() {
        reset()
    }

    /// Makes a new, unstyled annotation of the modifier's kind. Override.
    func makeAnnotation() -> SCITradingAnnotationBase {
        SCIMeasureAnnotation()
    }

    /// Copies the modifier's settings to `annotation`: when it is made, while it is placed
    /// (so the preview follows changes) and when it is finished. Overrides call `super`.
    func configure(_ annotation: SCITradingAnnotationBase) {
        annotation.isEditable = isEditable
    }

    // MARK: - Events

    /// The data point at a pointer location: clamped to the series area, converted, snapped.
    private func dataPoint(at location: CGPoint) -> SCIDataPoint? {
        guard let surface = parentSurface,
            let frame = surface.annotationFrame(xAxisId: xAxisId, yAxisId: yAxisId), frame.canConvert
        else { return nil }
        let point = frame.dataPoint(frame.area.clamping(location))
        let prototype = inProgress ?? makeAnnotation()
        configure(prototype)
        return prototype.adjusted(point, index: machine.activePointIndex, frame: frame, surface: surface)
    }

    open override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        dropIfRemoved()
        guard let point = dataPoint(at: args.location) else { return false }
        return perform(machine.handle(.began(point, pointerId: args.pointerId)))
    }

    open override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        dropIfRemoved()
        guard let point = dataPoint(at: args.location) else { return false }
        return perform(machine.handle(.moved(point, pointerId: args.pointerId)))
    }

    open override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        dropIfRemoved()
        let point = dataPoint(at: args.location) ?? SCIDataPoint(x: .nan, y: .nan)
        return perform(machine.handle(.ended(point, pointerId: args.pointerId)))
    }

    open override func onPointerCancelled(_ args: SCIPointerArgs) {
        perform(machine.handle(.cancelled(pointerId: args.pointerId)))
    }

    open override func onHover(_ args: SCIPointerArgs) -> Bool {
        dropIfRemoved()
        guard machine.isPlacing, let point = dataPoint(at: args.location) else { return false }
        perform(machine.handle(.hovered(point)))
        return false
    }

    open override func onKey(_ args: SCIKeyArgs) -> Bool {
        guard args.key == .escape, machine.isPlacing else { return false }
        reset()
        return true
    }

    open override func onDetached(from surface: SCIChartSurface) {
        if let inProgress { surface.annotations.remove(inProgress) }
        inProgress = nil
        _ = machine.handle(.reset)
    }

    open override func onDisabled() {
        reset()
    }

    /// Starts over when the annotation being placed was removed by someone else.
    private func dropIfRemoved() {
        guard let inProgress, inProgress.parentSurface !== parentSurface || parentSurface == nil else {
            return
        }
        self.inProgress = nil
        _ = machine.handle(.reset)
    }

    /// Carries out what the state machine decided; returns whether the event was used.
    @discardableResult
    private func perform(_ action: PlacementStateMachine.Action) -> Bool {
        switch action {
        case .ignore:
            return false
        case .create(let points):
            guard let surface = parentSurface else { return false }
            let annotation = makeAnnotation()
            annotation.xAxisId = xAxisId
            annotation.yAxisId = yAxisId
            configure(annotation)
            annotation.isBeingPlaced = true
            annotation.points = points
            inProgress = annotation
            surface.annotations.add(annotation)
        case .update(let points):
            guard let annotation = inProgress else { return false }
            configure(annotation)
            annotation.points = points
        case .complete(let points):
            guard let annotation = inProgress else { return false }
            configure(annotation)
            annotation.points = points
            annotation.isBeingPlaced = false
            inProgress = nil
            if let surface = parentSurface, let index = surface.annotations.index(of: annotation) {
                surface.recordHistory(.add([annotation], indices: [index]))
            }
            // The modifier is already reset: the listener may reset it or remove the annotation.
            annotationCreationCompletionListener?(annotation, creationType)
        case .discard:
            if let annotation = inProgress { annotation.parentSurface?.annotations.remove(annotation) }
            inProgress = nil
        }
        return true
    }
}
