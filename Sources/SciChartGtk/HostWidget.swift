import CGtk
import Foundation
import SciChart
import SciChartCairo

/// The GTK side of a view: a `GtkDrawingArea` that shows a ``HostedContent``, drawn with
/// Cairo at the widget's scale factor, its events translated into the content's, and its
/// redraw requests carried to GTK's main loop. ``SCIChartView`` and ``SCIChartLegendView``
/// are each one of these around their content.
///
/// The widget follows its size (the content's frame is set to it), redraws when the content
/// asks to (from any thread, coalesced into one frame) and only the overlay when only the
/// overlay changed, and does nothing while nothing changes. While the widget is in a
/// container, the host keeps its owner (the public view) alive; once the widget is out of
/// every container, it lets the owner go. A widget handed out (``handOut()``) keeps its owner
/// until the main loop next runs, so that `gtk_window_set_child(window,
/// SCIChartView(surface: s).gtkWidget)` finds the widget alive: a container that takes it
/// by then keeps it, and a widget no one took is freed with its owner then (unless the
/// program holds the owner), as GTK frees a floating widget no one took.
@MainActor
final class HostWidget {
    /// What the widget shows. The host sets its frame and its `onInvalidate`.
    let content: any HostedContent

    let handle: WidgetHandle
    let renderer = SCIRasterRenderer()
    /// Carries the content's redraw requests, from any thread, to GTK's main loop.
    private(set) lazy var redraw = RedrawRequest { [weak self] in self?.redrawRequested() }
    /// Called on GTK's thread when the content asked for a redraw, before the frame is
    /// queued.
    var onRedrawRequested: (() -> Void)?
    /// Called on GTK's thread after the widget was given a new size (while GTK lays out).
    var onResized: (() -> Void)?
    /// Called after each frame drawn.
    var onDrawn: (() -> Void)?
    /// Called after each pointer, wheel, key or text event the widget handled.
    var onInput: (() -> Void)?
    /// The button-1 drag gesture (owned by the widget).
    var dragGesture: OpaquePointer?
    /// The key controller (owned by the widget).
    var keyController: OpaquePointer?
    /// The input method context that takes typed text while the content edits a text.
    var textInput: TextInput?
    var pointer = PointerTracker()
    var clock = EventClock()
    /// The cursor last shown, so GTK is told only of changes.
    var shownCursor: SCICursor?
    /// The messages of drawing errors already reported, so each is reported once.
    var reportedDrawErrors: Set<String> = []
    /// The public view, held for the widget while the widget is in a container.
    private weak var owner: AnyObject?
    private var heldOwner: AnyObject?
    /// Whether ``heldOwner`` is held because the widget was handed out and no container has
    /// taken it yet.
    private var holdsHandedOutOwner = false

    /// Frames drawn so far.
    var framesDrawn = 0
    /// How often frames caused by data changes are drawn.
    var pacing = FramePacing()
    /// Whether a frame held back by ``pacing`` is waiting for its time.
    private var isPacedFramePending = false
    /// Whether a secondary click opens the context menu.
    var isContextMenuEnabled = true
    /// The open context menu: its popover and the items it shows.
    var contextMenu: (popover: UnsafeMutablePointer<GtkWidget>, items: [SCIChartMenuItem])?
    /// The drawing the open context menu's style controls change.
    weak var styledDrawing: SCITradingAnnotationBase?
    /// Called after a style control of the context menu changed a drawing.
    var onDrawingStyled: ((SCITradingAnnotationBase) -> Void)?
    /// Context menus that closed, to be freed.
    var closedMenus: [UnsafeMutablePointer<GtkWidget>] = []
    /// Called when a context menu opens, with its items.
    var onContextMenuOpened: (([SCIChartMenuItem]) -> Void)?
    /// Called after a context menu's item was carried out.
    var onContextMenuChose: ((SCIChartMenuItem.Action) -> Void)?
    /// Whether a click gives the widget the keyboard focus (Tab reaches every host widget).
    let focusesOnClick: Bool
    /// Whether the arrow keys stay with the widget when the content does not take them.
    var keepsArrowKeys = false
    /// Called with the desktop's text scale when it changes (see
    /// ``followDesktopTextScale(_:)``).
    var onTextScaleChanged: ((Double) -> Void)?
    /// The widget's accessible name and description, following the content.
    let accessibleText: AccessibleText

    /// A widget showing `content`, announced to assistive technology by `role`, that Tab
    /// reaches; with `focusesOnClick` a click gives it the keyboard focus too. GTK must be
    /// initialised first.
    init(content: any HostedContent, name: String, role: GtkAccessibleRole, focusesOnClick: Bool) {
        self.content = content
        handle = WidgetHandle(name: name, role: role)
        self.focusesOnClick = focusesOnClick
        accessibleText = AccessibleText(
            widget: handle.widget, name: { [unowned content] in content.accessibleName },
            description: { [unowned content] in content.accessibleDescription })
        content.onInvalidate = Self.invalidationHandler(redraw)
        handle.onSharedChanged = { [unowned self] isShared in widgetSharingChanged(isShared) }
        gtk_widget_set_focusable(handle.widget, 1)
        let data = Unmanaged.passUnretained(self).toOpaque()
        installDrawing(data: data)
        installControllers(data: data)
        installContextMenu(data: data)
        accessibleText.contentChanged()
    }

    isolated deinit {
        // While the widget is still alive.
        textInput?.detach()
        closeContextMenu()
        content.onInvalidate = nil
    }

    /// The view to keep alive while the widget is in a container.
    func setOwner(_ owner: AnyObject) {
        self.owner = owner
        if handle.isShared { heldOwner = owner }
    }

    /// The closure the content calls when it needs a redraw: it may run on any thread, so it
    /// holds only the thread-safe request (built outside the host's isolation on purpose).
    private nonisolated static func invalidationHandler(_ redraw: RedrawRequest) -> @Sendable () -> Void {
        { redraw.request() }
    }

    private func redrawRequested() {
        let delay = pacing.delay(at: FramePacing.now())
        guard delay > 0 else { return redrawNow() }
        // One paced frame at a time: requests until it runs are its.
        guard !isPacedFramePending else { return }
        isPacedFramePending = true
        MainLoopOnce.after(delay, priority: G_PRIORITY_DEFAULT) { [weak self] in
            guard let self else { return }
            isPacedFramePending = false
            redrawNow()
        }
    }

    private func redrawNow() {
        content.prepareForFrame()
        accessibleText.contentChanged()
        onRedrawRequested?()
        queueDraw()
    }

    /// Asks GTK for a frame; GTK coalesces requests until it draws.
    func queueDraw() {
        handle.queueDraw()
    }

    /// The widget is being handed to the program (the view's `gtkWidget`): keeps the owner
    /// alive until the main loop next runs, unless a container already holds the widget.
    func handOut() {
        guard !handle.isShared, heldOwner == nil, let owner else { return }
        heldOwner = owner
        holdsHandedOutOwner = true
        MainLoopOnce.whenIdle(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            self?.releaseHandedOutOwner()
        }
    }

    /// The main loop ran since the widget was handed out: if no container took it, the
    /// owner is let go (which may free it, the host and the widget).
    private func releaseHandedOutOwner() {
        guard holdsHandedOutOwner else { return }
        holdsHandedOutOwner = false
        if !handle.isShared { heldOwner = nil }
    }

    /// Keeps the owner alive while a container holds the widget, and lets it go after.
    private func widgetSharingChanged(_ isShared: Bool) {
        holdsHandedOutOwner = false
        if isShared {
            heldOwner = owner
        } else {
            endDrag()
            heldOwner = nil  // may free the owner, and with it the host and the widget
        }
    }
}
