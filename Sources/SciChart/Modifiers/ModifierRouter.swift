import Foundation

/// Routes events to an ordered list of modifiers: the one implementation behind the
/// surface's `chartModifiers` and every ``SCIModifierGroup``.
///
/// Each event goes over a snapshot of the list taken when it arrives, so a modifier may
/// add or remove modifiers (even itself) while handling it. A modifier sees an event unless
/// an earlier one handled it and it does not set ``SCIChartModifierBase/receiveHandledEvents``;
/// the rest of a gesture goes to those that received its `.began` and are still live. A
/// modifier removed or disabled mid-gesture is cancelled (``forget(_:area:)``).
final class ModifierRouter {
    /// Per pointer, the modifiers that received the gesture's `.began`, in order.
    private var captures: [Int: [SCIChartModifierBase]] = [:]

    /// Whether `modifier` captured a gesture.
    func hasCaptured(_ modifier: SCIChartModifierBase) -> Bool {
        captures.values.contains { $0.contains { $0 === modifier } }
    }

    /// Delivers a `.began` to `modifiers` (a snapshot) in order; `isLive` says whether a
    /// modifier is still in the list. Returns whether one handled it.
    func began(
        _ args: SCIPointerArgs, modifiers: [SCIChartModifierBase], isLive: (SCIChartModifierBase) -> Bool
    ) -> Bool {
        var handled = args.isHandled
        captures[args.pointerId] = []
        for modifier in modifiers where isLive(modifier) && modifier.accepts(handledBefore: handled) {
            // Captured before it sees the event, so removing it meanwhile cancels it.
            captures[args.pointerId, default: []].append(modifier)
            handled = modifier.onPointerBegan(args.with(handled: handled)) || handled
        }
        captures[args.pointerId] = captures[args.pointerId]?.filter { isLive($0) }
        return handled && !args.isHandled
    }

    /// Delivers a later event of a gesture to its live receivers.
    func deliver(
        _ args: SCIPointerArgs, isLive: (SCIChartModifierBase) -> Bool,
        _ hook: (SCIChartModifierBase, SCIPointerArgs) -> Bool
    ) -> Bool {
        var handled = args.isHandled
        for modifier in captures[args.pointerId] ?? []
        where isLive(modifier) && modifier.isEnabled && isCaptured(modifier, args.pointerId) {
            handled = hook(modifier, args.with(handled: handled)) || handled
        }
        return handled && !args.isHandled
    }

    /// Cancels the gesture of `args.pointerId` at every live receiver and forgets it.
    func cancel(_ args: SCIPointerArgs, isLive: (SCIChartModifierBase) -> Bool) {
        let receivers = captures.removeValue(forKey: args.pointerId) ?? []
        for modifier in receivers where isLive(modifier) {
            modifier.onPointerCancelled(args)
        }
    }

    /// Forgets the gesture of `pointerId` once it is over (after its taps).
    func finish(_ pointerId: Int) {
        guard let receivers = captures.removeValue(forKey: pointerId) else { return }
        for modifier in receivers { modifier.gestureFinished(pointerId) }
    }

    /// Ends every gesture `modifier` captured, telling it so (it was removed or disabled).
    func forget(_ modifier: SCIChartModifierBase, area: CGRect) {
        for pointerId in captures.keys.sorted() {
            guard let receivers = captures[pointerId], receivers.contains(where: { $0 === modifier }) else {
                continue
            }
            captures[pointerId] = receivers.filter { $0 !== modifier }
            let event = SCIPointerEvent(
                phase: .cancelled, location: .zero, pointerId: pointerId, timestamp: 0)
            modifier.onPointerCancelled(SCIPointerArgs(event: event, isHandled: false, seriesAreaFrame: area))
        }
    }

    /// Delivers an event that is not part of a gesture (hover, scroll, key) to `modifiers`
    /// in order, with the handled rule.
    static func broadcast(
        handled initial: Bool, modifiers: [SCIChartModifierBase], isLive: (SCIChartModifierBase) -> Bool,
        _ hook: (SCIChartModifierBase, Bool) -> Bool
    ) -> Bool {
        var handled = initial
        for modifier in modifiers where isLive(modifier) && modifier.accepts(handledBefore: handled) {
            handled = hook(modifier, handled) || handled
        }
        return handled && !initial
    }

    private func isCaptured(_ modifier: SCIChartModifierBase, _ pointerId: Int) -> Bool {
        captures[pointerId]?.contains { $0 === modifier } ?? false
    }
}

extension SCIPointerArgs {
    func with(handled: Bool) -> SCIPointerArgs {
        SCIPointerArgs(event: event, isHandled: handled, seriesAreaFrame: seriesAreaFrame)
    }
}
