import Foundation

/// The base of annotations defined by a fixed number of points a user places: the measure,
/// the XABCD pattern, and drawing tools of your own.
///
/// A subclass says how many points it has and what it is (``init(pointCount:creationType:)``),
/// and draws from the surface points of its data points (``drawShape(pixels:mapping:into:)``,
/// also called with fewer points while a creation modifier places it). Selection, grips,
/// dragging, nudging, undo, saving and snapping work for every subclass: override
/// ``bodyContains(_:pixels:mapping:)`` to say where the body can be grabbed,
/// ``adjusted(_:index:mapping:)`` to snap points, and ``encodeSettings(into:)`` and
/// ``decodeSettings(from:)`` to save styles and settings (register the type with
/// ``SCIAnnotationRegistry`` so documents load it).
open class SCITradingAnnotationBase: SCIAnnotationBase, ISCITradingAnnotation {
    /// How many points define a complete annotation.
    public let pointCount: Int
    /// What kind of annotation this is; its raw value names the type in saved documents.
    public let creationType: SCIAnnotationCreationType

    /// The points placed so far, in data space; ``pointCount`` of them once complete.
    public internal(set) var dataPoints: [SCIDataPoint] {
        get { points }
        set {
            guard !newValue.isSame(as: points) else { return noteAxes() }
            points = newValue
            pointsChanged()
        }
    }
    private var points: [SCIDataPoint] = []

    /// Adds `point` after the others, in O(1) (a stroke grows by one point at a time).
    func appendDataPoint(_ point: SCIDataPoint) {
        points.append(point)
        pointsChanged()
    }

    /// Remembers what kind of x the axes give, and asks for a redraw.
    private func pointsChanged() {
        noteAxes()
        invalidate()
    }

    private func noteAxes() {
        if let mapping { xIsDate = mapping.xIsDate }
    }

    /// Whether the annotation is still being placed by a creation modifier: it draws, but
    /// it is not saved and leaves the surface if placement is cancelled.
    public internal(set) var isBeingPlaced = false

    /// Whether the annotation is one of the user's drawings (default `true`): saved by
    /// `saveAnnotations()`, removed by `removeAllDrawings()` and counted in the surface's
    /// `drawings`. Set it to `false` for an annotation the application places and keeps
    /// itself (an alert level, a marker following live data), so saving the user's drawings
    /// does not write it and loading them back does not add a second one. It stays editable
    /// as ``SCIAnnotationBase/isEditable`` says.
    public var isDrawing = true

    /// Creates an annotation of `pointCount` points (at least 1) of kind `creationType`.
    public init(pointCount: Int, creationType: SCIAnnotationCreationType) {
        self.pointCount = max(pointCount, 1)
        self.creationType = creationType
    }

    /// Whether every point is placed and finite.
    public var isComplete: Bool {
        validPointCounts.contains(dataPoints.count) && dataPoints.allSatisfy(\.isFinite)
    }

    /// How the user places the points, one gesture per step: by default ``pointCount``
    /// ``SCIPlacementStep/point`` steps. A creation modifier reads it from a new annotation.
    open var placementSteps: [SCIPlacementStep] {
        Array(repeating: .point, count: pointCount)
    }

    /// How many points a complete annotation may have: ``pointCount`` exactly, unless the
    /// annotation is a stroke of as many points as its gesture made.
    open var validPointCounts: ClosedRange<Int> {
        pointCount...pointCount
    }

    /// Sets every point at once (a count in ``validPointCounts``, all finite); returns
    /// whether they were taken. For code that makes annotations; a user's edits go through
    /// the editor and undo.
    @discardableResult
    public func setDataPoints(_ newPoints: [SCIDataPoint]) -> Bool {
        guard validPointCounts.contains(newPoints.count), newPoints.allSatisfy(\.isFinite) else {
            return false
        }
        dataPoints = newPoints
        return true
    }

    /// Whether x values were dates when the annotation last had its axes: kept so that base
    /// data values stay dates after the annotation leaves its surface.
    var xIsDate = false

    public func getBaseDataValues() -> [SCIAnnotationDataPoint] {
        let xIsDate = mapping?.xIsDate ?? self.xIsDate
        return dataPoints.map { point in
            SCIAnnotationDataPoint(x: xIsDate ? Date(timeIntervalSince1970: point.x) : point.x, y: point.y)
        }
    }

    public func getBasePoints() -> [CGPoint] {
        guard let mapping else { return [] }
        return dataPoints.map(mapping.point)
    }

    /// How the points' values are read (data values unless a classic annotation says
    /// otherwise): what ``mapping`` converts with.
    var pointCoordinateMode = SCIAnnotationCoordinateMode.absolute

    /// The mapping of the annotation's axes on its surface, in the current layout, reading
    /// its points as its coordinate mode says.
    public var mapping: SCIAnnotationMapping? {
        parentSurface.flatMap { mapping(in: $0.currentLayout) }
    }

    /// The mapping of the annotation's axes in `layout`, in its coordinate mode.
    func mapping(in layout: SCIChartLayout) -> SCIAnnotationMapping? {
        layout.mapping(xAxisId: xAxisId, yAxisId: yAxisId)?.with(coordinateMode: pointCoordinateMode)
    }

    open override func draw(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        guard !dataPoints.isEmpty, let mapping = mapping(in: layout) else {
            return
        }
        // Far-off points are brought within the pixel limit, so shapes keep their direction
        // and rectangle arithmetic stays finite.
        let pixels = dataPoints.map { mapping.point($0).bounded }
        guard pixels.allSatisfy(\.isFinite) else { return }
        list.beginGroup("annotation:\(creationType.rawValue)")
        drawShape(pixels: pixels, mapping: mapping, into: &list)
        list.endGroup()
    }

    open override func drawOnAxes(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        guard !dataPoints.isEmpty, let mapping = mapping(in: layout) else {
            return
        }
        let pixels = dataPoints.map { mapping.point($0).bounded }
        guard pixels.allSatisfy(\.isFinite) else { return }
        var marks = SCIDisplayList()
        drawAxisMarks(pixels: pixels, mapping: mapping, into: &marks)
        guard !marks.commands.isEmpty else { return }
        list.beginGroup("axes:\(creationType.rawValue)")
        list.append(marks)
        list.endGroup()
    }

    /// Draws what the annotation shows on its axes, outside the series area, from the surface
    /// points of its data points (as ``drawShape(pixels:mapping:into:)``). The base draws
    /// nothing.
    open func drawAxisMarks(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList)
    {}

    /// Draws a dot of `radius` points at `point`: what a drawing shows of itself while only
    /// its first point is placed.
    public static func drawDot(
        at point: CGPoint, color: SCIColor, radius: Double = 3, into list: inout SCIDisplayList
    ) {
        var dot = SCIPath()
        dot.addEllipse(
            in: CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2))
        list.fill(dot, SCIFill(color: color))
    }

    /// Draws the annotation from the surface points of its data points: all of them once
    /// complete, those placed so far while it is being placed. The base draws nothing.
    open func drawShape(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {}

    // MARK: - Editing

    /// How far from a point a press still takes its grip, in points.
    public static let gripHitRadius = 10.0
    /// The drawn radius of a grip.
    public static let gripRadius = 5.0
    /// How far from the drawing a press still takes the body, by default, in points.
    public static let bodyHitDistance = 4.0

    /// Whether each point has a grip that drags it (default `true`); without them the
    /// annotation is moved whole, and its selection shows as a frame around it.
    open var hasPointGrips: Bool { true }

    /// The surface points of the annotation's grips, from the surface points of its points:
    /// by default one grip on each point. A grip's index is its place in this list, which
    /// ``points(movingGrip:to:from:mapping:)`` receives: a box adds grips on its other two
    /// corners, a line across the chart puts its grips at the ends it draws.
    open func gripPoints(pixels: [CGPoint], mapping: SCIAnnotationMapping) -> [CGPoint] {
        pixels
    }

    /// The dashed frame that shows the annotation selected when it has no grips (see
    /// ``hasPointGrips``), from the surface points of its points: by default around them,
    /// 4 points out. A text annotation frames its text.
    open func selectionFrame(pixels: [CGPoint], mapping: SCIAnnotationMapping) -> CGRect? {
        CGRect(enclosing: pixels)?.insetBy(dx: -4, dy: -4)
    }

    /// The index of the grip under `location` (see ``gripPoints(pixels:mapping:)``): the
    /// nearest within ``gripHitRadius``; `nil` without ``hasPointGrips``.
    open func gripIndex(at location: CGPoint, mapping: SCIAnnotationMapping) -> Int? {
        guard hasPointGrips else { return nil }
        var best: (index: Int, distance: Double)?
        let grips = gripPoints(pixels: dataPoints.map(mapping.point), mapping: mapping)
        for (index, pixel) in grips.enumerated() where pixel.isFinite {
            let distance = location.distance(to: pixel)
            if distance <= Self.gripHitRadius, distance < (best?.distance ?? .infinity) {
                best = (index, distance)
            }
        }
        return best?.index
    }

    /// Whether `location` is on the annotation's body (a press there drags it whole).
    /// `pixels` are the surface points of its data points. The base takes presses within
    /// ``bodyHitDistance`` of the lines through its points, in order.
    open func bodyContains(_ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping) -> Bool {
        guard let first = pixels.first else { return false }
        if pixels.count == 1 { return location.distance(to: first) <= Self.bodyHitDistance }
        return zip(pixels, pixels.dropFirst()).contains { start, end in
            HitGeometry.distance(from: location, toSegment: start, end) <= Self.bodyHitDistance
        }
    }

    /// Where the annotation is drawn and can be pressed, in `layout`: the series area, or
    /// the band of its axis for an annotation on an axis; `nil` when that axis is not laid
    /// out.
    func drawnArea(in layout: SCIChartLayout) -> CGRect? {
        switch annotationSurface {
        case .aboveChart, .belowChart:
            return layout.seriesArea
        case .xAxis:
            return layout.xAxis(withId: xAxisId).flatMap(layout.axisFrame(for:))
        case .yAxis:
            return layout.yAxis(withId: yAxisId).flatMap(layout.axisFrame(for:))
        }
    }

    /// The part of the annotation under `location`: the grip of one of its points (see
    /// ``gripIndex(at:mapping:)``), else its body, else `nil`.
    func part(at location: CGPoint, mapping: SCIAnnotationMapping) -> AnnotationPart? {
        if let grip = gripIndex(at: location, mapping: mapping) { return .grip(grip) }
        // The points as drawn: far-off ones brought within the pixel limit.
        let pixels = dataPoints.map { mapping.point($0).bounded }
        return bodyContains(location, pixels: pixels, mapping: mapping) ? .body : nil
    }

    /// How points snap to candles as they are placed or dragged (default ``SCIMagnetMode/off``):
    /// x to the nearest bar's, y to the nearest of that bar's open, high, low and close, the
    /// same magnet for every tool; the weak magnet only near one of those prices.
    public var magnetMode: SCIMagnetMode = .off { didSet { if oldValue != magnetMode { invalidate() } } }

    /// Whether points always snap to candles (default `false`): the strong magnet. Reads
    /// `magnetMode == .strong`; `true` sets ``magnetMode`` to `.strong`, `false` to `.off`.
    public var snapToCandles: Bool {
        get { magnetMode == .strong }
        set { magnetMode = newValue ? .strong : .off }
    }

    /// Whether the magnet (``SCIChartSurface/snapsDrawingsToCandles``) acts on annotations of
    /// this kind: every kind whose points are placed one by one; not a stroke drawn by hand,
    /// nor a note, which stay where the pointer put them.
    open var canSnapToCandles: Bool { !placementSteps.contains(.stroke) }

    /// Adjusts a point being placed or dragged: the base applies the magnet when
    /// ``SCITradingAnnotationBase/magnetMode`` says. Overrides that add a rule of their
    /// own call `super`.
    open func adjusted(_ point: SCIDataPoint, index: Int, mapping: SCIAnnotationMapping) -> SCIDataPoint {
        CandleSnapping.magnet(point, mode: magnetMode, mapping: mapping)
    }

    /// The points after the grip of point `index` is dragged to `point` (already adjusted by
    /// ``adjusted(_:index:mapping:)``), from `points` as they were when the drag began: the
    /// base moves that point alone. Tools whose points depend on each other override it
    /// (a position's three levels share one time span).
    open func points(
        movingGrip index: Int, to point: SCIDataPoint, from points: [SCIDataPoint],
        mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        var moved = points
        if moved.indices.contains(index) { moved[index] = point }
        return moved
    }

    /// The points after the whole annotation is dragged by `offset` (surface points) from
    /// `points` as they were when the drag began: the base moves every point by the offset,
    /// each adjusted by ``adjusted(_:index:mapping:)``. Annotations that move only one way
    /// override it (a horizontal line moves up and down).
    open func points(
        movingBodyBy offset: CGPoint, from points: [SCIDataPoint], mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        points.enumerated().map { index, point in
            let pixel = mapping.point(point)
            let moved = CGPoint(x: Double(pixel.x) + Double(offset.x), y: Double(pixel.y) + Double(offset.y))
            return adjusted(mapping.dataPoint(moved), index: index, mapping: mapping)
        }
    }

    /// Moves the points as a body drag by `xDelta` and `yDelta` points would (see
    /// ``points(movingBodyBy:from:mapping:)``), without an undo step; nothing happens off a
    /// surface or when a point would not be finite.
    open override func moveAnnotation(byXDelta xDelta: Double, yDelta: Double) {
        guard let mapping, xDelta.isFinite, yDelta.isFinite else { return }
        setPoints(points(movingBodyBy: CGPoint(x: xDelta, y: yDelta), from: dataPoints, mapping: mapping))
    }

    /// Replaces the points by editing; non-finite points are refused.
    func setPoints(_ newPoints: [SCIDataPoint]) {
        setDataPoints(newPoints)
    }

    // MARK: - Saving

    /// Writes the annotation's styles, numbers and flags for saving (points, axis ids and
    /// the editable and hidden flags are saved for every annotation). A document may hold
    /// only the keys a new annotation writes, so write every key ``decodeSettings(from:)``
    /// reads. The base writes nothing.
    open func encodeSettings(into settings: inout SCIAnnotationSettings) {}

    /// The pens the annotation draws with that its settings leave out (an optional stroke at
    /// its default), by key: what styling it starts from (see
    /// ``SCIChartSurface/drawingStyle(of:)``).
    var unsetPensForStyling: [String: SCIPenStyle] { [:] }

    /// The saved pen and brush whose colour is the drawing's line and fill colour, for
    /// styling (`nil`: the colour most of its pens, or brushes, share).
    var mainStyleKeys: (pen: String?, brush: String?) { (nil, nil) }

    /// Saved styles a user does not restyle: colours that mean something of their own (a
    /// broken rule's, a loss's).
    var unstyledKeys: Set<String> { [] }

    /// Reads back what ``encodeSettings(into:)`` wrote, keeping defaults for absent keys;
    /// throw the readers' errors. The base reads nothing.
    open func decodeSettings(from settings: SCIAnnotationSettings) throws {}
}

extension SCITradingAnnotationBase {
    /// Writes ``magnetMode``: the flag `snapToCandles` (the strong magnet or none), and the
    /// text `magnetMode` only for the weak magnet, so documents without it read as before
    /// (and a reader that knows only the flag reads the weak magnet as none).
    func encodeMagnet(into settings: inout SCIAnnotationSettings) {
        settings.setFlag(snapToCandles, forKey: "snapToCandles")
        settings.setOptionalText(magnetMode == .weak ? magnetMode.rawValue : nil, forKey: "magnetMode")
    }

    /// Reads ``magnetMode`` back; a document without it (written before the modes) gives the
    /// strong magnet when it says `snapToCandles`, else none.
    func decodeMagnet(from settings: SCIAnnotationSettings) {
        if let text = try? settings.text(forKey: "magnetMode"), let mode = SCIMagnetMode(rawValue: text) {
            magnetMode = mode
        } else {
            snapToCandles = settings.flag(forKey: "snapToCandles") ?? false
        }
    }
}
