import Foundation

/// How a path is stroked, in pixels.
public struct SCIStroke: Hashable, Sendable {
    /// How the segments of a path meet at its corners.
    public enum LineJoin: UInt8, Sendable {
        /// Sharp corners, the outer edges extended until they meet.
        case miter
        /// Rounded corners (the default).
        case round
        /// Corners cut off straight.
        case bevel
    }

    /// How the open ends of a path are drawn.
    public enum LineCap: UInt8, Sendable {
        /// Ends cut square at the end point (the default).
        case butt
        /// Ends rounded, half the width beyond the end point.
        case round
        /// Ends squared off, half the width beyond the end point.
        case square
    }

    /// The colour of the line, alpha included.
    public var color: SCIColor
    /// The line width in pixels, from 0 to 1000.
    public var width: Double
    /// Alternating dash and gap lengths in pixels; empty for a solid line (the default).
    public var dashes: [Double]
    /// Whether edges are antialiased; `true` by default.
    public var antialias: Bool
    /// How segments meet; ``LineJoin/round`` by default.
    public var lineJoin: LineJoin
    /// How open ends are drawn; ``LineCap/butt`` by default.
    public var lineCap: LineCap

    /// A stroke of `width` pixels. Non-finite or negative widths and dashes become 0, widths are
    /// capped at 1000 and dash lengths at 100,000; all-zero dashes draw a solid line.
    public init(
        color: SCIColor, width: Double, dashes: [Double] = [], antialias: Bool = true,
        lineJoin: LineJoin = .round, lineCap: LineCap = .butt
    ) {
        self.color = color
        self.width = width.isFinite ? min(max(width, 0), 1000) : 0
        self.dashes = dashes.map { $0.isFinite ? min(max($0, 0), 1e5) : 0 }
        if self.dashes.allSatisfy({ $0 == 0 }) { self.dashes = [] }
        self.antialias = antialias
        self.lineJoin = lineJoin
        self.lineCap = lineCap
    }

    /// A stroke from a pen style, or `nil` when the pen draws nothing.
    public init?(_ pen: SCIPenStyle?, opacity: Double = 1) {
        guard let pen, pen.isVisible else { return nil }
        self.init(
            color: pen.color.multiplyingAlpha(by: opacity), width: Double(pen.thickness),
            dashes: pen.strokeDashArray?.map(Double.init) ?? [], antialias: pen.antiAliasing)
    }
}
