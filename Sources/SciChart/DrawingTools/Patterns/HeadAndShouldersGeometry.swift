import Foundation

/// The measured move of a head and shoulders, in data: the neckline through the two troughs,
/// the head's height over it, the breakout where the price crosses the neckline after the
/// right shoulder, and the target: the height projected from the breakout, away from the
/// head.
struct HeadAndShouldersGeometry {
    let points: [SCIDataPoint]

    /// The neckline's price at `x`, through the left trough (point 2) and the right trough
    /// (point 4); the troughs' price when they share an x.
    func neckline(at x: Double) -> Double {
        let (a, b) = (points[2], points[4])
        guard b.x != a.x else { return a.y / 2 + b.y / 2 }
        return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }

    /// The head's distance from the neckline, signed: positive for a top (head above).
    var height: Double { points[3].y - neckline(at: points[3].x) }

    /// Where the last leg (right shoulder to end) crosses the neckline; the end when it does
    /// not.
    var breakout: SCIDataPoint {
        let (a, b) = (points[5], points[6])
        let startGap = a.y - neckline(at: a.x)
        let endGap = b.y - neckline(at: b.x)
        guard startGap != endGap, (startGap >= 0) != (endGap >= 0) || endGap == 0 else {
            return SCIDataPoint(x: b.x, y: neckline(at: b.x))
        }
        let t = startGap / (startGap - endGap)
        let x = a.x + (b.x - a.x) * t
        return SCIDataPoint(x: x, y: neckline(at: x))
    }

    /// The target price: the head's height projected from the breakout, beyond the neckline.
    var target: Double { breakout.y - height }

    /// How far right the neckline and the target's line reach: past the later of the last
    /// point placed and the breakout by a third of the pattern's width (from the first point),
    /// the time a measured move is read over, not across the whole chart.
    func reach(placed count: Int) -> Double {
        let last = points[min(max(count, 1), points.count) - 1].x
        let end = count >= 7 ? max(last, breakout.x) : last
        let width = abs(end - points[0].x)
        return end + width / 3
    }
}
