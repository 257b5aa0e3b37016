import Foundation

/// A chart: axes, series, annotations and modifiers over a rectangle, rendered to a
/// display list, SVG or (with SciChartCairo) PNG, and driven by pointer, scroll and key
/// events.
///
/// ```swift
/// let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
/// surface.xAxes.add(SCIDateAxis())
/// surface.yAxes.add(SCINumericAxis())
/// let svg = surface.renderSVG()
/// ```
///
/// A surface belongs to one thread or task at a time; layout is lazy and always current
/// when read, so coordinates and pointer handling work right after configuration.
public final class SCIChartSurface: ISCISuspendable {
    /// The x axes, addressed by `axisId`.
    public let xAxes = SCIObservableCollection<SCIAxisBase>()
    /// The y axes, addressed by `axisId`.
    public let yAxes = SCIObservableCollection<SCIAxisBase>()
    /// The series, drawn in collection order (later ones on top).
    public let renderableSeries = SCIObservableCollection<SCIRenderableSeriesBase>()
    /// The annotations, drawn over the series in collection order.
    public let annotations = SCIObservableCollection<SCIAnnotationBase>()
    /// The modifiers, which see pointer events in collection order.
    public let chartModifiers = SCIObservableCollection<SCIChartModifierBase>()

    /// Called whenever the surface needs a redraw (layout, data, style or overlay change).
    /// Runs synchronously on the thread that made the change: a data series appended on
    /// another thread calls it there (once until the surface next lays out), so a host hops
    /// to its own main loop before drawing.
    public var onInvalidate: (@Sendable () -> Void)? {
        didSet { dataSignal.setCallback(onInvalidate) }
    }

    /// Tells the surface, from any thread, that its series' data changed.
    let dataSignal = DataChangeSignal()
    /// The data series the signal listens to.
    var observedData: [UInt64: SCIDataSeries] = [:]

    /// A number that identifies this surface for as long as the process runs: no other
    /// surface, even one made after this one is freed, has it. Caches of rendered layers
    /// key on it.
    public let surfaceId = UniqueNumber.next()

    /// The snapshot of the last layout, until something changes.
    var cachedFrame: SCIChartLayout?
    var needsLayout = true
    /// Counts changes to what the chart layer draws; the cached layer is keyed by it.
    var chartGeneration: UInt64 = 0
    /// Counts renames of the series' data, which change no layout.
    var seriesNameGeneration: UInt64 = 0
    /// The data series renamed at the last count (`seriesNameGeneration`).
    var lastRenamed: Set<UInt64> = []
    /// What frames computed and later frames and hit tests reuse.
    let frameCaches = SurfaceFrameCaches()
    private var suspendDepth = 0
    private var redrawRequestedWhileSuspended = false
    /// Set while annotations read the data they follow, during a layout.
    var isFollowingData = false
    /// Routes gestures, hovers, scrolls and keys to the claimers and `chartModifiers`; all
    /// per-pointer state is its.
    let router = PointerRouter()
    /// The pointer claimers, in the order added.
    var claimerList: [ClaimerReceiver] = []
    /// The parts that take part in events and frames through roles (drawing editing).
    var participants: [SurfaceParticipant] = []
    /// The annotation types this surface's documents can hold: a registry of its own that
    /// adds to ``SCIAnnotationTypeRegistry/shared`` (register a type here to make it loadable
    /// on this surface only), or one given to it.
    public var annotationRegistry = SCIAnnotationTypeRegistry()
    var forceFitPending = false
    /// The device pixels per point of the last frame: database series read one M4 column
    /// per device pixel.
    var storedDataScale = 1.0
    /// How long ``renderSVG()`` (and the raster backend's exports) wait for the reads of
    /// database series (``SCIDatabaseXyDataSeries``) before drawing what has landed, with a
    /// line in the chart saying so: 10 s by default.
    public var storedDataTimeout: TimeInterval = 10
    /// The vertical group the surface is in (``SCIChartVerticalGroup``), if any. Held
    /// strongly (the group holds its surfaces weakly): a group lives while a member does.
    var verticalGroup: SCIChartVerticalGroup?

    /// Creates a surface of zero size, as the spec's samples do; set ``frame`` before rendering.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a surface with the given frame (its origin does not matter: surface
    /// coordinates start at the surface's own top-left corner).
    public init(frame: CGRect) {
        self.frame = frame
        wireCollections()
        for make in SurfaceParticipants.builtIn { install(make(self)) }
    }

    /// The surface's rectangle; a resize re-lays out. Non-finite or negative sizes read as 0.
    public var frame: CGRect {
        didSet { invalidateLayout() }
    }

    /// The size used for layout: the frame's size, sanitised and capped.
    public var size: CGSize {
        func clean(_ value: CGFloat) -> Double {
            let double = Double(value)
            return double.isFinite ? min(max(double, 0), Double.pixelLimit) : 0
        }
        return CGSize(width: clean(frame.size.width), height: clean(frame.size.height))
    }

    /// The colours and fonts of parts that set none (default ``SCIChartTheme/dark``).
    public var theme: SCIChartTheme = .dark { didSet { invalidateLayout() } }

    /// Lays out the axes around and inside the series area (default a
    /// ``SCIDefaultLayoutManager``): give it strategies of your own to stack axes along a side
    /// or pin one inside the chart.
    public var layoutManager: ISCILayoutManager = SCIDefaultLayoutManager() { didSet { invalidateLayout() } }

    /// How much larger than the theme's sizes the chart writes its text (default 1): tick
    /// labels, titles, the legend and the tools' labels. A GTK view sets it to the desktop's
    /// text scaling (its font DPI over 96), so a user who asked for larger text gets it on the
    /// chart too; sizes set on a part (a `SCIFontStyle` of one's own) stay as set. Read
    /// within `0.5...4`; a value that is not finite reads as 1.
    public var textScale: Double = 1 {
        didSet { if oldValue != textScale { invalidateLayout() } }
    }

    /// The theme the chart draws with: ``theme`` with its font sizes times ``textScale``.
    var drawingTheme: SCIChartTheme { theme.scalingText(by: textScale) }

    /// Space between the surface's edges and its content (default 10 points each side);
    /// negative values read as 0.
    public var padding = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { invalidateLayout() }
    }

    /// A title drawn above the series area (default `nil`: none).
    public var chartTitle: String? { didSet { invalidateLayout() } }

    /// The series (plot) area, in surface coordinates.
    public var seriesAreaFrame: CGRect {
        laidOut().seriesArea
    }

    /// Makes many changes with one redraw notification at the end (layout is lazy, so it
    /// also runs once); the same as `SCIUpdateSuspender.usingWith(_:with:)`
    /// with the surface.
    public func batchUpdate<T>(_ changes: () throws -> T) rethrows -> T {
        try SCIUpdateSuspender.usingWith(self, with: changes)
    }

    /// Whether updates are batched right now.
    public var isSuspended: Bool { suspendDepth > 0 }

    /// Holds redraw requests back until the returned suspender is disposed; then one
    /// redraw is asked for, if any was asked for meanwhile.
    public func suspendUpdates() -> any ISCIUpdateSuspender {
        suspendDepth += 1
        return SCIUpdateSuspender(target: self)
    }

    /// Ends one suspension; after the last, the redraw asked for meanwhile is asked for.
    public func resumeUpdates(_ suspender: any ISCIUpdateSuspender) {
        decrementSuspend()
        if suspendDepth == 0 && redrawRequestedWhileSuspended {
            redrawRequestedWhileSuspended = false
            onInvalidate?()
        }
    }

    /// Ends one suspension without asking for the redraw held back: the next request asks.
    public func decrementSuspend() {
        suspendDepth = max(suspendDepth - 1, 0)
    }

    /// Fits every axis to its data (x first, then y over the new x ranges), and gives an axis
    /// whose auto-range an axis drag turned off its auto-range back.
    public func zoomExtents() {
        for axis in Array(xAxes) + Array(yAxes) {
            if let autoRange = axis.autoRangeBeforeDrag {
                axis.autoRange = autoRange
                axis.autoRangeBeforeDrag = nil
            }
        }
        forceFitPending = true
        invalidateLayout()
        layoutIfNeeded()
    }

    /// Marks the layout and the chart layer stale and asks for a redraw.
    public func invalidateLayout() {
        needsLayout = true
        chartGeneration &+= 1
        requestRedraw()
    }

    /// Asks for a redraw of the overlay only (annotations, tools, legend); the chart layer
    /// is reused.
    public func invalidateOverlay() {
        requestRedraw()
    }

    private func requestRedraw() {
        // Annotations following data change while the frame they show in is being laid out.
        if isFollowingData { return }
        if suspendDepth > 0 {
            redrawRequestedWhileSuspended = true
        } else {
            onInvalidate?()
        }
    }

    /// Listens to the data of the current series, and only theirs.
    func observeData() {
        var current: [UInt64: SCIDataSeries] = [:]
        for series in allRenderableSeries {
            if let data = series.dataSeries { current[data.seriesId] = data }
        }
        for annotation in annotations {
            for data in annotation.followedDataSeries { current[data.seriesId] = data }
        }
        for (id, data) in observedData where current[id] == nil { data.removeListener(dataSignal) }
        for (id, data) in current where observedData[id] == nil { data.addListener(dataSignal) }
        observedData = current
    }

    // MARK: - Collections

    private func wireCollections() {
        // The hooks hold the surface weakly: a collection kept after its surface is freed
        // still works as a plain list, and what is added to it is on no surface.
        xAxes.ownerHook = { [weak self] change in self?.axesChanged(change, isX: true) }
        yAxes.ownerHook = { [weak self] change in self?.axesChanged(change, isX: false) }
        renderableSeries.ownerHook = { [weak self] change in
            guard let self else { return }
            for series in change.removed where series.surface === self {
                series.surface = nil
                frameCaches.forget(series)
                for member in (series as? SCIStackedSeriesCollectionBase)?.allMembers ?? [] {
                    frameCaches.forget(member)
                }
            }
            for series in change.added {
                series.stackOwner?.removeMember(series)
                if let owner = series.surface, owner !== self { owner.renderableSeries.remove(series) }
                series.surface = self
            }
            invalidateLayout()
        }
        annotations.ownerHook = { [weak self] change in
            guard let self else { return }
            for annotation in change.removed where annotation.parentSurface === self {
                annotation.parentSurface = nil
                annotationRemoved(annotation)
            }
            for annotation in change.added {
                if let owner = annotation.parentSurface, owner !== self {
                    owner.annotations.remove(annotation)
                }
                annotation.parentSurface = self
            }
            // Annotations under the series are part of the chart layer.
            if (change.added + change.removed).contains(where: { $0.annotationSurface == .belowChart }) {
                invalidateLayout()
            } else {
                invalidateOverlay()
            }
        }
        chartModifiers.ownerHook = { [weak self] change in
            guard let self else { return }
            for modifier in change.removed
            where modifier.parentSurface === self && modifier.parentGroup == nil {
                modifier.detach()
            }
            for modifier in change.added {
                modifier.parentGroup?.childModifiers.remove(modifier)
                if let owner = modifier.parentSurface, owner !== self {
                    owner.chartModifiers.remove(modifier)
                }
                modifier.attach(to: self)
            }
            invalidateOverlay()
        }
    }

    private func axesChanged(_ change: SCICollectionChange<SCIAxisBase>, isX: Bool) {
        let other = isX ? yAxes : xAxes
        for axis in change.removed where axis.surface === self && !other.contains(axis) {
            axis.surface = nil
        }
        for axis in change.added {
            if let owner = axis.surface, owner !== self {
                owner.xAxes.remove(axis)
                owner.yAxes.remove(axis)
            }
            // An axis is either an x or a y axis.
            other.remove(axis)
            axis.surface = self
            axis.isXAxis = isX
        }
        invalidateLayout()
    }

    /// Clears what referred to a removed annotation in the surface's participants: its
    /// selection, its drag, and (when code removed it, not the user) the undo steps about it.
    func annotationRemoved(_ annotation: SCIAnnotationBase) {
        for participant in participants { participant.annotationRemoved(annotation) }
    }

    /// Adds a participant (once), and its claimer role when it has one.
    @discardableResult
    func install<Participant: SurfaceParticipant>(_ participant: Participant) -> Participant {
        guard !participants.contains(where: { $0 === participant }) else { return participant }
        participants.append(participant)
        if let claimer = participant as? ISCIPointerClaimer { addPointerClaimer(claimer) }
        return participant
    }

    /// The participant of type `type`, if one is installed.
    func participant<Participant: SurfaceParticipant>(_ type: Participant.Type) -> Participant? {
        for participant in participants {
            if let found = participant as? Participant { return found }
        }
        return nil
    }

    // MARK: - Axis lookup

    /// The x axis with `id`; for the default id, the first x axis when none has that id.
    public func xAxis(withId id: String) -> SCIAxisBase? {
        Self.axis(withId: id, in: xAxes)
    }

    /// The y axis with `id`; for the default id, the first y axis when none has that id.
    public func yAxis(withId id: String) -> SCIAxisBase? {
        Self.axis(withId: id, in: yAxes)
    }

    private static func axis(withId id: String, in axes: SCIObservableCollection<SCIAxisBase>) -> SCIAxisBase?
    {
        if let exact = axes.first(where: { $0.axisId == id }) { return exact }
        return id == SCIAxisBase.defaultAxisId ? axes.first : nil
    }
}

extension SCIObservableCollection where Element == SCIAxisBase {
    /// The axis whose `axisId` is `id`.
    public func getAxisById(_ id: String) -> SCIAxisBase? {
        first { $0.axisId == id }
    }
}
