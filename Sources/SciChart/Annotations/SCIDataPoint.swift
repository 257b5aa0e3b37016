import Foundation

/// A point in data space: x as its axis stores it (seconds since 1970 on date and
/// category-date axes), y as a value. Annotations store these; pixels are derived from them.
public struct SCIDataPoint: Hashable, Sendable, Codable {
    /// The x value: seconds since 1970 on date and category-date axes, the value otherwise.
    public var x: Double
    /// The y value.
    public var y: Double

    /// A data point with the given values.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Whether the two points hold the same values, a missing (NaN) coordinate being the
    /// same as another missing one (`==` says NaN is never equal to anything).
    func isSame(as other: SCIDataPoint) -> Bool {
        (x == other.x || x.isNaN && other.x.isNaN) && (y == other.y || y.isNaN && other.y.isNaN)
    }
}

extension [SCIDataPoint] {
    /// Whether the two lists hold the same points, a missing coordinate being the same as
    /// another missing one (see ``SCIDataPoint/isSame(as:)``).
    func isSame(as other: [SCIDataPoint]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isSame(as: $1) }
    }
}
