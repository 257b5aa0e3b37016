import Foundation

/// An ``ISCIPointerClaimer`` in a router: the public claimer role, delivered through the one
/// internal receiver role.
final class ClaimerReceiver: PointerClaiming {
    let claimer: ISCIPointerClaimer

    init(_ claimer: ISCIPointerClaimer) {
        self.claimer = claimer
    }

    var acceptsEvents: Bool { true }
    var receivesHandledEvents: Bool { true }
    var claimPriority: Int { claimer.claimPriority }

    func claimsPointer(at location: CGPoint) -> Bool { claimer.claimsPointer(at: location) }
    func claimsScroll(at location: CGPoint) -> Bool { claimer.claimsScroll(at: location) }
    func cursor(at location: CGPoint) -> SCICursor? { claimer.cursor(at: location) }
    func gestureFinished(_ pointerId: Int) {}

    func receive(_ delivery: PointerDelivery) -> Bool {
        switch delivery {
        case .began(let args): return claimer.pointerBegan(args)
        case .moved(let args): return claimer.pointerMoved(args)
        case .ended(let args): return claimer.pointerEnded(args)
        case .cancelled(let args):
            claimer.pointerCancelled(args)
            return false
        case .tapped(let args): return claimer.pointerTapped(args, isDoubleTap: false)
        case .doubleTapped(let args): return claimer.pointerTapped(args, isDoubleTap: true)
        // The claimer hears an exit as a hover whose phase is `.exited`.
        case .hovered(let args), .exited(let args): return claimer.hover(args)
        case .scrolled(let args): return claimer.scroll(args)
        case .key: return false
        }
    }
}

extension Array where Element == ClaimerReceiver {
    /// The claimers in the order they are asked: descending priority, equal priorities in
    /// the order they were added (a stable sort).
    var inClaimOrder: [ClaimerReceiver] {
        enumerated().sorted {
            $0.element.claimPriority != $1.element.claimPriority
                ? $0.element.claimPriority > $1.element.claimPriority : $0.offset < $1.offset
        }.map(\.element)
    }
}
