import CGtk
import SciChart

extension DemoWindow {
    /// Logs the page in view as the end-to-end scripts need it, one line:
    ///
    /// `view page=NAME origin=X,Y size=W,H area=X,Y,W,H x=MIN,MAX y=MIN,MAX drawings=N
    /// frames=N can-undo=0|1 can-redo=0|1 selected=0|1 tool=NAME theme=NAME
    /// min-width=N following=0|1|none magnet=off|weak|strong menu-magnet=off|weak|strong|none
    /// message=0|1 pane=NAME` (whether the page's message band shows; the pane the status
    /// line and undo follow, the page's name without panes)
    ///
    /// `drawings` counts every pane's; `can-undo` and `can-redo` are the pane in use's.
    /// `origin` is the chart view's top-left corner in the window's X surface and `size` its
    /// size, in points; `area` is the series area in the view; `x` and `y` the visible ranges
    /// of the first axes (seconds since 1970 on date axes, bar indices on category axes);
    /// `min-width` the narrowest the window can be, in points; `following` whether the live
    /// page's view follows the latest bar (`none` on the other pages); `magnet` the magnet the
    /// tool bar's checks show (the magnet action's state), `menu-magnet` the one the chart's
    /// context menu shows checked (`off` when neither is, `none` without a magnet).
    ///
    /// A second line, `buttons NAME=X,Y ...`, gives the centre of each of the tool bar's
    /// buttons (see ``ToolBar/namedButtons``), of the message's `dismiss` button and of the
    /// page's controls (see ``PageControls/namedButtons``), in the
    /// window's X surface (the main menu's items where its popover is while it is open).
    ///
    /// A third, `series visible=1,1,0 selected=NAME|none checkboxes=X,Y;X,Y... line1=X,Y
    /// legend-header=X,Y legend=top-left,open cursor=SERIES,INDEX|off focus=chart|legend-N|none`,
    /// gives which series are visible, the selected
    /// series' name (spaces as `_`), the centres of the legend's checkboxes in display order,
    /// the point of the second series nearest the middle of the visible x range, the centre of
    /// the legend's header, and the legend's corner and whether it is collapsed, all in the
    /// chart view's points; then the series and index the keyboard cursor is on, and where
    /// the keyboard focus is (the chart view, a legend item of it, or elsewhere).
    func logView() {
        let page = currentPage
        let widget = UnsafeMutablePointer<GtkWidget>(page.view.gtkWidget)
        var x = 0.0
        var y = 0.0
        var left = 0.0
        var top = 0.0
        _ = gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
        gtk_native_get_surface_transform(cast(window), &left, &top)
        let surface = page.surface
        let area = surface.seriesAreaFrame
        let xRange = surface.xAxes.first?.visibleRange ?? SCIDoubleRange(min: 0, max: 0)
        let yRange = surface.yAxes.first?.visibleRange ?? SCIDoubleRange(min: 0, max: 0)
        log.write(
            "view page=\(page.name) origin=\(x + left),\(y + top) size=\(gtk_widget_get_width(widget)),"
                + "\(gtk_widget_get_height(widget)) area=\(area.minX),\(area.minY),\(area.width),\(area.height) "
                + "x=\(xRange.min),\(xRange.max) y=\(yRange.min),\(yRange.max) "
                + "drawings=\(page.drawings.drawingCount) frames=\(page.view.framesDrawn) "
                + "can-undo=\(page.tools.surface.canUndo ? 1 : 0) can-redo=\(page.tools.surface.canRedo ? 1 : 0) "
                + "selected=\(surface.selectedAnnotation == nil ? 0 : 1) tool=\(tool.rawValue) "
                + "theme=\(theme.rawValue) min-width=\(minimumWidth) "
                + "following=\(page.controls?.isFollowing.map { $0 ? "1" : "0" } ?? "none") "
                + "magnet=\(actionState("magnet")) menu-magnet=\(menuMagnet(page)) "
                + "message=\(page.messages.message == nil ? 0 : 1) pane=\(page.paneName(of: page.tools.surface))"
        )
        let named =
            toolBar.namedButtons + [("dismiss", page.messages.dismissButton)]
            + (page.controls?.namedButtons ?? [])
        let buttons = named.map { name, button in
            let (x, y) = centre(of: button)
            return "\(name)=\(Int(x + left)),\(Int(y + top))"
        }
        log.write("buttons " + buttons.joined(separator: " "))
        logSeries(page)
        logPanes(page)
    }

    /// A fourth line, `panes count=N origin=X,Y size=W,H heights=H,... separators=Y,...
    /// drawings=N,... values=TEXT`: a workspace page's pane view (its origin and size in the
    /// window's X surface), its panes' heights, the middle of each separator between two panes
    /// (in the window's X surface), the drawings on each pane shown, and the price pane's
    /// values line (spaces as `_`); `count=0` and the values line (`none` without one) on the
    /// other pages.
    private func logPanes(_ page: ChartPage) {
        let values = page.paneTools[0].crosshair.valuesLineText.replacingOccurrences(of: " ", with: "_")
        guard let paneView = page.paneView else {
            log.write("panes count=0 values=\(values.isEmpty ? "none" : values)")
            return
        }
        var left = 0.0
        var surfaceTop = 0.0
        gtk_native_get_surface_transform(cast(window), &left, &surfaceTop)
        let root = UnsafeMutablePointer<GtkWidget>(paneView.gtkWidget)
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(root, window, 0, 0, &x, &y)
        // Each pane's top and bottom in the window's X surface.
        let extents = paneView.views.map { view -> (top: Double, bottom: Double) in
            let widget = UnsafeMutablePointer<GtkWidget>(view.gtkWidget)
            var paneX = 0.0
            var paneY = 0.0
            _ = gtk_widget_translate_coordinates(widget, window, 0, 0, &paneX, &paneY)
            return (paneY + surfaceTop, paneY + surfaceTop + Double(gtk_widget_get_height(widget)))
        }
        let separators = zip(extents, extents.dropFirst()).map { "\(Int(($0.bottom + $1.top) / 2))" }
        let heights = paneView.paneHeights.map { "\(Int($0))" }
        log.write(
            "panes count=\(paneView.views.count) origin=\(Int(x + left)),\(Int(y + surfaceTop)) "
                + "size=\(gtk_widget_get_width(root)),\(gtk_widget_get_height(root)) "
                + "heights=\(heights.joined(separator: ",")) separators=\(separators.joined(separator: ",")) "
                + "drawings=\(paneView.views.map { "\($0.surface.drawings.count)" }.joined(separator: ",")) "
                + "values=\(values.isEmpty ? "none" : values)")
    }

    /// The magnet the context menu of `page` shows checked: "weak", "strong", "off", or "none"
    /// without a magnet.
    private func menuMagnet(_ page: ChartPage) -> String {
        let items = page.surface.contextMenuItems(at: .zero)
        let magnets: [(SCIChartMenuItem.Action, SCIMagnetMode)] = [
            (.weakMagnet, .weak), (.snapToCandles, .strong),
        ]
        guard items.contains(where: { $0.action == .snapToCandles }) else { return "none" }
        let checked = magnets.first { magnet in
            items.contains { $0.action == magnet.0 && $0.isChecked == true }
        }
        return (checked?.1 ?? .off).rawValue
    }

    /// The narrowest the window can be, in points.
    private var minimumWidth: Int {
        var minimum: Int32 = 0
        gtk_widget_measure(window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return Int(minimum)
    }

    /// The centre of `button` in the window's coordinates. A button of a popover is placed
    /// through the popover's own surface, whose position GTK gives relative to the window's.
    private func centre(of button: Widget) -> (Double, Double) {
        let width = Double(gtk_widget_get_width(button))
        let height = Double(gtk_widget_get_height(button))
        var x = 0.0
        var y = 0.0
        guard let native = gtk_widget_get_native(button),
            UnsafeMutableRawPointer(native) != UnsafeMutableRawPointer(window),
            let surface = gtk_native_get_surface(native)
        else {
            _ = gtk_widget_translate_coordinates(button, window, width / 2, height / 2, &x, &y)
            return (x, y)
        }
        let popover = UnsafeMutablePointer<GtkWidget>(OpaquePointer(native))
        _ = gtk_widget_translate_coordinates(button, popover, width / 2, height / 2, &x, &y)
        var left = 0.0
        var top = 0.0
        gtk_native_get_surface_transform(native, &left, &top)
        var windowLeft = 0.0
        var windowTop = 0.0
        gtk_native_get_surface_transform(cast(window), &windowLeft, &windowTop)
        let popup = OpaquePointer(surface)
        // In the window's surface, less the window's own offset there (added back by the caller).
        return (
            Double(gdk_popup_get_position_x(popup)) + left + x - windowLeft,
            Double(gdk_popup_get_position_y(popup)) + top + y - windowTop
        )
    }

    private func logSeries(_ page: ChartPage) {
        let surface = page.surface
        let visible = surface.renderableSeries.map { $0.isVisible ? "1" : "0" }.joined(separator: ",")
        let tools = page.paneTools[0]
        let legend = tools.legend.legend
        let checkBoxes = (0..<surface.renderableSeries.count).compactMap { legend.checkBoxFrame(at: $0) }
            .map { "\(Int($0.midX)),\(Int($0.midY))" }.joined(separator: ";")
        let line1 = SeriesProbe.middlePoint(of: 1, on: surface).map { "\($0.x),\($0.y)" } ?? "none"
        let header = legend.headerFrame.map { "\(Int($0.midX)),\(Int($0.midY))" } ?? "none"
        let widget = UnsafeMutablePointer<GtkWidget>(page.view.gtkWidget)
        let focus =
            gtk_widget_has_focus(widget) == 0
            ? "none" : legend.focusedItemIndex.map { "legend-\($0)" } ?? "chart"
        let corner = LegendCorner(tools.legend.position).name
        log.write(
            "series visible=\(visible) selected=\((tools.selectedSeriesName ?? "none").replacingOccurrences(of: " ", with: "_")) "
                + "checkboxes=\(checkBoxes.isEmpty ? "none" : checkBoxes) line1=\(line1) "
                + "legend-header=\(header) legend=\(corner),\(legend.isCollapsed ? "collapsed" : "open") "
                + "cursor=\(keyboardCursor(page)) focus=\(focus)")
    }

    /// "SMA_50,2510" for the keyboard cursor on the 2,511th point of SMA 50, or "off".
    private func keyboardCursor(_ page: ChartPage) -> String {
        let crosshair = page.paneTools[0].crosshair
        guard let series = crosshair.keyboardCursorSeries, let index = crosshair.keyboardCursorIndex else {
            return "off"
        }
        let name = series.dataSeries?.seriesName ?? "none"
        return "\(name.replacingOccurrences(of: " ", with: "_")),\(index)"
    }
}
