import Foundation

extension SCIChartSurface {
    /// Routes a pointer event; returns whether a receiver handled it.
    ///
    /// On `.began`: the first pointer claimer (``addPointerClaimer(_:)``: a legend, the
    /// grips and bodies of editable drawings) that claims the location takes the gesture
    /// alone; otherwise the modifiers see it in collection order, each unless an earlier one
    /// handled it and it does not set `receiveHandledEvents`. The rest of the gesture goes to
    /// those that received its `.began`, and to no one else. A `.began` and `.ended` less than
    /// 4 points apart are a tap, delivered after the end; two taps of one pointer within 0.3 s
    /// and 4 points are a double tap. Events at non-finite locations are ignored and return
    /// `false` (a cancellation still ends its gesture).
    @discardableResult
    public func handlePointer(_ event: SCIPointerEvent) -> Bool {
        if event.location.isFinite { layoutIfNeeded() }
        // A press anywhere ends the typing of a text first.
        if event.phase == .began, event.location.isFinite {
            for participant in participants { participant.gestureBegan(at: event.location) }
        }
        return router.handle(event, host: self)
    }

    /// Text typed on the keyboard (what an input method commits: a character, a word, a
    /// paste), for the text annotation being edited; returns whether one took it. Hosts feed
    /// it while ``isEditingText``; keys go to ``handleKey(_:modifiers:)`` as usual.
    @discardableResult
    public func handleText(_ text: String) -> Bool {
        participants.contains { $0.textEntered(text) }
    }

    /// Whether a text annotation is being edited: every key goes to it (a host's own
    /// shortcuts should not fire), and typed text to ``handleText(_:)``.
    public var isEditingText: Bool {
        participants.contains { $0.holdsKeyboard }
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
        return router.route(.scrolled(args), host: self)
    }

    /// Routes a key through the surface's router, to the modifiers that hold the keyboard
    /// (``SCIChartModifierBase/holdsKeyboard``) and then to all in order, then to the
    /// surface's participants (the Escape, Delete and arrow nudges of drawings; undo and
    /// redo). While a text annotation is edited, every key goes to it first.
    @discardableResult
    public func handleKey(_ key: SCIKey, modifiers: SCIKeyModifiers = []) -> Bool {
        if participants.contains(where: { $0.keyBeforeModifiers(key, modifiers: modifiers) }) { return true }
        let args = SCIKeyArgs(key: key, modifiers: modifiers, isHandled: false)
        if router.route(.key(args), host: self) { return true }
        return participants.contains { $0.keyPressed(key, modifiers: modifiers) }
    }

    /// The cursor a host should show with the pointer at `location`: what a claimer under
    /// it would do (a legend item, a grip, a drawing), else what the first enabled modifier
    /// that has an opinion says (a drawing tool's crosshair), else the arrow.
    public func cursor(at location: CGPoint) -> SCICursor {
        guard location.isFinite else { return .arrow }
        layoutIfNeeded()
        return router.cursor(at: location, host: self) ?? .arrow
    }

    // MARK: - Claimers

    /// Adds a pointer claimer; claimers are asked in descending ``ISCIPointerClaimer/claimPriority``,
    /// equal priorities in the order added. Adding one twice does nothing.
    public func addPointerClaimer(_ claimer: ISCIPointerClaimer) {
        guard !claimerList.contains(where: { $0.claimer === claimer }) else { return }
        claimerList.append(ClaimerReceiver(claimer))
        invalidateOverlay()
    }

    /// Removes a pointer claimer, cancelling a gesture it holds.
    public func removePointerClaimer(_ claimer: ISCIPointerClaimer) {
        guard let entry = claimerList.first(where: { $0.claimer === claimer }) else { return }
        router.forget(entry, host: self)
        claimerList.removeAll { $0 === entry }
        invalidateOverlay()
    }

    /// The claimers in the order they are asked.
    public var pointerClaimers: [ISCIPointerClaimer] {
        claimerList.inClaimOrder.map(\.claimer)
    }

    /// Whether a modifier is on this surface's own list (not a group's child) and attached.
    func isTopLevel(_ modifier: SCIChartModifierBase) -> Bool {
        modifier.parentSurface === self && modifier.parentGroup == nil && chartModifiers.contains(modifier)
    }
}

extension SCIChartSurface: PointerRouterHost {
    var routedClaimers: [PointerClaiming] { claimerList.inClaimOrder }
    var routedReceivers: [PointerReceiver] { Array(chartModifiers) }

    func isLive(_ receiver: PointerReceiver) -> Bool {
        if let modifier = receiver as? SCIChartModifierBase { return isTopLevel(modifier) }
        return claimerList.contains { $0 === receiver }
    }

    func args(for event: SCIPointerEvent, handled: Bool) -> SCIPointerArgs {
        SCIPointerArgs(event: event, isHandled: handled, seriesAreaFrame: seriesAreaFrame)
    }

    func tapLandedOnNothing() {
        for participant in participants { participant.tapLandedOnNothing() }
    }
}
