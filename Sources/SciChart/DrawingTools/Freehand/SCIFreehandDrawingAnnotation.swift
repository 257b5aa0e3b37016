import Foundation

/// A stroke drawn by hand: a polyline through the points the pointer visited, kept as data
/// values so that it follows the data when the chart is zoomed or panned.
///
/// It has no grip per point: selected, it is moved whole and deleted. A stroke takes at most
/// ``maxPoints`` points; the drawing tool drops points closer than
/// ``pointSamplingDistancePx`` to the last one.
public final class SCIFreehandDrawingAnnotation: SCITradingAnnotationBase {
    /// The stroke's pen (default orange `0xFFF5A623`, 2 points).
    public var stroke: SCIPenStyle = SCIFreehandDrawingAnnotation.defaultStroke {
        didSet { if oldValue !== stroke { invalidate() } }
    }
    /// Points added to the distance within which a press takes the stroke (default 0; at
    /// most 100). Negative and NaN values are refused.
    public var selectionOffset: Double {
        get { offset }
        set {
            guard newValue >= 0 else { return }
            offset = min(newValue, 100)
            invalidate()
        }
    }
    private var offset = 0.0
    /// The most points a stroke takes, from 2 to 100,000 (default 10,000); past it the stroke
    /// ends. Values outside are clamped; a stroke longer than a new limit keeps its points.
    public var maxPoints: Int {
        get { limit }
        set { limit = min(max(newValue, 2), Self.pointLimit) }
    }
    private var limit = 10_000
    /// How close, in points on the surface, a new point may come to the last before the
    /// drawing tool drops it (default 2; 0 keeps every point; at most a million). NaN and
    /// negative values are refused.
    public var pointSamplingDistancePx: Double {
        get { sampling }
        set { if newValue >= 0 { sampling = min(newValue, Self.samplingLimit) } }
    }
    private var sampling = 2.0
    /// An identifier unique to this stroke (a UUID unless set), saved with it; cut to
    /// ``SCIAnnotationDocument/maximumTextLength`` Unicode scalars.
    public var drawId: String = UUID().uuidString {
        didSet {
            let limit = SCIAnnotationDocument.maximumTextLength
            if drawId.unicodeScalars.count > limit {
                drawId = String(String.UnicodeScalarView(drawId.unicodeScalars.prefix(limit)))
            }
        }
    }

    /// How far from the line drawn a point may be left out of the drawing, in points.
    static let drawingTolerance = 0.2

    /// The largest ``pointSamplingDistancePx``.
    static let samplingLimit = 1e6

    /// The largest ``maxPoints``.
    public static let pointLimit = 100_000
    /// Orange `0xFFF5A623`, 2 points.
    public static let defaultStroke = SCISolidPenStyle(color: 0xFFF5_A623, thickness: 2)

    /// Creates an empty stroke; a freehand drawing modifier adds its points.
    public init() {
        super.init(pointCount: 1, creationType: .freehandDrawing)
    }

    /// One stroke gesture.
    public override var placementSteps: [SCIPlacementStep] { [.stroke] }

    /// From 1 point to ``pointLimit``.
    public override var validPointCounts: ClosedRange<Int> { 1...Self.pointLimit }

    /// A stroke is moved whole: no grip per point.
    public override var hasPointGrips: Bool { false }

    /// Adds a point at data values `x` (seconds since 1970 on date axes) and `y` to the end of
    /// the stroke; returns whether it was added (finite, and fewer than ``maxPoints`` before).
    @discardableResult
    public func appendPoint(x: Double, y: Double) -> Bool {
        guard x.isFinite, y.isFinite, dataPoints.count < maxPoints else { return false }
        appendDataPoint(SCIDataPoint(x: x, y: y))
        return true
    }

    /// Removes every point.
    public func clearPoints() {
        dataPoints = []
    }

    /// A stroke does not snap to candles.
    public override func adjusted(_ point: SCIDataPoint, index: Int, mapping: SCIAnnotationMapping)
        -> SCIDataPoint
    {
        point
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard let stroke = SCIStroke(stroke) else { return }
        guard pixels.count > 1 else {
            Self.drawDot(at: pixels[0], color: stroke.color, radius: max(stroke.width / 2, 1.5), into: &list)
            return
        }
        // Points within a fifth of a point of the line drawn through the others change no
        // pixel; a long stroke drops most of them.
        let kept = PolylineSimplification.kept(pixels, tolerance: Self.drawingTolerance)
        var path = SCIPath()
        path.addPolyline(kept.map { pixels[$0] })
        list.stroke(
            path,
            SCIStroke(
                color: stroke.color, width: stroke.width, dashes: stroke.dashes, lineJoin: .round,
                lineCap: .round))
    }

    /// Within a few points of the stroke, plus ``selectionOffset``.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        let reach = Self.bodyHitDistance + offset + Double(stroke.thickness) / 2
        guard let first = pixels.first else { return false }
        if pixels.count == 1 { return location.distance(to: first) <= reach }
        return zip(pixels, pixels.dropFirst()).contains { start, end in
            HitGeometry.distance(from: location, toSegment: start, end) <= reach
        }
    }

    /// The pen, the selection offset, the limits, the id and the magnet's flag (which a stroke
    /// does not follow).
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        settings.setPen(stroke, forKey: "stroke")
        encodeMagnet(into: &settings)
        settings.setNumber(selectionOffset, forKey: "selectionOffset")
        settings.setNumber(Double(maxPoints), forKey: "maxPoints")
        settings.setNumber(pointSamplingDistancePx, forKey: "pointSamplingDistancePx")
        settings.setText(drawId, forKey: "drawId")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        if let pen = try settings.pen(forKey: "stroke") { stroke = pen }
        decodeMagnet(from: settings)
        if let value = try settings.number(forKey: "selectionOffset", in: 0...100) { selectionOffset = value }
        if let value = try settings.number(forKey: "maxPoints", in: 2...Double(Self.pointLimit)) {
            maxPoints = Int(value)
        }
        if let value = try settings.number(forKey: "pointSamplingDistancePx", in: 0...Self.samplingLimit) {
            pointSamplingDistancePx = value
        }
        if let id = try settings.text(forKey: "drawId") { drawId = id }
    }
}
