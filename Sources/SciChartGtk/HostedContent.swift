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
    /// Text typed while ``isEditingText``.
    @discardableResult func handleText(_ text: String) -> Bool
    /// Whether a text is being edited: typed text goes to ``handleText(_:)``, and no key
    /// reaches the host's shortcuts.
    var isEditingText: Bool { get }
    /// Gets ready for the frame GTK will ask for: called on the main loop when the content
    /// asked for a redraw, before the frame is queued, so what the content does on its own
    /// at a layout (a surface's annotations following data, its alerts) happens here, outside
    /// GTK's drawing, and also while the widget is not shown.
    func prepareForFrame()
    func cursor(at location: CGPoint) -> SCICursor
    /// The items of a context menu opened at `location`; none, no menu.
    func contextMenuItems(at location: CGPoint) -> [SCIChartMenuItem]
    /// The drawing at `location` and its look, for the context menu's style controls.
    func drawingStyle(at location: CGPoint) -> (drawing: SCITradingAnnotationBase, style: SCIDrawingStyle)?
    /// Gives `drawing` the fields `style` sets, as one step to undo; whether it changed.
    @discardableResult func setDrawingStyle(_ style: SCIDrawingStyle, of drawing: SCITradingAnnotationBase)
        -> Bool
    /// The content's accessible name: short, read whenever the content changes.
    var accessibleName: String { get }
    /// The content's accessible description: may scan data, read at most twice a second.
    var accessibleDescription: String { get }
}

extension SCIChartSurface: HostedContent {
    /// Lays out, so alert handlers run on the main loop rather than while GTK draws.
    func prepareForFrame() { layoutIfNeeded() }
    /// The title, or the point the keyboard cursor is on.
    var accessibleName: String { accessibilityName }
    var accessibleDescription: String { accessibilityDescription }
}

extension SCIChartLegend: HostedContent {
    /// A legend edits no text.
    func handleText(_ text: String) -> Bool { false }
    /// A legend edits no text.
    var isEditingText: Bool { false }
    /// A legend lays out as it draws.
    func prepareForFrame() {}
    /// A legend has no context menu.
    func contextMenuItems(at location: CGPoint) -> [SCIChartMenuItem] { [] }
    /// A legend has no drawings.
    func drawingStyle(at location: CGPoint) -> (drawing: SCITradingAnnotationBase, style: SCIDrawingStyle)? {
        nil
    }
    func setDrawingStyle(_ style: SCIDrawingStyle, of drawing: SCITradingAnnotationBase) -> Bool { false }
    var accessibleName: String { accessibilityName }
    var accessibleDescription: String { accessibilityDescription }
}
