import Foundation

/// Recognises taps and double taps from pointer phases: a value type with no references,
/// so its rules are tested alone.
///
/// A tap is a `.began` and `.ended` less than ``tapSlop`` points apart (the pointer may
/// wander in between); a double tap is a second tap within ``doubleTapInterval`` seconds
/// and ``tapSlop`` points of the first.
struct GestureTracker {
    static let tapSlop = 4.0
    static let doubleTapInterval: TimeInterval = 0.3

    enum Release: Equatable {
        case drag
        case tap
        case doubleTap
    }

    private var starts: [Int: CGPoint] = [:]
    private var lastTap: (location: CGPoint, time: TimeInterval)?

    /// Whether a gesture of `pointerId` is in progress.
    func isActive(_ pointerId: Int) -> Bool { starts[pointerId] != nil }

    var activePointers: [Int] { starts.keys.sorted() }

    mutating func began(_ pointerId: Int, at location: CGPoint) {
        starts[pointerId] = location
    }

    /// Ends the gesture and says what it was.
    mutating func ended(_ pointerId: Int, at location: CGPoint, time: TimeInterval) -> Release {
        guard let start = starts.removeValue(forKey: pointerId) else { return .drag }
        guard start.distance(to: location) < Self.tapSlop else { return .drag }
        if let last = lastTap, time - last.time <= Self.doubleTapInterval, time >= last.time,
            last.location.distance(to: location) < Self.tapSlop
        {
            lastTap = nil
            return .doubleTap
        }
        lastTap = (location, time)
        return .tap
    }

    mutating func cancelled(_ pointerId: Int) {
        starts[pointerId] = nil
    }
}
