import Foundation

/// The base of annotations defined by points a trader places (``SCIMeasureAnnotation``,
/// the XABCD pattern): the points in data space, their pixels for the current layout, and
/// the drawing hook.
open class SCITradingAnnotationBase: SCIAnnotationBase, ISCITradingAnnotation {
    /// How many points define a complete annotation.
    public let pointCount: Int
    /// What kind of annotation this is.
    public let creationType: SCIAnnotationCreationType

    /// The points placed so far, in data space; `pointCount` of them once complete.
    var points: [SCIDataPoint] = [] {
        didSet {
            _ = frame()  // notes whether x is a date while the axes are at hand
            invalidate()
        }
    }

    /// Whether the annotation is still being placed by a creation modifier: it draws, but
    /// it is not saved and leaves the surface if placement is cancelled.
    public internal(set) var isBeingPlaced = false

    init(pointCount: Int, creationType: SCIAnnotationCreationType) {
        self.pointCount = max(pointCount, 1)
        self.creationType = creationType
    }

    /// Whether every point is placed and finite.
    public var isComplete: Bool { points.count == pointCount && points.allSatisfy(\.isFinite) }

    /// Whether x values were dates when the annotation last had its axes: kept so that base
    /// data values stay dates after the annotation leaves its surface.
    var xIsDate = false

    public func getBaseDataValues() -> [SCIAnnotationDataPoint] {
        let xIsDate = frame()?.xIsDate ?? self.xIsDate
        return points.map { point in
            SCIAnnotationDataPoint(x: xIsDate ? Date(timeIntervalSince1970: point.x) : point.x, y: point.y)
        }
    }

    public func getBasePoints() -> [CGPoint] {
        guard let frame = frame() else { return [] }
        return points.map(frame.point)
    }

    /// The coordinate frame of the annotation's axes on its surface.
    func frame() -> AnnotationFrame? {
        let frame = parentSurface?.annotationFrame(xAxisId: xAxisId, yAxisId: yAxisId)
        if let frame { xIsDate = frame.xIsDate }
        return frame
    }

    open override func draw(into list: inout SCIDisplayList, surface: SCIChartSurface) {
        guard let frame = surface.annotationFrame(xAxisId: xAxisId, yAxisId: yAxisId), !points.isEmpty else {
            return
        }
        let pixels = points.map(frame.point)
        guard pixels.allSatisfy(\.isFinite) else { return }
        list.beginGroup("annotation:\(creationType)")
        drawShape(pixels: pixels, frame: frame, into: &list, surface: surface)
        list.endGroup()
    }

    /// Draws the annotation from its points' pixels (fewer than ``pointCount`` while placed).
    func drawShape(
        pixels: [CGPoint], frame: AnnotationFrame, into list: inout SCIDisplayList, surface: SCIChartSurface
    ) {}

    // MARK: - Editing

    /// How far from a point a press still takes its grip, in points.
    static let gripHitRadius = 10.0
    /// The drawn radius of a grip.
    static let gripRadius = 5.0

    /// The index of the point whose grip is under `location`: the nearest within
    /// ``gripHitRadius``.
    func gripIndex(at location: CGPoint, frame: AnnotationFrame) -> Int? {
        let pixels = points.map(frame.point)
        var best: (index: Int, distance: Double)?
        for (index, pixel) in pixels.enumerated() where pixel.isFinite {
            let distance = location.distance(to: pixel)
            if distance <= Self.gripHitRadius, distance < (best?.distance ?? .infinity) {
                best = (index, distance)
            }
        }
        return best?.index
    }

    /// Whether `location` is on the annotation's drawing (not its grips). Override.
    func bodyContains(_ location: CGPoint, frame: AnnotationFrame) -> Bool { false }

    /// Replaces the points by editing; non-finite points are refused.
    func setPoints(_ newPoints: [SCIDataPoint]) {
        guard newPoints.count == pointCount, newPoints.allSatisfy(\.isFinite) else { return }
        points = newPoints
    }

    // MARK: - Saving

    /// The styles, numeric settings and flags to save. Override; non-finite settings are
    /// left out (loading then keeps the default).
    func savedStyle() -> (style: [String: StyleRecord], settings: [String: Double], flags: [String: Bool]) {
        ([:], [:], [:])
    }

    /// Applies saved styles and settings, validating each. Override.
    func loadStyle(
        _ style: [String: StyleRecord], settings: [String: Double], flags: [String: Bool], path: String
    ) throws {}

    /// Adjusts a point being placed or dragged (snapping); the default keeps it.
    func adjusted(_ point: SCIDataPoint, index: Int, frame: AnnotationFrame, surface: SCIChartSurface)
        -> SCIDataPoint
    {
        point
    }
}
