import Foundation

/// One shape drawn at many points, such as the point markers of a series: backends draw
/// the shape once and copy it to each point.
///
/// The centres are transformed by the current transform; the shape is not: markers stay
/// upright on vertical charts.
public struct SCIMarkerRun: Hashable, Sendable {
    /// The shape, centred on (0, 0).
    public var shape: SCIPath
    /// How each marker is filled, or `nil` for no fill.
    public var fill: SCIFill?
    /// How each marker is outlined, or `nil` for no outline.
    public var stroke: SCIStroke?
    /// The centres as x, y pairs.
    public private(set) var centers: [Double] = []

    /// A run of `shape` with no centres yet: add them with ``append(_:)``.
    public init(shape: SCIPath, fill: SCIFill?, stroke: SCIStroke?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }

    /// The number of centres.
    public var count: Int { centers.count / 2 }

    /// Makes room for `count` centres.
    public mutating func reserveCapacity(_ count: Int) {
        centers.reserveCapacity(2 * max(count, 0))
    }

    /// Adds a centre; non-finite ones are skipped.
    public mutating func append(_ center: CGPoint) {
        guard center.isFinite else { return }
        centers.append(Double(center.x).drawable)
        centers.append(Double(center.y).drawable)
    }

    /// Replaces the centres with `centers` (x, y pairs) that are finite and within the
    /// drawable range already, as the points inside a clip are.
    mutating func setCentersInside(_ centers: [Double]) {
        self.centers = centers
    }

    /// Centre `index`.
    public func center(at index: Int) -> CGPoint {
        CGPoint(x: centers[2 * index], y: centers[2 * index + 1])
    }
}
