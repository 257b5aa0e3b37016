import Foundation

/// Modifiers that act as one: the group passes events to its children in order, with the
/// same handled and capture rules as the surface.
public final class SCIModifierGroup: SCIChartModifierBase {
    /// The children, in the order they see events.
    public let childModifiers = SCIObservableCollection<SCIChartModifierBase>()
    private var receivers: [Int: [SCIChartModifierBase]] = [:]

    public init(childModifiers: [SCIChartModifierBase]) {
        super.init()
        self.childModifiers.ownerHook = { [weak self] change in
            guard let self else { return }
            // Detaching cancels the child's gestures through the surface.
            for child in change.removed { child.detach() }
            if let surface = self.parentSurface {
                for child in change.added { child.attach(to: surface) }
            }
        }
        self.childModifiers.add(contentsOf: childModifiers)
    }

    public override convenience init() {
        self.init(childModifiers: [])
    }

    public override func onAttached(to surface: SCIChartSurface) {
        for child in childModifiers { child.attach(to: surface) }
    }

    public override func onDetached(from surface: SCIChartSurface) {
        for child in childModifiers { child.detach() }
    }

    public override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        var handled = args.isHandled
        var taken: [SCIChartModifierBase] = []
        for child in childModifiers where child.accepts(handledBefore: handled) {
            taken.append(child)
            handled = child.onPointerBegan(args.with(handled: handled)) || handled
        }
        receivers[args.pointerId] = taken
        return handled && !args.isHandled
    }

    public override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        forward(args) { $0.onPointerMoved($1) }
    }

    public override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        forward(args) { $0.onPointerEnded($1) }
    }

    public override func onTap(_ args: SCIPointerArgs) -> Bool {
        forward(args) { $0.onTap($1) }
    }

    public override func onDoubleTap(_ args: SCIPointerArgs) -> Bool {
        forward(args) { $0.onDoubleTap($1) }
    }

    public override func onPointerCancelled(_ args: SCIPointerArgs) {
        let taken = receivers.removeValue(forKey: args.pointerId) ?? []
        for child in taken { child.onPointerCancelled(args) }
    }

    public override func onHover(_ args: SCIPointerArgs) -> Bool {
        var handled = args.isHandled
        for child in childModifiers where child.accepts(handledBefore: handled) {
            handled = child.onHover(args.with(handled: handled)) || handled
        }
        return handled && !args.isHandled
    }

    public override func onScroll(_ args: SCIScrollArgs) -> Bool {
        var handled = args.isHandled
        for child in childModifiers where child.accepts(handledBefore: handled) {
            let childArgs = SCIScrollArgs(
                deltaX: args.deltaX, deltaY: args.deltaY, location: args.location, isHandled: handled,
                seriesAreaFrame: args.seriesAreaFrame)
            handled = child.onScroll(childArgs) || handled
        }
        return handled && !args.isHandled
    }

    public override func onKey(_ args: SCIKeyArgs) -> Bool {
        var handled = args.isHandled
        for child in childModifiers where child.accepts(handledBefore: handled) {
            handled =
                child.onKey(SCIKeyArgs(key: args.key, modifiers: args.modifiers, isHandled: handled))
                || handled
        }
        return handled && !args.isHandled
    }

    public override func drawOverlay(into list: inout SCIDisplayList, surface: SCIChartSurface) {
        for child in childModifiers where child.isEnabled {
            child.drawOverlay(into: &list, surface: surface)
        }
    }

    /// Ends a child's captured gestures (it was removed or disabled), telling it so.
    func cancelGestures(of child: SCIChartModifierBase, area: CGRect) {
        for pointerId in receivers.keys.sorted() {
            guard let taken = receivers[pointerId], taken.contains(where: { $0 === child }) else { continue }
            receivers[pointerId] = taken.filter { $0 !== child }
            let event = SCIPointerEvent(phase: .cancelled, location: .zero, pointerId: pointerId)
            child.onPointerCancelled(SCIPointerArgs(event: event, isHandled: false, seriesAreaFrame: area))
        }
    }

    private func forward(_ args: SCIPointerArgs, _ hook: (SCIChartModifierBase, SCIPointerArgs) -> Bool)
        -> Bool
    {
        var handled = args.isHandled
        // Taps follow the end, so the capture list lives until the next began.
        let taken = receivers[args.pointerId] ?? []
        for child in taken where child.isEnabled {
            handled = hook(child, args.with(handled: handled)) || handled
        }
        return handled && !args.isHandled
    }
}

extension SCIPointerArgs {
    func with(handled: Bool) -> SCIPointerArgs {
        SCIPointerArgs(event: event, isHandled: handled, seriesAreaFrame: seriesAreaFrame)
    }
}
