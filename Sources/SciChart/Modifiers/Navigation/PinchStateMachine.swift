import Foundation

/// The pinch gesture as a pure state machine: the pointers down, and the two that pinch.
///
/// The first two pointers down (whose presses no earlier receiver took) pinch once both are
/// down, at least a point apart, with their centre in the series area; a third is ignored.
/// Lifting or cancelling either pinching pointer ends the pinch.
struct PinchStateMachine {
    /// Two pointers pinching, as they were when the pinch started.
    struct Pinch: Equatable {
        let first: Int
        let second: Int
        let startCentre: CGPoint
        let startDistance: Double
    }

    /// What the modifier does after an event.
    enum Action: Equatable {
        /// Nothing; the event is not handled.
        case ignore
        /// Take the snapshot of the axes: the pinch starts (handled).
        case start
        /// Zoom so that what was at `from` (the start centre) is at `to` (the current
        /// centre), with distances on screen multiplied by `scale` (handled).
        case zoom(from: CGPoint, to: CGPoint, scale: Double)
        /// The pinch is over; the ranges stay (handled).
        case finish
        /// The pinch was cancelled: put the ranges back.
        case cancel

        /// Whether the modifier handled the event.
        var isHandled: Bool { self != .ignore && self != .cancel }
    }

    /// The pointers down, in the order they went down, with their last locations.
    private(set) var pointers: [(id: Int, location: CGPoint)] = []
    /// The pinch in progress.
    private(set) var pinch: Pinch?

    /// The smallest distance between the fingers a pinch starts at, and divides by.
    static let minimumDistance = 1.0

    /// A pointer went down; `isHandled` says whether an earlier receiver took it and
    /// `seriesArea` is where a pinch may start.
    mutating func began(pointerId: Int, at location: CGPoint, isHandled: Bool, seriesArea: CGRect) -> Action {
        pointers.removeAll { $0.id == pointerId }
        guard !isHandled else { return .ignore }
        pointers.append((pointerId, location))
        guard pinch == nil, pointers.count == 2 else { return .ignore }
        let (a, b) = (pointers[0].location, pointers[1].location)
        let centre = Self.centre(a, b)
        let distance = Self.distance(a, b)
        guard distance >= Self.minimumDistance, seriesArea.contains(centre) else { return .ignore }
        pinch = Pinch(
            first: pointers[0].id, second: pointers[1].id, startCentre: centre, startDistance: distance)
        return .start
    }

    /// A pointer moved.
    mutating func moved(pointerId: Int, to location: CGPoint) -> Action {
        guard let index = pointers.firstIndex(where: { $0.id == pointerId }) else { return .ignore }
        pointers[index].location = location
        guard let pinch, pointerId == pinch.first || pointerId == pinch.second,
            let a = self.location(of: pinch.first), let b = self.location(of: pinch.second)
        else { return .ignore }
        let scale = max(Self.distance(a, b), Self.minimumDistance) / pinch.startDistance
        return .zoom(from: pinch.startCentre, to: Self.centre(a, b), scale: scale)
    }

    /// A pointer went up.
    mutating func ended(pointerId: Int) -> Action {
        released(pointerId, action: .finish)
    }

    /// A pointer's gesture was cancelled.
    mutating func cancelled(pointerId: Int) -> Action {
        released(pointerId, action: .cancel)
    }

    /// Forgets every pointer (the modifier was disabled or detached).
    mutating func reset() {
        pointers = []
        pinch = nil
    }

    private mutating func released(_ pointerId: Int, action: Action) -> Action {
        pointers.removeAll { $0.id == pointerId }
        guard let pinch, pointerId == pinch.first || pointerId == pinch.second else { return .ignore }
        self.pinch = nil
        return action
    }

    private func location(of pointerId: Int) -> CGPoint? {
        pointers.first { $0.id == pointerId }?.location
    }

    private static func centre(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(a.x - b.x)
        let dy = Double(a.y - b.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
