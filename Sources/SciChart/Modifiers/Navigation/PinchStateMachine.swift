import Foundation

/// The pinch gesture as a pure state machine: idle, or two pointers pinching.
///
/// The pointers it reads are the router's (``SCIChartModifierBase/pointersDown``): the
/// first two pointers down whose presses the modifier received pinch once both are down, at
/// least a point apart, with their centre in the series area; a third is ignored. Lifting or
/// cancelling either pinching pointer ends the pinch.
struct PinchStateMachine {
    /// Two pointers pinching, as they were when the pinch started.
    struct Pinch: Equatable {
        let first: Int
        let second: Int
        let startCentre: CGPoint
        let startDistance: Double
    }

    enum State: Equatable {
        case idle
        case pinching(Pinch)
    }

    enum Event: Equatable {
        /// A pointer went down: `pointers` are those down, the new one last; a pinch may
        /// start where `seriesArea` holds its centre.
        case began(pointers: [SCIPointerLocation], seriesArea: CGRect)
        /// `pointerId` moved: `pointers` are those down, where they are now.
        case moved(pointerId: Int, pointers: [SCIPointerLocation])
        case ended(pointerId: Int)
        case cancelled(pointerId: Int)
        /// The modifier was disabled or detached.
        case reset
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

    private(set) var state = State.idle

    /// The pinch in progress.
    var pinch: Pinch? {
        if case .pinching(let pinch) = state { pinch } else { nil }
    }

    /// The smallest distance between the fingers a pinch starts at, and divides by.
    static let minimumDistance = 1.0

    mutating func handle(_ event: Event) -> Action {
        switch (state, event) {
        case (.idle, .began(let pointers, let seriesArea)):
            guard pointers.count == 2 else { return .ignore }
            let (a, b) = (pointers[0].location, pointers[1].location)
            let centre = Self.centre(a, b)
            let distance = Self.distance(a, b)
            guard distance >= Self.minimumDistance, seriesArea.contains(centre) else { return .ignore }
            state = .pinching(
                Pinch(
                    first: pointers[0].pointerId, second: pointers[1].pointerId, startCentre: centre,
                    startDistance: distance))
            return .start

        case (.pinching(let pinch), .moved(let pointerId, let pointers)):
            guard pointerId == pinch.first || pointerId == pinch.second,
                let a = pointers.first(where: { $0.pointerId == pinch.first })?.location,
                let b = pointers.first(where: { $0.pointerId == pinch.second })?.location
            else { return .ignore }
            let scale = max(Self.distance(a, b), Self.minimumDistance) / pinch.startDistance
            return .zoom(from: pinch.startCentre, to: Self.centre(a, b), scale: scale)

        case (.pinching(let pinch), .ended(let pointerId)):
            guard pointerId == pinch.first || pointerId == pinch.second else { return .ignore }
            state = .idle
            return .finish

        case (.pinching(let pinch), .cancelled(let pointerId)):
            guard pointerId == pinch.first || pointerId == pinch.second else { return .ignore }
            state = .idle
            return .cancel

        case (_, .reset):
            state = .idle
            return .ignore

        case (.idle, _), (.pinching, .began):
            return .ignore
        }
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
