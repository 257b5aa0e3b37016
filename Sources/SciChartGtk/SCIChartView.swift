import CGtk
import Foundation
import SciChart
import SciChartCairo

/// A GTK 4 widget that shows a chart surface and lets the mouse, touchpad and keyboard
/// drive it.
///
/// ```swift
/// let view = SCIChartView(surface: surface)
/// gtk_window_set_child(window, view.gtkWidget)   // or any container of your GTK layout
/// ```
///
/// The widget is a `GtkDrawingArea` drawn with Cairo at the widget's scale factor. It
/// follows its size (the surface's `SCIChartSurface.frame` is set to it), redraws when
/// the surface asks to (`SCIChartSurface.onInvalidate`, from any thread, coalesced into
/// one frame) and redraws only the overlay when only the overlay changed, and does
/// nothing while nothing changes. Input becomes the surface's events:
///
/// - button 1 pressed, dragged and released: pointer `.began`, `.moved`, `.ended`, with
///   the event's own time; a drag the system ends (a grab taken, the widget hidden, its
///   window closed): `.cancelled`; moves with no button down: `.hovered`; the pointer
///   leaving the widget: `.exited` (after the drag, when it leaves during one);
/// - the mouse pointer's shape is the surface's `SCIChartSurface.cursor(at:)` after each
///   move, press and release (a grab hand to pan, a crosshair to draw);
/// - wheel and touchpad scrolling: `SCIChartSurface.handleScroll(deltaX:deltaY:at:modifiers:)`
///   at the pointer, in wheel clicks (positive y towards the user), with the keys held;
/// - Escape, Delete, BackSpace, Return, the arrows, Home, End, + and -, Tab, and printable
///   keys without Control or Alt (`SCIKey.character`, C for `SCICursorModifier`'s keyboard
///   cursor): `SCIChartSurface.handleKey(_:modifiers:)`; Ctrl+Z is undo, Ctrl+Shift+Z and
///   Ctrl+Y redo. Keys the chart does not take go on to the window (its shortcuts); Tab goes
///   through the legend's items and the drawings, then on to the next widget. The widget
///   takes the keyboard focus when clicked.
///
/// Assistive technology (a screen reader, through AT-SPI) finds the widget as an image whose
/// name is `SCIChartSurface.accessibilityName` (the title, or the point the keyboard cursor
/// is on) and whose description is `SCIChartSurface.accessibilityDescription` (the chart in
/// words). The name is updated as it changes; the description, which reads the data in
/// view, at most twice a second.
///
/// The chart's text follows the desktop's text scaling (GTK's `gtk-xft-dpi`, as GNOME's
/// "Large Text" sets it) through `SCIChartSurface.textScale`. Nothing in the chart animates:
/// every change is drawn at once, whatever the desktop's reduced-motion setting.
///
/// Surface coordinates are the widget's own, in logical points. A view belongs to the
/// thread that runs GTK (the main thread), as GTK's widgets do. While the widget is in a
/// container, the widget keeps the view alive, so a program may keep only the widget; once
/// the widget is out of every container and the program holds no view, both are freed.
/// Release the view on the GTK thread.
@MainActor
public final class SCIChartView {
    /// The chart the view shows. The view sets its `SCIChartSurface.frame` and its
    /// `SCIChartSurface.onInvalidate` (replacing any closure set before); use one view
    /// per surface.
    public let surface: SCIChartSurface

    /// The widget, its drawing and its events.
    let host: HostWidget

    /// Frames drawn so far, for tests and diagnostics.
    public var framesDrawn: Int { host.framesDrawn }

    /// Times the chart layer (background, grid, series, axes) was rasterised, for tests and
    /// diagnostics: frames whose chart did not change reuse it and draw only the overlay.
    public var chartLayerDraws: Int { host.renderer.chartLayerDraws }

    /// Whether a secondary click (the right button) opens the chart's context menu, a popover
    /// at the pointer with the surface's `SCIChartSurface.contextMenuItems(at:)`:
    /// remove the drawing there, remove all drawings, reset the view, the magnet (default
    /// `true`).
    public var isContextMenuEnabled: Bool {
        get { host.isContextMenuEnabled }
        set {
            host.isContextMenuEnabled = newValue
            if !newValue { host.closeContextMenu() }
        }
    }

    /// The most frames a second that changes of data draw (default 0: no limit, each change
    /// is drawn at the display's next frame). A chart fed many times a second (ticks from a
    /// market feed) costs a frame a change; a limit of 10 draws the latest data ten times a
    /// second and spares the rest. Frames that follow the user's input on the view (a drag, a
    /// hover, the wheel, a key) within a frame interval are never held back, so panning a
    /// streaming chart stays at the display's rate; other changes (a choice in the context
    /// menu, code) are drawn at the next paced frame. Negative values read as 0.
    public var preferredFramesPerSecond: Int {
        get { host.pacing.framesPerSecond }
        set { host.pacing.framesPerSecond = newValue }
    }

    /// Called on the main thread after each frame the view draws: every change the chart
    /// shows (a point placed, a drag, a selection, new data) draws one, so a program's own
    /// display of the chart's state (a status line, undo buttons) follows it from here. The
    /// closure runs while GTK draws: changes to other widgets belong on the next turn of the
    /// main loop.
    public var onFrameDrawn: (() -> Void)? {
        get { host.onDrawn }
        set { host.onDrawn = newValue }
    }

    /// Called on the main thread after each pointer, wheel, key or typed-text event the view
    /// handled, whether or not it changed what is drawn (the release that places a tool's
    /// point, a key that moves the focus to the legend): a program's display of the chart's
    /// state follows it from here and from ``onFrameDrawn``.
    public var onInputHandled: (() -> Void)? {
        get { host.onInput }
        set { host.onInput = newValue }
    }

    /// Whether the context menu is open now.
    public var isContextMenuOpen: Bool { host.contextMenu != nil }

    /// Called when the context menu opens, with the items it shows.
    public var onContextMenuOpened: (([SCIChartMenuItem]) -> Void)? {
        get { host.onContextMenuOpened }
        set { host.onContextMenuOpened = newValue }
    }

    /// Called after an item of the context menu was carried out, with its action (to update
    /// the program's own state: undo buttons, a status line).
    public var onContextMenuAction: ((SCIChartMenuItem.Action) -> Void)? {
        get { host.onContextMenuChose }
        set { host.onContextMenuChose = newValue }
    }

    /// Called after a style control of the context menu (shown over a drawing: its line's
    /// and fill's colour, width, dashes, text size) changed the drawing, as one step to undo.
    public var onDrawingStyled: ((SCITradingAnnotationBase) -> Void)? {
        get { host.onDrawingStyled }
        set { host.onDrawingStyled = newValue }
    }

    /// Carries out a style control of the open context menu, as a click on it does: `stroke-N`
    /// and `fill-N` (colour `N` of `SCIDrawingStyle.palette`), `width-N` (1 to 4 points,
    /// `N` from 0), `dash-solid`, `dash-dashed`, `dash-dotted`, `text-larger` and
    /// `text-smaller`. Whether the drawing changed.
    @discardableResult
    public func chooseStyleControl(_ name: String) -> Bool {
        host.chooseStyleControl(name)
    }

    /// Opens the context menu at `location` (a point of the view), as a secondary click there
    /// does; closes it with `nil`.
    public func showContextMenu(at location: CGPoint?) {
        if let location { host.openContextMenu(at: location) } else { host.closeContextMenu() }
    }

    /// Chooses the item of the open context menu that does `action`, as a click on it does;
    /// returns whether the menu had it (enabled).
    @discardableResult
    public func chooseContextMenuItem(_ action: SCIChartMenuItem.Action) -> Bool {
        host.chooseContextMenuItem(action)
    }

    /// The view's accessible role: an image. A chart is a picture of data, and GTK 4.8
    /// offers no role for an interactive picture: its widget role (`GTK_ACCESSIBLE_ROLE_WIDGET`)
    /// reaches assistive technology as a filler, which screen readers pass over, and its
    /// group role as a panel, which they read as a container of other widgets. An image is
    /// read with its name and description when it takes the focus, and its name again as it
    /// changes (the keyboard cursor's point).
    static let accessibleRole = GTK_ACCESSIBLE_ROLE_IMG

    /// Creates a view of `surface` (default: a new empty surface).
    ///
    /// The widget expands to fill the space its container gives it and can take the keyboard
    /// focus. GTK must be initialised first (`gtk_init`, or a `GtkApplication` that has
    /// started); without it the program stops with a message.
    public init(surface: SCIChartSurface = SCIChartSurface()) {
        self.surface = surface
        host = HostWidget(
            content: surface, name: "SCIChartView", role: Self.accessibleRole, focusesOnClick: true)
        host.keepsArrowKeys = true
        host.followDesktopTextScale { [unowned surface] scale in surface.textScale = scale }
        gtk_widget_set_hexpand(host.handle.widget, 1)
        gtk_widget_set_vexpand(host.handle.widget, 1)
        host.setOwner(self)
    }

    /// The `GtkWidget *` of the view, for placing it in one's own GTK layout (a window, a
    /// box, a paned): pass it to functions such as `gtk_window_set_child` or `gtk_box_append`.
    ///
    /// The container that takes the widget keeps the view alive for as long as it holds it,
    /// so the program need not keep the view: `gtk_window_set_child(window,
    /// SCIChartView(surface: s).gtkWidget)` works. A widget read here and put in no container
    /// before the main loop next runs is freed then with its view, unless the program holds
    /// the view (which keeps the pointer valid).
    public var gtkWidget: OpaquePointer {
        host.handOut()
        return OpaquePointer(host.handle.widget)
    }
}
