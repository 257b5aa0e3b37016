import CGtk
import Foundation
import SciChart

/// The view's event controllers: GTK's callbacks, translated and handed to the content.
extension HostWidget {
    func installControllers(data: gpointer) {
        let drag = gtk_gesture_drag_new()!
        dragGesture = drag
        gtk_gesture_single_set_button(drag, guint(GDK_BUTTON_PRIMARY))
        add(
            drag,
            [
                ("drag-begin", unsafeBitCast(Self.dragBegan, to: GCallback.self)),
                ("drag-update", unsafeBitCast(Self.dragMoved, to: GCallback.self)),
                ("drag-end", unsafeBitCast(Self.dragEnded, to: GCallback.self)),
                ("cancel", unsafeBitCast(Self.dragCancelled, to: GCallback.self)),
            ], data)
        add(
            gtk_event_controller_motion_new()!,
            [
                ("enter", unsafeBitCast(Self.pointerEntered, to: GCallback.self)),
                ("motion", unsafeBitCast(Self.pointerMoved, to: GCallback.self)),
                ("leave", unsafeBitCast(Self.pointerLeft, to: GCallback.self)),
            ], data)
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue)
        add(
            gtk_event_controller_scroll_new(flags)!,
            [("scroll", unsafeBitCast(Self.scrolled, to: GCallback.self))], data)
        let keys = gtk_event_controller_key_new()!
        keyController = keys
        add(keys, [("key-pressed", unsafeBitCast(Self.keyPressed, to: GCallback.self))], data)
        textInput = TextInput(data: data)
        add(
            gtk_event_controller_legacy_new()!,
            [("event", unsafeBitCast(Self.rawEvent, to: GCallback.self))], data)
        handle.connect(
            GObjectPointers.raw(handle.widget), "unmap", unsafeBitCast(Self.unmapped, to: GCallback.self),
            data: data)
    }

    /// Adds `controller` to the widget and connects its signals.
    private func add(_ controller: OpaquePointer, _ signals: [(String, GCallback)], _ data: gpointer) {
        handle.add(controller: controller)
        for (signal, handler) in signals {
            handle.connect(GObjectPointers.raw(controller), signal, handler, data: data)
        }
    }

    // MARK: - Handling

    /// The time and modifiers of the event `controller` is handling.
    private func context(_ controller: OpaquePointer?) -> (time: TimeInterval, modifiers: SCIKeyModifiers) {
        pacing.lastInput = FramePacing.now()
        guard let controller else { return (clock.latest, []) }
        let time = clock.seconds(fromMilliseconds: gtk_event_controller_get_current_event_time(controller))
        let state = gtk_event_controller_get_current_event_state(controller)
        return (time, EventTranslation.modifiers(state))
    }

    func dragBegan(_ gesture: OpaquePointer?, x: Double, y: Double) {
        if let gesture { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
        if focusesOnClick { gtk_widget_grab_focus(handle.widget) }
        let (time, modifiers) = context(gesture)
        let location = CGPoint(x: x, y: y)
        content.handlePointer(pointer.pressed(at: location, time: time, modifiers: modifiers))
        updateCursor(at: location)
        updateTextInput()
        onInput?()
    }

    func dragMoved(_ gesture: OpaquePointer?, dx: Double, dy: Double) {
        let (time, modifiers) = context(gesture)
        guard let event = pointer.dragged(by: CGPoint(x: dx, y: dy), time: time, modifiers: modifiers)
        else { return }
        content.handlePointer(event)
        updateCursor(at: event.location)
        onInput?()
    }

    func dragEnded(_ gesture: OpaquePointer?, dx: Double, dy: Double) {
        let (time, modifiers) = context(gesture)
        guard let event = pointer.released(by: CGPoint(x: dx, y: dy), time: time, modifiers: modifiers)
        else { return }
        content.handlePointer(event)
        updateCursor(at: event.location)
        exitIfLeftDuringDrag(time: time, modifiers: modifiers)
        updateTextInput()
        onInput?()
    }

    /// Ends a drag in progress as cancelled; `controller` is the one reporting it, if any.
    func endDrag(_ controller: OpaquePointer? = nil) {
        guard pointer.isDragging else { return }
        let (time, modifiers) = context(controller)
        guard let event = pointer.cancelled(time: time, modifiers: modifiers) else { return }
        content.handlePointer(event)
        exitIfLeftDuringDrag(time: time, modifiers: modifiers)
        onInput?()
    }

    /// Tells the content the pointer is gone when it left the widget during the drag that
    /// just ended.
    private func exitIfLeftDuringDrag(time: TimeInterval, modifiers: SCIKeyModifiers) {
        guard let exit = pointer.exitAfterDrag(time: time, modifiers: modifiers) else { return }
        content.handlePointer(exit)
    }

    /// Shows the cursor the content asks for at `location`, telling GTK only when it changes.
    func updateCursor(at location: CGPoint) {
        let cursor = content.cursor(at: location)
        guard cursor != shownCursor else { return }
        shownCursor = cursor
        gtk_widget_set_cursor_from_name(handle.widget, CursorNames.name(for: cursor))
    }

    /// The widget left the screen (hidden, or its window closed): a drag in progress ends as
    /// cancelled. Resetting the gesture also makes GTK drop the reference its drag holds on the
    /// widget, so a closed window frees the widget, and the view, at once.
    private func widgetHidden() {
        closeContextMenu()
        if let dragGesture { gtk_event_controller_reset(dragGesture) }
        endDrag()
    }

    private func pointerMoved(_ motion: OpaquePointer?, x: Double, y: Double) {
        let (time, modifiers) = context(motion)
        let state = motion.map { gtk_event_controller_get_current_event_state($0) } ?? GdkModifierType(0)
        let location = CGPoint(x: x, y: y)
        let buttonDown = EventTranslation.isButtonDown(state)
        if let event = pointer.moved(to: location, isButtonDown: buttonDown, time: time, modifiers: modifiers)
        {
            content.handlePointer(event)
        }
        updateCursor(at: location)
        onInput?()
    }

    private func pointerLeft(_ motion: OpaquePointer?) {
        let (time, modifiers) = context(motion)
        guard let event = pointer.left(time: time, modifiers: modifiers) else { return }
        content.handlePointer(event)
        onInput?()
    }

    private func scrolled(_ scroll: OpaquePointer?, dx: Double, dy: Double) -> Bool {
        guard let scroll, let location = pointer.lastLocation else { return false }
        let unit = gtk_event_controller_scroll_get_unit(scroll)
        guard let delta = EventTranslation.scrollDelta(dx: dx, dy: dy, unit: unit) else { return false }
        let (_, modifiers) = context(scroll)
        defer { onInput?() }
        return content.handleScroll(deltaX: delta.x, deltaY: delta.y, at: location, modifiers: modifiers)
    }

    func keyPressed(keyval: guint, state: GdkModifierType) -> Bool {
        pacing.lastInput = FramePacing.now()
        defer {
            updateTextInput()
            onInput?()
        }
        let editing = content.isEditingText
        guard let key = EventTranslation.key(keyval: keyval, state: state) else { return editing }
        let handled = content.handleKey(key, modifiers: EventTranslation.modifiers(state))
        // While a text is edited every key is the text's: none reaches the host's shortcuts.
        // A chart keeps the arrows even when nothing took them (GTK would move the focus to
        // a neighbouring widget with them), so they never throw the keyboard off the chart.
        return handled || editing || (keepsArrowKeys && [.left, .right, .up, .down].contains(key))
    }

    /// Text the input method made, for the text being edited.
    func textCommitted(_ text: String) {
        content.handleText(text)
        updateTextInput()
        onInput?()
    }

    /// Lets the input method take typed text while the content edits a text, and only then.
    func updateTextInput() {
        textInput?.update(editing: content.isEditingText, controller: keyController, widget: handle.widget)
    }

    /// Ends a drag when the system takes the pointer away; lets every event through.
    private func rawEvent(_ event: OpaquePointer?) -> Bool {
        guard let event, pointer.isDragging else { return false }
        let type = gdk_event_get_event_type(event)
        let mode = type == GDK_LEAVE_NOTIFY ? gdk_crossing_event_get_mode(event) : nil
        guard EventTranslation.endsGesture(type, crossingMode: mode) else { return false }
        let time = clock.seconds(fromMilliseconds: gdk_event_get_time(event))
        if let cancel = pointer.cancelled(
            time: time, modifiers: EventTranslation.modifiers(gdk_event_get_modifier_state(event)))
        {
            content.handlePointer(cancel)
        }
        return false
    }

    // MARK: - C callbacks

    private static let dragBegan: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
        gesture, x, y, data in
        GtkCallback.onView(data, GtkPointer(gesture), default: ()) { $0.dragBegan($1, x: x, y: y) }
    }

    private static let dragMoved: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
        gesture, dx, dy, data in
        GtkCallback.onView(data, GtkPointer(gesture), default: ()) { $0.dragMoved($1, dx: dx, dy: dy) }
    }

    private static let dragEnded: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
        gesture, dx, dy, data in
        GtkCallback.onView(data, GtkPointer(gesture), default: ()) { $0.dragEnded($1, dx: dx, dy: dy) }
    }

    private static let dragCancelled: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = {
        gesture, _, data in
        GtkCallback.onView(data, GtkPointer(gesture), default: ()) { $0.endDrag($1) }
    }

    private static let pointerEntered: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
        _, x, y, data in
        GtkCallback.onView(data, default: ()) { view, _ in view.pointer.entered(at: CGPoint(x: x, y: y)) }
    }

    private static let pointerMoved: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
        motion, x, y, data in
        GtkCallback.onView(data, GtkPointer(motion), default: ()) { $0.pointerMoved($1, x: x, y: y) }
    }

    private static let pointerLeft: @convention(c) (OpaquePointer?, gpointer?) -> Void = { motion, data in
        GtkCallback.onView(data, GtkPointer(motion), default: ()) { $0.pointerLeft($1) }
    }

    private static let scrolled: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = {
        scroll, dx, dy, data in
        GtkCallback.handled(data, GtkPointer(scroll)) { $0.scrolled($1, dx: dx, dy: dy) }
    }

    private static let keyPressed:
        @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, state, data in
            GtkCallback.handled(data) { view, _ in view.keyPressed(keyval: keyval, state: state) }
        }

    private static let rawEvent: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = {
        _, event, data in
        GtkCallback.handled(data, GtkPointer(event)) { $0.rawEvent($1) }
    }

    private static let unmapped: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
        GtkCallback.onView(data, default: ()) { view, _ in view.widgetHidden() }
    }
}
