import CGtk

/// The window's keyboard shortcuts, for the keys the focused chart does not take.
extension DemoWindow {
    /// Adds the shortcuts' key controller to the window. It runs in the bubble phase, after
    /// the chart view, which takes Escape, Delete, the arrows, Home, End, + and - and (when
    /// there is something to undo or redo) Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y.
    func connectShortcuts() {
        guard let keys = gtk_event_controller_key_new() else {
            fatalError("GTK could not make an event controller")
        }
        Signals.connectKeyPressed(keys) { [unowned self] in shortcut($0) }
        gtk_widget_add_controller(window, keys)
    }

    /// The window's keyboard shortcuts: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, Ctrl+O, Ctrl+S, Ctrl+W
    /// (close, asking first about unsaved changes), Ctrl+Shift+Delete (remove all drawings); each
    /// tool's key picks it (P, M, X, F, K, T, S, O, E, H, B), G switches the magnet, L the
    /// theme; Alt+1 to Alt+4 show a page; F1 the keys.
    func shortcut(_ key: KeyPress) -> Bool {
        if key.isControl {
            switch key.lowercased {
            case GDK_KEY_z: key.isShift ? redo() : undo()
            case GDK_KEY_y where !key.isShift: redo()
            case GDK_KEY_o where !key.isShift: openDrawings()
            case GDK_KEY_s where !key.isShift: saveDrawings()
            case GDK_KEY_w where !key.isShift: requestClose()
            case GDK_KEY_Delete where key.isShift: removeAllDrawings()
            default: return false
            }
            return true
        }
        if key.lowercased == GDK_KEY_F1 {
            showKeys()
            return true
        }
        if key.state.contains(GDK_ALT_MASK), !key.isShift,
            let index = [GDK_KEY_1, GDK_KEY_2, GDK_KEY_3, GDK_KEY_4].firstIndex(of: key.lowercased),
            index < pages.count
        {
            gtk_stack_set_visible_child_name(cast(stack), pages[index].name)
            return true
        }
        guard key.isPlain, let scalar = Unicode.Scalar(gdk_keyval_to_unicode(guint(key.lowercased))) else {
            return false
        }
        if let tool = DemoTool(shortcut: Character(scalar)) {
            select(tool)
            return true
        }
        if scalar == "l" {
            setLight(!isLight)
            return true
        }
        if scalar == "g" {
            setMagnet(!currentPage.tools.isMagnetOn)
            return true
        }
        return false
    }

    /// Shows the demo's keys (``DemoKeys``) in a small window over this one.
    func showKeys() {
        guard prompt == nil else { return }
        log.write("keys shown")
        prompt = Prompt(
            over: window, title: "Keys", message: DemoKeys.text,
            choices: [Prompt.Choice(id: "close", label: "_Close")]
        ) { [unowned self] _ in
            prompt = nil
            log.write("keys closed")
            focusChart()
        }
    }
}
