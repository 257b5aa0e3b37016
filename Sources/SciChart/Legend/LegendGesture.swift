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
/// the legend. A release the router judges a tap waits for that tap, which acts on what the
/// press landed on if it is still under the pointer. One pointer at a time: presses of
/// others are refused while one is down.
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
        /// Released as a tap on `target` (or the header): the tap comes next.
        case released(pointerId: Int, target: LegendTarget?, onHeader: Bool)
    }

    enum Event: Equatable {
        /// A press at `point` on `target` (or the header), the legend scrolled to `offset`.
        case began(pointerId: Int, point: CGPoint, offset: Double, target: LegendTarget?, onHeader: Bool)
        /// The pointer moved; `canScroll` says whether the content is taller than the
        /// legend, `canMove` whether the legend moves by its header (on a chart).
        case moved(pointerId: Int, point: CGPoint, canScroll: Bool, canMove: Bool)
        /// The pointer went up; `isTap` as the router judged it.
        case ended(pointerId: Int, isTap: Bool)
        /// The tap after the release, on `target` (or the header) under the pointer now.
        case tapped(pointerId: Int, target: LegendTarget?, onHeader: Bool)
        /// The gesture was cancelled.
        case cancelled(pointerId: Int)
    }

    enum Action: Equatable {
        case none
        /// Another pointer is down: this press is not the legend's.
        case refused
        /// Scroll the content to this offset.
        case scroll(to: Double)
        /// Show the legend moved this far from its place.
        case move(by: CGSize)
        /// The move ended this far from the legend's place: put it down there.
        case drop(by: CGSize)
        /// The move was cancelled: the legend goes back to its place.
        case putBack
        /// A tap on the header the press landed on.
        case tapHeader
        /// A tap that acts on `target`: what the press landed on, still under the pointer
        /// (`nil`: it acts on nothing).
        case tapItem(LegendTarget?)
    }

    private(set) var state = State.idle

    mutating func handle(_ event: Event) -> Action {
        switch (state, event) {
        case (.idle, .began(let id, let point, let offset, let target, let onHeader)),
            (.released, .began(let id, let point, let offset, let target, let onHeader)):
            state = .pressed(pointerId: id, start: point, offset: offset, target: target, onHeader: onHeader)
            return .none
        case (_, .began):
            return .refused

        case (
            .pressed(let id, let start, let offset, _, let onHeader),
            .moved(let pointerId, let point, let canScroll, let canMove)
        ) where pointerId == id:
            guard start.distance(to: point) >= TapRule.tapSlop else { return .none }
            if onHeader {
                guard canMove else { return .none }
                return moving(pointerId: id, start: start, to: point)
            }
            guard canScroll else { return .none }
            state = .scrolling(pointerId: id, start: start, offset: offset)
            return .scroll(to: offset - Double(point.y - start.y))
        case (.scrolling(let id, let start, let offset), .moved(let pointerId, let point, _, _))
        where pointerId == id:
            return .scroll(to: offset - Double(point.y - start.y))
        case (.moving(let id, let start, _), .moved(let pointerId, let point, _, _)) where pointerId == id:
            return moving(pointerId: id, start: start, to: point)

        case (.pressed(let id, _, _, let target, let onHeader), .ended(let pointerId, let isTap))
        where pointerId == id:
            state = isTap ? .released(pointerId: id, target: target, onHeader: onHeader) : .idle
            return .none
        case (.scrolling(let id, _, _), .ended(let pointerId, _)) where pointerId == id:
            state = .idle
            return .none
        case (.moving(let id, _, let translation), .ended(let pointerId, _)) where pointerId == id:
            state = .idle
            return .drop(by: translation)

        case (
            .released(let id, let pressed, let pressedHeader),
            .tapped(let pointerId, let target, let onHeader)
        ) where pointerId == id:
            state = .idle
            if pressedHeader && onHeader { return .tapHeader }
            return .tapItem(pressed != nil && target == pressed ? target : nil)
        case (_, .tapped):
            return .tapItem(nil)

        case (.moving(let id, _, _), .cancelled(let pointerId)) where pointerId == id:
            state = .idle
            return .putBack
        case (.pressed(let id, _, _, _, _), .cancelled(let pointerId)) where pointerId == id:
            state = .idle
            return .none
        case (.released(let id, _, _), .cancelled(let pointerId)) where pointerId == id:
            state = .idle
            return .none
        case (.scrolling(let id, _, let offset), .cancelled(let pointerId)) where pointerId == id:
            state = .idle
            return .scroll(to: offset)

        case (_, .moved), (_, .ended), (_, .cancelled):
            return .none
        }
    }

    private mutating func moving(pointerId: Int, start: CGPoint, to point: CGPoint) -> Action {
        let translation = CGSize(width: point.x - start.x, height: point.y - start.y)
        state = .moving(pointerId: pointerId, start: start, translation: translation)
        return .move(by: translation)
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
