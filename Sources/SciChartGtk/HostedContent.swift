import Foundation
import SciChart

/// What a GTK host widget shows and drives: a chart surface (``SCIChartView``) or a legend
/// of its own (``SCIChartLegendView``). The widget gives it its size in points, draws its
/// frames, feeds it the widget's events and shows the cursor it asks for.
protocol HostedContent: AnyObject {
    /// The content's rectangle; the widget sets it to its own size at the origin.
    var frame: CGRect { get set }
    /// Called when the content needs a redraw, from any thread.
    var onInvalidate: (@Sendable () -> Void)? { get set }
    func renderFrame(scale: Double) -> SCIRenderFrame
    @discardableResult func handlePointer(_ event: SCIPointerEvent) -> Bool
    func handleScroll(deltaX: Double, deltaY: Double, at location: CGPoint, modifiers: SCIKeyModifiers)
        -> Bool
    func handleKey(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool
    func cursor(at location: CGPoint) -> SCICursor
    /// The items of a context menu opened at `location`; none, no menu.
    func contextMenuItems(at location: CGPoint) -> [SCIChartMenuItem]
}

extension SCIChartSurface: HostedContent {}

extension SCIChartLegend: HostedContent {
    /// A legend uses no keys.
    func handleKey(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool { false }
    /// A legend has no context menu.
    func contextMenuItems(at location: CGPoint) -> [SCIChartMenuItem] { [] }
}
