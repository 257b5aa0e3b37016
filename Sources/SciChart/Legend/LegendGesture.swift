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
/// and acts on nothing. One pointer at a time: presses of others are refused while one is
/// down.
struct LegendGesture {
    enum State: Equatable {
        case idle
        /// Down at `start` (legend coordinates), with the legend scrolled to `offset`.
        case pressed(pointerId: Int, start: CGPoint, offset: Double, target: LegendTarget?)
        /// Dragging the content: it follows the pointer from `offset` at `start`.
        case scrolling(pointerId: Int, start: CGPoint, offset: Double)
    }

    enum Action: Equatable {
        case none
        /// Another pointer is down: this press is not the legend's.
        case refused
        /// Scroll the content to this offset.
        case scroll(to: Double)
        /// The press ended without scrolling, on `target`: its taps act on it.
        case released(LegendTarget?)
    }

    private(set) var state = State.idle

    /// A press; refused (and nothing changes) while another pointer is down.
    mutating func began(pointerId: Int, at point: CGPoint, offset: Double, target: LegendTarget?) -> Action {
        guard case .idle = state else { return .refused }
        state = .pressed(pointerId: pointerId, start: point, offset: offset, target: target)
        return .none
    }

    /// The pointer moved; `canScroll` says whether the content is taller than the legend.
    mutating func moved(pointerId: Int, to point: CGPoint, canScroll: Bool) -> Action {
        switch state {
        case .pressed(let id, let start, let offset, _) where id == pointerId:
            guard canScroll, start.distance(to: point) >= TapRule.tapSlop else { return .none }
            state = .scrolling(pointerId: id, start: start, offset: offset)
            return .scroll(to: offset - Double(point.y - start.y))
        case .scrolling(let id, let start, let offset) where id == pointerId:
            return .scroll(to: offset - Double(point.y - start.y))
        default:
            return .none
        }
    }

    /// The pointer went up.
    mutating func ended(pointerId: Int) -> Action {
        switch state {
        case .pressed(let id, _, _, let target) where id == pointerId:
            state = .idle
            return .released(target)
        case .scrolling(let id, _, _) where id == pointerId:
            state = .idle
            return .none
        default:
            return .none
        }
    }

    /// The gesture was cancelled: a scroll goes back to where it started.
    mutating func cancelled(pointerId: Int) -> Action {
        switch state {
        case .pressed(let id, _, _, _) where id == pointerId:
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
