import CGtk
import Foundation
import SciChart

/// The context menu: a secondary click (button 3) opens a popover at the pointer with the
/// content's items (``SCIChartSurface/contextMenuItems(at:)``); choosing one carries it out
/// and closes the menu. Over a drawing, the menu also holds its style controls (see
/// `HostWidget+StyleControls.swift`), which change it and leave the menu open.
extension HostWidget {
    func installContextMenu(data: gpointer) {
        guard let click = gtk_gesture_click_new() else { return }
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_SECONDARY))
        handle.add(controller: click)
        handle.connect(
            GObjectPointers.raw(click), "pressed", unsafeBitCast(Self.secondaryPressed, to: GCallback.self),
            data: data)
    }

    /// Opens the menu at `location`, closing one already open.
    func openContextMenu(at location: CGPoint) {
        closeContextMenu()
        guard isContextMenuEnabled else { return }
        let items = content.contextMenuItems(at: location)
        guard !items.isEmpty, let popover = gtk_popover_new() else { return }
        if focusesOnClick { gtk_widget_grab_focus(handle.widget) }
        guard let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) else { return }
        let data = Unmanaged.passUnretained(self).toOpaque()
        for (index, item) in items.enumerated() {
            let made =
                item.isChecked == nil
                ? gtk_button_new_with_label(item.title) : gtk_check_button_new_with_label(item.title)
            guard let button = made else { continue }
            if let isChecked = item.isChecked {
                gtk_check_button_set_active(GObjectPointers.typed(button), isChecked ? 1 : 0)
                _ = GObjectPointers.connect(
                    GObjectPointers.raw(button), "toggled",
                    unsafeBitCast(Self.itemChosen, to: GCallback.self),
                    data: data)
            } else {
                gtk_button_set_has_frame(GObjectPointers.typed(button), 0)
                if let label = gtk_button_get_child(GObjectPointers.typed(button)) {
                    gtk_label_set_xalign(OpaquePointer(label), 0)
                }
                _ = GObjectPointers.connect(
                    GObjectPointers.raw(button), "clicked",
                    unsafeBitCast(Self.itemChosen, to: GCallback.self),
                    data: data)
            }
            gtk_widget_set_name(button, "\(Self.itemPrefix)\(index)")
            gtk_widget_set_sensitive(button, item.isEnabled ? 1 : 0)
            gtk_box_append(GObjectPointers.typed(box), button)
        }
        styledDrawing = nil
        if let (drawing, style) = content.drawingStyle(at: location) {
            styledDrawing = drawing
            appendStyleControls(for: style, to: box)
        }
        gtk_popover_set_child(GObjectPointers.typed(popover), box)
        gtk_widget_set_parent(popover, handle.widget)
        gtk_popover_set_has_arrow(GObjectPointers.typed(popover), 0)
        gtk_popover_set_position(GObjectPointers.typed(popover), GTK_POS_BOTTOM)
        var target = GdkRectangle(x: Int32(location.x), y: Int32(location.y), width: 1, height: 1)
        gtk_popover_set_pointing_to(GObjectPointers.typed(popover), &target)
        // Connected to the popover itself, not through the widget's handle: the popover and its
        // buttons go before the widget does, taking their handlers with them.
        _ = GObjectPointers.connect(
            GObjectPointers.raw(popover), "closed", unsafeBitCast(Self.menuClosed, to: GCallback.self),
            data: data)
        contextMenu = (popover, items)
        gtk_popover_popup(GObjectPointers.typed(popover))
        onContextMenuOpened?(items)
    }

    /// Closes and frees the open menu, if any, and any closed one not freed yet.
    func closeContextMenu() {
        if let (popover, _) = contextMenu {
            contextMenu = nil
            gtk_popover_popdown(GObjectPointers.typed(popover))
            closedMenus.append(popover)
        }
        freeClosedMenus()
    }

    /// Unparents (and so frees) the menus that closed.
    private func freeClosedMenus() {
        let menus = closedMenus
        closedMenus.removeAll()
        for popover in menus { gtk_widget_unparent(popover) }
    }

    private static let itemPrefix = "context-menu-item-"

    /// Carries out the open menu's enabled item for `action`, as a click on it does.
    func chooseContextMenuItem(_ action: SCIChartMenuItem.Action) -> Bool {
        guard let (_, items) = contextMenu,
            let item = items.first(where: { $0.action == action && $0.isEnabled })
        else { return false }
        choose(item)
        return true
    }

    private func choose(_ item: SCIChartMenuItem) {
        // Only hidden here: the popover is freed once GTK is done with the click on its button.
        if let (popover, _) = contextMenu { gtk_popover_popdown(GObjectPointers.typed(popover)) }
        item.perform()
        onContextMenuChose?(item.action)
        queueDraw()
    }

    private func itemChosen(_ button: OpaquePointer?) {
        guard let button, let (_, items) = contextMenu,
            let name = gtk_widget_get_name(UnsafeMutablePointer<GtkWidget>(button)).map({
                String(cString: $0)
            }),
            name.hasPrefix(Self.itemPrefix), let index = Int(name.dropFirst(Self.itemPrefix.count)),
            items.indices.contains(index)
        else { return }
        choose(items[index])
    }

    private static let secondaryPressed:
        @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = {
            gesture, _, x, y, data in
            GtkCallback.onView(data, GtkPointer(gesture), default: ()) { view, gesture in
                if let gesture { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
                view.openContextMenu(at: CGPoint(x: x, y: y))
            }
        }

    private static let itemChosen: @convention(c) (OpaquePointer?, gpointer?) -> Void = { button, data in
        GtkCallback.onView(data, GtkPointer(button), default: ()) { $0.itemChosen($1) }
    }

    /// GTK closed the menu (Escape, a click outside it, a choice): it is freed on the next turn
    /// of the main loop, after GTK has finished with it.
    private static let menuClosed: @convention(c) (OpaquePointer?, gpointer?) -> Void = { popover, data in
        GtkCallback.onView(data, GtkPointer(popover), default: ()) { view, popover in
            guard let popover, let open = view.contextMenu, OpaquePointer(open.popover) == popover else {
                return
            }
            view.contextMenu = nil
            view.closedMenus.append(open.popover)
            Task { @MainActor [weak view] in view?.freeClosedMenus() }
        }
    }
}
