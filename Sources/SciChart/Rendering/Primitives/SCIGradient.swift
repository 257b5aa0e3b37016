import Foundation

/// A colour ramp that fills a shape, laid out in coordinates relative to a box: (0, 0) is its
/// top-left corner, (1, 1) its bottom-right.
///
/// The box is ``box`` when set; otherwise the display list sets it, when the fill is added,
/// to the visible part of the shape (its bounds within the clip in force), so a mountain's
/// fade spans what shows of it, not the part below the series area.
public struct SCIGradient: Hashable, Sendable {
    /// The shape of the ramp.
    public enum Kind: Hashable, Sendable {
        /// Colours change along the line from `start` to `end` and stay the same across it.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours change from `center` outwards to `radius` (a fraction of the box: an ellipse
        /// on a box that is not square).
        case radial(center: CGPoint, radius: Double)
    }

    /// A colour at a place along the ramp.
    public struct Stop: Hashable, Sendable {
        /// Where, from 0 (the start or centre) to 1 (the end or edge).
        public var offset: Double
        /// The colour there, alpha included.
        public var color: SCIColor

        /// A stop of `color` at `offset` (clamped to 0...1; NaN reads 0).
        public init(offset: Double, color: SCIColor) {
            self.offset = offset.isNaN ? 0 : min(max(offset, 0), 1)
            self.color = color
        }
    }

    /// The shape of the ramp.
    public var kind: Kind
    /// The colours, in ascending offsets.
    public var stops: [Stop]
    /// The box the ramp is laid over, in drawing coordinates (`nil`: see the type's
    /// description).
    public var box: CGRect?

    /// A ramp of `kind` through `stops` (sorted by offset; points that are not finite read
    /// as the box's corners or centre).
    public init(kind: Kind, stops: [Stop]) {
        self.kind = Self.sanitized(kind)
        self.stops = stops.sorted { $0.offset < $1.offset }
    }

    /// Whether any colour shows.
    public var isVisible: Bool { stops.contains { $0.color.alpha > 0 } }

    /// The ramp laid over `box` (in the coordinates paths are drawn in), its corners read as
    /// they show through `transform`: the ramp's relative points are taken in the box as shown
    /// and brought back into drawing coordinates.
    func laid(over box: CGRect, under transform: SCIAffineTransform) -> SCIGradient {
        var laid = self
        laid.box = box
        guard transform != .identity, let back = transform.inverted, box.width > 0, box.height > 0 else {
            return laid
        }
        let shown = transform.bounds(of: box)
        // A point given as a fraction of the box as shown, as a fraction of the box as drawn.
        func drawn(_ point: CGPoint) -> CGPoint {
            let screen = CGPoint(
                x: Double(shown.minX) + Double(point.x) * Double(shown.width),
                y: Double(shown.minY) + Double(point.y) * Double(shown.height))
            let local = back.apply(screen)
            return CGPoint(
                x: (Double(local.x) - Double(box.minX)) / Double(box.width),
                y: (Double(local.y) - Double(box.minY)) / Double(box.height))
        }
        switch kind {
        case .linear(let start, let end): laid.kind = .linear(start: drawn(start), end: drawn(end))
        case .radial(let center, let radius): laid.kind = .radial(center: drawn(center), radius: radius)
        }
        return laid
    }

    /// The ramp with every colour's alpha multiplied by `factor`.
    func multiplyingAlpha(by factor: Double) -> SCIGradient {
        var copy = self
        copy.stops = stops.map { Stop(offset: $0.offset, color: $0.color.multiplyingAlpha(by: factor)) }
        return copy
    }

    private static func sanitized(_ kind: Kind) -> Kind {
        func point(_ point: CGPoint, or fallback: CGPoint) -> CGPoint {
            Double(point.x).isFinite && Double(point.y).isFinite ? point : fallback
        }
        switch kind {
        case .linear(let start, let end):
            return .linear(start: point(start, or: .zero), end: point(end, or: CGPoint(x: 0, y: 1)))
        case .radial(let center, let radius):
            return .radial(
                center: point(center, or: CGPoint(x: 0.5, y: 0.5)),
                radius: radius.isFinite && radius > 0 ? radius : 0.5)
        }
    }
}
