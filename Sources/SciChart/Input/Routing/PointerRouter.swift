import Foundation

/// Routes pointer, scroll and key events to the claimers and receivers of one host: the one
/// implementation behind a surface, every ``SCIModifierGroup`` and a legend shown on its own.
///
/// All per-pointer state is in one table: where the pointer went down, who received the
/// gesture, and its last tap. The rules:
///
/// - On `.began`, the first claimer that claims the location takes the gesture alone;
///   otherwise the receivers see it in order, each unless an earlier one handled it and it
///   does not receive handled events. A new press of a pointer that is still down cancels
///   its old gesture first.
/// - The rest of a gesture (moves, the end or the cancellation, its taps) goes to those that
///   received its `.began` and are still live, and to no one else, but for a double tap
///   none of them handled: it also goes to those the handled rule kept from the `.began`
///   (a zoom-extents modifier listed after the pan, in SciChart's order, still sees double
///   taps). A receiver removed or disabled mid-gesture is cancelled (``forget(_:host:)``).
/// - Taps follow ``TapRule``, and two taps are a double tap only when the same claimer took
///   both, or none did; a tap no claimer took is reported to the host.
/// - Hovers go to the claimers first (one may hide them from the receivers), then to the
///   receivers with the handled rule; an exit reaches everyone; scrolls go to a claimer
///   under the pointer, else to the receivers; keys go first to the receivers that hold the
///   keyboard, then to all.
///
/// Each event goes over a snapshot of the lists taken when it arrives, so a receiver may
/// add or remove receivers (even itself) while handling it.
final class PointerRouter {
    /// One pointer's state.
    struct Pointer {
        /// Where the gesture in progress went down (`nil`: no gesture, or one routed to this
        /// router by another, which recognises its taps).
        var start: CGPoint?
        /// Whether a gesture is in progress.
        var isDown = false
        /// Who received the gesture's `.began`, in order.
        var receivers: [PointerReceiver] = []
        /// Who did not, because an earlier receiver handled it: they see its double tap
        /// when no one else handles it.
        var passedOver: [PointerReceiver] = []
        /// Whether a claimer took the gesture alone.
        var isClaimed = false
        /// The pointer's last tap, for the double-tap rule.
        var lastTap: TapRule.Tap?
        /// The claimer that took the last tap (`nil`: no claimer did): two taps are a double
        /// tap only when the same one took both, so a tap on a legend that then folds away
        /// and a tap on the chart beneath are two taps.
        var lastTapClaimer: ObjectIdentifier?
    }

    private(set) var pointers: [Int: Pointer] = [:]
    /// Where each pointer down is and when it went down, beside the table (a move reads and
    /// writes only this, and only in the router events arrive at, not in every group's).
    private var places: [Int: Place] = [:]
    /// The presses routed so far.
    private var presses = 0

    /// Where a pointer is, when it went down, and whether its gesture is shared here.
    struct Place {
        /// Where the pointer is now: kept by the router events arrive at (a surface's), and
        /// for gestures shared from another pane; a group's router keeps where it went down.
        var location: CGPoint
        /// Orders the pointers down.
        var pressNumber: Int
        /// Whether the gesture happened on another pane and was shared here.
        var isShared: Bool
    }

    /// Notes a press of `pointerId` at `location`.
    private func placePress(_ pointerId: Int, at location: CGPoint, isShared: Bool) {
        presses += 1
        places[pointerId] = Place(location: location, pressNumber: presses, isShared: isShared)
    }

    /// Whether the gesture of `pointerId` was shared from another pane.
    private func isShared(_ pointerId: Int) -> Bool { places[pointerId]?.isShared ?? false }

    /// The pointers down whose gestures `receiver` receives, in the order they went down,
    /// where they are now as `locations` (the router events arrive at) has them: what a
    /// gesture of several pointers (a pinch) reads, so that no receiver keeps a table of
    /// pointers of its own.
    func pointersDown(receivedBy receiver: PointerReceiver, locatedBy locations: PointerRouter)
        -> [SCIPointerLocation]
    {
        pointers.filter { $0.value.isDown && $0.value.receivers.contains { $0 === receiver } }
            .compactMap { id, _ in places[id].map { (id, $0) } }
            .sorted { $0.1.pressNumber < $1.1.pressNumber }
            .map { id, place in
                let known = place.isShared ? nil : locations.places[id]?.location
                return SCIPointerLocation(pointerId: id, location: known ?? place.location)
            }
    }

    /// Whether a gesture of `pointerId` is in progress.
    func isDown(_ pointerId: Int) -> Bool { pointers[pointerId]?.isDown ?? false }

    /// Whether `receiver` holds a gesture now.
    func hasCaptured(_ receiver: PointerReceiver) -> Bool {
        pointers.values.contains { $0.isDown && $0.receivers.contains { $0 === receiver } }
    }

    /// The claimer that holds a gesture now, if any.
    var capturingClaimer: PointerReceiver? {
        for pointerId in pointers.keys.sorted() {
            if let pointer = pointers[pointerId], pointer.isDown, pointer.isClaimed {
                return pointer.receivers.first
            }
        }
        return nil
    }

    // MARK: - Events from a host

    /// Routes a pointer event from a host that recognises taps (a surface, a legend shown on
    /// its own); returns whether a receiver handled it. Non-finite locations are ignored
    /// (a cancellation still ends its gesture).
    func handle(_ event: SCIPointerEvent, host: PointerRouterHost) -> Bool {
        guard event.location.isFinite else {
            if event.phase == .cancelled { cancel(event.pointerId, event: event, host: host) }
            return false
        }
        switch event.phase {
        case .began:
            if isDown(event.pointerId) {
                // A new press without a release: the old gesture is over.
                var cancel = event
                cancel.phase = .cancelled
                self.cancel(event.pointerId, event: cancel, host: host)
            }
            pointers[event.pointerId, default: Pointer()].start = event.location
            return route(.began(host.args(for: event, handled: false)), host: host)
        case .moved:
            // Where pointers are is kept by the router of the host the events arrive at; a
            // move goes through every group's router, which do not keep it.
            if isDown(event.pointerId) { places[event.pointerId]?.location = event.location }
            return route(.moved(host.args(for: event, handled: false)), host: host)
        case .ended:
            return ended(event, host: host)
        case .cancelled:
            return cancel(event.pointerId, event: event, host: host)
        case .hovered:
            return route(.hovered(host.args(for: event, handled: false)), host: host)
        case .exited:
            return route(.exited(host.args(for: event, handled: false)), host: host)
        }
    }

    /// A release: the end, then the gesture's taps, then the unclaimed-tap report.
    private func ended(_ event: SCIPointerEvent, host: PointerRouterHost) -> Bool {
        guard let pointer = pointers[event.pointerId], pointer.isDown else { return false }
        let claimer = pointer.isClaimed ? pointer.receivers.first.map(ObjectIdentifier.init) : nil
        var (release, tap) = TapRule.release(
            start: pointer.start, end: event.location, time: event.timestamp, lastTap: pointer.lastTap)
        if release == .doubleTap, claimer != pointer.lastTapClaimer {
            (release, tap) = TapRule.release(
                start: pointer.start, end: event.location, time: event.timestamp, lastTap: nil)
        }
        pointers[event.pointerId]?.lastTap = tap
        pointers[event.pointerId]?.lastTapClaimer = claimer
        var args = host.args(for: event, handled: false)
        args.isTap = release != .drag
        var handled = route(.ended(args), host: host)
        if release != .drag {
            handled = route(.tapped(args), host: host) || handled
            if release == .doubleTap { handled = route(.doubleTapped(args), host: host) || handled }
            if !pointer.isClaimed { host.tapLandedOnNothing() }
        }
        finish(event.pointerId)
        return handled
    }

    /// Cancels the gesture of `pointerId`; returns whether the event's location was finite.
    @discardableResult
    private func cancel(_ pointerId: Int, event: SCIPointerEvent, host: PointerRouterHost) -> Bool {
        pointers[pointerId]?.lastTap = nil
        guard isDown(pointerId) else {
            pointers[pointerId]?.start = nil
            return false
        }
        var cancel = event
        cancel.phase = .cancelled
        if !cancel.location.isFinite { cancel.location = .zero }
        var args = host.args(for: cancel, handled: false)
        // A gesture shared from another pane ends here alone: its cancellation is not shared back.
        args.isMaster = !isShared(pointerId)
        _ = route(.cancelled(args), host: host)
        return event.location.isFinite
    }

    // MARK: - Routing

    /// Routes one recognised event: the path a host takes after recognising taps, and the
    /// whole of a modifier group's routing (its parent recognises them).
    func route(_ delivery: PointerDelivery, host: PointerRouterHost) -> Bool {
        switch delivery {
        case .began(let args):
            return began(args, host: host)
        case .moved:
            return deliverToCaptured(delivery, host: host)
        case .ended, .tapped, .doubleTapped:
            return deliverToCaptured(delivery, host: host)
        case .cancelled(let args):
            let receivers = pointers[args.pointerId]?.receivers ?? []
            pointers[args.pointerId]?.isDown = false
            pointers[args.pointerId]?.receivers = []
            pointers[args.pointerId]?.passedOver = []
            pointers[args.pointerId]?.start = nil
            for receiver in receivers where host.isLive(receiver) { _ = receiver.receive(delivery) }
            return false
        case .hovered:
            for claimer in host.routedClaimers where claimer.receive(delivery) { return true }
            return broadcast(delivery, host: host)
        case .exited:
            for claimer in host.routedClaimers { _ = claimer.receive(delivery) }
            for receiver in host.routedReceivers where host.isLive(receiver) && receiver.acceptsEvents {
                _ = receiver.receive(delivery)
            }
            return false
        case .scrolled(let args):
            if let claimer = host.routedClaimers.first(where: { $0.claimsScroll(at: args.location) }) {
                return claimer.receive(delivery)
            }
            return broadcast(delivery, host: host)
        case .key:
            for receiver in host.routedReceivers
            where host.isLive(receiver) && receiver.acceptsEvents && receiver.holdsKeyboard {
                if receiver.receive(delivery) { return true }
            }
            return broadcast(delivery, host: host)
        }
    }

    private func began(_ args: SCIPointerArgs, host: PointerRouterHost) -> Bool {
        let pointerId = args.pointerId
        pointers[pointerId, default: Pointer()].isDown = true
        placePress(pointerId, at: args.location, isShared: false)
        if let claimer = host.routedClaimers.first(where: { $0.claimsPointer(at: args.location) }) {
            pointers[pointerId]?.receivers = [claimer]
            pointers[pointerId]?.isClaimed = true
            return claimer.receive(.began(args))
        }
        pointers[pointerId]?.receivers = []
        pointers[pointerId]?.passedOver = []
        pointers[pointerId]?.isClaimed = false
        var handled = args.isHandled
        for receiver in host.routedReceivers where host.isLive(receiver) {
            guard accepts(receiver, handled) else {
                if receiver.acceptsEvents { pointers[pointerId]?.passedOver.append(receiver) }
                continue
            }
            // Captured before it sees the event, so removing it meanwhile cancels it.
            pointers[pointerId]?.receivers.append(receiver)
            handled = receiver.receive(.began(args.with(handled: handled))) || handled
        }
        pointers[pointerId]?.receivers.removeAll { !host.isLive($0) }
        return handled && !args.isHandled
    }

    /// Delivers a later event of a gesture to its live receivers.
    private func deliverToCaptured(_ delivery: PointerDelivery, host: PointerRouterHost) -> Bool {
        guard let pointerId = delivery.pointerId, let pointer = pointers[pointerId], pointer.isDown else {
            // A double tap passed on to a modifier group that never saw its press: the
            // group's modifiers see it with the handled rule.
            if case .doubleTapped = delivery { return broadcast(delivery, host: host) }
            return false
        }
        if pointer.isClaimed {
            guard let claimer = pointer.receivers.first, host.isLive(claimer) else { return false }
            return claimer.receive(delivery)
        }
        var handled = delivery.isHandled
        for receiver in pointer.receivers
        where host.isLive(receiver) && receiver.acceptsEvents && isCaptured(receiver, pointerId) {
            handled = receiver.receive(delivery.with(handled: handled)) || handled
        }
        if case .doubleTapped = delivery, !handled {
            for receiver in pointer.passedOver where host.isLive(receiver) && receiver.acceptsEvents {
                handled = receiver.receive(delivery) || handled
                if handled { break }
            }
        }
        return handled && !delivery.isHandled
    }

    /// Delivers an event that is not part of a gesture to the receivers in order, with the
    /// handled rule.
    private func broadcast(_ delivery: PointerDelivery, host: PointerRouterHost) -> Bool {
        var handled = delivery.isHandled
        for receiver in host.routedReceivers where host.isLive(receiver) && accepts(receiver, handled) {
            handled = receiver.receive(delivery.with(handled: handled)) || handled
        }
        return handled && !delivery.isHandled
    }

    /// Forgets the gesture of `pointerId` once it is over (after its taps), telling its
    /// receivers so.
    func finish(_ pointerId: Int) {
        guard let pointer = pointers[pointerId], pointer.isDown else { return }
        pointers[pointerId]?.isDown = false
        pointers[pointerId]?.receivers = []
        pointers[pointerId]?.passedOver = []
        pointers[pointerId]?.start = nil
        for receiver in pointer.receivers { receiver.gestureFinished(pointerId) }
    }

    // MARK: - Gestures shared from another pane

    /// Routes an event of a gesture on another pane to `receiver`, one of this host's
    /// receivers sharing it (``SCIChartModifierBase/eventsGroupTag``): the gesture is the
    /// pointer's here too, so a receiver removed meanwhile is cancelled and
    /// ``pointersDown(receivedBy:)`` lists it. Taps were recognised where it happened; it
    /// ends here with ``finishShared(_:for:)`` or its cancellation.
    func share(_ delivery: PointerDelivery, with receiver: PointerReceiver, host: PointerRouterHost) -> Bool {
        guard host.isLive(receiver), receiver.acceptsEvents, let args = delivery.pointerArgs else {
            return false
        }
        let pointerId = args.pointerId
        switch delivery {
        case .began:
            if !isDown(pointerId) {
                var pointer = Pointer()
                pointer.isDown = true
                pointer.lastTap = pointers[pointerId]?.lastTap
                pointer.lastTapClaimer = pointers[pointerId]?.lastTapClaimer
                pointers[pointerId] = pointer
                placePress(pointerId, at: args.location, isShared: true)
            }
            places[pointerId]?.location = args.location
            if !isCaptured(receiver, pointerId) { pointers[pointerId]?.receivers.append(receiver) }
            return receiver.receive(delivery)
        case .moved:
            guard isCaptured(receiver, pointerId) else { return false }
            places[pointerId]?.location = args.location
            return receiver.receive(delivery)
        case .ended, .tapped, .doubleTapped:
            guard isCaptured(receiver, pointerId) else { return false }
            return receiver.receive(delivery)
        case .cancelled:
            guard isCaptured(receiver, pointerId) else { return false }
            release(receiver, of: pointerId)
            _ = receiver.receive(delivery)
            return false
        case .hovered, .exited, .scrolled, .key:
            return receiver.receive(delivery)
        }
    }

    /// A gesture shared with `receiver` is over where it happened (its taps delivered).
    func finishShared(_ pointerId: Int, for receiver: PointerReceiver) {
        guard isCaptured(receiver, pointerId) else { return }
        release(receiver, of: pointerId)
        receiver.sharedGestureFinished(pointerId)
    }

    /// Takes `receiver` out of the gesture of `pointerId`, which is over when no one is left.
    private func release(_ receiver: PointerReceiver, of pointerId: Int) {
        pointers[pointerId]?.receivers.removeAll { $0 === receiver }
        guard pointers[pointerId]?.receivers.isEmpty == true else { return }
        pointers[pointerId]?.isDown = false
        pointers[pointerId]?.passedOver = []
        pointers[pointerId]?.start = nil
    }

    /// Ends every gesture `receiver` holds, telling it so (it was removed or disabled).
    func forget(_ receiver: PointerReceiver, host: PointerRouterHost) {
        for pointerId in pointers.keys.sorted() {
            guard let pointer = pointers[pointerId], pointer.isDown,
                pointer.receivers.contains(where: { $0 === receiver })
            else { continue }
            pointers[pointerId]?.receivers.removeAll { $0 === receiver }
            pointers[pointerId]?.lastTap = nil
            if pointer.isClaimed {
                pointers[pointerId]?.isDown = false
                pointers[pointerId]?.start = nil
            }
            let event = SCIPointerEvent(
                phase: .cancelled, location: .zero, pointerId: pointerId, timestamp: 0)
            var args = host.args(for: event, handled: false)
            // A gesture shared from another pane ends here alone: its cancellation is not shared back.
            args.isMaster = !isShared(pointerId)
            _ = receiver.receive(.cancelled(args))
        }
    }

    /// The cursor for the pointer at `location`: what the claimer holding a gesture says,
    /// else the first claimer with an opinion, else the first enabled receiver with one.
    func cursor(at location: CGPoint, host: PointerRouterHost) -> SCICursor? {
        if let captured = capturingClaimer, let cursor = captured.cursor(at: location) { return cursor }
        for claimer in host.routedClaimers {
            if let cursor = claimer.cursor(at: location) { return cursor }
        }
        for receiver in host.routedReceivers where receiver.acceptsEvents {
            if let cursor = receiver.cursor(at: location) { return cursor }
        }
        return nil
    }

    private func accepts(_ receiver: PointerReceiver, _ handledBefore: Bool) -> Bool {
        receiver.acceptsEvents && (!handledBefore || receiver.receivesHandledEvents)
    }

    private func isCaptured(_ receiver: PointerReceiver, _ pointerId: Int) -> Bool {
        pointers[pointerId]?.receivers.contains { $0 === receiver } ?? false
    }
}
