import Foundation

/// The base of modifiers that create trading annotations step by step (Measure: 2 points,
/// XABCD: 5, the extended line: one segment, a freehand drawing: one stroke; see
/// ``SCIPlacementStep``): pointer down places the current point, drag moves it with a live
/// preview, up locks it and advances; on a mouse a click places a point and the next one
/// follows the pointer until the next click. After the last point the annotation is
/// finished, the completion listener is called once, and the modifier is ready for the next
/// one (or, without ``keepPlacingAfterComplete``, waits for ``startPlacement()``).
///
/// Pointers outside the series area are clamped to it. A cancelled pointer, ``reset()``,
/// ``cancel()``, Escape, disabling the modifier or leaving the surface during placement
/// removes the unfinished annotation and calls nothing. When ``xAxisId`` or ``yAxisId``
/// matches no axis, the modifier ignores events.
///
/// A drawing tool of your own is a subclass that says what it makes: pass a factory of
/// your ``SCITradingAnnotationBase`` subclass to ``init(makeAnnotation:)`` (its point count
/// is the tool's), and override ``configure(_:)`` to copy the tool's settings onto it.
///
/// ```swift
/// final class PriceLineTool: SCIAnnotationCreationModifierBase {
///     var lineColor: SCIColor = 0xFFF5A623
///     init() { super.init(makeAnnotation: { PriceLineAnnotation() }) }
///     override func configure(_ annotation: SCITradingAnnotationBase) {
///         super.configure(annotation)
///         (annotation as? PriceLineAnnotation)?.color = lineColor
///     }
/// }
/// ```
open class SCIAnnotationCreationModifierBase: SCIChartModifierBase {
    /// Called once per finished annotation with the annotation and its type, as spec page
    /// 000 lists it: first the callback, with the modifier still showing the finished state
    /// (``activePointIndex`` the last point, ``isDragging`` false), then the reset, ready for
    /// a new annotation. The listener may call ``reset()`` or remove the annotation.
    public var annotationCreationCompletionListener: ((Any, SCIAnnotationCreationType) -> Void)?

    /// Copied to each annotation created: whether the user may then edit it (default `false`).
    public var isEditable = false

    /// Copied to each annotation created: how its points snap to candles (default
    /// ``SCIMagnetMode/off``; see ``SCITradingAnnotationBase/magnetMode``).
    public var magnetMode: SCIMagnetMode = .off

    /// Copied to each annotation created: whether its points always snap to candles (default
    /// `false`): reads `magnetMode == .strong`; `true` sets ``magnetMode`` to `.strong`,
    /// `false` to `.off` (see ``SCITradingAnnotationBase/snapToCandles``).
    public var snapToCandles: Bool {
        get { magnetMode == .strong }
        set { magnetMode = newValue ? .strong : .off }
    }

    /// Whether the magnet acts on this tool's annotations (see
    /// ``SCITradingAnnotationBase/canSnapToCandles``).
    public var canSnapToCandles: Bool { prototype.canSnapToCandles }

    /// The x axis the annotation's points belong to (default: the default axis, or the
    /// first x axis when none has the default id).
    public var xAxisId: String = SCIAxisBase.defaultAxisId

    /// The y axis the annotation's points belong to (default as for ``xAxisId``).
    public var yAxisId: String = SCIAxisBase.defaultAxisId

    private var machine: PlacementStateMachine
    private let factory: () -> SCITradingAnnotationBase
    /// An annotation of the tool's kind, never shown: it adjusts points before one is made.
    private lazy var prototype = factory()
    /// The annotation being placed.
    public private(set) var inProgress: SCITradingAnnotationBase?
    /// Whether the tool waits for ``startPlacement()`` (after an annotation, without
    /// ``keepPlacingAfterComplete``).
    private var waitsForStart = false

    /// The kind of annotation the modifier creates (SciChart's name).
    public let annotationType: SCIAnnotationCreationType

    /// The same as ``annotationType``.
    @available(*, deprecated, renamed: "annotationType")
    public var creationType: SCIAnnotationCreationType { annotationType }

    /// A value of your own that tells tools apart (default `nil`); the modifier does not
    /// read it.
    public var tag: Any?

    /// Whether the tool is ready for the next annotation as soon as one is finished
    /// (default `true`, as spec page 000 describes the measure). When `false`, the finished
    /// annotation is selected for editing (when it is editable) and the tool places nothing
    /// more until ``startPlacement()``.
    public var keepPlacingAfterComplete = true

    /// The points an annotation has once placed: the sum of its steps' points, or, for a
    /// stroke, the points it has so far.
    public var pointCount: Int { machine.pointCount ?? machine.points.count }

    /// How the user places the points, one gesture per step, as the annotation says.
    public var placementSteps: [SCIPlacementStep] { machine.steps }

    /// A tool that makes the annotations `makeAnnotation` returns (a new one each call),
    /// placed in the steps they name (``SCITradingAnnotationBase/placementSteps``).
    public init(makeAnnotation: @escaping () -> SCITradingAnnotationBase) {
        factory = makeAnnotation
        let prototype = makeAnnotation()
        annotationType = prototype.creationType
        machine = PlacementStateMachine(steps: prototype.placementSteps)
        super.init()
    }

    /// Whether the user is dragging a point: true from a point's press to its release, and
    /// while a stroke follows a pressed pointer; false while a point follows the hover after
    /// a click.
    public var isDragging: Bool { machine.isDragging }

    /// The index of the point being placed (following a pressed pointer, or the hover after
    /// a click), or of the next point to place between points: 0 (the first point) when
    /// idle; the last point's while the completion listener runs, and back to 0 after it.
    public var activePointIndex: Int { machine.activePointIndex }

    /// Whether an annotation is being placed (at least one point down).
    public var isPlacing: Bool { machine.isPlacing }

    /// Whether the tool waits for ``startPlacement()`` before placing again.
    public var isWaitingForStart: Bool { waitsForStart }

    /// Makes the tool ready to place a new annotation: what a tool without
    /// ``keepPlacingAfterComplete`` waits for after each one. An annotation under way is
    /// removed first.
    public func startPlacement() {
        reset()
        waitsForStart = false
    }

    /// Cancels and removes the annotation being placed, if any; ready for a new one.
    public func reset() {
        perform(handle(.reset))
    }

    /// The same as ``reset()``.
    public func cancel() {
        reset()
    }

    /// Copies the modifier's settings to `annotation`: when it is made, at every event
    /// while it is placed (so the preview follows changes) and when it is finished.
    /// Overrides call `super`, which copies ``SCIAnnotationCreationModifierBase/isEditable``
    /// and ``SCIAnnotationCreationModifierBase/snapToCandles``.
    open func configure(_ annotation: SCITradingAnnotationBase) {
        annotation.isEditable = isEditable
        annotation.magnetMode = magnetMode
    }

    /// A drawing tool shows a crosshair over the series area.
    open override func cursor(at location: CGPoint) -> SCICursor? {
        crosshairOverSeriesArea(at: location)
    }

    // MARK: - Events

    /// The data point at a pointer location: clamped to the series area, converted, snapped.
    private func dataPoint(at location: CGPoint) -> SCIDataPoint? {
        guard let mapping = parentSurface?.annotationMapping(xAxisId: xAxisId, yAxisId: yAxisId),
            mapping.canConvert
        else { return nil }
        let point = mapping.dataPoint(mapping.seriesArea.clamping(location))
        // Configured as the annotation will be, so that it adjusts (snaps) the point as it will.
        let adjuster = inProgress ?? prototype
        configure(adjuster)
        return adjuster.adjusted(point, index: machine.activePointIndex, mapping: mapping)
    }

    open override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        dropIfRemoved()
        parentSurface?.forgetPlacedDrawing()
        guard !waitsForStart, let point = dataPoint(at: args.location) else { return false }
        // A press can finish a drawing (the click that ends a stroke): its release, a tap,
        // must not deselect what the tool selected then.
        releaseIsTap = true
        defer { releaseIsTap = false }
        return perform(handle(.began(point, pointerId: args.pointerId)))
    }

    open override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        dropIfRemoved()
        guard let point = dataPoint(at: args.location), accepts(point, at: args.location) else {
            return false
        }
        return perform(handle(.moved(point, pointerId: args.pointerId)))
    }

    open override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        dropIfRemoved()
        let point = dataPoint(at: args.location) ?? SCIDataPoint(x: .nan, y: .nan)
        releaseIsTap = args.isTap
        defer { releaseIsTap = false }
        return perform(handle(.ended(point, pointerId: args.pointerId, isTap: args.isTap)))
    }

    /// Hands `event` to the placement, with the stroke's limit as it is now.
    private func handle(_ event: PlacementStateMachine.Event) -> PlacementStateMachine.Action {
        machine.strokeLimit = strokeLimit
        return machine.handle(event)
    }

    /// An annotation was just placed and recorded, before the completion listener hears of
    /// it: the text tool starts typing into it.
    func didPlace(_ annotation: SCITradingAnnotationBase) {}

    /// Whether the release being handled is a tap (or, during a press, whether its release
    /// may be one).
    private var releaseIsTap = false

    open override func onPointerCancelled(_ args: SCIPointerArgs) {
        perform(handle(.cancelled(pointerId: args.pointerId)))
    }

    open override func onHover(_ args: SCIPointerArgs) -> Bool {
        dropIfRemoved()
        guard machine.isPlacing, let point = dataPoint(at: args.location), accepts(point, at: args.location)
        else { return false }
        perform(handle(.hovered(point)))
        return false
    }

    /// Whether a move to `point` (at surface `location`) goes to the placement: a stroke
    /// takes a point only when ``strokeAccepts(_:at:points:)`` says so; everything else
    /// takes every move.
    private func accepts(_ point: SCIDataPoint, at location: CGPoint) -> Bool {
        guard case .stroking(let points, _) = machine.state else { return true }
        return strokeAccepts(point, at: location, points: points)
    }

    /// Whether a stroke of `points` takes a point at `location` (surface coordinates) as
    /// the pointer moves: the base takes every one. A freehand tool drops points too close
    /// to the last.
    open func strokeAccepts(_ point: SCIDataPoint, at location: CGPoint, points: [SCIDataPoint]) -> Bool {
        true
    }

    /// The most points a stroke takes: the point that reaches it ends the stroke, and the
    /// release adds none past it. The base has no limit.
    open var strokeLimit: Int { Int.max }

    /// Ends a stroke being drawn as if its pointer were released (or, after a click, as if
    /// it were clicked): what a freehand tool does at its point limit.
    public func finishStroke() {
        guard case .stroking(let points, let pointerId) = machine.state, let last = points.last else {
            return
        }
        if let pointerId {
            perform(handle(.ended(last, pointerId: pointerId)))
        } else {
            perform(handle(.began(last, pointerId: 0)))
        }
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

    override func attach(to surface: SCIChartSurface) {
        super.attach(to: surface)
        surface.drawingTools.update(self, isEnabled: isEnabled)
    }

    override func detach() {
        parentSurface?.drawingTools.remove(self)
        super.detach()
    }

    override func enabledChanged() {
        parentSurface?.drawingTools.update(self, isEnabled: isEnabled)
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
            let annotation = factory()
            annotation.xAxisId = xAxisId
            annotation.yAxisId = yAxisId
            configure(annotation)
            annotation.isBeingPlaced = true
            annotation.dataPoints = points
            inProgress = annotation
            surface.annotations.add(annotation)
        case .update(let points):
            guard let annotation = inProgress else { return false }
            configure(annotation)
            annotation.dataPoints = points
        case .complete(let points):
            guard let annotation = inProgress else { return false }
            configure(annotation)
            annotation.dataPoints = points
            annotation.isBeingPlaced = false
            inProgress = nil
            if let surface = parentSurface, let index = surface.annotations.index(of: annotation) {
                surface.recordHistory(.add([annotation], indices: [index]))
            }
            didPlace(annotation)
            // The listener sees the finished state (the last point active, nothing dragged),
            // and may reset the modifier or remove the annotation; then the modifier resets.
            annotationCreationCompletionListener?(annotation, annotationType)
            guard case .finished = machine.state else { return true }
            _ = machine.handle(.reset)
            if !keepPlacingAfterComplete {
                waitsForStart = true
                if annotation.isEditable, annotation.parentSurface === parentSurface {
                    parentSurface?.selectPlacedDrawing(annotation, byTap: releaseIsTap)
                }
            }
        case .discard:
            if let annotation = inProgress { annotation.parentSurface?.annotations.remove(annotation) }
            inProgress = nil
        }
        return true
    }
}
