import Foundation

/// Colours along a scale from 0 to 1 (SciChart's `SCIColorMap`): each stop a colour,
/// colours between stops blended channel by channel. A heatmap maps its `minimum` to 0 and
/// its `maximum` to 1.
///
/// ```swift
/// let colorMap = SCIColorMap(colors: [.blue, .green, .yellow, .red], andStops: [0, 0.3, 0.7, 1])
/// ```
///
/// Stops need not be in order (each colour keeps its stop); stops that are not finite are
/// left out, with their colours, and the rest are clamped to `0...1`. Below the first stop the
/// first colour holds, past the last the last. One stop is one colour throughout; none is
/// transparent.
public final class SCIColorMap: Sendable {
    /// The colours, in the order given.
    public let colors: [SCIColor]
    /// The stop of each colour, in the order given.
    public let stops: [Double]
    /// The usable stops, in order, with their colours.
    let ordered: [(stop: Double, color: SCIColor)]

    /// A map with `colors` at `stops` (extra colours or stops are left out).
    public init(colors: [SCIColor], andStops stops: [Double]) {
        self.colors = colors
        self.stops = stops
        ordered = zip(stops, colors).filter { $0.0.isFinite }.map { (min(max($0.0, 0), 1), $0.1) }
            .enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
    }

    /// The colour at `fraction` of the scale (`0...1`); transparent for NaN.
    public func color(at fraction: Double) -> SCIColor {
        guard !fraction.isNaN, let first = ordered.first, let last = ordered.last else { return .clear }
        if fraction <= first.stop { return first.color }
        if fraction >= last.stop { return last.color }
        let upper = ordered.firstIndex { $0.stop >= fraction } ?? ordered.count - 1
        let (low, high) = (ordered[upper - 1], ordered[upper])
        let span = high.stop - low.stop
        let t = span > 0 ? (fraction - low.stop) / span : 1
        func mix(_ a: UInt8, _ b: UInt8) -> UInt32 {
            UInt32((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return SCIColor(
            argb: mix(low.color.alpha, high.color.alpha) << 24 | mix(low.color.red, high.color.red) << 16
                | mix(low.color.green, high.color.green) << 8 | mix(low.color.blue, high.color.blue))
    }

    /// `count` colours evenly along the scale, the first at 0 and the last at 1, each with
    /// its alpha multiplied by `opacity`: what drawing looks colours up in.
    func table(count: Int, opacity: Double) -> [UInt32] {
        let count = max(count, 2)
        return (0..<count).map { index in
            color(at: Double(index) / Double(count - 1)).multiplyingAlpha(by: opacity).argb
        }
    }
}
