import Foundation

extension CGPoint {
    /// Both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point with each coordinate brought within ``Swift/Double/pixelLimit`` (NaN kept):
    /// safe for rectangle arithmetic and drawing, still in the right direction.
    var bounded: CGPoint { CGPoint(x: Double(x).boundedPixel, y: Double(y).boundedPixel) }

    func distance(to other: CGPoint) -> Double {
        let dx = Double(x - other.x)
        let dy = Double(y - other.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension CGRect {
    /// The smallest rectangle holding every point, or `nil` for none.
    init?(enclosing points: [CGPoint]) {
        guard let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Origin and size finite.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The point moved to the nearest point inside the rectangle.
    func clamping(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }
}

extension Double {
    /// The value clamped to `range`, NaN read as the lower bound.
    func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// A pixel coordinate safe to draw: NaN becomes 0 and magnitudes are capped, so a value
    /// far off screen still draws a line in the right direction without overflowing a backend.
    var drawable: Double { isNaN ? 0 : clamped(to: -Self.pixelLimit...Self.pixelLimit) }

    /// The value as an opacity: clamped to 0...1; `nil` for NaN, which an opacity refuses.
    var opacity: Double? { isNaN ? nil : clamped(to: 0...1) }

    /// The largest pixel magnitude written to a display list.
    static let pixelLimit: Double = 1e6

    /// The value within ±``pixelLimit``; NaN stays NaN (a gap).
    var boundedPixel: Double { isNaN ? self : clamped(to: -Self.pixelLimit...Self.pixelLimit) }
}

extension Int {
    /// `value` truncated toward zero and clamped into `range`; NaN gives the lower bound.
    static func clamping(_ value: Double, to range: ClosedRange<Int>) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        if value <= Double(range.lowerBound) { return range.lowerBound }
        if value >= Double(range.upperBound) { return range.upperBound }
        return Int(value)
    }
}
