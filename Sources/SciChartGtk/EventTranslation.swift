import CGtk
import SciChart

/// Translates GDK's event values into the surface's: pure functions, tested without a
/// display.
enum EventTranslation {
    /// The modifier keys held in a GDK state mask. Super and Meta (the Command key of GTK on
    /// macOS) read as ``SCIKeyModifiers/command``; Caps Lock and the buttons are ignored.
    static func modifiers(_ state: GdkModifierType) -> SCIKeyModifiers {
        var result: SCIKeyModifiers = []
        if state.contains(GDK_SHIFT_MASK) { result.insert(.shift) }
        if state.contains(GDK_CONTROL_MASK) { result.insert(.control) }
        if state.contains(GDK_ALT_MASK) { result.insert(.alt) }
        if state.contains(GDK_SUPER_MASK) || state.contains(GDK_META_MASK) { result.insert(.command) }
        return result
    }

    /// Whether any mouse button is down in a GDK state mask.
    static func isButtonDown(_ state: GdkModifierType) -> Bool {
        let buttons: [GdkModifierType] = [
            GDK_BUTTON1_MASK, GDK_BUTTON2_MASK, GDK_BUTTON3_MASK, GDK_BUTTON4_MASK, GDK_BUTTON5_MASK,
        ]
        return buttons.contains { state.contains($0) }
    }

    /// The chart key a key press means, or `nil` for keys the chart does not use.
    ///
    /// Escape, Delete, BackSpace, Return, the arrows, Home, End, + (and =, on the same key)
    /// and - (main and keypad) and Tab map to their keys, other printable keys without
    /// Control, Alt or Super to ``SCIKey/character(_:)`` (lower case); Ctrl+Z is ``SCIKey/undo``, Ctrl+Shift+Z and Ctrl+Y are ``SCIKey/redo`` (with
    /// Alt, Super or Meta also held they are not, and Caps Lock does not turn undo into redo).
    static func key(keyval: UInt32, state: GdkModifierType) -> SCIKey? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Escape: return .escape
        case GDK_KEY_Delete, GDK_KEY_KP_Delete: return .delete
        case GDK_KEY_BackSpace: return .backspace
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return .enter
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add: return .plus
        case GDK_KEY_minus, GDK_KEY_KP_Subtract: return .minus
        case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab:
            // Control+Tab is GTK's way out of a widget that takes Tab.
            return modifiers(state).subtracting(.shift).isEmpty ? .tab : nil
        default:
            return shortcut(keyval: keyval, modifiers: modifiers(state)) ?? character(keyval, state: state)
        }
    }

    /// A printable key (a letter, digit, sign or Space) pressed without Control, Alt or
    /// Super, as ``SCIKey/character(_:)`` in lower case.
    private static func character(_ keyval: UInt32, state: GdkModifierType) -> SCIKey? {
        guard modifiers(state).subtracting(.shift).isEmpty,
            let scalar = Unicode.Scalar(gdk_keyval_to_unicode(gdk_keyval_to_lower(guint(keyval)))),
            scalar.value >= 0x20, scalar.value != 0x7F
        else { return nil }
        return .character(Character(scalar))
    }

    /// Undo and redo by their Control shortcuts.
    private static func shortcut(keyval: UInt32, modifiers: SCIKeyModifiers) -> SCIKey? {
        guard modifiers.subtracting(.shift) == .control else { return nil }
        let shifted = modifiers.contains(.shift)
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_z, GDK_KEY_Z: return shifted ? .redo : .undo
        case GDK_KEY_y, GDK_KEY_Y: return shifted ? nil : .redo
        default: return nil
        }
    }

    /// GDK's surface-pixel scroll deltas (a touchpad on Wayland) per wheel click: 15, the
    /// scroll distance that X11's libinput driver reports as one wheel unit, so a touchpad
    /// scrolls alike on both.
    static let pixelsPerWheelClick = 15.0

    /// Scroll deltas for ``SCIChartSurface/handleScroll(deltaX:deltaY:at:)``, in wheel
    /// clicks (one click of a wheel is 1; positive y is the wheel turned towards the user,
    /// positive x to the right), or `nil` when they are not finite or both zero.
    static func scrollDelta(dx: Double, dy: Double, unit: GdkScrollUnit) -> (x: Double, y: Double)? {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        guard unit == GDK_SCROLL_UNIT_SURFACE else { return (dx, dy) }
        return (dx / pixelsPerWheelClick, dy / pixelsPerWheelClick)
    }

    /// Whether a raw GDK event means the system took the pointer away mid-gesture: the grab
    /// was broken, or the pointer left because another grab (of the system or of another
    /// GTK widget) began.
    static func endsGesture(_ type: GdkEventType, crossingMode: GdkCrossingMode?) -> Bool {
        switch type {
        case GDK_GRAB_BROKEN: true
        case GDK_LEAVE_NOTIFY: crossingMode == GDK_CROSSING_GRAB || crossingMode == GDK_CROSSING_GTK_GRAB
        default: false
        }
    }
}

extension GdkModifierType {
    fileprivate func contains(_ mask: GdkModifierType) -> Bool {
        rawValue & mask.rawValue != 0
    }
}
