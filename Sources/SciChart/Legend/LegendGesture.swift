import Foundation

/// What a press on a legend is after: an item's checkbox or its name.
struct LegendTarget: Equatable {
    enum Part: Equatable {
        case checkBox
        case name
    }

    let index: Int
    let part: Part
    let series: SCIRenderableSeriesBase

    static func == (lhs: LegendTarget, rhs: LegendTarget) -> Bool {
        lhs.index == rhs.index && lhs.part == rhs.part && lhs.series === rhs.series
    }
}

/// A press on a legend, as a pure state machine: a press that stays within the tap slop is
/// a press on what it landed on; one that moves further scrolls the legend (when it can)
/// and acts on nothing, or, when it landed on the header of a legend that can move, moves
/// the legend. One pointer at a time: presses of others are refused while one is down.
struct LegendGesture {
    enum State: Equatable {
        case idle
        /// Down at `start` (legend coordinates), with the legend scrolled to `offset`.
        case pressed(pointerId: Int, start: CGPoint, offset: Double, target: LegendTarget?, onHeader: Bool)
        /// Dragging the content: it follows the pointer from `offset` at `start`.
        case scrolling(pointerId: Int, start: CGPoint, offset: Double)
        /// Moving the legend by its header: it follows the pointer from `start`, moved by
        /// `translation` so far.
        case moving(pointerId: Int, start: CGPoint, translation: CGSize)
    }

    enum Action: Equatable {
        case none
        /// Another pointer is down: this press is not the legend's.
        case refused
        /// Scroll the content to this offset.
        case scroll(to: Double)
        /// The press ended without scrolling, on `target`: its taps act on it.
        case released(LegendTarget?)
        /// The press ended on the header without moving: its tap acts on the header.
        case releasedOnHeader
        /// Show the legend moved this far from its place.
        case move(by: CGSize)
        /// The move ended this far from the legend's place: put it down there.
        case drop(by: CGSize)
        /// The move was cancelled: the legend goes back to its place.
        case putBack
    }

    private(set) var state = State.idle

    /// A press; refused (and nothing changes) while another pointer is down.
    mutating func began(
        pointerId: Int, at point: CGPoint, offset: Double, target: LegendTarget?, onHeader: Bool = false
    ) -> Action {
        guard case .idle = state else { return .refused }
        state = .pressed(
            pointerId: pointerId, start: point, offset: offset, target: target, onHeader: onHeader)
        return .none
    }

    /// The pointer moved; `canScroll` says whether the content is taller than the legend,
    /// `canMove` whether the legend moves by its header (on a chart).
    mutating func moved(pointerId: Int, to point: CGPoint, canScroll: Bool, canMove: Bool = false) -> Action {
        switch state {
        case .pressed(let id, let start, let offset, _, let onHeader) where id == pointerId:
            guard start.distance(to: point) >= TapRule.tapSlop else { return .none }
            if onHeader {
                guard canMove else { return .none }
                return moving(pointerId: id, start: start, to: point)
            }
            guard canScroll else { return .none }
            state = .scrolling(pointerId: id, start: start, offset: offset)
            return .scroll(to: offset - Double(point.y - start.y))
        case .scrolling(let id, let start, let offset) where id == pointerId:
            return .scroll(to: offset - Double(point.y - start.y))
        case .moving(let id, let start, _) where id == pointerId:
            return moving(pointerId: id, start: start, to: point)
        default:
            return .none
        }
    }

    private mutating func moving(pointerId: Int, start: CGPoint, to point: CGPoint) -> Action {
        let translation = CGSize(width: point.x - start.x, height: point.y - start.y)
        state = .moving(pointerId: pointerId, start: start, translation: translation)
        return .move(by: translation)
    }

    /// The pointer went up.
    mutating func ended(pointerId: Int) -> Action {
        switch state {
        case .pressed(let id, _, _, let target, let onHeader) where id == pointerId:
            state = .idle
            return onHeader ? .releasedOnHeader : .released(target)
        case .scrolling(let id, _, _) where id == pointerId:
            state = .idle
            return .none
        case .moving(let id, _, let translation) where id == pointerId:
            state = .idle
            return .drop(by: translation)
        default:
            return .none
        }
    }

    /// The gesture was cancelled: a scroll goes back to where it started, a moved legend to
    /// its place.
    mutating func cancelled(pointerId: Int) -> Action {
        switch state {
        case .moving(let id, _, _) where id == pointerId:
            state = .idle
            return .putBack
        case .pressed(let id, _, _, _, _) where id == pointerId:
            state = .idle
            return .none
        case .scrolling(let id, _, let offset) where id == pointerId:
            state = .idle
            return .scroll(to: offset)
        default:
            return .none
        }
    }
}

/// The rule of isolating a series by a double tap on its name.
enum LegendIsolation {
    enum Decision: Equatable {
        /// Show the tapped series alone.
        case isolate
        /// Give the others back the visibility they had.
        case restore
    }

    /// What a double tap on item `index` does, judged from the items' visibility `visible`
    /// before the first tap of the pair: restore when that series was the only one shown,
    /// isolate otherwise.
    static func decide(visible: [Bool], index: Int) -> Decision {
        guard visible.indices.contains(index), visible[index] else { return .isolate }
        let others = visible.enumerated().contains { $0.offset != index && $0.element }
        return others ? .isolate : .restore
    }
}
