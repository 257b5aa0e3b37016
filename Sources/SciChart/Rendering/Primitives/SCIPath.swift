import Foundation

/// A path in pixel space: move, line, cubic curve and close verbs over a flat coordinate
/// array.
///
/// Every coordinate is finite: a non-finite point lifts the pen (the next point starts a
/// new subpath), which is how NaN gaps in data become gaps in lines, and magnitudes are
/// capped at a million points so far-off-screen geometry stays drawable.
public struct SCIPath: Hashable, Sendable {
    /// A path instruction.
    public enum Verb: UInt8, Sendable {
        /// Starts a subpath at one point.
        case move
        /// A straight segment to one point.
        case line
        /// A cubic Bézier through two control points to an end point.
        case curve
        /// Closes the current subpath.
        case close
    }

    /// One instruction with its points, for inspection.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at the point.
        case move(CGPoint)
        /// A straight segment to the point.
        case line(CGPoint)
        /// A cubic Bézier: the first control point, the second, then the end point.
        case curve(CGPoint, CGPoint, CGPoint)
        /// Closes the current subpath.
        case close
    }

    /// The instructions, in order; ``coordinates`` holds their points.
    public private(set) var verbs: [Verb] = []
    /// x, y pairs in verb order.
    public private(set) var coordinates: [Double] = []
    private var penDown = false

    /// An empty path.
    public init() {}

    /// Whether the path has no drawing verbs.
    public var isEmpty: Bool { verbs.isEmpty }

    /// Starts a new subpath at `point` (ignored when non-finite).
    public mutating func move(to point: CGPoint) {
        guard point.isFinite else {
            penDown = false
            return
        }
        if verbs.last == .move {
            coordinates[coordinates.count - 2] = Double(point.x).drawable
            coordinates[coordinates.count - 1] = Double(point.y).drawable
        } else {
            verbs.append(.move)
            append(point)
        }
        penDown = true
    }

    /// A segment to `point`; a non-finite point lifts the pen, and a segment after a lifted
    /// pen starts a new subpath instead.
    public mutating func line(to point: CGPoint) {
        guard point.isFinite else {
            penDown = false
            return
        }
        guard penDown else {
            move(to: point)
            return
        }
        verbs.append(.line)
        append(point)
    }

    /// A cubic Bézier to `point`; skipped (pen lifted) when any point is non-finite.
    public mutating func curve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard point.isFinite, control1.isFinite, control2.isFinite, penDown else {
            penDown = false
            return
        }
        verbs.append(.curve)
        append(control1)
        append(control2)
        append(point)
    }

    /// Closes the current subpath.
    public mutating func close() {
        guard penDown, let last = verbs.last, last != .close else { return }
        verbs.append(.close)
        penDown = false
    }

    /// Adds a closed rectangle (normalised, so negative sizes work).
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        guard rect.isFiniteRect else { return }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        line(to: CGPoint(x: rect.maxX, y: rect.minY))
        line(to: CGPoint(x: rect.maxX, y: rect.maxY))
        line(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Adds a closed ellipse inscribed in `rect`, as four cubic Béziers.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        guard rect.isFiniteRect else { return }
        let kappa = 0.5522847498
        let cx = Double(rect.midX)
        let cy = Double(rect.midY)
        let rx = Double(rect.width) / 2
        let ry = Double(rect.height) / 2
        let ox = rx * kappa
        let oy = ry * kappa
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
        move(to: point(cx + rx, cy))
        curve(to: point(cx, cy + ry), control1: point(cx + rx, cy + oy), control2: point(cx + ox, cy + ry))
        curve(to: point(cx - rx, cy), control1: point(cx - ox, cy + ry), control2: point(cx - rx, cy + oy))
        curve(to: point(cx, cy - ry), control1: point(cx - rx, cy - oy), control2: point(cx - ox, cy - ry))
        curve(to: point(cx + rx, cy), control1: point(cx + ox, cy - ry), control2: point(cx + rx, cy - oy))
        close()
    }

    /// Adds a closed rectangle with corners rounded by `radius` (capped at half the shorter
    /// side).
    public mutating func addRoundedRect(_ rect: CGRect, radius: Double) {
        let rect = rect.standardized
        guard rect.isFiniteRect else { return }
        let r = min(max(radius.isFinite ? radius : 0, 0), Double(min(rect.width, rect.height)) / 2)
        guard r > 0 else {
            addRect(rect)
            return
        }
        let k = r * 0.5522847498
        let (minX, minY, maxX, maxY) = (
            Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY)
        )
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
        move(to: point(minX + r, minY))
        line(to: point(maxX - r, minY))
        curve(
            to: point(maxX, minY + r), control1: point(maxX - r + k, minY),
            control2: point(maxX, minY + r - k))
        line(to: point(maxX, maxY - r))
        curve(
            to: point(maxX - r, maxY), control1: point(maxX, maxY - r + k),
            control2: point(maxX - r + k, maxY))
        line(to: point(minX + r, maxY))
        curve(
            to: point(minX, maxY - r), control1: point(minX + r - k, maxY),
            control2: point(minX, maxY - r + k))
        line(to: point(minX, minY + r))
        curve(
            to: point(minX + r, minY), control1: point(minX, minY + r - k),
            control2: point(minX + r - k, minY))
        close()
    }

    /// Adds an arrow from `start` to `end` with a head of `headLength` at `end`, as open
    /// strokes.
    public mutating func addArrow(from start: CGPoint, to end: CGPoint, headLength: Double) {
        guard start.isFinite, end.isFinite else { return }
        move(to: start)
        line(to: end)
        let dx = Double(end.x - start.x)
        let dy = Double(end.y - start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let head = min(headLength, length)
        let (ux, uy) = (dx / length, dy / length)
        let spread = 0.5
        for side in [-1.0, 1.0] {
            let hx = Double(end.x) - head * (ux * cos(spread) - side * uy * sin(spread))
            let hy = Double(end.y) - head * (uy * cos(spread) + side * ux * sin(spread))
            move(to: end)
            line(to: CGPoint(x: hx, y: hy))
        }
    }

    /// Adds a closed polygon through `points`.
    public mutating func addPolygon(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            line(to: point)
        }
        close()
    }

    /// Adds an open polyline through `points`.
    public mutating func addPolyline(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            line(to: point)
        }
    }

    /// The instructions with their points.
    public var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(verbs.count)
        var index = 0
        func next() -> CGPoint {
            defer { index += 2 }
            return CGPoint(x: coordinates[index], y: coordinates[index + 1])
        }
        for verb in verbs {
            switch verb {
            case .move: result.append(.move(next()))
            case .line: result.append(.line(next()))
            case .curve:
                let control1 = next()
                let control2 = next()
                result.append(.curve(control1, control2, next()))
            case .close: result.append(.close)
            }
        }
        return result
    }

    /// Every point of the path, control points included.
    public var points: [CGPoint] {
        stride(from: 0, to: coordinates.count, by: 2).map {
            CGPoint(x: coordinates[$0], y: coordinates[$0 + 1])
        }
    }

    /// The smallest rectangle holding every point (control points included).
    public var bounds: CGRect {
        guard !coordinates.isEmpty else { return .null }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for index in stride(from: 0, to: coordinates.count, by: 2) {
            minX = min(minX, coordinates[index])
            maxX = max(maxX, coordinates[index])
            minY = min(minY, coordinates[index + 1])
            maxY = max(maxY, coordinates[index + 1])
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Adds every subpath of `path` moved by `offset` (a marker's shape to its centre).
    package mutating func addPath(_ path: SCIPath, offsetBy offset: CGPoint) {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + offset.x, y: point.y + offset.y) }
        for element in path.elements {
            switch element {
            case .move(let point): move(to: moved(point))
            case .line(let point): line(to: moved(point))
            case .curve(let control1, let control2, let point):
                curve(to: moved(point), control1: moved(control1), control2: moved(control2))
            case .close: close()
            }
        }
    }

    private mutating func append(_ point: CGPoint) {
        coordinates.append(Double(point.x).drawable)
        coordinates.append(Double(point.y).drawable)
    }

}
