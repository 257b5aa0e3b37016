/// Which ends of an axis' ``SCIAxisBase/visibleRangeLimit`` bound what pans and zooms show.
public enum SCIRangeClipMode: Sendable, Equatable {
    /// Both ends: the visible range stays inside the limit (default).
    case minMax
    /// The lower end only: nothing below the limit's minimum is shown.
    case min
    /// The upper end only: nothing above the limit's maximum is shown.
    case max

    /// `range` kept inside `limit` at the ends this mode bounds: moved inside, keeping its
    /// span (so a pan stops at the limit rather than squeezing the view), and made the
    /// limit itself when it is wider than the limit (a zoom out stops there).
    func clip(_ range: SCIDoubleRange, to limit: SCIDoubleRange) -> SCIDoubleRange {
        guard range.min.isFinite, range.max.isFinite, limit.min.isFinite, limit.max.isFinite,
            limit.max > limit.min
        else { return range }
        let span = range.max - range.min
        switch self {
        case .minMax:
            if span >= limit.max - limit.min { return limit }
            if range.min < limit.min { return SCIDoubleRange(min: limit.min, max: limit.min + span) }
            if range.max > limit.max { return SCIDoubleRange(min: limit.max - span, max: limit.max) }
            return range
        case .min:
            return range.min < limit.min ? SCIDoubleRange(min: limit.min, max: limit.min + span) : range
        case .max:
            return range.max > limit.max ? SCIDoubleRange(min: limit.max - span, max: limit.max) : range
        }
    }
}
