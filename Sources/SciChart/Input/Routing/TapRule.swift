import Foundation

/// Recognises taps and double taps from pointer phases: a value type with no references,
/// so its rules are tested alone.
///
/// A tap is a `.began` and `.ended` less than ``tapSlop`` points apart (the pointer may
/// wander in between); a double tap is a second tap of the same pointer within
/// ``doubleTapInterval`` seconds and ``tapSlop`` points of the first. A drag or a cancelled
/// gesture in between ends the sequence; a double tap ends it too (a third tap starts anew).
struct GestureTracker {
    static let tapSlop = 4.0
    static let doubleTapInterval: TimeInterval = 0.3

    enum Release: Equatable {
        case drag
        case tap
        case doubleTap
    }

    private var starts: [Int: CGPoint] = [:]
    private var lastTaps: [Int: (location: CGPoint, time: TimeInterval)] = [:]

    /// Whether a gesture of `pointerId` is in progress.
    func isActive(_ pointerId: Int) -> Bool { starts[pointerId] != nil }

    var activePointers: [Int] { starts.keys.sorted() }

    mutating func began(_ pointerId: Int, at location: CGPoint) {
        starts[pointerId] = location
    }

    /// Ends the gesture and says what it was.
    mutating func ended(_ pointerId: Int, at location: CGPoint, time: TimeInterval) -> Release {
        guard let start = starts.removeValue(forKey: pointerId), start.distance(to: location) < Self.tapSlop
        else {
            lastTaps[pointerId] = nil
            return .drag
        }
        if let last = lastTaps[pointerId], time - last.time <= Self.doubleTapInterval, time >= last.time,
            last.location.distance(to: location) < Self.tapSlop
        {
            lastTaps[pointerId] = nil
            return .doubleTap
        }
        lastTaps[pointerId] = (location, time)
        return .tap
    }

    mutating func cancelled(_ pointerId: Int) {
        starts[pointerId] = nil
        lastTaps[pointerId] = nil
    }
}
