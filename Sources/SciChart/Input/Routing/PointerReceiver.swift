import Foundation

/// The one role through which a ``PointerRouter`` delivers events: chart modifiers take part
/// through it directly, pointer claimers through ``PointerClaiming``.
protocol PointerReceiver: AnyObject {
    /// Whether the receiver takes events now (an enabled, attached modifier).
    var acceptsEvents: Bool { get }
    /// Whether the receiver sees events an earlier receiver handled.
    var receivesHandledEvents: Bool { get }
    /// Takes one event; returns whether it handled it.
    func receive(_ delivery: PointerDelivery) -> Bool
    /// A gesture this receiver took part in is over, its taps delivered.
    func gestureFinished(_ pointerId: Int)
    /// A gesture shared with this receiver from another pane is over there.
    func sharedGestureFinished(_ pointerId: Int)
    /// The cursor the receiver calls for at `location`, or `nil` to let others say.
    func cursor(at location: CGPoint) -> SCICursor?
    /// Whether the receiver wants keys before the others (text being typed, a keyboard
    /// cursor that is on).
    var holdsKeyboard: Bool { get }
}

extension PointerReceiver {
    var holdsKeyboard: Bool { false }
    func sharedGestureFinished(_ pointerId: Int) { gestureFinished(pointerId) }
}

/// A receiver that takes a whole gesture alone when it starts over it (a legend, a drawing's
/// grip), before any modifier sees it.
protocol PointerClaiming: PointerReceiver {
    /// The order claimers are asked in: higher first.
    var claimPriority: Int { get }
    /// Whether a gesture starting at `location` is this receiver's.
    func claimsPointer(at location: CGPoint) -> Bool
    /// Whether a scroll at `location` is this receiver's.
    func claimsScroll(at location: CGPoint) -> Bool
}

/// What a router routes over: the claimers and receivers of a surface, a modifier group or a
/// legend shown on its own, and how their events are made.
protocol PointerRouterHost: AnyObject {
    /// The claimers, in the order they are asked.
    var routedClaimers: [PointerClaiming] { get }
    /// The receivers (modifiers), in order: a snapshot, so they may change the list.
    var routedReceivers: [PointerReceiver] { get }
    /// Whether `receiver` is still the host's (not removed meanwhile).
    func isLive(_ receiver: PointerReceiver) -> Bool
    /// The event as receivers see it.
    func args(for event: SCIPointerEvent, handled: Bool) -> SCIPointerArgs
    /// A tap that no claimer took: it landed on nothing drawn.
    func tapLandedOnNothing()
}
