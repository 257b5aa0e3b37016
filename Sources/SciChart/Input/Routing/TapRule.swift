import Foundation

/// The rule that tells taps and double taps from drags: a pure function of a gesture's start
/// and end and the pointer's last tap, so it is tested alone.
///
/// A tap is a `.began` and `.ended` less than ``tapSlop`` points apart (the pointer may
/// wander in between); a double tap is a second tap of the same pointer within
/// ``doubleTapInterval`` seconds and ``tapSlop`` points of the first. A drag or a cancelled
/// gesture in between ends the sequence; a double tap ends it too (a third tap starts anew).
enum TapRule {
    static let tapSlop = 4.0
    static let doubleTapInterval: TimeInterval = 0.3

    enum Release: Equatable {
        case drag
        case tap
        case doubleTap
    }

    /// A tap to remember, to judge the next one.
    struct Tap: Equatable {
        let location: CGPoint
        let time: TimeInterval
    }

    /// What a gesture that started at `start` (`nil`: no start was seen) and ended at `end`
    /// at `time` was, and the tap to remember for the next gesture of the pointer.
    static func release(start: CGPoint?, end: CGPoint, time: TimeInterval, lastTap: Tap?) -> (Release, Tap?) {
        guard let start, start.distance(to: end) < tapSlop else { return (.drag, nil) }
        if let lastTap, time - lastTap.time <= doubleTapInterval, time >= lastTap.time,
            lastTap.location.distance(to: end) < tapSlop
        {
            return (.doubleTap, nil)
        }
        return (.tap, Tap(location: end, time: time))
    }
}
