import Foundation

/// Modifiers that act as one: the group passes events to its children in order, with the
/// same handled and capture rules as the surface (the same routing code).
///
/// A group refuses to contain itself, directly or through another group. A child removed
/// or disabled during a gesture is cancelled.
public final class SCIModifierGroup: SCIChartModifierBase {
    /// The children, in the order they see events.
    public let childModifiers = SCIObservableCollection<SCIChartModifierBase>()
    let router = ModifierRouter()

    /// A group of `childModifiers`, in the order they see events; a child taken from another
    /// group or a surface leaves it.
    public init(childModifiers: [SCIChartModifierBase]) {
        super.init()
        self.childModifiers.admits = { [unowned self] child in !child.contains(self) }
        self.childModifiers.ownerHook = { [weak self] change in
            guard let self else { return }
            for child in change.removed where child.parentGroup === self {
                child.detach()
                child.parentGroup = nil
            }
            for child in change.added {
                if let group = child.parentGroup, group !== self { group.childModifiers.remove(child) }
                child.parentSurface?.chartModifiers.remove(child)
                child.parentGroup = self
                if let surface = self.parentSurface { child.attach(to: surface) }
            }
            self.parentSurface?.invalidateOverlay()
        }
        self.childModifiers.add(contentsOf: childModifiers)
    }

    /// An empty group.
    public override convenience init() {
        self.init(childModifiers: [])
    }

    /// Whether a child is still this group's and may take events.
    private func isLive(_ child: SCIChartModifierBase) -> Bool {
        child.parentGroup === self && childModifiers.contains(child)
    }

    public override func onAttached(to surface: SCIChartSurface) {
        for child in Array(childModifiers) { child.attach(to: surface) }
    }

    public override func onDetached(from surface: SCIChartSurface) {
        for child in Array(childModifiers) { child.detach() }
    }

    public override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        router.began(args, modifiers: Array(childModifiers), isLive: isLive)
    }

    public override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        router.deliver(args, isLive: isLive) { $0.onPointerMoved($1) }
    }

    public override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        router.deliver(args, isLive: isLive) { $0.onPointerEnded($1) }
    }

    public override func onTap(_ args: SCIPointerArgs) -> Bool {
        router.deliver(args, isLive: isLive) { $0.onTap($1) }
    }

    public override func onDoubleTap(_ args: SCIPointerArgs) -> Bool {
        router.deliver(args, isLive: isLive) { $0.onDoubleTap($1) }
    }

    public override func onPointerCancelled(_ args: SCIPointerArgs) {
        router.cancel(args, isLive: isLive)
    }

    override func gestureFinished(_ pointerId: Int) {
        router.finish(pointerId)
    }

    public override func onHover(_ args: SCIPointerArgs) -> Bool {
        ModifierRouter.broadcast(handled: args.isHandled, modifiers: Array(childModifiers), isLive: isLive) {
            $0.onHover(args.with(handled: $1))
        }
    }

    public override func onPointerExited(_ args: SCIPointerArgs) {
        for child in Array(childModifiers) where child.isEnabled && isLive(child) {
            child.onPointerExited(args)
        }
    }

    public override func onScroll(_ args: SCIScrollArgs) -> Bool {
        ModifierRouter.broadcast(handled: args.isHandled, modifiers: Array(childModifiers), isLive: isLive) {
            $0.onScroll(args.with(handled: $1))
        }
    }

    public override func onKey(_ args: SCIKeyArgs) -> Bool {
        ModifierRouter.broadcast(handled: args.isHandled, modifiers: Array(childModifiers), isLive: isLive) {
            $0.onKey(args.with(handled: $1))
        }
    }

    public override func cursor(at location: CGPoint) -> SCICursor? {
        for child in Array(childModifiers) where child.isEnabled {
            if let cursor = child.cursor(at: location) { return cursor }
        }
        return nil
    }

    public override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        for child in Array(childModifiers) where child.isEnabled && isLive(child) {
            child.drawOverlay(into: &list, layout: layout)
        }
    }
}

extension SCIChartModifierBase {
    /// Whether this modifier is `other` or holds it, through groups.
    func contains(_ other: SCIChartModifierBase) -> Bool {
        if self === other { return true }
        guard let group = self as? SCIModifierGroup else { return false }
        return group.childModifiers.contains { $0.contains(other) }
    }

    /// This modifier and every modifier inside it, depth first.
    var flattened: [SCIChartModifierBase] {
        guard let group = self as? SCIModifierGroup else { return [self] }
        return [self] + group.childModifiers.flatMap(\.flattened)
    }
}

extension SCIScrollArgs {
    func with(handled: Bool) -> SCIScrollArgs {
        SCIScrollArgs(
            deltaX: deltaX, deltaY: deltaY, location: location, isHandled: handled,
            seriesAreaFrame: seriesAreaFrame, modifiers: modifiers)
    }
}

extension SCIKeyArgs {
    func with(handled: Bool) -> SCIKeyArgs {
        SCIKeyArgs(key: key, modifiers: modifiers, isHandled: handled)
    }
}
