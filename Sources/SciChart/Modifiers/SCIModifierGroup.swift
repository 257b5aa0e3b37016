import Foundation

/// Modifiers that act as one: the group passes events to its children in order, with the
/// same handled and capture rules as the surface (the same routing code).
///
/// A group refuses to contain itself, directly or through another group, and refuses a
/// child that would nest groups more than ``maximumNestingDepth`` deep (events pass down
/// the levels one call inside another, and a thread's stack is finite). A child removed or
/// disabled during a gesture is cancelled.
public final class SCIModifierGroup: SCIChartModifierBase {
    /// How many groups deep modifiers may nest, counting the outermost group: 32.
    public static let maximumNestingDepth = 32

    /// The children, in the order they see events.
    public let childModifiers = SCIObservableCollection<SCIChartModifierBase>()
    /// Routes events to the children, by the same rules as the surface's router.
    let router = PointerRouter()

    /// A group of `childModifiers`, in the order they see events; a child taken from another
    /// group or a surface leaves it.
    public init(childModifiers: [SCIChartModifierBase]) {
        super.init()
        self.childModifiers.admits = { [unowned self] child in
            !child.contains(self) && self.depth + child.groupHeight <= Self.maximumNestingDepth
        }
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

    /// How many groups this one is in, counting itself.
    private var depth: Int {
        var count = 1
        var group = parentGroup
        while let outer = group, count <= Self.maximumNestingDepth {
            count += 1
            group = outer.parentGroup
        }
        return count
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
        router.route(.began(args), host: self)
    }

    public override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        router.route(.moved(args), host: self)
    }

    public override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        router.route(.ended(args), host: self)
    }

    public override func onTap(_ args: SCIPointerArgs) -> Bool {
        router.route(.tapped(args), host: self)
    }

    public override func onDoubleTap(_ args: SCIPointerArgs) -> Bool {
        router.route(.doubleTapped(args), host: self)
    }

    public override func onPointerCancelled(_ args: SCIPointerArgs) {
        _ = router.route(.cancelled(args), host: self)
    }

    override func forgetGesture(_ pointerId: Int) {
        router.finish(pointerId)
    }

    override func prepareFrame() {
        for child in Array(childModifiers) where child.isEnabled && isLive(child) { child.prepareFrame() }
    }

    public override func onHover(_ args: SCIPointerArgs) -> Bool {
        router.route(.hovered(args), host: self)
    }

    public override func onPointerExited(_ args: SCIPointerArgs) {
        _ = router.route(.exited(args), host: self)
    }

    public override func onScroll(_ args: SCIScrollArgs) -> Bool {
        router.route(.scrolled(args), host: self)
    }

    /// Keys go first to the children that hold the keyboard, then to all in order.
    public override func onKey(_ args: SCIKeyArgs) -> Bool {
        router.route(.key(args), host: self)
    }

    /// Whether a child holds the keyboard.
    public override var holdsKeyboard: Bool {
        childModifiers.contains { $0.isEnabled && $0.holdsKeyboard }
    }

    /// The first enabled child's reading.
    public override var accessibilityReading: String? {
        childModifiers.lazy.filter(\.isEnabled).compactMap(\.accessibilityReading).first
    }

    public override func cursor(at location: CGPoint) -> SCICursor? {
        router.cursor(at: location, host: self)
    }

    /// The deepest band an enabled child keeps.
    public override var topBandHeight: CGFloat {
        childModifiers.lazy.filter(\.isEnabled).map(\.topBandHeight).max() ?? 0
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

    /// How many levels of groups this modifier is: 0 for a modifier that is not a group.
    var groupHeight: Int {
        guard let group = self as? SCIModifierGroup else { return 0 }
        return 1 + (group.childModifiers.map(\.groupHeight).max() ?? 0)
    }

    /// This modifier and every modifier inside it, depth first.
    var flattened: [SCIChartModifierBase] {
        guard let group = self as? SCIModifierGroup else { return [self] }
        return [self] + group.childModifiers.flatMap(\.flattened)
    }
}

extension SCIModifierGroup: PointerRouterHost {
    var routedClaimers: [PointerClaiming] { [] }
    var routedReceivers: [PointerReceiver] { Array(childModifiers) }

    func isLive(_ receiver: PointerReceiver) -> Bool {
        guard let child = receiver as? SCIChartModifierBase else { return false }
        return isLive(child)
    }

    func args(for event: SCIPointerEvent, handled: Bool) -> SCIPointerArgs {
        SCIPointerArgs(
            event: event, isHandled: handled,
            seriesAreaFrame: parentSurface?.seriesAreaFrame ?? .zero)
    }

    func tapLandedOnNothing() {}
}
