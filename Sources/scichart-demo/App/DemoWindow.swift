import CGtk
import Foundation
import Gallery
import SciChart
import SciChartGtk

/// The demo's window: the tool bar, the pages (``DemoPages/all``) in a stack, and the
/// status bar, wired together through the window's actions (``DemoShortcuts``).
///
/// The tool, the theme and the magnet apply to every page. The status line and the undo and
/// redo actions follow the page in view: after each input event its chart handled, each
/// frame it drew and each change to its drawings, once the main loop is idle. What the window shows is kept between runs (``SettingsFile``), each page's drawings
/// too (``DrawingsStore``).
@MainActor
final class DemoWindow: DemoPageHost {
    /// The `GtkApplicationWindow`.
    let window: Widget
    let application: UnsafeMutablePointer<GtkApplication>
    let pages: [any DemoPage]
    let stack: Widget
    let toolBar: ToolBar
    let statusBar = StatusBar()
    let dialogs: FileDialogs
    let log: DemoLog
    private(set) var tool: DemoTool = .pan
    private(set) var theme: DemoTheme
    /// The magnet G turns on: the last one on.
    private(set) var magnetWhenOn: SCIMagnetMode
    private var isRefreshPending = false
    /// The name of the page in view (the stack's child is gone once the window is).
    private var visiblePage: String
    /// Whether the settings and drawings were kept for the next run (as the window closes).
    private var isKept = false
    /// Where each page's drawings are kept between runs (none without a home folder).
    let store = DrawingsStore(environment: ProcessInfo.processInfo.environment)
    /// Where the window's settings are kept (none without a home folder).
    let settingsFile = SettingsFile(environment: ProcessInfo.processInfo.environment)
    /// The window's actions, by name (`undo`, `tool`).
    var actions: [String: OpaquePointer] = [:]
    /// The question being asked, if any.
    var prompt: Prompt?
    /// Drawings files to open once the question being asked is answered.
    var pendingFiles: [URL] = []
    /// Called once the window has gone, after the pages stopped.
    var onClosed: (() -> Void)?

    init(application: UnsafeMutablePointer<GtkApplication>, log: DemoLog) {
        self.application = application
        self.log = log
        var settings = DemoSettings()
        var settingsProblem: String?
        switch settingsFile?.read() {
        case .success(let read): settings = read
        case .failure(let unreadable): settingsProblem = unreadable.message
        case nil: break
        }
        theme = DemoTheme(rawValue: settings.theme) ?? .dark
        magnetWhenOn = settings.magnetWhenOn
        visiblePage = settings.page ?? ""
        window = made(gtk_application_window_new(cast(application)), "window")
        gtk_window_set_title(cast(window), "SciChart demo")
        gtk_window_set_default_size(cast(window), 1200, 800)
        dialogs = FileDialogs(
            parent: cast(window), folder: settings.folder.map { URL(fileURLWithPath: $0, isDirectory: true) })

        pages = DemoPages.all(theme: theme.chartTheme, magnet: settings.magnet, tool: tool)
        stack = made(gtk_stack_new(), "stack")
        gtk_stack_set_transition_type(cast(stack), GTK_STACK_TRANSITION_TYPE_NONE)
        for page in pages {
            gtk_stack_add_titled(
                cast(stack), cast(page.chart.messages.overlaying(Widget(page.chart.widget))), page.chart.name,
                page.chart.title)
        }
        toolBar = ToolBar(pages: PageSwitcher(pages: pages.map { ($0.chart.name, $0.chart.title) }))
        gtk_window_set_titlebar(cast(window), toolBar.widget)

        let content = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "box")
        gtk_widget_set_vexpand(stack, 1)
        gtk_box_append(cast(content), stack)
        gtk_box_append(cast(content), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        gtk_box_append(cast(content), statusBar.widget)
        gtk_window_set_child(cast(window), content)

        theme.applyToWidgets()
        installActions()
        toolBar.show(tool: tool)
        toolBar.onMenuShown = { [log] in log.write("main menu") }
        toolBar.pages.onMenuShown = { [log] in log.write("pages menu") }
        // Below the width the page strip needs, the page menu takes its place.
        // The width is the window's once GTK has laid it out (a maximised or tiled window
        // keeps its default width): look on the next idle turn, after the layout.
        for property in ["default-width", "maximized"] {
            Signals.connectNotify(window, property: property) {
                Idle.once { [weak self] in self?.fitPageSwitcher() }
            }
        }
        // Frames of a new size leave holes in the heap: give them back once the size settles.
        for property in ["default-width", "default-height", "maximized", "fullscreened"] {
            Signals.connectNotify(window, property: property) { LargeBlocks.trimWhenSettled() }
        }
        restore(settings)
        fitPageSwitcher()
        connectPages()
        restoreKeptDrawings()
        if let settingsProblem {
            currentPage.messages.show(settingsProblem, isError: true)
            log.write("message \(settingsProblem)")
        }
        Signals.connectHandled(window, "close-request") { [unowned self] in shouldKeepOpen() }
        Signals.connect(window, "destroy") { [unowned self] in closed() }
        for page in pages { page.start(host: self) }
        refresh()
    }

    /// The page in view.
    var currentDemoPage: any DemoPage {
        pages.first { $0.chart.name == visiblePage } ?? pages[0]
    }

    /// The chart of the page in view.
    var currentPage: ChartPage { currentDemoPage.chart }

    /// Every page's chart.
    var charts: [ChartPage] { pages.map(\.chart) }

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
        keepForNextRun()
        gtk_window_destroy(cast(window))
    }

    /// Asks the window to close, as its close button does: with unsaved changes to an opened
    /// file, it asks first.
    func requestClose() {
        gtk_window_close(cast(window))
    }

    // MARK: - DemoPageHost

    func record(_ line: String) {
        log.write(line)
    }

    /// Shows `message` on the band of `page`, which floats over its chart (and shows only
    /// while the page is in view).
    func say(_ message: String, from page: any DemoPage) {
        page.chart.messages.show(message)
    }

    // MARK: - State

    /// Makes `tool` the active tool on every page.
    func select(_ tool: DemoTool) {
        guard tool != self.tool else { return }
        self.tool = tool
        for chart in charts { chart.select(tool) }
        toolBar.show(tool: tool)
        setState(of: "tool", to: g_variant_new_string(tool.rawValue))
        log.write("tool \(tool.rawValue)")
        refresh()
    }

    /// Switches every chart, and GTK's own widgets, to `theme`.
    func setTheme(_ theme: DemoTheme) {
        guard theme != self.theme else { return }
        self.theme = theme
        for chart in charts { chart.apply(theme: theme.chartTheme) }
        theme.applyToWidgets()
        setState(of: "theme", to: g_variant_new_string(theme.rawValue))
        log.write("theme \(theme.rawValue)")
    }

    /// The magnet: the page in view's surface says (every page has the same).
    var magnetMode: SCIMagnetMode { currentPage.magnetMode }

    /// Sets the magnet of every page: how the drawing tools' points snap to candles. The
    /// magnet action's state (the tool bar's checks) follows at the refresh.
    func setMagnet(_ mode: SCIMagnetMode) {
        if mode != .off { magnetWhenOn = mode }
        let changed = charts.contains { chart in chart.paneTools.contains { $0.magnetMode != mode } }
        for chart in charts { chart.magnetMode = mode }
        guard changed else { return }
        log.write("magnet \(mode.rawValue)")
        refresh()
    }

    /// Shows page `name`.
    func showPage(_ name: String) {
        gtk_stack_set_visible_child_name(cast(stack), name)
    }

    /// Shows the page `offset` places after the one in view (before it, when negative),
    /// going round.
    func showPage(offset: Int) {
        guard let index = pages.firstIndex(where: { $0 === currentDemoPage }) else { return }
        let next = ((index + offset) % pages.count + pages.count) % pages.count
        showPage(pages[next].chart.name)
    }

    /// Takes back the last drawing change of the page in view (on any of its panes), or
    /// ends what is in progress on the pane in use.
    func undo() {
        currentPage.tools.surface.undo()
        refresh()
    }

    func redo() {
        currentPage.tools.surface.redo()
        refresh()
    }

    // MARK: - Wiring

    private func connectPages() {
        Signals.connectNotify(stack, property: "visible-child") { [unowned self] in
            guard let name = gtk_stack_get_visible_child_name(cast(stack)).map({ String(cString: $0) }) else {
                return
            }
            visiblePage = name
            log.write("page \(currentPage.name)")
            setState(of: "page", to: g_variant_new_string(currentPage.name))
            currentDemoPage.didAppear()
            toolBar.pages.show(page: currentPage.name)
            focusChart()
            refresh()
        }
        for page in pages {
            let chart = page.chart
            for surface in chart.surfaces {
                _ = surface.annotations.addObserver { [weak self] _ in
                    MainActor.assumeIsolated { self?.scheduleRefresh() }
                }
            }
            connectViews(of: chart)
            chart.controls?.onMenuShown = { [unowned self] in log.write("indicators menu") }
            chart.controls?.onStudiesChanged = { [unowned self] studies in
                log.write("studies \(studies)")
                // A pane shown for the first time has a new view.
                connectViews(of: chart)
                refresh()
            }
            chart.onDrawingFinished = { [unowned self] drawing in
                log.write("drawn \(drawing)")
                // A one-shot tool (the note: typed next) hands over to panning.
                if tool.facts.isOneShot { activate("tool", DemoTool.pan.rawValue) }
            }
        }
    }

    /// Connects the views of `chart`'s panes: the page's state changes with the user's input
    /// on any of them (which makes that pane the one the status line follows) and with what
    /// changes a picture (new data, code); each says so.
    private func connectViews(of chart: ChartPage) {
        for view in chart.views {
            let pane = view.surface
            view.onInputHandled = { [unowned self] in
                if chart.activate(pane: pane) { log.write("pane \(chart.paneName(of: pane))") }
                if chart === currentPage { scheduleRefresh() }
            }
            view.onFrameDrawn = { [unowned self] in
                if chart === currentPage { scheduleRefresh() }
            }
            view.onContextMenuOpened = { [unowned self] items in
                chart.activate(pane: pane)
                let shown = items.map { "\($0.action.rawValue)\($0.isEnabled ? "" : "(disabled)")" }
                log.write("menu \(shown.joined(separator: ","))")
            }
            view.onContextMenuAction = { [unowned self] action in
                log.write("menu chose \(action.rawValue)")
                // The menu's magnet is the window's: every pane and page follows the pane it
                // was set on.
                if action == .snapToCandles || action == .weakMagnet { setMagnet(chart.tools.magnetMode) }
                refresh()
            }
            view.onDrawingStyled = { [unowned self] drawing in
                log.write(
                    "styled \(drawing.creationType.rawValue) \(Self.described(pane.drawingStyle(of: drawing)))"
                )
                refresh()
            }
        }
    }

    /// A drawing's look for the log: `stroke=#2962ff width=2 dashes=6,4 fill=#ff9800 text=12`.
    static func described(_ style: SCIDrawingStyle?) -> String {
        guard let style else { return "none" }
        func hex(_ colour: SCIColor) -> String { "#" + String(colour.description.suffix(6)).lowercased() }
        var parts: [String] = []
        if let colour = style.strokeColor { parts.append("stroke=\(hex(colour))") }
        if let width = style.strokeThickness { parts.append("width=\(width.formatted())") }
        if let dashes = style.strokeDashes {
            parts.append(
                "dashes=\(dashes.isEmpty ? "none" : dashes.map { $0.formatted() }.joined(separator: ","))")
        }
        if let colour = style.fillColor { parts.append("fill=\(hex(colour))") }
        if let size = style.fontSize { parts.append("text=\(size.formatted())") }
        return parts.joined(separator: " ")
    }

    /// Refreshes the status line and the undo and redo actions once the main loop is idle.
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
        setEnabled("undo", page.tools.surface.canUndo)
        setEnabled("redo", page.tools.surface.canRedo)
        // The tool bar's magnet check shows the surface's magnet, as the context menu does.
        let magnet = page.magnetMode.rawValue
        if actionState("magnet") != magnet { setState(of: "magnet", to: g_variant_new_string(magnet)) }
        let text = page.statusText.text
        if statusBar.setStatus(text) { log.write("status \(text)") }
    }

    /// Keeps the drawings and the settings for the next run, once: when the window is asked to
    /// close, while it still shows them. (Its destruction calls it too, for a window
    /// destroyed otherwise; by then the pane heights read 0 and the workspace keeps the ones
    /// it restored.)
    func keepForNextRun() {
        guard !isKept else { return }
        isKept = true
        for chart in charts { keepDrawings(of: chart) }
        keepSettings()
    }

    private func closed() {
        keepForNextRun()
        for page in pages { page.stop() }
        log.write("closed")
        onClosed?()
    }

    /// Shows the page strip or, in a window too narrow for it, the page menu.
    private func fitPageSwitcher() {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(cast(window), &width, &height)
        let laidOut = gtk_widget_get_width(window)
        toolBar.pages.fit(width: laidOut > 0 ? laidOut : width)
    }

    // MARK: - Settings

    /// The window's settings now.
    var settings: DemoSettings {
        var settings = DemoSettings(
            theme: theme.rawValue, magnet: magnetMode, magnetWhenOn: magnetWhenOn, page: currentPage.name)
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(cast(window), &width, &height)
        if SettingsFile.sizeLimits.contains(Int(width)), SettingsFile.sizeLimits.contains(Int(height)) {
            settings.windowSize = DemoSettings.Size(width: Int(width), height: Int(height))
        }
        settings.isMaximized = gtk_window_is_maximized(cast(window)) != 0
        settings.folder = dialogs.folder.path
        for page in pages { settings.pages[page.chart.name] = page.settings() }
        return settings
    }

    private func restore(_ settings: DemoSettings) {
        if let size = settings.windowSize {
            gtk_window_set_default_size(cast(window), Int32(size.width), Int32(size.height))
        }
        if settings.isMaximized { gtk_window_maximize(cast(window)) }
        for page in pages {
            if let kept = settings.pages[page.chart.name] { page.restore(kept) }
        }
        if let name = settings.page, pages.contains(where: { $0.chart.name == name }) {
            showPage(name)
        }
        currentDemoPage.didAppear()
        setState(of: "page", to: g_variant_new_string(currentPage.name))
        toolBar.pages.show(page: currentPage.name)
    }

    /// Writes the settings for the next run; a failure is logged (the window is closing).
    private func keepSettings() {
        guard let settingsFile else { return }
        do {
            try settingsFile.write(settings)
            log.write("settings kept")
        } catch {
            log.write("message \(error)")
        }
    }
}
