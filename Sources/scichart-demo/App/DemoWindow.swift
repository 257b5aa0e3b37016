import CGtk
import Foundation
import Gallery
import SciChart
import SciChartGtk

/// The demo's window: the tool bar, five chart pages (SPY daily candles, S&P 500 minute
/// bars, a live feed's candles, and a workspace of linked panes: prices with Bollinger
/// bands and SMA 50 and 200, MACD, RSI and volume, with a menu adding and removing
/// indicator panes; and 1e8 points read from SQLite where they are stored) and the status
/// bar, wired together.
///
/// The tool bar acts on the page in view; the tool and the theme apply to every page. The
/// status line and the undo and redo buttons follow the page's state after every input event
/// (read once GTK has handled the event, on the next idle turn of the main loop), and after
/// every change to the page's drawings.
@MainActor
final class DemoWindow {
    /// The `GtkWindow`.
    let window: Widget
    let pages: [ChartPage]
    /// The large-data page's chart and the points it reads where they are stored.
    let largeData = LargeData(theme: .dark)
    let stack: Widget
    let toolBar: ToolBar
    let statusBar = StatusBar()
    let dialogs: FileDialogs
    private let feed = LiveFeed()
    let log: DemoLog
    private(set) var tool: DemoTool = .pan
    private(set) var isLight = false
    private var isRefreshPending = false
    /// Where each page's drawings are kept between runs (none without a home folder).
    let store = DrawingsStore(environment: ProcessInfo.processInfo.environment)
    /// The question being asked, if any.
    var prompt: Prompt?
    /// Called once the window has gone, after the live feed stopped.
    var onClosed: (() -> Void)?

    init(log: DemoLog) {
        self.log = log
        window = made(gtk_window_new(), "window")
        gtk_window_set_title(cast(window), "SciChart demo")
        gtk_window_set_default_size(cast(window), 1200, 800)
        dialogs = FileDialogs(parent: cast(window))

        let theme = SCIChartTheme.dark
        pages = [
            ChartPage(
                name: "spy", title: "SPY daily", surface: PageCharts.spyDaily(theme: theme),
                snapsToBars: true,
                tool: tool),
            ChartPage(
                name: "minutes", title: "S&P 500 minutes", surface: PageCharts.sp500Minutes(theme: theme),
                snapsToBars: true, tool: tool),
            ChartPage(
                name: "live", title: "Live", surface: PageCharts.live(theme: theme, feed: feed),
                snapsToBars: false, tool: tool),
            ChartPage(
                name: "workspace", title: "Workspace",
                panes: GalleryCharts.spyWorkspace(
                    theme: theme, size: CGSize(width: 1200, height: 700), pricePaneModifiers: false),
                tool: tool),
            ChartPage(
                name: "large", title: "Large data", surface: largeData.surface, snapsToBars: false, tool: tool
            ),
        ]
        Self.addControls(to: pages, feed: feed)
        stack = made(gtk_stack_new(), "stack")
        gtk_stack_set_transition_type(cast(stack), GTK_STACK_TRANSITION_TYPE_NONE)
        for page in pages {
            gtk_stack_add_titled(cast(stack), cast(page.widget), page.name, page.title)
        }
        toolBar = ToolBar(stack: stack, pageNames: pages.map(\.name))
        gtk_window_set_titlebar(cast(window), toolBar.widget)

        let content = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "box")
        gtk_widget_set_vexpand(stack, 1)
        gtk_box_append(cast(content), stack)
        gtk_box_append(cast(content), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        gtk_box_append(cast(content), statusBar.widget)
        gtk_window_set_child(cast(window), content)

        toolBar.show(tool: tool)
        toolBar.show(isLight: isLight)
        Self.preferDarkWidgets(!isLight)
        connectToolBar()
        connectInput()
        connectPages()
        restoreKeptDrawings()
        Signals.connectHandled(window, "close-request") { [unowned self] in shouldKeepOpen() }
        Signals.connect(window, "destroy") { [unowned self] in closed() }
        feed.start()
        armLiveAlert()
        paceLivePage()
        refresh()
    }

    /// The live page draws the feed's 25 ticks a second five times a second: the latest price
    /// is never more than a fifth of a second old on a chart of two-second candles, and the
    /// page takes a few percent of a core, not a frame a tick (the user's pans and hovers
    /// still draw at the display's rate).
    private func paceLivePage() {
        pages.first { $0.name == "live" }?.view.preferredFramesPerSecond = 5
    }

    /// Puts the live page's alert level a little above the last price and has it tell of
    /// each crossing, whichever page is in view.
    private func armLiveAlert() {
        guard let page = pages.first(where: { $0.name == "live" }),
            let line = PageCharts.alertLine(of: page.surface),
            let last = feed.prices.yValue(at: feed.prices.count - 1)
        else { return }
        line.set(y1: (last * 1.002 * 100).rounded() / 100)
        line.setAlert(on: feed.prices) { [weak self] alert in
            MainActor.assumeIsolated { self?.alerted(alert) }
        }
    }

    /// Logs an alert; on the live page, shows it on the message line too (elsewhere the line
    /// would take room from a chart the alert is not about).
    private func alerted(_ alert: SCIPriceAlert) {
        let direction = alert.direction == .up ? "up" : "down"
        let level = String(format: "%.2f", alert.level)
        log.write("alert \(direction) level=\(level)")
        guard currentPage.name == "live" else { return }
        let time = Date(timeIntervalSince1970: alert.x).formatted(date: .omitted, time: .standard)
        statusBar.showMessage(
            "Alert: the price crossed \(level) \(alert.direction == .up ? "upward" : "downward") "
                + "(\(String(format: "%.2f", alert.value)) at \(time))")
    }

    /// The page in view.
    var currentPage: ChartPage {
        let name = gtk_stack_get_visible_child_name(cast(stack)).map { String(cString: $0) }
        return pages.first { $0.name == name } ?? pages[0]
    }

    /// Shows the window, the keyboard on the chart (so its keys work before any click).
    func present() {
        gtk_window_present(cast(window))
        focusChart()
    }

    /// Gives the page in view's chart the keyboard focus.
    func focusChart() {
        gtk_widget_grab_focus(UnsafeMutablePointer<GtkWidget>(currentPage.view.gtkWidget))
    }

    /// Closes the window at once, without asking (the drawings are kept for the next start).
    func close() {
        prompt?.cancel()
        gtk_window_destroy(cast(window))
    }

    /// Asks the window to close, as its close button does: with unsaved changes to an opened
    /// file, it asks first.
    func requestClose() {
        gtk_window_close(cast(window))
    }

    // MARK: - Actions

    /// Makes `tool` the active tool on every page.
    func select(_ tool: DemoTool) {
        guard tool != self.tool else { return }
        self.tool = tool
        for page in pages { page.tools.select(tool) }
        toolBar.show(tool: tool)
        log.write("tool \(tool.rawValue)")
        refresh()
    }

    /// Switches every chart, and GTK's own widgets, to the light or the dark theme.
    func setLight(_ light: Bool) {
        guard light != isLight else { return }
        isLight = light
        for page in pages { page.apply(theme: light ? .light : .dark) }
        toolBar.show(isLight: light)
        Self.preferDarkWidgets(!light)
        log.write("theme \(light ? "light" : "dark")")
    }

    /// Turns the magnet of the page in view on or off: its drawing tools' points snap to
    /// candles.
    func setMagnet(_ on: Bool) {
        let page = currentPage
        guard page.tools.isMagnetOn != on else { return }
        page.tools.isMagnetOn = on
        log.write("magnet \(on ? "on" : "off")")
        refresh()
    }

    func undo() {
        currentPage.surface.undo()
        refresh()
    }

    func redo() {
        currentPage.surface.redo()
        refresh()
    }

    // MARK: - Wiring

    private func connectToolBar() {
        toolBar.onTool = { [unowned self] in select($0) }
        toolBar.onUndo = { [unowned self] in undo() }
        toolBar.onRedo = { [unowned self] in redo() }
        toolBar.onOpen = { [unowned self] in openDrawings() }
        toolBar.onSave = { [unowned self] in saveDrawings() }
        toolBar.onRemoveAll = { [unowned self] in removeAllDrawings() }
        toolBar.onLightTheme = { [unowned self] in setLight($0) }
        toolBar.onKeys = { [unowned self] in showKeys() }
        toolBar.onMagnet = { [unowned self] in setMagnet($0) }
        toolBar.onMenuShown = { [unowned self] in log.write("main menu") }
    }

    /// The window's shortcuts, and the refresh after every input event.
    private func connectInput() {
        connectShortcuts()
        // Capture phase: sees every event of the window before any widget does.
        guard let events = gtk_event_controller_legacy_new() else {
            fatalError("GTK could not make an event controller")
        }
        gtk_event_controller_set_propagation_phase(events, GTK_PHASE_CAPTURE)
        Signals.connectEvent(events) { [unowned self] event in
            switch event.type {
            case GDK_MOTION_NOTIFY where !event.isButtonDown, GDK_ENTER_NOTIFY, GDK_LEAVE_NOTIFY,
                GDK_FOCUS_CHANGE, GDK_PROXIMITY_IN, GDK_PROXIMITY_OUT:
                return
            default:
                scheduleRefresh()
            }
        }
        gtk_widget_add_controller(window, events)
    }

    /// The live page's "back to the latest" button and the workspace's indicator menu.
    private static func addControls(to pages: [ChartPage], feed: LiveFeed) {
        for page in pages {
            if page.name == "live" {
                let follower = LatestFollower(
                    axis: page.surface.xAxes[0], bars: feed.candles, interval: LiveFeed.barSeconds,
                    schedule: { Idle.onMainLoop($0) })
                page.controls = PageControls(live: Widget(page.chartWidget), follower: follower)
            } else if let panes = page.panes, let paneView = page.paneView {
                PageCharts.prepareWorkspace(panes)
                page.controls = PageControls(workspace: panes, paneView: paneView, title: "SPY · daily")
            }
        }
    }

    private func connectPages() {
        Signals.connectNotify(stack, property: "visible-child") { [unowned self] in
            log.write("page \(currentPage.name)")
            if currentPage.name == "large" { largeData.start() }
            focusChart()
            refresh()
        }
        for page in pages {
            _ = page.surface.annotations.addObserver { [weak self] _ in
                MainActor.assumeIsolated { self?.scheduleRefresh() }
            }
            page.controls?.onMenuShown = { [unowned self] in log.write("indicators menu") }
            page.controls?.onStudiesChanged = { [unowned self] studies in
                log.write("studies \(studies)")
                refresh()
            }
            page.onDrawingFinished = { [unowned self] drawing in
                log.write("drawn \(drawing)")
                // A note is typed next, and then the chart is panned again, as after any note.
                if tool == .text { select(.pan) }
            }
            page.view.onContextMenuOpened = { [unowned self] items in
                let shown = items.map { "\($0.action.rawValue)\($0.isEnabled ? "" : "(disabled)")" }
                log.write("menu \(shown.joined(separator: ","))")
            }
            page.view.onContextMenuAction = { [unowned self] action in
                log.write("menu chose \(action.rawValue)")
                refresh()
            }
        }
    }

    /// Refreshes the status line and the undo and redo buttons once the main loop is idle:
    /// after GTK has handled the event that asked.
    private func scheduleRefresh() {
        guard !isRefreshPending else { return }
        isRefreshPending = true
        Idle.once { [weak self] in self?.refresh() }
    }

    /// Shows the page's state now: the status line, and whether undo and redo can act.
    func refresh() {
        isRefreshPending = false
        let page = currentPage
        keepDrawings(of: page)
        toolBar.show(canUndo: page.surface.canUndo, canRedo: page.surface.canRedo)
        toolBar.show(magnet: page.tools.isMagnetOn)
        let text = page.statusText.text
        if statusBar.setStatus(text) { log.write("status \(text)") }
    }

    private func closed() {
        for page in pages { keepDrawings(of: page) }
        feed.stop()
        log.write("closed")
        onClosed?()
    }

    /// Asks GTK for the dark or the light variant of its theme.
    private static func preferDarkWidgets(_ dark: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        g_value_set_boolean(&value, dark ? 1 : 0)
        g_object_set_property(cast(settings), "gtk-application-prefer-dark-theme", &value)
        g_value_unset(&value)
    }
}
