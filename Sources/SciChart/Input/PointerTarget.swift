import Foundation

/// Something that can receive and capture a pointer gesture: a modifier, the annotation
/// editor or the legend.
protocol PointerTarget: AnyObject {
    func pointerBegan(_ args: SCIPointerArgs) -> Bool
    func pointerMoved(_ args: SCIPointerArgs) -> Bool
    func pointerEnded(_ args: SCIPointerArgs) -> Bool
    func pointerCancelled(_ args: SCIPointerArgs)
    func pointerTapped(_ args: SCIPointerArgs, double: Bool) -> Bool
    /// Whether the target still takes events of a gesture it captured.
    func isLive(on surface: SCIChartSurface) -> Bool
}

/// A target that is asked first, before the modifiers, and takes the gesture alone when
/// the pointer lands on it (a legend item, an annotation grip).
protocol PointerClaimer: PointerTarget {
    func claims(_ location: CGPoint) -> Bool
}

extension SCIChartModifierBase: PointerTarget {
    func pointerBegan(_ args: SCIPointerArgs) -> Bool { onPointerBegan(args) }
    func pointerMoved(_ args: SCIPointerArgs) -> Bool { onPointerMoved(args) }
    func pointerEnded(_ args: SCIPointerArgs) -> Bool { onPointerEnded(args) }
    func pointerCancelled(_ args: SCIPointerArgs) { onPointerCancelled(args) }
    func pointerTapped(_ args: SCIPointerArgs, double: Bool) -> Bool {
        double ? onDoubleTap(args) : onTap(args)
    }
    func isLive(on surface: SCIChartSurface) -> Bool { parentSurface === surface && isEnabled }
}
