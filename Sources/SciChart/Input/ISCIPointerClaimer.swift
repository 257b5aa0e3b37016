import Foundation

/// Something on a surface that takes a pointer gesture before the chart modifiers when the
/// gesture starts over it: a legend's items, the grips and bodies of editable annotations,
/// or an overlay of your own.
///
/// When a `.began` arrives, the surface asks its claimers in order of ``claimPriority``
/// (highest first; equal priorities in the order they were added) whether
/// ``claimsPointer(at:)``; the first that does receives the whole gesture and no modifier
/// sees it. Scrolls go to the first claimer that ``claimsScroll(at:)`` before the modifiers.
/// Register with ``SCIChartSurface/addPointerClaimer(_:)``.
public protocol ISCIPointerClaimer: AnyObject {
    /// The order claimers are asked in: higher first (see ``SCIPointerClaimPriority``).
    var claimPriority: Int { get }
    /// Whether a gesture starting at `location` (surface coordinates) is this claimer's.
    func claimsPointer(at location: CGPoint) -> Bool
    /// The gesture began; return whether it was handled.
    func pointerBegan(_ args: SCIPointerArgs) -> Bool
    /// The claimed pointer moved.
    func pointerMoved(_ args: SCIPointerArgs) -> Bool
    /// The claimed pointer went up.
    func pointerEnded(_ args: SCIPointerArgs) -> Bool
    /// The claimed gesture was cancelled: undo its effects.
    func pointerCancelled(_ args: SCIPointerArgs)
    /// The claimed gesture was a tap (after ``pointerEnded(_:)``), or the second tap of a
    /// double tap.
    func pointerTapped(_ args: SCIPointerArgs, isDoubleTap: Bool) -> Bool
    /// Whether a scroll at `location` is this claimer's. Default `false`.
    func claimsScroll(at location: CGPoint) -> Bool
    /// A claimed scroll. Default: not handled.
    func scroll(_ args: SCIScrollArgs) -> Bool
    /// The pointer moved with no button down (phase `.hovered`), before the modifiers see
    /// it; return `true` to hide it from them. Also called, result ignored, when the pointer
    /// leaves the surface (phase `.exited`). Default: not handled.
    func hover(_ args: SCIPointerArgs) -> Bool
    /// The cursor a press at `location` calls for, or `nil` to let others say. Default `nil`.
    func cursor(at location: CGPoint) -> SCICursor?
}

extension ISCIPointerClaimer {
    public func claimsScroll(at location: CGPoint) -> Bool { false }
    public func scroll(_ args: SCIScrollArgs) -> Bool { false }
    public func hover(_ args: SCIPointerArgs) -> Bool { false }
    public func cursor(at location: CGPoint) -> SCICursor? { nil }
    public func pointerTapped(_ args: SCIPointerArgs, isDoubleTap: Bool) -> Bool { true }
}
