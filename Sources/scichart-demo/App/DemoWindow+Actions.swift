import CGtk
import SciChart

/// The window's actions (`win.NAME`, GIO's `GSimpleAction`s): the tool bar's buttons and the
/// menus' items are bound to them, and the keys of ``DemoShortcuts`` run them.
extension DemoWindow {
    /// Adds the actions to the window and their keys: to the application those with a
    /// modifier, to a window controller after the chart the plain ones.
    func installActions() {
        let plain: [(String, () -> Void)] = [
            ("undo", { [unowned self] in undo() }), ("redo", { [unowned self] in redo() }),
            ("open", { [unowned self] in openDrawings() }), ("save", { [unowned self] in saveDrawings() }),
            ("close", { [unowned self] in requestClose() }),
            ("remove-all", { [unowned self] in removeAllDrawings() }),
            ("keys", { [unowned self] in showKeys() }),
            ("toggle-light", { [unowned self] in activate("theme", theme.otherLightness.rawValue) }),
            ("toggle-magnet", { [unowned self] in setMagnet(magnetMode == .off ? magnetWhenOn : .off) }),
            ("next-page", { [unowned self] in showPage(offset: 1) }),
            ("previous-page", { [unowned self] in showPage(offset: -1) }),
        ]
        for (name, body) in plain {
            add(g_simple_action_new(name, nil)) { _ in body() }
        }
        add(stateful: "tool", g_variant_new_string(tool.rawValue)) { [unowned self] in
            if let tool = $0.flatMap(DemoTool.init(rawValue:)) { select(tool) }
        }
        add(stateful: "theme", g_variant_new_string(theme.rawValue)) { [unowned self] in
            if let theme = $0.flatMap(DemoTheme.init(rawValue:)) { setTheme(theme) }
        }
        add(stateful: "page", g_variant_new_string(pages[0].chart.name)) { [unowned self] in
            if let name = $0 { showPage(name) }
        }
        add(stateful: "magnet", g_variant_new_string(magnetMode.rawValue)) { [unowned self] in
            if let mode = $0.flatMap(SCIMagnetMode.init(rawValue:)) { setMagnet(mode) }
        }
        installKeys()
    }

    private func add(stateful name: String, _ state: OpaquePointer?, _ body: @escaping (String?) -> Void) {
        add(g_simple_action_new_stateful(name, stringVariantType, state), body)
    }

    private func add(_ action: OpaquePointer?, _ body: @escaping (String?) -> Void) {
        guard let action else { fatalError("GIO could not make an action") }
        Signals.connectActivate(action, body)
        g_action_map_add_action(cast(window), cast(action))
        actions[String(cString: g_action_get_name(cast(action)))] = action
        g_object_unref(raw(action))
    }

    private func installKeys() {
        guard let controller = gtk_shortcut_controller_new() else {
            fatalError("GTK could not make a shortcut controller")
        }
        // After the chart: its keys (C, Escape, the arrows) and a note's typing come first.
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_BUBBLE)
        for shortcut in DemoShortcuts.all(pageNames: pages.map(\.chart.name)) {
            if shortcut.isAccelerator {
                var keys = shortcut.keys.map { strdup($0) } + [nil]
                defer { keys.forEach { free($0) } }
                keys.withUnsafeMutableBufferPointer { buffer in
                    buffer.baseAddress?.withMemoryRebound(
                        to: UnsafePointer<gchar>?.self, capacity: buffer.count
                    ) {
                        gtk_application_set_accels_for_action(cast(application), shortcut.action, $0)
                    }
                }
                continue
            }
            var name: UnsafeMutablePointer<gchar>?
            var target: OpaquePointer?
            guard g_action_parse_detailed_name(shortcut.action, &name, &target, nil) != 0, let name else {
                continue
            }
            defer { g_free(name) }
            for key in shortcut.keys {
                let item = gtk_shortcut_new(
                    gtk_shortcut_trigger_parse_string(key), gtk_named_action_new(name))
                if let target { gtk_shortcut_set_arguments(item, target) }
                gtk_shortcut_controller_add_shortcut(cast(controller), item)
            }
            if let target { g_variant_unref(target) }
        }
        gtk_widget_add_controller(window, controller)
    }

    /// Runs action `name` with `parameter`, as its key or button does.
    func activate(_ name: String, _ parameter: String? = nil) {
        g_action_group_activate_action(cast(window), name, parameter.map { g_variant_new_string($0) })
    }

    /// Sets the state of action `name` (the buttons and checks bound to it follow); `state`,
    /// a new floating variant, is taken.
    func setState(of name: String, to state: OpaquePointer?) {
        guard let action = actions[name] else {
            if let state { g_variant_unref(g_variant_ref_sink(state)) }
            return
        }
        g_simple_action_set_state(cast(action), state)
    }

    /// The string state of action `name` ("" when it has none).
    func actionState(_ name: String) -> String {
        guard let state = g_action_group_get_action_state(cast(window), name) else { return "" }
        defer { g_variant_unref(state) }
        guard g_variant_is_of_type(state, stringVariantType) != 0 else { return "" }
        return String(cString: g_variant_get_string(state, nil))
    }

    /// Makes action `name` available or not (its buttons grey out).
    func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = actions[name] else { return }
        g_simple_action_set_enabled(cast(action), enabled ? 1 : 0)
    }

    /// Shows the demo's keys (``DemoKeys``) in a small window over this one.
    func showKeys() {
        guard prompt == nil else { return }
        log.write("keys shown")
        prompt = Prompt(
            over: window, title: "Keys", message: DemoKeys.text(pageNames: pages.map(\.chart.name)),
            choices: [Prompt.Choice(id: "close", label: "_Close")]
        ) { [unowned self] _ in
            prompt = nil
            log.write("keys closed")
            focusChart()
            openPendingFile()
        }
    }
}
