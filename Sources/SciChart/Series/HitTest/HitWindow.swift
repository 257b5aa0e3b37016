import Foundation

/// The data a hit test reads near a point, on sorted or categorical data: the indices whose
/// x lies within the radius, found by binary search, and whether they are too many to read
/// one by one.
///
/// Dense windows are read from the geometry the last frame drew and cached instead (M4
/// line points, per-column bars and columns, thinned scatter points): it covers the same
/// pixels as every point, so the result is right to the pixel, and it holds a few entries
/// per device column, so a hit test costs the same at 1e3 and 1e7 points.
struct HitWindow {
    /// The data indices whose x lies within the radius of the point, with a neighbour each
    /// side.
    let indices: Range<Int>
    /// Whether the window holds more points than the drawn geometry keeps for the columns
    /// it spans (and the series resamples).
    let isDense: Bool

    /// The window around drawing-space `point`, or `nil` on unsorted data (whose points near
    /// an x are anywhere in the data).
    init?(
        near point: CGPoint, radius: Double, data: SCISeriesDataView, context: SCISeriesRenderContext,
        resampling: SCIResamplingMode
    ) {
        guard data.isSorted || context.isCategory else { return nil }
        indices = context.indices(near: Double(point.x), radius: radius, of: data)
        isDense = resampling == .auto && indices.count > Self.exactLimit(radius: radius, scale: context.scale)
    }

    /// The most points read one by one: four per device column of the window, as resampling
    /// keeps, and a few more.
    static func exactLimit(radius: Double, scale: Double) -> Int {
        let columns = Int.clamping(((2 * radius + 2) * scale).rounded(.up), to: 1...1_000_000)
        return 4 * columns + 8
    }

    /// The positions in `keys` (the data indices of drawn geometry, in drawing order) of
    /// the entries whose index lies in `window`, and at least one more each side.
    ///
    /// Drawn geometry lists the entries of each device column together, columns in index
    /// order; within a column at most two entries may be out of index order (a column's
    /// highest and lowest value). A binary search for a bound therefore lands within one
    /// column entry of it, and two entries of slack each side cover every entry in the window
    /// and the neighbours whose segments cross into it.
    static func positions(of window: Range<Int>, in keys: [Int]) -> Range<Int> {
        let lower = max(firstPosition(atOrAfter: window.lowerBound, in: keys) - 2, 0)
        let upper = min(firstPosition(atOrAfter: window.upperBound, in: keys) + 2, keys.count)
        return lower..<max(upper, lower)
    }

    /// The first position whose key is at or beyond `bound`, by binary search.
    private static func firstPosition(atOrAfter bound: Int, in keys: [Int]) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension SCISeriesPixels {
    /// The points whose data indices lie in `window`, with their neighbours (see
    /// ``HitWindow/positions(of:in:)``).
    func slice(covering window: Range<Int>) -> SCISeriesPixels {
        let positions = HitWindow.positions(of: window, in: indices)
        var slice = SCISeriesPixels()
        slice.xs = Array(xs[positions])
        slice.ys = Array(ys[positions])
        slice.indices = Array(indices[positions])
        slice.isResampled = isResampled
        return slice
    }
}

extension BarPixels {
    /// The bars whose data indices lie in `window`, with their neighbours, at this width.
    func slice(covering window: Range<Int>) -> BarPixels {
        let positions = HitWindow.positions(of: window, in: indices)
        var slice = BarPixels()
        slice.x = Array(x[positions])
        slice.open = Array(open[positions])
        slice.high = Array(high[positions])
        slice.low = Array(low[positions])
        slice.close = Array(close[positions])
        slice.rising = Array(rising[positions])
        slice.indices = Array(indices[positions])
        slice.width = width
        return slice
    }
}
