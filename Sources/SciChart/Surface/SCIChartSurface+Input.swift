import Foundation

extension SCIChartSurface {
    /// Routes a pointer event; returns whether a receiver handled it.
    ///
    /// On `.began`: the first pointer claimer (``addPointerClaimer(_:)``: a legend, the
    /// annotation editor) that claims the location takes the gesture alone; otherwise the
    /// modifiers see it in collection order, each unless an earlier one handled it and it
    /// does not set `receiveHandledEvents`. The rest of the gesture goes to those that
    /// received its `.began`, and to no one else. A `.began` and `.ended` less than 4 points
    /// apart are a tap, delivered after the end; two taps of one pointer within 0.3 s and 4
    /// points are a double tap. Events at non-finite locations are ignored and return
    /// `false` (a cancellation still ends its gesture).
    @discardableResult
    public func handlePointer(_ event: SCIPointerEvent) -> Bool {
        guard event.location.isFinite else {
            if event.phase == .cancelled { cancelGesture(event.pointerId, event: event) }
            return false
        }
        layoutIfNeeded()
        switch event.phase {
        case .began: return began(event)
        case .moved: return moved(event)
        case .ended: return ended(event)
        case .cancelled: return cancelGesture(event.pointerId, event: event)
        case .hovered: return hovered(event)
        case .exited: return exited(event)
        }
    }

    /// Routes a scroll (wheel or trackpad, in notches): to a claimer under the pointer (a
    /// legend that scrolls) first, then to the modifiers in order.
    @discardableResult
    public func handleScroll(
        deltaX: Double, deltaY: Double, at location: CGPoint, modifiers: SCIKeyModifiers = []
    ) -> Bool {
        guard deltaX.isFinite, deltaY.isFinite, location.isFinite else { return false }
        layoutIfNeeded()
        let args = SCIScrollArgs(
            deltaX: deltaX, deltaY: deltaY, location: location, isHandled: false,
            seriesAreaFrame: seriesAreaFrame, modifiers: modifiers)
        if let claimer = pointerClaimers.first(where: { $0.claimsScroll(at: location) }) {
            return claimer.scroll(args)
        }
        return ModifierRouter.broadcast(handled: false, modifiers: Array(chartModifiers), isLive: isTopLevel)
        {
            $0.onScroll(args.with(handled: $1))
        }
    }

    /// Routes a key to the modifiers in order, then to the surface's own handling (the
    /// annotation editor's Escape, Delete and arrow nudges; undo and redo).
    @discardableResult
    public func handleKey(_ key: SCIKey, modifiers: SCIKeyModifiers = []) -> Bool {
        let args = SCIKeyArgs(key: key, modifiers: modifiers, isHandled: false)
        let handled = ModifierRouter.broadcast(
            handled: false, modifiers: Array(chartModifiers), isLive: isTopLevel
        ) { $0.onKey(args.with(handled: $1)) }
        return handled || handleOwnKey(key, modifiers: modifiers)
    }

    /// The cursor a host should show with the pointer at `location`: what a claimer under
    /// it would do (a legend item, a grip, a drawing), else what the first enabled modifier
    /// that has an opinion says (a drawing tool's crosshair), else the arrow.
    public func cursor(at location: CGPoint) -> SCICursor {
        guard location.isFinite else { return .arrow }
        layoutIfNeeded()
        if let captured = captures.values.first, case .claimer(let claimer) = captured,
            let cursor = claimer.cursor(at: location)
        {
            return cursor
        }
        for claimer in pointerClaimers {
            if let cursor = claimer.cursor(at: location) { return cursor }
        }
        for modifier in Array(chartModifiers) where modifier.isEnabled {
            if let cursor = modifier.cursor(at: location) { return cursor }
        }
        return .arrow
    }

    // MARK: - Claimers

    /// Adds a pointer claimer; claimers are asked in descending ``ISCIPointerClaimer/claimPriority``,
    /// equal priorities in the order added. Adding one twice does nothing.
    public func addPointerClaimer(_ claimer: ISCIPointerClaimer) {
        guard !claimerList.contains(where: { $0 === claimer }) else { return }
        claimerList.append(claimer)
        invalidateOverlay()
    }

    /// Removes a pointer claimer, cancelling a gesture it holds.
    public func removePointerClaimer(_ claimer: ISCIPointerClaimer) {
        guard claimerList.contains(where: { $0 === claimer }) else { return }
        for (pointerId, capture) in captures {
            if case .claimer(let holder) = capture, holder === claimer {
                captures[pointerId] = nil
                gestures.cancelled(pointerId)
                let event = SCIPointerEvent(
                    phase: .cancelled, location: .zero, pointerId: pointerId, timestamp: 0)
                claimer.pointerCancelled(args(event))
            }
        }
        claimerList.removeAll { $0 === claimer }
        invalidateOverlay()
    }

    /// The claimers in the order they are asked.
    public var pointerClaimers: [ISCIPointerClaimer] {
        // A stable sort: equal priorities keep the order they were added in.
        claimerList.enumerated().sorted {
            $0.element.claimPriority != $1.element.claimPriority
                ? $0.element.claimPriority > $1.element.claimPriority : $0.offset < $1.offset
        }.map(\.element)
    }

    // MARK: - Phases

    private func args(_ event: SCIPointerEvent, handled: Bool = false) -> SCIPointerArgs {
        SCIPointerArgs(event: event, isHandled: handled, seriesAreaFrame: seriesAreaFrame)
    }

    /// Whether a modifier is on this surface's own list (not a group's child) and attached.
    func isTopLevel(_ modifier: SCIChartModifierBase) -> Bool {
        modifier.parentSurface === self && modifier.parentGroup == nil && chartModifiers.contains(modifier)
    }

    private func began(_ event: SCIPointerEvent) -> Bool {
        if captures[event.pointerId] != nil || gestures.isActive(event.pointerId) {
            // A new press without a release: the old gesture is over.
            cancelGesture(
                event.pointerId,
                event: SCIPointerEvent(
                    phase: .cancelled, location: event.location,
                    pointerId: event.pointerId, timestamp: event.timestamp, modifiers: event.modifiers))
        }
        gestures.began(event.pointerId, at: event.location)
        if let claimer = pointerClaimers.first(where: { $0.claimsPointer(at: event.location) }) {
            captures[event.pointerId] = .claimer(claimer)
            return claimer.pointerBegan(args(event))
        }
        captures[event.pointerId] = .modifiers
        return modifierRouter.began(args(event), modifiers: Array(chartModifiers), isLive: isTopLevel)
    }

    private func moved(_ event: SCIPointerEvent) -> Bool {
        switch captures[event.pointerId] {
        case .claimer(let claimer): claimer.pointerMoved(args(event))
        case .modifiers: modifierRouter.deliver(args(event), isLive: isTopLevel) { $0.onPointerMoved($1) }
        case nil: false
        }
    }

    private func ended(_ event: SCIPointerEvent) -> Bool {
        guard let capture = captures[event.pointerId] else { return false }
        let release = gestures.ended(event.pointerId, at: event.location, time: event.timestamp)
        var handled: Bool
        switch capture {
        case .claimer(let claimer):
            handled = claimer.pointerEnded(args(event))
            if release != .drag {
                handled = claimer.pointerTapped(args(event), isDoubleTap: false) || handled
                if release == .doubleTap {
                    handled = claimer.pointerTapped(args(event), isDoubleTap: true) || handled
                }
            }
        case .modifiers:
            handled = modifierRouter.deliver(args(event), isLive: isTopLevel) { $0.onPointerEnded($1) }
            if release != .drag {
                handled = modifierRouter.deliver(args(event), isLive: isTopLevel) { $0.onTap($1) } || handled
                if release == .doubleTap {
                    handled =
                        modifierRouter.deliver(args(event), isLive: isTopLevel) { $0.onDoubleTap($1) }
                        || handled
                }
                // A tap that no claimer took lands on nothing drawn: it deselects.
                editor.tappedOutside()
            }
            modifierRouter.finish(event.pointerId)
        }
        captures[event.pointerId] = nil
        return handled
    }

    @discardableResult
    private func cancelGesture(_ pointerId: Int, event: SCIPointerEvent) -> Bool {
        gestures.cancelled(pointerId)
        guard let capture = captures.removeValue(forKey: pointerId) else { return false }
        let location = event.location.isFinite ? event.location : .zero
        let cancel = args(
            SCIPointerEvent(
                phase: .cancelled, location: location, pointerId: pointerId, timestamp: event.timestamp,
                modifiers: event.modifiers))
        switch capture {
        case .claimer(let claimer): claimer.pointerCancelled(cancel)
        case .modifiers: modifierRouter.cancel(cancel, isLive: isTopLevel)
        }
        return event.location.isFinite
    }

    /// The pointer left: every claimer and enabled modifier hears it (no one can handle it
    /// for the others).
    private func exited(_ event: SCIPointerEvent) -> Bool {
        for claimer in pointerClaimers { _ = claimer.hover(args(event)) }
        for modifier in Array(chartModifiers) where isTopLevel(modifier) && modifier.isEnabled {
            modifier.onPointerExited(args(event))
        }
        return false
    }

    private func hovered(_ event: SCIPointerEvent) -> Bool {
        for claimer in pointerClaimers where claimer.hover(args(event)) { return true }
        return ModifierRouter.broadcast(handled: false, modifiers: Array(chartModifiers), isLive: isTopLevel)
        {
            $0.onHover(self.args(event, handled: $1))
        }
    }
}

/// Who holds a pointer's gesture.
enum PointerCapture {
    /// A claimer took it alone.
    case claimer(ISCIPointerClaimer)
    /// The modifiers took it; the router knows which.
    case modifiers
}
